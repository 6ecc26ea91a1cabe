import { Readable } from 'node:stream';
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

/**
 * A CSV pulled one batch at a time by the reader (memory bounded whatever the size): the header,
 * then each batch's lines until a short batch. The first batch is read by the caller before
 * anything is sent (see sendCsvDownload); `next` reads the batch after a row.
 */
export function csvFromBatches<Row>({
  header,
  first,
  next,
  line,
  batchSize,
}: {
  header: string;
  first: Row[];
  next: (after: Row) => Promise<Row[]>;
  line: (row: Row) => string;
  batchSize: number;
}): Readable {
  async function* lines() {
    yield header;
    let batch = first;
    while (batch.length) {
      yield batch.map(line).join('');
      if (batch.length < batchSize) return;
      batch = await next(batch[batch.length - 1] as Row);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
