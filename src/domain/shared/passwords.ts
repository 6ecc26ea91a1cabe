/**
 * Password length rules (ASVS 5 §6.2: 12–128 characters, no composition rules), shared by the
 * web forms and the server. The server adds the dictionary check (src/server/platform/auth/password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Returns a Spanish reason when the length is out of bounds, or null (the whole check the web can run). */
export function passwordWeakness(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `La contraseña debe tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  return null;
}

/** The hint every password field shows (the server's message explains a refusal). */
export const PASSWORD_HINT = `De ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres. Mejor una frase fácil de recordar: no se aceptan contraseñas comunes ni el nombre de la empresa, tu usuario o tu email.`;

/** Usernames as the auth library stores them: 3–30 of [a-zA-Z0-9_.], lowercase. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;
