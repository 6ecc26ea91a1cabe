import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { CSV_BOM, csvLine } from '../shared/csv.ts';
import { formatDateTime, TIME_ZONE } from '../shared/date-format.ts';
import { buenosAiresDay } from '../shared/dates.ts';
import { paginatedSchema } from '../shared/pagination.ts';
import { blankToUndefined, text } from '../shared/text.ts';
import { NUMBER_KINDS, typedNumber } from '../shared/typed-number.ts';
import { ASSIGNABLE_PEOPLE, CURRENCIES, MOVEMENT_BRANCHES, MOVEMENT_TYPES } from './lists.ts';

/** The cash log (movimientos, spec §3/§5/§9): the quick-movement form, the list, its monthly totals and its CSV. */

export type MovementType = (typeof MOVEMENT_TYPES)[number];
export type Currency = (typeof CURRENCIES)[number];

/** Movements per page of the Movimientos tab (spec §9: the latest 100). */
export const MOVEMENTS_PAGE_SIZE = 100;
export const CONCEPTO_MAX = 200;
/** numeric(14,2) holds twelve whole digits; a cash movement never comes close. */
export const MONTO_MAX = 99_999_999_999.99;

export const CASH_MESSAGES = {
  // Spec §8
  ingresoSaved: 'Ingreso registrado',
  egresoSaved: 'Egreso registrado',
  savedDescription: 'El movimiento se registró correctamente',
  saveFailed: 'Error al registrar movimiento',
  // Beyond the spec, same voice
  tipoRequired: 'Elegí si es un ingreso o un egreso',
  montoRequired: 'Ingresá el monto',
  montoPositive: 'El monto debe ser mayor a 0',
  montoTooHigh: 'El monto es demasiado alto',
  monedaRequired: 'Elegí la moneda',
  quienRequired: 'Elegí quién',
  conceptoRequired: 'Ingresá el concepto',
  conceptoTooLong: 'El concepto admite como máximo 200 caracteres',
  fechaRequired: 'Ingresá la fecha',
  fechaInvalid: 'Ingresá una fecha válida',
  horaRequired: 'Ingresá la hora',
  horaInvalid: 'Ingresá una hora válida (HH:mm)',
  obraInvalid: 'Elegí una obra de la lista',
  sucursalInvalid: 'Elegí una sucursal de la lista',
  mesInvalid: 'Elegí un mes válido',
  loadFailed: 'No se pudieron cargar los movimientos',
} as const;

export const movementTypeSchema = z.enum(MOVEMENT_TYPES, { error: CASH_MESSAGES.tipoRequired });
export const currencySchema = z.enum(CURRENCIES, { error: CASH_MESSAGES.monedaRequired });
const branchSchema = z.enum(MOVEMENT_BRANCHES, { error: CASH_MESSAGES.sucursalInvalid });

/**
 * An amount typed the Argentine way (ADR 024: «350.000» is 350000, «1.250,50», «US$ 1.250», a
 * pasted «1250.50») or sent as a JSON number: greater than 0, at most two decimals (1,005 is
 * refused with what was read, never rounded), at most MONTO_MAX.
 */
const montoSchema = typedNumber({
  kind: NUMBER_KINDS.money,
  above: 0,
  max: MONTO_MAX,
  messages: { required: CASH_MESSAGES.montoRequired, min: CASH_MESSAGES.montoPositive, max: CASH_MESSAGES.montoTooHigh },
});

/** yyyy-MM-dd that exists, years 2000–2099. */
const fechaSchema = z
  .string({ error: CASH_MESSAGES.fechaRequired })
  .trim()
  .min(1, CASH_MESSAGES.fechaRequired)
  .regex(/^20\d{2}-\d{2}-\d{2}$/, CASH_MESSAGES.fechaInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, CASH_MESSAGES.fechaInvalid);

/** HH:mm, 24 hours (a browser's time input may add :ss; seconds are dropped). */
const horaSchema = z
  .string({ error: CASH_MESSAGES.horaRequired })
  .trim()
  .min(1, CASH_MESSAGES.horaRequired)
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, CASH_MESSAGES.horaInvalid)
  .transform((v) => v.slice(0, 5));

/** Blank, null or nothing = absent (a form's untouched select sends ''). */
const absent = (v: unknown) => (v === null ? undefined : blankToUndefined(v));

/**
 * Body of POST /api/tareas/movimientos (the quick-movement modal, spec §5): monto, moneda, who,
 * concepto, fecha and hora required; obra (a project id) and sucursal optional.
 */
export const movementInputSchema = z.object({
  tipo: movementTypeSchema,
  monto: montoSchema,
  moneda: currencySchema,
  quien: z.enum(ASSIGNABLE_PEOPLE, { error: CASH_MESSAGES.quienRequired }),
  concepto: text({ error: CASH_MESSAGES.conceptoRequired }).min(1, CASH_MESSAGES.conceptoRequired).max(CONCEPTO_MAX, CASH_MESSAGES.conceptoTooLong),
  fecha: fechaSchema,
  hora: horaSchema,
  obra: z.preprocess(absent, z.uuid({ error: CASH_MESSAGES.obraInvalid }).optional()),
  sucursal: z.preprocess(absent, branchSchema.optional()),
});
export type MovementInput = z.input<typeof movementInputSchema>;
export type NewMovement = z.output<typeof movementInputSchema>;

/** The instant of a movement's fecha + hora read as Buenos Aires wall time (UTC−3, no DST). */
export function movementInstant(fecha: string, hora: string): Date {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hora.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, TIME_ZONE).getTime());
}

/** Now in Buenos Aires as the form's defaults: fecha yyyy-MM-dd and hora HH:mm. */
export function nowFields(now: Date): { fecha: string; hora: string } {
  const local = new TZDate(now.getTime(), TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { fecha: buenosAiresDay(now), hora: `${pad(local.getHours())}:${pad(local.getMinutes())}` };
}

/** Spec §7: descripcion composed of who, obra and sucursal ('Recibió: Belén · Obra: Thames · Sucursal: Vicente López'). */
export function movementDescription(m: { tipo: MovementType; quien: string; obra?: string | null | undefined; sucursal?: string | null | undefined }): string {
  return [`${m.tipo === 'ingreso' ? 'Recibió' : 'Pagó'}: ${m.quien}`, m.obra && `Obra: ${m.obra}`, m.sucursal && `Sucursal: ${m.sucursal}`]
    .filter(Boolean)
    .join(' · ');
}

/** A month yyyy-MM (2000–2099). */
const mesSchema = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, CASH_MESSAGES.mesInvalid);

/** Filters of the Movimientos tab, its totals and its CSV (query string; blank = any). */
export const movementFilterSchema = z.object({
  mes: z.preprocess(blankToUndefined, mesSchema.optional()),
  tipo: z.preprocess(blankToUndefined, movementTypeSchema.optional()),
  moneda: z.preprocess(blankToUndefined, currencySchema.optional()),
  obra: z.preprocess(blankToUndefined, z.uuid({ error: CASH_MESSAGES.obraInvalid }).optional()),
});
export type MovementFilter = z.output<typeof movementFilterSchema>;
/** The filters as the web sends them (every one optional; blank = any). */
export interface MovementQuery {
  mes?: string | undefined;
  tipo?: MovementType | undefined;
  moneda?: Currency | undefined;
  obra?: string | undefined;
}

/** GET /api/tareas/movimientos: the filters and a page of at most 100 (the latest first). */
export const movementListQuerySchema = movementFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MOVEMENTS_PAGE_SIZE).default(MOVEMENTS_PAGE_SIZE),
});

/** The totals follow the month and the obra of the list (the current month by default), never its tipo or moneda. */
export const movementTotalsQuerySchema = movementFilterSchema.pick({ mes: true, obra: true });

export const movementSchema = z.object({
  id: z.string(),
  tipo: movementTypeSchema,
  monto: z.number(),
  moneda: currencySchema,
  concepto: z.string(),
  descripcion: z.string().nullable(),
  /** Who gave (ingreso: recibido_por_nombre) or spent (egreso: pagado_por_nombre). */
  quien: z.string().nullable(),
  recibido_por_nombre: z.string().nullable(),
  pagado_por_nombre: z.string().nullable(),
  /** The project's current name (its name when recorded if it has none any more). */
  obra: z.string().nullable(),
  proyecto_id: z.string().nullable(),
  sucursal: z.string().nullable(),
  created_at: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;
export const movementPageSchema = paginatedSchema(movementSchema);

const currencyTotalsSchema = z.object({ ingresos: z.number(), egresos: z.number(), saldo: z.number() });

export const monthTotalsSchema = z.object({ mes: z.string(), USD: currencyTotalsSchema, ARS: currencyTotalsSchema });
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

/** Cents are exact; sums of numbers read from numeric may carry float dust (0.1 + 0.2). */
const cents = (n: number) => Math.round(n * 100) / 100;

/** Sums per currency and tipo (one row each, from SQL) as the month's totals: USD and ARS apart, never added together. */
export function monthTotals(mes: string, rows: ReadonlyArray<{ moneda: string; tipo: string; total: number }>): MonthTotals {
  const result: MonthTotals = { mes, USD: { ingresos: 0, egresos: 0, saldo: 0 }, ARS: { ingresos: 0, egresos: 0, saldo: 0 } };
  for (const row of rows) {
    if (row.moneda !== 'USD' && row.moneda !== 'ARS') continue;
    const totals = result[row.moneda];
    if (row.tipo === 'ingreso') totals.ingresos = cents(totals.ingresos + row.total);
    else if (row.tipo === 'egreso') totals.egresos = cents(totals.egresos + row.total);
  }
  for (const currency of CURRENCIES) result[currency].saldo = cents(result[currency].ingresos - result[currency].egresos);
  return result;
}

/** The month (yyyy-MM) of an instant in Buenos Aires. */
export function buenosAiresMonth(date: Date | string | number): string {
  return buenosAiresDay(date).slice(0, 7);
}

/** [first instant of the month, first instant of the next one) in Buenos Aires. */
export function monthRange(mes: string): { from: Date; to: Date } {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return {
    from: new Date(new TZDate(y, m - 1, 1, 0, 0, 0, TIME_ZONE).getTime()),
    to: new Date(new TZDate(y, m, 1, 0, 0, 0, TIME_ZONE).getTime()),
  };
}

export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = { ingreso: 'Ingreso', egreso: 'Egreso' };

/** Columns of the movements export. */
export const MOVEMENTS_CSV_COLUMNS = ['Fecha', 'Tipo', 'Moneda', 'Monto', 'Concepto', 'Quién', 'Obra', 'Sucursal', 'Descripción'] as const;

export function movementsCsvHeader(): string {
  return CSV_BOM + csvLine(MOVEMENTS_CSV_COLUMNS);
}

/** One movement as a CSV line: Buenos Aires date and time, the amount with a decimal comma and two decimals. */
export function movementCsvLine(
  m: Pick<Movement, 'created_at' | 'tipo' | 'moneda' | 'monto' | 'concepto' | 'quien' | 'obra' | 'sucursal' | 'descripcion'>,
): string {
  return csvLine([
    formatDateTime(m.created_at),
    MOVEMENT_TYPE_LABELS[m.tipo],
    m.moneda,
    m.monto.toFixed(2).replace('.', ','),
    m.concepto,
    m.quien,
    m.obra,
    m.sucursal,
    m.descripcion,
  ]);
}

/** movimientos-2026-11-23.csv (the Buenos Aires date of `now`, as the consultas export). */
export function movementsCsvFileName(now: Date): string {
  return `movimientos-${buenosAiresDay(now)}.csv`;
}
