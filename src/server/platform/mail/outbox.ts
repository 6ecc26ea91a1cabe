import { createHash } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import { correos } from '../db/schema/index.ts';

/**
 * The mail outbox (ADR 087). A use case that announces something by mail calls `enqueueMail`
 * with the transaction that writes the thing: both are stored, or neither. The worker
 * (worker.ts) sends the rows later, at least once, each with a Message-ID stable per event.
 *
 * Stable API — password reset and address verification build on it:
 *   await enqueueMail(tx, [{ kind: 'restablecer-clave', to, subject, html, text, eventKey: `restablecer-clave:${token.id}` }]);
 * with `html` and `text` from `renderMail(MailLayout(…))` (layout.ts).
 */
export interface OutgoingMail {
  /** What kind of message: a short slug shown in /admin/correos (`alerta-solicitud`, `restablecer-clave`…). */
  kind: string;
  /** One address. */
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Names the event and its reader, unique forever (`solicitud:<id>:<user id>`): enqueueing the
   * same key again does nothing, and the key gives the message its Message-ID.
   */
  eventKey: string;
  /** Extra headers (Reply-To…); never From, To, Subject or Message-ID. */
  headers?: Record<string, string>;
  /**
   * Kept for the reader's morning digest instead of sent (`en_resumen`, ADR 093): the reader chose
   * «en el resumen diario» for this kind. The worker never claims it; the digest lists it.
   */
  heldForDigest?: boolean;
  /**
   * A file the worker renders when it sends the mail, through the resolver the composition gives it
   * (attachments.ts): the row keeps this reference, not the bytes (docs/decisions/094).
   */
  attachment?: MailAttachmentRef;
}

/** What to attach, named by kind and the id of what it draws (`{ kind: 'informe-valuacion', id: consultaId }`). */
export interface MailAttachmentRef {
  kind: string;
  id: string;
}

/** Limits of what a row holds (a subject on one line, an address of RFC 5321's length). */
const MAX_SUBJECT = 250;
const MAX_ADDRESS = 254;

/** One plain address (no name, no list): what a row's `destinatario` may hold. */
export function isMailbox(address: string): boolean {
  return address.length <= MAX_ADDRESS && /^[^\s@<>,;]+@[^\s@<>,;]+$/.test(address);
}

/**
 * Stores `mails` as `pendiente` with `db` — pass the transaction of the change they announce.
 * A mail whose eventKey is already stored is skipped (idempotent). Returns how many were new.
 * The worker of this process is nudged right away (it also polls, for other instances' rows).
 */
export async function enqueueMail(db: Executor, mails: readonly OutgoingMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const rows = mails.map((mail) => {
    if (!isMailbox(mail.to)) throw new Error(`enqueueMail: «${mail.kind}» lleva un destinatario inválido`);
    return {
      tipo: mail.kind,
      claveEvento: mail.eventKey,
      destinatario: mail.to,
      asunto: mail.subject.replace(/\s+/g, ' ').trim().slice(0, MAX_SUBJECT),
      html: mail.html,
      texto: mail.text,
      encabezados: mail.headers && Object.keys(mail.headers).length > 0 ? JSON.stringify(mail.headers) : null,
      ...(mail.heldForDigest ? { estado: 'en_resumen' } : {}),
      adjunto: mail.attachment ? JSON.stringify({ kind: mail.attachment.kind, id: mail.attachment.id }) : null,
    };
  });
  const inserted = await db.insert(correos).values(rows).onConflictDoNothing({ target: correos.claveEvento }).returning({ id: correos.id });
  if (inserted.length > 0) nudgeWorkers();
  return inserted.length;
}

/** `<hash of the event key @ the sender's domain>`: a resend after a crash is recognisably the same message. */
export function messageIdFor(eventKey: string, fromAddress: string): string {
  const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1) || 'localhost';
  return `<${createHash('sha256').update(eventKey).digest('hex').slice(0, 32)}@${domain}>`;
}

/**
 * The in-process nudge: workers listen, enqueueMail calls. The nudge comes a few milliseconds
 * later, when the enqueuing transaction has most likely committed; a worker that still finds
 * nothing looks again shortly after (worker.ts), then polls.
 */
const NUDGE_DELAY_MS = 5;
const listeners = new Set<() => void>();

export function onMailEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function nudgeWorkers(): void {
  if (listeners.size === 0) return;
  setTimeout(() => {
    for (const listener of listeners) listener();
  }, NUDGE_DELAY_MS).unref();
}
