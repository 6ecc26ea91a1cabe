import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, GENERIC_MESSAGES } from '../../domain/shared/api-error.ts';
import { trustedOrigins } from '../auth/auth.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers and the Origin check on every state-changing request. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and dialogs set inline styles at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: app.config.secure ? [] : null,
      },
    },
    hsts: app.config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const allowed = new Set(trustedOrigins(app.config));
  app.addHook('onRequest', async (request, reply) => {
    // Every path, not only '/api/…': the router decodes '/%61pi/…' to the same route, so a prefix test was a way round.
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    // Browsers send Origin on every cross-site POST; clients without one (CLI, mobile) carry no cookies of ours by accident.
    const foreign = origin ? !allowed.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
    if (foreign) {
      return reply.status(403).send({ error: { code: ERROR_CODES.forbidden, message: GENERIC_MESSAGES.foreignOrigin } });
    }
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}
