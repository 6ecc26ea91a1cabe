/** The one builder of chat links (DESIGN.md §5): https://wa.me/<digits>?text=<encoded>. */
export function whatsappLink(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** Argentine area code + subscriber number: always 10 digits. */
const NATIONAL_DIGITS = 10;
/** Buenos Aires, where the firm is: a number written without area code is taken as one of it. */
const DEFAULT_AREA = '11';

/**
 * A phone as people in Argentina write it, in the international form WhatsApp wants for a mobile:
 * 54 9 <area without 0> <number without 15>. Accepts "+54 9 11 5555-0101", "+54 11 5555-0101",
 * "011 15 5555-0101", "11 5555-0101", "15 5555-0101". A number written with another country code
 * ("+598 …") or that fits no Argentine shape keeps its digits as they are.
 */
export function argentineWhatsappNumber(phone: string): string {
  const international = phone.trim().startsWith('+') || phone.trim().startsWith('00');
  let digits = phone.replace(/\D/g, '').replace(/^00/, '');
  if (digits.startsWith('54')) digits = digits.slice(2).replace(/^9/, '');
  else if (international) return digits;
  digits = digits.replace(/^0/, '');
  // "15" + 8 digits: a Buenos Aires mobile without its area code (no area code starts with 15).
  if (digits.length === NATIONAL_DIGITS && digits.startsWith('15')) digits = DEFAULT_AREA + digits.slice(2);
  if (digits.length === 8) digits = DEFAULT_AREA + digits;
  // Area code (2 to 4 digits) + "15" + number: drop the mobile prefix.
  if (digits.length === NATIONAL_DIGITS + 2) {
    const areaLength = [2, 3, 4].find((n) => digits.slice(n, n + 2) === '15');
    if (areaLength) digits = digits.slice(0, areaLength) + digits.slice(areaLength + 2);
  }
  return digits.length === NATIONAL_DIGITS ? `549${digits}` : phone.replace(/\D/g, '');
}
