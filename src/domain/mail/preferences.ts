import { z } from 'zod';
import type { Role } from '../shared/roles.ts';

/**
 * What mail an account gets (ADR 093): per kind of alert, «al instante», «en el resumen diario» or
 * «no»; and the morning digest, «sí» or «no». No row means the default: alerts at once, the digest on.
 */
export const ALERT_KINDS = ['alerta-solicitud', 'alerta-consulta-terreno', 'alerta-tarea', 'alerta-contacto', 'alerta-comentario'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const DIGEST_KIND = 'resumen-diario';
export const MAIL_KINDS = [...ALERT_KINDS, DIGEST_KIND] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const ALERT_CHOICES = ['instante', 'resumen', 'no'] as const;
export type AlertChoice = (typeof ALERT_CHOICES)[number];
export const DIGEST_CHOICES = ['si', 'no'] as const;
export type DigestChoice = (typeof DIGEST_CHOICES)[number];
export type MailChoice = AlertChoice | DigestChoice;

// `as const`: each kind keeps its own choice type (the digest's is «si» or «no»), as mailPreferencesSchema has them.
export const DEFAULT_CHOICE = {
  'alerta-solicitud': 'instante',
  'alerta-consulta-terreno': 'instante',
  'alerta-tarea': 'instante',
  'alerta-contacto': 'instante',
  'alerta-comentario': 'instante',
  'resumen-diario': 'si',
} as const satisfies Readonly<Record<MailKind, MailChoice>>;

/** Who each alert goes to besides every admin (the areas' alertStaff calls). */
export const ALERT_ROLES: Readonly<Record<AlertKind, readonly Role[]>> = {
  'alerta-solicitud': ['crm'],
  'alerta-consulta-terreno': ['fondo'],
  'alerta-tarea': ['tareas_admin'],
  'alerta-contacto': ['admin'],
  'alerta-comentario': ['admin'],
};

/** The roles with a section in the morning digest. */
export const DIGEST_ROLES: readonly Role[] = ['tareas_admin', 'crm', 'fondo', 'admin'];

export const MAIL_KIND_LABELS: Readonly<Record<MailKind, string>> = {
  'alerta-solicitud': 'Solicitudes de servicio nuevas',
  'alerta-consulta-terreno': 'Consultas de dueños de terrenos',
  'alerta-tarea': 'Tareas nuevas del formulario',
  'alerta-contacto': 'Contactos de la tasación',
  'alerta-comentario': 'Comentarios nuevos en barrios',
  'resumen-diario': 'Resumen diario (8 h, días hábiles)',
};

export const MAIL_CHOICE_LABELS: Readonly<Record<MailChoice, string>> = {
  instante: 'Al instante',
  resumen: 'En el resumen diario',
  no: 'No',
  si: 'Sí',
};

/** The kinds an account with `roles` can receive: admins get every alert; the digest, any digest role. */
export function mailKindsFor(roles: readonly Role[]): MailKind[] {
  const isAdmin = roles.includes('admin');
  const alerts = ALERT_KINDS.filter((kind) => isAdmin || ALERT_ROLES[kind].some((role) => roles.includes(role)));
  return roles.some((role) => DIGEST_ROLES.includes(role)) ? [...alerts, DIGEST_KIND] : alerts;
}

export function isAlertKind(kind: string): kind is AlertKind {
  return (ALERT_KINDS as readonly string[]).includes(kind);
}

const alertChoice = z.enum(ALERT_CHOICES, { error: 'Elegí «al instante», «en el resumen diario» o «no».' });
const digestChoice = z.enum(DIGEST_CHOICES, { error: 'Elegí «sí» o «no».' });

/** GET /api/cuenta/correo: the account's address, its choices for every kind, and the kinds its roles receive. */
export const mailPreferencesSchema = z.object({
  email: z.string(),
  tipos: z.array(z.enum(MAIL_KINDS)),
  preferencias: z.object({
    'alerta-solicitud': alertChoice,
    'alerta-consulta-terreno': alertChoice,
    'alerta-tarea': alertChoice,
    'alerta-contacto': alertChoice,
    'alerta-comentario': alertChoice,
    'resumen-diario': digestChoice,
  }),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const PREFERENCE_MESSAGES = {
  empty: 'Elegí al menos un tipo de correo para cambiar.',
  saved: 'Guardamos tus preferencias de correo.',
  badLink: 'El enlace para darte de baja no es válido o ya venció. Podés elegir qué correos recibís en «Mi cuenta».',
} as const;

/** PUT /api/cuenta/correo: the kinds to change (any subset); unknown keys are refused. */
export const mailPreferencesUpdateSchema = z
  .object({
    'alerta-solicitud': alertChoice.optional(),
    'alerta-consulta-terreno': alertChoice.optional(),
    'alerta-tarea': alertChoice.optional(),
    'alerta-contacto': alertChoice.optional(),
    'alerta-comentario': alertChoice.optional(),
    'resumen-diario': digestChoice.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: PREFERENCE_MESSAGES.empty });
export type MailPreferencesUpdate = z.infer<typeof mailPreferencesUpdateSchema>;

/** /api/correo/baja?t=…: the signed token of a mail's unsubscribe link (RFC 8058). */
export const unsubscribeQuerySchema = z.object({ t: z.string().min(1).max(300) }).strict();

export const unsubscribedSchema = z.object({ tipo: z.enum(MAIL_KINDS), etiqueta: z.string(), eleccion: z.literal('no') });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
