import { lt, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { limiteContadores } from './schema/index.ts';

/** How often (at most) one process deletes the counters whose window ended. */
export const PRUNE_EVERY_MS = 60_000;

/**
 * Counts one hit on `key` in a window of `windowMs` and returns the count and the time left,
 * in one statement: the upsert starts a new window when the row's has ended (by the database's
 * clock, the same for every instance), so concurrent hits from any instance never lose a count.
 * `amount` counts more than one at once (the bytes of an upload); 0 reads the count (starting the
 * window if none is open). The count stops at 2^31 − 1 rather than overflow the column.
 */
export async function countHit(db: Database, key: string, windowMs: number, amount = 1): Promise<{ current: number; ttl: number }> {
  const window = sql`${Math.max(1, Math.trunc(windowMs))}::integer * interval '1 millisecond'`;
  const ended = sql`${limiteContadores.expira} <= now()`;
  const add = Math.min(2_147_483_647, Math.max(0, Math.trunc(amount)));
  const [row] = await db
    .insert(limiteContadores)
    .values({ clave: key, cuenta: add, expira: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: limiteContadores.clave,
      set: {
        cuenta: sql`case when ${ended} then ${add}::integer else least(${limiteContadores.cuenta}::bigint + ${add}::integer, 2147483647)::integer end`,
        expira: sql`case when ${ended} then excluded.expira else ${limiteContadores.expira} end`,
      },
    })
    .returning({
      current: limiteContadores.cuenta,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${limiteContadores.expira} - now())) * 1000))::integer`,
    });
  if (!row) throw new Error('limite_contadores: the upsert returned no row');
  return { current: row.current, ttl: Number(row.ttl) };
}

/** Deletes the counters whose window ended (their next hit would start over anyway): one indexed delete. */
export async function pruneEndedCounters(db: Database): Promise<void> {
  await db.delete(limiteContadores).where(lt(limiteContadores.expira, sql`now()`));
}
