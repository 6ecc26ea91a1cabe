import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, GENERIC_MESSAGES } from '../../../domain/shared/api-error.ts';
import { contentTypeOf, isSafeKey, PUBLIC_PREFIX, PUBLIC_URL_PREFIX } from '../storage/storage.ts';
import { IMMUTABLE } from './cache-control.ts';

/** How long a browser keeps the redirect to S3_PUBLIC_URL (short: the address may be changed). */
const REDIRECT_CACHE = 'public, max-age=3600';
const STORAGE_UNAVAILABLE = { code: ERROR_CODES.unavailable, message: 'La imagen no está disponible en este momento. Intentá nuevamente en unos segundos.' };
/** A last path segment with an extension names a file, not a page. */
const FILE_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Serves the built web app (assets precompressed, every other page path rendered by
 * `app.renderPage`, so deep links work) and public uploads with long-lived immutable caching (their names never change).
 */
export async function registerStatic(app: FastifyInstance, webDir: string): Promise<void> {
  if (app.storage.kind === 'local') {
    mkdirSync(join(app.config.uploadsDir, PUBLIC_PREFIX), { recursive: true });
    await app.register(fastifyStatic, {
      root: join(app.config.uploadsDir, PUBLIC_PREFIX),
      prefix: PUBLIC_URL_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  } else {
    registerStoredUploads(app);
  }

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

/**
 * /uploads/… from object storage: redirected to S3_PUBLIC_URL when the bucket's public prefix is
 * served directly (a CDN), else streamed through the app with the same immutable caching as from
 * disk. Only `public/…` keys can be named (the URL maps to public/<path>), and only paths of the
 * characters server-chosen keys use: no '%' (no encoded '/', '..' or NUL), no '.'/'..' segment.
 */
function registerStoredUploads(app: FastifyInstance): void {
  const storage = app.storage;
  const redirect = app.config.storage.kind === 's3' && app.config.storage.publicUrl !== undefined;
  const keyOf = (request: FastifyRequest): string | null => {
    const path = (request.url.split('?')[0] ?? '').slice(PUBLIC_URL_PREFIX.length);
    return isSafeKey(path) ? PUBLIC_PREFIX + path : null;
  };
  const send = async (request: FastifyRequest, reply: FastifyReply, withBody: boolean) => {
    const key = keyOf(request);
    if (!key) return reply.callNotFound();
    if (redirect) return reply.header('cache-control', REDIRECT_CACHE).redirect(storage.publicUrl(key), 301);
    const conditional = request.headers['if-none-match'];
    // HEAD and a revalidation need no bytes: the object's size and ETag only.
    const file = withBody && !conditional ? await storage.read(key) : await storage.stat(key);
    if (!file) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE).header('content-type', contentTypeOf(key));
    if (file.etag) reply.header('etag', file.etag);
    if (file.etag && conditional?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
      return reply.code(304).send();
    }
    reply.header('content-length', file.size);
    if (!withBody) return reply.send();
    if ('stream' in file) return reply.send(file.stream);
    const again = await storage.read(key);
    return again ? reply.send(again.stream) : reply.callNotFound();
  };
  // A bucket that cannot answer is a 503 to retry, never a 500 nor a missing image (404).
  const handler = (withBody: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await send(request, reply, withBody);
    } catch (error) {
      request.log.warn({ err: error }, 'storage unavailable');
      return reply.status(503).header('retry-after', '5').header('cache-control', 'no-store').send({ error: STORAGE_UNAVAILABLE });
    }
  };
  app.route({ method: 'GET', url: `${PUBLIC_URL_PREFIX}*`, exposeHeadRoute: false, schema: { hide: true }, handler: handler(true) });
  app.route({ method: 'HEAD', url: `${PUBLIC_URL_PREFIX}*`, schema: { hide: true }, handler: handler(false) });
}
