// `node tools/delivery/check.mjs --build <app>`: a Dockerfile's build stages run the way Docker would, in a temporary
// folder (tools/delivery/check.mjs).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative } from 'node:path';
import { parseCopy, parseDockerfile, stages } from './dockerfile.mjs';
import { check, read, rel, root, section } from './checks-common.mjs';
import { dockerignore, ignored } from './dockerfile-check.mjs';

// ── --build: run a Dockerfile's build stages the way Docker would ───────────────────────────────────────────
// Each stage gets its own file system (a folder of the temp dir): COPY from the context honours .dockerignore, COPY
// --from copies out of an earlier stage's folder, RUN lines run in the stage's WORKDIR there. `npm install --global`
// goes to a prefix inside the temp dir (on PATH), not the machine's.
export function emulateBuild(appDir) {
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
