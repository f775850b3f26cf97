// The HTML document around a server-rendered page (issue 35): the shell's browser build's index.html (its scripts,
// first-paint styles and inline script, whose hashes the CSP already allows) with the page's head tags, the
// stylesheets the rendered parts use, the rendered app in #root and the query cache as a JSON data block.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

let template = { key: '', html: '' };
function indexHtml(dir) {
  const file = join(dir, 'index.html');
  const s = statSync(file);
  const key = `${s.mtimeMs}:${s.size}`;
  if (key !== template.key) template = { key, html: readFileSync(file, 'utf8') };
  return template.html;
}

/** The document before and after the rendered app. */
export function documentParts({ dir, headHtml, styles, stateJson, lang = 'en' }) {
  const html = indexHtml(dir)
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
    after: `</div>\n${state}${html.slice(end).replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')}`,
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
  const base = m.metaData?.publicPath && m.metaData.publicPath !== 'auto' ? m.metaData.publicPath : new URL('.', manifestUrl).href;
  const files = (m.exposes ?? [])
    .filter((e) => exposes.includes(e.path ?? `./${e.name}`))
    .flatMap((e) => [...(e.assets?.css?.sync ?? []), ...(e.assets?.css?.async ?? [])]);
  return [...new Set(files)].map((f) => new URL(f, base).href);
}

let shellCss = { key: '', files: [] };
// The start-up chunk's CSS (the theme) first, as the browser loads it first: later rules of equal weight win.
const bootstrapFirst = (a, b) => Number(b.startsWith('bootstrap.')) - Number(a.startsWith('bootstrap.')) || a.localeCompare(b);
/** The shell's own stylesheets (its build is small: every one of them). */
function ownCss(dir) {
  indexHtml(dir);
  if (shellCss.key !== template.key) shellCss = { key: template.key, files: readdirSync(dir).filter((f) => f.endsWith('.css')).sort(bootstrapFirst).map((f) => `/${f}`) };
  return shellCss.files;
}

/**
 * `<link rel="stylesheet">` for the shell's CSS and the CSS of the remotes rendered on the server (catalog owns
 * the catalogue pages, and its search box is in every header). The browser's own CSS loader finds them by URL and
 * does not load them twice.
 */
export async function stylesheetLinks({ dir, config, remotes }) {
  const remoteFiles = await Promise.all(remotes.filter((name) => config.remotes?.[name]).map((name) => remoteCss(config.remotes[name], ['./App', './SearchBox'])));
  // Files with the same content hash are the same stylesheet (a CSS module shared by several lazy chunks): once.
  const seen = new Set();
  const unique = [...ownCss(dir), ...remoteFiles.flat()].filter((href) => {
    const hash = /\.([0-9a-f]{8})\.css$/.exec(href)?.[1];
    if (!hash) return true;
    const key = `${new URL(href, 'http://x').origin}:${hash}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.map((href) => `<link rel="stylesheet" href="${href}" />`).join('\n    ');
}
