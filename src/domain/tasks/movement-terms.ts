import { buenosAiresDay } from '../shared/dates.ts';
import { CURRENCIES, MOVEMENT_TYPES } from './lists.ts';

// The cash log's words and its list's filters without zod: Movimientos shows them before any
// dialog's schema loads (ADR 146). cash.ts builds its schemas on these and exports them too.

export type MovementType = (typeof MOVEMENT_TYPES)[number];
export type Currency = (typeof CURRENCIES)[number];

export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = { ingreso: 'Ingreso', egreso: 'Egreso' };

/** The rate an ARS movement was worth in dollars: a stored one's type or one typed by hand (ADR 121). */
export const MOVEMENT_RATE_TYPES = ['oficial', 'mep', 'blue', 'manual'] as const;
export type MovementRateType = (typeof MOVEMENT_RATE_TYPES)[number];
export const MOVEMENT_RATE_LABELS: Record<MovementRateType, string> = { oficial: 'Oficial', mep: 'MEP', blue: 'Blue', manual: 'Manual' };

/** A month of the log, yyyy-MM, years 2000–2099. */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
/** A project's id as the server's schema takes it (zod's `z.uuid()`: RFC 9562 versions 1–8, its variant, or nil/max). */
const PROJECT_ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** The month (yyyy-MM) of an instant in Buenos Aires. */
export function buenosAiresMonth(date: Date | string | number): string {
  return buenosAiresDay(date).slice(0, 7);
}

/** The filters of Movimientos, its totals and its CSV (blank = any). */
export interface MovementQuery {
  mes?: string | undefined;
  tipo?: MovementType | undefined;
  moneda?: Currency | undefined;
  obra?: string | undefined;
}
export const MOVEMENT_FILTERS = ['mes', 'tipo', 'moneda', 'obra'] as const;

const accepts: Record<(typeof MOVEMENT_FILTERS)[number], (value: string) => boolean> = {
  mes: (value) => MONTH_PATTERN.test(value),
  tipo: (value) => (MOVEMENT_TYPES as readonly string[]).includes(value),
  moneda: (value) => (CURRENCIES as readonly string[]).includes(value),
  obra: (value) => PROJECT_ID_PATTERN.test(value),
};

/**
 * The filters of an address that the server takes; anything else (a hand-typed ?mes=2026-13 or
 * ?tipo=x) is left out, so the list shows every movement instead of failing on each «Reintentar».
 * cash.test.ts checks it agrees with `movementFilterSchema` on every value.
 */
export function readMovementFilter(params: URLSearchParams): MovementQuery {
  const filter: Record<string, string> = {};
  for (const name of MOVEMENT_FILTERS) {
    const value = params.get(name);
    if (value && accepts[name](value)) filter[name] = value;
  }
  return filter as MovementQuery;
}
