import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_REQUESTED_MESSAGE } from '../../../domain/accounts/account-links.ts';
import { PERSONAL_LINK_PREVIEW } from '../../../domain/mail/correos.ts';
import { PROPERTY_MESSAGES } from '../../../domain/properties/properties.ts';
import { createUsersService } from '../../areas/accounts/users.service.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { auditoria, correos, user, verification } from '../db/schema/index.ts';
import { RESET_ASKS_PER_ACCOUNT, RESET_ASKS_PER_ADDRESS, VERIFICATION_RESENDS_PER_ACCOUNT } from './login-guard.ts';
import { COMMON_PASSWORD_MESSAGE } from './password-policy.ts';

/** Password reset and address verification by mail (ADR 092), through the bridge, the outbox and a real SMTP server. */
let t: TestApp;
let sink: SmtpSink;
const NEW_PASSWORD = 'Gaviota-Tranvia-Molinete-31';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Parcela <no-responder@parcela.example>' });
  // Tests start the worker themselves (app.ts); this file wants every mail delivered.
  t.app.mailWorker?.start();
  const users = createUsersService({ db: t.database.db, auth: t.app.auth });
  for (const name of ['rosa', 'limitada', 'vencida', 'debil', 'desactivada'])
    await users.add({ username: name, name: `Cuenta ${name}`, email: `${name}@prueba.example`, password: TEST_PASSWORD, roles: ['crm'] });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A fresh client address per call keeps each test clear of the per-address limits (tested apart). */
const anyAddress = () => `10.${randomInt(1, 255)}.${randomInt(255)}.${randomInt(1, 255)}`;
const askReset = (payload: object, remoteAddress = anyAddress()) =>
  t.request({ method: 'POST', url: '/api/auth/request-password-reset', payload, remoteAddress });
const reset = (payload: object) => t.request({ method: 'POST', url: '/api/auth/reset-password', payload, remoteAddress: anyAddress() });
const signIn = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress: anyAddress() });
const cookieOf = (response: Awaited<ReturnType<typeof signIn>>) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select({ texto: correos.texto, html: correos.html, clave: correos.claveEvento, asunto: correos.asunto })
    .from(correos)
    .where(and(eq(correos.destinatario, to), eq(correos.tipo, kind)))
    .orderBy(asc(correos.id));
const tokenIn = (text: string, page: string) => {
  const match = new RegExp(`${TEST_ORIGIN}${page}\\?token=([^&\\s\\])"]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in the mail`);
  return decodeURIComponent(match[1]);
};
const lastResetToken = async (to: string) => tokenIn((await mailsTo(to, 'restablecer-clave')).at(-1)?.texto ?? '', '/restablecer-clave');

describe('password reset by e-mail', () => {
  it('answers an unknown address exactly like a known one and mails only the known one, through SMTP, with a link to our page', async () => {
    const unknown = await askReset({ email: 'nadie@prueba.example', redirectTo: '/admin' });
    const known = await askReset({ email: 'Rosa@Prueba.example', redirectTo: '/admin' });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ status: true, message: RESET_REQUESTED_MESSAGE });
    expect(await mailsTo('nadie@prueba.example', 'restablecer-clave')).toHaveLength(0);

    const [row] = await mailsTo('rosa@prueba.example', 'restablecer-clave');
    const token = tokenIn(row?.texto ?? '', '/restablecer-clave');
    expect(row?.texto).toContain(`/restablecer-clave?token=${token}&volver=%2Fadmin`);
    // The event key names the token by a hash only.
    expect(row?.clave).toMatch(/^restablecer-clave:[0-9a-f]{32}$/);
    expect(row?.clave).not.toContain(token);

    const delivered = (await sink.waitFor(1)).find((m) => m.to.includes('rosa@prueba.example'));
    expect(delivered?.parsed.subject).toBe('Restablecé tu contraseña de Parcela Desarrollos');
    expect(delivered?.parsed.text).toContain(`${TEST_ORIGIN}/restablecer-clave?token=${token}`);
    expect(delivered?.parsed.html).toContain('lang="es-AR"');

    // The library's table keeps the token hashed: the link cannot be read back from it.
    const stored = await t.database.db.select({ identifier: verification.identifier }).from(verification);
    expect(stored.some((v) => v.identifier.includes(token))).toBe(false);

    // Audited as typed, with the account when one has the address.
    const pedidos = await t.database.db
      .select({ usuario: auditoria.usuario, usuarioId: auditoria.usuarioId, detalle: auditoria.detalle })
      .from(auditoria)
      .where(eq(auditoria.accion, 'restablecimiento_pedido'));
    expect(pedidos).toHaveLength(2);
    expect(pedidos).toEqual(
      expect.arrayContaining([
        { usuario: 'nadie@prueba.example', usuarioId: null, detalle: 'ninguna cuenta tiene esa dirección' },
        { usuario: 'Rosa@Prueba.example', usuarioId: expect.any(String), detalle: null },
      ]),
    );
  });

  it('sets the new password once: every session ends, the old password stops working, the link cannot be used again', async () => {
    const first = cookieOf(await signIn('rosa@prueba.example', TEST_PASSWORD));
    const second = cookieOf(await signIn('rosa@prueba.example', TEST_PASSWORD));
    await askReset({ email: 'rosa@prueba.example' });
    const token = await lastResetToken('rosa@prueba.example');

    const done = await reset({ token, newPassword: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    for (const cookie of [first, second]) expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user).toBeNull();
    expect((await signIn('rosa@prueba.example', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('rosa@prueba.example', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset({ token, newPassword: 'Otra-Frase-Distinta-Zorzal-88' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('LINK_INVALID');

    const [audited] = await auditRows(t, 'clave_restablecida');
    expect(audited).toMatchObject({ usuario: 'rosa', actor: 'rosa', detalle: expect.stringContaining('se cerraron todas sus sesiones') });
  });

  it('refuses a link past its hour', async () => {
    await askReset({ email: 'vencida@prueba.example' });
    const token = await lastResetToken('vencida@prueba.example');
    const [account] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, 'vencida'));
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verification.value, account?.id ?? ''));
    const response = await reset({ token, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'LINK_INVALID', message: 'El enlace no es válido, ya se usó o venció. Pedí uno nuevo.' });
    expect((await signIn('vencida@prueba.example', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password policy with its Spanish messages, and a refused password leaves the link usable', async () => {
    await askReset({ email: 'debil@prueba.example' });
    const token = await lastResetToken('debil@prueba.example');
    const short = await reset({ token, newPassword: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toEqual({ code: 'WEAK_PASSWORD', message: 'La contraseña debe tener al menos 12 caracteres.', field: 'newPassword' });
    const guessable = await reset({ token, newPassword: 'Cuenta-Debil-2026!' });
    expect(guessable.json().error).toMatchObject({ code: 'WEAK_PASSWORD', message: COMMON_PASSWORD_MESSAGE });
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('takes only its fields and a well-formed address', async () => {
    for (const payload of [
      { email: 'rosa@prueba.example', extra: 1 },
      { email: 'no-es-un-email' },
      {},
      { email: 'rosa@prueba.example', redirectTo: 'https://evil.example/' },
    ]) {
      const response = await askReset(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await reset({ token: 'x', newPassword: NEW_PASSWORD, revokeOtherSessions: false })).json().error.message).toBe(
      'La solicitud tiene campos no permitidos.',
    );
    expect((await reset({ token: 'no-existe', newPassword: NEW_PASSWORD })).json().error.code).toBe('LINK_INVALID');
  });

  it(`answers 429 after ${RESET_ASKS_PER_ACCOUNT} asks per address typed, the same for an unknown one, and after ${RESET_ASKS_PER_ADDRESS} per client`, async () => {
    for (const email of ['limitada@prueba.example', 'inexistente@prueba.example']) {
      const statuses: number[] = [];
      for (let i = 0; i <= RESET_ASKS_PER_ACCOUNT; i++) statuses.push((await askReset({ email })).statusCode);
      expect(statuses, email).toEqual([...Array(RESET_ASKS_PER_ACCOUNT).fill(200), 429]);
    }
    const blocked = await askReset({ email: 'limitada@prueba.example' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(blocked.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Ya pediste varios correos\. Probá de nuevo en \d+ minutos\.$/),
    });
    expect(await mailsTo('limitada@prueba.example', 'restablecer-clave')).toHaveLength(RESET_ASKS_PER_ACCOUNT);

    const statuses: number[] = [];
    for (let i = 0; i <= RESET_ASKS_PER_ADDRESS; i++) statuses.push((await askReset({ email: `otra${i}@prueba.example` }, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([...Array(RESET_ASKS_PER_ADDRESS).fill(200), 429]);
  });

  it('mails nothing to a deactivated account, and answers the same', async () => {
    await t.database.db.update(user).set({ banned: true }).where(eq(user.username, 'desactivada'));
    const response = await askReset({ email: 'desactivada@prueba.example' });
    expect(response.json()).toEqual({ status: true, message: RESET_REQUESTED_MESSAGE });
    expect(await mailsTo('desactivada@prueba.example', 'restablecer-clave')).toHaveLength(0);
  });

  it('never shows the text of a mail with a personal link in /admin/correos', async () => {
    const admin = await t.signInAs(['admin']);
    const list = await t.request({ method: 'GET', url: '/api/admin/correos?page_size=100', cookie: admin });
    const items = list.json().items as Array<{ tipo: string; vista_previa: string }>;
    const resets = items.filter((i) => i.tipo === 'restablecer-clave');
    expect(resets.length).toBeGreaterThan(0);
    for (const item of resets) expect(item.vista_previa).toBe(PERSONAL_LINK_PREVIEW);
  });
});

describe('address verification of an open sign-up', () => {
  const email = 'nueva.vecina@prueba.example';
  const password = 'Hornero-Ceibo-Palangana-7';
  let cookie: string;
  const listing = { titulo: 'Lote en Banfield', tipo: 'Terreno', barrio: 'Banfield', metros_cuadrados: 300, precio_venta: 90_000 };
  const createListing = () => t.request({ method: 'POST', url: '/api/propiedades', payload: listing, cookie, remoteAddress: anyAddress() });
  const resend = (payload: object = {}) =>
    t.request({ method: 'POST', url: '/api/auth/send-verification-email', payload, cookie, remoteAddress: anyAddress() });

  beforeAll(async () => {
    const signUp = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Nueva Vecina', email, password },
      remoteAddress: anyAddress(),
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    cookie = cookieOf(await signIn(email, password));
  });

  it('signs in unconfirmed, with a mail to confirm, and is refused a listing with its own code', async () => {
    const [mail] = await mailsTo(email, 'verificar-email');
    expect(mail?.asunto).toBe('Confirmá tu dirección de e-mail en Parcela Desarrollos');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user).toMatchObject({ email, roles: ['usuario'], email_verified: false });
    const refused = await createListing();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'EMAIL_UNVERIFIED', message: PROPERTY_MESSAGES.emailSinConfirmar });
  });

  it(`resends the mail to the session's own address only, ${VERIFICATION_RESENDS_PER_ACCOUNT} times an hour`, async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/send-verification-email', payload: {}, remoteAddress: anyAddress() })).statusCode).toBe(401);
    expect((await resend({ email: 'otra@prueba.example' })).json().error.message).toBe('La solicitud tiene campos no permitidos.');
    // A link is a signed token with a time in seconds: two asks within one second get the same
    // link, hence one mail (same event key). A second later the resend is a new mail.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const statuses = [(await resend()).statusCode];
    expect(await mailsTo(email, 'verificar-email')).toHaveLength(2);
    for (let i = 1; i <= VERIFICATION_RESENDS_PER_ACCOUNT; i++) statuses.push((await resend()).statusCode);
    expect(statuses).toEqual([...Array(VERIFICATION_RESENDS_PER_ACCOUNT).fill(200), 429]);
  });

  it('refuses a forged link, confirms with the mailed one (audited), then takes the listing', async () => {
    const forged = await t.request({ method: 'GET', url: '/api/auth/verify-email?token=abc.def.ghi' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('LINK_INVALID');
    expect((await t.request({ method: 'GET', url: '/api/auth/verify-email?token=x&callbackURL=https://evil.example' })).statusCode).toBe(400);

    const token = tokenIn((await mailsTo(email, 'verificar-email')).at(-1)?.texto ?? '', '/confirmar-email');
    const confirmed = await t.request({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user.email_verified).toBe(true);
    expect((await createListing()).statusCode).toBe(201);
    expect((await resend()).json().error.code).toBe('EMAIL_ALREADY_VERIFIED');
    const audited = await auditRows(t, 'email_confirmado');
    expect(audited.map((r) => r.usuario)).toEqual([email]);
  });

  it('counts staff accounts as confirmed', async () => {
    const staff = await t.signInAs(['contenido']);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: staff })).json().user.email_verified).toBe(true);
    const [unconfirmed] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(user).where(eq(user.emailVerified, false));
    expect(unconfirmed?.n).toBe(0);
  });
});
