import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Currency, MovementType } from '../../../domain/tasks/cash.ts';
import type { Executor } from '../../platform/db/client.ts';
import { movimientoCategorias, movimientos, proyectos, saldosIniciales } from '../../platform/db/schema/index.ts';

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
  categoria: string | null;
  cotizacionTipo: string | null;
  cotizacionValor: number | null;
  cotizacionFecha: string | null;
  /** round(monto / cotizacion_valor, 2) in SQL: the same rounding as the totals. */
  usdEquivalente: string | null;
  anuladoAt: Date | null;
  motivoAnulacion: string | null;
  editadoAt: Date | null;
  comprobanteKey: string | null;
  /** The box's balance in the row's currency after it, without the opening balance: exact numeric, as text. */
  acumulado: string;
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

/** What a movement adds to its currency's balance: exact numeric (ADR 121), voided ones nothing. */
const signed = sql`case when ${movimientos.anuladoAt} is not null then 0 when ${movimientos.tipo} = 'ingreso' then ${movimientos.monto} else -${movimientos.monto} end`;
const usdEquivalent = sql`round(${movimientos.monto} / ${movimientos.cotizacionValor}, 2)`;

/**
 * A movement with its project's current name and the running balance of its currency over the
 * whole box (a window over every movement in (created_at, id) order, so filters never change it).
 */
function selectMovements(db: Executor) {
  const ledger = db.$with('ledger').as(
    db
      .select({
        id: movimientos.id,
        acumulado: sql<string>`sum(${signed}) over (partition by ${movimientos.moneda} order by ${movimientos.createdAt}, ${movimientos.id})`.as('acumulado'),
      })
      .from(movimientos),
  );
  return db
    .with(ledger)
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
      categoria: movimientos.categoria,
      cotizacionTipo: movimientos.cotizacionTipo,
      cotizacionValor: movimientos.cotizacionValor,
      cotizacionFecha: movimientos.cotizacionFecha,
      usdEquivalente: sql<string | null>`${usdEquivalent}::text`,
      anuladoAt: movimientos.anuladoAt,
      motivoAnulacion: movimientos.motivoAnulacion,
      editadoAt: movimientos.editadoAt,
      comprobanteKey: movimientos.comprobanteKey,
      acumulado: sql<string>`${ledger.acumulado}::text`,
    })
    .from(movimientos)
    .innerJoin(ledger, eq(ledger.id, movimientos.id))
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

/**
 * Sums per currency and tipo over the filter, voided movements left out (one aggregate query):
 * the pesos' dollar worth beside them (each rounded to the cent as the list shows it) and how many
 * pesos movements carry no rate; plus the voided ones counted apart.
 */
export function sumsByCurrency(
  db: Executor,
  w: MovementWhere,
): Promise<Array<{ moneda: string; tipo: string; total: number; usd: number; sinCotizacion: number; anulados: number }>> {
  const valid = isNull(movimientos.anuladoAt);
  return db
    .select({
      moneda: movimientos.moneda,
      tipo: movimientos.tipo,
      total: sql<number>`coalesce(sum(${movimientos.monto}) filter (where ${valid}), 0)`.mapWith(Number),
      usd: sql<number>`coalesce(sum(${usdEquivalent}) filter (where ${valid}), 0)`.mapWith(Number),
      sinCotizacion: sql<number>`count(*) filter (where ${valid} and ${movimientos.cotizacionValor} is null)`.mapWith(Number),
      anulados: sql<number>`count(*) filter (where ${movimientos.anuladoAt} is not null)`.mapWith(Number),
    })
    .from(movimientos)
    .where(where(w))
    .groupBy(movimientos.moneda, movimientos.tipo);
}

export async function updateMovement(db: Executor, id: string, values: Partial<typeof movimientos.$inferInsert>): Promise<void> {
  await db.update(movimientos).set(values).where(eq(movimientos.id, id));
}

/** Locks the row for a change (edit, void, receipt), so two at once never both pass the "not voided" check. */
export async function lockMovement(db: Executor, id: string): Promise<{ anulado: boolean; comprobanteKey: string | null } | undefined> {
  const [row] = await db
    .select({ anuladoAt: movimientos.anuladoAt, comprobanteKey: movimientos.comprobanteKey })
    .from(movimientos)
    .where(eq(movimientos.id, id))
    .for('update');
  return row && { anulado: row.anuladoAt !== null, comprobanteKey: row.comprobanteKey };
}

export async function openingBalances(db: Executor): Promise<Array<{ moneda: string; monto: number }>> {
  return db.select({ moneda: saldosIniciales.moneda, monto: saldosIniciales.monto }).from(saldosIniciales);
}

export async function setOpeningBalance(db: Executor, moneda: string, monto: number): Promise<void> {
  await db.insert(saldosIniciales).values({ moneda, monto }).onConflictDoUpdate({ target: saldosIniciales.moneda, set: { monto } });
}

export function activeCategories(db: Executor): Promise<Array<{ nombre: string }>> {
  return db
    .select({ nombre: movimientoCategorias.nombre })
    .from(movimientoCategorias)
    .where(eq(movimientoCategorias.activa, true))
    .orderBy(asc(movimientoCategorias.orden), asc(movimientoCategorias.nombre));
}

/** The admins' list becomes the active one, in its order; names left out are kept inactive (movements keep their text). */
export async function replaceCategories(db: Executor, names: readonly string[]): Promise<void> {
  await db.update(movimientoCategorias).set({ activa: false });
  for (const [i, nombre] of names.entries()) {
    const updated = await db
      .update(movimientoCategorias)
      .set({ nombre, orden: i + 1, activa: true })
      .where(sql`lower(${movimientoCategorias.nombre}) = lower(${nombre})`)
      .returning({ id: movimientoCategorias.id });
    if (!updated.length) await db.insert(movimientoCategorias).values({ nombre, orden: i + 1 });
  }
}

/** Per project: its USD budget and the valid egresos to date (USD; ARS at their rate; ARS without one apart). */
export async function projectBudgets(
  db: Executor,
  ids: readonly string[],
): Promise<Array<{ id: string; presupuestoUsd: number | null; gastadoUsd: number; arsSinCotizacion: number }>> {
  if (!ids.length) return [];
  const spend = and(eq(movimientos.tipo, 'egreso'), isNull(movimientos.anuladoAt));
  return db
    .select({
      id: proyectos.id,
      presupuestoUsd: proyectos.presupuestoUsd,
      gastadoUsd: sql<number>`coalesce(sum(case when ${movimientos.moneda} = 'USD' then ${movimientos.monto} else ${usdEquivalent} end), 0)`.mapWith(Number),
      arsSinCotizacion:
        sql<number>`coalesce(sum(${movimientos.monto}) filter (where ${movimientos.moneda} = 'ARS' and ${movimientos.cotizacionValor} is null), 0)`.mapWith(
          Number,
        ),
    })
    .from(proyectos)
    .leftJoin(movimientos, and(eq(movimientos.proyectoId, proyectos.id), spend))
    .where(inArray(proyectos.id, [...ids]))
    .groupBy(proyectos.id);
}

export async function setProjectBudget(db: Executor, id: string, presupuestoUsd: number | null): Promise<boolean> {
  const rows = await db.update(proyectos).set({ presupuestoUsd }).where(eq(proyectos.id, id)).returning({ id: proyectos.id });
  return rows.length > 0;
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
