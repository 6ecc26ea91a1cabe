// CSV conventions of every export (ADR 021): UTF-8 with a BOM, ';' separator, decimal comma,
// RFC 4180 quoting, spreadsheet formula guard. Each export builds its own columns on top.

/** Excel reads UTF-8 (accents, ², ñ) only when the file starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';
/**
 * Excel with Argentine regional settings splits columns on ';' and reads '120,5' as a number
 * (its list separator is ';' because the decimal separator is the comma).
 */
export const CSV_SEPARATOR = ';';
const EOL = '\r\n';

/**
 * One RFC 4180 field with ';' as separator: text is quoted when it holds a ';', quote or line
 * break (quotes doubled); numbers carry a decimal comma and no thousands separator.
 * Text that a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection):
 * one that starts with =, +, -, @ or their full-width forms (＝＋－＠, which spreadsheets fold to
 * ASCII), also after leading spaces, and one that starts with a control character (tab, CR…).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const FORMULA_START = /^(?:[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\u0000-\u001F\u007F])/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvField).join(CSV_SEPARATOR) + EOL;
}
