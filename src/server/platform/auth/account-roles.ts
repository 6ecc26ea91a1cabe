import { sql } from 'drizzle-orm';
import type { Role } from '../../../domain/shared/roles.ts';
import { user } from '../db/schema/index.ts';

/** The account holds any of `roles` (an account's roles are one comma-separated string, src/domain/shared/roles.ts). */
export function holdsAnyRole(roles: readonly Role[]) {
  return sql`string_to_array(replace(coalesce(${user.role}, ''), ' ', ''), ',') && array[${sql.join(
    roles.map((r) => sql`${r}`),
    sql`, `,
  )}]::text[]`;
}

/** The account is not banned (deactivated accounts keep their history but take no new work). */
export const activeAccount = sql`coalesce(${user.banned}, false) = false`;

/** How staff lists name an account: its username, else its name. */
export const accountName = sql<string>`coalesce(${user.username}, ${user.name})`;
