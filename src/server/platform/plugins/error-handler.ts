import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, GENERIC_MESSAGES, UPLOAD_MESSAGES } from '../../../domain/shared/api-error.ts';
import { AppError, DATABASE_UNAVAILABLE, isDatabaseUnavailable, isStorageFull } from '../errors.ts';
import { unknownKeyMessage } from './strict-bodies.ts';

/** One handler maps every error to `{ error: { code, message, field? } }`; 5xx never shows details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A full disk or bucket stops every upload: the operators must hear of it.
      if (error.statusCode === 507) request.log.error('no hay espacio en el almacenamiento de archivos: se rechazó una subida con 507');
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first issue's message is the Spanish text written beside the schema in src/domain, or
      // zod's Spanish locale where the schema gives none; its path names the field.
      const first = error.validation[0];
      const path = first?.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : '';
      // A key the route does not take (strict-bodies.ts): named in the message and as the field.
      const unknownKey = first?.keyword === 'unrecognized_keys' ? (first.params as { keys?: string[] }).keys?.[0] : undefined;
      const message = unknownKey !== undefined ? unknownKeyMessage(unknownKey) : first?.message || GENERIC_MESSAGES.invalidBody;
      const field = (unknownKey !== undefined ? [path, unknownKey].filter(Boolean).join('.') : path) || undefined;
      const code = request.routeOptions.config.validationCodes?.[message] ?? ERROR_CODES.validation;
      return reply.status(400).send({ error: { code, message, ...(field ? { field } : {}) } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response serialization failed');
      return reply.status(500).send({ error: { code: ERROR_CODES.internal, message: GENERIC_MESSAGES.internal } });
    }
    if (isStorageFull(error) && request.isMultipart()) {
      // Services answer a full storage themselves (507); this catches a write they did not expect.
      request.log.error({ err: error }, 'no hay espacio en el almacenamiento de archivos: se rechazó una subida con 507');
      return reply.status(507).send({ error: { code: ERROR_CODES.storageFull, message: UPLOAD_MESSAGES.storageFull } });
    }
    if (isMalformedMultipart(error, request)) {
      return reply.status(400).send({ error: { code: ERROR_CODES.validation, message: GENERIC_MESSAGES.malformedUpload } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: { code: ERROR_CODES.rateLimited, message: GENERIC_MESSAGES.rateLimited } });
    if (status === 413) return reply.status(413).send({ error: { code: ERROR_CODES.tooLarge, message: GENERIC_MESSAGES.tooLarge } });
    if (status === 415) return reply.status(415).send({ error: { code: ERROR_CODES.unsupported, message: GENERIC_MESSAGES.unsupported } });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: ERROR_CODES.validation, message: GENERIC_MESSAGES.invalidBody } });
    }
    if (isDatabaseUnavailable(error)) {
      // Bounded waits (db/client.ts): say "try again" instead of hanging or answering 500.
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: ERROR_CODES.internal, message: GENERIC_MESSAGES.internal } });
  });
}

/**
 * The multipart parser (busboy) throws plain errors, without a status, for a body it cannot
 * read: no boundary, a boundary over 256 bytes, a body cut before the closing boundary. They
 * are the client's fault (400), not ours.
 */
function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (error.statusCode !== undefined || !request.isMultipart()) return false;
  return (
    /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|The needle cannot)/.test(
      error.message,
    ) || (error.stack ?? '').includes('@fastify/busboy')
  );
}
