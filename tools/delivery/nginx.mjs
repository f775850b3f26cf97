// A small reader of the nginx configs in docker/nginx: server blocks, upstreams, locations and their headers,
// and nginx's location choice (exact "=", then the longest prefix, then the first matching regex "~", else
// that prefix) — enough to check cache rules and routing without an nginx binary (tools/delivery/check.mjs).

/** Parses nginx config text into a tree of { name, args, children? }. */
export function parseNginx(text) {
  const tokens = [];
  const re = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const m of text.matchAll(re)) {
    if (m[0].startsWith('#')) continue;
    if (m[1] !== undefined || m[2] !== undefined) tokens.push({ word: m[1] ?? m[2] });
    else if (m[3]) tokens.push({ punct: m[3] });
    else tokens.push({ word: m[4] });
  }
  let i = 0;
  function block() {
    const out = [];
    let words = [];
    while (i < tokens.length) {
      const t = tokens[i++];
      if (t.punct === ';') {
        if (words.length) out.push({ name: words[0], args: words.slice(1) });
        words = [];
      } else if (t.punct === '{') {
        out.push({ name: words[0], args: words.slice(1), children: block() });
        words = [];
      } else if (t.punct === '}') return out;
      else words.push(t.word);
    }
    return out;
  }
  return block();
}

export const directives = (nodes, name) => nodes.filter((n) => n.name === name);

/** The location block nginx picks for a request path (no nested locations). */
export function matchLocation(server, path) {
  const locations = directives(server.children, 'location').map((l) => {
    const [a, b] = l.args;
    if (a === '=') return { kind: 'exact', value: b, node: l };
    if (a === '~' || a === '~*') return { kind: 'regex', value: new RegExp(b, a === '~*' ? 'i' : ''), node: l };
    if (a === '^~') return { kind: 'prefix', value: b, stop: true, node: l };
    return { kind: 'prefix', value: a, node: l };
  });
  const exact = locations.find((l) => l.kind === 'exact' && l.value === path);
  if (exact) return exact.node;
  const prefix = locations
    .filter((l) => l.kind === 'prefix' && path.startsWith(l.value))
    .sort((x, y) => y.value.length - x.value.length)[0];
  if (prefix?.stop) return prefix.node;
  const regex = locations.find((l) => l.kind === 'regex' && l.value.test(path));
  return regex?.node ?? prefix?.node ?? null;
}

/** Headers a location adds (add_header in a location replaces the server's, as in nginx). */
export function headersOf(server, location) {
  const own = directives(location?.children ?? [], 'add_header');
  const list = own.length ? own : directives(server.children, 'add_header');
  return Object.fromEntries(list.map((d) => [d.args[0].toLowerCase(), d.args[1]]));
}

/**
 * The Cache-Control header a static server (docker/nginx/static.conf) sends for a path, following try_files to
 * the SPA fallback (an internal redirect re-runs the location choice) when the file does not exist.
 */
export function cacheControl(server, path, exists = () => true) {
  let current = path;
  for (let hop = 0; hop < 3; hop++) {
    const location = matchLocation(server, current);
    if (!location) return null;
    const tryFiles = directives(location.children ?? [], 'try_files')[0];
    if (tryFiles && !exists(current)) {
      const last = tryFiles.args[tryFiles.args.length - 1];
      if (last.startsWith('=')) return { status: Number(last.slice(1)) };
      if (last !== current) {
        current = last;
        continue;
      }
    }
    return {
      status: 200,
      cacheControl: headersOf(server, location)['cache-control'] ?? null,
      location: location.args.join(' '),
      servedPath: current,
    };
  }
  return null;
}

export function servers(tree) {
  const http = tree.find((n) => n.name === 'http');
  return directives(http ? http.children : tree, 'server');
}

export function upstreams(tree) {
  return Object.fromEntries(
    directives(tree, 'upstream').map((u) => [u.args[0], directives(u.children, 'server').map((s) => s.args[0])]),
  );
}
