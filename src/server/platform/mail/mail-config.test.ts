import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const base = { NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: '/tmp/parcela-mail-config' } as const;
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

/** SMTP_URL and MAIL_FROM (config.ts): what starts, and the one Spanish line that stops a bad value. */
describe('mail settings', () => {
  it('sends nothing without SMTP_URL, from no-responder@ the public host', () => {
    expect(load({ PUBLIC_URL: 'https://parcela.example' }).mail).toEqual({
      smtp: undefined,
      from: 'Parcela <no-responder@parcela.example>',
      fromAddress: 'no-responder@parcela.example',
    });
    expect(load({}).mail.fromAddress).toBe('no-responder@localhost');
  });

  it('reads smtp:// (587, STARTTLS) and smtps:// (465, TLS), with encoded credentials', () => {
    expect(load({ SMTP_URL: 'smtp://user%40x.com:p%40ss@smtp.example.com' }).mail.smtp).toEqual({
      secure: false,
      host: 'smtp.example.com',
      port: 587,
      auth: { user: 'user@x.com', pass: 'p@ss' },
    });
    expect(load({ SMTP_URL: 'smtps://u:p@mail.example.com:2465' }).mail.smtp).toMatchObject({ secure: true, port: 2465 });
    expect(load({ SMTP_URL: 'smtps://mail.example.com' }).mail.smtp).toEqual({ secure: true, host: 'mail.example.com', port: 465, auth: undefined });
    expect(load({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.smtp?.host).toBe('127.0.0.1');
  });

  it.each([
    ['https://u:secreto-123@smtp.example.com', /SMTP_URL debe empezar con smtp:\/\/ o smtps:\/\//],
    ['smtp://u:secreto-123@', /SMTP_URL (no es una URL válida|debe indicar el servidor)/],
    ['smtp://u:secreto-123@smtp.example.com:587/ruta', /SMTP_URL no lleva ruta ni parámetros/],
    ['smtp://solo-usuario@smtp.example.com', /SMTP_URL debe traer usuario y clave juntos/],
    ['smtp://u:secreto-123@smtp.exa mple.com', /SMTP_URL/],
  ])('stops on SMTP_URL=%s with one line that never repeats the password', (value, message) => {
    let error: unknown;
    try {
      load({ SMTP_URL: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toMatch(/^Configuración inválida: /);
    expect(text).toMatch(message);
    expect(text).not.toContain('secreto-123');
    expect(text).not.toContain('\n');
  });

  it('takes MAIL_FROM as a name and address or a bare address, and stops on anything else', () => {
    expect(load({ MAIL_FROM: 'Parcela Desarrollos <avisos@parcela.example>' }).mail).toMatchObject({
      from: 'Parcela Desarrollos <avisos@parcela.example>',
      fromAddress: 'avisos@parcela.example',
    });
    expect(load({ MAIL_FROM: 'avisos@parcela.example' }).mail.fromAddress).toBe('avisos@parcela.example');
    for (const bad of ['Parcela', 'Parcela <avisos>', 'a@b.example, c@d.example', 'Parcela <a@b.example> <c@d.example>']) {
      expect(() => load({ MAIL_FROM: bad }), bad).toThrow(/^Configuración inválida: MAIL_FROM debe ser una dirección de correo/);
    }
  });
});
