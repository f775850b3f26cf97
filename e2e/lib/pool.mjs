// The journeys on N workers (docs/team-guide.md, "CI in parallel"). Each worker is a run.mjs process with its own
// ports, its own site and its own freshly seeded database, so no two journeys ever share mutable state across workers;
// within a worker, files run one after another as they always did. The work is a queue: every worker takes the next
// unclaimed item (a journey file on its composed site, or one remote's standalone run) until none is left, so a long
// file does not hold a fixed share back. Items are claimed by creating a directory (atomic: exactly one worker
// succeeds), and each item's output is printed whole when it ends, so parallel output never interleaves.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Seconds each item took on the last recorded run, longest first in the queue (unknown items first of all). */
export const DURATIONS_FILE = join('e2e', 'durations.json');
const UNKNOWN_SECONDS = 120;
/**
 * How many times a failed item runs again (E2E_RETRIES, default 1; 0 in a developer's loop that wants the first
 * failure). The journeys are CPU-bound and the workers fill both cores, so a wait that holds on a quiet machine can
 * lose a race on a busy one: a retry tells such a journey (reported FLAKY, to be fixed) from a broken one (fails twice).
 */
const RETRIES = Number(process.env.E2E_RETRIES ?? 1);

/** The ports a site on port base `b` may listen on: its apps, the journeys' extra servers, its API (run.mjs). */
export const sitePorts = (b) => [
  ...Array.from({ length: 10 }, (_, i) => b + i),
  ...Array.from({ length: 20 }, (_, i) => b + 71 + i),
  ...Array.from({ length: 10 }, (_, i) => b + 1000 + i),
];

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * `count` port bases 100 apart from `base` whose ports are all free: a base whose range holds a listening port (MariaDB's
 * 3306 on these machines, a developer's own site) is skipped rather than failing a worker's start.
 */
export async function freeBases(base, count) {
  const bases = [];
  for (let b = base; bases.length < count && b < base + 100 * (count + 20); b += 100)
    if ((await Promise.all(sitePorts(b).map(portFree))).every(Boolean)) bases.push(b);
  if (bases.length < count) throw new Error(`no ${count} free port ranges from ${base} (100 apart)`);
  return bases;
}

export function itemName(item) {
  return item.kind === 'app' ? `standalone ${item.app}` : item.file.replace(/^e2e\/tests\//, '');
}

/** The queue in the order workers take it: the longest known items first, so the last to finish is a short one. */
export function orderItems(items, durations) {
  const seconds = (item) => durations[itemName(item)] ?? UNKNOWN_SECONDS;
  return [...items].sort((a, b) => seconds(b) - seconds(a) || itemName(a).localeCompare(itemName(b)));
}

/** Test counts a node:test spec report ends with (summed when one output holds several reports). */
export function countTests(output) {
  const sum = (label) =>
    [...output.matchAll(new RegExp(`^(?:\\S+\\s+)?ℹ ${label} (\\d+)$`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
  return { tests: sum('tests'), pass: sum('pass'), fail: sum('fail'), skipped: sum('skipped'), todo: sum('todo') };
}

/** Claims item `index` for this worker; false when another worker already has it. */
export function claim(queueDir, index) {
  try {
    mkdirSync(join(queueDir, `claim-${index}`));
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Runs `items` on `workers` forks of `script` (run.mjs in its --worker mode), printing each item's output when it ends
 * and a summary at the end. Resolves to the exit status (0 only when every item passed and every worker ended well).
 */
export async function runPool({ items, workers, script, base, env = {} }) {
  const durations = existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) : {};
  const queue = orderItems(items, durations);
  const queueDir = mkdtempSync(join(tmpdir(), 'utsav-e2e-queue-'));
  writeFileSync(join(queueDir, 'items.json'), JSON.stringify(queue));
  const started = Date.now();
  const results = new Map();
  const running = new Map();
  const count = Math.max(1, Math.min(workers, queue.length));
  // Worker k: its composed site on the k-th free base, its standalone runs on the (count + k)-th.
  const bases = await freeBases(base, 2 * count);
  console.log(`journeys: ${queue.length} item(s) on ${count} worker(s), each with its own site and database`);

  const exits = Array.from({ length: count }, (_, k) => {
    const child = fork(script, ['--worker', String(k + 1), '--queue', queueDir], {
      env: {
        ...process.env,
        ...env,
        E2E_NO_BUILD: '1',
        E2E_PORT_BASE: String(bases[k]),
        E2E_STANDALONE_BASE: String(bases[count + k]),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (m) => {
      if (m.type === 'start') running.set(m.index, k + 1);
      if (m.type !== 'done') return;
      running.delete(m.index);
      const item = queue[m.index];
      results.set(m.index, { ...m, item });
      const attempt = item.attempt > 1 ? ` (attempt ${item.attempt})` : '';
      const line = `── ${itemName(item)}${attempt} · worker ${k + 1} · ${m.status === 0 ? 'passed' : 'FAILED'} in ${m.seconds} s ──`;
      process.stdout.write(`\n${line}\n${m.output}${m.output.endsWith('\n') ? '' : '\n'}`);
      // A failed item runs once more, on whichever worker is free first (reported as flaky when it then passes). The
      // queue file is replaced whole before the worker is answered, so the worker that failed sees the retry at least.
      if (m.status !== 0 && (item.attempt ?? 1) <= RETRIES) {
        queue.push({ ...item, attempt: (item.attempt ?? 1) + 1 });
        writeFileSync(join(queueDir, 'items.next.json'), JSON.stringify(queue));
        renameSync(join(queueDir, 'items.next.json'), join(queueDir, 'items.json'));
      }
      child.send({ type: 'ack' });
    });
    return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  });
  const workerCodes = await Promise.all(exits);
  rmSync(queueDir, { recursive: true, force: true });

  // An item a worker claimed and never finished (the worker died) failed; one nobody claimed did not run. An item's
  // verdict is its last attempt's; one that failed and then passed is flaky, and said so.
  const failed = [];
  const flaky = [];
  const measured = {};
  const last = new Map();
  queue.forEach((item, index) => last.set(itemName(item), { item, index }));
  const totals = { composed: countTests(''), standalone: countTests('') };
  for (const [name, { item, index }] of last) {
    const r = results.get(index);
    if (!r) {
      failed.push(`${name} (${running.has(index) ? 'its worker died' : 'never ran'})`);
      continue;
    }
    measured[name] = Number(r.seconds);
    if (r.status !== 0) failed.push(name);
    else if (item.attempt > 1) flaky.push(name);
    const t = totals[item.kind === 'app' ? 'standalone' : 'composed'];
    const c = countTests(r.output);
    for (const key of Object.keys(t)) t[key] += c[key];
  }
  mkdirSync(join('e2e', 'artifacts'), { recursive: true });
  writeFileSync(join('e2e', 'artifacts', 'durations.json'), `${JSON.stringify(measured, null, 2)}\n`);

  const wall = ((Date.now() - started) / 1000).toFixed(0);
  const busy = Object.values(measured).reduce((a, b) => a + b, 0);
  console.log(`\njourneys: ${wall} s on ${count} worker(s) (${busy.toFixed(0)} s of journeys run)`);
  for (const [kind, t] of Object.entries(totals))
    console.log(
      `  ${kind}: ${t.tests} tests, ${t.pass} passed, ${t.fail} failed, ${t.skipped} skipped, ${t.todo} todo`,
    );
  if (workerCodes.some((c) => c !== 0)) failed.push(`worker exit codes ${workerCodes.join(', ')}`);
  if (flaky.length) console.log(`FLAKY (failed, then passed when run again): ${flaky.join('; ')}`);
  if (failed.length) console.log(`FAILED: ${failed.join('; ')}`);
  return failed.length ? 1 : 0;
}
