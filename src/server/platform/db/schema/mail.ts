import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The mail outbox (src/server/platform/mail/outbox.ts, ADR 087): each row is one message, written
 * in the same transaction as what it announces and sent later by the worker. `clave_evento` makes
 * enqueueing idempotent and gives the message its stable Message-ID.
 */
export const correos = pgTable(
  'correos',
  {
    /** Serial, so the worker takes the oldest first and the admin list reads newest first. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What kind of message (`alerta-solicitud`, `restablecer-clave`…): for the list and the logs. */
    tipo: text('tipo').notNull(),
    claveEvento: text('clave_evento').notNull().unique(),
    destinatario: text('destinatario').notNull(),
    asunto: text('asunto').notNull(),
    html: text('html').notNull(),
    texto: text('texto').notNull(),
    /** Extra headers (JSON object of strings), e.g. Reply-To. */
    encabezados: text('encabezados'),
    /**
     * A reference to an attachment the worker renders at send time through the resolver the
     * composition hands it (JSON `{ kind, id }`, e.g. the valuation report: docs/decisions/094).
     */
    adjunto: text('adjunto'),
    /** pendiente | enviando | enviado | fallido | en_resumen (MAIL_STATES in src/domain/mail/correos.ts). */
    estado: text('estado').notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull().defaultNow(),
    /** While `enviando`: the lease of the instance sending it; past it, another instance takes it again. */
    bloqueadoHasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    ultimoError: text('ultimo_error'),
    /** The SMTP server's answer to the accepted message. */
    respuesta: text('respuesta'),
    /** Stable per event (outbox.ts messageIdFor), set when the row is first claimed. */
    messageId: text('message_id'),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    enviado: timestamp('enviado', { withTimezone: true }),
  },
  (t) => [
    // The worker's claim: due rows by state and time.
    index('correos_cola_idx').on(t.estado, t.proximoIntento),
    index('correos_estado_id_idx').on(t.estado, t.id.desc().nullsFirst()),
    index('correos_lease_idx').on(t.bloqueadoHasta).where(sql`${t.estado} = 'enviando'`),
    // The morning digest reads each reader's alerts held for it (ADR 093).
    index('correos_en_resumen_idx').on(t.destinatario, t.creado).where(sql`${t.estado} = 'en_resumen'`),
  ],
);

/**
 * What mail each account wants (ADR 093), one row per account and kind it changed: `instante`,
 * `resumen` or `no` for an alert, `si` or `no` for the morning digest. No row: the default
 * (alerts at once, the digest on, DEFAULT_CHOICE in src/domain/mail/preferences.ts).
 */
export const preferenciasCorreo = pgTable(
  'preferencias_correo',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    eleccion: text('eleccion').notNull(),
    actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tipo] }), check('preferencias_correo_eleccion_valida', sql`${t.eleccion} in ('instante', 'resumen', 'no', 'si')`)],
);
