/**
 * The value range shown beside the market value (docs/decisions/090). Pure arithmetic,
 * no zod and no date library: the result page draws with it on first paint.
 */
import { formatUsd } from '../shared/money.ts';
import type { LocationQuality } from './options.ts';

/**
 * The rule's numbers (ADR 090 states them):
 * - the quality of the location moves the centre of the range (the barrio's incidence is an
 *   average: a better-placed plot sells above it, a worse one below);
 * - its half-width is half the interquartile range of the community's price suggestions for the
 *   barrio in the 12 months before the valuation, relative to their median, once the outliers are
 *   trimmed (Tukey's fences, 1.5 × IQR), kept between 6 % and 20 %;
 * - with fewer than 5 suggestions left, a fixed ±10 %.
 * The half-width never drops under the largest shift, so the market value is always inside.
 */
export const RANGE_RULE = {
  windowMonths: 12,
  minSuggestions: 5,
  fenceIqr: 1.5,
  fallbackHalfWidth: 0.1,
  minHalfWidth: 0.06,
  maxHalfWidth: 0.2,
  qualityShift: { Excelente: 0.04, 'Muy buena': 0.02, Buena: 0, Regular: -0.04 } satisfies Record<LocationQuality, number>,
} as const;

/** What the calculator says of the location, from the rule itself: it moves the range, not the list value. */
export function locationEffectNote(): string {
  const most = Math.max(...Object.values(RANGE_RULE.qualityShift).map(Math.abs));
  return `Mueve el centro del rango de mercado (hasta ${Math.round(most * 100)} % arriba o abajo); el valor de lista depende solo del barrio y de los m².`;
}

/** How the range was derived: from the community's suggestions, or the fixed band (too few). */
export type RangeMethod = 'sugerencias' | 'banda_fija';

/** The API's shape (snake_case like every public field). */
export interface ValueRange {
  desde_usd: number;
  hasta_usd: number;
  metodo: RangeMethod;
  /** Suggestions the spread was read from (after trimming). */
  sugerencias_usadas: number;
  /** Suggestions trimmed as outliers. */
  sugerencias_descartadas: number;
}

export interface Suggestion {
  /** USD per m² suggested by a visitor. */
  valor: number;
  /** When it was suggested (ISO instant). */
  fecha: string;
}

/** Quantile by linear interpolation between order statistics (R type 7, spreadsheets' QUARTILE.INC). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const below = sorted[lo] as number;
  const above = sorted[Math.min(lo + 1, sorted.length - 1)] as number;
  return below + (above - below) * (at - lo);
}

/** Tukey's fences: values beyond 1.5 × IQR from the quartiles are outliers. Input in any order. */
export function trimOutliers(values: readonly number[]): { kept: number[]; dropped: number[] } {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length < 4) return { kept: sorted, dropped: [] };
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const fence = RANGE_RULE.fenceIqr * (q3 - q1);
  const inside = (v: number) => v >= q1 - fence && v <= q3 + fence;
  return { kept: sorted.filter(inside), dropped: sorted.filter((v) => !inside(v)) };
}

/**
 * The range of a valuation. `suggestions` are the barrio's; only those in (since, asOf] count
 * (instants as ISO strings: the caller works out the 12 months in Buenos Aires time) and only
 * positive, finite ones. Ends are rounded outwards to three significant figures: a range is not
 * exact to the dollar.
 */
export function valueRange(input: {
  marketUsd: number;
  quality: LocationQuality;
  suggestions: readonly Suggestion[];
  since: string;
  asOf: string;
}): ValueRange {
  const from = Date.parse(input.since);
  const to = Date.parse(input.asOf);
  const values = input.suggestions
    .filter((s) => {
      const at = Date.parse(s.fecha);
      return at > from && at <= to && Number.isFinite(s.valor) && s.valor > 0;
    })
    .map((s) => s.valor);
  const { kept, dropped } = trimOutliers(values);
  const enough = kept.length >= RANGE_RULE.minSuggestions;
  let halfWidth: number = RANGE_RULE.fallbackHalfWidth;
  if (enough) {
    const median = quantile(kept, 0.5);
    const spread = (quantile(kept, 0.75) - quantile(kept, 0.25)) / 2 / median;
    halfWidth = Math.min(RANGE_RULE.maxHalfWidth, Math.max(RANGE_RULE.minHalfWidth, spread));
  }
  const shift = RANGE_RULE.qualityShift[input.quality];
  const step = roundingStep(input.marketUsd);
  // toFixed: 100.000 × 1,1 is 110000.00000000001 in binary, which must not round up to 111.000.
  const steps = (factor: number) => Number(((input.marketUsd * factor) / step).toFixed(6));
  return {
    desde_usd: Math.max(0, Math.floor(steps(1 + shift - halfWidth)) * step),
    hasta_usd: Math.ceil(steps(1 + shift + halfWidth)) * step,
    metodo: enough ? 'sugerencias' : 'banda_fija',
    sugerencias_usadas: enough ? kept.length : 0,
    sugerencias_descartadas: enough ? dropped.length : 0,
  };
}

/** 10^(digits − 3): 59.637 → 100, 4.500 → 10, 800 → 1. */
function roundingStep(value: number): number {
  const digits = Math.floor(Math.log10(Math.max(1, Math.abs(value)))) + 1;
  return 10 ** Math.max(0, digits - 3);
}

/** «entre US$ 53.600 y US$ 65.700» */
export function formatRange(range: Pick<ValueRange, 'desde_usd' | 'hasta_usd'>): string {
  return `entre ${formatUsd(range.desde_usd)} y ${formatUsd(range.hasta_usd)}`;
}

/** The one sentence that says how the range was computed, and that it is not an appraisal. */
export function rangeExplanation(range: Pick<ValueRange, 'metodo' | 'sugerencias_usadas'>, quality: LocationQuality, barrio: string): string {
  const from =
    range.metodo === 'sugerencias'
      ? `la dispersión de ${range.sugerencias_usadas} sugerencias de precio de la comunidad para ${barrio} en los 12 meses previos, sin valores extremos`
      : `una banda fija de ±${RANGE_RULE.fallbackHalfWidth * 100} %, porque hay menos de ${RANGE_RULE.minSuggestions} sugerencias de precio de la comunidad para ${barrio} en los 12 meses previos`;
  return `Rango orientativo calculado con la calidad de la ubicación (${quality}) y ${from}; no constituye una tasación.`;
}
