import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { ERROR_CODES, GENERIC_MESSAGES } from '../../../domain/shared/api-error.ts';
import { trustedOrigins } from '../auth/auth.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function publicImageOrigin(app: FastifyInstance): string[] {
  const storage = app.config.storage;
  return storage.kind === 's3' && storage.publicUrl ? [new URL(storage.publicUrl).origin] : [];
}

export interface SecurityOptions {
  /** Inline scripts allowed by their hash (the rendered pages' boot script, ssr/boot-script.ts): the composition passes them in. */
  inlineScriptHashes: readonly string[];
}

/** Security headers (helmet's, computed once) and the Origin check on every state-changing request. */
export async function registerSecurity(app: FastifyInstance, { inlineScriptHashes }: SecurityOptions): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Rendered pages' boot script, allowed by its hash; no other inline script.
        scriptSrc: ["'self'", ...inlineScriptHashes],
        // Toasts and dialogs set inline styles at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Public images may come from the bucket's own address (S3_PUBLIC_URL, ADR 080).
        imgSrc: ["'self'", 'data:', 'blob:', ...publicImageOrigin(app)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: app.config.secure ? [] : null,
      },
    },
    hsts: app.config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // The same headers on every answer, set in one pass (see helmetHeaders).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const allowed = new Set(trustedOrigins(app.config));
  // Callback hooks, not async ones: they run on every request, and a promise per request showed in the profile.
  app.addHook('onRequest', (request, reply, done) => {
    // Every path, not only '/api/…': the router decodes '/%61pi/…' to the same route, so a prefix test was a way round.
    if (!STATE_CHANGING.has(request.method)) return done();
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    // Browsers send Origin on every cross-site POST; clients without one (CLI, mobile) carry no cookies of ours by accident.
    const foreign = origin ? !allowed.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
    // Answering from a callback hook: send, and do not call done().
    if (foreign) return void reply.status(403).send({ error: { code: ERROR_CODES.forbidden, message: GENERIC_MESSAGES.foreignOrigin } });
    done();
  });
}

/**
 * Helmet's headers for these options, computed once. @fastify/helmet rebuilds the helmet middleware
 * (parsing every CSP directive) on each request: 16 % of a cached read's CPU time in the profile
 * (bench/README.md). Our headers never vary per request (no CSP nonces), so we ask @fastify/helmet
 * itself, once, on a throwaway instance, and replay exactly what it set.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => reply.send(''));
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const plain = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers).flatMap(([name, value]) => (plain.has(name) || value === undefined ? [] : [[name, String(value)]])),
  );
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}
