import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ALERT_SCREENS, digestDueDay, digestWindow } from '../../../domain/mail/digest.ts';
import { DIGEST_KIND, DIGEST_ROLES, isAlertKind, MAIL_KIND_LABELS } from '../../../domain/mail/preferences.ts';
import type { Database } from '../db/client.ts';
import { correos } from '../db/schema/index.ts';
import { createPeriodicJob } from '../periodic.ts';
import { digestSubject, renderDigest } from './digest.mail.ts';
import { DIGEST_TOP, type DigestClock, type DigestGroup, type DigestSection, type DigestSectionProvider } from './digest-section.ts';
import { enqueueMail } from './outbox.ts';
import { choicesFor, type UnsubscribeLinks } from './preferences.ts';
import { accountsWithRoles } from './recipients.ts';

/**
 * The morning digest (ADR 093): one mail per person on business days at 08:00 Buenos Aires time,
 * with the sections of the roles they hold. The platform knows no area: each area's service
 * provides its section for a clock, and compose.ts hands the providers in. An admin gets the
 * admin section plus those of the other roles it holds (not every area's: an admin who wants the
 * CRM's list holds the `crm` role too).
 */
/** Held alerts read per reader (their count is what matters; the list shows DIGEST_TOP per kind). */
const HELD_LIMIT = 500;

export function createMailDigest({
  db,
  publicUrl,
  links,
  providers,
  log,
}: {
  db: Database;
  publicUrl: string;
  links?: UnsubscribeLinks;
  providers: readonly DigestSectionProvider[];
  log?: FastifyBaseLogger;
}) {
  async function heldAlerts(email: string, clock: DigestClock): Promise<DigestSection> {
    const rows = await db
      .select({ tipo: correos.tipo, asunto: correos.asunto })
      .from(correos)
      .where(and(eq(correos.estado, 'en_resumen'), eq(correos.destinatario, email), gte(correos.creado, clock.since), lt(correos.creado, clock.until)))
      .orderBy(asc(correos.id))
      .limit(HELD_LIMIT);
    const groups = new Map<string, DigestGroup>();
    for (const row of rows) {
      if (!isAlertKind(row.tipo)) continue;
      const group = groups.get(row.tipo) ?? { label: MAIL_KIND_LABELS[row.tipo], count: 0, items: [], path: ALERT_SCREENS[row.tipo] };
      group.count += 1;
      if (group.items.length < DIGEST_TOP) group.items.push(row.asunto);
      groups.set(row.tipo, group);
    }
    return { title: 'Avisos que elegiste recibir en el resumen', groups: [...groups.values()] };
  }

  return {
    /**
     * Enqueues the digest due at `now` for every reader with something to say; nothing on weekends,
     * holidays or before 08:00. Idempotent: each mail's key is `resumen:<day>:<account id>`, so a second
     * run, a restart or another instance enqueues nothing more. Returns the day and how many were new.
     */
    async run(now: Date): Promise<{ day: string | undefined; enqueued: number }> {
      const day = digestDueDay(now);
      if (!day) return { day, enqueued: 0 };
      const clock: DigestClock = { now, day, ...digestWindow(day) };
      const readers = await accountsWithRoles(db, DIGEST_ROLES);
      const wants = await choicesFor(
        db,
        readers.map((reader) => reader.id),
        DIGEST_KIND,
      );
      // Each section once per run, shared by every reader of its role.
      const sections = new Map<DigestSectionProvider, Promise<DigestSection>>();
      const sectionOf = (provider: DigestSectionProvider) => {
        const kept = sections.get(provider);
        if (kept) return kept;
        const section = provider.section(clock);
        sections.set(provider, section);
        return section;
      };
      let enqueued = 0;
      for (const reader of readers) {
        if (wants.get(reader.id) === 'no') continue;
        const own = await Promise.all(providers.filter((provider) => reader.roles.includes(provider.role)).map(sectionOf));
        const filled = [...own, await heldAlerts(reader.email, clock)]
          .map((section) => ({ ...section, groups: section.groups.filter((group) => group.count > 0) }))
          .filter((section) => section.groups.length > 0);
        if (filled.length === 0) continue;
        const unsubscribeUrl = links?.url(reader.id, DIGEST_KIND);
        const mail = await renderDigest({ publicUrl, day, sections: filled, ...(unsubscribeUrl ? { unsubscribeUrl } : {}) });
        enqueued += await enqueueMail(db, [
          {
            kind: DIGEST_KIND,
            to: reader.email,
            subject: digestSubject(day, filled),
            html: mail.html,
            text: mail.text,
            eventKey: `resumen:${day}:${reader.id}`,
            ...(links ? { headers: links.headers(reader.id, DIGEST_KIND) } : {}),
          },
        ]);
      }
      log?.info({ dia: day, correos: enqueued }, 'Resumen diario en la cola');
      return { day, enqueued };
    },
  };
}

export type MailDigest = ReturnType<typeof createMailDigest>;

/**
 * Checks every minute whether today's digest is due and runs it (ADR 093). Started on onReady like
 * the mail worker (app.ts), one per instance: the digest's keys make the instances' runs add up to
 * one mail per person, and a restart after 08:00 sends what is missing. After a run it rests until
 * the next day; a failed run is tried again at the next tick.
 */
export function createDigestScheduler({
  digest,
  log,
  intervalMs = 60_000,
  now = () => new Date(),
}: {
  digest: Pick<MailDigest, 'run'>;
  log?: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => Date;
}) {
  let doneDay: string | undefined;

  async function tick(): Promise<void> {
    const at = now();
    const day = digestDueDay(at);
    if (!day || day === doneDay) return;
    await digest.run(at);
    doneDay = day;
  }

  const job = createPeriodicJob(tick, (error) => log?.error({ err: error }, 'El resumen diario no pudo prepararse; se reintenta en un minuto'));
  return { tick, start: () => job.start(intervalMs), stop: job.stop };
}
