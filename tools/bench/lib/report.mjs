// Budget verdicts from a bench (or budget-test) result object.
import { BUDGETS, CEILINGS, PAGES } from './budgets.mjs';

export function verdicts(r) {
  const out = [];
  const home = r.pages?.home;
  // Bytes of a page that did not render say nothing: a broken build must fail here, not pass as "smaller".
  const measured = [...PAGES.map((p) => r.pages?.[p.key]), r.monolithHome].filter(Boolean);
  if (measured.length) {
    const broken = measured.filter((p) => !p.h1 || p.errors.length);
    out.push({
      name: 'every measured page renders (an <h1>, no page errors)',
      value: broken.length
        ? broken.map((p) => `${p.url}: ${p.errors.join(' | ') || 'no <h1>'}`).join('; ')
        : `${measured.length} pages`,
      ok: broken.length === 0,
    });
  }
  // `ok`: the issue's target; `guard`: the regression ceiling `npm test` enforces while the target is missed.
  if (home)
    out.push({
      name: `home initial JS ≤ ${BUDGETS.homeInitialJsGzipKB} KB gzip`,
      value: `${(home.js.gzip / 1024).toFixed(1)} KB`,
      ok: home.js.gzip <= BUDGETS.homeInitialJsGzipKB * 1024,
      guard: {
        name: `≤ ${CEILINGS.homeInitialJsGzipKB} KB ceiling`,
        ok: home.js.gzip <= CEILINGS.homeInitialJsGzipKB * 1024,
      },
    });
  // Hindi adds only its catalogues and font. Files are compared by name without their content hash.
  if (home && r.homeHindi) out.push(languageDifference(home, r.homeHindi));
  // The byte federation tax is no target (documented federation only): a regression ceiling.
  if (r.federationTax?.bytes)
    out.push({
      name: `federation tax (bytes) ≤ ${Math.round(CEILINGS.federationTaxBytes * 100)} % regression ceiling`,
      value: `${((r.federationTax.bytes - 1) * 100).toFixed(1)} %`,
      ok: r.federationTax.bytes - 1 <= CEILINGS.federationTaxBytes,
    });
  for (const page of PAGES) {
    const p = r.pages?.[page.key];
    if (!p) continue;
    const many = Object.entries(p.singletons).filter(([, s]) => s.times > BUDGETS.singletonFetches);
    const missing = Object.entries(p.singletons)
      .filter(([, s]) => s.times === 0)
      .map(([n]) => n);
    out.push({
      name: `${page.key}: every shared singleton fetched once`,
      value: many.length
        ? many.map(([n, s]) => `${n} ×${s.times} (${s.duplicated.slice(0, 3).join(', ')})`).join('; ')
        : `all once${missing.length ? ` (not used on this page: ${missing.join(', ')})` : ''}`,
      ok: many.length === 0,
    });
  }
  for (const l of (r.lighthouse ?? []).filter((x) => x.preset === 'mobile')) {
    out.push({
      name: `Lighthouse mobile ${l.page} ≥ ${BUDGETS.lighthouseMobileScore}`,
      value: `${l.score} (benchmarkIndex ${Math.round(l.benchmarkIndex ?? 0)})`,
      ok: l.score >= BUDGETS.lighthouseMobileScore,
    });
    if (l.lcpMs)
      out.push({
        name: `Lighthouse mobile ${l.page}: LCP ≤ ${BUDGETS.lighthouseMobileLcpMs / 1000} s`,
        value: `${(l.lcpMs / 1000).toFixed(2)} s`,
        ok: l.lcpMs <= BUDGETS.lighthouseMobileLcpMs,
      });
    if (l.tbtMs != null)
      out.push({
        name: `Lighthouse mobile ${l.page}: TBT ≤ ${BUDGETS.lighthouseMobileTbtMs} ms`,
        value: `${Math.round(l.tbtMs)} ms`,
        ok: l.tbtMs <= BUDGETS.lighthouseMobileTbtMs,
      });
    // what users feel, against the monolith build measured in the same run.
    const mono = (r.lighthouseMonolith ?? []).find((m) => m.page === l.page);
    if (mono?.lcpMs && l.lcpMs) {
      out.push({
        name: `${l.page}: composed LCP ≤ ${BUDGETS.lcpRatioToMonolith}× the monolith's (mobile)`,
        value: `${(l.lcpMs / mono.lcpMs).toFixed(2)}× (${Math.round(l.lcpMs)} / ${Math.round(mono.lcpMs)} ms)`,
        ok: l.lcpMs / mono.lcpMs <= BUDGETS.lcpRatioToMonolith,
      });
      if (mono.tbtMs != null && l.tbtMs != null)
        out.push({
          name: `${l.page}: composed TBT ≤ ${BUDGETS.tbtRatioToMonolith}× the monolith's (mobile)`,
          value: `${mono.tbtMs ? (l.tbtMs / mono.tbtMs).toFixed(2) : '—'}× (${Math.round(l.tbtMs)} / ${Math.round(mono.tbtMs)} ms)`,
          // Both under the absolute budget's half counts as met: a ratio of two near-zero figures says nothing.
          ok:
            l.tbtMs <= BUDGETS.tbtRatioToMonolith * mono.tbtMs ||
            l.tbtMs <= BUDGETS.lighthouseMobileTbtMs * BUDGETS.tbtRatioToMonolith,
        });
      out.push({
        name: `${l.page}: composed score within ${BUDGETS.scorePointsOfMonolith} of the monolith's (mobile)`,
        value: `${l.score} vs ${mono.score}`,
        ok: mono.score - l.score <= BUDGETS.scorePointsOfMonolith,
      });
    }
  }
  for (const i of r.inp ?? [])
    out.push({
      name: `INP ${i.page} (scripted interactions, 4× CPU) ≤ ${BUDGETS.inpMs} ms`,
      value:
        i.inpMs == null ? 'no interaction recorded' : `${i.inpMs} ms${i.target ? ` (${i.type} on ${i.target})` : ''}`,
      ok: i.inpMs != null && i.inpMs <= BUDGETS.inpMs,
    });
  for (const l of (r.lighthouse ?? []).filter((x) => x.preset === 'desktop'))
    out.push({
      name: `Lighthouse desktop ${l.page} ≥ ${BUDGETS.lighthouseDesktopScore}`,
      value: String(l.score),
      ok: l.score >= BUDGETS.lighthouseDesktopScore,
    });
  // server render of a service page.
  if (r.render?.cacheOff) {
    out.push({
      name: `server render, cache off, 10 connections: ${r.render.path} p99 ≤ ${BUDGETS.renderP99Ms} ms`,
      value: `${r.render.cacheOff.p99Ms} ms (${Math.round(r.render.cacheOff.rps)} req/s)`,
      ok: r.render.cacheOff.p99Ms <= BUDGETS.renderP99Ms && r.render.cacheOff.failed === 0,
    });
    out.push({
      name: `server render, cache on, 10 connections: ≥ ${BUDGETS.cachedPageRps} req/s`,
      value: `${Math.round(r.render.cacheOn.rps)} req/s (p99 ${r.render.cacheOn.p99Ms} ms)`,
      ok: r.render.cacheOn.rps >= BUDGETS.cachedPageRps && r.render.cacheOn.failed === 0,
    });
  }
  for (const db of ['pglite', 'postgres']) {
    for (const a of (r.api?.[db] ?? []).filter((x) => x.read)) {
      out.push({
        name: `${db} ${a.name} ≥ ${BUDGETS.apiReadRpsShareOfBareFastify * 100} % of bare Fastify, p99 ≤ ${BUDGETS.apiReadP99Ms} ms`,
        value: `${(a.ratio * 100).toFixed(1)} %, p99 ${a.p99Ms} ms`,
        ok: a.ratio >= BUDGETS.apiReadRpsShareOfBareFastify && a.p99Ms <= BUDGETS.apiReadP99Ms,
      });
    }
  }
  return out;
}

/** `main.3f2a1b9c.js` → `main.js`: the same chunk whatever its content hash. */
const chunkName = (file) => file.replace(/\.[0-9a-f]{8,}(?=\.(m?js|css)$)/, '');
/** A catalogue chunk of one language (`locale-shell-en.js`) or the Devanagari font (its CSS and files). */
const LANGUAGE_ONLY = {
  en: /^locale-[\w-]+-en\.js$/,
  hi: /^(locale-[\w-]+-hi\.js|font-devanagari\.(js|css))$/,
};

/** What the Hindi page fetches that the English does not, and the other way round (JS and CSS, gzip). */
export function languageDifference(en, hi) {
  // What a page fetched late (after the first screen's window, lib/bytes.mjs) is still fetched: a file both languages
  // load is no difference between them, whichever side of that window a busy machine put it.
  const lateNames = (page) =>
    (page.late ?? []).map((u) => new URL(u).pathname.replace(/^\//, '')).filter((f) => /\.(m?js|css)$/.test(f));
  const names = (page) =>
    new Map([
      ...lateNames(page).map((f) => [chunkName(f), 0]),
      ...page.files.filter((f) => f.kind === 'js' || f.kind === 'css').map((f) => [chunkName(f.file), f.gzip]),
    ]);
  const [a, b] = [names(en), names(hi)];
  const onlyHi = [...b.keys()].filter((n) => !a.has(n));
  const onlyEn = [...a.keys()].filter((n) => !b.has(n));
  const stray = [
    ...onlyHi.filter((n) => !LANGUAGE_ONLY.hi.test(n)),
    ...onlyEn.filter((n) => !LANGUAGE_ONLY.en.test(n)),
  ];
  const kb = (list, m) => (list.reduce((s, n) => s + (m.get(n) ?? 0), 0) / 1024).toFixed(1);
  return {
    name: 'home in Hindi: only its catalogues and the Devanagari font differ from English',
    value:
      `Hindi adds ${onlyHi.join(', ') || 'nothing'} (${kb(onlyHi, b)} KB gzip) and leaves out ` +
      `${onlyEn.join(', ') || 'nothing'} (${kb(onlyEn, a)} KB)` +
      (stray.length ? `; not a catalogue or the font: ${stray.join(', ')}` : ''),
    ok: stray.length === 0 && onlyHi.length > 0,
  };
}
