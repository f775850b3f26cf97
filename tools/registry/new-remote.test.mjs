// A new team's first commit changes no file in another team's folder: in a scratch copy of the
// repository made a git repository, `npm run new-remote -- probe` runs, and `git status --porcelain` lists what it
// changed — the new remote's folders, the registry, the root workspaces list and registry-generated platform files
// only. No Dockerfile or app-config.json of another app changes (each image installs its own pruned workspace,
// each standalone config names the remotes its app loads). The browser journey that builds and mounts the new
// remote is e2e/tests/delivery/new-remote.composed.test.mjs; it asserts the same.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APPS } from '../../apps.registry.mjs';
import { temporaryCopy } from '../../e2e/tests/delivery/temp-copy.mjs';
import { changedPaths, classifyChanges, commitBaseline } from './ownership.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
let copy;

before(() => {
  copy = temporaryCopy('utsav-new-remote-');
  commitBaseline(copy);
});

after(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('npm run new-remote -- probe changes only its own folders, the registry and generated platform files', async (t) => {
  const scaffold = spawnSync(process.execPath, ['tools/registry/new-remote.mjs', 'probe'], {
    cwd: copy,
    encoding: 'utf8',
  });
  assert.equal(scaffold.status, 0, scaffold.stdout + scaffold.stderr);
  const paths = changedPaths(copy);
  // The copy's generator, after the scaffold: every file the registry writes now (probe's own included).
  const { outputs } = await import(pathToFileURL(join(copy, 'tools', 'registry', 'generate.mjs')).href);
  const { own, platform, foreign } = classifyChanges(paths, {
    apps: APPS,
    name: 'probe',
    generated: outputs().map(([file]) => file),
  });
  t.diagnostic(`new team's folders (${own.length}): ${own.join(', ')}`);
  t.diagnostic(`platform (${platform.length}): ${platform.join(', ')}`);
  assert.deepEqual(foreign, [], `changed outside the new team's folders and the platform's generated files`);
  assert.ok(own.includes('mf-probe/Dockerfile') && own.includes('mf-probe/public/app-config.json'));
  assert.ok(platform.includes('apps.registry.mjs'), 'registered');
  for (const app of APPS.filter((a) => a.kind === 'remote'))
    assert.ok(!paths.some((p) => p.startsWith(`${app.dir}/`)), `nothing in ${app.dir}/ changed`);
  assert.ok(!paths.some((p) => p.endsWith('Dockerfile') && !p.startsWith('mf-probe/')), 'no other Dockerfile changed');
  const check = spawnSync(process.execPath, ['tools/registry/generate.mjs', '--check'], {
    cwd: copy,
    encoding: 'utf8',
  });
  assert.equal(check.status, 0, check.stderr);
  // The delivery checks accept the new image (it prunes mf-probe) and the compose service and route generated for it.
  const delivery = spawnSync(process.execPath, ['tools/delivery/check.mjs'], { cwd: copy, encoding: 'utf8' });
  assert.equal(delivery.status, 0, delivery.stdout.slice(-2000) + delivery.stderr);
  assert.match(delivery.stdout, /delivery checks: \d+ passed, 0 failed/);
  // This repository is untouched (the scaffold ran in the copy).
  const here = spawnSync('git', ['status', '--porcelain', '--', 'mf-probe', 'e2e/tests/probe'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(here.stdout, '');
});

test('a change inside another team folder is reported', () => {
  const { foreign, platform } = classifyChanges(
    [
      'mf-probe/Dockerfile',
      'mf-catalog/Dockerfile',
      'mf-account/public/app-config.json',
      'shell/src/federation/monolith-loaders.generated.ts',
      'shell/src/app/routes.tsx',
      'api/src/server.ts',
      'e2e/tests/catalog/home.test.mjs',
      'docker-compose.yml',
      'tools/site.mjs',
    ],
    {
      apps: APPS,
      name: 'probe',
      generated: [
        'mf-account/public/app-config.json',
        'shell/src/federation/monolith-loaders.generated.ts',
        'docker-compose.yml',
      ],
    },
  );
  assert.deepEqual(foreign, [
    'mf-catalog/Dockerfile',
    'mf-account/public/app-config.json',
    'shell/src/app/routes.tsx',
    'api/src/server.ts',
    'e2e/tests/catalog/home.test.mjs',
    'tools/site.mjs',
  ]);
  assert.deepEqual(platform, ['shell/src/federation/monolith-loaders.generated.ts', 'docker-compose.yml']);
});
