import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { FIRM_PARAMETER_KEYS } from '../../../../domain/shared/firm-parameters.ts';
import { user } from './auth.ts';
import { literals, tstz } from './columns.ts';

/**
 * The firm's editable parameters (ADR 142): one JSON document per key, validated by its domain
 * schema on every read and write. `version` guards concurrent edits (a stale one gets 409); the
 * before/after of each change is in the audit trail.
 */
export const parametrosFirma = pgTable(
  'parametros_firma',
  {
    clave: text('clave').primaryKey(),
    valor: jsonb('valor').notNull(),
    version: integer('version').notNull().default(1),
    actualizadoPor: uuid('actualizado_por').references(() => user.id, { onDelete: 'set null' }),
    actualizadoEn: tstz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [check('parametros_firma_clave_valida', sql`${t.clave} in ${literals(FIRM_PARAMETER_KEYS)}`)],
);
