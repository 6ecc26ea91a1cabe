import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  parsed: ParsedMail;
  /** The account that authenticated, if any. */
  user: string | undefined;
}

export interface SmtpSink {
  port: number;
  /** smtp://user:pass@127.0.0.1:port for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While down, every connection is refused with 421 (the worker sees a failed attempt). */
  setDown(down: boolean): void;
  /** Each message is accepted `ms` later (a slow server: a sender killed meanwhile has not seen the answer). */
  setDelay(ms: number): void;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export const SINK_USER = 'parcela';
export const SINK_PASSWORD = 'clave-de-prueba-smtp';

/** An in-process SMTP server on a random local port that parses and keeps every message (tests and benches). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let down = false;
  let delayMs = 0;
  let waiters: Array<() => void> = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS to offer (its self-signed certificate would be refused).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onConnect(_session, callback) {
      if (down) return callback(Object.assign(new Error('Servicio no disponible por ahora'), { responseCode: 421 }));
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === SINK_USER && auth.password === SINK_PASSWORD) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Credenciales inválidas'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed, user: session.user as string | undefined });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-conversation (the two-instance proof's SIGKILL) resets its connection: that is
  // the sender's failure, not the server's. Without a listener, node would end this process on it.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${port}`,
    received,
    setDown(value) {
      down = value;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters = waiters.filter((w) => w !== check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== check);
          reject(new Error(`the SMTP sink got ${received.length} of ${count} messages in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
