// Who a change touches: adding a remote must change no file in another team's folder. Used by the
// new-remote tests (tools/registry/new-remote.test.mjs, e2e/tests/delivery/new-remote.composed.test.mjs), which
// run the scaffold in a scratch git repository and read `git status --porcelain`.
import { spawnSync } from 'node:child_process';

function git(dir, args) {
  const r = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} in ${dir}: ${r.stderr}`);
  return r.stdout;
}

/** Makes `dir` (a scratch copy, not the repository) a git repository with one commit of everything in it. */
export function commitBaseline(dir) {
  git(dir, ['init', '-q']);
  git(dir, ['add', '-A']);
  git(dir, [
    '-c',
    'user.name=scratch',
    '-c',
    'user.email=scratch@localhost',
    'commit',
    '-q',
    '--no-verify',
    '-m',
    'base',
  ]);
}

/** Paths changed since the baseline (modified, added, deleted, untracked), from `git status --porcelain`. */
export function changedPaths(dir) {
  return git(dir, ['status', '--porcelain', '--untracked-files=all'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3).replace(/^.* -> /, ''))
    .sort();
}

/**
 * Sorts the paths a new remote `name` changed, given the registry before it (`apps`) and every file the registry
 * generator writes afterwards (`generated`):
 * - `own`: the new team's folders (mf-<name>/, its journeys under e2e/tests/<name>/);
 * - `platform`: the registry, the root workspaces list and files generated from the registry outside any team's
 *   folder, plus the host's generated federation tables and config (the shell loads every remote by design);
 * - `foreign`: anything else — a file in another app's folder, the API's, another team's journeys, or a
 *   hand-written platform file. The tests require it to be empty.
 */
export function classifyChanges(paths, { apps, name, generated }) {
  const ownDirs = [`mf-${name}/`, `e2e/tests/${name}/`];
  const generatedSet = new Set(generated);
  const out = { own: [], platform: [], foreign: [] };
  for (const path of paths) {
    if (ownDirs.some((d) => path.startsWith(d))) out.own.push(path);
    else {
      const app = apps.find((a) => path.startsWith(`${a.dir}/`));
      const platformFile = ['apps.registry.mjs', 'package.json', 'package-lock.json'].includes(path);
      if (platformFile || (generatedSet.has(path) && (!app || app.kind === 'host'))) out.platform.push(path);
      else out.foreign.push(path);
    }
  }
  return out;
}
