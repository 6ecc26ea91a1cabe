import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, GENERIC_MESSAGES } from '../../domain/shared/api-error.ts';
import { PUBLIC_PREFIX, PUBLIC_URL_PREFIX } from '../storage/storage.ts';

/**
 * Serves the built SPA (fallback to index.html for any non-/api path, so deep links work)
 * and public uploads with long-lived immutable caching (their names never change).
 */
export async function registerStatic(app: FastifyInstance, webDir: string): Promise<void> {
  mkdirSync(join(app.config.uploadsDir, PUBLIC_PREFIX), { recursive: true });
  await app.register(fastifyStatic, {
    root: join(app.config.uploadsDir, PUBLIC_PREFIX),
    prefix: PUBLIC_URL_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  const hasWeb = existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be revalidated.
        res.header('cache-control', path.includes(`${join(webDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path.startsWith(PUBLIC_URL_PREFIX) || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ error: { code: ERROR_CODES.notFound, message: GENERIC_MESSAGES.notFound } });
    }
    // Page navigations: the server-rendered page, or the shell for staff areas (src/server/ssr).
    return app.renderPage(request, reply);
  });
}
