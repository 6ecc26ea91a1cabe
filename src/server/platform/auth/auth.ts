import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, username } from 'better-auth/plugins';
import { RESET_LINK_HOURS, VERIFY_LINK_HOURS } from '../../../domain/accounts/account-links.ts';
import { BRAND } from '../../../domain/brand.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/shared/passwords.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, rateLimit, session, user, verification } from '../db/schema/index.ts';
import { serializeError } from '../plugins/error-log.ts';
import { mailEmailVerification, mailPasswordReset } from './account-mail.ts';

/** The header our Fastify bridge sets from request.ip; a client's own value is always replaced. */
export const CLIENT_IP_HEADER = 'x-parcela-client-ip';

export const SESSION_SLIDING_SECONDS = 60 * 60 * 24 * 7;
/** Sessions slide, but never past this age (docs/stack-notes.md §6: the library has no absolute maximum). */
export const SESSION_ABSOLUTE_MAX_MS = 1000 * 60 * 60 * 24 * 30;

/**
 * The library endpoints the product calls (web, e2e, DESIGN §8, Google's callback, the reset and
 * address-check links of ADR 092). Every other one (admin/*, impersonation, is-username-available,
 * the reset link's redirect `/reset-password/:token`…) is disabled: /admin/usuarios and the shell
 * command go through our own routes and audit.
 */
export const AUTH_PATHS_IN_USE = [
  '/sign-in/email',
  '/sign-in/username',
  '/sign-in/social',
  '/callback/:id',
  '/sign-up/email',
  '/sign-out',
  '/get-session',
  '/list-sessions',
  '/update-user',
  '/change-password',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/verify-email',
  '/error',
] as const;

export function createAuth(db: Database, config: Config) {
  // Filled once the endpoints exist, from the library's own list, so a new endpoint in an
  // upgrade starts disabled rather than exposed.
  const disabledPaths: string[] = [];
  const auth = betterAuth({
    appName: BRAND.name,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // Failed sign-ins are expected traffic, not warnings; real errors still surface, through
    // our own writer so a failed query's bound values (e-mails, names) never reach the log.
    logger: { level: 'error', disabled: config.logLevel === 'silent', log: writeAuthLog },
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      // ADR 092: one hour, single use (the library consumes the row in the same transaction as
      // the new password), every session of the account ends. The link points at our page.
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token, url }) => mailPasswordReset(db, config.publicUrl, user, token, url),
    },
    // An open sign-up gets an address check by mail; signing in does not wait for it, publishing
    // a listing does (properties.service.ts). Staff and seeded accounts are created confirmed.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_HOURS * 3600,
      sendVerificationEmail: ({ user, token }) => mailEmailVerification(db, config.publicUrl, user, token),
    },
    // A reset token is stored hashed: reading the table gives no link that works.
    verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
    socialProviders: config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } } : {},
    session: { expiresIn: SESSION_SLIDING_SECONDS, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-up/email': { window: 60, max: 5 },
        '/sign-in/email': { window: 60, max: 20 },
        '/sign-in/username': { window: 60, max: 20 },
        '/request-password-reset': { window: 60, max: 10 },
        '/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 10 },
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secure },
    },
    disabledPaths,
    plugins: [username(), admin({ defaultRole: 'usuario', adminRoles: ['admin'] })],
  });
  const inUse = new Set<string>(AUTH_PATHS_IN_USE);
  for (const endpoint of Object.values(auth.api) as Array<{ path?: string }>) if (endpoint.path && !inUse.has(endpoint.path)) disabledPaths.push(endpoint.path);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin];
  // The Vite dev server proxies /api from its own origin.
  if (config.env === 'development') origins.push('http://localhost:5173');
  return origins;
}

/**
 * The auth library's log lines, as one JSON line on stderr: its message cut before any
 * `params:` (Drizzle quotes the bound values there) and errors through the app's serializer.
 */
export function writeAuthLog(level: string, message: string, ...args: unknown[]): void {
  const msg = `better-auth: ${String(message).split(/\n?params:/)[0]}`;
  const errors = args.filter((a): a is Error => a instanceof Error).map(serializeError);
  process.stderr.write(`${JSON.stringify({ level, time: Date.now(), msg, ...(errors.length ? { errs: errors } : {}) })}\n`);
}
