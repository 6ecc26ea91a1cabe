import { describe, expect, it } from 'vitest';
import { usuarioCreateSchema } from './users.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('staff account', () => {
  it('applies the password policy and needs a role', () => {
    const base = { username: 'maria', name: 'María', email: 'maria@example.com', password: 'Clave-Segura-2026', roles: ['crm'] };
    expect(usuarioCreateSchema.safeParse(base).success).toBe(true);
    expect(firstMessage(usuarioCreateSchema.safeParse({ ...base, password: 'corta' }))).toMatch(/al menos 12/);
    expect(firstMessage(usuarioCreateSchema.safeParse({ ...base, roles: [] }))).toBe('Indicá al menos un rol.');
    expect(firstMessage(usuarioCreateSchema.safeParse({ ...base, roles: ['root'] }))).toBeDefined();
  });
});
