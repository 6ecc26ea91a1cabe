import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { CSV_BOM, csvLine } from '../shared/csv.ts';
import { formatDateTime, TIME_ZONE } from '../shared/date-format.ts';
import { buenosAiresDay } from '../shared/dates.ts';
import { paginatedSchema } from '../shared/pagination.ts';
import { blankToUndefined, text } from '../shared/text.ts';
import { NUMBER_KINDS, type NumberKind, optionalTypedNumber, typedNumber } from '../shared/typed-number.ts';
import { ASSIGNABLE_PEOPLE, CURRENCIES, MOVEMENT_BRANCHES, MOVEMENT_TYPES } from './lists.ts';
import { CASH_MESSAGES, MOVEMENTS_PAGE_SIZE } from './messages.ts';
import { type Currency, MONTH_PATTERN, MOVEMENT_RATE_LABELS, MOVEMENT_RATE_TYPES, MOVEMENT_TYPE_LABELS, type MovementType } from './movement-terms.ts';

/** The cash log (movimientos, spec §3/§5/§9): the quick-movement form, the list, its monthly totals and its CSV. */

export {
  buenosAiresMonth,
  type Currency,
  MOVEMENT_RATE_LABELS,
  MOVEMENT_RATE_TYPES,
  MOVEMENT_TYPE_LABELS,
  type MovementQuery,
  type MovementRateType,
  type MovementType,
} from './movement-terms.ts';

export const CONCEPTO_MAX = 200;
/** numeric(14,2) holds twelve whole digits; a cash movement never comes close. */
export const MONTO_MAX = 99_999_999_999.99;

/** The categories a new install starts with (migration 0014 seeds them; admins edit the list). */
export const DEFAULT_MOVEMENT_CATEGORIES = ['Materiales', 'Mano de obra', 'Honorarios', 'Impuestos', 'Servicios', 'Otros'] as const;
export const CATEGORY_MAX = 40;
export const CATEGORIES_MAX = 30;
export const VOID_REASON_MAX = 200;
export const RATE_VALUE_MAX = 99_999_999.99;

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

/** Pesos per dollar: the BCRA publishes four decimals (numeric(14,4)). */
export const RATE_KIND = { decimals: 4, unit: 'money' } as const satisfies NumberKind;

const rateValueSchema = optionalTypedNumber({
  kind: RATE_KIND,
  above: 0,
  max: RATE_VALUE_MAX,
  messages: { min: CASH_MESSAGES.cotizacionPositive, max: CASH_MESSAGES.cotizacionTooHigh },
});

/**
 * Body of POST /api/tareas/movimientos (the quick-movement modal, spec §5) and of its edit: monto,
 * moneda, who, concepto, fecha and hora required; obra (a project id), sucursal, categoría and, for
 * pesos, the rate of the day (type, value, date: all three or none) optional.
 */
export const movementInputSchema = z
  .object({
    tipo: movementTypeSchema,
    monto: montoSchema,
    moneda: currencySchema,
    quien: z.enum(ASSIGNABLE_PEOPLE, { error: CASH_MESSAGES.quienRequired }),
    concepto: text({ error: CASH_MESSAGES.conceptoRequired }).min(1, CASH_MESSAGES.conceptoRequired).max(CONCEPTO_MAX, CASH_MESSAGES.conceptoTooLong),
    fecha: fechaSchema,
    hora: horaSchema,
    obra: z.preprocess(absent, z.uuid({ error: CASH_MESSAGES.obraInvalid }).optional()),
    sucursal: z.preprocess(absent, branchSchema.optional()),
    categoria: z.preprocess(absent, z.string().trim().max(CATEGORY_MAX, CASH_MESSAGES.categoriaInvalid).optional()),
    cotizacion_tipo: z.preprocess(absent, z.enum(MOVEMENT_RATE_TYPES, { error: CASH_MESSAGES.cotizacionIncomplete }).optional()),
    cotizacion_valor: rateValueSchema,
    cotizacion_fecha: z.preprocess(absent, fechaSchema.optional()),
  })
  .superRefine((m, ctx) => {
    const given = [m.cotizacion_tipo !== undefined, m.cotizacion_valor !== null, m.cotizacion_fecha !== undefined];
    if (!given.some(Boolean)) return;
    if (m.moneda !== 'ARS') ctx.addIssue({ code: 'custom', message: CASH_MESSAGES.cotizacionOnlyArs, path: ['cotizacion_tipo'] });
    else if (!given.every(Boolean)) {
      const missing = ['cotizacion_tipo', 'cotizacion_valor', 'cotizacion_fecha'][given.indexOf(false)] as string;
      ctx.addIssue({ code: 'custom', message: CASH_MESSAGES.cotizacionIncomplete, path: [missing] });
    }
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
const mesSchema = z.string().regex(MONTH_PATTERN, CASH_MESSAGES.mesInvalid);

/** Filters of the Movimientos tab, its totals and its CSV (query string; blank = any). */
export const movementFilterSchema = z.object({
  mes: z.preprocess(blankToUndefined, mesSchema.optional()),
  tipo: z.preprocess(blankToUndefined, movementTypeSchema.optional()),
  moneda: z.preprocess(blankToUndefined, currencySchema.optional()),
  obra: z.preprocess(blankToUndefined, z.uuid({ error: CASH_MESSAGES.obraInvalid }).optional()),
});
export type MovementFilter = z.output<typeof movementFilterSchema>;

/** GET /api/tareas/movimientos: the filters and a page of at most 100 (the latest first). */
export const movementListQuerySchema = movementFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MOVEMENTS_PAGE_SIZE).default(MOVEMENTS_PAGE_SIZE),
});

/** The totals follow the month and the obra of the list (the current month by default), never its tipo or moneda. */
export const movementTotalsQuerySchema = movementFilterSchema.pick({ mes: true, obra: true });

export const movementIdParamsSchema = z.object({ id: z.uuid(CASH_MESSAGES.notFound) });

/** POST /api/tareas/movimientos/:id/anular: the reason is required and kept. */
export const voidMovementSchema = z.object({
  motivo: text({ error: CASH_MESSAGES.motivoRequired }).min(1, CASH_MESSAGES.motivoRequired).max(VOID_REASON_MAX, CASH_MESSAGES.motivoTooLong),
});

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
  categoria: z.string().nullable(),
  cotizacion_tipo: z.enum(MOVEMENT_RATE_TYPES).nullable(),
  cotizacion_valor: z.number().nullable(),
  cotizacion_fecha: z.string().nullable(),
  /** What an ARS movement was worth in dollars at its rate (null without one; a USD movement is its own amount). */
  usd_equivalente: z.number().nullable(),
  anulado: z.boolean(),
  anulado_at: z.string().nullable(),
  motivo_anulacion: z.string().nullable(),
  editado_at: z.string().nullable(),
  /** The box's balance in the movement's currency right after it (opening balance included, voided ones left out). */
  saldo: z.number(),
  tiene_comprobante: z.boolean(),
});
export type Movement = z.infer<typeof movementSchema>;
export const movementPageSchema = paginatedSchema(movementSchema);

const currencyTotalsSchema = z.object({ ingresos: z.number(), egresos: z.number(), saldo: z.number() });
/** The pesos' dollar worth, beside them and never added to the dollars: only the movements that carry a rate, and how many do not. */
const arsInUsdSchema = z.object({ ingresos: z.number(), egresos: z.number(), saldo: z.number(), sin_cotizacion: z.number().int() });

export const monthTotalsSchema = z.object({
  mes: z.string(),
  USD: currencyTotalsSchema,
  ARS: currencyTotalsSchema,
  ARS_en_USD: arsInUsdSchema,
  /** Voided movements of the period: listed, never counted. */
  anulados: z.number().int(),
});
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

/** Cents are exact; sums of numbers read from numeric may carry float dust (0.1 + 0.2). */
const cents = (n: number) => Math.round(n * 100) / 100;

/** Sums per currency and tipo (one row each, from SQL) as the month's totals: USD and ARS apart, never added together. */
export function monthTotals(
  mes: string,
  rows: ReadonlyArray<{ moneda: string; tipo: string; total: number; usd?: number; sinCotizacion?: number }>,
  anulados = 0,
): MonthTotals {
  const result: MonthTotals = {
    mes,
    USD: { ingresos: 0, egresos: 0, saldo: 0 },
    ARS: { ingresos: 0, egresos: 0, saldo: 0 },
    ARS_en_USD: { ingresos: 0, egresos: 0, saldo: 0, sin_cotizacion: 0 },
    anulados,
  };
  for (const row of rows) {
    if (row.moneda !== 'USD' && row.moneda !== 'ARS') continue;
    const totals = result[row.moneda];
    const key = row.tipo === 'ingreso' ? 'ingresos' : row.tipo === 'egreso' ? 'egresos' : undefined;
    if (!key) continue;
    totals[key] = cents(totals[key] + row.total);
    if (row.moneda === 'ARS') {
      result.ARS_en_USD[key] = cents(result.ARS_en_USD[key] + (row.usd ?? 0));
      result.ARS_en_USD.sin_cotizacion += row.sinCotizacion ?? 0;
    }
  }
  for (const currency of CURRENCIES) result[currency].saldo = cents(result[currency].ingresos - result[currency].egresos);
  result.ARS_en_USD.saldo = cents(result.ARS_en_USD.ingresos - result.ARS_en_USD.egresos);
  return result;
}

// --- Exact arithmetic of the ledger (ADR 121): integer centavos, never floats added up. ---

/** An amount with at most two decimals as whole centavos (the exact value numeric(14,2) holds). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** A rate with at most four decimals as whole ten-thousandths. */
export function rateUnits(rate: number): number {
  return Math.round(rate * 10_000);
}

/**
 * The dollar worth of `pesosCents` at `rate` pesos per dollar, in US cents, rounded half up
 * (BigInt: pesos × 10⁴ can pass 2⁵³). The same rounding as the SQL's round(monto / valor, 2).
 */
export function usdEquivalentCents(pesosCents: number, rate: number): number {
  const num = BigInt(pesosCents) * 10_000n;
  const den = BigInt(rateUnits(rate));
  if (den <= 0n) throw new RangeError('rate must be positive');
  return Number((2n * num + den) / (2n * den));
}

/** What a movement adds to its currency's balance, in centavos: an ingreso adds, an egreso takes away, a voided one nothing. */
export function signedCents(m: { tipo: MovementType; monto: number; anulado: boolean }): number {
  if (m.anulado) return 0;
  return m.tipo === 'ingreso' ? toCents(m.monto) : -toCents(m.monto);
}

/**
 * The running balance per currency after each movement, in centavos, movements in chronological
 * order (created_at, id): each currency starts at its opening balance and never mixes with the other.
 */
export function runningBalances(
  opening: Readonly<Record<Currency, number>>,
  movements: ReadonlyArray<{ tipo: MovementType; moneda: Currency; monto: number; anulado: boolean }>,
): number[] {
  const balance: Record<Currency, number> = { USD: toCents(opening.USD), ARS: toCents(opening.ARS) };
  return movements.map((m) => {
    balance[m.moneda] += signedCents(m);
    return balance[m.moneda];
  });
}

/** A voided movement stays as it is: neither edited nor voided again. */
export function canChange(m: { anulado: boolean }): boolean {
  return !m.anulado;
}

/** PUT /api/tareas/caja/saldos-iniciales: the opening balance of each currency (may be negative or 0). */
const openingAmount = typedNumber({
  kind: NUMBER_KINDS.money,
  min: -MONTO_MAX,
  max: MONTO_MAX,
  messages: { required: CASH_MESSAGES.saldoInvalid, min: CASH_MESSAGES.saldoInvalid, max: CASH_MESSAGES.montoTooHigh },
});
export const openingBalancesSchema = z.object({ USD: openingAmount, ARS: openingAmount });
export const openingBalancesResponseSchema = z.object({ USD: z.number(), ARS: z.number() });
export type OpeningBalances = z.infer<typeof openingBalancesResponseSchema>;

/** GET /api/tareas/movimientos/categorias (the active ones, in order) and PUT (admins: the whole list). */
export const categoriesSchema = z.object({ categorias: z.array(z.string()) });
export const categoriesInputSchema = z.object({
  categorias: z
    .array(text().min(1, CASH_MESSAGES.categoriasRequired).max(CATEGORY_MAX, CASH_MESSAGES.categoriaTooLong))
    .min(1, CASH_MESSAGES.categoriasRequired)
    .max(CATEGORIES_MAX)
    .refine((list) => new Set(list.map((c) => c.toLocaleLowerCase('es-AR'))).size === list.length, CASH_MESSAGES.categoriasRepeated),
});

/** Per project: the USD budget and its spend to date (USD egresos + ARS egresos at their rate; pesos without a rate counted apart). */
export const projectBudgetSchema = z.object({
  proyecto_id: z.string(),
  presupuesto_usd: z.number().nullable(),
  gastado_usd: z.number(),
  gastado_ars_sin_cotizacion: z.number(),
});
export const projectBudgetsSchema = z.array(projectBudgetSchema);
/** GET /api/tareas/movimientos/presupuestos?ids=a,b: the projects of the Proyectos tab's page (at most 100). */
export const projectBudgetsQuerySchema = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',')) : v),
    z.array(z.uuid(CASH_MESSAGES.obraInvalid)).max(MOVEMENTS_PAGE_SIZE),
  ),
});
export type ProjectBudget = z.infer<typeof projectBudgetSchema>;
export const projectBudgetInputSchema = z.object({
  presupuesto_usd: optionalTypedNumber({
    kind: NUMBER_KINDS.money,
    above: 0,
    max: MONTO_MAX,
    messages: { min: CASH_MESSAGES.presupuestoInvalid, max: CASH_MESSAGES.montoTooHigh },
  }),
});

/** [first instant of the month, first instant of the next one) in Buenos Aires. */
export function monthRange(mes: string): { from: Date; to: Date } {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return {
    from: new Date(new TZDate(y, m - 1, 1, 0, 0, 0, TIME_ZONE).getTime()),
    to: new Date(new TZDate(y, m, 1, 0, 0, 0, TIME_ZONE).getTime()),
  };
}

/** Columns of the movements export. */
export const MOVEMENTS_CSV_COLUMNS = [
  'Fecha',
  'Tipo',
  'Moneda',
  'Monto',
  'Concepto',
  'Quién',
  'Obra',
  'Sucursal',
  'Descripción',
  'Categoría',
  'Cotización tipo',
  'Cotización valor',
  'Cotización fecha',
  'Equivalente USD',
  'Saldo',
  'Estado',
  'Motivo de anulación',
  'Comprobante',
] as const;

const decimalComma = (n: number | null, digits = 2) => (n === null ? '' : n.toFixed(digits).replace('.', ','));

export function movementsCsvHeader(): string {
  return CSV_BOM + csvLine(MOVEMENTS_CSV_COLUMNS);
}

/** One movement as a CSV line: Buenos Aires date and time, the amount with a decimal comma and two decimals. */
export function movementCsvLine(m: Movement): string {
  return csvLine([
    formatDateTime(m.created_at),
    MOVEMENT_TYPE_LABELS[m.tipo],
    m.moneda,
    decimalComma(m.monto),
    m.concepto,
    m.quien,
    m.obra,
    m.sucursal,
    m.descripcion,
    m.categoria,
    m.cotizacion_tipo ? MOVEMENT_RATE_LABELS[m.cotizacion_tipo] : '',
    decimalComma(m.cotizacion_valor, 4),
    m.cotizacion_fecha ?? '',
    decimalComma(m.usd_equivalente),
    // A number, not text: a negative balance stays a number in the spreadsheet (text starting with - is guarded as a formula).
    m.saldo,
    m.anulado ? 'Anulado' : 'Vigente',
    m.motivo_anulacion,
    m.tiene_comprobante ? 'Sí' : 'No',
  ]);
}

/** movimientos-2026-11-23.csv (the Buenos Aires date of `now`, as the consultas export). */
export function movementsCsvFileName(now: Date): string {
  return `movimientos-${buenosAiresDay(now)}.csv`;
}
