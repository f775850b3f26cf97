// Start-up: seconds from `npm start` (tools/start.mjs) to the site answering — the shell's page,
// every remote's mf-manifest.json and the API's health — with builds already made. Run on its own ports and a
// fresh database (first start: migrations + seed), then again on the same database (warm start).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function answers(url) {
  try {
    const res = await fetch(url);
    return res.ok;
  } catch {
    return false;
  }
}

async function once(base, apiPort, dataDir) {
  const env = {
    ...process.env,
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    UPLOAD_DIR: join(dataDir, 'uploads'),
    DATABASE_URL: '',
    JWT_SECRET: 'bench-secret-not-for-production-0123456789',
  };
  ['SHELL', 'CATALOG', 'CHECKOUT', 'ACCOUNT', 'PACKAGES', 'VENDOR'].forEach(
    (n, i) => (env[`${n}_PORT`] = String(base + i)),
  );
  const urls = [
    `http://127.0.0.1:${base}/`,
    ...[1, 2, 3, 4, 5].map((i) => `http://127.0.0.1:${base + i}/mf-manifest.json`),
    `http://127.0.0.1:${apiPort}/api/health`,
  ];
  const started = Date.now();
  const child = spawn(process.execPath, ['tools/start.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  try {
    while (Date.now() - started < 180_000) {
      if (child.exitCode != null) throw new Error(`npm start exited (${child.exitCode}):\n${output.slice(-1500)}`);
      const ok = await Promise.all(urls.map(answers));
      if (ok.every(Boolean)) return { seconds: (Date.now() - started) / 1000, rebuilt: /^built /m.test(output) };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the site did not answer within 180 s');
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    await new Promise((r) => setTimeout(r, 1500));
  }
}

export async function measureStartup(base, apiPort) {
  const dataDir = mkdtempSync(join(tmpdir(), 'utsav-bench-start-'));
  try {
    const cold = await once(base, apiPort, dataDir);
    const warm = await once(base, apiPort, dataDir);
    return { coldSeconds: cold.seconds, warmSeconds: warm.seconds, rebuilt: cold.rebuilt || warm.rebuilt };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
