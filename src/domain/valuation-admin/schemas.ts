import { z } from 'zod';
import { checkDayRange, dayRangeFields } from '../shared/day-range.ts';
import { paginationQuerySchema } from '../shared/pagination.ts';
import { blankToUndefined, searchText, text } from '../shared/text.ts';
import { NUMBER_KINDS, typedNumber } from '../shared/typed-number.ts';
import { CONSULTA_ORIGINS, LOCATION_QUALITIES } from '../valuation/options.ts';

/** Spec §5 and §8 texts of the valuation admin, used by the forms and the API alike. */
export const ADMIN_MESSAGES = {
  completeAll: 'Completá todos los campos',
  barrioValueRange: 'El valor debe estar entre 200 y 1700',
  localidadNameRequired: 'El nombre de la localidad es obligatorio',
  localidadNameTooLong: 'El nombre debe tener menos de 100 caracteres',
  barrioNameTooLong: 'El nombre debe tener menos de 100 caracteres',
  localidadDuplicate: 'Ya existe una localidad con ese nombre',
  barrioDuplicate: 'Ya existe un barrio con ese nombre en esa localidad',
  localidadNotFound: 'La localidad no existe',
  barrioNotFound: 'El barrio no existe',
  nothingToChange: 'No hay cambios para guardar',
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

/** The rules of a barrio's USD/m² value: create, edit and the bulk update read it with these. */
export const BARRIO_VALUE_RULES = {
  kind: NUMBER_KINDS.money,
  min: BARRIO_VALUE_MIN,
  max: BARRIO_VALUE_MAX,
  messages: { required: ADMIN_MESSAGES.completeAll, min: ADMIN_MESSAGES.barrioValueRange, max: ADMIN_MESSAGES.barrioValueRange },
} as const;

/**
 * USD/m² as typed («850,5», «1.250», ADR 024) or as a JSON number; cents allowed, as the column
 * keeps them (numeric 14,2). Create and edit, form and API, read it with this one field.
 */
const barrioValue = typedNumber(BARRIO_VALUE_RULES);

/** New neighbourhood: name, locality and value required; value 200–1700 USD/m² (spec §5). */
export const barrioCreateSchema = z.object({
  nombre: text({ error: ADMIN_MESSAGES.completeAll }).min(1, ADMIN_MESSAGES.completeAll).max(NAME_MAX, ADMIN_MESSAGES.barrioNameTooLong),
  localidad_id: z.string({ error: ADMIN_MESSAGES.completeAll }).uuid(ADMIN_MESSAGES.completeAll),
  valor_incidencia_usd_m2: barrioValue,
});
export type BarrioCreate = z.output<typeof barrioCreateSchema>;
export type BarrioCreateInput = z.input<typeof barrioCreateSchema>;

export const barrioUpdateSchema = z
  .object({ activo: z.boolean().optional(), valor_incidencia_usd_m2: barrioValue.optional() })
  .refine((v) => v.activo !== undefined || v.valor_incidencia_usd_m2 !== undefined, ADMIN_MESSAGES.nothingToChange);
export type BarrioUpdate = z.infer<typeof barrioUpdateSchema>;

/** Filters of /admin/consultas (list, stats and CSV share them). */
const consultasFilterFields = {
  q: searchText(),
  calidad: z.preprocess(blankToUndefined, z.enum(LOCATION_QUALITIES, { error: 'Calidad de ubicación inválida' }).optional()),
  origen: z.preprocess(blankToUndefined, z.enum(CONSULTA_ORIGINS, { error: 'Origen inválido' }).optional()),
  /** Buenos Aires calendar days, both included. */
  ...dayRangeFields,
};
/** The filter of the list, the stats, the trend and the CSV alike. */
export const consultasFilterSchema = z.object(consultasFilterFields).strict().superRefine(checkDayRange);
export type ConsultasFilter = z.infer<typeof consultasFilterSchema>;
/** GET /api/admin/consultas: the filter and the page. */
export const consultasPageQuerySchema = z
  .object({ ...consultasFilterFields, ...paginationQuerySchema.shape })
  .strict()
  .superRefine(checkDayRange);

/** /admin sign-in: e-mail and password required (spec §5). */
export const adminLoginSchema = z.object({
  email: text().min(1, 'El email es obligatorio').email('Email inválido'),
  password: z.string().min(1, 'La contraseña es obligatoria'),
});
