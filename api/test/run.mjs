// Runs the API tests with node:test (+ tsx): first on embedded PGlite, then again on the PostgreSQL server at
// DATABASE_URL when it is set (a fresh schema per run, dropped at the end).
// Without arguments: test/all.test.ts (every file in one process, one database).
// With arguments: only the files whose name contains one of them, each in its own process.
import { spawnSync } from 'node:child_process';
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

function run(label, env) {
  console.log(`\n=== API tests on ${label} ===`);
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
    {
      stdio: 'inherit',
      cwd: path.join(dir, '..'),
      env: { ...process.env, NODE_ENV: 'test', BCRYPT_ROUNDS: '4', TZ: 'Asia/Kolkata', ...env },
      // A test that leaves a connection open must not hang CI forever; a loaded machine (Node 24's pass ran 15 min while
      // other work shared the cores) must not be cut short either. A quiet run takes 3–4 min.
      timeout: 30 * 60 * 1000,
      killSignal: 'SIGKILL',
    },
  );
  if (r.error) console.error(`API tests on ${label}: ${r.error.message}`);
  return r.status ?? 1;
}

const databaseUrl = process.env.DATABASE_URL;
let status = run('PGlite', { DATABASE_URL: '' });
if (databaseUrl)
  status = run(`PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')})`, { DATABASE_URL: databaseUrl }) || status;
else console.log('\n(DATABASE_URL not set: PostgreSQL run skipped)');
process.exit(status);
