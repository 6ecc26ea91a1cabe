import type { ReactNode } from 'react';
import type { AlertKind } from '../../../domain/mail/preferences.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import { formatPhone, whatsappLink } from '../../../domain/shared/whatsapp.ts';
import type { Executor } from '../db/client.ts';
import { ActionButton, absoluteUrl, Facts, MailLayout, MailLink, Paragraph, type RenderedMail, renderMail } from './layout.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import { choicesFor, type UnsubscribeLinks } from './preferences.ts';
import { staffRecipients } from './recipients.ts';

/**
 * "Something arrived" alerts to staff (ADR 087). Each area writes its template (`<area>/*.mail.ts`)
 * with `renderStaffAlert`, and calls `alertStaff` with the transaction that stores the item: one
 * mail per active account of the handling roles plus every admin, each once — as each reader
 * chose in «Mi cuenta» (ADR 093): at once, kept for the morning digest, or not at all.
 */

/** What compose.ts hands the services that alert staff: where links point and how to unsubscribe. */
export interface StaffAlerts {
  /** The server's public address (config.publicUrl): links are absolute. */
  publicUrl: string;
  /** One-click unsubscribe headers per reader; absent (a script's service), mails carry none. */
  unsubscribe?: UnsubscribeLinks;
}
export interface StaffAlertContent {
  /** The server's public address (config.publicUrl): links are absolute. */
  publicUrl: string;
  heading: string;
  /** One or two sentences: what arrived. */
  intro: string;
  /** Who and what, in order (a ReactNode value for links). */
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  /** The staff screen that handles it. */
  action: { path: string; label: string };
  /** Why the reader gets it (the footer), e.g. «… tenés el rol CRM o sos administrador». */
  reason: string;
}

export function renderStaffAlert(content: StaffAlertContent): Promise<RenderedMail> {
  return renderMail(
    MailLayout({
      preview: content.intro,
      heading: content.heading,
      publicUrl: content.publicUrl,
      reason: content.reason,
      preferencesLink: true,
      children: [
        Paragraph({ children: content.intro }),
        Facts({ rows: content.facts }),
        ActionButton({ href: absoluteUrl(content.publicUrl, content.action.path), children: content.action.label }),
      ],
    }),
  );
}

/** A phone as a WhatsApp link (54 9 …), shown as people read it. */
export function whatsappFact(phone: string): ReactNode {
  return MailLink({ href: whatsappLink(phone), children: `${formatPhone(phone)} (WhatsApp)` });
}

export interface StaffAlert {
  /** `alerta-solicitud`, `alerta-consulta-terreno`…: the list's kind and the readers' preference it follows. */
  kind: AlertKind;
  /** The item's key (`solicitud:<id>`); each reader's mail adds its account id. */
  eventKey: string;
  roles: readonly Role[];
  subject: string;
  mail: RenderedMail;
  /** Reply-To and the like (a lead's own address, so «Responder» answers them). */
  headers?: Record<string, string>;
}

/**
 * Enqueues `alert` for every active holder of its roles and every admin, with `tx`: sent to those
 * who want it at once, held for the digest of those who chose the digest, skipped for «no».
 * Returns how many mails were stored.
 */
export async function alertStaff(tx: Executor, alerts: StaffAlerts, alert: StaffAlert): Promise<number> {
  const recipients = await staffRecipients(tx, alert.roles);
  const choices = await choicesFor(
    tx,
    recipients.map((recipient) => recipient.id),
    alert.kind,
  );
  const mails: OutgoingMail[] = [];
  for (const recipient of recipients) {
    const choice = choices.get(recipient.id);
    if (choice === 'no') continue;
    const headers = { ...alert.headers, ...alerts.unsubscribe?.headers(recipient.id, alert.kind) };
    mails.push({
      kind: alert.kind,
      to: recipient.email,
      subject: alert.subject,
      html: alert.mail.html,
      text: alert.mail.text,
      eventKey: `${alert.eventKey}:${recipient.id}`,
      headers,
      ...(choice === 'resumen' ? { heldForDigest: true } : {}),
    });
  }
  return enqueueMail(tx, mails);
}
