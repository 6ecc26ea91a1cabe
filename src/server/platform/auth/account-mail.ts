import { createHash } from 'node:crypto';
import { localReturnPath } from '../../../domain/accounts/account-links.ts';
import { BRAND } from '../../../domain/brand.ts';
import type { Executor } from '../db/client.ts';
import { enqueueMail, isMailbox } from '../mail/outbox.ts';
import { emailVerificationLink, emailVerificationSubject, renderEmailVerification } from './email-verification.mail.ts';
import { passwordResetLink, passwordResetSubject, renderPasswordReset } from './password-reset.mail.ts';

/**
 * The auth library's two mails (ADR 092), handed to the outbox (ADR 087) from its callbacks. The
 * event key names the token by a hash, never the token itself (it would reach logs and the list of
 * /admin/correos); the link in the message is the only copy outside the library's table.
 */
interface MailedAccount {
  id: string;
  email: string;
  name: string;
  banned?: boolean | null | undefined;
}

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32);

/**
 * Addresses no message should go to: a deactivated account (a new password would not let it in),
 * and the placeholders of the bootstrap admin and the demo accounts (recipients.ts).
 */
function unreachable(account: MailedAccount): boolean {
  return Boolean(account.banned) || !isMailbox(account.email) || account.email.toLowerCase().endsWith(`@${BRAND.emailDomain}`);
}

/** Enqueues the reset link. `libraryUrl` is the library's own link: only its `callbackURL` (our `volver`) is read from it. */
export async function mailPasswordReset(db: Executor, publicUrl: string, account: MailedAccount, token: string, libraryUrl: string): Promise<void> {
  if (unreachable(account)) return;
  const volver = localReturnPath(new URL(libraryUrl).searchParams.get('callbackURL'));
  const mail = await renderPasswordReset({ name: account.name, link: passwordResetLink(publicUrl, token, volver), publicUrl });
  await enqueueMail(db, [
    { kind: 'restablecer-clave', to: account.email, subject: passwordResetSubject, ...mail, eventKey: `restablecer-clave:${tokenId(token)}` },
  ]);
}

/** Enqueues the address check of an open sign-up (or its resend). */
export async function mailEmailVerification(db: Executor, publicUrl: string, account: MailedAccount, token: string): Promise<void> {
  if (unreachable(account)) return;
  const mail = await renderEmailVerification({ name: account.name, link: emailVerificationLink(publicUrl, token), publicUrl });
  await enqueueMail(db, [
    {
      kind: 'verificar-email',
      to: account.email,
      subject: emailVerificationSubject,
      ...mail,
      eventKey: `verificar-email:${account.id}:${tokenId(token)}`,
    },
  ]);
}
