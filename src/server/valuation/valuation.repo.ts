import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { LocationQuality } from '../../domain/valuation/options.ts';
import type { Barrio, Consulta, Localidad, Precio } from '../../domain/valuation/valuation.ts';
import type { Executor } from '../db/client.ts';
import { barrios, configuracionSistema, consultas, contactosValuacion, localidades } from '../db/schema/index.ts';

/**
 * Active localities with at least one active barrio: one without barrios would leave BARRIO empty
 * and CALCULAR unavailable for good (issue 14).
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
  values: { nombre: string; email: string; telefono: string; comentario?: string | undefined },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactosValuacion)
    .values({ ...values, comentario: values.comentario ?? null })
    .returning({ id: contactosValuacion.id });
  if (!row) throw new Error('insert contactos_valuacion returned no row');
  return row;
}
