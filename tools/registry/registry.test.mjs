// The app registry (apps.registry.mjs) is the one list of apps: every generated file matches it, and every list
// that is read from it at run time (workspaces, jest projects, webpack configs, start/dev/bench ports) agrees.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { APPS, OTHER_WORKSPACES, REMOTE_APPS } from '../../apps.registry.mjs';
import { drift, outputs } from './generate.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const read = (file) => readFileSync(join(root, file), 'utf8');

test('every generated file matches the registry (run `npm run registry` after editing apps.registry.mjs)', () => {
  const changed = drift();
  assert.deepEqual(
    changed.map((d) => d.file),
    [],
    changed.map((d) => `${d.file} drifted`).join('\n'),
  );
});

test('a hand edit of a generated file is caught', () => {
  const [file, make] = outputs().find(([f]) => f === 'docker/nginx/front.conf');
  const current = read(file);
  const edited = current.replace(/^[ \t]*location \/remotes\/vendor\/[^\n]*\n/m, '');
  assert.notEqual(edited, current, 'the vendor location is in the generated block');
  assert.notEqual(make(edited), edited, 'regenerating restores it');
  assert.equal(make(edited), current);
});

test('names, folders and ports are unique; one host; remotes are mf-<name> with an ./App', () => {
  for (const key of ['name', 'dir', 'port'])
    assert.equal(new Set(APPS.map((a) => a[key])).size, APPS.length, `${key} unique`);
  assert.equal(APPS.filter((a) => a.kind === 'host').length, 1);
  for (const app of REMOTE_APPS) {
    assert.equal(app.dir, `mf-${app.name}`);
    assert.ok(app.exposes['./App'], `${app.name} exposes ./App`);
    for (const [key, e] of Object.entries(app.exposes))
      assert.ok(existsSync(join(root, app.dir, e.file)), `${app.name} ${key}: ${e.file} exists`);
  }
});

test('a remote marked `server` builds a server target exposing ./Ssr, and only those do', () => {
  for (const app of REMOTE_APPS) {
    const config = join(root, app.dir, 'webpack.server.config.js');
    assert.equal(
      existsSync(config),
      Boolean(app.server),
      `${app.dir}: server: ${Boolean(app.server)} ⇔ webpack.server.config.js`,
    );
    if (app.server)
      assert.match(
        read(`${app.dir}/webpack.server.config.js`),
        new RegExp(`createServerConfig\\('${app.name}', __dirname, \\{ serverExposes: \\{ '\\./Ssr': `),
      );
  }
});

test('no two apps own the same path prefix', () => {
  const owners = new Map();
  for (const app of REMOTE_APPS) {
    for (const r of app.routes) {
      assert.ok(!owners.has(r.path), `${r.path} owned by ${owners.get(r.path)} and ${app.name}`);
      owners.set(r.path, app.name);
    }
  }
});

test('root package.json workspaces are the registry apps plus the other workspaces', () => {
  const workspaces = JSON.parse(read('package.json')).workspaces;
  assert.deepEqual([...workspaces].sort(), [...APPS.map((a) => a.dir), ...OTHER_WORKSPACES].sort());
  for (const app of APPS)
    assert.equal(JSON.parse(read(`${app.dir}/package.json`)).name, app.dir, `${app.dir}/package.json name`);
});

test('jest has one project per app, and each webpack config builds its registry entry', () => {
  const projects = require(join(root, 'jest.config.js')).projects.map((p) => p.displayName);
  for (const app of APPS) assert.ok(projects.includes(app.dir), `jest project ${app.dir}`);
  for (const app of APPS) {
    const text = read(`${app.dir}/webpack.config.js`);
    assert.match(
      text,
      new RegExp(`createConfig\\('${app.name}', __dirname\\)`),
      `${app.dir}/webpack.config.js reads the registry`,
    );
  }
});

test('the shell route table and contracts come from the registry', () => {
  const generated = read('shared/src/registry.generated.ts');
  for (const app of REMOTE_APPS) {
    for (const r of app.routes)
      assert.ok(generated.includes(`{ path: '${r.path}', remote: '${app.name}'`), `${r.path} → ${app.name}`);
  }
  assert.match(read('shared/src/contracts.ts'), /from '\.\/registry\.generated'/);
});

test("each app's own app-config.json names only the remotes it loads: the host every remote, a remote its `uses`", () => {
  const names = REMOTE_APPS.map((a) => a.name);
  for (const app of APPS) {
    for (const used of app.uses ?? [])
      assert.ok(names.includes(used) && used !== app.name, `${app.name} uses ${used}: another remote of the registry`);
    const config = JSON.parse(read(`${app.dir}/public/app-config.json`));
    const expected = app.kind === 'host' ? names : names.filter((n) => (app.uses ?? []).includes(n));
    assert.deepEqual(Object.keys(config.remotes), expected, `${app.dir}/public/app-config.json remotes`);
  }
});

test('no Dockerfile is generated from the registry: each image installs its own pruned workspace', () => {
  for (const [file] of outputs()) assert.doesNotMatch(file, /Dockerfile$/, `${file} is not generated`);
  for (const app of APPS) assert.doesNotMatch(read(`${app.dir}/Dockerfile`), /BEGIN generated from apps\.registry/);
});
