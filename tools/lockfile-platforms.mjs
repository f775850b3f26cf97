#!/usr/bin/env node
// Completes package-lock.json with the platform-specific optional packages this machine's registry mirror does
// not serve (it answers 404 for e.g. @swc/core-darwin-arm64). npm then omits them from the lock, and `npm ci`
// refuses the lock ("Missing: @swc/core-darwin-arm64@ from lock file"). Each missing optional dependency gets an
// entry with its version and the os/cpu/libc read from its name, so `npm ci` skips it on other platforms exactly
// as it would with a lock written against the full registry. Run after `npm install`: node tools/lockfile-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
  'wasi',
];
const CPU = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  armv7: 'arm',
  gnueabihf: 'arm',
  ppc64: 'ppc64',
  ppc64le: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
  mips64el: 'mips64el',
  wasm32: 'wasm32',
  universal: null,
};

/** os/cpu/libc constraints from a platform package name such as @swc/core-linux-x64-musl. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpuPart = parts.find((p) => p in CPU);
  const out = {};
  if (os && os !== 'wasi') out.os = [os];
  if (cpuPart && CPU[cpuPart]) out.cpu = [CPU[cpuPart]];
  if (parts.includes('wasm32')) out.cpu = ['wasm32'];
  if (parts.includes('musl')) out.libc = ['musl'];
  else if (parts.includes('gnu') || parts.includes('gnueabihf')) out.libc = ['glibc'];
  return out;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies || path === '') continue;
  const base = path.startsWith('node_modules/') || path.includes('/node_modules/') ? path : `node_modules/${path}`;
  for (const [dep, range] of Object.entries(entry.optionalDependencies)) {
    const nested = `${base}/node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform package: leave it to npm
    const version = String(range).replace(/^[\^~=]/, '');
    packages[hoisted] = { version, optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platforms: added ${added} platform package entr${added === 1 ? 'y' : 'ies'}`);
