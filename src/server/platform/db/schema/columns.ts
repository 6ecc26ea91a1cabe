import { sql } from 'drizzle-orm';
import { check, date, type ExtraConfigColumn, index, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEAD_STATES, OPEN_LEAD_STATES } from '../../../../domain/leads/pipeline.ts';
import { user } from './auth.ts';

/** Shared column builders: UUID keys, numeric money (read as number), timestamptz stamps. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** USD or ARS amounts: exact in the database, read as number (values stay far below 2^53). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
export const area = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A lead's place in the pipeline (ADR 140, src/domain/leads/pipeline.ts), the same columns on
 * every lead table so one piece of code (platform/leads) follows them all.
 */
export const leadPipelineColumns = () => ({
  estado: text('estado').notNull().default('nuevo'),
  /** Why it was lost. */
  motivoPerdida: text('motivo_perdida'),
  responsableId: uuid('responsable_id').references(() => user.id, { onDelete: 'set null' }),
  /** The next follow-up, a Buenos Aires calendar day. */
  proximoSeguimiento: date('proximo_seguimiento'),
});

/** The lists filter by state and by owner, newest first; the digest reads the open follow-ups due by a day. */
export function leadPipelineIndexes(
  table: string,
  t: Record<'estado' | 'motivoPerdida' | 'responsableId' | 'proximoSeguimiento' | 'createdAt', ExtraConfigColumn>,
) {
  return [
    index(`${table}_estado_created_idx`).on(t.estado, t.createdAt.desc().nullsFirst()),
    index(`${table}_responsable_idx`).on(t.responsableId, t.createdAt.desc().nullsFirst()),
    index(`${table}_seguimiento_idx`)
      .on(t.proximoSeguimiento)
      .where(sql`${t.estado} in ${literals(OPEN_LEAD_STATES)} and ${t.proximoSeguimiento} is not null`),
    check(`${table}_estado_valido`, sql`${t.estado} in ${literals(LEAD_STATES)}`),
    check(`${table}_motivo_si_perdido`, sql`${t.estado} = 'perdido' or ${t.motivoPerdida} is null`),
  ];
}

/** A domain list as an SQL list of literals, so a CHECK and the domain have one source. */
export const literals = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`);
