import { z } from 'zod';
import type { ValueRange } from './range.ts';

/** GET /api/consultas/:id/rango */
export const valueRangeSchema = z.object({
  desde_usd: z.number(),
  hasta_usd: z.number(),
  metodo: z.enum(['sugerencias', 'banda_fija']),
  sugerencias_usadas: z.number(),
  sugerencias_descartadas: z.number(),
});

// The schema and the plain type of range.ts must describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _shape: Same<z.infer<typeof valueRangeSchema>, ValueRange> = true;
void _shape;
