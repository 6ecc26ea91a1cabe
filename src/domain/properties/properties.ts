/**
 * Listing limits, texts and helpers without zod (the /propiedades page imports only this; the
 * schemas and the listing form's helpers live in properties.schemas.ts, so its first visit does
 * not download zod).
 */

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
  emailSinConfirmar: 'Confirmá tu dirección de e-mail para cargar propiedades: abrí el enlace que te mandamos o pedí que te lo reenviemos.',
  noEncontrada: 'La propiedad no existe',
  imagenNoEncontrada: 'La imagen no existe',
} as const;

/** The chat text of a listing's WhatsApp contact: carries its title (spec §2). */
export function propertyContactText(titulo: string): string {
  return `Hola, me interesa la propiedad "${titulo}". ¿Me podrían dar más información?`;
}
