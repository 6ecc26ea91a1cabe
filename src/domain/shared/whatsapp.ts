/**
 * The one builder of chat links (DESIGN.md §5): https://wa.me/<digits>?text=<encoded>. The number
 * goes in the international form WhatsApp wants (an Argentine one as 54 9 …, see
 * `whatsappNumber`), so no caller has to remember to convert it; no number (a share link) gives
 * https://wa.me/?text=….
 */
export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** Argentine area code + subscriber number: always 10 digits. */
const NATIONAL_DIGITS = 10;
/** Buenos Aires, where the firm is: a number written without area code is taken as one of it. */
const DEFAULT_AREA = '11';

/** An Argentine number read from how people write it: its 10 national digits, and whether it was written as a mobile. */
interface ArgentinePhone {
  national: string;
  mobile: boolean;
}

/**
 * Reads "+54 9 11 5555-0101", "+54 11 5555-0101", "011 15 5555-0101", "11 5555-0101",
 * "15 5555-0101"… A number written with another country code ("+598 …") or that fits no Argentine
 * shape gives null.
 */
export function readArgentinePhone(phone: string): ArgentinePhone | null {
  const international = phone.trim().startsWith('+') || phone.trim().startsWith('00');
  let digits = phone.replace(/\D/g, '').replace(/^00/, '');
  let mobile = false;
  if (digits.startsWith('54')) {
    digits = digits.slice(2);
    mobile = digits.startsWith('9');
    digits = digits.replace(/^9/, '');
  } else if (international) return null;
  digits = digits.replace(/^0/, '');
  // "15" + 8 digits: a Buenos Aires mobile without its area code (no area code starts with 15).
  if (digits.length === NATIONAL_DIGITS && digits.startsWith('15')) {
    digits = DEFAULT_AREA + digits.slice(2);
    mobile = true;
  }
  if (digits.length === 8) digits = DEFAULT_AREA + digits;
  // Area code (2 to 4 digits) + "15" + number: drop the mobile prefix.
  if (digits.length === NATIONAL_DIGITS + 2) {
    const areaLength = [2, 3, 4].find((n) => digits.slice(n, n + 2) === '15');
    if (areaLength) {
      digits = digits.slice(0, areaLength) + digits.slice(areaLength + 2);
      mobile = true;
    }
  }
  // Argentine area codes start with 11 (Buenos Aires), 2 or 3 (ENACOM's numbering plan).
  return digits.length === NATIONAL_DIGITS && /^(11|2|3)/.test(digits) ? { national: digits, mobile } : null;
}

/**
 * The number as WhatsApp wants it: an Argentine one in international mobile form,
 * 54 9 <area without 0> <number without 15>; another country's ("+598 …") or one that fits no
 * Argentine shape keeps its digits as they are.
 */
function whatsappNumber(phone: string): string {
  const ar = readArgentinePhone(phone);
  return ar ? `549${ar.national}` : phone.replace(/\D/g, '');
}

/**
 * Area codes of three digits (ENACOM's numbering plan); Buenos Aires' 11 is the only one of two,
 * every other is of four.
 */
const THREE_DIGIT_AREAS = new Set(
  '220 221 223 230 236 237 249 260 261 263 264 266 280 291 294 297 298 299 336 341 342 343 345 348 351 353 358 362 364 370 376 379 380 381 383 385 387 388'.split(
    ' ',
  ),
);

function areaCodeLength(national: string): number {
  if (national.startsWith(DEFAULT_AREA)) return 2;
  return THREE_DIGIT_AREAS.has(national.slice(0, 3)) ? 3 : 4;
}

/**
 * A phone as people read it: an Argentine number as «+54 9 11 5555-0101» (area code, then the
 * number with a hyphen before its last four digits). WhatsApp numbers and the leads' phones are
 * mobiles and always carry the 9; with `{ line: true }` (the firm's phone line) the 9 shows only
 * when the number was written as a mobile («+54 11 4000-0000» stays a line). Another country's
 * number, or one that fits no Argentine shape, is shown as it was written.
 */
export function formatPhone(phone: string, options: { line?: boolean } = {}): string {
  const ar = readArgentinePhone(phone);
  if (!ar) return phone.trim();
  const area = ar.national.slice(0, areaCodeLength(ar.national));
  const rest = ar.national.slice(area.length);
  const nine = options.line && !ar.mobile ? '' : '9 ';
  return `+54 ${nine}${area} ${rest.slice(0, -4)}-${rest.slice(-4)}`;
}
