import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from './messages.ts';
import { accountPersonInputSchema, foldForSearch, searchSnippet, taskSearchQuerySchema } from './search.ts';

const issue = (input: unknown) => {
  const result = taskSearchQuerySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the search query (ADR 135)', () => {
  it('trims q and reads the page', () => {
    expect(taskSearchQuerySchema.parse({ q: '  revoque  ', page: '3' })).toEqual({ q: 'revoque', page: 3 });
    expect(taskSearchQuerySchema.parse({ q: 'ab' })).toEqual({ q: 'ab', page: 1 });
  });

  it('asks for 2 to 100 characters, counted after the trim', () => {
    expect(issue({ q: ' a ' })).toBe(SEARCH_MESSAGES.tooShort);
    expect(issue({})).toBe(SEARCH_MESSAGES.tooShort);
    expect(issue({ q: 'x'.repeat(100) })).toBeNull();
    expect(issue({ q: 'x'.repeat(101) })).toBe(SEARCH_MESSAGES.tooLong);
    expect(issue({ q: 'x'.repeat(10_000) })).toBe(SEARCH_MESSAGES.tooLong);
  });

  it('refuses unknown keys, control characters, arrays and bad pages', () => {
    expect(issue({ q: 'revoque', extra: '1' })).toBeTruthy();
    expect(issue({ q: 're\u0000voque' })).toBeTruthy();
    expect(issue({ q: ['ab', 'cd'] })).toBeTruthy();
    expect(issue({ q: 'revoque', page: '0' })).toBeTruthy();
    expect(issue({ q: 'revoque', page: '1.5' })).toBeTruthy();
  });

  it('keeps LIKE characters as they are (the repo escapes them)', () => {
    expect(taskSearchQuerySchema.parse({ q: '50%_\\' }).q).toBe('50%_\\');
  });
});

describe('folding and fragments', () => {
  it('folds case and accents one character for one', () => {
    expect(foldForSearch('CAMIÓN Ñandú Güemes')).toBe('camion nandu guemes');
    expect(foldForSearch('Árbol').length).toBe('Árbol'.length);
  });

  it('shows the words around the match, with … where it was cut', () => {
    const text = `${'a'.repeat(60)} reparar la HUMEDAD del muro ${'b'.repeat(60)}`;
    const snippet = searchSnippet(text, 'humedad');
    expect(snippet).toMatch(/^….*HUMEDAD.*…$/);
    expect(searchSnippet('Camión de arena', 'camion')).toBe('Camión de arena');
    expect(searchSnippet('Camión de arena', 'grava')).toBeNull();
  });
});

describe('tying an account to a person (ADR 136)', () => {
  it('takes a person of the list or null, nothing else', () => {
    expect(accountPersonInputSchema.parse({ persona: 'Diego' })).toEqual({ persona: 'Diego' });
    expect(accountPersonInputSchema.parse({ persona: null })).toEqual({ persona: null });
    expect(accountPersonInputSchema.safeParse({ persona: 'Nadie' }).error?.issues[0]?.message).toBe(SEARCH_MESSAGES.personInvalid);
    expect(accountPersonInputSchema.safeParse({ persona: 'Diego', rol: 'admin' }).success).toBe(false);
  });
});
