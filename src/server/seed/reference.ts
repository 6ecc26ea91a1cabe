import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, SETTING_KEYS } from '../../domain/settings/settings.ts';
import { SEED_LOCALITIES } from '../../domain/valuation/places.ts';
import type { Database } from '../platform/db/client.ts';
import { barrios, barrioValoresHistorial, configuracionSistema, localidades } from '../platform/db/schema/index.ts';

/**
 * Reference data every installation needs. Idempotent: only what is missing is inserted,
 * so values edited by staff are never overwritten on the next start.
 */
export async function seedReference(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const loc of SEED_LOCALITIES) {
      await tx.insert(localidades).values({ nombre: loc.nombre }).onConflictDoNothing();
      const [row] = await tx.select({ id: localidades.id }).from(localidades).where(sql`lower(${localidades.nombre}) = lower(${loc.nombre})`);
      if (!row) continue;
      for (const b of loc.barrios) {
        const [existing] = await tx
          .select({ id: barrios.id })
          .from(barrios)
          .where(and(eq(barrios.localidadId, row.id), sql`lower(${barrios.nombre}) = lower(${b.nombre})`));
        if (existing) continue;
        const [inserted] = await tx
          .insert(barrios)
          .values({ nombre: b.nombre, localidadId: row.id, valorIncidenciaUsdM2: b.valor })
          .returning({ id: barrios.id });
        if (inserted) await tx.insert(barrioValoresHistorial).values({ barrioId: inserted.id, valorIncidenciaUsdM2: b.valor });
      }
    }
    await tx
      .insert(configuracionSistema)
      .values(SETTING_KEYS.map((clave) => ({ clave, valor: DEFAULT_SETTINGS[clave] })))
      .onConflictDoNothing();
  });
}
