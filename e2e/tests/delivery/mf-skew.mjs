// Builds of one app with the previous Module Federation minor (version skew): the copy's
// node_modules/@module-federation/* point at a separate install of @module-federation/enhanced 2.8.x (made once
// per machine in the system temp folder, from the npm registry); everything else stays the repository's.
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run } from './temp-copy.mjs';

export const PREVIOUS_MF = '2.8.2';

/** node_modules of a separate install of enhanced PREVIOUS_MF (installed on first use). */
export function previousMfModules() {
  const dir = join(tmpdir(), `utsav-mf-${PREVIOUS_MF}`);
  const marker = join(dir, 'node_modules', '@module-federation', 'enhanced', 'package.json');
  if (!existsSync(marker)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'utsav-previous-mf', private: true }));
    run(
      [
        'npm',
        'install',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--no-package-lock',
        `@module-federation/enhanced@${PREVIOUS_MF}`,
      ],
      dir,
    );
  }
  return join(dir, 'node_modules');
}

/** Points the copy's @module-federation packages at the previous minor (those it lacks stay the repository's). */
export function usePreviousMf(copy) {
  const previous = join(previousMfModules(), '@module-federation');
  const scope = join(copy, 'node_modules', '@module-federation');
  rmSync(scope, { recursive: true, force: true });
  mkdirSync(scope);
  const current = join(resolve('node_modules'), '@module-federation');
  for (const name of new Set([...readdirSync(previous), ...readdirSync(current)])) {
    symlinkSync(existsSync(join(previous, name)) ? join(previous, name) : join(current, name), join(scope, name));
  }
}

/** Builds `appDir` of the copy in production mode; the previous MF finds the repository's webpack. */
export function buildInCopy(copy, appDir, buildId) {
  run(['npx', 'webpack', '--mode', 'production'], join(copy, appDir), {
    BUILD_ID: buildId,
    FEDERATION_WEBPACK_PATH: join(resolve('node_modules'), 'webpack', 'lib', 'index.js'),
    NODE_PATH: resolve('node_modules'),
  });
}
