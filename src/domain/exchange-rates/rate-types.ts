/**
 * The types of exchange rate, their names and how a rate's age is said (ADR 120). Free of zod, so
 * the result page's closing costs (closing-costs.ts) read them without the schemas of rates.ts.
 */

export const RATE_TYPES = ['oficial', 'mep', 'blue'] as const;
export type RateType = (typeof RATE_TYPES)[number];
export const RATE_TYPE_LABELS: Record<RateType, string> = { oficial: 'Oficial', mep: 'MEP', blue: 'Blue' };

/** Beside a rate read more than a day ago (RATE_STALE_AFTER_MS in rates.ts). */
export const RATE_STALE_NOTE = 'Desactualizada: tiene más de un día';

/** «hace 5 min», «hace 3 h», «hace 2 días»: a rate's age as people say it. */
export function rateAgeText(minutes: number): string {
  if (minutes < 1) return 'recién';
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return `hace ${days} ${days === 1 ? 'día' : 'días'}`;
}
