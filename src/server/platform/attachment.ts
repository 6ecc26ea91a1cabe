import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A private file on its way to a signed-in caller. */
export interface AttachmentDownload {
  stream: Readable;
  size: number;
  mime: string;
  /** Already safe for the header (domain/shared/documents.ts documentFileName). */
  filename: string;
}

/** Sends a private upload as an attachment that can never run as a page of ours, whatever it holds, nor be kept by a cache. */
export function sendAttachment(reply: FastifyReply, file: AttachmentDownload) {
  return reply
    .header('content-type', file.mime)
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
