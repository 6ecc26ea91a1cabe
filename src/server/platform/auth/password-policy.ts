import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { BRAND, OFFICES } from '../../../domain/brand.ts';
import { passwordWeakness } from '../../../domain/shared/passwords.ts';

/**
 * The dictionary half of the password policy (ASVS 5 §6.2): common passwords, keyboard walks,
 * dates, and anything built from the brand or the account itself. Server-only on purpose: the
 * dictionaries weigh hundreds of kB, so the web shows this module's Spanish message instead.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs, useLevenshteinDistance: true });

/** zxcvbn's 0–4 score; 3 is "safely unguessable" (~10^8 guesses) against online guessing with our sign-in limits. */
export const PASSWORD_MIN_SCORE = 3;

const BRAND_WORDS = [
  BRAND.name,
  BRAND.firm,
  BRAND.slug,
  BRAND.emailDomain,
  'parcela',
  'desarrollos',
  ...OFFICES,
  'admin',
  'administrador',
  'contraseña',
  'clave',
];

export const COMMON_PASSWORD_MESSAGE =
  'La contraseña es demasiado fácil de adivinar: es común o usa el nombre de la empresa, tu usuario o tu email. Probá con una frase de varias palabras.';

/** The account the password is for: its username, e-mail and name count as guessable words. */
export interface PasswordContext {
  username?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 2);

/** Returns the Spanish reason a password is refused, or null when it meets the policy. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  const length = passwordWeakness(password);
  if (length) return length;
  const inputs: string[] = [...BRAND_WORDS];
  for (const value of [context.username, context.email, context.name]) if (value) inputs.push(value, ...wordsOf(value));
  // zxcvbn prices "Demo-Admin-2026" for demo.admin as strong (it splits the dashes oddly), so a
  // password that is nothing but brand or account words (plus digits and symbols) is refused on its own.
  const known = [...new Set(inputs.flatMap(wordsOf))].filter((w) => w.length >= 3).sort((a, b) => b.length - a.length);
  let rest = fold(password).replace(/[^a-z]+/g, ' ');
  for (const word of known) rest = rest.replaceAll(word, ' ');
  if (rest.replace(/\s+/g, '').length < 3) return COMMON_PASSWORD_MESSAGE;
  return zxcvbn.check(password, inputs).score < PASSWORD_MIN_SCORE ? COMMON_PASSWORD_MESSAGE : null;
}
