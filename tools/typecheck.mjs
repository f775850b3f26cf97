// Type-checks every workspace with its own tsconfig (strict, from tsconfig.base.json).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
const workspaces = ['shared', 'shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-packages', 'mf-vendor', 'api', 'e2e'];
let failed = false;
for (const ws of workspaces) {
  if (!existsSync(`${ws}/tsconfig.json`)) continue;
  const r = spawnSync('npx', ['tsc', '-p', `${ws}/tsconfig.json`, '--noEmit'], { stdio: 'inherit' });
  console.log(`typecheck ${ws}: ${r.status === 0 ? 'ok' : 'FAILED'}`);
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
