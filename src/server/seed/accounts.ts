import { eq, inArray } from 'drizzle-orm';
import { BRAND } from '../../domain/brand.ts';
import type { Role } from '../../domain/shared/roles.ts';
import { randomPassword, type UsersService } from '../areas/accounts/users.service.ts';
import type { Database } from '../platform/db/client.ts';
import { session, user } from '../platform/db/schema/index.ts';

export const BOOTSTRAP_ADMIN = { username: 'admin', email: `admin@${BRAND.emailDomain}` } as const;

/**
 * Demo accounts, one per role (DEMO_ACCOUNTS=1 only). Their passwords are public by design
 * (README) and reach the browser only through GET /api/demo/cuentas while they exist.
 */
export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; name: string; password: string; roles: Role[] }> = [
  { username: 'demo.admin', name: 'Demo Administración', password: 'Demo-Admin-Ombu-2026', roles: ['admin'] },
  { username: 'demo.contenido', name: 'Demo Contenido', password: 'Demo-Contenido-Jacaranda-2026', roles: ['contenido'] },
  { username: 'demo.crm', name: 'Demo CRM', password: 'Demo-Crm-Ceibo-2026', roles: ['crm'] },
  { username: 'demo.fondo', name: 'Demo Fondo', password: 'Demo-Fondo-Tala-2026', roles: ['fondo'] },
  { username: 'demo.tareas', name: 'Demo Tareas', password: 'Demo-Tareas-Tipa-2026', roles: ['tareas_admin'] },
  { username: 'demo.cliente', name: 'Demo Cliente', password: 'Demo-Cliente-Sauce-2026', roles: ['tareas_cliente'] },
  { username: 'demo.usuario', name: 'Demo Usuario', password: 'Demo-Usuario-Aromo-2026', roles: ['usuario'] },
];

export const demoEmail = (username: string) => `${username}@${BRAND.emailDomain}`;

/** Creates the `admin` account on first start. Returns the password when it was generated here. */
export async function ensureBootstrapAdmin(
  db: Database,
  users: UsersService,
  givenPassword: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.username, BOOTSTRAP_ADMIN.username)).limit(1);
  if (existing) return { created: false };
  const password = givenPassword ?? randomPassword();
  await users.add({ ...BOOTSTRAP_ADMIN, name: 'Administrador', password, roles: ['admin'] }, { via: 'al iniciar el servidor (cuenta inicial)' });
  return givenPassword ? { created: true } : { created: true, generatedPassword: password };
}

/** Creates the missing demo accounts and reactivates any deactivated by an earlier start without the flag. */
export async function ensureDemoAccounts(db: Database, users: UsersService): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.username, demo.username)).limit(1);
    if (!existing) await users.add({ ...demo, email: demoEmail(demo.username) }, { via: 'al iniciar el servidor (DEMO_ACCOUNTS=1)' });
    else await db.update(user).set({ banned: false, banReason: null }).where(eq(user.id, existing.id));
  }
}

/** Bans every demo account and ends its sessions (a start without DEMO_ACCOUNTS=1). Returns how many were active. */
export async function deactivateDemoAccounts(db: Database): Promise<number> {
  const usernames = DEMO_ACCOUNTS.map((d) => d.username);
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: user.id, banned: user.banned }).from(user).where(inArray(user.username, usernames));
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    await tx.update(user).set({ banned: true, banReason: 'Cuenta de demostración: desactivada (falta DEMO_ACCOUNTS=1)' }).where(inArray(user.id, ids));
    await tx.delete(session).where(inArray(session.userId, ids));
    return rows.filter((r) => !r.banned).length;
  });
}
