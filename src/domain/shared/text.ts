import { z } from 'zod';
import { SEARCH_MAX } from './search-limits.ts';

/**
 * Text people type never holds control characters; PostgreSQL refuses NUL in `text` outright
 * (a 500 before these checks), and escape or backspace codes only garble lists and CSV files.
 */
export const TEXT_MESSAGES = {
  controlCharacters: 'El texto tiene caracteres no permitidos (caracteres de control).',
  searchTooLong: 'La búsqueda debe tener menos de 100 caracteres',
} as const;

// C0 controls and DEL; multi-line text keeps tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** Whether `value` holds a character no text field accepts (tab and line breaks count unless `multiline`). */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return !(multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * A one-line text field: trimmed, no control characters (tab included). Chain `.min()`,
 * `.max()`, `.pipe(z.email())` as with `z.string()`; the trim runs first, so a pasted
 * trailing tab is dropped rather than refused.
 */
export function text(params?: StringParams) {
  return z.string(params).trim().regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters);
}

/** A multi-line text field (comments, descriptions, legal text): tab and line breaks allowed. */
export function multilineText(params?: StringParams) {
  return z.string(params).trim().regex(MULTI_LINE, TEXT_MESSAGES.controlCharacters);
}

/** Query strings send '' for an untouched filter: treat it as absent. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional search box in a query string: blank means no filter; at most 100 characters. */
export function searchText(max: number = SEARCH_MAX, tooLong: string = TEXT_MESSAGES.searchTooLong) {
  return z.preprocess(blankToUndefined, text().max(max, tooLong).optional());
}
