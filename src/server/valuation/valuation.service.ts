import { z } from 'zod';
import { marketAdjustmentPercent } from '../../domain/settings/settings.ts';
import { ERROR_CODES } from '../../domain/shared/api-error.ts';
import type { consultaInputSchema, contactoInputSchema } from '../../domain/valuation/valuation.schemas.ts';
import { type Consulta, computeValuation, type Precio, VALUATION_MESSAGES } from '../../domain/valuation/valuation.ts';
import type { Database, Executor } from '../db/client.ts';
import { Invalid, NotFound } from '../errors.ts';
import * as repo from './valuation.repo.ts';

type ConsultaBody = z.output<typeof consultaInputSchema>;
type ContactoBody = z.output<typeof contactoInputSchema>;

/** How long the price table is served from memory; browsers, proxies and the rendered pages may keep it as long. */
export const PRICE_CACHE_SECONDS = 60;

const uuid = z.uuid();

/** The valuation site: lists, the price table, consultas computed on the server, contact leads. */
export function createValuationService({
  db,
  priceTtlMs = PRICE_CACHE_SECONDS * 1000,
  now = Date.now,
}: {
  db: Database;
  priceTtlMs?: number;
  now?: () => number;
}) {
  const prices = createPriceCache(db, priceTtlMs, now);
  const unavailable = (message: string, field: string) => Invalid(message, { code: ERROR_CODES.valuationOptionUnavailable, field });
  return {
    listLocalidades: () => repo.listActiveLocalidades(db),
    listBarrios: (localidadId: string) => repo.listActiveBarrios(db, localidadId),
    /** The public price table, one query per cache period at most. */
    precios: () => prices.get(),

    /**
     * DESIGN.md §5: the server computes from the stored incidence value and the configured
     * percent (14 when missing) and stores the percent it used. The client sends no values.
     */
    async createConsulta(body: ConsultaBody): Promise<Consulta> {
      const { localidad, barrio, porcentaje: stored } = await repo.readValuationInputs(db, body.localidad_id, body.barrio_id);
      if (!localidad?.activo) throw unavailable(VALUATION_MESSAGES.localityUnavailable, 'localidad_id');
      if (!barrio?.activo || barrio.localidadId !== localidad.id) throw unavailable(VALUATION_MESSAGES.barrioUnavailable, 'barrio_id');

      // A blank value is a missing one (Number('') would read as 0%).
      const porcentaje = marketAdjustmentPercent(stored?.trim() ? stored : null);
      const values = computeValuation(body.m2_vendibles, barrio.valor, porcentaje);
      const row = await repo.insertConsulta(db, {
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
    },

    /** Unknown and malformed ids read the same: 'Consulta no encontrada'. */
    async getConsulta(id: string): Promise<Consulta> {
      const found = uuid.safeParse(id).success ? await repo.findConsulta(db, id) : undefined;
      if (!found) throw NotFound(VALUATION_MESSAGES.notFound);
      return found;
    },

    /** 'Hablar con un analista': every lead is stored (DESIGN.md §5) and listed in /admin/contactos. */
    createContacto: (body: ContactoBody) => repo.insertContacto(db, body),
  };
}

export type ValuationService = ReturnType<typeof createValuationService>;

/**
 * The price table changes only when staff edit a barrio, and every visitor of /parcela reads
 * it: one query per `ttlMs` per process at most. Edits show up within that time.
 */
function createPriceCache(db: Executor, ttlMs: number, now: () => number) {
  let cached: { at: number; rows: Promise<Precio[]> } | undefined;
  return {
    get(): Promise<Precio[]> {
      if (!cached || now() - cached.at >= ttlMs) {
        const rows = repo.listPrecios(db);
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
