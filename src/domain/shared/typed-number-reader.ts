/**
 * The one reader of numbers typed by people in Argentina (ADR 024), used by every form and every
 * server schema (through the zod fields of typed-number.ts). Free of zod, so the screens that keep
 * zod out of their chunk (the calculator, NumberInput on public pages) read with it too:
 * - `,` is the decimal separator: `9,5`, `1.250,75`;
 * - `.` groups thousands when every group after it has exactly three digits: `1.250` = 1250,
 *   `1.250.000`;
 * - a single `.` followed by one or two digits is a decimal point pasted from a calculator: `9.5`;
 * - spaces, and the unit of the field around the number (`US$`, `$`, `m²`, `%`), are ignored;
 * - anything else is refused with a Spanish message that says what was read and what to type.
 * Nothing is dropped or rounded silently: more decimals than the field keeps is a refusal too.
 */

/** What a field counts, for the affixes it accepts and the words of its messages. */
export type NumberUnit = 'money' | 'm2' | 'percent' | 'count';

export interface NumberKind {
  /** Decimals a person may type: 0 for whole numbers (días, inversores), 2 for m² and money. */
  decimals: number;
  unit: NumberUnit;
}

export const NUMBER_KINDS = {
  /** Whole numbers: días, inversores, orden. */
  whole: { decimals: 0, unit: 'count' },
  /** Surfaces in m², at most two decimals (the database keeps centesimals). */
  area: { decimals: 2, unit: 'm2' },
  /** Percentages with one decimal (the adjustment percent steps by 0,1). */
  percent: { decimals: 1, unit: 'percent' },
  /** Percentages with two decimals (a plot's funding progress). */
  percentCents: { decimals: 2, unit: 'percent' },
  /** Money in USD or ARS, at most two decimals (cents). */
  money: { decimals: 2, unit: 'money' },
  /** Whole dollars (a barrio's incidence value in USD/m²). */
  wholeMoney: { decimals: 0, unit: 'money' },
} as const satisfies Record<string, NumberKind>;

export type NumberReading = { ok: true; value: number } | { ok: false; empty: boolean; message: string };

/** Longer than any number a form takes: refused before any pattern runs. */
const MAX_TYPED_LENGTH = 40;

const PREFIXES: Record<NumberUnit, RegExp> = {
  // US$, U$S, U$D, USD, AR$, ARS, $ — as people write dollars and pesos here.
  money: /^(?:US\$|U\$S|U\$D|USD|AR\$|ARS|\$)/i,
  m2: /^$/,
  percent: /^$/,
  count: /^$/,
};
const SUFFIXES: Record<NumberUnit, RegExp> = {
  money: /(?:USD|ARS|d[oó]lares|pesos)$/i,
  // m², m2, mts2, mt2, mts², metros.
  m2: /(?:m(?:ts?)?[²2]|metros(?: cuadrados)?)$/i,
  percent: /%$/,
  count: /^$/,
};

/** Spaces of any width (a formatted «US$ 1.250» carries a no-break space). */
const SPACES = /[\s\u00A0\u2007\u202F]+/g;

/** `1.250` — a dot before groups of exactly three digits; first group 1 to 3 digits, not 0. */
const GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
/** `1.250,75` — grouped thousands and a decimal comma. */
const GROUPED_DECIMAL = /^[1-9]\d{0,2}(?:\.\d{3})+,\d+$/;
/** `1250`, `1250,75`, `,5`. */
const PLAIN = /^\d*(?:,\d+)?$/;
/** `9.5`, `120.25`, `.5` — a decimal point pasted from a calculator. */
const POINT = /^\d*\.\d{1,2}$/;

const UNIT_EXAMPLES: Record<NumberUnit, string> = { money: '', m2: ' m²', percent: ' %', count: '' };

function example(kind: NumberKind): string {
  const unit = UNIT_EXAMPLES[kind.unit];
  if (kind.unit === 'percent') return kind.decimals > 0 ? `9,5${unit}` : `10${unit}`;
  if (kind.decimals === 0) return `1.250${unit}`;
  return `1.250 o 1.250,5${unit}`;
}

/** The number as a field of this kind shows it to be edited: «1.250,5» (no unit). */
export function typedNumberText(value: number, kind: NumberKind): string {
  return new Intl.NumberFormat('es-AR', { maximumFractionDigits: kind.decimals, useGrouping: true }).format(value);
}

/** The number in the field's own es-AR form, for messages and the live reading ("= 1.250 m²"). */
export function formatTypedNumber(value: number, kind: NumberKind): string {
  const digits = typedNumberText(value, kind);
  if (kind.unit === 'm2') return `${digits} m²`;
  if (kind.unit === 'percent') return `${digits} %`;
  return digits;
}

function decimalsMessage(typed: string, read: string, kind: NumberKind): string {
  if (kind.decimals === 0) return `Leímos «${typed}» como ${read}, con decimales: escribí un número entero, por ejemplo ${example(kind)}.`;
  const n = kind.decimals === 1 ? 'un decimal' : `${kind.decimals} decimales`;
  return `Leímos «${typed}» como ${read}: admite hasta ${n}, por ejemplo ${example(kind)}.`;
}

function unreadable(typed: string, kind: NumberKind): NumberReading {
  return {
    ok: false,
    empty: false,
    message: `No entendemos «${typed}» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo ${example(kind)}.`,
  };
}

/** Digits of a typed number once separators are understood: integer part and decimals. */
function splitDigits(body: string): { integer: string; fraction: string } | null {
  if (GROUPED.test(body)) return { integer: body.replaceAll('.', ''), fraction: '' };
  if (GROUPED_DECIMAL.test(body)) {
    const [integer = '', fraction = ''] = body.split(',');
    return { integer: integer.replaceAll('.', ''), fraction };
  }
  if (PLAIN.test(body) && /\d/.test(body)) {
    const [integer = '', fraction = ''] = body.split(',');
    return { integer, fraction };
  }
  if (POINT.test(body)) {
    const [integer = '', fraction = ''] = body.split('.');
    return { integer, fraction };
  }
  return null;
}

/** Reads what a person typed into a field of this kind. Never throws. */
export function readTypedNumber(input: string, kind: NumberKind): NumberReading {
  const typed = input.replace(SPACES, ' ').trim();
  if (typed === '') return { ok: false, empty: true, message: '' };
  const shown = typed.length > MAX_TYPED_LENGTH ? `${typed.slice(0, MAX_TYPED_LENGTH)}…` : typed;
  if (typed.length > MAX_TYPED_LENGTH) return unreadable(shown, kind);

  const prefix = PREFIXES[kind.unit];
  let body = typed.replace(SPACES, '').replace(prefix, '').replace(SUFFIXES[kind.unit], '');
  const negative = /^[-−]/.test(body);
  // «US$ -5» and «-US$ 5» alike.
  if (negative) body = body.slice(1).replace(prefix, '');

  // «1,250»: a decimal comma here, an English thousands comma to many; asked, never guessed.
  if (/^[1-9]\d{0,2},\d{3}$/.test(body) && kind.decimals < 3) {
    const [integer = '', fraction = ''] = body.split(',');
    const asDecimal = formatTypedNumber(Number(`${integer}.${fraction}`), { ...kind, decimals: 3 });
    const asThousands = formatTypedNumber(Number(integer + fraction), kind);
    return {
      ok: false,
      empty: false,
      message: `«${shown}» puede ser ${asDecimal} o ${asThousands}: escribí ${asThousands.replace(/ (m²|%)$/, '')} si son miles.`,
    };
  }
  const digits = splitDigits(body);
  if (!digits) return unreadable(shown, kind);
  const integer = digits.integer.replace(/^0+(?=\d)/, '') || '0';
  const value = Number(`${negative ? '-' : ''}${integer}.${digits.fraction || '0'}`);
  if (!Number.isFinite(value)) return unreadable(shown, kind);
  if (digits.fraction.replace(/0+$/, '').length > kind.decimals) {
    const read = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 20 }).format(value);
    return { ok: false, empty: false, message: decimalsMessage(shown, read, kind) };
  }
  return { ok: true, value: value === 0 ? 0 : value };
}

/** A number sent as JSON: finite, with no more decimals than the field keeps. */
export function checkSentNumber(value: number, kind: NumberKind): NumberReading {
  if (!Number.isFinite(value)) return { ok: false, empty: false, message: `El valor debe ser un número, por ejemplo ${example(kind)}.` };
  if (Number(value.toFixed(kind.decimals)) !== value) {
    const read = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 20 }).format(value);
    return { ok: false, empty: false, message: decimalsMessage(String(value), read, kind) };
  }
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * What the field understood, when that is worth saying while typing: «= 1.250 m²» for «1250 m2»
 * or «9.5»; nothing when the text already reads as the number does, or cannot be read yet.
 */
export function typedNumberEcho(input: string, kind: NumberKind): string | null {
  const reading = readTypedNumber(input, kind);
  if (!reading.ok) return null;
  const formatted = formatTypedNumber(reading.value, kind);
  const bare = (s: string) => s.replace(SPACES, '').toLowerCase();
  return bare(formatted) === bare(input) || bare(formatted).replace(/m²|%/, '') === bare(input) ? null : `= ${formatted}`;
}

export interface TypedNumberRules {
  kind: NumberKind;
  /** Inclusive bounds; `above` is an exclusive lower bound (m² "mayor a 0"). */
  min?: number;
  above?: number;
  max: number;
  messages: { required: string; min?: string; max: string };
}

/**
 * Reads a typed text or a sent number and checks it against the field's range, without zod: for
 * screens that keep zod out of their chunk (the calculator). The zod fields below use it too.
 */
export function checkTypedNumber(value: string | number, rules: TypedNumberRules): NumberReading {
  const reading = typeof value === 'number' ? checkSentNumber(value, rules.kind) : readTypedNumber(value, rules.kind);
  if (!reading.ok) return reading.empty ? { ...reading, message: rules.messages.required } : reading;
  const n = reading.value;
  const tooLow = (rules.min !== undefined && n < rules.min) || (rules.above !== undefined && n <= rules.above);
  if (tooLow) return { ok: false, empty: false, message: rules.messages.min ?? rules.messages.max };
  if (n > rules.max) return { ok: false, empty: false, message: rules.messages.max };
  return reading;
}
