/**
 * The 12-month series of a barrio's value (server side: it counts months in Buenos Aires time
 * with date-fns, which the public pages do not download). Shapes in history.ts.
 */
import { subMonths } from 'date-fns';
import { inBuenosAires } from '../shared/dates.ts';
import type { ValueHistory, ValuePoint } from './history.ts';

export const HISTORY_WINDOW_MONTHS = 12;

/** From the same instant 12 calendar months earlier (in Buenos Aires) to `asOf`. */
export function historyWindow(asOf: Date | string): { desde: string; hasta: string } {
  const end = inBuenosAires(asOf);
  return { desde: new Date(subMonths(end, HISTORY_WINDOW_MONTHS).getTime()).toISOString(), hasta: new Date(end.getTime()).toISOString() };
}

/**
 * The history as of `asOf`: the value in force when the window opens (the last entry at or
 * before it), every change inside the window, and the change in % between the two ends. Entries
 * after `asOf` are left out (a report shows what was known on its date). Without a value at the
 * window's start the change is null: nothing is invented.
 */
export function valueHistory(entries: readonly ValuePoint[], asOf: Date | string): ValueHistory {
  const { desde, hasta } = historyWindow(asOf);
  const start = Date.parse(desde);
  const end = Date.parse(hasta);
  const known = entries
    .filter((e) => Number.isFinite(e.valor) && Date.parse(e.fecha) <= end)
    .map((e) => ({ fecha: new Date(e.fecha).toISOString(), valor: e.valor }))
    .sort((a, b) => Date.parse(a.fecha) - Date.parse(b.fecha));
  const before = known.filter((e) => Date.parse(e.fecha) <= start);
  const baseline = before[before.length - 1];
  const inside = known.filter((e) => Date.parse(e.fecha) > start);
  const puntos = baseline ? [baseline, ...inside] : inside;
  const last = known[known.length - 1];
  const cambio = baseline && last && baseline.valor > 0 ? Math.round(((last.valor - baseline.valor) / baseline.valor) * 1000) / 10 : null;
  return { desde, hasta, puntos, cambio_pct: cambio === 0 ? 0 : cambio, actualizado_at: last?.fecha ?? null };
}
