import { z } from 'zod';
import { passwordWeakness, USERNAME_PATTERN } from '../shared/passwords.ts';
import { roleSchema } from '../shared/roles.schemas.ts';
import { ROLES } from '../shared/roles.ts';
import { text } from '../shared/text.ts';

/** Staff accounts managed from /admin/usuarios and the shell (npm run users). */
export const ACCOUNT_MESSAGES = {
  userNotFound: 'El usuario no existe',
  ownAdminRole: 'No podés quitarte tu propio rol de administrador',
  ownDeactivation: 'No podés desactivar tu propia cuenta',
  usernameFormat: 'El usuario debe tener de 3 a 30 caracteres: letras, números, punto o guion bajo.',
  emailInvalid: 'Email inválido',
  roleRequired: 'Indicá al menos un rol.',
  duplicate: 'Ya existe una cuenta con ese usuario o email.',
  noUsername: 'La cuenta no tiene usuario.',
  notLocked: 'La cuenta no está bloqueada.',
} as const;

export const ACCOUNT_NAME_MAX = 100;

const passwordField = z.string({ error: 'La contraseña es obligatoria.' }).superRefine((value, ctx) => {
  const weakness = passwordWeakness(value);
  if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
});

const rolesField = z.array(roleSchema, { error: ACCOUNT_MESSAGES.roleRequired }).min(1, ACCOUNT_MESSAGES.roleRequired);

/** A staff account created from /admin/usuarios. */
export const usuarioCreateSchema = z.object({
  username: text({ error: 'El usuario es obligatorio.' }).regex(USERNAME_PATTERN, ACCOUNT_MESSAGES.usernameFormat),
  name: text({ error: 'El nombre es obligatorio' }).min(1, 'El nombre es obligatorio').max(ACCOUNT_NAME_MAX, 'El nombre debe tener menos de 100 caracteres'),
  email: text({ error: ACCOUNT_MESSAGES.emailInvalid }).email(ACCOUNT_MESSAGES.emailInvalid).max(255, 'El email debe tener menos de 255 caracteres'),
  password: passwordField,
  roles: rolesField,
});
export type UsuarioCreate = z.infer<typeof usuarioCreateSchema>;

export const usuarioRolesSchema = z.object({ roles: rolesField });
export const usuarioPasswordSchema = z.object({ password: passwordField });
export const usuarioActiveSchema = z.object({ activo: z.boolean({ error: 'Indicá si la cuenta queda activa' }) });

/** What /api/admin/usuarios answers per account: never a hash, never a session. */
export const usuarioAdminSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  activo: z.boolean(),
  /** ISO 8601 (UTC). */
  created_at: z.string(),
  /** Until when too many failed sign-ins lock the account (ISO 8601), or null. */
  bloqueada_hasta: z.string().nullable(),
});
export type UsuarioAdmin = z.infer<typeof usuarioAdminSchema>;
