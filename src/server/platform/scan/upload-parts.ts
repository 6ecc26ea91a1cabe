import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, GENERIC_MESSAGES, tooManyFilesMessage, uploadQuotaMessage } from '../../../domain/shared/api-error.ts';
import { UPLOAD_QUOTA } from '../../../domain/shared/images.ts';
import type { Database } from '../db/client.ts';
import { countHit, PRUNE_EVERY_MS, pruneEndedCounters } from '../db/limit-counters.ts';
import { AppError, Invalid, TooLarge, TooManyRequests, Unsupported } from '../errors.ts';
import { clientKey } from '../plugins/client-key.ts';

/** What a route takes in one multipart request. */
export interface UploadRules {
  /** The form field of the file(s); a file under any other name is refused with `wrongField` (400). */
  fileField: string;
  wrongField: string;
  /** Files in one request; one more answers 413 «Podés subir hasta N archivos por vez». */
  maxFiles: number;
  /** The 413 message of a file over MAX_UPLOAD_BYTES (the generic one otherwise). */
  tooLarge?: string;
}

/** A part as the route gets it: a text field, or a whole file (never more than one in memory). */
export type UploadPart = { type: 'field'; name: string; value: string } | { type: 'file'; data: Buffer; filename: string | undefined };

/** A form's one file as read: its bytes and the name the browser gave it (a label only). */
export interface UploadedFile {
  data: Buffer;
  filename: string | undefined;
}

/**
 * The text fields and the one file (`rules.fileField`, `maxFiles` 1) of a multipart form, read
 * through `parts`; an empty file counts as none.
 */
export async function readOneFileForm(
  parts: AsyncGenerator<UploadPart, void, undefined>,
): Promise<{ fields: Record<string, string>; file: UploadedFile | undefined }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of parts) {
    if (part.type === 'field') fields[part.name] = part.value;
    else if (part.data.length > 0) file = { data: part.data, filename: part.filename };
  }
  return { fields, file };
}

/** Who a daily quota counts: the signed-in account, else the client address (the anonymous land owners' form). */
async function quotaOwner(request: FastifyRequest): Promise<string> {
  const user = await request.sessionUser();
  return user ? `cuenta:${user.id}` : `ip:${clientKey(request.ip)}`;
}

/** The rows of `limite_contadores` one owner's quota counts in (ADR 086). */
export function quotaKeys(owner: string): { files: string; bytes: string } {
  return { files: `subidas:archivos|${owner}`, bytes: `subidas:bytes|${owner}` };
}

/** When this process last deleted ended counters. */
const prune = { last: 0 };

/**
 * The daily upload quota (UPLOAD_QUOTA: 200 files or 500 MB in 24 hours, all upload routes
 * together), counted in `limite_contadores` so every instance shares it. 0 files and 0 bytes only read.
 * Past either limit: 429 with Retry-After until the window ends.
 */
async function chargeQuota(db: Database, owner: string, files: number, bytes: number): Promise<void> {
  const keys = quotaKeys(owner);
  // Ended days are deleted now and then (the per-route limits do it too, but only on PostgreSQL).
  if (Date.now() - prune.last >= PRUNE_EVERY_MS) {
    prune.last = Date.now();
    pruneEndedCounters(db).catch(() => {});
  }
  const [f, b] = await Promise.all([countHit(db, keys.files, UPLOAD_QUOTA.windowMs, files), countHit(db, keys.bytes, UPLOAD_QUOTA.windowMs, bytes)]);
  // Reading (0): refused once a limit is reached; counting: refused when this file goes past it.
  const over = (current: number, limit: number, added: number) => (added === 0 ? current >= limit : current > limit);
  const exceeded = [over(f.current, UPLOAD_QUOTA.files, files) && f.ttl, over(b.current, UPLOAD_QUOTA.bytes, bytes) && b.ttl].filter(
    (ttl): ttl is number => ttl !== false,
  );
  if (exceeded.length === 0) return;
  const retryAfter = Math.max(1, Math.ceil(Math.max(...exceeded) / 1000));
  throw TooManyRequests(uploadQuotaMessage(UPLOAD_QUOTA.files, UPLOAD_QUOTA.bytes / 1024 / 1024, retryAfter), { code: ERROR_CODES.uploadQuota }, retryAfter);
}

/**
 * The parts of a multipart upload, one at a time, in the order they arrive (ADR 086): each file is
 * read whole (at most MAX_UPLOAD_BYTES) and handed over before the next one is read, so a request
 * never holds more than one file in memory and the route can process each as it comes. Before the
 * body is read, a caller whose daily quota is used up gets 429; each file is counted against it as
 * soon as it is read, before any check that costs. A file past `maxFiles` answers 413.
 *
 * When the route stops early (a refused file, a quota, a failed check) the rest of the body is
 * still read and thrown away, in the background, so the answer goes out at once and the
 * connection stays usable.
 */
export async function* uploadParts(db: Database, request: FastifyRequest, rules: UploadRules): AsyncGenerator<UploadPart, void, undefined> {
  if (!request.isMultipart()) throw Unsupported('Enviá el formulario como multipart/form-data.');
  const owner = await quotaOwner(request);
  await chargeQuota(db, owner, 0, 0);
  const parts = request.parts({ limits: { files: rules.maxFiles } });
  let finished = false;
  try {
    while (true) {
      const next = await parts.next().catch((error: unknown) => {
        throw translate(error, rules);
      });
      if (next.done) break;
      const part: Multipart = next.value;
      if (part.type !== 'file') {
        if (typeof part.value === 'string') yield { type: 'field', name: part.fieldname, value: part.value };
        continue;
      }
      if (part.fieldname !== rules.fileField) {
        part.file.resume();
        throw Invalid(rules.wrongField, { field: rules.fileField });
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        throw translate(error, rules);
      }
      if (data.length > 0) await chargeQuota(db, owner, 1, data.length);
      yield { type: 'file', data, filename: part.filename };
    }
    finished = true;
  } finally {
    if (!finished) void discardRest(parts);
  }
}

/** The parser's own errors in this route's words: too many files or a file too large (413). */
function translate(error: unknown, rules: UploadRules): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT') return new AppError(413, ERROR_CODES.tooManyFiles, tooManyFilesMessage(rules.maxFiles), rules.fileField);
  if (statusCode === 413) return TooLarge(rules.tooLarge ?? GENERIC_MESSAGES.tooLarge);
  return error;
}

/** Reads what is left of a body nobody will use; its errors (a cut body) no longer matter. */
async function discardRest(parts: AsyncIterator<Multipart>): Promise<void> {
  try {
    while (true) {
      const next = await parts.next();
      if (next.done) return;
      if (next.value.type === 'file') next.value.file.resume();
    }
  } catch {}
}
