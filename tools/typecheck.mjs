// Type-checks every workspace with its own tsconfig (strict, from tsconfig.base.json).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { APPS, OTHER_WORKSPACES } from '../apps.registry.mjs';

// Every workspace of the registry, then the registry itself and the tools that read it (checkJs: tools/tsconfig.json).
const workspaces = ['shared', ...APPS.map((a) => a.dir), ...OTHER_WORKSPACES.filter((w) => w !== 'shared'), 'tools'];
let failed = false;
for (const ws of workspaces) {
  if (!existsSync(`${ws}/tsconfig.json`)) continue;
  const r = spawnSync('npx', ['tsc', '-p', `${ws}/tsconfig.json`, '--noEmit'], { stdio: 'inherit' });
  console.log(`typecheck ${ws}: ${r.status === 0 ? 'ok' : 'FAILED'}`);
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
