// Compose's .env files and ${VAR} interpolation, as docker compose reads them (tools/delivery/check.mjs).
export function parseDotenv(text) {
  const env = {};
  for (const line of text.split('\n')) {
    const m = line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/);
    if (!m) continue;
    let v = m[2].trim();
    if (/^".*"$|^'.*'$/.test(v)) v = v.slice(1, -1);
    env[m[1]] = v;
  }
  return env;
}

/** Compose interpolation: $$, $VAR, ${VAR}, ${VAR:-d}, ${VAR-d}, ${VAR:?e}, ${VAR?e}, ${VAR:+r} (nested). */
export function interpolate(value, env, used = new Set()) {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c !== '$') {
      out += c;
      continue;
    }
    if (value[i + 1] === '$') {
      out += '$';
      i++;
      continue;
    }
    if (value[i + 1] === '{') {
      let depth = 1;
      let j = i + 2;
      while (j < value.length && depth) {
        if (value[j] === '{') depth++;
        else if (value[j] === '}') depth--;
        j++;
      }
      const body = value.slice(i + 2, j - 1);
      const m = body.match(/^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/);
      if (!m) throw new Error(`bad interpolation \${${body}}`);
      const [, name, op, arg = ''] = m;
      used.add(name);
      const set = env[name] !== undefined;
      const nonEmpty = set && env[name] !== '';
      const present = op?.startsWith(':') ? nonEmpty : set;
      if (!op) out += env[name] ?? '';
      else if (op.endsWith('-')) out += present ? env[name] : interpolate(arg, env, used);
      else if (op.endsWith('?')) {
        if (!present) throw new Error(`required variable ${name}: ${arg}`);
        out += env[name];
      } else if (op.endsWith('+')) out += present ? interpolate(arg, env, used) : '';
      i = j - 1;
      continue;
    }
    const m = value.slice(i + 1).match(/^[A-Za-z_][A-Za-z0-9_]*/);
    if (m) {
      used.add(m[0]);
      out += env[m[0]] ?? '';
      i += m[0].length;
    } else out += c;
  }
  return out;
}

export function interpolateTree(node, env, used) {
  if (typeof node === 'string') return interpolate(node, env, used);
  if (Array.isArray(node)) return node.map((n) => interpolateTree(n, env, used));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateTree(v, env, used)]));
  return node;
}
