import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, id, tstz } from './columns.ts';

/** Pesos per dollar with the BCRA's four decimals, read as number. */
const rate = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });

/**
 * Every exchange-rate reading with its time (ADR 120): what each source said, or what an admin
 * typed. Never updated nor deleted; the last one per type is the one served.
 */
export const cotizaciones = pgTable(
  'cotizaciones',
  {
    id: id(),
    tipo: text('tipo').notNull(),
    compra: rate('compra'),
    venta: rate('venta').notNull(),
    fuente: text('fuente').notNull(),
    /** The source's own time of the rate (for a manual one, when it was typed). */
    fecha: tstz('fecha').notNull(),
    /** Who typed a manual rate (null for a source's). */
    cargadaPor: uuid('cargada_por').references(() => user.id, { onDelete: 'set null' }),
    /** When we read it. */
    createdAt: createdAt(),
  },
  (t) => [
    index('cotizaciones_tipo_created_idx').on(t.tipo, t.createdAt.desc().nullsFirst()),
    check('cotizaciones_tipo_valido', sql`${t.tipo} in ('oficial', 'mep', 'blue')`),
    check('cotizaciones_fuente_valida', sql`${t.fuente} in ('bcra', 'dolarapi', 'manual')`),
    check('cotizaciones_venta_positiva', sql`${t.venta} > 0`),
  ],
);
