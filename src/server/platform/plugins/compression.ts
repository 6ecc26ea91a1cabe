import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
  registerCompressedPublicReads(app);
}

/** Kept per encoding (so 64 bodies in all). */
const CACHED_ANSWERS_PER_ENCODING = 32;
const MAX_CACHED_BYTES = 256 * 1024;
export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The one way a body the server keeps is compressed (kept public reads here, kept and per-request
 * pages in ssr/page-cache.ts), off the event loop (zlib's thread pool). `best`: something sent many
 * times — brotli 11 up to 64 kB (5 above), gzip 9; a kept `/` costs ~50 ms once for ~10 % fewer
 * bytes on every visit. `fast`: sent once (a valuation's page, a 404) — brotli 5, gzip 6, ~1 ms.
 */
export function compressText(text: string, encoding: Encoding, effort: 'best' | 'fast'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(text, { level: effort === 'best' ? 9 : 6 });
  const quality = effort === 'best' && text.length <= 64 * 1024 ? 11 : 5;
  return brotliAsync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
}

/**
 * Public cached reads (Cache-Control: public…) and the rendered pages (the same HTML for everyone
 * until their data changes, ADR 008) repeat their bodies: compress each distinct body once (brotli
 * at its best for small bodies) and keep the result, instead of compressing it on every request.
 * Brotli on the fly cost GET /api/precios over half of its throughput, and a kept page ~85 % of its
 * (bench/README.md). Runs before @fastify/compress's per-route hook, which leaves an answer that
 * already has a Content-Encoding alone.
 */
function registerCompressedPublicReads(app: FastifyInstance): void {
  const caches: Record<Encoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
    if (
      typeof payload !== 'string' ||
      payload.length < COMPRESS_THRESHOLD_BYTES ||
      payload.length > MAX_CACHED_BYTES ||
      reply.hasHeader('content-encoding') ||
      !(String(reply.getHeader('cache-control') ?? '').startsWith('public') || String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
    ) {
      return done(null, payload);
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const cache = caches[encoding];
    const send = (body: Buffer) => {
      const vary = reply.getHeader('vary');
      reply
        .header('content-encoding', encoding)
        .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
        .header('content-length', body.length);
      done(null, body);
    };
    const kept = cache.get(payload);
    // A kept body answers at once (no promise per request: this hook runs on every answer).
    if (kept) return send(kept);
    compressText(payload, encoding, 'best').then(
      (body) => {
        // The oldest entry goes first: a changed body (new prices) never comes back.
        if (cache.size >= CACHED_ANSWERS_PER_ENCODING) cache.delete(cache.keys().next().value as string);
        cache.set(payload, body);
        send(body);
      },
      () => done(null, payload),
    );
  });
}

/** br over gzip when both are acceptable; nothing when neither is (or both come with q=0). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    const encoding = token === 'br' ? 'br' : token === 'gzip' || token === 'x-gzip' || token === '*' ? 'gzip' : undefined;
    if (!encoding || !(q > 0)) continue;
    if (!best || q > best.q || (q === best.q && encoding === 'br')) best = { encoding, q };
  }
  return best?.encoding;
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
