// 2. Every Dockerfile: COPY sources, the turbo prune stage, npm ci on its output, the build scripts, EXPOSE, USER
// (tools/delivery/check.mjs).
import { existsSync, statSync } from 'node:fs';
import { posix, relative } from 'node:path';
import { commandsOf, finalUser, isRoot, npmCommand, parseCopy, parseDockerfile, stages } from './dockerfile.mjs';
import {
  API_PORT,
  APPS,
  RENDERER_DOCKERFILE,
  STATIC_PORT,
  check,
  collectFailures,
  read,
  rel,
  require,
  root,
} from './checks-common.mjs';

export function dockerignore() {
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

export function workspaces() {
  const pkg = JSON.parse(read('package.json'));
  return pkg.workspaces.map((dir) => ({
    dir,
    name: JSON.parse(read(`${dir}/package.json`)).name,
    pkg: JSON.parse(read(`${dir}/package.json`)),
  }));
}

export function resolveWorkspace(id) {
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
  return collectFailures(() => checkDockerfile(file, compose, text));
}

/** A stage's WORKDIR at a line. */
function stageWorkdir(stage, line) {
  let workdir = '/';
  for (const i of stage.instructions) if (i.op === 'WORKDIR' && i.line < line) workdir = posix.resolve(workdir, i.args);
  return workdir;
}

export function checkDockerfile(file, compose, text = read(file)) {
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
