// A temporary copy of the repository for journeys that change or add sources and build them:
// the tracked (and new, unignored) files are copied; node_modules entries are links to the real ones, except
// the @utsav packages, which point at the copy's own folders (shared/, domain/) so the copy's builds use its code. A workspace's
// own node_modules (what npm could not hoist, e.g. shared/node_modules/@hookform/resolvers) is linked as well.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(process.env.UTSAV_ROOT ?? '.');

export function temporaryCopy(prefix = 'utsav-copy-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(join(dir, file, '..'), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@utsav'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@utsav') symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  // Every @utsav package (shared, domain, …) points at the copy's own folder.
  for (const entry of readdirSync(join(root, 'node_modules', '@utsav'))) {
    const pkg = join(root, 'node_modules', '@utsav', entry);
    const folder = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.find(
      (w) => JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8')).name === `@utsav/${entry}`,
    );
    symlinkSync(folder ? join(dir, folder) : pkg, join(modules, '@utsav', entry));
  }
  for (const workspace of JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? []) {
    const own = join(root, workspace, 'node_modules');
    if (existsSync(own) && existsSync(join(dir, workspace)) && !existsSync(join(dir, workspace, 'node_modules')))
      symlinkSync(own, join(dir, workspace, 'node_modules'));
  }
  return dir;
}

/** Runs a command in `cwd`; fails the test with its output when it fails. */
export function run(args, cwd, env = {}) {
  const r = spawnSync(args[0], args.slice(1), { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  assert.equal(r.status, 0, `${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}
