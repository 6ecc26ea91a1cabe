import { z } from 'zod';
import { publicPlotSchema } from '../fund/land.ts';
import { propertySchema } from '../properties/properties.schemas.ts';
import { paginatedSchema } from '../shared/pagination.ts';
import { type Suggestion, trimOutliers } from '../valuation/range.ts';
import { barrioValueSchema } from './barrio-values.ts';
import { publicCommentSchema } from './comments.ts';

/** The range of the neighbours' price suggestions of the last 12 months, outliers trimmed. */
export const suggestionSpreadSchema = z.object({
  desde_usd: z.number(),
  hasta_usd: z.number(),
  /** Suggestions the range is read from. */
  sugerencias: z.number().int(),
  /** Suggestions left out as outliers (Tukey's fences, as the valuation range does). */
  descartadas: z.number().int(),
});
export type SuggestionSpread = z.infer<typeof suggestionSpreadSchema>;

/** GET /api/valores-barrios/:slug — everything /barrios/:slug shows but the history and the map (shared queries). */
export const barrioPageSchema = z.object({
  barrio: barrioValueSchema.extend({ slug: z.string(), localidad_id: z.uuid() }),
  sugerencias: suggestionSpreadSchema.nullable(),
  comentarios: z.array(publicCommentSchema),
  propiedades: paginatedSchema(propertySchema),
  terrenos: z.array(publicPlotSchema),
});
export type BarrioPage = z.infer<typeof barrioPageSchema>;

export const barrioSlugParamsSchema = z.object({ slug: z.string().max(100) });

/** Lowest to highest kept suggestion in (since, asOf]; null when there is none. */
export function suggestionSpread(suggestions: readonly Suggestion[], since: string, asOf: string): SuggestionSpread | null {
  const from = Date.parse(since);
  const to = Date.parse(asOf);
  const values = suggestions
    .filter((s) => {
      const at = Date.parse(s.fecha);
      return at > from && at <= to && Number.isFinite(s.valor) && s.valor > 0;
    })
    .map((s) => s.valor);
  const { kept, dropped } = trimOutliers(values);
  if (kept.length === 0) return null;
  return { desde_usd: kept[0] as number, hasta_usd: kept.at(-1) as number, sugerencias: kept.length, descartadas: dropped.length };
}
