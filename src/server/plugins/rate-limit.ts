import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Generic limiter, opt-in per route: `config: { rateLimit: { max, timeWindow } }`.
 * Keyed by request.ip (the proxy's X-Forwarded-For only when TRUST_PROXY is set).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, keyGenerator: (request) => request.ip });
}
