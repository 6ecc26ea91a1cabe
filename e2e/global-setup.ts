import { startMailbox } from './mailbox.ts';

/** The run's SMTP server (mailbox.ts), on the port playwright.config.ts gave the e2e server's SMTP_URL. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR come from playwright.config.ts');
  return startMailbox(port, dir);
}
