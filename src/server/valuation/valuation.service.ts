import { z } from 'zod';
import { marketAdjustmentPercent } from '../../domain/settings/settings.ts';
import type { consultaInputSchema } from '../../domain/valuation/valuation.schemas.ts';
import { type Consulta, computeValuation, type Precio, VALUATION_MESSAGES } from '../../domain/valuation/valuation.ts';
import type { Database } from '../db/client.ts';
import { Invalid, NotFound } from '../errors.ts';
import { findConsulta, insertConsulta, listPrecios, readValuationInputs } from './valuation.repo.ts';

type ConsultaBody = z.output<typeof consultaInputSchema>;

/**
 * DESIGN.md §5: the server computes from the stored incidence value and the configured
 * percent (14 when missing) and stores the percent it used. The client sends no values.
 */
export async function createConsulta(db: Database, body: ConsultaBody): Promise<Consulta> {
  const { localidad, barrio, porcentaje: stored } = await readValuationInputs(db, body.localidad_id, body.barrio_id);
  if (!localidad?.activo) throw Invalid(VALUATION_MESSAGES.localityUnavailable);
  if (!barrio?.activo || barrio.localidadId !== localidad.id) throw Invalid(VALUATION_MESSAGES.barrioUnavailable);

  // A blank value is a missing one (Number('') would read as 0%).
  const porcentaje = marketAdjustmentPercent(stored?.trim() ? stored : null);
  const values = computeValuation(body.m2_vendibles, barrio.valor, porcentaje);
  const row = await insertConsulta(db, {
    localidadId: localidad.id,
    barrioId: barrio.id,
    m2Vendibles: body.m2_vendibles,
    ubicacionCalidad: body.ubicacion_calidad,
    valorListaUsd: values.valor_lista_usd,
    valorMercadoUsd: values.valor_mercado_usd,
    porcentajeAjuste: porcentaje,
    origen: body.origen,
  });
  return {
    id: row.id,
    fecha: row.fecha.toISOString(),
    localidad_id: localidad.id,
    localidad_nombre: localidad.nombre,
    barrio_id: barrio.id,
    barrio_nombre: barrio.nombre,
    m2_vendibles: body.m2_vendibles,
    ubicacion_calidad: body.ubicacion_calidad,
    ...values,
    porcentaje_ajuste: porcentaje,
    origen: body.origen,
  };
}

const uuid = z.uuid();

/** Unknown and malformed ids read the same: 'Consulta no encontrada'. */
export async function getConsulta(db: Database, id: string): Promise<Consulta> {
  const found = uuid.safeParse(id).success ? await findConsulta(db, id) : undefined;
  if (!found) throw NotFound(VALUATION_MESSAGES.notFound);
  return found;
}

/**
 * The price table changes only when staff edit a barrio, and every visitor of /parcela reads
 * it: one query per `ttlMs` per process at most. Edits show up within that time.
 */
export function createPriceCache(db: Database, ttlMs: number, now: () => number = Date.now) {
  let cached: { at: number; rows: Promise<Precio[]> } | undefined;
  return {
    get(): Promise<Precio[]> {
      if (!cached || now() - cached.at >= ttlMs) {
        const rows = listPrecios(db);
        const entry = { at: now(), rows };
        cached = entry;
        // A failed read is not kept: the next request tries again.
        rows.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.rows;
    },
  };
}
