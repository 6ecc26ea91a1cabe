import { and, asc, eq } from 'drizzle-orm';
import type { LocationQuality } from '../../domain/reference/options.ts';
import type { Barrio, Consulta, Localidad, Precio } from '../../domain/valuation/valuation.ts';
import type { Executor } from '../db/client.ts';
import { barrios, consultas, contactosValuacion, localidades } from '../db/schema/index.ts';

export async function listActiveLocalidades(db: Executor): Promise<Localidad[]> {
  return db.select({ id: localidades.id, nombre: localidades.nombre }).from(localidades).where(eq(localidades.activo, true)).orderBy(asc(localidades.nombre));
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

export interface BarrioForValuation {
  barrioId: string;
  barrioNombre: string;
  barrioActivo: boolean;
  valor: number;
  localidadId: string;
  localidadNombre: string;
  localidadActiva: boolean;
}

export async function findBarrioForValuation(db: Executor, barrioId: string): Promise<BarrioForValuation | undefined> {
  const [row] = await db
    .select({
      barrioId: barrios.id,
      barrioNombre: barrios.nombre,
      barrioActivo: barrios.activo,
      valor: barrios.valorIncidenciaUsdM2,
      localidadId: localidades.id,
      localidadNombre: localidades.nombre,
      localidadActiva: localidades.activo,
    })
    .from(barrios)
    .innerJoin(localidades, eq(localidades.id, barrios.localidadId))
    .where(eq(barrios.id, barrioId));
  return row;
}

export async function findLocalidad(db: Executor, id: string): Promise<{ id: string; nombre: string; activo: boolean } | undefined> {
  const [row] = await db.select({ id: localidades.id, nombre: localidades.nombre, activo: localidades.activo }).from(localidades).where(eq(localidades.id, id));
  return row;
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
