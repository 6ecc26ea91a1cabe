// zod's generic messages in Spanish before any route validates.
import '../../domain/shared/zod-locale.ts';
import { ERROR_CODES, type ErrorCode, GENERIC_MESSAGES } from '../../domain/shared/api-error.ts';

/** The one error type services throw. The error handler maps it to `{ error: { code, message, field? } }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** Dot path of the invalid field, when the error is about one (validation). */
  readonly field: string | undefined;
  /** Seconds for a Retry-After header (a 503 the client should try again later). */
  readonly retryAfter: number | undefined;
  constructor(statusCode: number, code: ErrorCode, message: string, field?: string, retryAfter?: number) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
    this.retryAfter = retryAfter;
  }
}

/** A specific code (ERROR_CODES) and/or the field the error is about; the generic code of the status otherwise. */
export interface ErrorDetail {
  code?: ErrorCode;
  field?: string | undefined;
}

export const Invalid = (message: string = GENERIC_MESSAGES.invalidBody, detail: ErrorDetail = {}) =>
  new AppError(400, detail.code ?? ERROR_CODES.validation, message, detail.field);
export const Unauthorized = (message: string = GENERIC_MESSAGES.unauthorized) => new AppError(401, ERROR_CODES.unauthorized, message);
export const Forbidden = (message: string = GENERIC_MESSAGES.forbidden, detail: ErrorDetail = {}) =>
  new AppError(403, detail.code ?? ERROR_CODES.forbidden, message, detail.field);
export const NotFound = (message: string = GENERIC_MESSAGES.notFound) => new AppError(404, ERROR_CODES.notFound, message);
export const Conflict = (message: string, detail: ErrorDetail = {}) => new AppError(409, detail.code ?? ERROR_CODES.conflict, message, detail.field);
export const TooLarge = (message: string = GENERIC_MESSAGES.tooLarge) => new AppError(413, ERROR_CODES.tooLarge, message);
export const Unsupported = (message: string = GENERIC_MESSAGES.unsupported) => new AppError(415, ERROR_CODES.unsupported, message);
/** Well-formed but refused for what it holds (a file with a malware signature or active PDF content). */
export const Unprocessable = (message: string, detail: ErrorDetail = {}) => new AppError(422, detail.code ?? ERROR_CODES.validation, message, detail.field);
/** Something the request needs is down for now (the malware scanner): 503 with Retry-After. */
export const Unavailable = (message: string, retryAfterSeconds: number) => new AppError(503, ERROR_CODES.unavailable, message, undefined, retryAfterSeconds);
export const TooManyRequests = (message: string = GENERIC_MESSAGES.rateLimited, detail: ErrorDetail = {}, retryAfterSeconds?: number) =>
  new AppError(429, detail.code ?? ERROR_CODES.rateLimited, message, detail.field, retryAfterSeconds);
/** The file storage is full (a local disk's ENOSPC or quota): 507, nothing stored. */
export const InsufficientStorage = (message: string) => new AppError(507, ERROR_CODES.storageFull, message);

/**
 * A zod failure as a 400: the first issue's message (the Spanish text written beside the schema,
 * or zod's Spanish locale) and its field path.
 */
export function invalidFrom(error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> }, detail: ErrorDetail = {}): AppError {
  const first = error.issues[0];
  return Invalid(first?.message, { field: fieldPath(first?.path), ...detail });
}

/** `['a', 0, 'b']` → `'a.0.b'`; undefined for the root. */
export function fieldPath(path: ReadonlyArray<PropertyKey> | undefined): string | undefined {
  return path && path.length > 0 ? path.map(String).join('.') : undefined;
}

/**
 * A write refused for lack of space, also as an error's cause: a full disk (ENOSPC), a user's disk
 * quota (EDQUOT), or an S3-compatible server answering 507 (MinIO's XMinioStorageFull).
 */
export function isStorageFull(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 3; depth++) {
    const { code, $metadata } = e as { code?: string; $metadata?: { httpStatusCode?: number } };
    if (code === 'ENOSPC' || code === 'EDQUOT' || $metadata?.httpStatusCode === 507) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL unique violation (same code on PGlite and node-postgres). */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 3; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** 503 body: the database did not answer in time (pool exhausted, statement timeout, server down). */
export const DATABASE_UNAVAILABLE = {
  code: ERROR_CODES.unavailable,
  message: 'El servicio está momentáneamente sobrecargado. Intentá nuevamente en unos segundos.',
} as const;

/**
 * The database could not serve the request in time: no pooled connection within
 * connectionTimeoutMillis (node-postgres' pool error), a statement cancelled by statement_timeout
 * (57014), the server refusing or dropping connections (class 08, 53300, 55000 while it starts
 * or stops, 57P01–57P04, ECONNREFUSED), or short of resources (53000–53400).
 */
const UNAVAILABLE_CODES = new Set(['57014', '55000', '57P01', '57P02', '57P03', '57P04', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: string; message?: string };
    if (code && (UNAVAILABLE_CODES.has(code) || /^(08|53)[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && /^(timeout exceeded when trying to connect|Connection terminated)/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
