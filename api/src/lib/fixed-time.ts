/**
 * A fixed-time answer (docs/security.md "Same time, same answer"): runs `work`, then waits until `floorMs` have passed
 * since `start`, whether the work returned or threw — so a request for a known account and one for an unknown account
 * (which does less: no code stored, no message queued, no hash) leave the server at the same moment. The floor is well
 * above what the work takes; work that runs longer is answered when done (and logged by the caller's timing).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export async function inFixedTime<T>(floorMs: number, work: () => Promise<T>, start = performance.now()): Promise<T> {
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await work() };
  } catch (error) {
    outcome = { error };
  }
  const left = floorMs - (performance.now() - start);
  if (left > 0) await sleep(left);
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
