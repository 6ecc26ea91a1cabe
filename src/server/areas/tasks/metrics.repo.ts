import { and, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../domain/shared/date-format.ts';
import { DONE_STATE } from '../../../domain/tasks/lists.ts';
import type { Executor } from '../../platform/db/client.ts';
import { movimientos, proyectos, tareas } from '../../platform/db/schema/index.ts';

// Every metric is one aggregate query over an index-bounded range or a GROUP BY of a handful of
// keys: the answer's size never depends on how many tasks or movements there are.

const tz = sql.raw(`'${TIME_ZONE}'`);
const isDone = eq(tareas.estado, DONE_STATE);
/** Calendar days from creation to closing in Buenos Aires (as 'days open', ADR 070). */
const resolutionDays = sql`((${tareas.fechaCierre} at time zone ${tz})::date - (${tareas.fechaCreacion} at time zone ${tz})::date)`;

/** yyyy-MM-dd of the Monday of the Buenos Aires week of a timestamptz column. */
const weekOf = (column: typeof tareas.fechaCreacion | typeof tareas.fechaCierre) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone ${tz}), 'YYYY-MM-DD')`;

/** Tasks created per Buenos Aires week since `from` (fecha_creacion index). */
export function openedPerWeek(db: Executor, from: Date): Promise<Array<{ semana: string; total: number }>> {
  const semana = weekOf(tareas.fechaCreacion);
  return db
    .select({ semana, total: sql<number>`count(*)`.mapWith(Number) })
    .from(tareas)
    .where(gte(tareas.fechaCreacion, from))
    .groupBy(semana);
}

/** Tasks done per Buenos Aires week of their closing since `from` (fecha_cierre index). */
export function donePerWeek(db: Executor, from: Date): Promise<Array<{ semana: string; total: number }>> {
  const semana = weekOf(tareas.fechaCierre);
  return db
    .select({ semana, total: sql<number>`count(*)`.mapWith(Number) })
    .from(tareas)
    .where(and(isDone, gte(tareas.fechaCierre, from)))
    .groupBy(semana);
}

/** Done tasks per responsable: how many and the sum of their resolution days. */
export function resolutionPerPerson(db: Executor): Promise<Array<{ nombre: string; hechas: number; dias: number }>> {
  return db
    .select({
      nombre: tareas.responsableNombre,
      hechas: sql<number>`count(*)`.mapWith(Number),
      dias: sql<number>`coalesce(sum(greatest(${resolutionDays}, 0)), 0)`.mapWith(Number),
    })
    .from(tareas)
    .where(and(isDone, isNotNull(tareas.fechaCierre)))
    .groupBy(tareas.responsableNombre);
}

/** Open tasks per urgency and per priority, and the critical open ones, in one pass. */
export async function openBreakdown(db: Executor): Promise<{ urgency: Map<string, number>; priority: Map<string, number> }> {
  const rows = await db
    .select({ urgencia: tareas.nivelUrgencia, prioridad: tareas.prioridad, total: sql<number>`count(*)`.mapWith(Number) })
    .from(tareas)
    .where(ne(tareas.estado, DONE_STATE))
    .groupBy(tareas.nivelUrgencia, tareas.prioridad);
  const urgency = new Map<string, number>();
  const priority = new Map<string, number>();
  for (const row of rows) {
    urgency.set(row.urgencia, (urgency.get(row.urgencia) ?? 0) + row.total);
    priority.set(row.prioridad, (priority.get(row.prioridad) ?? 0) + row.total);
  }
  return { urgency, priority };
}

/** Done tasks per project, the `limit` projects with most first (null name = no project). */
export function donePerProject(db: Executor, limit: number): Promise<Array<{ proyecto: string | null; hechas: number }>> {
  const hechas = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({ proyecto: proyectos.nombre, hechas })
    .from(tareas)
    .leftJoin(proyectos, eq(proyectos.id, tareas.proyectoId))
    .where(isDone)
    .groupBy(tareas.proyectoId, proyectos.nombre)
    .orderBy(desc(hechas), proyectos.nombre)
    .limit(limit);
}

/** Sums per Buenos Aires month, currency and tipo since `from` (created_at index). */
export function cashPerMonth(db: Executor, from: Date): Promise<Array<{ mes: string; moneda: string; tipo: string; total: number }>> {
  const mes = sql<string>`to_char(${movimientos.createdAt} at time zone ${tz}, 'YYYY-MM')`;
  return db
    .select({ mes, moneda: movimientos.moneda, tipo: movimientos.tipo, total: sql<number>`coalesce(sum(${movimientos.monto}), 0)`.mapWith(Number) })
    .from(movimientos)
    .where(gte(movimientos.createdAt, from))
    .groupBy(mes, movimientos.moneda, movimientos.tipo);
}
