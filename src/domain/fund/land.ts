import { z } from 'zod';
import { INVALID_CREDENTIALS_MESSAGE } from '../accounts/sign-in-messages.ts';
import { BRAND } from '../brand.ts';
import { LEAD_PIPELINE_CSV_COLUMNS, leadPipelineCsvCells, leadPipelineSchema } from '../leads/pipeline.ts';
import { CONTACT_FIELD_MESSAGES } from '../shared/contact-messages.ts';
import { CSV_BOM, csvLine } from '../shared/csv.ts';
import { formatDateTime } from '../shared/date-format.ts';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '../shared/documents.ts';
import { isCallablePhone } from '../shared/phone.ts';
import { multilineText, text } from '../shared/text.ts';
import { NUMBER_KINDS, optionalTypedNumber, typedNumber } from '../shared/typed-number.ts';
import { LAND_STATES } from './lists.ts';
import { landOfferSchema, offerRequestShape, refineOfferRequest } from './offer.ts';

/**
 * The land fund (spec §2 "Fund admin", §3 terrenos / contactos_terrenos, §5 land form, §8):
 * plots for investors and land owners' inquiries. The public /terrenos page imports only the
 * types and plain helpers of this module on first paint; its schemas load with the form.
 */

export type LandState = (typeof LAND_STATES)[number];
export const DEFAULT_LAND_STATE: LandState = 'Prospección';

/** The spec's texts (§5, §8) and ours where it is silent. */
export const LAND_MESSAGES = {
  // Spec §8 and §5.
  saved: 'Guardado exitosamente',
  saveFailed: 'Error al guardar',
  deleted: 'Eliminado exitosamente',
  deleteFailed: 'Error al eliminar',
  confirmDelete: '¿Estás seguro de eliminar este terreno?',
  loginFailedTitle: 'Error de autenticación',
  loginFailed: INVALID_CREDENTIALS_MESSAGE,
  loginTechnical: 'No se pudo iniciar sesión. Intentá nuevamente.',
  usernameRequired: 'Ingresá tu usuario',
  passwordRequired: 'Ingresá tu contraseña',
  // Plot form.
  titleRequired: 'El título es obligatorio',
  titleTooLong: 'El título debe tener menos de 120 caracteres',
  locationRequired: 'La ubicación es obligatoria',
  locationTooLong: 'La ubicación debe tener menos de 200 caracteres',
  landValueRequired: 'El valor del terreno es obligatorio',
  investmentRequired: 'La inversión total necesaria es obligatoria',
  moneyNegative: 'El monto no puede ser negativo',
  moneyTooLarge: 'El monto es demasiado alto',
  percentRequired: 'El porcentaje de inversión completa es obligatorio',
  percentRange: 'El porcentaje debe estar entre 0 y 100',
  investorsRequired: 'La cantidad de inversores es obligatoria',
  investorsWhole: 'La cantidad de inversores debe ser un número entero mayor o igual a 0',
  m2Required: 'Los m² vendibles son obligatorios',
  m2Negative: 'Los m² vendibles no pueden ser negativos',
  m2TooLarge: 'Los m² vendibles son demasiado altos',
  stateInvalid: 'Elegí un estado: En negociación, Aprobado, Prospección o Inversión completa',
  descriptionTooLong: 'La descripción debe tener menos de 2000 caracteres',
  nothingToChange: 'Indicá la nueva posición o si el terreno está activo',
  plotNotFound: 'El terreno no existe o ya fue eliminado',
  fundFull: 'Se alcanzó el máximo de terrenos. Eliminá alguno antes de agregar otro.',
  // Land owners' inquiry form (/terrenos).
  ...CONTACT_FIELD_MESSAGES,
  phoneInvalid: 'Ingresá un teléfono válido, con código de área: por ejemplo 11 5555-0101',
  landLocationRequired: 'La ubicación del terreno es obligatoria',
  fileRejected: 'El archivo de prefactibilidad debe ser un PDF o una imagen (JPG, PNG o WebP).',
  fileTooLarge: 'El archivo de prefactibilidad debe pesar 10 MB o menos.',
  oneFileOnly: 'Adjuntá un solo archivo de prefactibilidad.',
  fileNotFound: 'El archivo no existe o ya fue eliminado',
  inquiryNotFound: 'La consulta no existe',
} as const;

export const TITLE_MAX = 120;
export const LOCATION_MAX = 200;
export const DESCRIPTION_MAX = 2000;
/** numeric(14,2) holds far more; above this a plot's price is a typo. */
export const MONEY_MAX = 10_000_000_000;
export const M2_MAX = 100_000_000;
export const INVESTORS_MAX = 1_000_000;
/** The fund admin lists every plot at once (cards by orden): bounded so the list stays small. */
export const MAX_PLOTS = 200;
export const INQUIRIES_PAGE_SIZE = 20;

/** Funding progress as drawn: a percent between 0 and 100 whatever was stored or typed. */
export function fundingProgress(percent: number | null | undefined): number {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** The greeting 'Enviar mensaje' prefills for a land owner (spec §2: names the location). */
export function inquiryGreeting(nombre: string, ubicacion: string): string {
  const first = nombre.trim().split(/\s+/)[0] ?? '';
  return `Hola ${first}, te escribimos de ${BRAND.firm} por tu terreno en ${ubicacion}. ¿Cuándo te queda bien que conversemos?`;
}

// ——— Pre-feasibility files: private, recognised by their first bytes, never by name or type ———

export const PREFEASIBILITY_MAX_BYTES = DOCUMENT_MAX_BYTES;
/** What the file picker offers (the server decides by content). */
export const PREFEASIBILITY_ACCEPT = DOCUMENT_ACCEPT;

// ——— Schemas (the admin form, the API and the inquiry form share them) ———

/** /parcela-admin: Usuario and Contraseña, both required (the server checks them and the role). */
export const fundLoginSchema = z.object({
  username: text().min(1, LAND_MESSAGES.usernameRequired),
  password: z.string().min(1, LAND_MESSAGES.passwordRequired),
});

const moneyField = (required: string) =>
  typedNumber({
    kind: NUMBER_KINDS.money,
    min: 0,
    max: MONEY_MAX,
    messages: { required, min: LAND_MESSAGES.moneyNegative, max: LAND_MESSAGES.moneyTooLarge },
  });

export const landStateSchema = z.enum(LAND_STATES, { error: LAND_MESSAGES.stateInvalid });

/** The land form (spec §5): create and edit send every field. Unknown keys (orden, imagen_url…) are dropped. */
export const plotInputSchema = z.object({
  titulo: text({ error: LAND_MESSAGES.titleRequired }).min(1, LAND_MESSAGES.titleRequired).max(TITLE_MAX, LAND_MESSAGES.titleTooLong),
  ubicacion: text({ error: LAND_MESSAGES.locationRequired }).min(1, LAND_MESSAGES.locationRequired).max(LOCATION_MAX, LAND_MESSAGES.locationTooLong),
  valor_terreno: moneyField(LAND_MESSAGES.landValueRequired),
  inversion_total_necesaria: moneyField(LAND_MESSAGES.investmentRequired),
  // numeric(5,2): two decimals.
  porcentaje_inversion_completa: typedNumber({
    kind: NUMBER_KINDS.percentCents,
    min: 0,
    max: 100,
    messages: { required: LAND_MESSAGES.percentRequired, max: LAND_MESSAGES.percentRange },
  }),
  cantidad_inversores: typedNumber({
    kind: NUMBER_KINDS.whole,
    min: 0,
    max: INVESTORS_MAX,
    messages: { required: LAND_MESSAGES.investorsRequired, max: LAND_MESSAGES.investorsWhole },
  }),
  m2_vendibles: typedNumber({
    kind: NUMBER_KINDS.area,
    min: 0,
    max: M2_MAX,
    messages: { required: LAND_MESSAGES.m2Required, min: LAND_MESSAGES.m2Negative, max: LAND_MESSAGES.m2TooLarge },
  }),
  estado: landStateSchema.default(DEFAULT_LAND_STATE),
  descripcion: multilineText()
    .max(DESCRIPTION_MAX, LAND_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  activo: z.boolean().default(true),
});
export type PlotInput = z.input<typeof plotInputSchema>;
export type PlotFields = z.output<typeof plotInputSchema>;

/** PATCH body: a new position (1 = first, as orden = count + 1 numbers them) and/or the active switch. */
export const plotPatchSchema = z
  .object({
    orden: z.number().int().min(1).max(MAX_PLOTS).optional(),
    activo: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.orden !== undefined || v.activo !== undefined, LAND_MESSAGES.nothingToChange);
export type PlotPatch = z.infer<typeof plotPatchSchema>;

export const plotIdParamsSchema = z.object({ id: z.uuid(LAND_MESSAGES.plotNotFound) });
export const inquiryIdParamsSchema = z.object({ id: z.uuid(LAND_MESSAGES.inquiryNotFound) });

/** What a visitor of /terrenos receives: never activo, orden, stamps or anything of the inquiries. */
export const publicPlotSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  ubicacion: z.string(),
  valor_terreno: z.number(),
  inversion_total_necesaria: z.number(),
  porcentaje_inversion_completa: z.number(),
  cantidad_inversores: z.number().int(),
  estado: landStateSchema,
  m2_vendibles: z.number(),
  descripcion: z.string().nullable(),
  imagen_url: z.string().nullable(),
});
export type PublicPlot = z.infer<typeof publicPlotSchema>;

/** The fund admin's plot: everything. */
export const plotSchema = publicPlotSchema.extend({
  activo: z.boolean(),
  orden: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plot = z.infer<typeof plotSchema>;

/** Multipart text fields arrive as strings: 'true'/'on' tick the box. */
const checkbox = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());

/** The land owner's form on /terrenos (the file travels beside it, checked by content). */
export const inquiryInputSchema = z.object({
  nombre: text({ error: LAND_MESSAGES.nameRequired }).min(1, LAND_MESSAGES.nameRequired).max(100, LAND_MESSAGES.nameTooLong),
  email: text({ error: LAND_MESSAGES.emailRequired })
    .min(1, LAND_MESSAGES.emailRequired)
    .max(255, LAND_MESSAGES.emailTooLong)
    .pipe(z.email(LAND_MESSAGES.emailInvalid)),
  telefono: text({ error: LAND_MESSAGES.phoneRequired }).min(1, LAND_MESSAGES.phoneRequired).refine(isCallablePhone, LAND_MESSAGES.phoneInvalid),
  ubicacion_terreno: text({ error: LAND_MESSAGES.landLocationRequired })
    .min(1, LAND_MESSAGES.landLocationRequired)
    .max(LOCATION_MAX, LAND_MESSAGES.locationTooLong),
  m2_vendibles_estimados: optionalTypedNumber({
    kind: NUMBER_KINDS.area,
    min: 0,
    max: M2_MAX,
    messages: { min: LAND_MESSAGES.m2Negative, max: LAND_MESSAGES.m2TooLarge },
  }),
  tiene_prefactibilidad: checkbox.default(false),
});
export type InquiryInput = z.input<typeof inquiryInputSchema>;
export type InquiryFields = z.output<typeof inquiryInputSchema>;

/**
 * «Quiero que me contacten» under an offer (POST /api/terrenos/oferta/contacto, ADR 143): the
 * offer's fields plus who to call, with the inquiry form's own rules. The figures are never sent:
 * the server computes the offer again from these fields.
 */
export const offerContactSchema = z
  .strictObject({
    ...offerRequestShape,
    nombre: inquiryInputSchema.shape.nombre,
    email: inquiryInputSchema.shape.email,
    telefono: inquiryInputSchema.shape.telefono,
  })
  .superRefine(refineOfferRequest);
export type OfferContactInput = z.input<typeof offerContactSchema>;

/** The browser form: the same fields plus the optional file, checked before anything is sent. */
export const inquiryFormSchema = inquiryInputSchema.extend({
  archivo: z
    .custom<Blob | undefined>((v) => v === undefined || (typeof Blob !== 'undefined' && v instanceof Blob))
    .refine((f) => !f || f.size <= PREFEASIBILITY_MAX_BYTES, LAND_MESSAGES.fileTooLarge)
    .optional(),
});

/** A land owner's inquiry as the fund admin sees it; the file only by name (download by id). */
export const inquirySchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  telefono: z.string(),
  ubicacion_terreno: z.string(),
  m2_vendibles_estimados: z.number().nullable(),
  tiene_prefactibilidad: z.boolean(),
  archivo_nombre: z.string().nullable(),
  /** The offer the owner saw, as the server computed it (ADR 143); null for the plain inquiry form. */
  oferta: landOfferSchema.nullable(),
  /** Its place in the pipeline (ADR 140). */
  seguimiento: leadPipelineSchema,
  created_at: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** Columns of the land owners' inquiries export (ADR 140): the inquiry, then its pipeline. */
export const INQUIRIES_CSV_COLUMNS = [
  'Fecha',
  'Nombre',
  'E-mail',
  'Teléfono',
  'Ubicación del terreno',
  'M² vendibles estimados',
  'Prefactibilidad',
  // The offer the owner saw (ADR 143), blank for the plain inquiry form.
  'Oferta contado (US$)',
  'Oferta permuta (m²)',
  'Oferta mixto (US$ + m²)',
  ...LEAD_PIPELINE_CSV_COLUMNS,
] as const;

export function inquiriesCsvHeader(): string {
  return CSV_BOM + csvLine(INQUIRIES_CSV_COLUMNS);
}

export function inquiryCsvLine(i: Inquiry): string {
  return csvLine([
    formatDateTime(i.created_at),
    i.nombre,
    i.email,
    i.telefono,
    i.ubicacion_terreno,
    i.m2_vendibles_estimados,
    i.tiene_prefactibilidad ? 'Sí' : 'No',
    i.oferta?.contado.usd ?? null,
    i.oferta?.permuta?.m2 ?? null,
    i.oferta?.mixto ? `${i.oferta.mixto.usd} + ${String(i.oferta.mixto.m2).replace('.', ',')} m²` : null,
    ...leadPipelineCsvCells(i.seguimiento),
  ]);
}
