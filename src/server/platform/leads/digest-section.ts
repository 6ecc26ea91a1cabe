import { and, asc, count, gte, lt } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client.ts';
import { DIGEST_TOP, type DigestClock, type DigestSection } from '../mail/digest-section.ts';
import { followUpsDue, type LeadSource } from './pipeline.ts';

/**
 * A lead list's leads that arrived in [since, until), oldest first: the first `limit` with the
 * list's own `columns`, and how many arrived (the digest's «Llegaron desde el último resumen»).
 */
export async function leadsArrivedBetween<C extends Record<string, AnyPgColumn>>(
  db: Executor,
  table: LeadSource['table'],
  columns: C,
  since: Date,
  until: Date,
  limit: number,
) {
  const where = and(gte(table.createdAt, since), lt(table.createdAt, until));
  const [rows, [totals]] = await Promise.all([
    // Nested: Drizzle cannot type a selection that is a bare type parameter.
    db.select({ lead: columns }).from(table).where(where).orderBy(asc(table.createdAt)).limit(limit),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: rows.map((row) => row.lead), total: totals?.total ?? 0 };
}

/**
 * A lead list's section of the morning digest (ADR 093, 140): the leads that arrived since the
 * previous one and the open ones whose follow-up day has come, each group linking to the list.
 */
export async function leadsDigestSection<Lead>(
  db: Database,
  clock: DigestClock,
  list: {
    title: string;
    table: LeadSource['table'];
    /** The area's page of the leads that arrived from clock.since to clock.until (the first DIGEST_TOP). */
    arrived: Promise<{ rows: Lead[]; total: number }>;
    line: (lead: Lead) => string;
    path: string;
    /** The list filtered to the follow-ups due (FOLLOW_UPS_DUE_QUERY). */
    duePath: string;
  },
): Promise<DigestSection> {
  const [arrived, due] = await Promise.all([list.arrived, followUpsDue(db, list.table, clock.day, DIGEST_TOP)]);
  return {
    title: list.title,
    groups: [
      { label: 'Llegaron desde el último resumen', count: arrived.total, items: arrived.rows.map(list.line), path: list.path },
      { label: 'Seguimientos para hoy', ...due, path: list.duePath },
    ],
  };
}
