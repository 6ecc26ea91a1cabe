import { sql } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import { MAIL_STATES } from '../../../domain/mail/correos.ts';
import type { Database } from '../db/client.ts';
import { correos } from '../db/schema/index.ts';
import type { MailWorkerStats } from './worker.ts';

/**
 * The outbox in /metrics (ADR 084, 087): rows by state — read from the database at each scrape,
 * so every instance reports the same shared queue — and this instance's sends and failed attempts.
 */
export function registerMailMetrics(registry: Registry, { db, stats }: { db: Database; stats: MailWorkerStats | undefined }): void {
  new Gauge({
    name: 'parcela_mail_queue',
    help: 'Mails in the outbox by state (pendiente, enviando, enviado, fallido); the same figure on every instance.',
    labelNames: ['estado'],
    registers: [registry],
    async collect() {
      const rows = await db.select({ estado: correos.estado, n: sql<number>`count(*)::integer` }).from(correos).groupBy(correos.estado);
      for (const estado of MAIL_STATES) this.set({ estado }, Number(rows.find((row) => row.estado === estado)?.n ?? 0));
    },
  });
  const counted = { sent: 0, failures: 0 };
  new Counter({
    name: 'parcela_mail_sent_total',
    help: 'Mails this instance handed to the SMTP server and it accepted.',
    registers: [registry],
    collect() {
      this.inc((stats?.sent ?? 0) - counted.sent);
      counted.sent = stats?.sent ?? 0;
    },
  });
  new Counter({
    name: 'parcela_mail_send_failures_total',
    help: 'Attempts of this instance that failed (server down, refused…); each is retried later or ends fallido.',
    registers: [registry],
    collect() {
      this.inc((stats?.failures ?? 0) - counted.failures);
      counted.failures = stats?.failures ?? 0;
    },
  });
}
