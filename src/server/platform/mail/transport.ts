import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config.ts';
import type { MailAttachment } from './attachments.ts';

/** One message as the worker hands it to the SMTP server. */
export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  attachments?: MailAttachment[];
}

/** What the worker needs of an SMTP client (tests may pass their own). */
export interface MailTransport {
  /** Resolves with the server's answer («250 2.0.0 Ok: queued as …») once it accepted the message. */
  send(message: SmtpMessage): Promise<{ response: string }>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL: a small pool (a burst of alerts reuses connections), STARTTLS when
 * the server offers it on smtp:// and TLS from the start on smtps://. Waits are bounded so a
 * silent server cannot hold a message past the worker's lease (worker.ts).
 */
export function createSmtpTransport(smtp: SmtpConfig): MailTransport {
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      return { response: String(info.response ?? '') };
    },
    close() {
      transporter.close();
    },
  };
}
