import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buenosAiresDay, inBuenosAires } from '../../../domain/shared/dates.ts';
import { createPeriodicJob } from '../periodic.ts';
import type { DatabaseHandle } from './client.ts';

/** From this hour in Buenos Aires the day's VACUUM may run: the quietest hours of a firm's site. */
export const MAINTENANCE_HOUR = 4;

/**
 * What PostgreSQL's autovacuum does, for the embedded database (ADR 137). PGlite runs PostgreSQL
 * as one process with no background workers, so nothing refreshes the planner's statistics (it
 * planned 1,000,000 consultas as 606,578 rows, never analysed) or marks dead rows reusable.
 * `VACUUM (ANALYZE)` of the whole database once at start and once a day after 04:00: 1.3 s at
 * 1,000,000 consultas, meanwhile other queries wait (one connection). With PostgreSQL
 * (DATABASE_URL) it does nothing: autovacuum is the server's job.
 */
export function createEmbeddedMaintenance({
  database,
  log,
  intervalMs = 15 * 60_000,
  now = () => new Date(),
}: {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  log?: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => Date;
}) {
  let doneDay: string | undefined;

  /** Runs the VACUUM when today's is due (or none ran since start); says whether it ran. */
  async function tick(): Promise<boolean> {
    if (database.kind !== 'pglite') return false;
    const at = now();
    const day = buenosAiresDay(at);
    if (doneDay !== undefined && (day === doneDay || inBuenosAires(at).getHours() < MAINTENANCE_HOUR)) return false;
    const started = performance.now();
    await database.db.execute(sql`vacuum (analyze)`);
    log?.info({ ms: Math.round(performance.now() - started) }, 'Base embebida: VACUUM (ANALYZE) hecho');
    doneDay = day;
    return true;
  }

  const job = createPeriodicJob(tick, (error) => log?.error({ err: error }, 'Base embebida: el VACUUM falló; se reintenta en 15 minutos'));
  return {
    tick,
    start() {
      if (database.kind === 'pglite') job.start(intervalMs);
    },
    stop: job.stop,
  };
}
