import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SINK_USER, type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { correos } from '../db/schema/index.ts';
import { enqueueMail, messageIdFor, type OutgoingMail } from './outbox.ts';
import { createSmtpTransport } from './transport.ts';
import { createMailWorker, type MailWorker } from './worker.ts';

const METRICS_TOKEN = 'token-de-metricas-token-de-metricas-0123';
let sink: SmtpSink;
let t: TestApp;
const workers: MailWorker[] = [];

function mail(eventKey: string, to = 'ana@prueba.example'): OutgoingMail {
  return { kind: 'prueba', to, subject: `Asunto ${eventKey}`, html: `<p>Hola ${eventKey}</p>`, text: `Hola ${eventKey}`, eventKey };
}

/** A worker of our own on `db`, quick to poll and to retry. */
function worker(db = t.database.db, retry = { firstDelayMs: 150, maxDelayMs: 300, giveUpAfterMs: 60_000 }): MailWorker {
  const smtp = t.app.config.mail.smtp;
  if (!smtp) throw new Error('SMTP_URL is not set');
  const created = createMailWorker({
    db,
    transport: createSmtpTransport(smtp),
    from: t.app.config.mail.from,
    fromAddress: t.app.config.mail.fromAddress,
    pollMs: 50,
    retry,
  });
  workers.push(created);
  return created;
}

async function rows() {
  return t.database.db.select().from(correos).orderBy(correos.id);
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Parcela <no-responder@parcela.example>', METRICS_TOKEN });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  sink.setDown(false);
  sink.received.length = 0;
  await t.database.db.delete(correos);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('enqueueMail', () => {
  it('writes with the caller’s transaction: a failure after it leaves no mail', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, [mail('tx-1')]);
        // The write the mail announced fails: a duplicate key of the same transaction.
        await tx.execute(sql`insert into correos (tipo, clave_evento, destinatario, asunto, html, texto) values ('x', 'tx-1', 'a@b.example', 's', 'h', 't')`);
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([]);
  });

  it('is idempotent by event key', async () => {
    expect(await enqueueMail(t.database.db, [mail('uno'), mail('dos')])).toBe(2);
    expect(await enqueueMail(t.database.db, [mail('uno')])).toBe(0);
    expect((await rows()).map((row) => [row.claveEvento, row.estado])).toEqual([
      ['uno', 'pendiente'],
      ['dos', 'pendiente'],
    ]);
  });

  it('refuses an address that is not one', async () => {
    await expect(enqueueMail(t.database.db, [mail('mal', 'ana@a.example, otro@b.example')])).rejects.toThrow(/destinatario/);
  });
});

describe('the worker', () => {
  it('delivers a mail soon after it is stored, with its stable Message-ID, and marks it enviado', async () => {
    const sender = t.app.mailWorker;
    if (!sender) throw new Error('the app has no mail worker');
    sender.start();
    workers.push(sender);
    const started = Date.now();
    await enqueueMail(t.database.db, [{ ...mail('entrega'), headers: { 'Reply-To': 'consultas@parcela.example' } }]);
    const [received] = await sink.waitFor(1);
    // Well under a second: the enqueue nudges the worker, it does not wait for its poll.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(received?.user).toBe(SINK_USER);
    expect(received?.to).toEqual(['ana@prueba.example']);
    expect(received?.parsed.subject).toBe('Asunto entrega');
    expect(received?.parsed.messageId).toBe(messageIdFor('entrega', 'no-responder@parcela.example'));
    expect(received?.parsed.messageId).toMatch(/@parcela\.example>$/);
    expect(received?.parsed.from?.value).toEqual([{ name: 'Parcela', address: 'no-responder@parcela.example' }]);
    expect(received?.parsed.replyTo?.text).toBe('consultas@parcela.example');
    expect(received?.parsed.text?.trim()).toBe('Hola entrega');
    const [row] = await until(rows, (r) => r[0]?.estado === 'enviado');
    expect(row).toMatchObject({ estado: 'enviado', intentos: 1, ultimoError: null, bloqueadoHasta: null });
    expect(row?.respuesta).toMatch(/^250/);
    expect(row?.enviado).toBeInstanceOf(Date);
    const metrics = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toMatch(/^parcela_mail_sent_total 1$/m);
    expect(metrics.body).toMatch(/^parcela_mail_send_failures_total 0$/m);
    expect(metrics.body).toMatch(/^parcela_mail_queue\{estado="enviado"\} 1$/m);
  });

  it('retries while the SMTP server is down (attempts and error visible), then delivers when it is back', async () => {
    sink.setDown(true);
    const sender = worker();
    sender.start();
    await enqueueMail(t.database.db, [mail('caida')]);
    const [waiting] = await until(rows, (r) => (r[0]?.intentos ?? 0) >= 2 && r[0]?.estado === 'pendiente');
    expect(waiting?.ultimoError).toMatch(/421|no disponible/i);
    expect(waiting?.ultimoError).not.toContain('clave-de-prueba');
    expect(sender.stats.failures).toBeGreaterThanOrEqual(2);
    // The backoff is scheduled by the database's clock, in the future.
    expect(waiting?.proximoIntento.getTime()).toBeGreaterThan((waiting?.creado.getTime() ?? 0) + 100);

    const metrics = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toMatch(/parcela_mail_queue\{estado="pendiente"\} 1/);
    expect(metrics.body).toMatch(/parcela_mail_queue\{estado="fallido"\} 0/);

    sink.setDown(false);
    await sink.waitFor(1);
    const [sent] = await until(rows, (r) => r[0]?.estado === 'enviado');
    expect(sent?.intentos).toBeGreaterThanOrEqual(3);
    expect(sink.received).toHaveLength(1);
  });

  it('gives up after its window of attempts: fallido, with the last error', async () => {
    sink.setDown(true);
    const sender = worker(t.database.db, { firstDelayMs: 20, maxDelayMs: 20, giveUpAfterMs: 50 });
    sender.start();
    await enqueueMail(t.database.db, [mail('perdido')]);
    const [row] = await until(rows, (r) => r[0]?.estado === 'fallido');
    expect(row?.intentos).toBe(4);
    expect(row?.ultimoError).toMatch(/421|no disponible/i);
  });

  it('takes again a mail whose lease ran out (an instance died while sending it)', async () => {
    await enqueueMail(t.database.db, [mail('huerfano')]);
    await t.database.db
      .update(correos)
      .set({ estado: 'enviando', intentos: 1, bloqueadoHasta: sql`now() - interval '1 second'` })
      .where(eq(correos.claveEvento, 'huerfano'));
    // A lease still running is left alone.
    await enqueueMail(t.database.db, [mail('ocupado')]);
    await t.database.db.update(correos).set({ estado: 'enviando', bloqueadoHasta: sql`now() + interval '1 minute'` }).where(eq(correos.claveEvento, 'ocupado'));
    expect(await worker().runOnce()).toBe(1);
    expect(sink.received.map((m) => m.parsed.subject)).toEqual(['Asunto huerfano']);
    expect((await rows()).map((row) => [row.claveEvento, row.estado, row.intentos])).toEqual([
      ['huerfano', 'enviado', 2],
      ['ocupado', 'enviando', 0],
    ]);
  });

  it('two workers (two instances on PostgreSQL) deliver 200 mails exactly once', async () => {
    let second: DatabaseHandle | undefined;
    const url = t.app.config.databaseUrl;
    if (url) second = await openDatabase({ databaseUrl: url, migrate: false });
    try {
      const a = worker();
      const b = worker(second?.db ?? t.database.db);
      await enqueueMail(
        t.database.db,
        Array.from({ length: 200 }, (_, i) => mail(`lote-${i}`, `persona${i}@prueba.example`)),
      );
      a.start();
      b.start();
      await sink.waitFor(200, 30_000);
      await until(rows, (r) => r.every((row) => row.estado === 'enviado'), 10_000);
      // Nothing more arrives after the last mark.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = sink.received.map((m) => m.parsed.messageId);
      expect(ids).toHaveLength(200);
      expect(new Set(ids).size).toBe(200);
      expect(a.stats.sent + b.stats.sent).toBe(200);
      // Both took part (the claim hands each a batch at a time).
      expect(a.stats.sent).toBeGreaterThan(0);
      expect(b.stats.sent).toBeGreaterThan(0);
    } finally {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await second?.close();
    }
  });
});
