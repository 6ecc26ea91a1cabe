import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP's answer to lockout as denial of service): a browser that signed in to an
 * account before carries a signed, long-lived token for it. A sign-in from that browser is counted
 * against its own token instead of the account's shared counter, so strangers who exhaust the
 * account's attempts do not lock its owner out (ADR 005). httpOnly, only sent to /api/auth.
 */
export const DEVICE_COOKIE = 'parcela_dispositivo';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Accounts one browser keeps a token for (a shared office computer): the oldest is dropped. */
const MAX_ACCOUNTS_PER_BROWSER = 5;

const sign = (accountId: string, nonce: string, secret: string) =>
  createHmac('sha256', secret).update(`${DEVICE_COOKIE}:${accountId}:${nonce}`).digest('base64url');

interface DeviceEntry {
  accountId: string;
  nonce: string;
  signature: string;
}

function parse(value: string | undefined): DeviceEntry[] {
  if (!value || value.length > 2000) return [];
  return value.split('~').flatMap((entry) => {
    const [id, nonce, signature] = entry.split('.');
    if (!id || !nonce || !signature) return [];
    return [{ accountId: Buffer.from(id, 'base64url').toString('utf8'), nonce, signature }];
  });
}

const serialize = (entries: DeviceEntry[]) => entries.map((e) => `${Buffer.from(e.accountId).toString('base64url')}.${e.nonce}.${e.signature}`).join('~');

/** The device's token for this account when the cookie carries a valid one (its limit key), else null. */
export function trustedDevice(cookie: string | undefined, accountId: string, secret: string): string | null {
  for (const entry of parse(cookie)) {
    if (entry.accountId !== accountId) continue;
    const given = Buffer.from(entry.signature);
    const expected = Buffer.from(sign(accountId, entry.nonce, secret));
    if (given.length === expected.length && timingSafeEqual(given, expected)) return entry.nonce;
  }
  return null;
}

/** The cookie value after a successful sign-in: this account's token (kept if valid, else new) first. */
export function withDevice(cookie: string | undefined, accountId: string, secret: string): string {
  const nonce = trustedDevice(cookie, accountId, secret) ?? randomBytes(16).toString('base64url');
  const others = parse(cookie).filter((e) => e.accountId !== accountId);
  return serialize([{ accountId, nonce, signature: sign(accountId, nonce, secret) }, ...others].slice(0, MAX_ACCOUNTS_PER_BROWSER));
}
