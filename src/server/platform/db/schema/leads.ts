import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LEAD_ACTIVITY_KINDS } from '../../../../domain/leads/pipeline.ts';
import { createdAt, id, literals } from './columns.ts';
import { contactosTerrenos } from './land.ts';
import { contactosValuacion } from './valuation.ts';

/**
 * What staff did with a lead (ADR 140): its changes of state, owner and follow-up day, and the
 * notes (who called, what was agreed), each with who and when — the name kept as written then.
 * One table for every lead table, one foreign key each (exactly one set), cascading: erasing a
 * lead (ADR 139) takes its notes with it.
 */
export const leadsActividad = pgTable(
  'leads_actividad',
  {
    id: id(),
    contactoValuacionId: uuid('contacto_valuacion_id').references(() => contactosValuacion.id, { onDelete: 'cascade' }),
    contactoTerrenoId: uuid('contacto_terreno_id').references(() => contactosTerrenos.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    estadoAnterior: text('estado_anterior'),
    estado: text('estado'),
    texto: text('texto'),
    usuarioId: uuid('usuario_id'),
    usuarioNombre: text('usuario_nombre'),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_actividad_valuacion_idx').on(t.contactoValuacionId, t.createdAt).where(sql`${t.contactoValuacionId} is not null`),
    index('leads_actividad_terreno_idx').on(t.contactoTerrenoId, t.createdAt).where(sql`${t.contactoTerrenoId} is not null`),
    check('leads_actividad_un_contacto', sql`num_nonnulls(${t.contactoValuacionId}, ${t.contactoTerrenoId}) = 1`),
    check('leads_actividad_tipo_valido', sql`${t.tipo} in ${literals(LEAD_ACTIVITY_KINDS)}`),
  ],
);
