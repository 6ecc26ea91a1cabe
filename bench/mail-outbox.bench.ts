import { performance } from 'node:perf_hooks';
import { enqueueMail, type OutgoingMail } from '../src/server/platform/mail/outbox.ts';
import { createSmtpTransport } from '../src/server/platform/mail/transport.ts';
import { createMailWorker } from '../src/server/platform/mail/worker.ts';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { openBenchDatabase } from './bench-database.ts';
import { SMOKE, sized } from './smoke.ts';

/**
 * The mail outbox (ADR 087) on the embedded database, with a local smtp-server:
 * 1. latency: one mail at a time, the worker idle in between, from the commit of the enqueuing
 *    transaction to the SMTP server's acceptance (the in-process nudge, not the 3 s poll);
 * 2. a burst: N mails enqueued in one transaction, time until all are accepted, each exactly once.
 * `node bench/mail-outbox.bench.ts` (figures in bench/README.md); `--smoke` for npm test.
 */
const SINGLES = sized(100, 10);
const BURST = sized(1_000, 100);

const sink = await startSmtpSink();
const bench = await openBenchDatabase({ SMTP_URL: sink.url, MAIL_FROM: 'Parcela <no-responder@parcela.example>' });
const smtp = bench.config.mail.smtp;
if (!smtp) throw new Error('SMTP_URL did not parse');
const worker = createMailWorker({
  db: bench.database.db,
  transport: createSmtpTransport(smtp),
  from: bench.config.mail.from,
  fromAddress: bench.config.mail.fromAddress,
});
worker.start();

const mail = (key: string): OutgoingMail => ({
  kind: 'bench',
  to: `${key}@prueba.example`,
  subject: `Bench ${key}`,
  html: `<p>Hola ${key}</p>`,
  text: `Hola ${key}`,
  eventKey: `bench:${key}`,
});

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

try {
  // 1. One at a time, idle in between.
  const latencies: number[] = [];
  for (let i = 0; i < SINGLES; i++) {
    const before = sink.received.length;
    await bench.database.db.transaction(async (tx) => {
      await enqueueMail(tx, [mail(`uno-${i}`)]);
    });
    const stored = performance.now();
    await sink.waitFor(before + 1, 15_000);
    latencies.push(performance.now() - stored);
    await new Promise((resolve) => setTimeout(resolve, sized(200, 50)));
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `stored → accepted, ${SINGLES} mails one at a time: p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );

  // 2. A burst in one transaction.
  sink.received.length = 0;
  const start = performance.now();
  await bench.database.db.transaction(async (tx) => {
    await enqueueMail(
      tx,
      Array.from({ length: BURST }, (_, i) => mail(`lote-${i}`)),
    );
  });
  const stored = performance.now();
  await sink.waitFor(BURST, 120_000);
  const done = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const ids = new Set(sink.received.map((m) => m.parsed.messageId));
  console.log(
    `burst of ${BURST}: enqueued in ${(stored - start).toFixed(0)} ms, all accepted ${((done - stored) / 1000).toFixed(2)} s after the commit (${Math.round(BURST / ((done - stored) / 1000))} mails/s); received ${sink.received.length}, distinct ${ids.size}`,
  );
  if (sink.received.length !== BURST || ids.size !== BURST) throw new Error(`expected ${BURST} distinct mails exactly once`);
  if (SMOKE) console.log('(smoke: figures not comparable)');
} finally {
  await worker.stop();
  await sink.close();
  await bench.dispose();
}
