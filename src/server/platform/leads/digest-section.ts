import type { Database } from '../db/client.ts';
import { DIGEST_TOP, type DigestClock, type DigestSection } from '../mail/digest-section.ts';
import { followUpsDue, type LeadSource } from './pipeline.ts';

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
