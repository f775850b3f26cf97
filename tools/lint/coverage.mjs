// Counts what ESLint covers: the git-tracked sources it lints with a config (default eslint.config.mjs), and their
// lines, per top folder. `node tools/lint/coverage.mjs [config]` (docs/builds.md "Lint over everything").
import { ESLint } from 'eslint';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
const configFile = process.argv[2] ?? 'eslint.config.mjs';
const eslint = new ESLint({ overrideConfigFile: configFile });
const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|cjs|mts)$/.test(f));
let n = 0,
  lines = 0;
const byTop = {};
for (const f of files) {
  if (await eslint.isPathIgnored(f)) continue;
  const cfg = await eslint.calculateConfigForFile(f);
  if (!cfg) continue;
  n++;
  const l = readFileSync(f, 'utf8').split('\n').length;
  lines += l;
  const top = f.split('/')[0];
  byTop[top] = (byTop[top] ?? 0) + 1;
}
console.log(JSON.stringify({ files: n, lines, byTop }));
