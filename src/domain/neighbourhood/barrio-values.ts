import { z } from 'zod';

/** One neighbourhood card of the public home: value per m² and when it last changed. */
export const barrioValueSchema = z.object({
  id: z.uuid(),
  nombre: z.string(),
  localidad_nombre: z.string(),
  valor_incidencia_usd_m2: z.number(),
  valor_actualizado_at: z.iso.datetime({ offset: true }),
});
export type BarrioValue = z.infer<typeof barrioValueSchema>;

/** 'u$ 690 /m²' — the card's value, whole dollars with Argentine grouping. */
export function formatValuePerM2(value: number): string {
  return `u$ ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(Math.round(value))} /m²`;
}
