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

export { formatValuePerM2 } from './format.ts';
