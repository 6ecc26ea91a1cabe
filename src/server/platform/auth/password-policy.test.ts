import { describe, expect, it } from 'vitest';
import { randomPassword } from '../../areas/accounts/users.service.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { TEST_PASSWORD } from '../../test/test-app.ts';
import { COMMON_PASSWORD_MESSAGE, passwordProblem } from './password-policy.ts';

describe('password policy (ASVS 5)', () => {
  it('refuses common and brand passwords, whatever their composition', () => {
    for (const password of ['Password1234', 'Parcela2026!', 'aaaaaaaaaaaa', 'qwertyuiop123', 'Parcela-Desarrollos-2026', 'VicenteLopez2026'])
      expect(passwordProblem(password), password).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('refuses a password built from the account itself', () => {
    expect(passwordProblem('Marta.Lopez.2026', { username: 'marta.lopez' })).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem('Demo-Admin-2026', { username: 'demo.admin' })).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem('gonzalez-perez-2026', { email: 'gonzalez.perez@example.com' })).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('checks 12 to 128 characters and has no composition rules', () => {
    expect(passwordProblem('Ab1-Ab1-Ab1')).toMatch(/al menos 12/);
    expect(passwordProblem(`${'lapicera verde '.repeat(9)}`)).toMatch(/como máximo 128/);
    expect(passwordProblem('lapicera verde nube tarde')).toBeNull();
  });

  it('accepts every password the project ships or generates', () => {
    expect(passwordProblem(TEST_PASSWORD)).toBeNull();
    for (const account of DEMO_ACCOUNTS) expect(passwordProblem(account.password, account), account.username).toBeNull();
    for (let i = 0; i < 5; i++) expect(passwordProblem(randomPassword())).toBeNull();
  });
});
