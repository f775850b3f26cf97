// Runs the API tests with node:test (+ tsx) on embedded PGlite and, at the same time, on the PostgreSQL server at
// DATABASE_URL when it is set (a fresh schema per run, dropped at the end).
// Without arguments: test/all.test.ts (every file in one process, one database).
// With arguments: only the files whose name contains one of them, each in its own process.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files =
  only.length === 0
    ? [path.join(dir, 'all.test.ts')]
    : readdirSync(dir)
        .filter((f) => f.endsWith('.test.ts') && f !== 'all.test.ts' && only.some((o) => f.includes(o)))
        .map((f) => path.join(dir, f));

// Every test file must be in all.test.ts, or `npm test` would silently skip it.
if (only.length === 0) {
  const all = readFileSync(path.join(dir, 'all.test.ts'), 'utf8');
  const missing = readdirSync(dir).filter(
    (f) => f.endsWith('.test.ts') && f !== 'all.test.ts' && !all.includes(`'./${f.replace(/\.ts$/, '')}'`),
  );
  if (missing.length) {
    console.error(`API test files not imported by test/all.test.ts: ${missing.join(', ')}`);
    process.exit(1);
  }
}

// The two passes run at once (one on PGlite in this process's child, one against the PostgreSQL server): their output
// is kept apart, each printed whole when its pass ends, so a failure reads as it would alone.
function run(label, env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
      {
        cwd: path.join(dir, '..'),
        env: { ...process.env, NODE_ENV: 'test', BCRYPT_ROUNDS: '4', TZ: 'Asia/Kolkata', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    // A test that leaves a connection open must not hang CI forever; a loaded machine must not be cut short either.
    // A quiet pass takes ~7 min (both databases at once); beside the other parts of `npm test` on 2 cores, ~15.
    const timer = setTimeout(
      () => {
        chunks.push(Buffer.from(`\nAPI tests on ${label}: stopped after 40 min\n`));
        child.kill('SIGKILL');
      },
      40 * 60 * 1000,
    );
    child.on('error', (e) => chunks.push(Buffer.from(`API tests on ${label}: ${e.message}\n`)));
    child.on('close', (code) => {
      clearTimeout(timer);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n=== API tests on ${label} (${seconds} s, exit ${code}) ===\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code ?? 1);
    });
  });
}

const databaseUrl = process.env.DATABASE_URL;
const passes = [run('PGlite', { DATABASE_URL: '' })];
if (databaseUrl)
  passes.push(run(`PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')})`, { DATABASE_URL: databaseUrl }));
else console.log('\n(DATABASE_URL not set: PostgreSQL run skipped)');
const codes = await Promise.all(passes);
process.exit(codes.find((c) => c !== 0) ?? 0);
