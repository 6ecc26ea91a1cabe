import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, GENERIC_MESSAGES } from '../../domain/shared/api-error.ts';
import { PUBLIC_PREFIX, PUBLIC_URL_PREFIX } from '../storage/storage.ts';

/** Cache-Control of what never changes under its address (hashed assets, share cards). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A last path segment with an extension names a file, not a page. */
const FILE_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Serves the built web app (assets precompressed, every other page path rendered by
 * `app.renderPage`, so deep links work) and public uploads with long-lived immutable caching (their names never change).
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
    const assetsDir = join(webDir, 'assets');
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each script and stylesheet (vite.config.ts): sent
      // with Content-Encoding and Vary: Accept-Encoding, no compression work per request.
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed assets never change; anything else (favicon, index.html) is revalidated.
        res.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  // Page navigations are a route, not the not-found handler, so that route-level plugins (the
  // compression of the HTML above all) apply to them; everything else falls through to a 404.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (an old asset, /favicon.ico…) is a 404, never the page shell: a browser would
    // otherwise take HTML for a script. An unknown /api or /uploads path is a 404 too.
    const isFile = path.startsWith('/assets/') || FILE_EXTENSION.test(path);
    if (path.startsWith('/api/') || path.startsWith(PUBLIC_URL_PREFIX) || isFile || !hasWeb) return reply.callNotFound();
    // Page navigations: the server-rendered page, or the shell for staff areas (src/server/ssr).
    return app.renderPage(request, reply);
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: { code: ERROR_CODES.notFound, message: GENERIC_MESSAGES.notFound } }));
}
