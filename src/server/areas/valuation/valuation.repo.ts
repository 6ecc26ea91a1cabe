import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type SettingKey } from '../../../domain/settings/settings.ts';
import { zoneKey } from '../../../domain/valuation/coverage.ts';
import type { ValuePoint } from '../../../domain/valuation/history.ts';
import type { LocationQuality } from '../../../domain/valuation/options.ts';
import type { Suggestion } from '../../../domain/valuation/range.ts';
import type { Barrio, Consulta, Localidad, Precio } from '../../../domain/valuation/valuation.ts';
import { listBarrioSuggestions } from '../../platform/db/barrio-suggestions.ts';
import type { Executor } from '../../platform/db/client.ts';
import { barrios, barrioValoresHistorial, configuracionSistema, consultas, contactosValuacion, localidades } from '../../platform/db/schema/index.ts';

/**
 * Active localities with at least one active barrio: one without barrios would leave BARRIO empty
 * and CALCULAR unavailable for good.
 */
export async function listActiveLocalidades(db: Executor): Promise<Localidad[]> {
  const withActiveBarrio = db
    .select({ one: sql`1` })
    .from(barrios)
    .where(and(eq(barrios.localidadId, localidades.id), eq(barrios.activo, true)));
  return db
    .select({ id: localidades.id, nombre: localidades.nombre })
    .from(localidades)
    .where(and(eq(localidades.activo, true), exists(withActiveBarrio)))
    .orderBy(asc(localidades.nombre));
}

/** Active barrios of an active locality (an inactive locality shows none). */
export async function listActiveBarrios(db: Executor, localidadId: string): Promise<Barrio[]> {
  return db
    .select({ id: barrios.id, nombre: barrios.nombre, localidad_id: barrios.localidadId, valor_incidencia_usd_m2: barrios.valorIncidenciaUsdM2 })
    .from(barrios)
    .innerJoin(localidades, eq(localidades.id, barrios.localidadId))
    .where(and(eq(barrios.localidadId, localidadId), eq(barrios.activo, true), eq(localidades.activo, true)))
    .orderBy(asc(barrios.nombre));
}

/** The public price table: active barrios of active localities, by locality then barrio name. */
export async function listPrecios(db: Executor): Promise<Precio[]> {
  return db
    .select({
      localidad_id: localidades.id,
      localidad_nombre: localidades.nombre,
      barrio_id: barrios.id,
      barrio_nombre: barrios.nombre,
      valor_incidencia_usd_m2: barrios.valorIncidenciaUsdM2,
    })
    .from(barrios)
    .innerJoin(localidades, eq(localidades.id, barrios.localidadId))
    .where(and(eq(barrios.activo, true), eq(localidades.activo, true)))
    .orderBy(asc(localidades.nombre), asc(barrios.nombre));
}

export interface ValuationInputs {
  localidad: { id: string; nombre: string; activo: boolean } | undefined;
  barrio: { id: string; nombre: string; activo: boolean; localidadId: string; valor: number } | undefined;
  /** The stored adjustment percent, or null when the row is missing. */
  porcentaje: string | null;
}

/** Everything a valuation reads, in one round trip (the embedded database serves one query at a time). */
export async function readValuationInputs(db: Executor, localidadId: string, barrioId: string): Promise<ValuationInputs> {
  type Row = {
    localidad_id: string | null;
    localidad_nombre: string | null;
    localidad_activo: boolean | null;
    barrio_id: string | null;
    barrio_nombre: string | null;
    barrio_activo: boolean | null;
    barrio_localidad_id: string | null;
    valor: string | null;
    porcentaje: string | null;
  };
  // Both drivers answer `{ rows }`; numeric comes back as text.
  const result = (await db.execute(sql`
    select l.id as localidad_id, l.nombre as localidad_nombre, l.activo as localidad_activo,
           b.id as barrio_id, b.nombre as barrio_nombre, b.activo as barrio_activo, b.localidad_id as barrio_localidad_id,
           b.valor_incidencia_usd_m2::text as valor,
           (select valor from ${configuracionSistema} where clave = 'porcentaje_ajuste_mercado') as porcentaje
    from (select 1) as one
    left join ${localidades} l on l.id = ${localidadId}
    left join ${barrios} b on b.id = ${barrioId}`)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  return {
    localidad: row?.localidad_id ? { id: row.localidad_id, nombre: row.localidad_nombre ?? '', activo: row.localidad_activo === true } : undefined,
    barrio: row?.barrio_id
      ? {
          id: row.barrio_id,
          nombre: row.barrio_nombre ?? '',
          activo: row.barrio_activo === true,
          localidadId: row.barrio_localidad_id ?? '',
          valor: Number(row.valor),
        }
      : undefined,
    porcentaje: row?.porcentaje ?? null,
  };
}

export interface NewConsulta {
  localidadId: string;
  barrioId: string;
  m2Vendibles: number;
  ubicacionCalidad: LocationQuality;
  valorListaUsd: number;
  valorMercadoUsd: number;
  porcentajeAjuste: number;
  origen: 'web' | 'mobile';
}

export async function insertConsulta(db: Executor, values: NewConsulta): Promise<{ id: string; fecha: Date }> {
  const [row] = await db.insert(consultas).values(values).returning({ id: consultas.id, fecha: consultas.fecha });
  if (!row) throw new Error('insert consultas returned no row');
  return row;
}

export async function findConsulta(db: Executor, id: string): Promise<Consulta | undefined> {
  const [row] = await db
    .select({
      id: consultas.id,
      fecha: consultas.fecha,
      localidad_id: consultas.localidadId,
      localidad_nombre: localidades.nombre,
      barrio_id: consultas.barrioId,
      barrio_nombre: barrios.nombre,
      m2_vendibles: consultas.m2Vendibles,
      ubicacion_calidad: consultas.ubicacionCalidad,
      valor_lista_usd: consultas.valorListaUsd,
      valor_mercado_usd: consultas.valorMercadoUsd,
      porcentaje_ajuste: consultas.porcentajeAjuste,
      origen: consultas.origen,
    })
    .from(consultas)
    .innerJoin(localidades, eq(localidades.id, consultas.localidadId))
    .innerJoin(barrios, eq(barrios.id, consultas.barrioId))
    .where(eq(consultas.id, id));
  if (!row) return undefined;
  return { ...row, fecha: row.fecha.toISOString(), ubicacion_calidad: row.ubicacion_calidad as LocationQuality, origen: row.origen as 'web' | 'mobile' };
}

export async function insertContacto(
  db: Executor,
  values: {
    nombre: string;
    email: string;
    telefono: string;
    comentario?: string | undefined;
    consulta_id?: string | undefined;
    zona?: { localidad: string; barrio: string } | undefined;
  },
): Promise<{ id: string }> {
  const { consulta_id, zona, ...fields } = values;
  // «¿No está tu barrio?» (ADR 141): its own origin, the place as typed and its key for counting.
  const missingZone = zona
    ? { origen: 'barrio-faltante', zonaLocalidad: zona.localidad, zonaBarrio: zona.barrio, zonaClave: zoneKey(zona.localidad, zona.barrio) }
    : {};
  const [row] = await db
    .insert(contactosValuacion)
    .values({ ...fields, comentario: fields.comentario ?? null, consultaId: consulta_id ?? null, ...missingZone })
    .returning({ id: contactosValuacion.id });
  if (!row) throw new Error('insert contactos_valuacion returned no row');
  return row;
}

/** A lead from «Recibilo por e-mail» (docs/decisions/094): the address, its consulta, the consent ticked now. */
export async function insertReportLead(db: Executor, values: { consultaId: string; email: string; consentimientoVersion: string }): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactosValuacion)
    .values({ origen: 'informe-email', ...values, consentimientoAt: sql`now()` })
    .returning({ id: contactosValuacion.id });
  if (!row) throw new Error('insert contactos_valuacion returned no row');
  return row;
}

/** Reports asked by e-mail for this consulta in the last hour, and to this address in the last day (one query). */
export async function countRecentReportLeads(db: Executor, consultaId: string, email: string): Promise<{ consulta: number; email: number }> {
  const result = (await db.execute(sql`
    select
      (select count(*) from ${contactosValuacion}
        where consulta_id = ${consultaId} and created_at > now() - interval '1 hour')::integer as consulta,
      (select count(*) from ${contactosValuacion}
        where origen = 'informe-email' and lower(email) = lower(${email}) and created_at > now() - interval '1 day')::integer as email`)) as unknown as {
    rows: Array<{ consulta: number; email: number }>;
  };
  const row = result.rows[0];
  return { consulta: Number(row?.consulta ?? 0), email: Number(row?.email ?? 0) };
}

// The report (ADR 090) -----------------------------------------------------------------

/** More changes than this in 12 months are not drawn (the newest are kept); staff change a value a few times a year. */
export const MAX_HISTORY_POINTS = 200;
/** Suggestions read for one range (the newest): enough for quartiles, bounded whatever the community posts. */
const MAX_SUGGESTIONS = 1000;

/**
 * The community's price suggestions (USD/m²) for a barrio in (since, until], from visible comments.
 * Comments name their barrio by text, as the neighbourhood area stores them (case-insensitive).
 */
export const listSuggestions = (db: Executor, barrioNombre: string, since: Date, until: Date): Promise<Suggestion[]> =>
  listBarrioSuggestions(db, barrioNombre, since, until, MAX_SUGGESTIONS);

type HistoryRow = { barrio_id: string; valor: string; fecha: Date | string };

const historyPoint = (r: HistoryRow): ValuePoint => ({ fecha: new Date(r.fecha).toISOString(), valor: Number(r.valor) });

/**
 * History entries of barrios up to `until`: for each, the last one at or before `since` (the value
 * in force when the 12-month window opens) and the newest MAX_HISTORY_POINTS after it. One query.
 */
async function historyRows(db: Executor, since: Date, until: Date, barrioId?: string): Promise<HistoryRow[]> {
  const onlyBarrio = barrioId ? sql`and b.id = ${barrioId}` : sql`and b.activo and l.activo`;
  const result = (await db.execute(sql`
    select barrio_id, valor, fecha from (
      select h.barrio_id, h.valor_incidencia_usd_m2::text as valor, h.created_at as fecha,
             row_number() over (partition by h.barrio_id, h.created_at <= ${since} order by h.created_at desc, h.id desc) as n,
             h.created_at <= ${since} as before
      from ${barrioValoresHistorial} h
      join ${barrios} b on b.id = h.barrio_id
      join ${localidades} l on l.id = b.localidad_id
      where h.created_at <= ${until} ${onlyBarrio}
    ) ranked
    where (before and n = 1) or (not before and n <= ${MAX_HISTORY_POINTS})
    order by barrio_id, fecha`)) as unknown as { rows: HistoryRow[] };
  return result.rows;
}

/** One barrio's entries for its 12-month series ending at `until`. */
export async function listBarrioHistory(db: Executor, barrioId: string, since: Date, until: Date): Promise<ValuePoint[]> {
  return (await historyRows(db, since, until, barrioId)).map(historyPoint);
}

/** Every active barrio's entries (of active localities), by barrio id. */
export async function listActiveBarrioHistories(db: Executor, since: Date, until: Date): Promise<Map<string, ValuePoint[]>> {
  const byBarrio = new Map<string, ValuePoint[]>();
  for (const row of await historyRows(db, since, until)) {
    const list = byBarrio.get(row.barrio_id) ?? [];
    list.push(historyPoint(row));
    byBarrio.set(row.barrio_id, list);
  }
  return byBarrio;
}

/** Active barrio ids of active localities, by locality then name (the order of the neighbourhood cards). */
export async function listActiveBarrioIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: barrios.id })
    .from(barrios)
    .innerJoin(localidades, eq(localidades.id, barrios.localidadId))
    .where(and(eq(barrios.activo, true), eq(localidades.activo, true)))
    .orderBy(asc(localidades.nombre), asc(barrios.nombre));
  return rows.map((r) => r.id);
}

const REPORT_SETTINGS = ['texto_legal', 'whatsapp_empresa', 'email_contacto', 'telefono_contacto'] as const satisfies readonly SettingKey[];
export type ReportSettings = Record<(typeof REPORT_SETTINGS)[number], string>;

/** The legal text and the firm's contact data the report prints, each falling back to its default. */
export async function readReportSettings(db: Executor): Promise<ReportSettings> {
  const rows = await db
    .select({ clave: configuracionSistema.clave, valor: configuracionSistema.valor })
    .from(configuracionSistema)
    .where(inArray(configuracionSistema.clave, [...REPORT_SETTINGS]));
  const values: ReportSettings = {
    texto_legal: DEFAULT_SETTINGS.texto_legal,
    whatsapp_empresa: DEFAULT_SETTINGS.whatsapp_empresa,
    email_contacto: DEFAULT_SETTINGS.email_contacto,
    telefono_contacto: DEFAULT_SETTINGS.telefono_contacto,
  };
  for (const row of rows) if (row.clave in values && row.valor.trim()) values[row.clave as keyof ReportSettings] = row.valor;
  return values;
}
