import { z } from 'zod';
import { passwordWeakness, USERNAME_PATTERN } from '../shared/passwords.ts';
import { roleSchema } from '../shared/roles.ts';
import { blankToUndefined, searchText, text } from '../shared/text.ts';
import { CONSULTA_ORIGINS, LOCATION_QUALITIES } from '../valuation/options.ts';

/** Spec §5 and §8 texts of the valuation admin, used by the forms and the API alike. */
export const ADMIN_MESSAGES = {
  completeAll: 'Completa todos los campos',
  barrioValueRange: 'El valor debe estar entre 200 y 1700',
  localidadNameRequired: 'El nombre de la localidad es obligatorio',
  localidadNameTooLong: 'El nombre debe tener menos de 100 caracteres',
  barrioNameTooLong: 'El nombre debe tener menos de 100 caracteres',
  localidadDuplicate: 'Ya existe una localidad con ese nombre',
  barrioDuplicate: 'Ya existe un barrio con ese nombre en esa localidad',
  localidadNotFound: 'La localidad no existe',
  barrioNotFound: 'El barrio no existe',
  commentNotFound: 'El comentario no existe',
  userNotFound: 'El usuario no existe',
  nothingToChange: 'No hay cambios para guardar',
  ownAdminRole: 'No podés quitarte tu propio rol de administrador',
  ownDeactivation: 'No podés desactivar tu propia cuenta',
  noConsultas: 'No se encontraron consultas con los filtros aplicados',
  success: 'Éxito',
  loginFailedTitle: 'Error de autenticación',
  loginFailedFallback: 'Credenciales inválidas',
  loggedOut: 'Sesión cerrada',
} as const;

export const BARRIO_VALUE_MIN = 200;
export const BARRIO_VALUE_MAX = 1700;
export const NAME_MAX = 100;

const localidadName = text({ error: ADMIN_MESSAGES.localidadNameRequired })
  .min(1, ADMIN_MESSAGES.localidadNameRequired)
  .max(NAME_MAX, ADMIN_MESSAGES.localidadNameTooLong);

/** New locality: a name that is not empty after trimming (spec §5). */
export const localidadCreateSchema = z.object({ nombre: localidadName });
export type LocalidadCreate = z.infer<typeof localidadCreateSchema>;

/** Rename and/or toggle a locality. */
export const localidadUpdateSchema = z
  .object({ nombre: localidadName.optional(), activo: z.boolean().optional() })
  .refine((v) => v.nombre !== undefined || v.activo !== undefined, ADMIN_MESSAGES.nothingToChange);
export type LocalidadUpdate = z.infer<typeof localidadUpdateSchema>;

const barrioValue = z
  .number({ error: ADMIN_MESSAGES.completeAll })
  .min(BARRIO_VALUE_MIN, ADMIN_MESSAGES.barrioValueRange)
  .max(BARRIO_VALUE_MAX, ADMIN_MESSAGES.barrioValueRange);

/** New neighbourhood: name, locality and value required; value 200–1700 USD/m² (spec §5). */
export const barrioCreateSchema = z.object({
  nombre: text({ error: ADMIN_MESSAGES.completeAll }).min(1, ADMIN_MESSAGES.completeAll).max(NAME_MAX, ADMIN_MESSAGES.barrioNameTooLong),
  localidad_id: z.string({ error: ADMIN_MESSAGES.completeAll }).uuid(ADMIN_MESSAGES.completeAll),
  valor_incidencia_usd_m2: barrioValue,
});
export type BarrioCreate = z.infer<typeof barrioCreateSchema>;

export const barrioUpdateSchema = z
  .object({ activo: z.boolean().optional(), valor_incidencia_usd_m2: barrioValue.optional() })
  .refine((v) => v.activo !== undefined || v.valor_incidencia_usd_m2 !== undefined, ADMIN_MESSAGES.nothingToChange);
export type BarrioUpdate = z.infer<typeof barrioUpdateSchema>;

/** Filters of /admin/consultas (list, stats and CSV share them). */
export const consultasFilterSchema = z.object({
  q: searchText(),
  calidad: z.preprocess(blankToUndefined, z.enum(LOCATION_QUALITIES, { error: 'Calidad de ubicación inválida' }).optional()),
  origen: z.preprocess(blankToUndefined, z.enum(CONSULTA_ORIGINS, { error: 'Origen inválido' }).optional()),
});
export type ConsultasFilter = z.infer<typeof consultasFilterSchema>;

export const COMMENT_STATES = ['todos', 'visibles', 'ocultos'] as const;
export const comentariosFilterSchema = z.object({
  estado: z.preprocess(blankToUndefined, z.enum(COMMENT_STATES, { error: 'Estado inválido' }).default('todos')),
  q: searchText(),
});
export type ComentariosFilter = z.infer<typeof comentariosFilterSchema>;

export const comentarioUpdateSchema = z.object({ activo: z.boolean({ error: 'Indicá si el comentario queda visible' }) });

const passwordField = z.string({ error: 'La contraseña es obligatoria.' }).superRefine((value, ctx) => {
  const weakness = passwordWeakness(value);
  if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
});

const rolesField = z.array(roleSchema, { error: 'Indicá al menos un rol.' }).min(1, 'Indicá al menos un rol.');

/** A staff account created from /admin/usuarios. */
export const usuarioCreateSchema = z.object({
  username: text({ error: 'El usuario es obligatorio.' }).regex(
    USERNAME_PATTERN,
    'El usuario debe tener de 3 a 30 caracteres: letras, números, punto o guion bajo.',
  ),
  name: text({ error: 'El nombre es obligatorio' }).min(1, 'El nombre es obligatorio').max(NAME_MAX, 'El nombre debe tener menos de 100 caracteres'),
  email: text({ error: 'Email inválido' }).email('Email inválido').max(255, 'El email debe tener menos de 255 caracteres'),
  password: passwordField,
  roles: rolesField,
});
export type UsuarioCreate = z.infer<typeof usuarioCreateSchema>;

export const usuarioRolesSchema = z.object({ roles: rolesField });
export const usuarioPasswordSchema = z.object({ password: passwordField });
export const usuarioActiveSchema = z.object({ activo: z.boolean({ error: 'Indicá si la cuenta queda activa' }) });

/** /admin sign-in: e-mail and password required (spec §5). */
export const adminLoginSchema = z.object({
  email: text().min(1, 'El email es obligatorio').email('Email inválido'),
  password: z.string().min(1, 'La contraseña es obligatoria'),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;
