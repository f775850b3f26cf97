/** Folders and files of the data folder that only this user may read or write. */
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { log } from './log';

/**
 * Creates a folder readable by this user only (0700); tightens an existing one that others could read or write.
 * A folder this process does not own (a mounted volume) is left as it is, with a warning.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) === 0) return;
  try {
    chmodSync(dir, 0o700);
  } catch (e) {
    log.warn({ err: e, dir }, `could not make ${dir} private (mode 0700)`);
  }
}

/**
 * Removes group/other write (and read) permission from every file under `dir`. PGlite's file layer creates its
 * files 0666 whatever the umask (969 of 1,107 files were world-writable); the 0700 folder already keeps
 * other users out, this keeps the files themselves from being writable by others if the folder is ever opened up.
 * Returns how many entries it changed.
 */
export function tightenTree(dir: string): number {
  let changed = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isSymbolicLink()) continue;
      const mode = statSync(p).mode & 0o777;
      if (mode & 0o077) {
        chmodSync(p, mode & 0o700);
        changed++;
      }
      if (entry.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return changed;
}
