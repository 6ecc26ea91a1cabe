import type { Role } from '../../../domain/shared/roles.ts';

/**
 * What an area gives the morning digest (ADR 093): its section for a clock — counts and the first
 * few items, each group linking to the screen that shows them all. compose.ts passes each area's
 * provider to the platform's digest (digest.ts), which imports no area.
 */
export interface DigestGroup {
  /** «Vencidas», «Pendientes hace más de 48 h»… */
  label: string;
  count: number;
  /** The first few, one line each. */
  items: string[];
  /** The staff screen that shows them all (relative; the mail makes it absolute). */
  path: string;
}

export interface DigestSection {
  title: string;
  groups: DigestGroup[];
}

export interface DigestClock {
  now: Date;
  /** The digest's day (yyyy-MM-dd, Buenos Aires). */
  day: string;
  /** What arrived from `since` (the previous business day's 08:00) to `until` (this day's) is new. */
  since: Date;
  until: Date;
}

export interface DigestSectionProvider {
  role: Role;
  section(clock: DigestClock): Promise<DigestSection>;
}

/** Items shown per group; the count says how many more. */
export const DIGEST_TOP = 5;
