import { sql } from 'drizzle-orm';
import type { RateReading, RateSource, RateType } from '../../../domain/exchange-rates/rates.ts';
import type { Executor } from '../../platform/db/client.ts';
import { cotizaciones } from '../../platform/db/schema/index.ts';

export type StoredRate = RateReading & { leidaAt: Date };

/** Every reading is kept with its time (ADR 120): a new one is a new row. */
export async function insertReadings(db: Executor, readings: ReadonlyArray<RateReading & { cargadaPor?: string | null }>): Promise<void> {
  if (!readings.length) return;
  await db
    .insert(cotizaciones)
    .values(readings.map((r) => ({ tipo: r.tipo, compra: r.compra, venta: r.venta, fuente: r.fuente, fecha: r.fecha, cargadaPor: r.cargadaPor ?? null })));
}

/** The last reading per type (the newest read; among equals, the newest source time), one index-bounded query. */
export async function latestPerType(db: Executor): Promise<StoredRate[]> {
  const rows = await db
    .selectDistinctOn([cotizaciones.tipo], {
      tipo: cotizaciones.tipo,
      compra: cotizaciones.compra,
      venta: cotizaciones.venta,
      fuente: cotizaciones.fuente,
      fecha: cotizaciones.fecha,
      leidaAt: cotizaciones.createdAt,
    })
    .from(cotizaciones)
    .orderBy(cotizaciones.tipo, sql`${cotizaciones.createdAt} desc`, sql`${cotizaciones.fecha} desc`);
  return rows.map((r) => ({ ...r, tipo: r.tipo as RateType, fuente: r.fuente as RateSource }));
}
