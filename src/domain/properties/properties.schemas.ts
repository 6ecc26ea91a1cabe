import { z } from 'zod';
import { multilineText, text } from '../shared/text.ts';
import { NUMBER_KINDS, optionalTypedNumber, typedNumber, typedNumberText } from '../shared/typed-number.ts';
import { BADGE_COLORS, PROPERTY_LIMITS, PROPERTY_MESSAGES, PROPERTY_TYPES } from './properties.ts';

const optionalText = (max: number, message: string, multiline = false) =>
  (multiline ? multilineText() : text())
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The numbers of a listing, typed the Argentine way («185.000», «320,5 m²») or sent as JSON numbers
 * (ADR 024): the form and the API read them with these same fields. Blank is none.
 */
const metrosCuadrados = optionalTypedNumber({
  kind: NUMBER_KINDS.area,
  above: 0,
  max: PROPERTY_LIMITS.m2Max,
  messages: { min: PROPERTY_MESSAGES.m2Invalido, max: PROPERTY_MESSAGES.m2Invalido },
});
const precioVenta = optionalTypedNumber({
  kind: NUMBER_KINDS.money,
  above: 0,
  max: PROPERTY_LIMITS.precioMax,
  messages: { min: PROPERTY_MESSAGES.precioInvalido, max: PROPERTY_MESSAGES.precioAlto },
});

/** Body of create and update (the owner's fields; publication is the admin's). */
export const listingBodySchema = z.object({
  titulo: text({ error: PROPERTY_MESSAGES.tituloObligatorio })
    .min(1, PROPERTY_MESSAGES.tituloObligatorio)
    .max(PROPERTY_LIMITS.titulo, PROPERTY_MESSAGES.tituloLargo),
  tipo: z.enum(PROPERTY_TYPES, { error: PROPERTY_MESSAGES.tipoInvalido }),
  barrio: text({ error: PROPERTY_MESSAGES.barrioObligatorio })
    .min(1, PROPERTY_MESSAGES.barrioObligatorio)
    .max(PROPERTY_LIMITS.barrio, PROPERTY_MESSAGES.barrioLargo),
  calle: optionalText(PROPERTY_LIMITS.calle, PROPERTY_MESSAGES.calleLarga),
  altura: optionalText(PROPERTY_LIMITS.altura, PROPERTY_MESSAGES.alturaLarga),
  metros_cuadrados: metrosCuadrados,
  precio_venta: precioVenta,
  descripcion: optionalText(PROPERTY_LIMITS.descripcion, PROPERTY_MESSAGES.descripcionLarga, true),
  caracteristicas: z
    .array(text().min(1).max(PROPERTY_LIMITS.caracteristica, PROPERTY_MESSAGES.caracteristicaLarga))
    .max(PROPERTY_LIMITS.caracteristicas, PROPERTY_MESSAGES.demasiadasCaracteristicas)
    .default([]),
  badge: optionalText(PROPERTY_LIMITS.badge, PROPERTY_MESSAGES.badgeLargo),
  badge_color: z
    .enum(BADGE_COLORS, { error: PROPERTY_MESSAGES.colorInvalido })
    .nullish()
    .transform((v) => v ?? null),
});
export type ListingBody = z.output<typeof listingBodySchema>;

/** The listing form: numbers as text, features one per line. Its output is a `ListingBody`. */
export const listingFormSchema = z.object({
  titulo: listingBodySchema.shape.titulo,
  tipo: z.enum(PROPERTY_TYPES, { error: PROPERTY_MESSAGES.tipoInvalido }),
  barrio: listingBodySchema.shape.barrio,
  calle: text().max(PROPERTY_LIMITS.calle, PROPERTY_MESSAGES.calleLarga),
  altura: text().max(PROPERTY_LIMITS.altura, PROPERTY_MESSAGES.alturaLarga),
  metros_cuadrados: metrosCuadrados,
  precio_venta: precioVenta,
  descripcion: multilineText().max(PROPERTY_LIMITS.descripcion, PROPERTY_MESSAGES.descripcionLarga),
  caracteristicas: multilineText()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(text().max(PROPERTY_LIMITS.caracteristica, PROPERTY_MESSAGES.caracteristicaLarga))
        .max(PROPERTY_LIMITS.caracteristicas, PROPERTY_MESSAGES.demasiadasCaracteristicas),
    ),
  badge: text().max(PROPERTY_LIMITS.badge, PROPERTY_MESSAGES.badgeLargo),
  badge_color: z.union([z.enum(BADGE_COLORS), z.literal('')], { error: PROPERTY_MESSAGES.colorInvalido }),
});
export type ListingFormInput = z.input<typeof listingFormSchema>;
export type ListingFormOutput = z.output<typeof listingFormSchema>;

/** The publication order an admin types beside each listing («12», «1.000»), or a JSON number. */
export const ordenPublicacionSchema = typedNumber({
  kind: NUMBER_KINDS.whole,
  min: 0,
  max: PROPERTY_LIMITS.ordenMax,
  messages: { required: PROPERTY_MESSAGES.ordenInvalido, max: PROPERTY_MESSAGES.ordenInvalido },
});

/** Admin: publish/unpublish and order (higher first). */
export const publicationBodySchema = z
  .object({
    publicada: z.boolean().optional(),
    orden_publicacion: ordenPublicacionSchema.optional(),
  })
  .refine((v) => v.publicada !== undefined || v.orden_publicacion !== undefined, 'Indicá si se publica o el orden');
export type PublicationBody = z.output<typeof publicationBodySchema>;

const imageRefSchema = z.object({ url: z.string(), anchos: z.array(z.number().int()), ancho: z.number().int(), alto: z.number().int() });

/** A listing as everyone sees it (no owner data). `imagenes_urls` are the widest variants (spec §3). */
export const propertySchema = z.object({
  id: z.uuid(),
  titulo: z.string(),
  tipo: z.string(),
  barrio: z.string(),
  calle: z.string().nullable(),
  altura: z.string().nullable(),
  metros_cuadrados: z.number().nullable(),
  precio_venta: z.number().nullable(),
  descripcion: z.string().nullable(),
  caracteristicas: z.array(z.string()),
  imagenes: z.array(imageRefSchema),
  imagenes_urls: z.array(z.string()),
  badge: z.string().nullable(),
  badge_color: z.enum(BADGE_COLORS).nullable(),
  publicada: z.boolean(),
  orden_publicacion: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Property = z.infer<typeof propertySchema>;

/** The management view adds who listed it (name only) and whether the caller may edit it. */
export const managedPropertySchema = propertySchema.extend({
  propietario_nombre: z.string().nullable(),
  es_propia: z.boolean(),
  /** Sample content loaded by the demo seed: marked in the management view, never shown to visitors. */
  es_muestra: z.boolean(),
});
export type ManagedProperty = z.infer<typeof managedPropertySchema>;

/** Empty form values for a new listing. */
export const EMPTY_LISTING_FORM: ListingFormInput = {
  titulo: '',
  tipo: 'Terreno',
  barrio: '',
  calle: '',
  altura: '',
  metros_cuadrados: '',
  precio_venta: '',
  descripcion: '',
  caracteristicas: '',
  badge: '',
  badge_color: '',
};

/** Form values of an existing listing. */
export function listingToForm(p: Property): ListingFormInput {
  return {
    titulo: p.titulo,
    tipo: (PROPERTY_TYPES as readonly string[]).includes(p.tipo) ? (p.tipo as ListingFormInput['tipo']) : 'Otro',
    barrio: p.barrio,
    calle: p.calle ?? '',
    altura: p.altura ?? '',
    metros_cuadrados: p.metros_cuadrados === null ? '' : typedNumberText(p.metros_cuadrados, NUMBER_KINDS.area),
    precio_venta: p.precio_venta === null ? '' : typedNumberText(p.precio_venta, NUMBER_KINDS.money),
    descripcion: p.descripcion ?? '',
    caracteristicas: p.caracteristicas.join('\n'),
    badge: p.badge ?? '',
    badge_color: p.badge_color ?? '',
  };
}

/** The form's output as the API body. */
export function formToListingBody(v: ListingFormOutput): ListingBody {
  return {
    ...v,
    calle: v.calle || null,
    altura: v.altura || null,
    descripcion: v.descripcion || null,
    badge: v.badge || null,
    badge_color: v.badge_color || null,
  };
}
