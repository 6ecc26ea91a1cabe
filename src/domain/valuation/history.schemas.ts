import { z } from 'zod';
import type { ValueHistory } from './history.ts';

/** A history entry as the public API answers it: date and value, nothing else. */
export const valuePointSchema = z.object({ fecha: z.string(), valor: z.number() });

export const valueHistorySchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  puntos: z.array(valuePointSchema),
  cambio_pct: z.number().nullable(),
  actualizado_at: z.string().nullable(),
});

/** GET /api/barrios/historial: one history per active barrio (the neighbourhood cards). */
export const barrioHistorySchema = z.object({ barrio_id: z.string(), historial: valueHistorySchema });

// The schema and the plain type of history.ts must describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _shape: Same<z.infer<typeof valueHistorySchema>, ValueHistory> = true;
void _shape;
