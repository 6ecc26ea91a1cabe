import { lt, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { limiteContadores } from './schema/index.ts';

/** How often (at most) one process deletes the counters whose window ended. */
export const PRUNE_EVERY_MS = 60_000;

/**
 * Counts one hit on `key` in a window of `windowMs` and returns the count and the time left,
 * in one statement: the upsert starts a new window when the row's has ended (by the database's
 * clock, the same for every instance), so concurrent hits from any instance never lose a count.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`${Math.max(1, Math.trunc(windowMs))}::integer * interval '1 millisecond'`;
  const ended = sql`${limiteContadores.expira} <= now()`;
  const [row] = await db
    .insert(limiteContadores)
    .values({ clave: key, cuenta: 1, expira: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: limiteContadores.clave,
      set: {
        cuenta: sql`case when ${ended} then 1 else ${limiteContadores.cuenta} + 1 end`,
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
