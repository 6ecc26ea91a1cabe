import type { FastifyInstance } from 'fastify';
import { Invalid } from '../errors.ts';

/** No body of ours nests more than a few levels; 32 leaves room for any client and stops a 5,000-deep one. */
export const MAX_JSON_DEPTH = 32;
/** The largest JSON body a route takes is a few kB (a 5,000-character legal text); uploads are multipart. */
export const JSON_BODY_LIMIT = 256 * 1024;

export const BODY_GUARD_MESSAGES = {
  tooDeep: 'Los datos enviados tienen demasiados niveles anidados.',
} as const;

/**
 * Replaces Fastify's JSON parser with the same parser (and the same prototype-poisoning
 * protection) behind a depth and size check, so a hostile body is refused with a 400/413
 * before it is parsed — for every route, the auth library's included.
 */
export function registerBodyGuard(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) => {
    const text = body.toString(); // parseAs: 'string' makes it a string already
    if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) {
      done(Invalid(BODY_GUARD_MESSAGES.tooDeep), undefined);
      return;
    }
    parse(request, text, done);
  });
}

/** Whether the JSON text opens more than `max` objects/arrays at once (brackets inside strings don't count). One pass, no parsing. */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}
