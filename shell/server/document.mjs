// The HTML document around a server-rendered page: the shell's browser build's index.html (its scripts,
// first-paint styles and inline script, whose hashes the CSP already allows) with the page's head tags, the
// stylesheets the rendered parts use, the rendered app in #root and the query cache as a JSON data block.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileCss, filterCss, htmlClasses, styleText } from './critical-css.mjs';

let template = { key: '', html: '' };
function indexHtml(dir) {
  const file = join(dir, 'index.html');
  const s = statSync(file);
  const key = `${s.mtimeMs}:${s.size}`;
  if (key !== template.key) template = { key, html: readFileSync(file, 'utf8') };
  return template.html;
}

/** The document before and after the rendered app. */
export function documentParts({ dir, headHtml, styles, tailStyles = '', preload = '', stateJson, lang = 'en' }) {
  let html = indexHtml(dir);
  // With the page's CSS inline, the start-up hint that fetches the shell's stylesheet early (preload as=style) only
  // takes bandwidth from the main image: the stylesheet is linked after the content anyway.
  if (tailStyles) html = html.replace(/<link rel="?preload"? [^>]*\bas="?style"?[^>]*>\s*/g, '');
  // The main image's preload first in the head, before the start-up hints' scripts: requested first.
  if (preload) html = html.replace(/<meta charset="?[\w-]+"?\s*\/?>/i, (charset) => `${charset}${preload}`);
  html = html
    .replace(/<html lang="?[a-zA-Z-]*"?/, `<html lang="${lang === 'hi' ? 'hi-IN' : 'en-IN'}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="?description"?[^>]*>\s*/, '')
    .replace('</head>', `  ${headHtml}\n    ${styles}\n  </head>`);
  // The built index.html is minified (attribute quotes dropped where HTML allows).
  const root = /<div id="?root"?>/.exec(html);
  const start = root?.index ?? -1;
  const end = html.indexOf('<noscript>');
  if (start < 0 || end < start) throw new Error('index.html has no <div id="root"> before <noscript>');
  const state = stateJson ? `<script type="application/json" id="utsav-ssr-state">${stateJson}</script>\n` : '';
  return {
    before: `${html.slice(0, start)}<div id="root" data-ssr="1">`,
    // The page reads without JavaScript: the "needs JavaScript" notice goes.
    after: `</div>\n${tailStyles ? `${tailStyles}\n` : ''}${state}${html.slice(end).replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')}`,
  };
}

const manifests = new Map();
const MANIFEST_TTL_MS = 30_000;

/** A remote's browser manifest (mf-manifest.json), kept 30 s; null when it cannot be read. */
async function manifest(url) {
  const hit = manifests.get(url);
  if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.value;
  let value = null;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    if (res.ok) value = await res.json();
  } catch {
    value = hit?.value ?? null;
  }
  manifests.set(url, { at: Date.now(), value });
  return value;
}

/** The CSS of a remote's exposed modules (what its server-rendered parts may use), as absolute URLs. */
async function remoteCss(manifestUrl, exposes) {
  const m = await manifest(manifestUrl);
  if (!m) return [];
  const base =
    m.metaData?.publicPath && m.metaData.publicPath !== 'auto' ? m.metaData.publicPath : new URL('.', manifestUrl).href;
  const files = (m.exposes ?? [])
    .filter((e) => exposes.includes(e.path ?? `./${e.name}`))
    .flatMap((e) => [...(e.assets?.css?.sync ?? []), ...(e.assets?.css?.async ?? [])]);
  return [...new Set(files)].map((f) => new URL(f, base).href);
}

let shellCss = { key: '', files: [] };
// The start-up chunk's CSS (the theme) first, as the browser loads it first: later rules of equal weight win.
const bootstrapFirst = (a, b) =>
  Number(b.startsWith('bootstrap.')) - Number(a.startsWith('bootstrap.')) || a.localeCompare(b);
/** The shell's own stylesheets (its build is small: every one of them). */
function ownCss(dir) {
  indexHtml(dir);
  if (shellCss.key !== template.key)
    shellCss = {
      key: template.key,
      files: readdirSync(dir)
        .filter((f) => f.endsWith('.css'))
        .sort(bootstrapFirst)
        .map((f) => `/${f}`),
    };
  return shellCss.files;
}

/**
 * The Devanagari font's stylesheet (fetched for Hindi only). Each app's build carries a copy of it with
 * the shared i18n module, but the page loads the font through the one i18n instance, the shell's: a remote's copy
 * is never linked, and the shell's only on a Hindi page (three copies had the browser fetch each font file three
 * times, from three origins).
 */
const FONT_CSS = /(^|\/)font-devanagari\.[0-9a-f]{8}\.css$/;

/**
 * The stylesheets of a server-rendered page: the shell's CSS and the CSS of the remotes rendered on the server
 * (catalog owns the catalogue pages, and its search box is in every header), as hrefs in cascade order.
 */
export async function stylesheetHrefs({ dir, config, remotes, lang = 'en' }) {
  const remoteFiles = await Promise.all(
    remotes
      .filter((name) => config.remotes?.[name])
      .map((name) => remoteCss(config.remotes[name], ['./App', './SearchBox'])),
  );
  // Files with the same content hash are the same stylesheet (a CSS module shared by several lazy chunks): once.
  const seen = new Set();
  const own = ownCss(dir).filter((href) => lang === 'hi' || !FONT_CSS.test(href));
  return [...own, ...remoteFiles.flat().filter((href) => !FONT_CSS.test(href))].filter((href) => {
    const hash = /\.([0-9a-f]{8})\.css$/.exec(href)?.[1];
    if (!hash) return true;
    const key = `${new URL(href, 'http://x').origin}:${hash}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// The shell's own stylesheets are linked root-relative; webpack's CSS loader looks for a chunk's stylesheet by its
// file name or its absolute URL (data-href, else href), so they carry their file name too, or it loads them again.
const linkTag = (href) =>
  `<link rel="stylesheet" href="${escapeAttr(href)}"${href.startsWith('/') && !href.startsWith('//') ? ` data-href="${escapeAttr(href.slice(1))}"` : ''} />`;
const escapeAttr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<link rel="stylesheet">` for every stylesheet of the page (render-blocking where they stand in the head). */
export async function stylesheetLinks(options) {
  return (await stylesheetHrefs(options)).map(linkTag).join('\n    ');
}

// Each stylesheet parsed once (its name carries its content hash; the shell's own are keyed by their file's stamp).
const sheets = new Map();
const SHEETS_MAX = 200;
/** A stylesheet compiled for filtering, or null when it cannot be read (it is then linked in the head, as before). */
async function compiledSheet(dir, href) {
  const own = href.startsWith('/') && !href.startsWith('//');
  let key = href;
  if (own) {
    try {
      const s = statSync(join(dir, href.slice(1)));
      key = `${href}:${s.mtimeMs}:${s.size}`;
    } catch {
      return null;
    }
  }
  const hit = sheets.get(key);
  if (hit) return hit;
  let text = null;
  try {
    if (own) text = readFileSync(join(dir, href.slice(1)), 'utf8');
    else {
      const res = await fetch(href, { signal: AbortSignal.timeout(1000) });
      if (res.ok) text = await res.text();
    }
  } catch {
    text = null;
  }
  if (text === null) return null;
  const compiled = compileCss(text, href);
  if (sheets.size >= SHEETS_MAX) sheets.clear();
  sheets.set(key, compiled);
  return compiled;
}

// The critical CSS of the pages seen lately, by their stylesheets and the classes their HTML carries.
const critical = new Map();
const CRITICAL_MAX = 500;

/**
 * The page's CSS without render-blocking requests (LCP): `head` holds, inline, the rules of its stylesheets
 * that can apply to the rendered HTML (critical-css.mjs); `tail` links the whole stylesheets after the page's content,
 * where they block nothing the first paint shows and the browser's CSS loader finds them by URL (it does not load
 * them again). A stylesheet that cannot be read stays linked in the head. `inline: false` links every stylesheet in
 * the head (the renderer before this change; SSR_CRITICAL_CSS=0, for comparisons).
 */
export async function pageStyles({ dir, config, remotes, html, inline = true, lang = 'en' }) {
  const hrefs = await stylesheetHrefs({ dir, config, remotes, lang });
  if (!inline) return { head: hrefs.map(linkTag).join('\n    '), tail: '' };
  const compiled = await Promise.all(hrefs.map((href) => compiledSheet(dir, href)));
  const classes = htmlClasses(html);
  const key = `${hrefs.join(' ')}|${[...classes].sort().join(' ')}`;
  let css = critical.get(key);
  if (css === undefined) {
    css = compiled.map((sheet) => (sheet ? filterCss(sheet, classes) : '')).join('\n');
    if (critical.size >= CRITICAL_MAX) critical.clear();
    critical.set(key, css);
  }
  const unread = hrefs.filter((_, i) => !compiled[i]);
  return {
    head: [`<style data-critical="">${styleText(css)}</style>`, ...unread.map(linkTag)].join('\n    '),
    tail: hrefs
      .filter((_, i) => compiled[i])
      .map(linkTag)
      .join('\n'),
  };
}

/**
 * `<link rel="preload" as="image" fetchpriority="high">` for the page's main image (the first banner on home, the
 * service's first photo on its page: the page description's `image`), so its download starts with the HTML's head
 * instead of after the stylesheets and layout. Only when the rendered HTML shows that very image (the same URL, and
 * its srcset and sizes when it has them, or the browser would fetch a second copy); '' otherwise.
 */
export function imagePreload(html, image) {
  if (!image) return '';
  const src = escapeAttr(image);
  for (const m of html.matchAll(/<img\s[^>]*>/g)) {
    const tag = m[0];
    if (attr(tag, 'src') !== src) continue;
    if (attr(tag, 'loading') === 'lazy') return '';
    const srcset = attr(tag, 'srcset');
    const sizes = attr(tag, 'sizes');
    return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high" />`;
  }
  return '';
}

/** An attribute's value as written in the HTML (still escaped), or undefined. Names in any case: React writes
 *  `srcSet`, `fetchPriority` as they are spelled in JSX. */
function attr(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}
