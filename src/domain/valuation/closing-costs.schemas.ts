import { z } from 'zod';
import { exchangeRatesSchema } from '../exchange-rates/rates.ts';
import { text } from '../shared/text.ts';
import { NUMBER_KINDS, optionalTypedNumber, typedNumber } from '../shared/typed-number.ts';
import {
  CLOSING_COSTS_MESSAGES,
  type ClosingCostsData,
  type ClosingCostsTable,
  JURISDICTIONS,
  MAX_ITEMS_PER_JURISDICTION,
  MAX_RATE_PCT,
  MAX_THRESHOLD_ARS,
  PARTIES,
} from './closing-costs.ts';

/** The closing costs' schemas (ADR 144): the admin's table typed the Argentine way, and the API's answers. */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ITEM_KEY = /^[a-z0-9-]{1,32}$/;

/** One item of the table (ClosingCostItem), numbers read the Argentine way («1,75», «226.100.000»). */
export const closingCostItemSchema = z.strictObject({
  clave: z.string().regex(ITEM_KEY, CLOSING_COSTS_MESSAGES.keyInvalid),
  concepto: text({ error: CLOSING_COSTS_MESSAGES.conceptRequired })
    .min(1, CLOSING_COSTS_MESSAGES.conceptRequired)
    .max(80, CLOSING_COSTS_MESSAGES.conceptTooLong),
  parte: z.enum(PARTIES, { error: CLOSING_COSTS_MESSAGES.partyInvalid }),
  tasaPct: typedNumber({
    kind: NUMBER_KINDS.percentCents,
    min: 0,
    max: MAX_RATE_PCT,
    messages: { required: CLOSING_COSTS_MESSAGES.rateRequired, min: CLOSING_COSTS_MESSAGES.rateRange, max: CLOSING_COSTS_MESSAGES.rateRange },
  }),
  /** The notary's fee is quoted before IVA: the amount adds 21 %. */
  masIva: z.boolean().default(false),
  /** Impuesto de Sellos: the vivienda-única exemption applies to it. */
  sellos: z.boolean().default(false),
  /** The exemption's threshold in pesos (Ley Tarifaria); null when unknown. Read only on a stamp-duty item. */
  exencionViviendaUnicaHastaArs: optionalTypedNumber({
    kind: NUMBER_KINDS.wholeMoney,
    above: 0,
    max: MAX_THRESHOLD_ARS,
    messages: { min: CLOSING_COSTS_MESSAGES.thresholdRange, max: CLOSING_COSTS_MESSAGES.thresholdRange },
  }),
  fuente: text({ error: CLOSING_COSTS_MESSAGES.sourceRequired }).min(1, CLOSING_COSTS_MESSAGES.sourceRequired).max(300, CLOSING_COSTS_MESSAGES.sourceTooLong),
  fecha: z.string().regex(ISO_DAY, CLOSING_COSTS_MESSAGES.dateInvalid),
});

const itemsSchema = z
  .array(closingCostItemSchema)
  .min(1, CLOSING_COSTS_MESSAGES.itemsCount)
  .max(MAX_ITEMS_PER_JURISDICTION, CLOSING_COSTS_MESSAGES.itemsCount)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    for (const [i, item] of items.entries()) {
      if (seen.has(item.clave)) ctx.addIssue({ code: 'custom', message: CLOSING_COSTS_MESSAGES.keysRepeated, path: [i, 'clave'] });
      seen.add(item.clave);
    }
  });

/** The firm's table (ADR 142 key 'costos-cierre'). */
export const closingCostsTableSchema = z.strictObject({ caba: itemsSchema, pba: itemsSchema }) satisfies z.ZodType<ClosingCostsTable, unknown>;

/** PUT /api/admin/costos-cierre: the whole table and the version the editor read (ADR 142). */
export const closingCostsWriteSchema = z.strictObject({
  valor: closingCostsTableSchema,
  version: z.number({ error: 'Falta la versión de los parámetros que editaste. Recargá la página.' }).int().min(0),
});

/** A stored item as the API sends it (numbers already read). */
const closingCostItemViewSchema = z.object({
  clave: z.string(),
  concepto: z.string(),
  parte: z.enum(PARTIES),
  tasaPct: z.number(),
  masIva: z.boolean(),
  sellos: z.boolean(),
  exencionViviendaUnicaHastaArs: z.number().nullable(),
  fuente: z.string(),
  fecha: z.string(),
});

/** GET/PUT /api/admin/costos-cierre: the table with its last change. */
export const closingCostsAdminSchema = z.object({
  valor: z.object({ caba: z.array(closingCostItemViewSchema), pba: z.array(closingCostItemViewSchema) }),
  version: z.number().int(),
  actualizadoEn: z.string().nullable(),
  actualizadoPor: z.string().nullable(),
});
export type ClosingCostsAdmin = z.infer<typeof closingCostsAdminSchema>;

/** GET /api/consultas/:id/costos-cierre (ClosingCostsData). */
export const closingCostsDataSchema = z.object({
  jurisdiccion: z.enum(JURISDICTIONS),
  items: z.array(closingCostItemViewSchema),
  cotizaciones: exchangeRatesSchema.nullable(),
}) satisfies z.ZodType<ClosingCostsData>;
