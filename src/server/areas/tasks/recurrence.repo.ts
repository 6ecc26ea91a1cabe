import { and, asc, eq, sql } from 'drizzle-orm';
import { DONE_STATE } from '../../../domain/tasks/lists.ts';
import type { RecurrenceRule } from '../../../domain/tasks/recurrence.ts';
import type { Executor } from '../../platform/db/client.ts';
import { tareaChecklist, tareaSeries, tareas } from '../../platform/db/schema/index.ts';

export type SeriesRow = typeof tareaSeries.$inferSelect;

export async function findSeries(db: Executor, id: string): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(tareaSeries).where(eq(tareaSeries.id, id)).limit(1);
  return row;
}

export async function insertSeries(db: Executor, regla: RecurrenceRule, fechaAncla: string): Promise<string> {
  const [row] = await db.insert(tareaSeries).values({ regla, fechaAncla }).returning({ id: tareaSeries.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateRule(db: Executor, id: string, regla: RecurrenceRule): Promise<void> {
  await db.update(tareaSeries).set({ regla }).where(eq(tareaSeries.id, id));
}

export async function stopSeries(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(tareaSeries)
    .set({ activa: false, detenidaEn: at })
    .where(and(eq(tareaSeries.id, id), eq(tareaSeries.activa, true)));
}

/** Makes a task the first occurrence of a series. */
export async function attachTask(db: Executor, tareaId: string, serieId: string): Promise<void> {
  await db.update(tareas).set({ serieId, serieNumero: 1 }).where(eq(tareas.id, tareaId));
}

export interface DueSeries {
  serie_id: string;
  regla: RecurrenceRule;
  fecha_ancla: string;
  tarea_id: string;
  serie_numero: number;
  fecha_limite: string | null;
  fecha_cierre: Date | string | null;
}

/**
 * Active series whose latest occurrence is Hecha, their rows locked for this transaction: `FOR
 * UPDATE OF s SKIP LOCKED`, so an instance already working on a series is skipped by the others
 * (ADR 115). The latest occurrence is read through (serie_id, serie_numero)'s unique index.
 */
export async function claimDue(db: Executor, batch: number): Promise<DueSeries[]> {
  const result = await db.execute(sql`
    select s.id as serie_id, s.regla, s.fecha_ancla::text as fecha_ancla,
           last.id as tarea_id, last.serie_numero, last.fecha_limite::text as fecha_limite, last.fecha_cierre
      from ${tareaSeries} s
      cross join lateral (
        select t.id, t.serie_numero, t.estado, t.fecha_limite, t.fecha_cierre
          from ${tareas} t
         where t.serie_id = s.id
         order by t.serie_numero desc
         limit 1) last
     where s.activa and last.estado = ${DONE_STATE}
     order by s.id
     limit ${batch}::integer
     for update of s skip locked`);
  const rows = (result as unknown as { rows: DueSeries[] }).rows;
  return rows.map((row) => ({
    ...row,
    regla: typeof row.regla === 'string' ? (JSON.parse(row.regla) as RecurrenceRule) : row.regla,
    serie_numero: Number(row.serie_numero),
  }));
}

/**
 * The next occurrence: the previous task's fields, a new due date, in Inbox at `posicion`. The
 * unique (serie_id, serie_numero) is the last guard: a second writer gets nothing back.
 */
export async function insertOccurrence(
  db: Executor,
  previousId: string,
  values: { serieId: string; serieNumero: number; fechaLimite: string; posicion: number },
): Promise<string | undefined> {
  const result = await db.execute(sql`
    insert into ${tareas} (titulo, descripcion, proyecto_id, responsable_nombre, creada_por_nombre, nivel_urgencia, prioridad,
                           fecha_limite, estado, posicion, serie_id, serie_numero)
    select titulo, descripcion, proyecto_id, responsable_nombre, creada_por_nombre, nivel_urgencia, prioridad,
           ${values.fechaLimite}::date, 'Inbox', ${values.posicion}, ${values.serieId}::uuid, ${values.serieNumero}::integer
      from ${tareas} where id = ${previousId}::uuid
    on conflict (serie_id, serie_numero) do nothing
    returning id`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows[0]?.id;
}

/** The checklist of `from` copied to `to`, every item undone, in the same order. */
export async function copyChecklist(db: Executor, from: string, to: string): Promise<void> {
  const items = await db.select().from(tareaChecklist).where(eq(tareaChecklist.tareaId, from)).orderBy(asc(tareaChecklist.posicion));
  if (items.length === 0) return;
  await db.insert(tareaChecklist).values(items.map((item) => ({ tareaId: to, texto: item.texto, hecho: false, posicion: item.posicion })));
}
