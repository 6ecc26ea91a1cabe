import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** One line of every SAMPLE_EVERY successful, fast, publicly cacheable reads is written. */
export const SAMPLE_EVERY = 20;
export const FAST_MS = 50;

/**
 * The access log, one line per request when it ends, with what an operator needs: method, url,
 * client address, status and time, the signed-in account's id when the request resolved one
 * (Fastify's default writes two lines, incoming and completed).
 * Successful fast reads of public cached answers (the price table, robots.txt…) are sampled: one
 * line in SAMPLE_EVERY, carrying `sampled: SAMPLE_EVERY` so counts can be scaled back. Every write,
 * error, slow request and session-bound answer is logged. Logging was the largest cost left in a
 * cached read (bench/README.md, ADR 009).
 */
export class RequestLog extends LogController {
  #publicReads = 0;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Who asked, once the request resolved its session (a 403 names the account it refused).
    const who = request.userId ? { userId: request.userId } : {};
    if (error) return void reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime, ...who }, 'request errored');
    const responseTime = reply.elapsedTime;
    const sampled =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode < 400 &&
      responseTime < FAST_MS &&
      String(reply.getHeader('cache-control') ?? '').startsWith('public');
    if (sampled && this.#publicReads++ % SAMPLE_EVERY !== 0) return;
    request.log.info({ req: request, res: reply, responseTime, ...who, ...(sampled ? { sampled: SAMPLE_EVERY } : {}) }, 'request completed');
  }
}
