/**
 * The web pages behind the links of account mails (ADR 092): the server writes them into the
 * message, the web's route table serves them. Spelled once here because both sides need them.
 */
export const ACCOUNT_LINK_PATHS = {
  /** Ask for a reset link (an e-mail field). `?volver=` names the sign-in screen to go back to. */
  forgotPassword: '/olvide-mi-clave',
  /** Set a new password from the mailed link: `?token=…&volver=…`. */
  resetPassword: '/restablecer-clave',
  /** Confirm the address from the mailed link: `?token=…`. */
  verifyEmail: '/confirmar-email',
} as const;

/** A reset link works once, for this long (Better Auth's `resetPasswordTokenExpiresIn`). */
export const RESET_LINK_HOURS = 1;
/** An address-check link works for this long (Better Auth's `emailVerification.expiresIn`). */
export const VERIFY_LINK_HOURS = 24;

/** What the reset request always answers, whether or not an account has that address. */
export const RESET_REQUESTED_MESSAGE = `Si la dirección corresponde a una cuenta, te mandamos un enlace para elegir una contraseña nueva. Vence en ${RESET_LINK_HOURS} hora; revisá también el correo no deseado.`;

/**
 * `volver` as the pages accept it: a path of this site (never another origin), else none. The
 * same rule as the sign-in's callback paths (auth-requests.ts).
 */
export function localReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 200) return undefined;
  return /^\/(?![/\\])[^\s\p{Cc}]*$/u.test(value) ? value : undefined;
}
