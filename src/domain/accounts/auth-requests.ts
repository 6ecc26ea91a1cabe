import { z } from 'zod';
import { passwordWeakness } from '../shared/passwords.ts';
import { text } from '../shared/text.ts';

/**
 * The bodies our bridge lets through to the auth library (/api/auth/*), checked with the app's
 * rules before the library sees them: strict objects (no `image`, no `role`, no extra field),
 * bounded one-line texts, Spanish messages. The password policy itself runs on the server.
 */
const MAX_IDENTIFIER = 254;
/** Bounds the work of hashing a guess; the policy (12–128) applies where a password is set. */
const MAX_PASSWORD_INPUT = 1024;
export const NAME_MAX = 100;

const AUTH_MESSAGES = {
  extraField: 'La solicitud tiene campos no permitidos.',
  invalid: 'Revisá los datos e intentá nuevamente.',
  emailRequired: 'El email es obligatorio',
  emailInvalid: 'Email inválido',
  usernameRequired: 'El usuario es obligatorio',
  passwordRequired: 'La contraseña es obligatoria',
  passwordTooLong: 'La contraseña es demasiado larga.',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: `El nombre debe tener menos de ${NAME_MAX} caracteres`,
  provider: 'Proveedor de acceso desconocido',
  redirect: 'Dirección de retorno inválida',
  linkMissing: 'El enlace está incompleto. Abrí el enlace del e-mail completo o pedí uno nuevo.',
} as const;

/** Unknown keys and wrong types answer one Spanish line; field rules keep their own messages. */
const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? AUTH_MESSAGES.extraField : AUTH_MESSAGES.invalid),
  });

const email = text({ error: AUTH_MESSAGES.emailRequired })
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(MAX_IDENTIFIER, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));
const password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(MAX_PASSWORD_INPUT, AUTH_MESSAGES.passwordTooLong);
const name = text({ error: AUTH_MESSAGES.nameRequired }).min(1, AUTH_MESSAGES.nameRequired).max(NAME_MAX, AUTH_MESSAGES.nameTooLong);
/** Where to land after a sign-in: a path of this site only (never another origin). */
const localPath = z
  .string({ error: AUTH_MESSAGES.redirect })
  .max(2000, AUTH_MESSAGES.redirect)
  .regex(/^\/(?![/\\])[^\s\p{Cc}]*$/u, AUTH_MESSAGES.redirect);
const rememberMe = z.boolean({ error: AUTH_MESSAGES.invalid }).optional();

export const signInEmailBody = strict({ email, password, rememberMe, callbackURL: localPath.optional() });
export const signInUsernameBody = strict({
  username: text({ error: AUTH_MESSAGES.usernameRequired }).min(1, AUTH_MESSAGES.usernameRequired).max(MAX_IDENTIFIER, AUTH_MESSAGES.usernameRequired),
  password,
  rememberMe,
  callbackURL: localPath.optional(),
});
export const signUpEmailBody = strict({ name, email, password, rememberMe, callbackURL: localPath.optional() });
export const signInSocialBody = strict({
  provider: z.literal('google', { error: AUTH_MESSAGES.provider }),
  callbackURL: localPath.optional(),
  errorCallbackURL: localPath.optional(),
  newUserCallbackURL: localPath.optional(),
  disableRedirect: z.boolean({ error: AUTH_MESSAGES.invalid }).optional(),
});
export const signOutBody = strict({});
/** Only the name can change here (no `image`; e-mail, username and roles have their own paths). */
export const updateUserBody = strict({ name });
export const changePasswordBody = strict({
  currentPassword: password,
  newPassword: password,
  /** Ignored: every password change ends the account's other sessions. */
  revokeOtherSessions: z.boolean({ error: AUTH_MESSAGES.invalid }).optional(),
});

/**
 * Password reset by e-mail (ADR 092): ask for the link (`redirectTo`: the sign-in screen to go
 * back to, carried into the mail's link), then set the new password with the link's token.
 */
export const requestPasswordResetBody = strict({ email, redirectTo: localPath.optional() });
/**
 * The library's tokens: 24 letters and digits (reset) or a signed JWT (base64url parts and dots,
 * address check). Anything else is refused before a lookup: a NUL would reach PostgreSQL as an error.
 */
const linkToken = z
  .string({ error: AUTH_MESSAGES.linkMissing })
  .min(1, AUTH_MESSAGES.linkMissing)
  .max(2000, AUTH_MESSAGES.linkMissing)
  .regex(/^[A-Za-z0-9._-]+$/, AUTH_MESSAGES.linkMissing);
export const resetPasswordBody = strict({ token: linkToken, newPassword: password });
/** Resend the address check to the session's own address: the e-mail comes from the session, never the body. */
export const sendVerificationEmailBody = strict({});
/** The link of the address check (GET /api/auth/verify-email?token=…): no `callbackURL`, the web page shows the outcome. */
export const verifyEmailQuery = strict({ token: linkToken });

/**
 * The web's form for a new password from a reset link: the length rule the browser can check, and
 * the same password twice. The dictionary half of the policy answers from the server.
 */
export const newPasswordForm = z
  .object({
    newPassword: z.string().superRefine((value, ctx) => {
      const problem = passwordWeakness(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'Las contraseñas no coinciden' });
