import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Anonymous visitor id for likes (DESIGN.md §5): random, httpOnly, no personal data.
 * The server signs it (HMAC with the auth secret) when a read issues it, so a like needs a
 * cookie this server gave out: a script cannot invent a fresh visitor per request (ADR 030).
 */
export const VISITOR_COOKIE = 'parcela_visitante';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const signature = (id: string, secret: string) => createHmac('sha256', secret).update(`${VISITOR_COOKIE}:${id}`).digest('base64url');

/**
 * What a like row keeps of the client address: a keyed hash (HMAC with the auth secret), enough
 * to cap likes per address without storing the address itself (Ley 25.326, ADR 030).
 */
export function addressKey(address: string, secret: string): string {
  return createHmac('sha256', secret).update(`direccion:${address}`).digest('base64url').slice(0, 22);
}

/** The cookie value for a visitor id: `<uuid>.<signature>`. */
export function signVisitorId(id: string, secret: string): string {
  return `${id}.${signature(id, secret)}`;
}

/** The visitor id of a cookie this server issued; null when missing, malformed or forged. */
export function readVisitorId(request: FastifyRequest, secret: string): string | null {
  const value = request.cookies[VISITOR_COOKIE];
  if (!value) return null;
  const dot = value.indexOf('.');
  const id = value.slice(0, dot);
  if (dot < 0 || !UUID.test(id)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** For reads: the visitor's id, issuing a new signed cookie when the request has no valid one. */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply, config: { secure: boolean; authSecret: string }): string {
  const existing = readVisitorId(request, config.authSecret);
  if (existing) return existing;
  const id = randomUUID();
  reply.setCookie(VISITOR_COOKIE, signVisitorId(id, config.authSecret), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secure,
    maxAge: ONE_YEAR_S,
  });
  return id;
}
