import { addDays, format, getISODay, parseISO } from 'date-fns';

/**
 * Argentine national holidays and non-working days, kept as data (the morning digest, ADR 093,
 * is sent only on business days). Source: the official list of the national government,
 * https://www.argentina.gob.ar/interior/feriados-nacionales-2026 (and …-2027 once published),
 * under Ley 27.399: movable holidays (`trasladable`) falling on a Tuesday or Wednesday move to the
 * Monday before, on a Thursday or Friday to the Monday after; up to three `no-laborable` days a
 * year "con fines turísticos" (bridge days) are set by the executive.
 *
 * `no-laborable` days count as holidays here: the public administration rests and our offices
 * close with it. Dates are written as decreed (the day off), with the commemorated day in `name`
 * when it moved.
 *
 * UPDATE HERE when the government publishes a year's list or changes it: 2027's movable dates are
 * computed with the rule above and its bridge days were not decreed when this was written (late
 * 2026) — check https://www.argentina.gob.ar/interior/feriados and add them to HOLIDAYS_2027.
 */
export type HolidayKind = 'inamovible' | 'trasladable' | 'no-laborable';

export interface Holiday {
  /** yyyy-MM-dd, the day off as decreed. */
  date: string;
  name: string;
  kind: HolidayKind;
}

/** Resolución 164/2025 (bridge days) and Ley 27.399. */
const HOLIDAYS_2026: readonly Holiday[] = [
  { date: '2026-01-01', name: 'Año Nuevo', kind: 'inamovible' },
  { date: '2026-02-16', name: 'Carnaval', kind: 'inamovible' },
  { date: '2026-02-17', name: 'Carnaval', kind: 'inamovible' },
  { date: '2026-03-23', name: 'Día no laborable con fines turísticos', kind: 'no-laborable' },
  { date: '2026-03-24', name: 'Día Nacional de la Memoria por la Verdad y la Justicia', kind: 'inamovible' },
  { date: '2026-04-02', name: 'Día del Veterano y de los Caídos en la Guerra de Malvinas (y Jueves Santo)', kind: 'inamovible' },
  { date: '2026-04-03', name: 'Viernes Santo', kind: 'inamovible' },
  { date: '2026-05-01', name: 'Día del Trabajador', kind: 'inamovible' },
  { date: '2026-05-25', name: 'Día de la Revolución de Mayo', kind: 'inamovible' },
  { date: '2026-06-15', name: 'Paso a la Inmortalidad del General Martín Miguel de Güemes (17 de junio)', kind: 'trasladable' },
  { date: '2026-06-20', name: 'Paso a la Inmortalidad del General Manuel Belgrano', kind: 'inamovible' },
  { date: '2026-07-09', name: 'Día de la Independencia', kind: 'inamovible' },
  { date: '2026-07-10', name: 'Día no laborable con fines turísticos', kind: 'no-laborable' },
  { date: '2026-08-17', name: 'Paso a la Inmortalidad del General José de San Martín', kind: 'trasladable' },
  { date: '2026-10-12', name: 'Día del Respeto a la Diversidad Cultural', kind: 'trasladable' },
  { date: '2026-11-23', name: 'Día de la Soberanía Nacional (20 de noviembre)', kind: 'trasladable' },
  { date: '2026-12-07', name: 'Día no laborable con fines turísticos', kind: 'no-laborable' },
  { date: '2026-12-08', name: 'Inmaculada Concepción de María', kind: 'inamovible' },
  { date: '2026-12-25', name: 'Navidad', kind: 'inamovible' },
];

/** Ley 27.399 applied to 2027's calendar (Easter on 28 March). Bridge days: not decreed yet (see above). */
const HOLIDAYS_2027: readonly Holiday[] = [
  { date: '2027-01-01', name: 'Año Nuevo', kind: 'inamovible' },
  { date: '2027-02-08', name: 'Carnaval', kind: 'inamovible' },
  { date: '2027-02-09', name: 'Carnaval', kind: 'inamovible' },
  { date: '2027-03-24', name: 'Día Nacional de la Memoria por la Verdad y la Justicia', kind: 'inamovible' },
  { date: '2027-03-25', name: 'Jueves Santo', kind: 'no-laborable' },
  { date: '2027-03-26', name: 'Viernes Santo', kind: 'inamovible' },
  { date: '2027-04-02', name: 'Día del Veterano y de los Caídos en la Guerra de Malvinas', kind: 'inamovible' },
  { date: '2027-05-01', name: 'Día del Trabajador', kind: 'inamovible' },
  { date: '2027-05-25', name: 'Día de la Revolución de Mayo', kind: 'inamovible' },
  { date: '2027-06-20', name: 'Paso a la Inmortalidad del General Manuel Belgrano', kind: 'inamovible' },
  { date: '2027-06-21', name: 'Paso a la Inmortalidad del General Martín Miguel de Güemes (17 de junio)', kind: 'trasladable' },
  { date: '2027-07-09', name: 'Día de la Independencia', kind: 'inamovible' },
  { date: '2027-08-16', name: 'Paso a la Inmortalidad del General José de San Martín (17 de agosto)', kind: 'trasladable' },
  { date: '2027-10-11', name: 'Día del Respeto a la Diversidad Cultural (12 de octubre)', kind: 'trasladable' },
  { date: '2027-11-20', name: 'Día de la Soberanía Nacional', kind: 'trasladable' },
  { date: '2027-12-08', name: 'Inmaculada Concepción de María', kind: 'inamovible' },
  { date: '2027-12-25', name: 'Navidad', kind: 'inamovible' },
];

export const HOLIDAYS: readonly Holiday[] = [...HOLIDAYS_2026, ...HOLIDAYS_2027];

/** The years the list covers: past them, every weekday counts as a business day (and a test says it is time to update). */
export const HOLIDAY_YEARS = [2026, 2027] as const;

const byDate = new Map(HOLIDAYS.map((holiday) => [holiday.date, holiday]));

/** The holiday or non-working day on `day` (yyyy-MM-dd), if any. */
export function holidayOn(day: string): Holiday | undefined {
  return byDate.get(day);
}

/** Monday to Friday and not a holiday nor a non-working day (`day` is yyyy-MM-dd, a Buenos Aires calendar date). */
export function isBusinessDay(day: string): boolean {
  return getISODay(parseISO(day)) <= 5 && !byDate.has(day);
}

/** The business day before `day` (yyyy-MM-dd). */
export function previousBusinessDay(day: string): string {
  let candidate = parseISO(day);
  do candidate = addDays(candidate, -1);
  while (!isBusinessDay(format(candidate, 'yyyy-MM-dd')));
  return format(candidate, 'yyyy-MM-dd');
}
