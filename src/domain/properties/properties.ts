import { z } from 'zod';
import { parseDecimalInput } from '../shared/money.ts';
import { multilineText, text } from '../shared/text.ts';

/** Limits of a listing (DESIGN.md §5: users list, admins publish). */
export const PROPERTY_LIMITS = {
  titulo: 120,
  barrio: 80,
  calle: 120,
  altura: 20,
  descripcion: 4000,
  caracteristicas: 20,
  caracteristica: 80,
  badge: 30,
  /** Images per listing. */
  imagenes: 8,
  precioMax: 1_000_000_000,
  m2Max: 10_000_000,
  ordenMax: 1_000_000,
  /** Listings one account may hold (published or not). */
  porUsuario: 50,
} as const;

export const PROPERTY_TYPES = ['Terreno', 'Casa', 'PH', 'Departamento', 'Local', 'Oficina', 'Galpón', 'Otro'] as const;

/** Badge colours: each maps to an AA-contrast pair in the web theme. */
export const BADGE_COLORS = ['verde', 'azul', 'ambar', 'rojo', 'gris'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];
export const BADGE_COLOR_LABELS: Record<BadgeColor, string> = { verde: 'Verde', azul: 'Azul', ambar: 'Ámbar', rojo: 'Rojo', gris: 'Gris' };
/** Stored colours outside the list (older data) read as grey. */
export function badgeColor(value: string | null | undefined): BadgeColor {
  return (BADGE_COLORS as readonly string[]).includes(value ?? '') ? (value as BadgeColor) : 'gris';
}

export const PROPERTY_MESSAGES = {
  tituloObligatorio: 'El título es obligatorio',
  tituloLargo: `El título debe tener menos de ${PROPERTY_LIMITS.titulo} caracteres`,
  tipoInvalido: 'Elegí el tipo de propiedad',
  barrioObligatorio: 'El barrio es obligatorio',
  barrioLargo: `El barrio debe tener menos de ${PROPERTY_LIMITS.barrio} caracteres`,
  calleLarga: `La calle debe tener menos de ${PROPERTY_LIMITS.calle} caracteres`,
  alturaLarga: `La altura debe tener menos de ${PROPERTY_LIMITS.altura} caracteres`,
  m2Invalido: 'Los metros cuadrados deben ser un número mayor a 0',
  precioInvalido: 'El precio debe ser un número mayor a 0',
  precioAlto: 'El precio es demasiado alto',
  descripcionLarga: `La descripción debe tener menos de ${PROPERTY_LIMITS.descripcion} caracteres`,
  demasiadasCaracteristicas: `Podés cargar hasta ${PROPERTY_LIMITS.caracteristicas} características`,
  caracteristicaLarga: `Cada característica debe tener menos de ${PROPERTY_LIMITS.caracteristica} caracteres`,
  badgeLargo: `La etiqueta debe tener menos de ${PROPERTY_LIMITS.badge} caracteres`,
  colorInvalido: 'Elegí un color de etiqueta válido',
  ordenInvalido: 'El orden debe ser un número entero entre 0 y 1.000.000',
  demasiadasImagenes: `Cada propiedad admite hasta ${PROPERTY_LIMITS.imagenes} imágenes`,
  sinImagen: 'Elegí al menos una imagen',
  demasiadasPropiedades: `Alcanzaste el máximo de ${PROPERTY_LIMITS.porUsuario} propiedades por cuenta`,
  ajena: 'No podés modificar una propiedad de otra persona',
  noEncontrada: 'La propiedad no existe',
  imagenNoEncontrada: 'La imagen no existe',
} as const;

const optionalText = (max: number, message: string, multiline = false) =>
  (multiline ? multilineText() : text())
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const positive = (max: number, message: string, tooHigh: string) => z.number({ error: message }).positive(message).max(max, tooHigh);

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
  metros_cuadrados: positive(PROPERTY_LIMITS.m2Max, PROPERTY_MESSAGES.m2Invalido, PROPERTY_MESSAGES.m2Invalido).nullable(),
  precio_venta: positive(PROPERTY_LIMITS.precioMax, PROPERTY_MESSAGES.precioInvalido, PROPERTY_MESSAGES.precioAlto).nullable(),
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

/**
 * A number typed in Argentina: '410.000' and '410.000,50' use dots for thousands and a comma
 * for decimals; '120.5' (no grouping pattern) still reads as a decimal point.
 */
export function parseAmount(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  if (t.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(t)) return parseDecimalInput(t.replace(/\./g, ''));
  return parseDecimalInput(t);
}

/** Reads an optional positive number typed as text ('' → null, comma is a decimal point). */
const numberText = (message: string) =>
  text().transform((text, ctx) => {
    if (text === '') return null;
    const value = parseAmount(text);
    if (Number.isNaN(value) || value <= 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

/** The listing form: numbers as text, features one per line. Its output is a `ListingBody`. */
export const listingFormSchema = z.object({
  titulo: listingBodySchema.shape.titulo,
  tipo: z.enum(PROPERTY_TYPES, { error: PROPERTY_MESSAGES.tipoInvalido }),
  barrio: listingBodySchema.shape.barrio,
  calle: text().max(PROPERTY_LIMITS.calle, PROPERTY_MESSAGES.calleLarga),
  altura: text().max(PROPERTY_LIMITS.altura, PROPERTY_MESSAGES.alturaLarga),
  metros_cuadrados: numberText(PROPERTY_MESSAGES.m2Invalido).pipe(z.number().max(PROPERTY_LIMITS.m2Max, PROPERTY_MESSAGES.m2Invalido).nullable()),
  precio_venta: numberText(PROPERTY_MESSAGES.precioInvalido).pipe(z.number().max(PROPERTY_LIMITS.precioMax, PROPERTY_MESSAGES.precioAlto).nullable()),
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

/** Admin: publish/unpublish and order (higher first). */
export const publicationBodySchema = z
  .object({
    publicada: z.boolean().optional(),
    orden_publicacion: z
      .number({ error: PROPERTY_MESSAGES.ordenInvalido })
      .int(PROPERTY_MESSAGES.ordenInvalido)
      .min(0, PROPERTY_MESSAGES.ordenInvalido)
      .max(PROPERTY_LIMITS.ordenMax, PROPERTY_MESSAGES.ordenInvalido)
      .optional(),
  })
  .refine((v) => v.publicada !== undefined || v.orden_publicacion !== undefined, 'Indicá si se publica o el orden');
export type PublicationBody = z.infer<typeof publicationBodySchema>;

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
    metros_cuadrados: p.metros_cuadrados === null ? '' : String(p.metros_cuadrados).replace('.', ','),
    precio_venta: p.precio_venta === null ? '' : String(p.precio_venta).replace('.', ','),
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

/** The chat text of a listing's WhatsApp contact: carries its title (spec §2). */
export function propertyContactText(titulo: string): string {
  return `Hola, me interesa la propiedad "${titulo}". ¿Me podrían dar más información?`;
}
