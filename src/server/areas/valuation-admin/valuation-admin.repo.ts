import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { LeadFilter } from '../../../domain/leads/pipeline.ts';
import { buenosAiresDayRange } from '../../../domain/shared/day-range.ts';
import type { ContactOrigin } from '../../../domain/valuation/options.ts';
import type { ConsultaCsvSource } from '../../../domain/valuation-admin/csv.ts';
import type { BarrioCreate, ConsultasFilter } from '../../../domain/valuation-admin/schemas.ts';
import type { Executor } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { barrios, barrioValoresHistorial, consultas, consultasPorDia, contactosValuacion, localidades, user } from '../../platform/db/schema/index.ts';
import { leadsArrivedBetween } from '../../platform/leads/digest-section.ts';
import { leadFilterCondition, ownerJoin, pipelineSelection, toLeadPipeline } from '../../platform/leads/pipeline.ts';

/** The only Drizzle code of the valuation admin. Every function takes the database or a transaction. */

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const toNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

// Localidades ---------------------------------------------------------------------------

const localidadColumns = {
  id: localidades.id,
  nombre: localidades.nombre,
  activo: localidades.activo,
  // Spelled out: inside a subquery Drizzle would leave the outer column unqualified.
  cantidad_barrios: sql<number>`(select count(*)::int from "barrios" b where b."localidad_id" = "localidades"."id")`,
};

export async function listLocalidades(db: Executor) {
  return db.select(localidadColumns).from(localidades).orderBy(asc(localidades.nombre)).limit(1000);
}

export async function findLocalidad(db: Executor, id: string) {
  const [row] = await db.select(localidadColumns).from(localidades).where(eq(localidades.id, id));
  return row;
}

export async function insertLocalidad(db: Executor, nombre: string) {
  const [row] = await db.insert(localidades).values({ nombre }).returning({ id: localidades.id });
  if (!row) throw new Error('insert localidad returned nothing');
  return row.id;
}

export async function updateLocalidad(db: Executor, id: string, patch: { nombre?: string | undefined; activo?: boolean | undefined }) {
  const set: Partial<typeof localidades.$inferInsert> = {};
  if (patch.nombre !== undefined) set.nombre = patch.nombre;
  if (patch.activo !== undefined) set.activo = patch.activo;
  const rows = await db.update(localidades).set(set).where(eq(localidades.id, id)).returning({ id: localidades.id });
  return rows.length > 0;
}

// Barrios -------------------------------------------------------------------------------

const barrioSelection = {
  id: barrios.id,
  nombre: barrios.nombre,
  localidad_id: barrios.localidadId,
  localidad_nombre: localidades.nombre,
  valor_incidencia_usd_m2: barrios.valorIncidenciaUsdM2,
  valor_actualizado_at: barrios.valorActualizadoAt,
  activo: barrios.activo,
};

const barrioOut = <T extends { valor_actualizado_at: Date }>(row: T) => ({ ...row, valor_actualizado_at: iso(row.valor_actualizado_at) });

export async function listBarrios(db: Executor) {
  const rows = await db
    .select(barrioSelection)
    .from(barrios)
    .innerJoin(localidades, eq(localidades.id, barrios.localidadId))
    .orderBy(asc(localidades.nombre), asc(barrios.nombre))
    .limit(5000);
  return rows.map(barrioOut);
}

export async function findBarrio(db: Executor, id: string) {
  const [row] = await db.select(barrioSelection).from(barrios).innerJoin(localidades, eq(localidades.id, barrios.localidadId)).where(eq(barrios.id, id));
  return row && barrioOut(row);
}

/** Holds the barrio's row until the transaction ends, so a change's before → after is exact. */
export async function lockBarrio(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: barrios.id }).from(barrios).where(eq(barrios.id, id)).for('update');
}

/** Every barrio locked for a bulk update: a single edit meanwhile waits, and is read after it. */
export async function lockAllBarrios(tx: Executor): Promise<void> {
  await tx.select({ id: barrios.id }).from(barrios).for('update');
}

/** A new barrio and the first entry of its value history (call inside a transaction). */
export async function insertBarrio(db: Executor, input: BarrioCreate) {
  const [row] = await db
    .insert(barrios)
    .values({ nombre: input.nombre, localidadId: input.localidad_id, valorIncidenciaUsdM2: input.valor_incidencia_usd_m2 })
    .returning({ id: barrios.id });
  if (!row) throw new Error('insert barrio returned nothing');
  await db.insert(barrioValoresHistorial).values({ barrioId: row.id, valorIncidenciaUsdM2: input.valor_incidencia_usd_m2 });
  return row.id;
}

export async function setBarrioActive(db: Executor, id: string, activo: boolean) {
  await db.update(barrios).set({ activo }).where(eq(barrios.id, id));
}

/** A new incidence value: stamps the change date and appends to the history (call inside a transaction). */
export async function setBarrioValue(db: Executor, id: string, valor: number, at: Date) {
  await db.update(barrios).set({ valorIncidenciaUsdM2: valor, valorActualizadoAt: at }).where(eq(barrios.id, id));
  await db.insert(barrioValoresHistorial).values({ barrioId: id, valorIncidenciaUsdM2: valor, createdAt: at });
}

export async function barrioHistorial(db: Executor, id: string) {
  const rows = await db
    .select({ valor_incidencia_usd_m2: barrioValoresHistorial.valorIncidenciaUsdM2, created_at: barrioValoresHistorial.createdAt })
    .from(barrioValoresHistorial)
    .where(eq(barrioValoresHistorial.barrioId, id))
    .orderBy(desc(barrioValoresHistorial.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}

// Consultas -----------------------------------------------------------------------------

/** The barrios whose name or locality contains the text filter: resolved first, so the large tables are probed by barrio id only. */
function barriosMatching(db: Executor, q: string) {
  const pattern = containsPattern(q);
  return db
    .select({ id: barrios.id })
    .from(barrios)
    .innerJoin(localidades, eq(localidades.id, barrios.localidadId))
    .where(or(ilike(barrios.nombre, pattern), ilike(localidades.nombre, pattern)));
}

/** The filter of the list and the CSV, on `consultas` itself. */
function consultasWhere(db: Executor, filter: ConsultasFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.calidad) conditions.push(eq(consultas.ubicacionCalidad, filter.calidad));
  if (filter.origen) conditions.push(eq(consultas.origen, filter.origen));
  const { from, to } = buenosAiresDayRange(filter);
  if (from) conditions.push(gte(consultas.fecha, from));
  if (to) conditions.push(lt(consultas.fecha, to));
  if (filter.q) conditions.push(inArray(consultas.barrioId, barriosMatching(db, filter.q)));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The same filter on the daily counts (ADR 137): every filter is a column of their key, and a
 * date range is whole Buenos Aires days, so the counts answer exactly what `consultasWhere` would.
 */
function dailyCountsWhere(db: Executor, filter: ConsultasFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.calidad) conditions.push(eq(consultasPorDia.ubicacionCalidad, filter.calidad));
  if (filter.origen) conditions.push(eq(consultasPorDia.origen, filter.origen));
  if (filter.desde) conditions.push(gte(consultasPorDia.dia, filter.desde));
  if (filter.hasta) conditions.push(lte(consultasPorDia.dia, filter.hasta));
  if (filter.q) conditions.push(inArray(consultasPorDia.barrioId, barriosMatching(db, filter.q)));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * One page, newest first. The page is cut from `consultas` alone and only its 20 rows are
 * joined to the names: joining first made the database sort the whole joined set (measured
 * in bench/consultas.bench.ts).
 */
export async function listConsultas(db: Executor, filter: ConsultasFilter, page: { limit: number; offset: number }) {
  const c = db
    .select()
    .from(consultas)
    .where(consultasWhere(db, filter))
    .orderBy(desc(consultas.fecha), desc(consultas.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('c');
  const rows = await db
    .select({
      id: c.id,
      fecha: c.fecha,
      localidad_nombre: localidades.nombre,
      barrio_nombre: barrios.nombre,
      m2_vendibles: c.m2Vendibles,
      ubicacion_calidad: c.ubicacionCalidad,
      valor_lista_usd: c.valorListaUsd,
      valor_mercado_usd: c.valorMercadoUsd,
      porcentaje_ajuste: c.porcentajeAjuste,
      origen: c.origen,
    })
    .from(c)
    .innerJoin(localidades, eq(localidades.id, c.localidadId))
    .innerJoin(barrios, eq(barrios.id, c.barrioId))
    .orderBy(desc(c.fecha), desc(c.id));
  return rows.map((r) => ({ ...r, fecha: iso(r.fecha) }));
}

/**
 * Total, today, average m² and average market value of the filtered set, from the daily counts
 * (ADR 137): the cost follows days × barrios × qualities × origins, not the number of consultas.
 */
export async function consultasStats(db: Executor, filter: ConsultasFilter, today: string) {
  const total = sql`sum(${consultasPorDia.cantidad})`;
  const [row] = await db
    .select({
      total: sql<string | null>`${total}`,
      hoy: sql<string | null>`sum(${consultasPorDia.cantidad}) filter (where ${consultasPorDia.dia} = ${today})`,
      promedio_m2: sql<string | null>`sum(${consultasPorDia.sumaM2Vendibles}) / nullif(${total}, 0)`,
      promedio_valor_mercado_usd: sql<string | null>`sum(${consultasPorDia.sumaValorMercadoUsd}) / nullif(${total}, 0)`,
    })
    .from(consultasPorDia)
    .where(dailyCountsWhere(db, filter));
  return {
    total: Number(row?.total ?? 0),
    hoy: Number(row?.hoy ?? 0),
    promedio_m2: toNumber(row?.promedio_m2),
    promedio_valor_mercado_usd: toNumber(row?.promedio_valor_mercado_usd),
  };
}

/** How many consultas per Buenos Aires day (yyyy-MM-dd) of the filtered set: the trend's counts, from the daily counts. */
export async function consultasPerDay(db: Executor, filter: ConsultasFilter): Promise<Array<{ dia: string; cantidad: number }>> {
  const rows = await db
    .select({ dia: consultasPorDia.dia, cantidad: sql<string>`sum(${consultasPorDia.cantidad})` })
    .from(consultasPorDia)
    .where(dailyCountsWhere(db, filter))
    .groupBy(consultasPorDia.dia)
    .orderBy(consultasPorDia.dia);
  return rows.map((r) => ({ dia: r.dia, cantidad: Number(r.cantidad) }));
}

/** Where the previous CSV batch stopped: the exact timestamptz text (microseconds kept) and the id. */
export interface ConsultasCursor {
  fecha: string;
  id: string;
}

/** One batch of the CSV export, newest first, after `cursor` (keyset pagination: flat cost per batch). */
export async function consultasCsvBatch(db: Executor, filter: ConsultasFilter, cursor: ConsultasCursor | null, limit: number) {
  const after = cursor ? sql`(${consultas.fecha}, ${consultas.id}) < (${cursor.fecha}::timestamptz, ${cursor.id}::uuid)` : undefined;
  const c = db
    .select({
      id: consultas.id,
      fecha: consultas.fecha,
      fecha_texto: sql<string>`${consultas.fecha}::text`.as('fecha_texto'),
      localidad_id: consultas.localidadId,
      barrio_id: consultas.barrioId,
      m2_vendibles: consultas.m2Vendibles,
      ubicacion_calidad: consultas.ubicacionCalidad,
      valor_lista_usd: consultas.valorListaUsd,
      valor_mercado_usd: consultas.valorMercadoUsd,
      origen: consultas.origen,
    })
    .from(consultas)
    .where(and(consultasWhere(db, filter), after))
    .orderBy(desc(consultas.fecha), desc(consultas.id))
    .limit(limit)
    .as('c');
  const rows = await db
    .select({
      id: c.id,
      fecha: c.fecha,
      fecha_texto: c.fecha_texto,
      localidad_nombre: localidades.nombre,
      barrio_nombre: barrios.nombre,
      m2_vendibles: c.m2_vendibles,
      ubicacion_calidad: c.ubicacion_calidad,
      valor_lista_usd: c.valor_lista_usd,
      valor_mercado_usd: c.valor_mercado_usd,
      origen: c.origen,
    })
    .from(c)
    .innerJoin(localidades, eq(localidades.id, c.localidad_id))
    .innerJoin(barrios, eq(barrios.id, c.barrio_id))
    .orderBy(desc(c.fecha), desc(c.id));
  const last = rows.at(-1);
  return {
    rows: rows satisfies ConsultaCsvSource[],
    next: last && rows.length === limit ? { fecha: last.fecha_texto, id: last.id } : null,
  };
}

// Contactos -----------------------------------------------------------------------------

function contactosQuery(db: Executor) {
  return db
    .select({
      ...pipelineSelection(contactosValuacion),
      id: contactosValuacion.id,
      origen: contactosValuacion.origen,
      nombre: contactosValuacion.nombre,
      email: contactosValuacion.email,
      telefono: contactosValuacion.telefono,
      comentario: contactosValuacion.comentario,
      consulta_id: contactosValuacion.consultaId,
      consentimiento_version: contactosValuacion.consentimientoVersion,
      consentimiento_at: contactosValuacion.consentimientoAt,
      zona_localidad: contactosValuacion.zonaLocalidad,
      zona_barrio: contactosValuacion.zonaBarrio,
      created_at: contactosValuacion.createdAt,
      // The keyset of the export: the timestamp as text keeps its microseconds (a Date would not).
      created_text: sql<string>`${contactosValuacion.createdAt}::text`,
    })
    .from(contactosValuacion)
    .leftJoin(user, ownerJoin(contactosValuacion));
}
type ContactoRow = Awaited<ReturnType<typeof contactosQuery>>[number];
export type ContactoCsvRow = ReturnType<typeof toContacto> & { created_text: string };

function toContacto(
  {
    consentimiento_version,
    consentimiento_at,
    zona_localidad,
    zona_barrio,
    estado,
    motivo_perdida,
    responsable_id,
    responsable_nombre,
    proximo_seguimiento,
    created_text: _,
    ...r
  }: ContactoRow,
  today: string,
) {
  return {
    ...r,
    origen: r.origen as ContactOrigin,
    seguimiento: toLeadPipeline({ estado, motivo_perdida, responsable_id, responsable_nombre, proximo_seguimiento }, today),
    consentimiento: consentimiento_version && consentimiento_at ? { version: consentimiento_version, fecha: iso(consentimiento_at) } : null,
    zona: zona_localidad && zona_barrio ? { localidad: zona_localidad, barrio: zona_barrio } : null,
    created_at: iso(r.created_at),
  };
}

/**
 * The places asked for in «¿No está tu barrio?» (ADR 141), the most asked first: each counted by
 * its key (accents and case folded), named as its latest request wrote it.
 */
export async function missingZones(db: Executor, limit: number) {
  const latest = sql<string>`(array_agg(${contactosValuacion.zonaLocalidad} order by ${contactosValuacion.createdAt} desc))[1]`;
  const latestBarrio = sql<string>`(array_agg(${contactosValuacion.zonaBarrio} order by ${contactosValuacion.createdAt} desc))[1]`;
  const asked = isNotNull(contactosValuacion.zonaClave);
  const [items, [totals]] = await Promise.all([
    db
      .select({ localidad: latest, barrio: latestBarrio, cantidad: count(), ultimo_pedido: sql<Date>`max(${contactosValuacion.createdAt})` })
      .from(contactosValuacion)
      .where(asked)
      .groupBy(contactosValuacion.zonaClave)
      .orderBy(desc(count()), desc(sql`max(${contactosValuacion.createdAt})`))
      .limit(limit),
    db
      .select({ lugares: sql<number>`count(distinct ${contactosValuacion.zonaClave})::int`, pedidos: count() })
      .from(contactosValuacion)
      .where(asked),
  ]);
  return {
    items: items.map((i) => ({ ...i, ultimo_pedido: iso(i.ultimo_pedido) })),
    lugares: totals?.lugares ?? 0,
    pedidos: totals?.pedidos ?? 0,
  };
}

export async function listContactos(db: Executor, filter: LeadFilter, page: { limit: number; offset: number }, today: string) {
  const where = leadFilterCondition(contactosValuacion, filter, today);
  const [rows, [totals]] = await Promise.all([
    contactosQuery(db).where(where).orderBy(desc(contactosValuacion.createdAt), desc(contactosValuacion.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(contactosValuacion).where(where),
  ]);
  return { items: rows.map((row) => toContacto(row, today)), total: totals?.n ?? 0 };
}

/** One batch of the filtered leads for the export, newest first, after the row `after` (keyset). */
export async function contactosCsvBatch(
  db: Executor,
  filter: LeadFilter,
  after: { created_text: string; id: string } | null,
  limit: number,
  today: string,
): Promise<ContactoCsvRow[]> {
  const rows = await contactosQuery(db)
    .where(
      and(
        leadFilterCondition(contactosValuacion, filter, today),
        after ? sql`(${contactosValuacion.createdAt}, ${contactosValuacion.id}) < (${after.created_text}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(contactosValuacion.createdAt), desc(contactosValuacion.id))
    .limit(limit);
  return rows.map((row) => ({ ...toContacto(row, today), created_text: row.created_text }));
}

/** Contact leads that arrived in [since, until), oldest first (the morning digest, ADR 093). */
export function pageContactosBetween(db: Executor, since: Date, until: Date, limit: number) {
  const columns = { nombre: contactosValuacion.nombre, email: contactosValuacion.email, comentario: contactosValuacion.comentario };
  return leadsArrivedBetween(db, contactosValuacion, columns, since, until, limit);
}
