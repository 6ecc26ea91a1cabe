/**
 * 'M² vendibles' (ADR 024): «1.250» is a thousand two hundred and fifty, «2.500,75» has decimals.
 * The calculator and POST /api/consultas read it with these rules. Apart from valuation.ts, which
 * every valuation page loads first: the reader travels only with the calculator (and no zod with it).
 */
import { checkTypedNumber, NUMBER_KINDS, type NumberReading, type TypedNumberRules } from '../shared/typed-number-reader.ts';
import { MAX_M2_VENDIBLES, MIN_M2_VENDIBLES, VALUATION_MESSAGES } from './valuation.ts';

export const M2_RULES: TypedNumberRules = {
  kind: NUMBER_KINDS.area,
  min: MIN_M2_VENDIBLES,
  max: MAX_M2_VENDIBLES,
  messages: { required: VALUATION_MESSAGES.incomplete, min: VALUATION_MESSAGES.m2TooSmall, max: VALUATION_MESSAGES.m2TooLarge },
};

/** The m² typed in the calculator ('1.250', '250,5') or sent as a number, checked against M2_RULES. */
export function readM2(input: string | number): NumberReading {
  return checkTypedNumber(input, M2_RULES);
}
