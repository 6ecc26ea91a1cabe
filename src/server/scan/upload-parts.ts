import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, GENERIC_MESSAGES, tooManyFilesMessage } from '../../domain/shared/api-error.ts';
import { AppError, Invalid, TooLarge, Unsupported } from '../errors.ts';

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

/**
 * The parts of a multipart upload, one at a time, in the order they arrive (ADR 084): each file is
 * read whole (at most MAX_UPLOAD_BYTES) and handed over before the next one is read, so a request
 * never holds more than one file in memory and the route can process each as it comes. A file past
 * `maxFiles` answers 413.
 *
 * When the route stops early (a refused file, a failed check) the rest of the body is
 * still read and thrown away, in the background, so the answer goes out at once and the
 * connection stays usable.
 */
export async function* uploadParts(request: FastifyRequest, rules: UploadRules): AsyncGenerator<UploadPart, void, undefined> {
  if (!request.isMultipart()) throw Unsupported('Enviá el formulario como multipart/form-data.');
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
