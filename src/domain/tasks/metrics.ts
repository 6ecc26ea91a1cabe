import { TZDate } from '@date-fns/tz';
import { addMonths, addWeeks, format, startOfMonth, startOfWeek } from 'date-fns';
import { z } from 'zod';
import { TIME_ZONE } from '../shared/date-format.ts';
import { ASSIGNABLE_PEOPLE, TASK_PRIORITIES, TASK_URGENCIES } from './lists.ts';

/** The Métricas tab (spec §9, ADR 071): weeks and months in Buenos Aires time, averages rounded. */

/** Weeks of the open-vs-done chart, the current one last. */
export const METRIC_WEEKS = 12;
/** Months of the income-vs-expense chart, the current one last. */
export const METRIC_MONTHS = 12;
/** Projects in the done-per-project chart (the ones with most done tasks). */
export const METRIC_PROJECTS = 12;
/** The name the done-per-project chart gives tasks without a project. */
export const NO_PROJECT = 'Sin proyecto';

const local = (date: Date | string | number) => new TZDate(new Date(date).getTime(), TIME_ZONE);

/** The Monday (yyyy-MM-dd) of the Buenos Aires week an instant falls in; weeks run Monday to Sunday (as PostgreSQL's date_trunc('week')). */
export function weekStartInBuenosAires(date: Date | string | number): string {
  return format(startOfWeek(local(date), { weekStartsOn: 1 }), 'yyyy-MM-dd');
}

/** The Mondays of the last `n` weeks, oldest first, the current week last. */
export function lastWeekStarts(now: Date, n: number = METRIC_WEEKS): string[] {
  const current = startOfWeek(local(now), { weekStartsOn: 1 });
  return Array.from({ length: n }, (_, i) => format(addWeeks(current, i - (n - 1)), 'yyyy-MM-dd'));
}

/** The first instant of the oldest of those weeks (the SQL's lower bound). */
export function firstWeekInstant(now: Date, n: number = METRIC_WEEKS): Date {
  const current = startOfWeek(local(now), { weekStartsOn: 1 });
  return new Date(addWeeks(current, -(n - 1)).getTime());
}

/** The months (yyyy-MM) of the last `n`, oldest first, the current one last. */
export function lastMonths(now: Date, n: number = METRIC_MONTHS): string[] {
  const current = startOfMonth(local(now));
  return Array.from({ length: n }, (_, i) => format(addMonths(current, i - (n - 1)), 'yyyy-MM'));
}

/** The first instant of the oldest of those months. */
export function firstMonthInstant(now: Date, n: number = METRIC_MONTHS): Date {
  return new Date(addMonths(startOfMonth(local(now)), -(n - 1)).getTime());
}

/** Average resolution days, rounded (spec §9); null with nothing done (shown as '—'). */
export function roundedAverage(totalDays: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round(totalDays / count);
}

export interface WeekCount {
  semana: string;
  abiertas: number;
  hechas: number;
}

/** Per week the tasks opened (created) and done (closed) in it, every one of the last weeks present (0 when none). */
export function weeklySeries(
  now: Date,
  opened: ReadonlyArray<{ semana: string; total: number }>,
  done: ReadonlyArray<{ semana: string; total: number }>,
): WeekCount[] {
  const byWeek = new Map(lastWeekStarts(now).map((semana) => [semana, { semana, abiertas: 0, hechas: 0 }]));
  for (const row of opened) {
    const week = byWeek.get(row.semana);
    if (week) week.abiertas += row.total;
  }
  for (const row of done) {
    const week = byWeek.get(row.semana);
    if (week) week.hechas += row.total;
  }
  return [...byWeek.values()];
}

export interface MonthCash {
  mes: string;
  USD: { ingresos: number; egresos: number };
  ARS: { ingresos: number; egresos: number };
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Income and expense per month and currency (each currency its own series: never added together). */
export function monthlyCash(now: Date, rows: ReadonlyArray<{ mes: string; moneda: string; tipo: string; total: number }>): MonthCash[] {
  const byMonth = new Map(lastMonths(now).map((mes) => [mes, { mes, USD: { ingresos: 0, egresos: 0 }, ARS: { ingresos: 0, egresos: 0 } } as MonthCash]));
  for (const row of rows) {
    const month = byMonth.get(row.mes);
    if (!month || (row.moneda !== 'USD' && row.moneda !== 'ARS')) continue;
    const key = row.tipo === 'ingreso' ? 'ingresos' : row.tipo === 'egreso' ? 'egresos' : null;
    if (key) month[row.moneda][key] = cents(month[row.moneda][key] + row.total);
  }
  return [...byMonth.values()];
}

/** Per person of the team (in the list's order, then anyone else): done tasks and their rounded average. */
export function resolutionByPerson(rows: ReadonlyArray<{ nombre: string; hechas: number; dias: number }>) {
  const byName = new Map(rows.map((r) => [r.nombre, r]));
  const names = [...ASSIGNABLE_PEOPLE, ...rows.map((r) => r.nombre).filter((n) => !(ASSIGNABLE_PEOPLE as readonly string[]).includes(n))];
  return names.map((nombre) => {
    const row = byName.get(nombre);
    return { nombre, hechas: row?.hechas ?? 0, promedio_dias: row ? roundedAverage(row.dias, row.hechas) : null };
  });
}

const count = z.number().int();
const amounts = z.object({ ingresos: z.number(), egresos: z.number() });

/** GET /api/tareas/metricas. */
export const metricsSchema = z.object({
  semanas: z.array(z.object({ semana: z.string(), abiertas: count, hechas: count })),
  resolucion: z.object({
    promedio_dias: count.nullable(),
    hechas: count,
    por_responsable: z.array(z.object({ nombre: z.string(), hechas: count, promedio_dias: count.nullable() })),
  }),
  por_urgencia: z.array(z.object({ nivel_urgencia: z.enum(TASK_URGENCIES), abiertas: count })),
  por_prioridad: z.array(z.object({ prioridad: z.enum(TASK_PRIORITIES), abiertas: count })),
  criticas_abiertas: count,
  hechas_por_proyecto: z.array(z.object({ proyecto: z.string(), hechas: count })),
  caja: z.array(z.object({ mes: z.string(), USD: amounts, ARS: amounts })),
});
export type Metrics = z.infer<typeof metricsSchema>;
