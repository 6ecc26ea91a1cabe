/** Password policy shared by the shell command, the users screen and sign-up. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Returns a Spanish reason when the password is too weak, or null when it is acceptable. */
export function passwordWeakness(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `La contraseña debe tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 3) return 'La contraseña debe combinar al menos tres de: minúsculas, mayúsculas, números y símbolos.';
  if (/^(.)\1+$/.test(password)) return 'La contraseña no puede repetir un solo carácter.';
  return null;
}

/** Usernames as the auth library stores them: 3–30 of [a-zA-Z0-9_.], lowercase. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;
