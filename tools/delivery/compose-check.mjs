// 1. docker-compose.yml: the Compose Specification schema, interpolation with .env.example, the deployment's shape
// (tools/delivery/check.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import YAML from 'yaml';
import { API_PORT, APPS, RENDERER_DOCKERFILE, STATIC_PORT, check, read, rel, root, section } from './checks-common.mjs';
import { interpolateTree, parseDotenv } from './compose-env.mjs';
import { supportedNginx } from './dockerfile-check.mjs';

export function checkCompose() {
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
