// Adding a remote is one command and one registry entry: in a temporary copy of the repository,
// `npm run new-remote -- probe` scaffolds mf-probe and registers it; the copy's shell and mf-probe are built, both
// targets each (browser and server, four webpack builds, the only cost of this journey), the copy's shell
// is served by its renderer beside the running site's remotes, and /probe arrives as server-rendered HTML and mounts
// the new remote's page in the composed shell. The copy is made a scratch git repository first, so
// `git status --porcelain` lists what the scaffold changed: nothing in another team's folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { APPS, appConfig } from '../../../tools/apps.mjs';
import { APPS as REGISTRY } from '../../../apps.registry.mjs';
import { changedPaths, classifyChanges, commitBaseline } from '../../../tools/registry/ownership.mjs';
import { serveApp } from '../../../tools/site.mjs';
import { launchBrowser, newPage } from '../../lib/browser.mjs';
import { stop } from '../../tests/delivery/remote-builds.mjs';
import { run, temporaryCopy } from './temp-copy.mjs';

const shellPort = APPS[0].port + 81;
const probePort = APPS[0].port + 82;
let copy;
let browser;
let changed = [];
const servers = [];

before(async () => {
  copy = temporaryCopy();
  commitBaseline(copy);
  const out = run([process.execPath, 'tools/registry/new-remote.mjs', 'probe', '--port', String(probePort)], copy);
  assert.match(out, /added probe to apps\.registry\.mjs/);
  changed = changedPaths(copy);
  for (const app of ['mf-probe', 'shell']) {
    run(['npx', 'webpack', '--mode', 'production'], join(copy, app));
    run(['npx', 'webpack', '--config', 'webpack.server.config.js'], join(copy, app));
  }
  const config = appConfig();
  config.remotes.probe = `http://localhost:${probePort}/mf-manifest.json`;
  const configFile = join(copy, 'app-config.test.json');
  writeFileSync(configFile, JSON.stringify(config));
  // The copy's renderer (its serve.mjs reads the copy's registry: probe is `server: true` there).
  const shell = { name: 'probe-shell', kind: 'host', dir: join(copy, 'shell'), port: shellPort };
  servers.push(
    await serveApp(shell, {
      configFile,
      dir: join(copy, 'shell', 'dist'),
      render: join(copy, 'shell', 'dist-server', 'render.js'),
    }),
  );
  servers.push(await serveApp({ name: 'probe', port: probePort }, { dir: join(copy, 'mf-probe', 'dist') }));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  for (const s of servers) await stop(s);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('the scaffolded remote is registered everywhere the registry reaches', async () => {
  const { APPS: registry } = await import(join(copy, 'apps.registry.mjs'));
  assert.ok(
    registry.some((a) => a.name === 'probe' && a.dir === 'mf-probe' && a.routes.some((r) => r.path === '/probe')),
  );
  const check = spawnSync(process.execPath, ['tools/registry/generate.mjs', '--check'], {
    cwd: copy,
    encoding: 'utf8',
  });
  assert.equal(check.status, 0, check.stderr);
  assert.ok(registry.find((a) => a.name === 'probe').server, 'registered with a server target');
  for (const file of [
    'src/index.ts',
    'src/bootstrap.tsx',
    'src/app/app.tsx',
    'src/features/welcome/welcome-page.test.tsx',
    'Dockerfile',
    'webpack.server.config.js',
    'src/server/ssr.ts',
    'src/server/ssr.test.ts',
    'dist/server/remoteEntry.js',
  ]) {
    assert.ok(existsSync(join(copy, 'mf-probe', file)), `mf-probe/${file}`);
  }
  assert.ok(existsSync(join(copy, 'e2e', 'tests', 'probe', 'probe.test.mjs')), 'a journey (standalone and composed)');
  assert.ok(
    existsSync(join(copy, 'e2e', 'tests', 'probe', 'standalone-index.standalone.test.mjs')),
    'a standalone index journey',
  );
  assert.ok(existsSync(join(copy, 'mf-probe', 'src', 'app', 'standalone.tsx')), 'a standalone manifest');
  const manifest = await (await fetch(`http://localhost:${probePort}/mf-manifest.json`)).json();
  assert.deepEqual(
    manifest.exposes.map((e) => e.name),
    ['App'],
  );
  assert.match(
    readFileSync(join(copy, 'mf-probe', 'Dockerfile'), 'utf8'),
    /npm run build:server -w mf-probe/,
    'its image builds the server target too',
  );
});

test("adding the remote changes no file in another team's folder (git status --porcelain)", async (t) => {
  const { outputs } = await import(join(copy, 'tools', 'registry', 'generate.mjs'));
  const { own, platform, foreign } = classifyChanges(changed, {
    apps: REGISTRY,
    name: 'probe',
    generated: outputs().map(([file]) => file),
  });
  t.diagnostic(`changed: ${own.length} in mf-probe/ and e2e/tests/probe/; platform: ${platform.join(', ')}`);
  assert.deepEqual(foreign, [], 'nothing outside the new folders, the registry and generated platform files');
  assert.ok(own.includes('mf-probe/Dockerfile'));
});

test('/probe arrives as HTML rendered on the server with its own title; an unknown page under it is a 404', async () => {
  const res = await fetch(`http://localhost:${shellPort}/probe`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('cache-control') ?? '', /^public, /);
  const html = await res.text();
  assert.match(html, /<h1[^>]*>Probe<\/h1>/, "the remote's page is in the HTML");
  assert.match(html, /<title>Probe \| Utsav<\/title>/);
  assert.ok(html.includes('utsav-ssr-state'), 'a server-rendered page (hydrated in the browser)');
  const missing = await fetch(`http://localhost:${shellPort}/probe/no-such-page`);
  assert.equal(missing.status, 404);
});

test('/probe mounts the new remote in the composed shell, beside the other remotes', async () => {
  const page = await newPage(browser);
  await page.goto(`http://localhost:${shellPort}/probe`);
  await page.getByRole('heading', { level: 1, name: 'Probe' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Clicked 0 times' }).click();
  await page.getByRole('button', { name: 'Clicked 1 time' }).waitFor();
  // The shell's header (with catalog's search box) is around it: the new remote joined the composed page.
  await page.getByRole('link', { name: 'Utsav home' }).waitFor();
  await page.getByRole('combobox', { name: 'Search services' }).first().waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('[data-remote-fallback]').count(), 0, 'no slot falls back');
  assert.deepEqual(page.errors, []);
});
