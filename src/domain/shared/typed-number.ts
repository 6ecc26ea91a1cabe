import { z } from 'zod';
import { checkSentNumber, type NumberKind, type NumberReading, readTypedNumber } from './typed-number-reader.ts';

/**
 * The zod fields of the one reader of typed numbers (ADR 024): the form and the API share them.
 * The reader itself, without zod, is typed-number-reader.ts — what NumberInput imports, so a public
 * page that draws a number field at first paint does not download zod with it. Its names are
 * exported from here too: a schema module imports everything numeric from one place.
 */
export {
  checkSentNumber,
  formatTypedNumber,
  NUMBER_KINDS,
  type NumberKind,
  type NumberReading,
  readTypedNumber,
  typedNumberEcho,
  typedNumberText,
} from './typed-number-reader.ts';

export interface TypedNumberRules {
  kind: NumberKind;
  /** Inclusive bounds; `above` is an exclusive lower bound (m² "mayor a 0"). */
  min?: number;
  above?: number;
  max: number;
  messages: { required: string; min?: string; max: string };
}

function check(value: string | number, rules: TypedNumberRules): NumberReading {
  const reading = typeof value === 'number' ? checkSentNumber(value, rules.kind) : readTypedNumber(value, rules.kind);
  if (!reading.ok) return reading.empty ? { ...reading, message: rules.messages.required } : reading;
  const n = reading.value;
  const tooLow = (rules.min !== undefined && n < rules.min) || (rules.above !== undefined && n <= rules.above);
  if (tooLow) return { ok: false, empty: false, message: rules.messages.min ?? rules.messages.max };
  if (n > rules.max) return { ok: false, empty: false, message: rules.messages.max };
  return reading;
}

const NOT_A_NUMBER = 'El valor debe ser un número';
const typedInput = (message: string) => z.union([z.string(), z.number()], { error: message });

/**
 * A required number field: the text a person typed («1.250,5») or a JSON number (1250.5), read by
 * `readTypedNumber` and checked against its range. The form and the API share it.
 */
export function typedNumber(rules: TypedNumberRules) {
  return typedInput(rules.messages.required).transform((value, ctx) => {
    const result = check(value, rules);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}

/** An optional number field: blank text, null or a missing key are `null`. */
export function optionalTypedNumber(rules: Omit<TypedNumberRules, 'messages'> & { messages: Omit<TypedNumberRules['messages'], 'required'> }) {
  return typedInput(NOT_A_NUMBER)
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      const result = check(value, { ...rules, messages: { ...rules.messages, required: '' } });
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });
}
