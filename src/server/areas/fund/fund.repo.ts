import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { LeadFilter } from '../../../domain/leads/pipeline.ts';
import type { Executor } from '../../platform/db/client.ts';
import { barrios, contactosTerrenos, localidades, terrenos, user } from '../../platform/db/schema/index.ts';
import { leadsArrivedBetween } from '../../platform/leads/digest-section.ts';
import { leadFilterCondition, ownerJoin, pipelineSelection } from '../../platform/leads/pipeline.ts';

export type PlotRow = typeof terrenos.$inferSelect;
export type NewPlotRow = typeof terrenos.$inferInsert;
export type InquiryRow = typeof contactosTerrenos.$inferSelect;
export type NewInquiryRow = typeof contactosTerrenos.$inferInsert;

const byOrder = [asc(terrenos.orden), asc(terrenos.createdAt), asc(terrenos.id)] as const;

/** Active plots by orden (/terrenos). */
export function listActivePlots(db: Executor, limit: number): Promise<PlotRow[]> {
  return db
    .select()
    .from(terrenos)
    .where(eq(terrenos.activo, true))
    .orderBy(...byOrder)
    .limit(limit);
}

/** Every plot by orden (the fund admin). */
export function listPlots(db: Executor, limit: number): Promise<PlotRow[]> {
  return db
    .select()
    .from(terrenos)
    .orderBy(...byOrder)
    .limit(limit);
}

/** Positions in display order, for rewriting them. */
export function listPositions(db: Executor): Promise<Array<{ id: string; orden: number }>> {
  return db
    .select({ id: terrenos.id, orden: terrenos.orden })
    .from(terrenos)
    .orderBy(...byOrder);
}

export async function countPlots(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(terrenos);
  return row?.n ?? 0;
}

export async function findPlot(db: Executor, id: string): Promise<PlotRow | undefined> {
  const [row] = await db.select().from(terrenos).where(eq(terrenos.id, id)).limit(1);
  return row;
}

export async function insertPlot(db: Executor, values: NewPlotRow): Promise<PlotRow> {
  const [row] = await db.insert(terrenos).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updatePlot(db: Executor, id: string, values: Partial<NewPlotRow>): Promise<PlotRow | undefined> {
  const [row] = await db.update(terrenos).set(values).where(eq(terrenos.id, id)).returning();
  return row;
}

export async function setPlotOrder(db: Executor, id: string, orden: number): Promise<void> {
  await db.update(terrenos).set({ orden }).where(eq(terrenos.id, id));
}

export async function deletePlot(db: Executor, id: string): Promise<PlotRow | undefined> {
  const [row] = await db.delete(terrenos).where(eq(terrenos.id, id)).returning();
  return row;
}

/**
 * Serialises writers of plot positions until the transaction ends (PostgreSQL advisory lock), so
 * two creations at once never count the same rows and hand out the same orden.
 */
export async function lockPositions(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('terrenos.orden'))`);
}

export async function insertInquiry(db: Executor, values: NewInquiryRow): Promise<InquiryRow> {
  const [row] = await db.insert(contactosTerrenos).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

function inquiriesQuery(db: Executor) {
  return db
    .select({
      inquiry: contactosTerrenos,
      pipeline: pipelineSelection(contactosTerrenos),
      // The keyset of the export: the timestamp as text keeps its microseconds (a Date would not).
      created_text: sql<string>`${contactosTerrenos.createdAt}::text`,
    })
    .from(contactosTerrenos)
    .leftJoin(user, ownerJoin(contactosTerrenos));
}
export type InquiryListRow = Awaited<ReturnType<typeof inquiriesQuery>>[number];

/** One page of inquiries, newest first, filtered by their pipeline, and the total. */
export async function pageInquiries(
  db: Executor,
  filter: LeadFilter,
  today: string,
  limit: number,
  offset: number,
): Promise<{ rows: InquiryListRow[]; total: number }> {
  const where = leadFilterCondition(contactosTerrenos, filter, today);
  const [rows, [total]] = await Promise.all([
    inquiriesQuery(db).where(where).orderBy(desc(contactosTerrenos.createdAt), desc(contactosTerrenos.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(contactosTerrenos).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One batch of the filtered inquiries for the export, newest first, after the row `after` (keyset). */
export function inquiriesCsvBatch(db: Executor, filter: LeadFilter, today: string, after: InquiryListRow | null, limit: number): Promise<InquiryListRow[]> {
  return inquiriesQuery(db)
    .where(
      and(
        leadFilterCondition(contactosTerrenos, filter, today),
        after ? sql`(${contactosTerrenos.createdAt}, ${contactosTerrenos.id}) < (${after.created_text}::timestamptz, ${after.inquiry.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(contactosTerrenos.createdAt), desc(contactosTerrenos.id))
    .limit(limit);
}

export async function findInquiry(db: Executor, id: string): Promise<InquiryRow | undefined> {
  const [row] = await db.select().from(contactosTerrenos).where(eq(contactosTerrenos.id, id)).limit(1);
  return row;
}

/** Inquiries that arrived in [since, until), oldest first (the morning digest, ADR 093). */
export function pageInquiriesBetween(db: Executor, since: Date, until: Date, limit: number): Promise<{ rows: InquiryRow[]; total: number }> {
  return leadsArrivedBetween(db, contactosTerrenos, getTableColumns(contactosTerrenos), since, until, limit);
}

// ——— Barrios for the offer (ADR 143): the platform's table, read here; only active ones, in an active localidad ———

const offerBarrioColumns = {
  id: barrios.id,
  nombre: barrios.nombre,
  localidad: localidades.nombre,
  incidenciaUsdM2: barrios.valorIncidenciaUsdM2,
};
export type OfferBarrioRow = { id: string; nombre: string; localidad: string; incidenciaUsdM2: number };

function activeBarrios(db: Executor) {
  return db.select(offerBarrioColumns).from(barrios).innerJoin(localidades, eq(localidades.id, barrios.localidadId));
}

/** An active barrio of an active localidad, or undefined. */
export async function findActiveBarrio(db: Executor, id: string): Promise<OfferBarrioRow | undefined> {
  const [row] = await activeBarrios(db)
    .where(and(eq(barrios.id, id), eq(barrios.activo, true), eq(localidades.activo, true)))
    .limit(1);
  return row;
}

/** Every active barrio, by localidad then name (the parameters' editor). */
export function listActiveBarrios(db: Executor): Promise<OfferBarrioRow[]> {
  return activeBarrios(db)
    .where(and(eq(barrios.activo, true), eq(localidades.activo, true)))
    .orderBy(asc(localidades.nombre), asc(barrios.nombre));
}
