// What every delivery check shares (tools/delivery/check.mjs): the repository's paths, the apps, the ports the
// images use, and the tally of passed and failed checks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS as REGISTRY } from '../../apps.registry.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const require = createRequire(import.meta.url);
export const rel = (p) => join(root, p);
export const read = (p) => readFileSync(rel(p), 'utf8');

// Host first, then the remotes: the app registry (apps.registry.mjs).
export const APPS = REGISTRY.map(({ dir, name }) => ({ dir, name }));
export const STATIC_PORT = 8080;
/** The shell's server renderer's image. */
export const RENDERER_DOCKERFILE = 'shell/server/Dockerfile';
export const API_PORT = 4000;

/** Checks passed and failed so far (printed by check.mjs at the end). */
export const tally = { passes: 0, failures: 0 };
/** While set (collectFailures), failed checks are collected here instead of printed and counted. */
let sink = null;
export function check(ok, message) {
  if (sink) {
    if (!ok) sink.push(message);
    return ok;
  }
  if (ok) tally.passes++;
  else {
    tally.failures++;
    console.error(`  ✗ ${message}`);
  }
  return ok;
}
export function section(title) {
  console.log(`• ${title}`);
}
/** Runs `fn` with failed checks collected instead of counted; returns them. */
export function collectFailures(fn) {
  const saved = sink;
  sink = [];
  try {
    fn();
    return sink;
  } finally {
    sink = saved;
  }
}
