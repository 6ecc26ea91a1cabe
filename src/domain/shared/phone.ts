import { readArgentinePhone } from './whatsapp.ts';

// Apart from whatsapp.ts (which every public page's first visit carries): only the forms' rules use this.

/** What a phone field accepts as written: digits with spaces, hyphens, dots, brackets and a leading + (at most 30 characters). */
const PHONE_CHARACTERS = /^\+?[\d\s().-]{6,30}$/;
/** E.164: a country code and number of at most 15 digits; 8 is the shortest a foreign mobile or line has. */
const FOREIGN_DIGITS = { min: 8, max: 15 } as const;

/**
 * Whether a phone typed in a form can be called: an Argentine number of any usual shape (area code
 * and number, with or without 0, 15, +54 or 9; 8 digits alone are taken as Buenos Aires'), or
 * another country's written with its code ("+598 94 123 456"). «11 1234» is neither.
 */
export function isCallablePhone(phone: string): boolean {
  if (!PHONE_CHARACTERS.test(phone.trim())) return false;
  if (readArgentinePhone(phone)) return true;
  const trimmed = phone.trim();
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  const foreign = (trimmed.startsWith('+') || trimmed.startsWith('00')) && !digits.startsWith('54');
  return foreign && digits.length >= FOREIGN_DIGITS.min && digits.length <= FOREIGN_DIGITS.max;
}
