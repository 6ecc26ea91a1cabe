import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { TIME_ZONE } from './date-format.ts';
import { blankToUndefined } from './text.ts';

/** A range of Buenos Aires calendar days as staff filter by it (the audit trail, consultas). */

export const DAY_RANGE_MESSAGES = {
  dateInvalid: 'Ingresá una fecha válida (AAAA-MM-DD)',
  rangeReversed: 'La fecha «hasta» no puede ser anterior a «desde»',
} as const;

/** yyyy-MM-dd that exists, years 2000–2099 (a Buenos Aires calendar day). */
export const daySchema = z
  .string()
  .regex(/^20\d{2}-\d{2}-\d{2}$/, DAY_RANGE_MESSAGES.dateInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, DAY_RANGE_MESSAGES.dateInvalid);

/** `desde` and `hasta` of a filter: blank means open, both ends included. */
export const dayRangeFields = {
  desde: z.preprocess(blankToUndefined, daySchema.optional()),
  hasta: z.preprocess(blankToUndefined, daySchema.optional()),
};

/** Whole days from `desde` to `hasta` (0 for the same day; negative when reversed). */
export const daysInRange = (desde: string, hasta: string) => (Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000;

/** For a schema's superRefine: «hasta» before «desde» is an issue on `hasta`. */
export function checkDayRange(q: { desde?: string | undefined; hasta?: string | undefined }, ctx: z.RefinementCtx): void {
  if (q.desde && q.hasta && daysInRange(q.desde, q.hasta) < 0) ctx.addIssue({ code: 'custom', path: ['hasta'], message: DAY_RANGE_MESSAGES.rangeReversed });
}

/** [00:00 of `desde`, 00:00 of the day after `hasta`) in Buenos Aires, either end open when absent. */
export function buenosAiresDayRange({ desde, hasta }: { desde?: string | undefined; hasta?: string | undefined }): { from?: Date; to?: Date } {
  const at = (day: string, plusDays: number) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d + plusDays, 0, 0, 0, TIME_ZONE).getTime());
  };
  return { ...(desde ? { from: at(desde, 0) } : {}), ...(hasta ? { to: at(hasta, 1) } : {}) };
}
