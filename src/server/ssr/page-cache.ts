import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES, compressText, type Encoding, preferredEncoding } from '../platform/plugins/compression.ts';
import type { PublicData } from '../platform/public-data.ts';

/** A rendered page as sent: its status, its whole HTML, and that HTML compressed once per encoding asked for. */
export interface PreparedPage {
  status: number;
  html: string;
  /** Kept and sent many times: worth compressing at the best (slowest) level. */
  kept: boolean;
  /** The public data it shows: a change of any of it drops the page. */
  reads: ReadonlySet<PublicData>;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export const preparePage = (status: number, html: string, kept: boolean, reads: ReadonlySet<PublicData> = new Set()): PreparedPage => ({
  status,
  html,
  kept,
  reads,
  encoded: {},
});

/**
 * Sends a page: compressed with the client's preferred encoding, compressed once and kept on the
 * page itself — a kept page costs a lookup per request, not a concatenation, a hash of ~50 kB of
 * HTML or a compression (bench/README.md, "API overhead and server-rendered throughput").
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: PreparedPage): Promise<FastifyReply> {
  reply.status(page.status);
  // A kept page is the same for every visitor (made only of shared data): say so, as the shared API
  // reads do — the access log then samples it like them (plugins/request-log.ts).
  if (page.kept) reply.header('cache-control', 'public, no-cache');
  const encoding = page.html.length >= COMPRESS_THRESHOLD_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(page.html);
  page.encoded[encoding] ??= compressText(page.html, encoding, page.kept ? 'best' : 'fast');
  const body = await page.encoded[encoding];
  const vary = reply.getHeader('vary');
  return reply
    .header('content-encoding', encoding)
    .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
    .header('content-length', body.length)
    .send(body);
}

/** Rendered pages by path, for `ttlMs` at most; a page not marked `kept` (or a failed render) is not. */
export function createPageCache(ttlMs: number, maxPages: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; page: Promise<PreparedPage | null>; reads?: ReadonlySet<PublicData> }>();
  return {
    async get(path: string, render: () => Promise<PreparedPage | null>): Promise<PreparedPage | null> {
      const hit = entries.get(path);
      if (hit && now() - hit.at < ttlMs) return hit.page;
      const entry: { at: number; page: Promise<PreparedPage | null>; reads?: ReadonlySet<PublicData> } = { at: now(), page: render() };
      // Visitors arriving during the render share it; it is dropped at once if it is not to be kept.
      entries.set(path, entry);
      const forget = () => {
        if (entries.get(path) === entry) entries.delete(path);
      };
      entry.page.then((page) => {
        if (!page?.kept) forget();
        else entry.reads = page.reads;
      }, forget);
      if (entries.size > maxPages) entries.delete(entries.keys().next().value as string);
      return entry.page;
    },
    /** Drops the pages that show `what`, and any still being drawn (their data may predate the change). */
    drop: (what: PublicData) => {
      for (const [path, entry] of entries) if (!entry.reads || entry.reads.has(what)) entries.delete(path);
    },
  };
}
