import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a CSV export as a download (ADR 021). The caller has already read the first rows, so bad
 * filters and a database that is down answer as errors before the 200; a failure after that
 * destroys the connection (Fastify does on a stream error), so the browser reports a failed
 * download rather than saving a file that silently ends short.
 */
export function sendCsvDownload(reply: FastifyReply, { fileName, csv }: { fileName: string; csv: Readable }): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
