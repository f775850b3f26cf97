// The critical CSS of a server-rendered page: the rules of the page's stylesheets that can apply to the
// HTML the renderer made, inlined in the head so the first paint waits for no stylesheet. The whole stylesheets are
// still linked, after the page's content (not render-blocking), and the browser's CSS loader finds them there by URL.
// No dependency: the stylesheets are the build's own minified CSS (css-loader + CssMinimizer output), parsed into
// rules once per file; a style rule is kept unless one of its selectors needs a class the HTML does not carry
// (CSS-module class names are unique, so a missing class means the rule cannot match). Everything else — element
// and attribute selectors, :root variables, @font-face, @keyframes — is kept: the filter only ever errs towards more.

/** Splits CSS text into top-level items: { prelude, block } for a block, { raw } for a statement (`@import …;`). */
export function parseCss(text) {
  const items = [];
  let i = 0;
  const n = text.length;
  let start = 0;
  while (i < n) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      // A comment between items is dropped (the builds keep none but licence notes).
      if (text.slice(start, i).trim() === '') start = stop;
      i = stop;
      continue;
    }
    if (c === '"' || c === "'") {
      i = skipString(text, i);
      continue;
    }
    if (c === ';') {
      const raw = text.slice(start, i + 1).trim();
      if (raw !== ';') items.push({ raw });
      start = i + 1;
      i++;
      continue;
    }
    if (c === '{') {
      const close = matchBrace(text, i);
      items.push({ prelude: text.slice(start, i).trim(), block: text.slice(i + 1, close) });
      i = close + 1;
      start = i;
      continue;
    }
    i++;
  }
  const rest = text.slice(start).trim();
  if (rest) items.push({ raw: rest });
  return items;
}

function skipString(text, i) {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1;
  return j + 1;
}

function matchBrace(text, open) {
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    const c = text[j];
    if (c === '"' || c === "'") {
      j = skipString(text, j) - 1;
    } else if (c === '/' && text[j + 1] === '*') {
      const end = text.indexOf('*/', j + 2);
      j = end < 0 ? text.length : end + 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return j;
  }
  return text.length;
}

// At-rules whose block holds rules (filtered inside); any other block at-rule (@font-face, @keyframes, @page,
// @property, @counter-style, @font-feature-values) is kept whole.
const GROUPING = /^@(-[a-z]+-)?(media|supports|container|layer|scope|document)\b/i;

/** The classes a selector requires: those outside any (…) (:not, :is, :where, :has) and outside [attr] and strings. */
function requiredClasses(selector) {
  let s = selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""').replace(/\[[^\]]*\]/g, '[]');
  // Innermost parentheses first, until none are left.
  for (let k = 0; k < 10 && s.includes('('); k++) s = s.replace(/\([^()]*\)/g, '()');
  // An escaped character (\:) belongs to the name; such a name is kept as it is written, escapes removed.
  return [...s.matchAll(/\.((?:-?[_a-zA-Z]|\\.)(?:[\w-]|\\.)*)/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}

/** Splits a selector list at its top-level commas. */
function selectors(prelude) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let j = 0; j < prelude.length; j++) {
    const c = prelude[j];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '"' || c === "'") j = skipString(prelude, j) - 1;
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, j));
      start = j + 1;
    }
  }
  out.push(prelude.slice(start));
  return out;
}

/**
 * A stylesheet's relative url(…)s made absolute: inlined in the document, they would otherwise resolve against the
 * page's address instead of the stylesheet's.
 */
export function rebaseUrls(text, sheetHref) {
  const self = 'http://same-origin.invalid';
  return text.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote, ref) => {
    if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(ref)) return whole;
    const url = new URL(ref, new URL(sheetHref, self));
    return `url(${quote}${url.origin === self ? `${url.pathname}${url.search}${url.hash}` : url.href}${quote})`;
  });
}

/**
 * A parsed stylesheet, ready to be filtered: each style rule with the class sets its selectors need. `sheetUrl`
 * (its href, absolute or root-relative) rebases its url(…)s.
 */
export function compileCss(text, sheetUrl) {
  if (sheetUrl) text = rebaseUrls(text, sheetUrl);
  const compile = (items) =>
    items.map((item) => {
      // @charset is only valid first in a file: inlined after other CSS it would be dropped anyway.
      if (item.raw !== undefined) return { keep: /^@charset\b/i.test(item.raw) ? '' : item.raw };
      if (item.prelude.startsWith('@')) {
        return GROUPING.test(item.prelude) && item.block.includes('{')
          ? { prelude: item.prelude, children: compile(parseCss(item.block)) }
          : { keep: `${item.prelude}{${item.block}}` };
      }
      return { text: `${item.prelude}{${item.block}}`, needs: selectors(item.prelude).map(requiredClasses) };
    });
  return compile(parseCss(text));
}

/** The rules of a compiled stylesheet that can apply to HTML carrying `classes` (a Set), as CSS text. */
export function filterCss(compiled, classes) {
  const out = [];
  for (const node of compiled) {
    if (node.keep !== undefined) out.push(node.keep);
    else if (node.children) {
      const inner = filterCss(node.children, classes);
      if (inner) out.push(`${node.prelude}{${inner}}`);
    } else if (node.needs.some((need) => need.every((c) => classes.has(c)))) out.push(node.text);
  }
  return out.join('');
}

/** Every class name in the HTML's class attributes (React writes them as class="…"). */
export function htmlClasses(html) {
  const classes = new Set();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) classes.add(c);
  return classes;
}

/** Text that cannot close the <style> element it is put in. */
export const styleText = (css) => css.replace(/<\/(style)/gi, '<\\/$1');
