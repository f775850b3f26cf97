// The API image runs compiled JavaScript: `npm run build -w api` (tsc + tsc-alias) must give a
// dist/ that plain `node` runs — migrations + seed from dist/api/src/db/migrate-cli.js, then the server answers —
// and neither the Dockerfile nor the compose job may run tsx.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const api = path.join(root, 'api');

test('the API image builds dist/ with tsc and runs it with plain node', () => {
  const dockerfile = readFileSync(path.join(api, 'Dockerfile'), 'utf8');
  assert.match(dockerfile, /RUN npm run build -w api/);
  assert.match(dockerfile, /CMD \["node", "dist\/api\/src\/server\.js"\]/);
  assert.doesNotMatch(dockerfile.replace(/^#.*$/gm, ''), /tsx/);
  const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  assert.doesNotMatch(compose, /tsx/);
});

test(
  'npm run build -w api gives JavaScript that node runs: migrate --seed, then the server answers',
  { timeout: 900_000 },
  async () => {
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stdout + build.stderr);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'utsav-dist-'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'dist-test-secret-0123456789abcdefghij',
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'test',
      MESSAGES_MODE: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
    };
    try {
      const migrate = spawnSync(process.execPath, ['dist/api/src/db/migrate-cli.js', '--seed'], {
        cwd: api,
        env,
        encoding: 'utf8',
      });
      assert.equal(migrate.status, 0, migrate.stdout + migrate.stderr);
      assert.match(migrate.stdout, /applied: 001\.do\.init\.sql/);
      assert.match(migrate.stdout, /seed checked/);
      const server = spawn(process.execPath, ['dist/api/src/server.js'], {
        cwd: api,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        const url = await new Promise((resolve, reject) => {
          let out = '';
          const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 300_000);
          server.stdout.on('data', (d) => {
            out += d;
            const m = /ready on (http:\/\/\S+\/api)/.exec(out);
            if (m) {
              clearTimeout(timer);
              resolve(m[1]);
            }
          });
          server.stderr.on('data', (d) => (out += d));
          server.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
        });
        const health = await (await fetch(`${url}/health`)).json();
        assert.equal(health.Payload.database, 'pglite');
        const list = await (await fetch(`${url}/allServices`)).json();
        assert.ok(list.Payload.length >= 10, 'seeded categories served by the compiled API');
      } finally {
        server.kill('SIGTERM');
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
