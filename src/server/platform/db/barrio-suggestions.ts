import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Suggestion } from '../../../domain/valuation/range.ts';
import type { Executor } from './client.ts';
import { barrioComentarios } from './schema/index.ts';

/**
 * The community's price suggestions (USD/m²) for a barrio in (since, until], from visible comments:
 * at most `limit`, newest first. Comments name their barrio by text, as the neighbourhood area
 * stores them (case-insensitive). Here because the barrio page and the valuation report both read them.
 */
export async function listBarrioSuggestions(db: Executor, barrioNombre: string, since: Date, until: Date, limit: number): Promise<Suggestion[]> {
  const rows = await db
    .select({ valor: barrioComentarios.precioSugerido, fecha: barrioComentarios.fechaSugerencia })
    .from(barrioComentarios)
    .where(
      and(
        eq(barrioComentarios.activo, true),
        sql`lower(${barrioComentarios.barrioNombre}) = lower(${barrioNombre})`,
        isNotNull(barrioComentarios.precioSugerido),
        gt(barrioComentarios.fechaSugerencia, since),
        lte(barrioComentarios.fechaSugerencia, until),
      ),
    )
    .orderBy(desc(barrioComentarios.fechaSugerencia))
    .limit(limit);
  return rows.flatMap((r) => (r.valor === null || r.fecha === null ? [] : [{ valor: r.valor, fecha: r.fecha.toISOString() }]));
}
