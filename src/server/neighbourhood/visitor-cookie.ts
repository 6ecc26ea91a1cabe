import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Anonymous visitor id for likes (DESIGN.md §5): random, httpOnly, no personal data. */
export const VISITOR_COOKIE = 'parcela_visitante';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function readVisitorId(request: FastifyRequest): string | null {
  const value = request.cookies[VISITOR_COOKIE];
  return value && UUID.test(value) ? value : null;
}

/** The visitor's id, setting a new cookie when the request has none (or a malformed one). */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = readVisitorId(request);
  if (existing) return existing;
  const id = randomUUID();
  reply.setCookie(VISITOR_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: ONE_YEAR_S });
  return id;
}
