import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { correos } from '../db/schema/index.ts';
import { type AttachmentResolver, parseAttachmentRef } from './attachments.ts';
import { messageIdFor, onMailEnqueued } from './outbox.ts';
import type { MailTransport } from './transport.ts';

/**
 * Sends the outbox (ADR 087). Each cycle claims up to `batch` due rows in one statement —
 * `pendiente` rows whose time has come, and `enviando` rows whose lease ran out (an instance died
 * holding them) — with `FOR UPDATE SKIP LOCKED`, so two instances never claim the same row; sends
 * them; and marks each `enviado` with the server's answer, or schedules the next attempt (1 min,
 * doubling, at most 1 h) until a day of attempts has passed, then `fallido`. Delivery is at least
 * once: a crash between the server's acceptance and the mark sends it again, with the same
 * Message-ID. Polls every `pollMs` and wakes at once when this process enqueues (outbox.ts).
 */
export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** MAIL_FROM and its address (the Message-ID's domain). */
  from: string;
  fromAddress: string;
  log?: FastifyBaseLogger;
  /** Renders the files rows refer to (attachments.ts); without it such a row fails its attempts. */
  attachments?: AttachmentResolver;
  pollMs?: number;
  batch?: number;
  leaseMs?: number;
  retry?: RetryPolicy;
}

export interface RetryPolicy {
  /** First wait after a failure; doubles after each. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts stop once the waits add up to this: the row becomes `fallido`. */
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 60_000, maxDelayMs: 3_600_000, giveUpAfterMs: 24 * 3_600_000 };
const DEFAULT_POLL_MS = 3_000;
const DEFAULT_BATCH = 20;
/** Longer than the transport's worst wait (10 s to connect + 10 s greeting + 30 s socket) for a whole batch. */
const DEFAULT_LEASE_MS = 120_000;
/** A nudge may come before the enqueuing transaction committed: one more look shortly after. */
const FOLLOW_UP_MS = 150;
const MAX_ERROR = 300;

/** How many attempts fit in `giveUpAfterMs` of waits (1 + 2 + 4 … min, capped): 29 for a day by default. */
export function maxAttempts(policy: RetryPolicy): number {
  let waited = 0;
  let attempts = 1;
  while (waited < policy.giveUpAfterMs) {
    waited += retryDelay(policy, attempts);
    attempts += 1;
  }
  return attempts;
}

/** The wait after the `attempt`-th failure (1-based). */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(30, attempt - 1));
}

export interface MailWorkerStats {
  sent: number;
  failures: number;
}

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for the cycle in flight; the transport is closed. */
  stop(): Promise<void>;
  /** One claim-and-send cycle (tests and benches drive it); returns how many rows it claimed. */
  runOnce(): Promise<number>;
  /** Sends and failed attempts since start (the /metrics counters). */
  readonly stats: MailWorkerStats;
}

interface Claimed {
  id: number;
  clave_evento: string;
  destinatario: string;
  asunto: string;
  html: string;
  texto: string;
  encabezados: string | null;
  adjunto: string | null;
  intentos: number;
  message_id: string;
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, from, fromAddress, log, attachments } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const batch = options.batch ?? DEFAULT_BATCH;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retry = options.retry ?? DEFAULT_RETRY;
  const attemptsAllowed = maxAttempts(retry);
  const stats: MailWorkerStats = { sent: 0, failures: 0 };
  let running: Promise<void> | undefined;
  let stopped = true;
  let wake: (() => void) | undefined;
  let nudged = false;
  let unsubscribe: (() => void) | undefined;

  async function claim(): Promise<Claimed[]> {
    const result = await db.execute(sql`
      update ${correos}
         set estado = 'enviando',
             bloqueado_hasta = now() + ${leaseMs}::integer * interval '1 millisecond',
             intentos = intentos + 1
       where id in (
         select id from ${correos}
          where (estado = 'pendiente' and proximo_intento <= now())
             or (estado = 'enviando' and bloqueado_hasta < now())
          order by id
          for update skip locked
          limit ${batch}::integer)
      returning id, clave_evento, destinatario, asunto, html, texto, encabezados, adjunto, intentos, message_id`);
    const rows = (result as unknown as { rows: Claimed[] }).rows;
    return rows.map((row) => ({ ...row, id: Number(row.id), message_id: row.message_id ?? messageIdFor(row.clave_evento, fromAddress) }));
  }

  async function deliver(row: Claimed): Promise<void> {
    try {
      const headers = row.encabezados ? (JSON.parse(row.encabezados) as Record<string, string>) : {};
      const attachment = row.adjunto ? await resolveAttachment(row.adjunto) : undefined;
      const { response } = await transport.send({
        from,
        to: row.destinatario,
        subject: row.asunto,
        html: row.html,
        text: row.texto,
        messageId: row.message_id,
        headers,
        ...(attachment ? { attachments: [attachment] } : {}),
      });
      stats.sent += 1;
      await db
        .update(correos)
        .set({
          estado: 'enviado',
          enviado: sql`now()`,
          respuesta: response.slice(0, MAX_ERROR),
          bloqueadoHasta: null,
          ultimoError: null,
          messageId: row.message_id,
        })
        .where(and(eq(correos.id, row.id), eq(correos.estado, 'enviando')));
    } catch (error) {
      stats.failures += 1;
      const message = describe(error);
      const giveUp = row.intentos >= attemptsAllowed;
      log?.warn({ correo: row.id, intentos: row.intentos, error: message }, giveUp ? 'Correo no enviado: se abandona' : 'Correo no enviado: se reintenta');
      await db
        .update(correos)
        .set({
          estado: giveUp ? 'fallido' : 'pendiente',
          proximoIntento: sql`now() + ${retryDelay(retry, row.intentos)}::integer * interval '1 millisecond'`,
          bloqueadoHasta: null,
          ultimoError: message,
          messageId: row.message_id,
        })
        .where(and(eq(correos.id, row.id), eq(correos.estado, 'enviando')));
    }
  }

  // Drawn at each attempt: a retry after a failure draws it again, from the data of that moment.
  function resolveAttachment(stored: string) {
    if (!attachments) throw new Error('Este servidor no tiene cómo generar adjuntos');
    return attachments(parseAttachmentRef(stored));
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  async function loop(): Promise<void> {
    let followUp = false;
    while (!stopped) {
      nudged = false;
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log?.error({ err: error }, 'La cola de correo no pudo leer la base de datos');
      }
      if (stopped) break;
      if (claimed >= batch) continue;
      if (nudged || claimed > 0) followUp = true;
      const delay = followUp ? FOLLOW_UP_MS : pollMs;
      followUp = false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    stats,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = onMailEnqueued(() => {
        nudged = true;
        wake?.();
      });
      running = loop();
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      wake?.();
      await running;
      running = undefined;
      transport.close();
    },
  };
}

/** The error on one line, cut: the SMTP server's refusal or the network's, never a password (SMTP_URL is not in it). */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR) || 'Error desconocido';
}
