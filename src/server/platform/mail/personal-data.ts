import { desc, or } from 'drizzle-orm';
import { MAIL_STATE_LABELS, type MailState } from '../../../domain/mail/correos.ts';
import { PERSON_TRACES_LIMIT, type PersonIdentifiers } from '../../../domain/personal-data/person.ts';
import type { Executor } from '../db/client.ts';
import { correos } from '../db/schema/index.ts';
import { deleteRowsById } from '../personal-data/delete-rows.ts';
import { mayBeThePerson, mentionsAny, mentionsOf, type PersonalDataHolder } from '../personal-data/port.ts';

/**
 * Mails to the person or about them (a staff alert with their e-mail or phone, their report by
 * e-mail), sent or waiting (ADR 139): deleted, so the outbox keeps nothing of them either.
 */
export const outboxPersonalData: PersonalDataHolder = {
  async history(db, ids) {
    const rows = await theirs(db, ids, PERSON_TRACES_LIMIT);
    return rows.map((r) => ({
      fecha: r.creado.toISOString(),
      origen: 'Correo',
      texto: `«${r.asunto}» a ${r.destinatario} (${MAIL_STATE_LABELS[r.estado as MailState] ?? r.estado})`,
      consulta_id: null,
    }));
  },
  async count(db, ids) {
    return { correos: (await theirs(db, ids)).length };
  },
  async erase(tx, ids) {
    const rows = await theirs(tx, ids);
    await deleteRowsById(tx, correos, rows);
    return { counts: { correos: rows.length } };
  },
};

/** Two words or more («Lucrecia Olmedo»): specific enough to find in a mail's text. */
const isFullName = (name: string) => name.split(/\s+/).filter((w) => w.length >= 2).length >= 2;

async function theirs(db: Executor, ids: PersonIdentifiers, limit?: number) {
  // E-mails, phones and full names (a comment's alert names its author only): a first name alone
  // («Ana») would take other people's mail with it.
  const mentions = [...mentionsOf({ ...ids, names: [] }), ...ids.names.filter(isFullName)];
  if (!mentions.length) return [];
  const query = db
    .select({ id: correos.id, asunto: correos.asunto, destinatario: correos.destinatario, estado: correos.estado, creado: correos.creado })
    .from(correos)
    .where(
      or(
        mayBeThePerson(correos.destinatario, undefined, ids),
        mentionsAny(correos.asunto, mentions),
        mentionsAny(correos.texto, mentions),
        mentionsAny(correos.html, mentions),
      ),
    )
    .orderBy(desc(correos.creado), desc(correos.id));
  return limit === undefined ? query : query.limit(limit);
}
