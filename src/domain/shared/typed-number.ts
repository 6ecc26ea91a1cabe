import { z } from 'zod';
import { checkTypedNumber, type TypedNumberRules } from './typed-number-reader.ts';

/**
 * The zod fields of numbers typed the Argentine way (ADR 024): the reader lives in
 * typed-number-reader.ts (no zod) and its names are exported here too, so a schema imports one file.
 */
export {
  checkSentNumber,
  formatTypedNumber,
  NUMBER_KINDS,
  type NumberKind,
  readTypedNumber,
  type TypedNumberRules,
  typedNumberEcho,
  typedNumberText,
} from './typed-number-reader.ts';

const NOT_A_NUMBER = 'El valor debe ser un número';
const typedInput = (message: string) => z.union([z.string(), z.number()], { error: message });

/**
 * A required number field: the text a person typed («1.250,5») or a JSON number (1250.5), read by
 * `readTypedNumber` and checked against its range. The form and the API share it.
 */
export function typedNumber(rules: TypedNumberRules) {
  return typedInput(rules.messages.required).transform((value, ctx) => {
    const result = checkTypedNumber(value, rules);
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
      const result = checkTypedNumber(value, { ...rules, messages: { ...rules.messages, required: '' } });
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });
}
