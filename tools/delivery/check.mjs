#!/usr/bin/env node
// Delivery checks without a Docker engine. `npm run test:delivery` runs them in CI:
//  1. docker-compose.yml: parsed (YAML merge keys), validated against the Compose Specification JSON schema
//     (tools/delivery/compose-spec.json), interpolated with .env.example, every variable documented there; the
//     shape the deployment needs (postgres with volume + health check, 2+ API replicas, uploads volume, one static
//     container per app, the front proxy); `docker-compose config -q` too when docker-compose is installed.
//  2. every Dockerfile: each COPY source exists in the build context and is not .dockerignored, one stage runs
//     `turbo prune <the workspace it ships> --docker` (turbo at the locked version) on the context, every `npm ci`
//     runs on that stage's out/json (no package.json copied from the repository; `-w` names pruned workspaces
//     only) and the sources built come from its out/full; each `npm run X -w Y` names a real script
//     that builds Y's dist/ (read from its webpack config) which the serve stage copies, CMD files exist, EXPOSE
//     matches compose and nginx, the final USER is not root.
//  3. nginx: the front routes /, /api, /images and /remotes/<name>/ to the right compose services and ports; the
//     static servers' cache rules (no-cache + ETag for remoteEntry.js, mf-manifest.json, app-config.json,
//     index.html; 1 year immutable for hashed files) agree with tools/serve-static.mjs and hold for every file
//     of every built dist/; the entrypoint writes a valid app-config.json with the keys the shell reads.
// `node tools/delivery/check.mjs --build mf-catalog` (or `--build api/Dockerfile`) also runs that Dockerfile's build
// stages in a temp folder, one per stage (copies the COPY sources, runs its RUN lines: the real turbo prune and npm
// ci) and checks the serve stage's COPY --from sources exist.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import YAML from 'yaml';
import { commandsOf, finalUser, isRoot, npmCommand, parseCopy, parseDockerfile, stages } from './dockerfile.mjs';
import { cacheControl, directives, parseNginx, servers, upstreams } from './nginx.mjs';
import { APPS as REGISTRY } from '../../apps.registry.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const rel = (p) => join(root, p);
const read = (p) => readFileSync(rel(p), 'utf8');

// Host first, then the remotes: the app registry (apps.registry.mjs).
const APPS = REGISTRY.map(({ dir, name }) => ({ dir, name }));
const STATIC_PORT = 8080;
/** The shell's server renderer's image. */
const RENDERER_DOCKERFILE = 'shell/server/Dockerfile';
const API_PORT = 4000;

let failures = 0;
let passes = 0;
/** While set (dockerfileFailures), failed checks are collected here instead of printed and counted. */
let sink = null;
function check(ok, message) {
  if (sink) {
    if (!ok) sink.push(message);
    return ok;
  }
  if (ok) passes++;
  else {
    failures++;
    console.error(`  ✗ ${message}`);
  }
  return ok;
}
function section(title) {
  console.log(`• ${title}`);
}

// ── environment ─────────────────────────────────────────────────────────────────────────────────────────────
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

function interpolateTree(node, env, used) {
  if (typeof node === 'string') return interpolate(node, env, used);
  if (Array.isArray(node)) return node.map((n) => interpolateTree(n, env, used));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateTree(v, env, used)]));
  return node;
}

// ── 1. compose ──────────────────────────────────────────────────────────────────────────────────────────────
function checkCompose() {
  section('docker-compose.yml against the Compose Specification schema');
  const raw = YAML.parse(read('docker-compose.yml'), { merge: true });
  const schema = JSON.parse(read('tools/delivery/compose-spec.json'));
  // The spec's schema has a draft-2019 header but draft-04 "id"s (which Ajv 8 refuses): drop both, keep the rules.
  delete schema.$schema;
  const dropIds = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.id === 'string') delete node.id;
    Object.values(node).forEach(dropIds);
  };
  dropIds(schema);
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const validate = ajv.compile(schema);
  const exampleEnv = parseDotenv(read('.env.example'));
  const used = new Set();
  let compose;
  try {
    compose = interpolateTree(raw, exampleEnv, used);
  } catch (error) {
    check(false, `interpolation with .env.example: ${error.message}`);
    compose = raw;
  }
  for (const [label, doc] of [
    ['as written', raw],
    ['interpolated with .env.example', compose],
  ]) {
    const ok = validate(doc);
    check(ok, `schema (${label}): ${ajv.errorsText(validate.errors, { separator: '\n    ' })}`);
  }
  for (const name of used)
    check(name in exampleEnv, `variable ${name} used in docker-compose.yml is documented in .env.example`);
  for (const name of Object.keys(exampleEnv))
    check(used.has(name), `.env.example variable ${name} is used by docker-compose.yml`);
  for (const name of ['POSTGRES_PASSWORD', 'JWT_SECRET']) {
    let required = false;
    try {
      interpolateTree(raw, { ...exampleEnv, [name]: '' }, new Set());
    } catch {
      required = true;
    }
    check(required, `${name} is required (\${${name}:?…}): compose refuses to start without it`);
  }

  const s = compose.services ?? {};
  const pg = s.postgres;
  check(pg && /^postgres:/.test(pg.image), 'postgres service from a postgres image');
  check(pg?.healthcheck?.test, 'postgres has a health check');
  // Supported lines: PostgreSQL 16 or newer; from 18 the image's data lives under /var/lib/postgresql/<major>/docker
  // and its VOLUME is /var/lib/postgresql (a mount on …/data would be refused at start).
  const pgMajor = Number(/^postgres:(\d+)/.exec(pg?.image ?? '')?.[1] ?? 0);
  check(pgMajor >= 16, `postgres on a supported major (${pg?.image})`);
  const pgMount = pgMajor >= 18 ? '/var/lib/postgresql' : '/var/lib/postgresql/data';
  check(
    (pg?.volumes ?? []).some(
      (v) => String(v).endsWith(`:${pgMount}`) && compose.volumes && String(v).split(':')[0] in compose.volumes,
    ),
    `postgres data on a named volume at ${pgMount}`,
  );

  const api = s.api;
  const replicas = api?.deploy?.replicas ?? Object.keys(s).filter((n) => /^api-\d+$/.test(n)).length;
  check(Number(replicas) >= 2, 'two or more API replicas');
  check(
    api?.environment?.DATABASE_URL?.startsWith('postgres://') && api.environment.DATABASE_URL.includes('@postgres:'),
    'API connects to the postgres service by DATABASE_URL',
  );
  check(api?.environment?.HOST === '0.0.0.0', 'API listens on 0.0.0.0');
  check(
    String(api?.environment?.PORT) === String(API_PORT) && (api?.expose ?? []).map(String).includes(String(API_PORT)),
    `API on port ${API_PORT} (env PORT and expose)`,
  );
  const dataDir = api?.environment?.DATA_DIR;
  const uploadsMount = (api?.volumes ?? []).find((v) => String(v).split(':')[1] === dataDir);
  check(
    dataDir && uploadsMount && String(uploadsMount).split(':')[0] in (compose.volumes ?? {}),
    'uploads (DATA_DIR) on a named volume shared by the replicas',
  );
  check(api?.depends_on?.postgres?.condition === 'service_healthy', 'API waits for a healthy postgres');
  const migrate = s['api-migrate'];
  check(
    migrate && api?.depends_on?.['api-migrate']?.condition === 'service_completed_successfully',
    'migrations + seed run once (api-migrate) before the replicas start',
  );
  if (migrate) {
    const script = migrate.command?.find((w) => /\.m?[jt]s$/.test(w));
    // The image runs compiled JavaScript: dist/api/src/x.js is built from api/src/x.ts.
    const source = script?.replace(/^dist\/api\/(src\/.*)\.js$/, '$1.ts');
    check(
      migrate.command?.[0] === 'node' && !migrate.command.includes('tsx'),
      'api-migrate runs plain node (compiled JavaScript, no tsx)',
    );
    check(
      source && existsSync(resolve(rel('api'), source)),
      `api-migrate runs an existing script (${script}, from /repo/api)`,
    );
  }

  for (const app of APPS) {
    const svc = s[app.dir];
    if (!check(svc, `service ${app.dir}`)) continue;
    check(
      svc.build?.context === '.' && svc.build?.dockerfile === `${app.dir}/Dockerfile`,
      `${app.dir} builds ${app.dir}/Dockerfile with the repo root as context`,
    );
    check((svc.expose ?? []).map(String).includes(String(STATIC_PORT)), `${app.dir} exposes ${STATIC_PORT}`);
    check(
      JSON.stringify(svc.healthcheck?.test ?? '').includes(`:${STATIC_PORT}/`),
      `${app.dir} health check on :${STATIC_PORT}`,
    );
    check(svc.environment?.PUBLIC_URL !== undefined, `${app.dir} gets its app-config from the environment`);
    check(!svc.ports, `${app.dir} is reached only through the front proxy (no published port)`);
  }
  for (const svc of ['api', 'api-migrate'])
    check(
      s[svc]?.build?.dockerfile === 'api/Dockerfile' && s[svc]?.build?.context === '.',
      `${svc} builds api/Dockerfile from the repo root`,
    );
  const front = s.front;
  check(supportedNginx(front?.image ?? ''), `front proxy image on a supported nginx line (${front?.image})`);
  check(
    front && (front.volumes ?? []).some((v) => String(v).startsWith('./docker/nginx/front.conf:')),
    'front proxy uses docker/nginx/front.conf',
  );
  check(
    (front?.ports ?? []).some((p) => String(p).endsWith(`:${STATIC_PORT}`)),
    `front publishes its port ${STATIC_PORT}`,
  );
  for (const dep of ['api', 'renderer', ...APPS.map((a) => a.dir)])
    check(front?.depends_on?.[dep], `front starts after ${dep}`);
  // the server renderer, two replicas or more, reached only through the front, which it reads through.
  const renderer = s.renderer;
  check(
    renderer?.build?.context === '.' && renderer?.build?.dockerfile === RENDERER_DOCKERFILE,
    `renderer builds ${RENDERER_DOCKERFILE} from the repo root`,
  );
  check(Number(renderer?.deploy?.replicas ?? 0) >= 2, 'two or more renderer replicas');
  check(
    (renderer?.expose ?? []).map(String).includes(String(STATIC_PORT)) && !renderer?.ports,
    `renderer on ${STATIC_PORT}, reached only through the front`,
  );
  check(
    JSON.stringify(renderer?.healthcheck?.test ?? '').includes(`:${STATIC_PORT}/healthz`),
    'renderer has a health check',
  );
  check(
    renderer?.environment?.SSR_INTERNAL_ORIGIN === `http://front:${STATIC_PORT}` &&
      renderer?.environment?.PUBLIC_URL !== undefined,
    'renderer reads the API and the remotes through the front, and writes the app-config from the environment',
  );

  const dc = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  if (dc.status === 0) {
    const r = spawnSync('docker-compose', ['-f', 'docker-compose.yml', '--env-file', '.env.example', 'config', '-q'], {
      cwd: root,
      encoding: 'utf8',
    });
    check(r.status === 0, `docker-compose config -q: ${r.stderr}`);
    console.log('  (also checked with docker-compose config -q)');
  }
  return compose;
}

// ── 2. Dockerfiles ──────────────────────────────────────────────────────────────────────────────────────────
function dockerignore() {
  return read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** Whether a context path is excluded by .dockerignore (patterns: **, *, leading !; last match wins). */
export function ignored(path, patterns) {
  let out = false;
  for (const p of patterns) {
    const negate = p.startsWith('!');
    const pat = negate ? p.slice(1) : p;
    const re = new RegExp(
      '^' +
        pat
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*\//g, '(?:.*/)?')
          .replace(/\*\*/g, '.*')
          .replace(/\*/g, '[^/]*') +
        '(?:/.*)?$',
    );
    if (re.test(path)) out = !negate;
  }
  return out;
}

/** nginx images pinned to a supported stable line: 1.28 or a newer even minor (an odd minor is mainline). */
export function supportedNginx(image) {
  const m = /nginx(?:-unprivileged)?:1\.(\d+)/.exec(image);
  return Boolean(m) && Number(m[1]) >= 28;
}

function workspaces() {
  const pkg = JSON.parse(read('package.json'));
  return pkg.workspaces.map((dir) => ({
    dir,
    name: JSON.parse(read(`${dir}/package.json`)).name,
    pkg: JSON.parse(read(`${dir}/package.json`)),
  }));
}

function resolveWorkspace(id) {
  return workspaces().find((w) => w.name === id || w.dir === id);
}

/** Maps a container path under WORKDIR /repo to the repository (null when outside /repo). */
function repoPath(containerPath, workdir) {
  const abs = posix.resolve(workdir, containerPath);
  if (abs !== '/repo' && !abs.startsWith('/repo/')) return null;
  return abs.slice('/repo'.length + 1);
}

/** Workspace dirs `turbo prune <target>` keeps: the target and the workspaces it depends on, transitively. */
export function prunedWorkspaces(target) {
  const ws = workspaces();
  const out = new Set();
  const visit = (w) => {
    if (!w || out.has(w.dir)) return;
    out.add(w.dir);
    const deps = { ...w.pkg.dependencies, ...w.pkg.devDependencies, ...w.pkg.peerDependencies };
    for (const name of Object.keys(deps)) visit(ws.find((x) => x.name === name));
  };
  visit(resolveWorkspace(target));
  return out;
}

/** The version of turbo the lockfile pins. */
function lockedTurbo() {
  return JSON.parse(read('package-lock.json')).packages?.['node_modules/turbo']?.version;
}

/** The failures the Dockerfile checks find in `text` read as `file` (a test feeds it wrong Dockerfiles). */
export function dockerfileFailures(
  file,
  text,
  compose = { services: { api: { environment: { DATA_DIR: '/data' } } } },
) {
  const saved = sink;
  sink = [];
  try {
    checkDockerfile(file, compose, text);
    return sink;
  } finally {
    sink = saved;
  }
}

/** A stage's WORKDIR at a line. */
function stageWorkdir(stage, line) {
  let workdir = '/';
  for (const i of stage.instructions) if (i.op === 'WORKDIR' && i.line < line) workdir = posix.resolve(workdir, i.args);
  return workdir;
}

function checkDockerfile(file, compose, text = read(file)) {
  const ins = parseDockerfile(text);
  const st = stages(ins);
  const patterns = dockerignore();
  // The shell's server renderer runs on Node like the API.
  const isRenderer = file === RENDERER_DOCKERFILE;
  const isApi = file === 'api/Dockerfile';
  const onNode = isApi || isRenderer;
  const app = APPS.find((a) => `${a.dir}/Dockerfile` === file);
  // Each image installs Turborepo's pruned workspace of the one workspace it ships (`turbo prune <it> --docker`):
  // the root, that workspace and what it depends on, and the lockfile cut to them — never another app's manifest.
  const target = isApi ? 'api' : isRenderer ? 'shell' : app?.dir;
  const pruned = target ? prunedWorkspaces(target) : new Set();
  const pruneRuns = st.flatMap((s) =>
    s.instructions
      .filter((i) => i.op === 'RUN')
      .flatMap((i) => commandsOf(i.args).filter((w) => w[0] === 'turbo' && w[1] === 'prune'))
      .map((words) => ({ stage: s, words })),
  );
  const prune = pruneRuns[0]?.stage;
  check(
    pruneRuns.length === 1,
    `${file}: one stage runs \`turbo prune ${target} --docker\` (found ${pruneRuns.length})`,
  );
  if (prune) {
    const words = pruneRuns[0].words;
    const named = words.slice(2).filter((w) => !w.startsWith('-'));
    check(
      named.length === 1 && resolveWorkspace(named[0])?.dir === target && words.includes('--docker'),
      `${file}: prunes the workspace it ships: \`turbo prune ${target} --docker\` (got \`${words.join(' ')}\`)`,
    );
    const pruneLine = prune.instructions.find((i) => i.op === 'RUN' && /\bturbo\s+prune\b/.test(i.args)).line;
    check(
      prune.instructions.some(
        (i) =>
          i.op === 'COPY' &&
          i.line < pruneLine &&
          !parseCopy(i.args).flags.from &&
          parseCopy(i.args).sources.some((src) => posix.normalize(src) === '.'),
      ),
      `${file}: stage ${prune.name} copies the build context (COPY . .) before turbo prune`,
    );
    const turbo = lockedTurbo();
    check(
      prune.instructions.some(
        (i) =>
          i.op === 'RUN' &&
          i.line < pruneLine &&
          /\bnpm\s+(install|i)\s+(--global|-g)\b/.test(i.args) &&
          (i.args.includes(`turbo@${turbo}`) ||
            (i.args.includes('package-lock.json') && i.args.includes("packages['node_modules/turbo'].version"))),
      ),
      `${file}: stage ${prune.name} installs turbo at the version the lockfile pins (${turbo})`,
    );
  }
  /** Whether an earlier COPY of this stage brings `out/<part>/` of the prune stage into /repo. */
  const fromPrune = (stage, line, part) =>
    prune &&
    stage.instructions.some((c) => {
      if (c.op !== 'COPY' || c.line >= line) return false;
      const { flags, sources, dest } = parseCopy(c.args);
      return (
        flags.from === prune.name &&
        sources.some((src) => repoPath(src.replace(/\/$/, ''), '/repo') === `out/${part}`) &&
        repoPath(dest, stageWorkdir(stage, c.line)) === ''
      );
    });

  check(st.length >= 2, `${file}: multi-stage (${st.length} stages)`);
  // Node 24 LTS (Node 20 left support on 30 April 2026); nginx on a supported stable line (1.28 or newer).
  check(
    st.slice(0, -1).every((s) => /^node:24\b/.test(s.image)),
    `${file}: builds with node:24`,
  );
  const last = st[st.length - 1];
  check(
    onNode ? /^node:24.*(slim|alpine)/.test(last.image) : /nginx-unprivileged|nginx:.*alpine/.test(last.image),
    `${file}: small runtime image (${last.image})`,
  );
  if (!onNode) check(supportedNginx(last.image), `${file}: nginx on a supported line (${last.image})`);
  const user = finalUser(st);
  check(!isRoot(user), `${file}: runs as a non-root USER (${user || 'root by default'})`);

  for (const stage of st) {
    let workdir = '/';
    const manifestsCopied = [];
    const built = new Set();
    for (const i of stage.instructions) {
      if (i.op === 'WORKDIR') workdir = posix.resolve(workdir, i.args);
      if (i.op === 'COPY' || i.op === 'ADD') {
        const { flags, sources, dest } = parseCopy(i.args);
        if (flags.from) {
          const from = st.find((s) => s.name === flags.from);
          if (
            !check(
              from && from.index < stage.index,
              `${file}:${i.line}: COPY --from=${flags.from} names an earlier stage`,
            )
          )
            continue;
          for (const src of sources) {
            const r = repoPath(src, '/repo');
            if (r === '' || r === null) continue; // whole tree or outside /repo: produced by the stage itself
            const distOf = APPS.find((a) => r === `${a.dir}/dist`);
            if (distOf) {
              check(
                from.built?.has(distOf.dir),
                `${file}:${i.line}: ${src} is produced by a build of ${distOf.dir} in stage ${from.name}`,
              );
              const config = require(rel(`${distOf.dir}/webpack.config.js`));
              const out = [typeof config === 'function' ? config({}, { mode: 'production' }) : config].flat()[0].output
                .path;
              check(
                out === rel(`${distOf.dir}/dist`),
                `${file}:${i.line}: ${distOf.dir}'s webpack build writes ${src} (output.path ${relative(root, out)})`,
              );
            }
          }
          continue;
        }
        for (const src of sources) {
          const path = posix.normalize(src).replace(/\/$/, '');
          check(existsSync(rel(path)), `${file}:${i.line}: COPY source ${src} exists`);
          check(
            path === '.' || !ignored(path, patterns),
            `${file}:${i.line}: COPY source ${src} is not excluded by .dockerignore`,
          );
          if (/(^|\/)package(-lock)?\.json$/.test(path)) manifestsCopied.push(path);
          if (flags.chmod && existsSync(rel(path)) && statSync(rel(path)).isFile())
            check(/^0?7[0-7][0-7]$/.test(flags.chmod), `${file}:${i.line}: ${src} is executable`);
        }
        check(
          dest.endsWith('/') || sources.length === 1,
          `${file}:${i.line}: COPY of several sources goes to a folder`,
        );
      }
      if (i.op === 'RUN') {
        for (const words of commandsOf(i.args)) {
          const npm = npmCommand(words);
          if (!npm) continue;
          for (const w of npm.workspaces) check(resolveWorkspace(w), `${file}:${i.line}: workspace ${w} exists`);
          const global = words.includes('--global') || words.includes('-g');
          if (npm.verb === 'ci' || (npm.verb === 'install' && !global)) {
            check(
              fromPrune(stage, i.line, 'json'),
              `${file}:${i.line}: npm ${npm.verb} runs on the pruned manifests and lockfile (COPY --from=${prune?.name ?? 'prune'} /repo/out/json/ ./ before it)`,
            );
            check(
              manifestsCopied.length === 0,
              `${file}:${i.line}: no package.json or lockfile copied from the repository (${manifestsCopied.join(', ')}): the pruned out/json has them`,
            );
            for (const w of npm.workspaces)
              check(
                pruned.has(resolveWorkspace(w)?.dir),
                `${file}:${i.line}: workspace ${w} is in the pruned workspace of ${target} (${[...pruned].join(', ')})`,
              );
          }
          if (npm.script) {
            const targets = npm.workspaces.length
              ? npm.workspaces.map(resolveWorkspace)
              : [{ dir: '.', pkg: JSON.parse(read('package.json')) }];
            for (const t of targets) {
              if (!t) continue;
              const script = t.pkg.scripts?.[npm.script];
              check(script, `${file}:${i.line}: script "${npm.script}" exists in ${t.dir}/package.json`);
              if (npm.script === 'build' && APPS.some((a) => a.dir === t.dir)) {
                check(
                  /^webpack(\s|$).*--mode production/.test(script ?? ''),
                  `${file}:${i.line}: ${t.dir} "build" is the production webpack build (${script}), the same as tools/build-all.mjs`,
                );
                built.add(t.dir);
                for (const need of [t.dir, 'shared', 'ui', 'domain', 'tools/webpack']) {
                  check(
                    (pruned.has(need) && fromPrune(stage, i.line, 'full')) ||
                      stage.instructions.some(
                        (c) =>
                          c.op === 'COPY' &&
                          c.line < i.line &&
                          parseCopy(c.args).sources.some((s) => s.replace(/\/$/, '') === need),
                      ),
                    `${file}:${i.line}: ${need}/ is copied before the build${pruned.has(need) ? ' (out/full of the pruned workspace)' : ''}`,
                  );
                }
              }
            }
          }
          if (words[0] === 'npx') {
            const bin = words
              .slice(1)
              .find((w) => !w.startsWith('-'))
              ?.replace(/(.)@.*$/, '$1');
            check(existsSync(rel(`node_modules/.bin/${bin}`)), `${file}:${i.line}: npx ${bin} is installed`);
          }
        }
      }
      if (i.op === 'CMD' && stage === last && isApi) {
        const cmd = JSON.parse(i.args);
        const file2 = cmd.find((w) => /\.(ts|m?js)$/.test(w));
        // Compiled JavaScript: dist/api/src/x.js is built from api/src/x.ts by `npm run build -w api`
        // in an earlier stage and copied into this one; no TypeScript at run time.
        const source = file2?.replace(/^dist\/api\/(src\/.*)\.js$/, '$1.ts');
        check(
          source !== file2 && existsSync(rel(repoPath(source, workdir))),
          `${file}: CMD runs compiled ${file2} (in /repo/${relative('/repo', workdir)}), built from ${source}`,
        );
        check(cmd[0] === 'node' && !cmd.some((w) => /tsx/.test(w)), `${file}: CMD runs plain node, no tsx`);
        const buildStage = st.find((x) =>
          x.instructions.some((c) => c.op === 'RUN' && /npm run build -w api\b/.test(c.args)),
        );
        check(
          buildStage &&
            stage.instructions.some(
              (c) => c.op === 'COPY' && c.args.includes(`--from=${buildStage.name}`) && c.args.includes('api/dist'),
            ),
          `${file}: api/dist is built (npm run build -w api) in a stage and copied into the last`,
        );
      }
    }
    stage.built = built;
  }

  const exposes = last.instructions
    .filter((i) => i.op === 'EXPOSE')
    .flatMap((i) => i.args.split(/\s+/))
    .map((p) => Number(p.split('/')[0]));
  const port = isApi ? API_PORT : STATIC_PORT;
  check(exposes.includes(port), `${file}: EXPOSE ${port}`);
  if (isRenderer) {
    // The browser and server builds of the shell, then serve.mjs on 8080 with the app-config written at start.
    const runs = st
      .flatMap((x) => x.instructions)
      .filter((i) => i.op === 'RUN')
      .map((i) => i.args)
      .join('\n');
    check(
      /npm run build -w shell\b/.test(runs) && /npm run build:server -w shell\b/.test(runs),
      `${file}: builds the shell's browser and server targets`,
    );
    const cmd = last.instructions.filter((i) => i.op === 'CMD').at(-1);
    const line = cmd ? JSON.parse(cmd.args).join(' ') : '';
    check(
      /node shell\/server\/serve\.mjs\b/.test(line) && existsSync(rel('shell/server/serve.mjs')),
      `${file}: CMD runs shell/server/serve.mjs`,
    );
    check(
      new RegExp(`--port ${STATIC_PORT}\\b`).test(line) && /--host 0\.0\.0\.0\b/.test(line),
      `${file}: listens on 0.0.0.0:${STATIC_PORT}`,
    );
    check(
      /docker\/nginx\/40-app-config\.sh/.test(line) && /--config \/tmp\/runtime\/app-config\.json/.test(line),
      `${file}: writes app-config.json from the environment at start and serves it`,
    );
  } else if (isApi) {
    const env = last.instructions
      .filter((i) => i.op === 'ENV')
      .map((i) => i.args)
      .join(' ');
    check(
      /HOST=0\.0\.0\.0/.test(env) && new RegExp(`PORT=${API_PORT}\\b`).test(env),
      `${file}: ENV HOST=0.0.0.0 PORT=${API_PORT}`,
    );
    check(
      /DATA_DIR=\/data\b/.test(env) && compose.services.api.environment.DATA_DIR === '/data',
      `${file}: DATA_DIR=/data as in compose`,
    );
  } else {
    const conf = last.instructions.find(
      (i) => i.op === 'COPY' && parseCopy(i.args).dest === '/etc/nginx/conf.d/default.conf',
    );
    check(
      conf && parseCopy(conf.args).sources[0] === 'docker/nginx/static.conf',
      `${file}: serves with docker/nginx/static.conf`,
    );
    check(
      last.instructions.some(
        (i) =>
          i.op === 'COPY' &&
          parseCopy(i.args).sources[0] === `/repo/${app.dir}/dist` &&
          parseCopy(i.args).dest.replace(/\/$/, '') === '/usr/share/nginx/html',
      ),
      `${file}: copies ${app.dir}/dist to the nginx root`,
    );
    check(
      last.instructions.some(
        (i) =>
          i.op === 'COPY' &&
          /\/docker-entrypoint\.d\//.test(parseCopy(i.args).dest) &&
          parseCopy(i.args).sources[0] === 'docker/nginx/40-app-config.sh',
      ),
      `${file}: writes app-config.json from the environment at start`,
    );
  }
}

// ── 3. nginx + runtime config ───────────────────────────────────────────────────────────────────────────────
function listen(server) {
  return directives(server.children, 'listen').map((d) => Number(d.args[0]));
}

function checkNginx(compose) {
  section('nginx: front routes and static cache rules');
  const front = parseNginx(read('docker/nginx/front.conf'));
  const [frontServer] = servers(front);
  check(listen(frontServer).includes(STATIC_PORT), `front listens on ${STATIC_PORT}`);
  const ups = upstreams(front);
  for (const [name, list] of Object.entries(ups)) {
    for (const target of list) {
      const [host, port] = target.split(':');
      const svc = compose.services[host];
      check(svc, `front upstream ${name} → ${target}: ${host} is a compose service`);
      const expected = host === 'api' ? API_PORT : STATIC_PORT;
      check(Number(port) === expected, `front upstream ${name} → ${target}: port ${expected}`);
    }
  }
  const route = (path) => {
    const loc = frontServer.children.filter((n) => n.name === 'location');
    const best = loc
      .filter((l) => l.args.length === 1 && path.startsWith(l.args[0]))
      .sort((a, b) => b.args[0].length - a.args[0].length)[0];
    const pass = best && directives(best.children, 'proxy_pass')[0]?.args[0];
    if (!pass) return null;
    const m = pass.match(/^http:\/\/([^/]+)(\/.*)?$/);
    const target = ups[m[1]]?.[0] ?? m[1];
    const forwarded = m[2] ? m[2] + path.slice(best.args[0].length) : path; // proxy_pass with a URI replaces the prefix
    return { host: target.split(':')[0], path: forwarded };
  };
  const expect = (path, host, forwarded) => {
    const r = route(path);
    check(
      r && r.host === host && r.path === forwarded,
      `front: ${path} → ${host}${forwarded} (got ${r ? r.host + r.path : 'nothing'})`,
    );
  };
  // pages (and the shell's files) from the renderer, cached; the static shell when no renderer answers.
  expect('/', 'renderer', '/');
  expect('/services/details/12', 'renderer', '/services/details/12');
  expect('/app-config.json', 'renderer', '/app-config.json');
  const root = frontServer.children.find((n) => n.name === 'location' && n.args.length === 1 && n.args[0] === '/');
  check(directives(root?.children ?? [], 'proxy_cache').length === 1, 'front: / is cached (proxy_cache)');
  check(
    directives(root?.children ?? [], 'error_page').some((d) => d.args.includes('502') && d.args.at(-1) === '@shell'),
    'front: no renderer answering (502) → @shell',
  );
  const shellFallback = frontServer.children.find((n) => n.name === 'location' && n.args[0] === '@shell');
  const fallbackPass = directives(shellFallback?.children ?? [], 'proxy_pass')[0]?.args[0]?.replace(/^http:\/\//, '');
  check(
    ups[fallbackPass]?.[0] === `shell:${STATIC_PORT}`,
    `front: @shell → shell:${STATIC_PORT} (got ${fallbackPass})`,
  );
  // The renderer's /metrics (and probes) are never routed to the public (docs/security.md "Renderer metrics").
  for (const p of ['/metrics', '/livez', '/readyz']) {
    const exact = frontServer.children.find(
      (n) => n.name === 'location' && n.args.length === 2 && n.args[0] === '=' && n.args[1] === p,
    );
    check(
      exact &&
        directives(exact.children, 'return')[0]?.args[0] === '404' &&
        !directives(exact.children, 'proxy_pass').length,
      `front: ${p} is not routed (an exact location returning 404)`,
    );
  }
  expect('/api/Category/getCategory', 'api', '/api/Category/getCategory');
  expect('/images/product/x.jpg', 'api', '/images/product/x.jpg');
  for (const app of APPS.slice(1)) {
    expect(`/remotes/${app.name}/mf-manifest.json`, app.dir, '/mf-manifest.json');
    expect(`/remotes/${app.name}/remoteEntry.js`, app.dir, '/remoteEntry.js');
  }
  check(
    !frontServer.children.some((n) => n.name === 'proxy_cache' || n.name === 'expires'),
    'front caches nothing itself (headers come from the apps)',
  );

  const [stat] = servers(parseNginx(read('docker/nginx/static.conf')));
  check(listen(stat).includes(STATIC_PORT), `static servers listen on ${STATIC_PORT}`);
  check(!directives(stat.children, 'etag').some((d) => d.args[0] === 'off'), 'static servers send ETags');
  const noCache = [
    '/remoteEntry.js',
    '/mf-manifest.json',
    '/mf-stats.json',
    '/app-config.json',
    '/index.html',
    '/main.js',
    '/',
    '/services/details/3',
  ];
  for (const p of noCache) {
    const r = cacheControl(stat, p, (x) => x !== '/services/details/3' && x !== '/');
    check(r?.status === 200 && r.cacheControl === 'no-cache', `static: ${p} → no-cache (got ${JSON.stringify(r)})`);
  }
  for (const p of [
    '/87.392cf147.js',
    '/__federation_expose_App.1a2b3c4d.js',
    '/assets/logo.0a1b2c3d.svg',
    '/main.0a1b2c3d.css',
  ]) {
    const r = cacheControl(stat, p);
    check(
      r?.cacheControl === 'public, max-age=31536000, immutable',
      `static: ${p} → 1 year immutable (got ${r?.cacheControl})`,
    );
  }
  check(
    cacheControl(stat, '/87.deadbeef.js', () => false)?.status === 404,
    'static: a missing hashed chunk is a 404, not index.html',
  );
  check(
    cacheControl(stat, '/checkout/main.js', () => false)?.status === 404,
    'static: a missing file with an extension is a 404 (like serve-static)',
  );

  // Same rules as the Node static server used by npm start and the journeys.
  const serveStatic = read('tools/serve-static.mjs');
  const never = new RegExp(serveStatic.match(/const NEVER_CACHE = \/(.*)\/;/)[1]);
  const hashed = new RegExp(serveStatic.match(/const HASHED = \/(.*)\/;/)[1]);
  const nodeRule = (p) =>
    never.test(p) || p === '/'
      ? 'no-cache'
      : hashed.test(p)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300';
  let files = 0;
  for (const app of APPS) {
    const dist = rel(`${app.dir}/dist`);
    if (!existsSync(dist)) continue;
    const walk = (d) =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)],
      );
    for (const f of walk(dist)) {
      const p = '/' + relative(dist, f);
      const r = cacheControl(stat, p);
      files++;
      check(
        r?.cacheControl === nodeRule(p),
        `static: ${app.dir}${p} → ${r?.cacheControl}, serve-static.mjs says ${nodeRule(p)}`,
      );
    }
  }
  console.log(`  cache rules agree with tools/serve-static.mjs on ${files} built file(s)`);

  section('app-config.json from the environment (docker/nginx/40-app-config.sh)');
  const dir = mkdtempSync(join(tmpdir(), 'utsav-appcfg-'));
  try {
    const shellDefaults = JSON.parse(read('shell/public/app-config.json'));
    const run = (env) => {
      execFileSync('sh', [rel('docker/nginx/40-app-config.sh')], {
        env: { PATH: process.env.PATH, APP_CONFIG_DIR: dir, ...env },
        stdio: 'pipe',
      });
      return JSON.parse(readFileSync(join(dir, 'app-config.json'), 'utf8'));
    };
    const cfg = run({ PUBLIC_URL: 'https://utsav.example/', CALL_NOW: 'a "quoted" \\ value' });
    check(
      JSON.stringify(Object.keys(cfg).sort()) === JSON.stringify(Object.keys(shellDefaults).sort()),
      `app-config keys ${Object.keys(cfg)} = shell/public/app-config.json keys`,
    );
    check(
      JSON.stringify(Object.keys(cfg.remotes).sort()) === JSON.stringify(Object.keys(shellDefaults.remotes).sort()),
      'app-config names every remote',
    );
    check(cfg.apiBase === 'https://utsav.example', 'apiBase defaults to PUBLIC_URL');
    check(cfg.callNow === 'a "quoted" \\ value', 'values are JSON-escaped');
    for (const app of APPS.slice(1)) {
      const url = cfg.remotes[app.name];
      check(
        url === `https://utsav.example/remotes/${app.name}/mf-manifest.json`,
        `remote ${app.name} defaults to the front's /remotes/${app.name}/`,
      );
      const r = route(new URL(url).pathname);
      check(
        r?.host === app.dir && r.path === '/mf-manifest.json',
        `the front routes ${new URL(url).pathname} to ${app.dir}`,
      );
    }
    const custom = run({
      PUBLIC_URL: 'http://x',
      REMOTE_CATALOG_URL: 'https://cdn.example/catalog/v42/mf-manifest.json',
      PUBLIC_API_BASE: 'https://api.example',
    });
    check(
      custom.remotes.catalog === 'https://cdn.example/catalog/v42/mf-manifest.json' &&
        custom.apiBase === 'https://api.example',
      'REMOTE_<NAME>_URL and PUBLIC_API_BASE override',
    );
    const verbatim = run({ APP_CONFIG_JSON: JSON.stringify(shellDefaults) });
    check(JSON.stringify(verbatim) === JSON.stringify(shellDefaults), 'APP_CONFIG_JSON is written verbatim');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const stat2 = cacheControl(stat, '/app-config.json');
  const loc = stat.children.find((n) => n.name === 'location' && n.args[0] === '=' && n.args[1] === '/app-config.json');
  check(
    stat2?.cacheControl === 'no-cache' && directives(loc?.children ?? [], 'root')[0]?.args[0] === '/tmp/runtime',
    'static: /app-config.json is served from /tmp/runtime (written at start), no-cache',
  );
}

// ── --build: run a Dockerfile's build stages the way Docker would ───────────────────────────────────────────
// Each stage gets its own file system (a folder of the temp dir): COPY from the context honours .dockerignore, COPY
// --from copies out of an earlier stage's folder, RUN lines run in the stage's WORKDIR there. `npm install --global`
// goes to a prefix inside the temp dir (on PATH), not the machine's.
function emulateBuild(appDir) {
  const file = appDir.endsWith('Dockerfile') ? appDir : `${appDir}/Dockerfile`;
  section(`emulating the build stages of ${file}`);
  const st = stages(parseDockerfile(read(file)));
  const patterns = dockerignore();
  const tmp = mkdtempSync(join(tmpdir(), `utsav-docker-${appDir.replace(/\W+/g, '-')}-`));
  const stageRoot = (stage) => join(tmp, 'stages', String(stage.index));
  const fsRoot = (stage, p) => join(stageRoot(stage), p);
  const started = Date.now();
  const globalPrefix = join(tmp, 'global');
  const basePath = `${join(globalPrefix, 'bin')}:${process.env.PATH}`;
  // node:24 images ship npm 11; use it here too when the local npm is another major.
  const npmMajor = Number(spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.split('.')[0]);
  let path = basePath;
  if (npmMajor !== 11) {
    const bin = join(tmp, '.bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'npm'), '#!/bin/sh\nexec npx -y npm@11 "$@"\n', { mode: 0o755 });
    path = `${bin}:${basePath}`;
  }
  try {
    for (const stage of st.slice(0, -1)) {
      let workdir = '/';
      mkdirSync(stageRoot(stage), { recursive: true });
      const env = {
        PATH: path,
        HOME: process.env.HOME,
        npm_config_cache: process.env.npm_config_cache ?? join(process.env.HOME ?? tmp, '.npm'),
        npm_config_prefix: globalPrefix,
        // The machine's way to the registry (a proxy, its CA), as a builder's network would give it.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([k]) =>
            /^(https?_proxy|no_proxy|NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR)$/i.test(k),
          ),
        ),
      };
      for (const i of stage.instructions) {
        if (i.op === 'WORKDIR') {
          workdir = posix.resolve(workdir, i.args);
          mkdirSync(fsRoot(stage, workdir), { recursive: true });
        } else if (i.op === 'ENV')
          for (const m of i.args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g))
            env[m[1]] = m[2].replace(/^"|"$/g, '');
        else if (i.op === 'COPY') {
          const { flags, sources, dest } = parseCopy(i.args);
          const from = flags.from ? st.find((x) => x.name === flags.from) : null;
          if (flags.from && !check(from, `${file}:${i.line}: COPY --from=${flags.from} names a stage`)) return;
          for (const src of sources) {
            // Docker: a directory source copies its contents into dest; a file goes into dest/ or becomes dest.
            const full = from ? fsRoot(from, posix.resolve('/', src)) : rel(src);
            if (
              !check(
                existsSync(full),
                `${file}:${i.line}: COPY source ${src} exists${from ? ` in stage ${from.name}` : ''}`,
              )
            )
              return;
            const isDir = statSync(full).isDirectory();
            const target = fsRoot(
              stage,
              posix.resolve(workdir, !isDir && dest.endsWith('/') ? posix.join(dest, posix.basename(src)) : dest),
            );
            cpSync(full, target, {
              recursive: true,
              filter: (f) => Boolean(from) || relative(root, f) === '' || !ignored(relative(root, f), patterns),
            });
          }
        } else if (i.op === 'RUN') {
          console.log(`  RUN ${i.args}`);
          const r = spawnSync('sh', ['-c', i.args], {
            cwd: fsRoot(stage, workdir),
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
            encoding: 'utf8',
          });
          if (!check(r.status === 0, `${file}:${i.line}: RUN ${i.args} failed:\n${(r.stdout + r.stderr).slice(-3000)}`))
            return;
        }
      }
    }
    for (const i of st[st.length - 1].instructions.filter((x) => x.op === 'COPY' && parseCopy(x.args).flags.from)) {
      const from = st.find((x) => x.name === parseCopy(i.args).flags.from);
      for (const src of parseCopy(i.args).sources) {
        const p = fsRoot(from, posix.resolve('/', src));
        check(existsSync(p) && readdirSync(p).length > 0, `${file}:${i.line}: COPY --from source ${src} was produced`);
        if (existsSync(join(p, 'index.html')))
          check(existsSync(join(p, 'mf-manifest.json')), `${src} has mf-manifest.json`);
      }
    }
    // What the image installed: the pruned workspaces only (Turborepo's out/json), no other app's manifest.
    for (const stage of st.slice(0, -1)) {
      const repo = fsRoot(stage, '/repo');
      if (!existsSync(join(repo, 'node_modules'))) continue;
      const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
      const present = readdirSync(repo).filter((d) => existsSync(join(repo, d, 'package.json')));
      console.log(
        `  stage ${stage.name}: workspaces ${pkg.workspaces.join(', ')}; folders with a manifest: ${present.join(', ')}`,
      );
    }
    console.log(`  build stages of ${file} ran in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    if (process.env.KEEP_EMULATION) console.log(`  kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  }
}

// ── main ────────────────────────────────────────────────────────────────────────────────────────────────────
if (import.meta.url === `file://${process.argv[1]}`) {
  const compose = checkCompose();
  section('Dockerfiles');
  for (const file of [...APPS.map((a) => `${a.dir}/Dockerfile`), 'api/Dockerfile', RENDERER_DOCKERFILE]) {
    if (check(existsSync(rel(file)), `${file} exists`)) checkDockerfile(file, compose);
  }
  checkNginx(compose);
  const buildArg = process.argv.indexOf('--build');
  if (buildArg > 0) for (const dir of process.argv[buildArg + 1].split(',')) emulateBuild(dir);
  console.log(`delivery checks: ${passes} passed, ${failures} failed`);
  process.exit(failures ? 1 : 0);
}
