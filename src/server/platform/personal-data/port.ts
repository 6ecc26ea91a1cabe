import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type PersonalDataCounts, type PersonIdentifiers, type PersonTrace, phoneTails } from '../../../domain/personal-data/person.ts';
import type { Executor } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';

/**
 * What an area that keeps people's data gives the erasure (ADR 139), as it gives the morning
 * digest a section: the composition root hands every holder to platform/personal-data/eraser.ts,
 * so no area reads another's tables.
 */
export interface PersonalDataHolder {
  /** The rows that are the person's (by e-mail or phone): what they say of them (their name, the other contact). */
  identify?(db: Executor, ids: PersonIdentifiers): Promise<Array<{ email?: string | null; telefono?: string | null; nombre?: string | null }>>;
  /** How many of its rows the erasure would touch. */
  count(db: Executor, ids: PersonIdentifiers): Promise<Partial<PersonalDataCounts>>;
  /** What the person did or was sent here, newest first, at most PERSON_TRACES_LIMIT (a lead's history, ADR 140). */
  history?(db: Executor, ids: PersonIdentifiers): Promise<PersonTrace[]>;
  /** Removes or blanks them in the erasure's transaction; the files to delete once it commits. */
  erase(tx: Executor, ids: PersonIdentifiers): Promise<{ counts: Partial<PersonalDataCounts>; files?: string[] }>;
}

/**
 * A cheap SQL pre-filter for the person's rows: the e-mail (any case) or a phone ending in the
 * same 8 digits. Callers keep only the rows `isThePerson` confirms (phones are written many ways).
 */
export function mayBeThePerson(emailColumn: AnyPgColumn | undefined, phoneColumn: AnyPgColumn | undefined, ids: PersonIdentifiers) {
  const conditions = [];
  if (emailColumn && ids.emails.length)
    conditions.push(
      sql`lower(${emailColumn}) in (${sql.join(
        ids.emails.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
  const tails = phoneTails(ids);
  if (phoneColumn && tails.length)
    conditions.push(
      sql`right(regexp_replace(${phoneColumn}, '\\D', '', 'g'), 8) in (${sql.join(
        tails.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  return conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

/** Texts that name the person: their e-mails and phones as typed, and their names as the audit quotes them («Nombre»). */
export function mentionsOf(ids: PersonIdentifiers): string[] {
  return [...ids.emails, ...ids.phoneTexts, ...ids.names.map((n) => `«${n}»`)].filter((m) => m.length >= 3);
}

/** `column` contains any of the mentions (case-insensitive, LIKE wildcards taken literally). */
export function mentionsAny(column: AnyPgColumn, mentions: string[]) {
  if (!mentions.length) return sql`false`;
  return sql`(${sql.join(
    mentions.map((m) => sql`${column} ilike ${containsPattern(m)}`),
    sql` or `,
  )})`;
}
