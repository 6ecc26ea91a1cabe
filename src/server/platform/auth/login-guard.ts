import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginIntentos } from '../db/schema/index.ts';

/** Three sign-in attempts per client address per minute; a success from that address clears the count. */
export const LOGIN_MAX_ATTEMPTS = 3;
export const LOGIN_WINDOW_SECONDS = 60;
/**
 * Five attempts per account per 15 minutes. Only a success on that same account clears it, so
 * signing in to one's own account between guesses (which clears the address count) buys nothing.
 */
export const ACCOUNT_MAX_ATTEMPTS = 5;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;

export interface LoginLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

export const addressLimit = (clientIp: string): LoginLimit => ({ key: `ip:${clientIp}`, max: LOGIN_MAX_ATTEMPTS, windowSeconds: LOGIN_WINDOW_SECONDS });
/** Keyed on the account's canonical name when it exists, on what was typed otherwise: the answer is the same. */
export const accountLimit = (account: string): LoginLimit => ({
  key: `cuenta:${account.toLowerCase()}`,
  max: ACCOUNT_MAX_ATTEMPTS,
  windowSeconds: ACCOUNT_WINDOW_SECONDS,
});

/**
 * A browser that signed in to the account before (device-cookie.ts) has its own five attempts per
 * 15 minutes instead of the account's shared ones: a lockout by strangers does not reach it.
 */
export const deviceLimit = (deviceToken: string): LoginLimit => ({
  key: `dispositivo:${deviceToken}`,
  max: ACCOUNT_MAX_ATTEMPTS,
  windowSeconds: ACCOUNT_WINDOW_SECONDS,
});

/**
 * Reset links (ADR 092): ten asks per client address and three per typed address per hour, counted
 * whether or not an account has that address (so the answer tells nothing); ten attempts to spend
 * a link per client address per 15 minutes.
 */
export const RESET_ASKS_PER_ADDRESS = 10;
export const RESET_ASKS_PER_ACCOUNT = 3;
export const RESET_ATTEMPTS_PER_ADDRESS = 10;
/** Three resends of the address check per account per hour (the sign-up's own mail is not counted). */
export const VERIFICATION_RESENDS_PER_ACCOUNT = 3;
const HOUR = 3600;

export const resetAskAddressLimit = (clientIp: string): LoginLimit => ({ key: `restablecer-ip:${clientIp}`, max: RESET_ASKS_PER_ADDRESS, windowSeconds: HOUR });
export const resetAskAccountLimit = (email: string): LoginLimit => ({
  key: `restablecer:${email.toLowerCase()}`,
  max: RESET_ASKS_PER_ACCOUNT,
  windowSeconds: HOUR,
});
export const resetAttemptLimit = (clientIp: string): LoginLimit => ({
  key: `restablecer-clave-ip:${clientIp}`,
  max: RESET_ATTEMPTS_PER_ADDRESS,
  windowSeconds: ACCOUNT_WINDOW_SECONDS,
});
export const verificationResendLimit = (accountId: string): LoginLimit => ({
  key: `verificacion:${accountId}`,
  max: VERIFICATION_RESENDS_PER_ACCOUNT,
  windowSeconds: HOUR,
});

/** The accounts (by e-mail) whose shared counter is past its limit now, with when it ends. */
export async function lockedAccounts(db: Database, accountEmails: string[]): Promise<Map<string, Date>> {
  const locked = new Map<string, Date>();
  if (accountEmails.length === 0) return locked;
  const keys = accountEmails.map((email) => accountLimit(email).key);
  const rows = await db
    .select({ clave: loginIntentos.clave, intentos: loginIntentos.intentos, ventanaInicio: loginIntentos.ventanaInicio })
    .from(loginIntentos)
    .where(inArray(loginIntentos.clave, keys));
  for (const row of rows) {
    const until = new Date(row.ventanaInicio.getTime() + ACCOUNT_WINDOW_SECONDS * 1000);
    if (row.intentos > ACCOUNT_MAX_ATTEMPTS && until.getTime() > Date.now()) locked.set(row.clave.slice('cuenta:'.length), until);
  }
  return locked;
}

/**
 * Records one attempt atomically and says whether it may proceed. Counting before the
 * attempt (not after a failure) means concurrent guesses cannot all slip through.
 */
export async function consumeLoginAttempt(db: Database, limit: LoginLimit): Promise<{ allowed: boolean; retryAfter: number }> {
  const window = sql.raw(`interval '${Math.trunc(limit.windowSeconds)} seconds'`);
  const [row] = await db
    .insert(loginIntentos)
    .values({ clave: limit.key, intentos: 1, ventanaInicio: new Date() })
    .onConflictDoUpdate({
      target: loginIntentos.clave,
      set: {
        intentos: sql`case when ${loginIntentos.ventanaInicio} < now() - ${window} then 1 else ${loginIntentos.intentos} + 1 end`,
        ventanaInicio: sql`case when ${loginIntentos.ventanaInicio} < now() - ${window} then now() else ${loginIntentos.ventanaInicio} end`,
      },
    })
    .returning({ intentos: loginIntentos.intentos, ventanaInicio: loginIntentos.ventanaInicio });
  if (!row || row.intentos <= limit.max) return { allowed: true, retryAfter: 0 };
  const elapsed = (Date.now() - row.ventanaInicio.getTime()) / 1000;
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(limit.windowSeconds - elapsed)) };
}

/** The 429 message: how long to wait, in whole minutes (the Retry-After header has the seconds). */
export function tooManySignInsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Demasiados intentos de inicio de sesión. Probá de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** The 429 message of the reset and address-check limits, in whole minutes. */
export function tooManyMailsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Ya pediste varios correos. Probá de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

export async function clearLoginAttempts(db: Database, limit: LoginLimit): Promise<void> {
  await db.delete(loginIntentos).where(eq(loginIntentos.clave, limit.key));
}
