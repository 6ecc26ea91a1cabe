import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { countHit, PRUNE_EVERY_MS, pruneEndedCounters } from '../db/limit-counters.ts';
import { clientKey } from './client-key.ts';

/**
 * Generic limiter, opt-in per route: `config: { rateLimit: { max, timeWindow } }`.
 * Keyed by the client's address (the proxy's X-Forwarded-For only when TRUST_PROXY is set), an
 * IPv6 one by its /64 (client-key.ts).
 *
 * Where the counts live (ADR 082): on PostgreSQL (DATABASE_URL) in the database, so every
 * instance behind a load balancer shares one limit and a restart forgets nothing; on the
 * embedded database (one process by construction) in this process's memory.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    ...(app.dbKind === 'postgres' ? { store: databaseRateLimitStore(app.db) } : {}),
  });
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A @fastify/rate-limit store over `limite_contadores`: one upsert per hit, the route in the key
 * (as the library's Redis store does), and now and then a delete of the windows that ended.
 * A database error fails the request (the error handler answers 503), never lets it through.
 * `continueExceeding` and `exponentialBackoff` are not supported (no route uses them).
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const prune = { last: Date.now() };
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(db, `${prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      if (Date.now() - prune.last >= PRUNE_EVERY_MS) {
        prune.last = Date.now();
        pruneEndedCounters(db).catch(() => {});
      }
    },
    child(routeOptions) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return store(`${prefix}${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}|`);
    },
  });
  // The plugin calls `new Store(options)`; a constructor that returns an object yields that object.
  return function DatabaseRateLimitStore() {
    return store('');
  } as unknown as FastifyRateLimitStoreCtor;
}
