import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-route request counters shared by every instance on one PostgreSQL database
 * (src/server/platform/plugins/rate-limit.ts, ADR 082), and the daily upload quota's files and bytes per
 * account or address (src/server/platform/scan/upload-parts.ts, ADR 086). One row per key; a row whose
 * window has ended starts over on its next hit and is pruned now and then (index on `expira`).
 */
export const limiteContadores = pgTable(
  'limite_contadores',
  {
    /** `<METHOD> <route url>|<client key>`, or `subidas:archivos|cuenta:<id>`, `subidas:bytes|ip:<client key>`… */
    clave: text('clave').primaryKey(),
    cuenta: integer('cuenta').notNull(),
    /** End of the current window, by the database's clock (the same for every instance). */
    expira: timestamp('expira', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('limite_contadores_expira_idx').on(t.expira)],
);
