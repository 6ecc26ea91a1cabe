import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginIntentos } from '../db/schema/index.ts';

/** Three sign-in attempts per client address per minute; a success clears the count. */
export const LOGIN_MAX_ATTEMPTS = 3;
export const LOGIN_WINDOW_SECONDS = 60;

/**
 * Records one attempt atomically and says whether it may proceed. Counting before the
 * attempt (not after a failure) means concurrent guesses cannot all slip through.
 */
export async function consumeLoginAttempt(db: Database, clientIp: string): Promise<{ allowed: boolean; retryAfter: number }> {
  const key = `ip:${clientIp}`;
  const window = sql.raw(`interval '${LOGIN_WINDOW_SECONDS} seconds'`);
  const [row] = await db
    .insert(loginIntentos)
    .values({ clave: key, intentos: 1, ventanaInicio: new Date() })
    .onConflictDoUpdate({
      target: loginIntentos.clave,
      set: {
        intentos: sql`case when ${loginIntentos.ventanaInicio} < now() - ${window} then 1 else ${loginIntentos.intentos} + 1 end`,
        ventanaInicio: sql`case when ${loginIntentos.ventanaInicio} < now() - ${window} then now() else ${loginIntentos.ventanaInicio} end`,
      },
    })
    .returning({ intentos: loginIntentos.intentos, ventanaInicio: loginIntentos.ventanaInicio });
  if (!row || row.intentos <= LOGIN_MAX_ATTEMPTS) return { allowed: true, retryAfter: 0 };
  const elapsed = (Date.now() - row.ventanaInicio.getTime()) / 1000;
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(LOGIN_WINDOW_SECONDS - elapsed)) };
}

export async function clearLoginAttempts(db: Database, clientIp: string): Promise<void> {
  await db.delete(loginIntentos).where(eq(loginIntentos.clave, `ip:${clientIp}`));
}
