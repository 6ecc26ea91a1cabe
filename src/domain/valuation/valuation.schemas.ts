import { z } from 'zod';
import { isCallablePhone } from '../shared/phone.ts';
import { multilineText, text } from '../shared/text.ts';
import { typedNumber } from '../shared/typed-number.ts';
import { M2_RULES } from './m2.ts';
import { CONSULTA_ORIGINS, LOCATION_QUALITIES } from './options.ts';
import { type Barrio, CONTACT_MESSAGES, type Consulta, type Localidad, type Precio, VALUATION_MESSAGES } from './valuation.ts';

/** Missing → the spec's 'complete every field'; present but wrong → the field's own message. */
const uuidOf = (message: string) => z.string({ error: VALUATION_MESSAGES.incomplete }).min(1, VALUATION_MESSAGES.incomplete).pipe(z.uuid(message));

/** Body of POST /api/consultas. Unknown keys (a forged valor_lista_usd…) are dropped. */
export const consultaInputSchema = z.object({
  localidad_id: uuidOf(VALUATION_MESSAGES.localityUnavailable),
  barrio_id: uuidOf(VALUATION_MESSAGES.barrioUnavailable),
  m2_vendibles: typedNumber(M2_RULES),
  ubicacion_calidad: z.enum(LOCATION_QUALITIES, {
    error: (issue) => (issue.input === undefined ? VALUATION_MESSAGES.incomplete : VALUATION_MESSAGES.qualityInvalid),
  }),
  origen: z.enum(CONSULTA_ORIGINS, { error: VALUATION_MESSAGES.originInvalid }).default('web'),
});

export const consultaSchema = z.object({
  id: z.string(),
  fecha: z.string(),
  localidad_id: z.string(),
  localidad_nombre: z.string(),
  barrio_id: z.string(),
  barrio_nombre: z.string(),
  m2_vendibles: z.number(),
  ubicacion_calidad: z.enum(LOCATION_QUALITIES),
  valor_lista_usd: z.number(),
  valor_mercado_usd: z.number(),
  porcentaje_ajuste: z.number(),
  origen: z.enum(CONSULTA_ORIGINS),
});

export const localidadSchema = z.object({ id: z.string(), nombre: z.string() });
export const barrioSchema = z.object({ id: z.string(), nombre: z.string(), localidad_id: z.string(), valor_incidencia_usd_m2: z.number() });
export const precioSchema = z.object({
  localidad_id: z.string(),
  localidad_nombre: z.string(),
  barrio_id: z.string(),
  barrio_nombre: z.string(),
  valor_incidencia_usd_m2: z.number(),
});

/** Longest locality or barrio a person may type for a missing barrio. */
export const MISSING_ZONE_MAX = 100;

/** Contact dialog 'Hablar con un analista' (spec §5): stored as a lead (DESIGN.md §5). */
export const contactoInputSchema = z
  .object({
    nombre: text({ error: CONTACT_MESSAGES.nameRequired }).min(1, CONTACT_MESSAGES.nameRequired).max(100, CONTACT_MESSAGES.nameTooLong),
    email: text({ error: CONTACT_MESSAGES.emailRequired })
      .min(1, CONTACT_MESSAGES.emailRequired)
      .max(255, CONTACT_MESSAGES.emailTooLong)
      .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
    telefono: text({ error: CONTACT_MESSAGES.phoneRequired }).min(1, CONTACT_MESSAGES.phoneRequired).refine(isCallablePhone, CONTACT_MESSAGES.phoneInvalid),
    comentario: multilineText()
      .max(1000, CONTACT_MESSAGES.commentTooLong)
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** From a result page («Quiero una oferta» / «Hablar con un especialista»): the lead is tied to that consulta (ADR 103). */
    consulta_id: z.uuid(CONTACT_MESSAGES.consultaUnknown).optional(),
    /** «¿No está tu barrio?» (ADR 141): where the land is, as the person writes it; a lead for a specialist. */
    zona: z
      .object({
        localidad: text({ error: CONTACT_MESSAGES.zoneLocalidadRequired })
          .min(1, CONTACT_MESSAGES.zoneLocalidadRequired)
          .max(MISSING_ZONE_MAX, CONTACT_MESSAGES.zoneTooLong),
        barrio: text({ error: CONTACT_MESSAGES.zoneBarrioRequired })
          .min(1, CONTACT_MESSAGES.zoneBarrioRequired)
          .max(MISSING_ZONE_MAX, CONTACT_MESSAGES.zoneTooLong),
      })
      .optional(),
  })
  .refine((v) => !(v.zona && v.consulta_id), { message: CONTACT_MESSAGES.zoneWithConsulta, path: ['zona'] });
export type ContactoInput = z.input<typeof contactoInputSchema>;

// The schemas and the plain types of valuation.ts must describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _shapes: [
  Same<z.infer<typeof consultaSchema>, Consulta>,
  Same<z.infer<typeof localidadSchema>, Localidad>,
  Same<z.infer<typeof barrioSchema>, Barrio>,
  Same<z.infer<typeof precioSchema>, Precio>,
] = [true, true, true, true];
void _shapes;
