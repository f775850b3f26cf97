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
// The checks live beside this file, one module per part; this runs them in order and prints the tally.
import { existsSync } from 'node:fs';
import { APPS, RENDERER_DOCKERFILE, check, rel, section, tally } from './checks-common.mjs';
import { checkCompose } from './compose-check.mjs';
import { checkDockerfile } from './dockerfile-check.mjs';
import { emulateBuild } from './emulate-build.mjs';
import { checkNginx } from './nginx-check.mjs';

export { interpolate, parseDotenv } from './compose-env.mjs';
export { dockerfileFailures, ignored } from './dockerfile-check.mjs';

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
  console.log(`delivery checks: ${tally.passes} passed, ${tally.failures} failed`);
  process.exit(tally.failures ? 1 : 0);
}
