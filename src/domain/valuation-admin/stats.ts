/** How the trend counts: per day up to two months, per week (from Monday) up to two years, per month beyond. */
export type TrendUnit = 'dia' | 'semana' | 'mes';
export const TREND_DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The trend's days: the filter's range, or the last 30 days up to today (Buenos Aires) for an open end. */
export function trendRange(
  filter: { desde?: string | undefined; hasta?: string | undefined },
  today: string,
): { desde: string; hasta: string; unidad: TrendUnit } {
  const hasta = filter.hasta ?? (filter.desde && filter.desde > today ? filter.desde : today);
  const desde = filter.desde ?? dayOf(dayNumber(hasta) - (TREND_DEFAULT_DAYS - 1));
  const days = dayNumber(hasta) - dayNumber(desde) + 1;
  return { desde, hasta, unidad: days <= 62 ? 'dia' : days <= 731 ? 'semana' : 'mes' };
}

/** The first day of the period a day belongs to. */
export function periodStart(day: string, unidad: TrendUnit): string {
  if (unidad === 'dia') return day;
  if (unidad === 'mes') return `${day.slice(0, 7)}-01`;
  const n = dayNumber(day);
  // 1970-01-01 was a Thursday: days since a Monday are (n + 3) mod 7.
  return dayOf(n - ((n + 3) % 7));
}

/** Counts per day (yyyy-MM-dd) folded into every period of the range, the empty ones at 0. */
export function trendPoints(range: { desde: string; hasta: string; unidad: TrendUnit }, perDay: ReadonlyArray<{ dia: string; cantidad: number }>) {
  const totals = new Map<string, number>();
  for (let n = dayNumber(periodStart(range.desde, range.unidad)); n <= dayNumber(range.hasta); n++) {
    const start = periodStart(dayOf(n), range.unidad);
    if (!totals.has(start)) totals.set(start, 0);
  }
  for (const { dia, cantidad } of perDay) {
    const start = periodStart(dia, range.unidad);
    if (totals.has(start)) totals.set(start, (totals.get(start) ?? 0) + cantidad);
  }
  return [...totals].map(([periodo, cantidad]) => ({ periodo, cantidad }));
}
