import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Currency, MovementType } from '../../../domain/tasks/cash.ts';
import type { Executor } from '../../platform/db/client.ts';
import { movimientos, proyectos } from '../../platform/db/schema/index.ts';

/** What the list, the totals and the CSV filter by; the month as its Buenos Aires bounds. */
export interface MovementWhere {
  from?: Date | undefined;
  to?: Date | undefined;
  tipo?: MovementType | undefined;
  moneda?: Currency | undefined;
  proyectoId?: string | undefined;
}

export interface MovementRow {
  id: string;
  tipo: string;
  monto: number;
  moneda: string;
  concepto: string;
  descripcion: string | null;
  recibidoPorNombre: string | null;
  pagadoPorNombre: string | null;
  obra: string | null;
  proyectoId: string | null;
  sucursal: string | null;
  createdAt: Date;
  /** For the CSV keyset: the exact stored instant (microseconds) as text. */
  createdText: string;
}

function where(w: MovementWhere): SQL | undefined {
  const conditions: SQL[] = [];
  if (w.from) conditions.push(gte(movimientos.createdAt, w.from));
  if (w.to) conditions.push(lt(movimientos.createdAt, w.to));
  if (w.tipo) conditions.push(eq(movimientos.tipo, w.tipo));
  if (w.moneda) conditions.push(eq(movimientos.moneda, w.moneda));
  if (w.proyectoId) conditions.push(eq(movimientos.proyectoId, w.proyectoId));
  return conditions.length ? and(...conditions) : undefined;
}

/** A movement with its project's current name (the recorded one once the project is gone). */
function selectMovements(db: Executor) {
  return db
    .select({
      id: movimientos.id,
      tipo: movimientos.tipo,
      monto: movimientos.monto,
      moneda: movimientos.moneda,
      concepto: movimientos.concepto,
      descripcion: movimientos.descripcion,
      recibidoPorNombre: movimientos.recibidoPorNombre,
      pagadoPorNombre: movimientos.pagadoPorNombre,
      obra: sql<string | null>`coalesce(${proyectos.nombre}, ${movimientos.obra})`,
      proyectoId: movimientos.proyectoId,
      sucursal: movimientos.sucursal,
      createdAt: movimientos.createdAt,
      createdText: sql<string>`${movimientos.createdAt}::text`,
    })
    .from(movimientos)
    .leftJoin(proyectos, eq(proyectos.id, movimientos.proyectoId));
}

/** A page of movements, the latest first (created_at, then id), with the filtered count. */
export async function pageMovements(db: Executor, w: MovementWhere, limit: number, offset: number): Promise<{ rows: MovementRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    selectMovements(db).where(where(w)).orderBy(desc(movimientos.createdAt), desc(movimientos.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(movimientos).where(where(w)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findMovement(db: Executor, id: string): Promise<MovementRow | undefined> {
  const [row] = await selectMovements(db).where(eq(movimientos.id, id)).limit(1);
  return row;
}

/** The next CSV batch after `cursor` (created_at as stored, id), latest first. */
export function movementsCsvBatch(db: Executor, w: MovementWhere, cursor: { createdText: string; id: string } | null, limit: number): Promise<MovementRow[]> {
  const after = cursor ? sql`(${movimientos.createdAt}, ${movimientos.id}) < (${cursor.createdText}::timestamptz, ${cursor.id}::uuid)` : undefined;
  return selectMovements(db)
    .where(and(where(w), after))
    .orderBy(desc(movimientos.createdAt), desc(movimientos.id))
    .limit(limit);
}

/** Sums per currency and tipo over the filter (one aggregate query; numeric sums read as numbers). */
export function sumsByCurrency(db: Executor, w: MovementWhere): Promise<Array<{ moneda: string; tipo: string; total: number }>> {
  return db
    .select({ moneda: movimientos.moneda, tipo: movimientos.tipo, total: sql<number>`coalesce(sum(${movimientos.monto}), 0)`.mapWith(Number) })
    .from(movimientos)
    .where(where(w))
    .groupBy(movimientos.moneda, movimientos.tipo);
}

export async function insertMovement(db: Executor, values: typeof movimientos.$inferInsert): Promise<string> {
  const [row] = await db.insert(movimientos).values(values).returning({ id: movimientos.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function projectName(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ nombre: proyectos.nombre }).from(proyectos).where(eq(proyectos.id, id)).limit(1);
  return row?.nombre;
}
