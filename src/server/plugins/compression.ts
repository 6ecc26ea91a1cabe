import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a response is sent as is: the headers would weigh more than the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of HTML, JSON, CSV and other text above 1 kB (brotli when the client
 * accepts it, else gzip). Built assets are precompressed at build time and served as such by
 * @fastify/static (their Content-Encoding is set first, so this leaves them alone).
 * - Streamed answers (CSV export, server-rendered HTML) are flushed on every chunk the source
 *   writes, so a streamed page reaches the browser as it is rendered, not when zlib's buffer fills.
 * - Request bodies are never inflated: an upload or form arrives as sent (no zip bombs).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
    // Quality 4 (the plugin's default, kept): 11 costs ~10× the CPU for a few % on HTML and JSON.
    brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * Every /api answer that does not choose its own caching is `no-store`: session-bound JSON (an
 * account, a dashboard) must never be kept by a browser or a shared cache. Public reads that may
 * be cached (the price table…) set their own Cache-Control and keep it.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
    // The route's own path too: the router decodes '/%61pi/…' to an /api route.
    if (!reply.hasHeader('cache-control') && (request.url.startsWith('/api/') || request.routeOptions.url?.startsWith('/api/'))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
