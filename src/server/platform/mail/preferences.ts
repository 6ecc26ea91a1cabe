import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/accounts/session-user.ts';
import {
  DEFAULT_CHOICE,
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  type MailChoice,
  type MailKind,
  type MailPreferences,
  type MailPreferencesUpdate,
  mailKindsFor,
  PREFERENCE_MESSAGES,
  type Unsubscribed,
} from '../../../domain/mail/preferences.ts';
import type { Database, Executor } from '../db/client.ts';
import { preferenciasCorreo, user } from '../db/schema/index.ts';
import { Invalid } from '../errors.ts';
import { absoluteUrl } from './layout.ts';

/**
 * Each account's choice per kind of mail and the one-click unsubscribe links (ADR 093, RFC 8058).
 * The links carry a token signed with a key derived from the app's secret (AUTH_SECRET): account,
 * kind and expiry, nothing secret, so a forged or edited token fails the signature. A link lives
 * UNSUBSCRIBE_DAYS, long enough for a mail read weeks later.
 */
const UNSUBSCRIBE_DAYS = 60;
const DAY_MS = 86_400_000;
/** The unsubscribe route (preferences.routes.ts). */
export const UNSUBSCRIBE_PATH = '/api/correo/baja';

/** The account's choices for `kind` (the default where it chose nothing), read with the caller's transaction. */
export async function choicesFor(db: Executor, userIds: readonly string[], kind: MailKind): Promise<Map<string, MailChoice>> {
  const choices = new Map<string, MailChoice>(userIds.map((id) => [id, DEFAULT_CHOICE[kind]]));
  if (userIds.length === 0) return choices;
  const rows = await db
    .select({ userId: preferenciasCorreo.userId, eleccion: preferenciasCorreo.eleccion })
    .from(preferenciasCorreo)
    .where(and(inArray(preferenciasCorreo.userId, [...userIds]), eq(preferenciasCorreo.tipo, kind)));
  for (const row of rows) choices.set(row.userId, row.eleccion as MailChoice);
  return choices;
}

async function store(db: Executor, userId: string, changes: ReadonlyArray<readonly [MailKind, MailChoice]>): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(preferenciasCorreo)
    .values(changes.map(([tipo, eleccion]) => ({ userId, tipo, eleccion })))
    .onConflictDoUpdate({
      target: [preferenciasCorreo.userId, preferenciasCorreo.tipo],
      set: { eleccion: sql`excluded.eleccion`, actualizado: sql`now()` },
    });
}

/** Builds the unsubscribe links of the mails to staff and applies them. */
export interface UnsubscribeLinks {
  /** The absolute link of `kind` for `userId`. */
  url(userId: string, kind: MailKind): string;
  /** List-Unsubscribe (the link) and List-Unsubscribe-Post (one click, RFC 8058) for the outbox's `headers`. */
  headers(userId: string, kind: MailKind): Record<string, string>;
}

export function createMailPreferences({
  db,
  secret,
  publicUrl,
  now = () => new Date(),
}: {
  db: Database;
  secret: string;
  publicUrl: string;
  now?: () => Date;
}) {
  // A key of its own, so a token of this feature is worthless anywhere else the secret signs.
  const key = createHmac('sha256', secret).update('parcela:correo-baja:v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  function token(userId: string, kind: MailKind): string {
    const expires = Math.floor((now().getTime() + UNSUBSCRIBE_DAYS * DAY_MS) / 1000);
    const payload = Buffer.from(`${userId}|${kind}|${expires}`).toString('base64url');
    return `${payload}.${sign(payload)}`;
  }

  /** The account and kind a token names, or the one refusal for forged, edited, expired and unknown alike. */
  async function verify(value: string): Promise<{ userId: string; kind: MailKind }> {
    const refuse = () => Invalid(PREFERENCE_MESSAGES.badLink);
    const [payload, signature, extra] = value.split('.');
    if (!payload || !signature || extra !== undefined) throw refuse();
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse();
    const [userId, kind, expires] = Buffer.from(payload, 'base64url').toString().split('|');
    if (!userId || !MAIL_KINDS.includes(kind as MailKind) || !(Number(expires) * 1000 > now().getTime())) throw refuse();
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!account) throw refuse();
    return { userId, kind: kind as MailKind };
  }

  const links: UnsubscribeLinks = {
    url: (userId, kind) => `${absoluteUrl(publicUrl, UNSUBSCRIBE_PATH)}?t=${token(userId, kind)}`,
    headers: (userId, kind) => ({ 'List-Unsubscribe': `<${links.url(userId, kind)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
  };

  async function read(account: Pick<SessionUser, 'id' | 'email' | 'roles'>): Promise<MailPreferences> {
    const rows = await db
      .select({ tipo: preferenciasCorreo.tipo, eleccion: preferenciasCorreo.eleccion })
      .from(preferenciasCorreo)
      .where(eq(preferenciasCorreo.userId, account.id));
    const chosen = new Map(rows.map((row) => [row.tipo, row.eleccion]));
    const preferencias = Object.fromEntries(MAIL_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_CHOICE[kind]]));
    return { email: account.email, tipos: mailKindsFor(account.roles), preferencias: preferencias as MailPreferences['preferencias'] };
  }

  return {
    links,
    read,

    /** Changes the account's own choices (the kinds given; the rest stay). */
    async update(account: Pick<SessionUser, 'id' | 'email' | 'roles'>, changes: MailPreferencesUpdate): Promise<MailPreferences> {
      const entries = Object.entries(changes).filter((entry): entry is [MailKind, MailChoice] => entry[1] !== undefined);
      await store(db, account.id, entries);
      return read(account);
    },

    /** What a link would turn off, without changing anything (the confirmation page a GET shows). */
    async describe(value: string): Promise<{ kind: MailKind; label: string }> {
      const { kind } = await verify(value);
      return { kind, label: MAIL_KIND_LABELS[kind] };
    },

    /** One click: the link's kind set to «no» for its account, no session needed. Repeating it changes nothing more. */
    async unsubscribe(value: string): Promise<Unsubscribed> {
      const { userId, kind } = await verify(value);
      await store(db, userId, [[kind, 'no']]);
      return { tipo: kind, etiqueta: MAIL_KIND_LABELS[kind], eleccion: 'no' };
    },
  };
}

export type MailPreferencesService = ReturnType<typeof createMailPreferences>;
