/** What the demo seed recorded (seed_info: when it ran, the booked demo product and date), for /health and the journeys. */
import type { Queryable } from '../db/client';

export async function seedInfo(db: Queryable): Promise<Record<string, string>> {
  const r = await db.query<{ key: string; value: string }>('SELECT key, value FROM seed_info');
  return Object.fromEntries(r.rows.map((x) => [x.key, x.value]));
}
