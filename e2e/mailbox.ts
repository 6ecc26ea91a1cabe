import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e run's mailbox: a real SMTP server (global-setup.ts) that the e2e server's outbox worker
 * delivers to (SMTP_URL in playwright.config.ts). Each message lands as one JSON file in
 * E2E_MAIL_DIR, so any spec — in the worker process, not the one that started the server — reads it.
 */
export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
}

/** Starts the SMTP server on `port` (loopback, no TLS, no auth); returns its stop. */
export async function startMailbox(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: StoredMail = { to: session.envelope.rcptTo.map((r) => r.address), subject: parsed.subject ?? '', text: parsed.text ?? '' };
          writeFileSync(join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(mail));
          callback();
        })
        .catch(callback);
    },
  });
  // A connection reset by a stopping server is not the mailbox's failure: never end the test run on it.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/** The newest message to `to` whose subject contains `subject`, waiting for it (the worker sends within a second). */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000): Promise<StoredMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts)');
  const end = Date.now() + timeoutMs;
  for (;;) {
    const mails = readdirSync(dir)
      .sort()
      .reverse()
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail);
    const found = mails.find((m) => m.to.includes(to) && m.subject.includes(subject));
    if (found) return found;
    if (Date.now() > end) throw new Error(`no mail «${subject}» to ${to} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in `mail` to `page` of this site (the mails write their links out in the text). */
export function linkIn(mail: StoredMail, page: string): string {
  const match = new RegExp(`https?://[^\\s\\])]+${page}\\?[^\\s\\])]+`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in «${mail.subject}»`);
  return match[0];
}
