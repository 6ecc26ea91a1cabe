import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE } from '../errors.ts';

/**
 * A deadline for every /api request in total (REQUEST_DEADLINE_MS, 5 s by default): each wait is
 * bounded on its own (a pooled connection, one statement), but three of them in a row added up
 * to 15 s. Past the deadline the caller gets 503 with Retry-After and the work still in flight
 * finishes unseen — the same answer as a single wait that ran out. Uploads (multipart: image decoding, a malware scan) and answers that already
 * began (a streamed CSV) are not cut.
 */
export function registerRequestDeadline(app: FastifyInstance): void {
  const deadlineMs = app.config.requestDeadlineMs;
  app.addHook('onRequest', (request, reply, done) => {
    const multipart = String(request.headers['content-type'] ?? '').startsWith('multipart/');
    if (!request.url.startsWith('/api/') || multipart) return done();
    const timer = setTimeout(() => {
      // `reply.sent` stays false while a stream is being written: the headers are what says it began.
      if (reply.sent || reply.raw.headersSent || request.raw.destroyed) return;
      request.log.warn({ deadlineMs, url: request.routeOptions.url }, 'request deadline passed');
      void reply.status(503).header('retry-after', '5').send({ error: DATABASE_UNAVAILABLE });
    }, deadlineMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
