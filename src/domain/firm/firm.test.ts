import { describe, expect, it } from 'vitest';
import { CONTACT_GREETING, FIRM_LOGIN_MESSAGES, FIRM_SERVICES, HERO_GREETING } from './firm.ts';
import { firmLoginSchema } from './firm-login.ts';

describe('firm landing content', () => {
  it('has ten services with unique ids, a summary and details each', () => {
    expect(FIRM_SERVICES).toHaveLength(10);
    expect(new Set(FIRM_SERVICES.map((s) => s.id)).size).toBe(10);
    for (const service of FIRM_SERVICES) {
      expect(service.resumen.length).toBeGreaterThan(10);
      expect(service.detalle.length).toBeGreaterThan(0);
    }
  });

  it('greets the firm by name in both chat links', () => {
    expect(HERO_GREETING).toContain('Parcela Desarrollos');
    expect(CONTACT_GREETING).toContain('Parcela Desarrollos');
  });
});

describe('firmLoginSchema', () => {
  it('requires both fields', () => {
    expect(firmLoginSchema.safeParse({ username: ' ', password: 'x' }).error?.issues[0]?.message).toBe(FIRM_LOGIN_MESSAGES.usernameRequired);
    expect(firmLoginSchema.safeParse({ username: 'ana', password: '' }).error?.issues[0]?.message).toBe(FIRM_LOGIN_MESSAGES.passwordRequired);
    expect(firmLoginSchema.parse({ username: ' ana ', password: 'x' })).toEqual({ username: 'ana', password: 'x' });
  });
});
