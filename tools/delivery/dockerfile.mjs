// A small Dockerfile reader for the CI checks (no Docker engine here): instructions with line continuations,
// stages, and the flags and sources of COPY.

/** Instructions of a Dockerfile: { op, args (raw text), line, stage }. */
export function parseDockerfile(text) {
  const out = [];
  const lines = text.split('\n');
  let stage = -1;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].trim();
    const start = i + 1;
    if (!line || line.startsWith('#')) continue;
    while (line.endsWith('\\') && i + 1 < lines.length) {
      line = line.slice(0, -1).trimEnd() + ' ' + lines[++i].trim();
    }
    const m = line.match(/^(\w+)\s+(.*)$/s);
    if (!m) continue;
    const op = m[1].toUpperCase();
    if (op === 'FROM') stage++;
    out.push({ op, args: m[2].trim(), line: start, stage });
  }
  return out;
}

/** Stages: [{ index, name, image, instructions }]. */
export function stages(instructions) {
  const list = [];
  for (const ins of instructions) {
    if (ins.op === 'FROM') {
      const m = ins.args.match(/^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i);
      list.push({ index: list.length, image: m[1], name: m[2] ?? String(list.length), instructions: [] });
    } else if (list.length) list[list.length - 1].instructions.push(ins);
  }
  return list;
}

/** COPY/ADD: { flags: {from, chmod, …}, sources: [...], dest }. JSON form supported. */
export function parseCopy(args) {
  const flags = {};
  let rest = args;
  for (;;) {
    const m = rest.match(/^--([\w-]+)(?:=(\S+))?\s+/);
    if (!m) break;
    flags[m[1]] = m[2] ?? true;
    rest = rest.slice(m[0].length);
  }
  const parts = rest.trim().startsWith('[') ? JSON.parse(rest) : rest.trim().split(/\s+/);
  return { flags, sources: parts.slice(0, -1), dest: parts[parts.length - 1] };
}

/** Splits a RUN shell command into simple commands (on && ; ||), each as a list of words. */
export function commandsOf(run) {
  return run
    .split(/&&|\|\||;/)
    .map((c) => c.trim().replace(/^(?:[A-Za-z_][A-Za-z0-9_]*=(?:"[^"]*"|'[^']*'|\S*)\s+)+/, ''))
    .filter(Boolean)
    .map((c) => c.split(/\s+/));
}

/** The npm workspaces and script a command like `npm run build -w mf-catalog` or `npm ci -w a -w b` names. */
export function npmCommand(words) {
  if (words[0] !== 'npm') return null;
  const workspaces = [];
  const positional = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i];
    if (w === '-w' || w === '--workspace') workspaces.push(words[++i]);
    else if (w.startsWith('--workspace=')) workspaces.push(w.slice(12));
    else if (!w.startsWith('-')) positional.push(w);
  }
  const [verb, ...more] = positional;
  const script = verb === 'run' || verb === 'run-script' ? more[0] : ['test', 'start'].includes(verb) ? verb : null;
  return { verb, script, workspaces };
}

/** The final stage's effective USER ('' = root by default). */
export function finalUser(stageList) {
  const last = stageList[stageList.length - 1];
  const users = last.instructions.filter((i) => i.op === 'USER');
  return users.length ? users[users.length - 1].args.trim() : '';
}

export function isRoot(user) {
  const name = user.split(':')[0];
  return name === '' || name === 'root' || name === '0';
}
