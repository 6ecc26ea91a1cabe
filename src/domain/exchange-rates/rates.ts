import { z } from 'zod';
import { NUMBER_KINDS, optionalTypedNumber, typedNumber } from '../shared/typed-number.ts';
import { RATE_STALE_NOTE, RATE_TYPES, type RateType } from './rate-types.ts';

/**
 * Dated exchange rates (DESIGN §9, ADR 120): pesos per US dollar by type, as read from the sources
 * (the BCRA's API for the oficial, a DolarAPI-shaped list for MEP and blue) or typed by an admin.
 * Shared by the cash log's rate of the day and the valuation's cost to close.
 */

// Re-exported: the zod-free part lives in rate-types.ts, so the result page's closing costs read it without zod.
export { RATE_TYPE_LABELS, RATE_TYPES, type RateType, rateAgeText } from './rate-types.ts';

export const RATE_SOURCES = ['bcra', 'dolarapi', 'manual'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];
export const RATE_SOURCE_LABELS: Record<RateSource, string> = { bcra: 'BCRA', dolarapi: 'Fuente configurada (FX_URL)', manual: 'Carga manual' };

/** A rate whose own time is older than this says so ("desactualizada"). */
export const RATE_STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Pesos per dollar never reach this (numeric(14,4) holds ten whole digits). */
export const RATE_MAX = 99_999_999.99;

export const RATE_MESSAGES = {
  tipoRequired: 'Elegí el tipo de cotización',
  ventaRequired: 'Ingresá el valor de venta',
  valorPositive: 'La cotización debe ser mayor a 0',
  valorTooHigh: 'La cotización es demasiado alta',
  fetchFailed: 'No pudimos leer las cotizaciones de la fuente configurada',
  notConfigured: 'No hay una fuente de cotizaciones configurada (FX_URL o FX_BCRA_URL): cargalas a mano',
  stale: RATE_STALE_NOTE,
} as const;

/** One reading as a source gives it: the type, pesos per dollar (compra may be absent: the BCRA gives one figure) and the source's own time. */
export interface RateReading {
  tipo: RateType;
  compra: number | null;
  venta: number;
  fuente: RateSource;
  fecha: Date;
}

const positive = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= RATE_MAX ? Math.round(n * 10_000) / 10_000 : null;
};

const validDate = (v: unknown): Date | null => {
  if (typeof v !== 'string' || v.length > 40) return null;
  // A bare date (the BCRA's «2026-11-27») is that day's noon in Buenos Aires, so it never reads as the day before.
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T12:00:00-03:00` : v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** DolarAPI's `casa` names for our types ("bolsa" is the MEP). Other houses (CCL, tarjeta, cripto…) are left out. */
const DOLARAPI_HOUSES: Record<string, RateType> = { oficial: 'oficial', bolsa: 'mep', mep: 'mep', blue: 'blue' };

/**
 * A DolarAPI-shaped answer (`[{ casa, compra, venta, fechaActualizacion }]`) as readings; entries
 * that are not ours or not whole (no positive venta, no valid time) are skipped, never guessed.
 */
export function parseDolarApi(body: unknown): RateReading[] {
  if (!Array.isArray(body)) return [];
  const readings: RateReading[] = [];
  for (const entry of body.slice(0, 100)) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const tipo = typeof e.casa === 'string' ? DOLARAPI_HOUSES[e.casa.toLowerCase()] : undefined;
    const venta = positive(e.venta);
    const fecha = validDate(e.fechaActualizacion);
    if (!tipo || venta === null || !fecha) continue;
    if (readings.some((r) => r.tipo === tipo)) continue;
    readings.push({ tipo, compra: positive(e.compra), venta, fuente: 'dolarapi', fecha });
  }
  return readings;
}

/**
 * The oficial from the BCRA's exchange-rate API (estadisticascambiarias v1.0 `Cotizaciones` or
 * `Cotizaciones/USD`): `results` is one `{ fecha, detalle[] }` or a list of them, the latest
 * first; the USD row's `tipoCotizacion` is pesos per dollar.
 */
export function parseBcra(body: unknown): RateReading | null {
  if (!body || typeof body !== 'object') return null;
  const results = (body as Record<string, unknown>).results;
  const days = (Array.isArray(results) ? results : [results]).filter((d): d is Record<string, unknown> => !!d && typeof d === 'object');
  let best: RateReading | null = null;
  for (const day of days.slice(0, 400)) {
    const fecha = validDate(day.fecha);
    const detalle = Array.isArray(day.detalle) ? day.detalle : [];
    const usd = detalle.find((d): d is Record<string, unknown> => !!d && typeof d === 'object' && (d as Record<string, unknown>).codigoMoneda === 'USD');
    const venta = positive(usd?.tipoCotizacion);
    if (!fecha || venta === null) continue;
    if (!best || fecha > best.fecha) best = { tipo: 'oficial', compra: null, venta, fuente: 'bcra', fecha };
  }
  return best;
}

/** Whether a rate of `fecha` is older than a day at `now`. */
export function isStale(fecha: Date | string, now: Date): boolean {
  return now.getTime() - new Date(fecha).getTime() > RATE_STALE_AFTER_MS;
}

export const rateTypeSchema = z.enum(RATE_TYPES, { error: RATE_MESSAGES.tipoRequired });

/** POST /api/admin/cotizaciones: an admin types a rate when the source is down (es-AR numbers, ADR 024). */
export const manualRateInputSchema = z.object({
  tipo: rateTypeSchema,
  venta: typedNumber({
    kind: NUMBER_KINDS.money,
    above: 0,
    max: RATE_MAX,
    messages: { required: RATE_MESSAGES.ventaRequired, min: RATE_MESSAGES.valorPositive, max: RATE_MESSAGES.valorTooHigh },
  }),
  compra: optionalTypedNumber({
    kind: NUMBER_KINDS.money,
    above: 0,
    max: RATE_MAX,
    messages: { min: RATE_MESSAGES.valorPositive, max: RATE_MESSAGES.valorTooHigh },
  }),
});
export type ManualRateInput = z.input<typeof manualRateInputSchema>;

/** The last reading of one type, with its age: `desactualizada` past a day. */
export const exchangeRateSchema = z.object({
  tipo: rateTypeSchema,
  compra: z.number().nullable(),
  venta: z.number(),
  fuente: z.enum(RATE_SOURCES),
  /** The source's own time of the rate (the admin's moment for a manual one). */
  fecha: z.string(),
  /** When we read (or an admin typed) it. */
  leida_at: z.string(),
  edad_minutos: z.number().int(),
  desactualizada: z.boolean(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** GET /api/cotizaciones: the last rate per type (a type never read is absent) and whether a source is configured. */
export const exchangeRatesSchema = z.object({
  items: z.array(exchangeRateSchema),
  fuente_configurada: z.boolean(),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** POST /api/admin/cotizaciones/actualizar: what the on-demand fetch read and what failed. */
export const refreshResultSchema = z.object({
  leidas: z.number().int(),
  errores: z.array(z.string()),
  cotizaciones: exchangeRatesSchema,
});
export type RefreshResult = z.infer<typeof refreshResultSchema>;

/** A stored reading as the API shows it, aged at `now`. */
export function rateView(r: RateReading & { leidaAt: Date }, now: Date): ExchangeRate {
  return {
    tipo: r.tipo,
    compra: r.compra,
    venta: r.venta,
    fuente: r.fuente,
    fecha: r.fecha.toISOString(),
    leida_at: r.leidaAt.toISOString(),
    edad_minutos: Math.max(0, Math.floor((now.getTime() - r.fecha.getTime()) / 60_000)),
    desactualizada: isStale(r.fecha, now),
  };
}
