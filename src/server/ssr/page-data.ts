import { z } from 'zod';
import { carouselItemSchema, carouselTypeSchema } from '../../domain/carousel/carousel.schemas.ts';
import { publicPlotSchema } from '../../domain/fund/land.ts';
import { barrioPageSchema } from '../../domain/neighbourhood/barrio-page.ts';
import { barrioValueSchema } from '../../domain/neighbourhood/barrio-values.ts';
import { propertySchema } from '../../domain/properties/properties.schemas.ts';
import { publicSettingsSchema } from '../../domain/settings/public-settings.ts';
import { paginatedSchema, paginationQuerySchema } from '../../domain/shared/pagination.ts';
import { closingCostsDataSchema } from '../../domain/valuation/closing-costs.schemas.ts';
import { barrioHistorySchema, valueHistorySchema } from '../../domain/valuation/history.schemas.ts';
import { valueRangeSchema } from '../../domain/valuation/range.schemas.ts';
import { consultaSchema, precioSchema } from '../../domain/valuation/valuation.schemas.ts';
import { PRICE_CACHE_SECONDS } from '../areas/valuation/valuation.service.ts';
import type { Services } from '../compose.ts';
import type { PublicData } from '../platform/public-data.ts';

/** A public query of the web app, by its TanStack query key (see each public area's api.ts). */
export type QueryKey = readonly unknown[];

export interface PageData {
  /** The JSON the API answers for this query key; throws the API's AppError (404 for an unknown consulta). */
  read(key: QueryKey): Promise<unknown>;
  /** Whether `read(key)` answers the same to every visitor for a while (false: read per request). */
  isShared(key: QueryKey): boolean;
  /** The public data a shared query reads (any of it changing drops the answer). */
  readsOf(key: QueryKey): readonly PublicData[];
  /** Calls `listener` after a change of public data has dropped the answers that read it (the rendered pages follow). */
  onChange(listener: (what: PublicData) => void): void;
}

const schemas = {
  barrioValues: z.array(barrioValueSchema),
  settings: publicSettingsSchema,
  precios: z.array(precioSchema),
  consulta: consultaSchema,
  consultaRange: valueRangeSchema,
  consultaHistory: valueHistorySchema,
  consultaClosingCosts: closingCostsDataSchema,
  barrioHistories: z.array(barrioHistorySchema),
  carousel: z.array(carouselItemSchema),
  properties: paginatedSchema(propertySchema),
  plots: z.array(publicPlotSchema),
  barrioPage: barrioPageSchema,
};

/**
 * The data of the server-rendered pages, read from the same services the API uses (built once,
 * compose.ts) and shaped by the same response schemas (so the page hydrates with what
 * `GET /api/…` would have answered). Lists every visitor sees are kept as long as the API keeps the
 * price table (PRICE_CACHE_SECONDS) and dropped when their owner says they changed
 * (platform/public-data.ts), so a page never shows older data than the API.
 */
export function createPageData(
  services: Pick<Services, 'neighbourhood' | 'settings' | 'valuation' | 'carousel' | 'properties' | 'fund' | 'changes'>,
  ttlMs = PRICE_CACHE_SECONDS * 1000,
  now: () => number = Date.now,
): PageData {
  const { neighbourhood, settings, valuation, carousel, properties, fund, changes } = services;
  const cache = new Map<string, { at: number; value: Promise<unknown>; reads: readonly PublicData[] }>();
  const listeners: Array<(what: PublicData) => void> = [];
  // One consulta (and its range and history) per id: read each time (an id-keyed cache would grow without bound).
  const isShared = (key: QueryKey) => !(key[0] === 'valuation' && key[1] === 'consulta');

  /** ['valuation', 'consulta', id] and its parts ['valuation', 'consulta', id, 'rango' | 'historial' | 'costos-cierre']. */
  async function readConsulta(key: QueryKey): Promise<unknown> {
    const id = String(key[2] ?? '');
    if (key[3] === 'rango') return asJson(schemas.consultaRange, await valuation.consultaRange(id));
    if (key[3] === 'historial') return asJson(schemas.consultaHistory, await valuation.consultaHistory(id));
    if (key[3] === 'costos-cierre') return asJson(schemas.consultaClosingCosts, await valuation.consultaClosingCosts(id));
    return asJson(schemas.consulta, await valuation.getConsulta(id));
  }

  /** Same JSON as the API: the response schema picks the fields, JSON turns dates into strings. */
  const asJson = <T>(schema: z.ZodType<T>, value: unknown) => JSON.parse(JSON.stringify(schema.parse(value))) as T;

  /**
   * The shared queries, each with the public data it reads (a change of that data drops the answer)
   * and how to read it: one table, so a query cannot be served without an owner to invalidate it.
   */
  const shared: Array<{ area: string; kind?: string; reads: readonly PublicData[]; read: (arg: unknown) => Promise<unknown> }> = [
    { area: 'valores-barrios', reads: ['barrios'], read: async () => asJson(schemas.barrioValues, await neighbourhood.barrioValues()) },
    { area: 'configuracion', kind: 'publica', reads: ['settings'], read: async () => asJson(schemas.settings, await settings.readPublic()) },
    { area: 'valuation', kind: 'precios', reads: ['barrios'], read: async () => asJson(schemas.precios, await valuation.precios()) },
    { area: 'valuation', kind: 'historial-barrios', reads: ['barrios'], read: async () => asJson(schemas.barrioHistories, await valuation.barrioHistories()) },
    {
      area: 'carrusel',
      kind: 'publico',
      reads: ['carousel'],
      read: async (arg) => asJson(schemas.carousel, await carousel.listPublic(carouselTypeSchema.parse(arg))),
    },
    {
      area: 'propiedades',
      kind: 'publicadas',
      reads: ['listings'],
      read: async (arg) => {
        const query = paginationQuerySchema.parse({ page: 1, page_size: (arg as { page_size?: unknown } | undefined)?.page_size });
        return asJson(schemas.properties, await properties.listPublished(query));
      },
    },
    // ['barrio', 'pagina', slug]: one entry per active barrio at most (an unknown slug fails, 404, and is not kept).
    {
      area: 'barrio',
      kind: 'pagina',
      reads: ['barrios', 'comments', 'listings', 'plots'],
      read: async (slug) => asJson(schemas.barrioPage, await neighbourhood.barrioPage(String(slug ?? ''))),
    },
    { area: 'terrenos', kind: 'publicos', reads: ['plots'], read: async () => asJson(schemas.plots, await fund.listPublic()) },
  ];
  const entryOf = ([area, kind]: QueryKey) => shared.find((q) => q.area === area && (q.kind === undefined || q.kind === kind));
  const readsOf = (key: QueryKey): readonly PublicData[] => entryOf(key)?.reads ?? [];

  async function fetch(key: QueryKey): Promise<unknown> {
    const entry = entryOf(key);
    if (!entry) throw new Error(`El servidor no sabe leer la consulta ${JSON.stringify(key)}`);
    return entry.read(key[2]);
  }

  changes.subscribe((what) => {
    for (const [id, entry] of cache) if (entry.reads.includes(what)) cache.delete(id);
    for (const listener of listeners) listener(what);
  });

  return {
    isShared,
    read(key) {
      if (!isShared(key)) return readConsulta(key);
      const id = JSON.stringify(key);
      const hit = cache.get(id);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = fetch(key);
      const entry = { at: now(), value, reads: readsOf(key) };
      cache.set(id, entry);
      // A failed read is not kept: the next page view tries again.
      value.catch(() => {
        if (cache.get(id) === entry) cache.delete(id);
      });
      return value;
    },
    readsOf,
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
