import { performance } from 'node:perf_hooks';
import { eq, like } from 'drizzle-orm';
import { createValuationService, REPORT_ATTACHMENT_KIND } from '../src/server/areas/valuation/valuation.service.ts';
import { barrios, correos, localidades } from '../src/server/platform/db/schema/index.ts';
import { attachmentResolver } from '../src/server/platform/mail/attachments.ts';
import { createMailAdminService } from '../src/server/platform/mail/mail-admin.service.ts';
import { enqueueMail, type OutgoingMail } from '../src/server/platform/mail/outbox.ts';
import { createSmtpTransport } from '../src/server/platform/mail/transport.ts';
import { createMailWorker, DEFAULT_RETRY, maxAttempts, type RetryPolicy, retryDelay } from '../src/server/platform/mail/worker.ts';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { openBenchDatabase } from './bench-database.ts';
import { SMOKE, sized } from './smoke.ts';

/**
 * The mail outbox (ADR 087) on the embedded database, with a local smtp-server:
 * 1. latency: one mail at a time, the worker idle in between, from the commit of the enqueuing
 *    transaction to the SMTP server's acceptance (the in-process nudge, not the 3 s poll);
 * 2. a burst: N mails enqueued in one transaction, time until all are accepted, each exactly once;
 * 3. the SMTP server down for a while (full: 10 s, smoke: 1 s) under a compressed retry schedule
 *    (250 ms doubling, at most 2 s): every mail is sent after it comes back, and the attempts are
 *    what /admin/correos lists; the default schedule's answer for a 10-minute outage is computed
 *    from retryDelay, not waited for;
 * 4. the valuation report by e-mail (ADR 094): the PDF drawn by the worker at send time, its size,
 *    and the time from the request's commit to acceptance.
 * `node bench/mail-outbox.bench.ts` (figures in bench/README.md); `--smoke` for npm test.
 */
const SINGLES = sized(100, 10);
const BURST = sized(1_000, 100);

const sink = await startSmtpSink();
const bench = await openBenchDatabase({ SMTP_URL: sink.url, MAIL_FROM: 'Parcela <no-responder@parcela.example>' });
const smtp = bench.config.mail.smtp;
if (!smtp) throw new Error('SMTP_URL did not parse');
const workerOptions = () => ({
  db: bench.database.db,
  transport: createSmtpTransport(smtp),
  from: bench.config.mail.from,
  fromAddress: bench.config.mail.fromAddress,
});
const worker = createMailWorker(workerOptions());
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
  await worker.stop();

  // 3. The SMTP server down, then back.
  const OUTAGE_MS = sized(10_000, 1_000);
  const DOWN_MAILS = sized(50, 10);
  const fast: RetryPolicy = { firstDelayMs: 250, maxDelayMs: 2_000, giveUpAfterMs: 3_600_000 };
  const patient = createMailWorker({ ...workerOptions(), retry: fast, pollMs: 200 });
  sink.received.length = 0;
  sink.setDown(true);
  patient.start();
  await enqueueMail(
    bench.database.db,
    Array.from({ length: DOWN_MAILS }, (_, i) => mail(`caido-${i}`)),
  );
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  const back = performance.now();
  sink.setDown(false);
  await sink.waitFor(DOWN_MAILS, 60_000);
  const recovered = performance.now() - back;
  const admin = createMailAdminService({ db: bench.database.db, audit: { record: async () => {} }, smtpConfigured: true });
  // Accepted by the server a moment before the worker marks the row: read the list once all are marked.
  const outbox = async () => (await admin.page({ page: 1, page_size: 100 })).items.filter((m) => m.tipo === 'bench' && m.destinatario.startsWith('caido-'));
  let listed = await outbox();
  for (let tries = 0; tries < 50 && listed.some((m) => m.estado !== 'enviado'); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    listed = await outbox();
  }
  const attempts = listed.map((m) => m.intentos).sort((a, b) => a - b);
  await patient.stop();
  console.log(
    `SMTP down ${(OUTAGE_MS / 1000).toFixed(0)} s with ${DOWN_MAILS} mails queued (retry 250 ms doubling, ≤ 2 s): all ${sink.received.length} sent ${(recovered / 1000).toFixed(2)} s after it came back; /admin/correos: ${listed.filter((m) => m.estado === 'enviado').length} «enviado», attempts ${attempts[0]}–${attempts.at(-1)}, last error kept until sent: ${listed.every((m) => m.ultimo_error === null) ? 'cleared' : 'kept'}`,
  );
  if (sink.received.length !== DOWN_MAILS || listed.some((m) => m.estado !== 'enviado')) throw new Error('a mail was not sent after the outage');
  const defaultTries: number[] = [0];
  while ((defaultTries.at(-1) ?? 0) < 600_000) defaultTries.push((defaultTries.at(-1) ?? 0) + retryDelay(DEFAULT_RETRY, defaultTries.length));
  console.log(
    `default schedule, a mail enqueued as a 10-minute outage starts: attempts at ${defaultTries.map((ms) => `${ms / 60_000}`).join(', ')} min → sent ${(((defaultTries.at(-1) ?? 0) - 600_000) / 60_000).toFixed(0)} min after the server is back, attempt ${defaultTries.length} of ${maxAttempts(DEFAULT_RETRY)}`,
  );

  // 4. The report by e-mail: the worker draws the PDF when it sends.
  const valuation = createValuationService({ db: bench.database.db, alerts: { publicUrl: 'http://parcela.bench' } });
  const reporter = createMailWorker({
    ...workerOptions(),
    attachments: attachmentResolver({ [REPORT_ATTACHMENT_KIND]: (id) => valuation.reportAttachment(id) }),
  });
  reporter.start();
  const [caba] = await bench.database.db.select().from(localidades).where(eq(localidades.nombre, 'Ciudad de Buenos Aires'));
  const [palermo] = await bench.database.db.select().from(barrios).where(eq(barrios.nombre, 'Palermo'));
  const REPORTS = sized(30, 3);
  const reportTimes: number[] = [];
  const sizes: number[] = [];
  sink.received.length = 0;
  for (let i = 0; i < REPORTS; i++) {
    const consulta = await valuation.createConsulta({
      localidad_id: caba?.id ?? '',
      barrio_id: palermo?.id ?? '',
      m2_vendibles: 100 + i,
      ubicacion_calidad: 'Buena',
      origen: 'web',
    });
    const before = sink.received.length;
    const asked = performance.now();
    await valuation.sendReportByMail(consulta.id, { email: `informe-${i}@prueba.example`, consentimiento: true });
    await sink.waitFor(before + 1, 15_000);
    reportTimes.push(performance.now() - asked);
    sizes.push(sink.received.at(-1)?.parsed.attachments[0]?.size ?? 0);
  }
  await reporter.stop();
  reportTimes.sort((a, b) => a - b);
  const [reportRow] = await bench.database.db.select({ adjunto: correos.adjunto }).from(correos).where(like(correos.claveEvento, 'informe:%')).limit(1);
  console.log(
    `report by e-mail, ${REPORTS} consultas one at a time: request → accepted p50 ${pct(reportTimes, 50).toFixed(0)} ms, p95 ${pct(reportTimes, 95).toFixed(0)} ms; PDF ${(Math.min(...sizes) / 1024).toFixed(1)}–${(Math.max(...sizes) / 1024).toFixed(1)} kB attached; the row keeps ${reportRow?.adjunto?.length ?? 0} bytes (${reportRow?.adjunto})`,
  );
  if (sizes.some((size) => size < 1000)) throw new Error('a report mail arrived without its PDF');
  if (SMOKE) console.log('(smoke: figures not comparable)');
} finally {
  await worker.stop(); // idempotent: stopped already when all went well
  await sink.close();
  await bench.dispose();
}
