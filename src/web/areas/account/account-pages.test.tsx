import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REQUESTED_MESSAGE } from '../../../domain/accounts/account-links.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { Component as ForgotPasswordPage } from './forgot-password-page.tsx';
import { Component as ResetPasswordPage } from './reset-password-page.tsx';
import { Component as VerifyEmailPage } from './verify-email-page.tsx';

const refused = (status: number, code: string, message: string, field?: string) => ({ status, body: { error: { code, message, field } } });
const NEW_PASSWORD = 'Gaviota-Tranvia-Molinete-31';

afterEach(() => vi.unstubAllGlobals());

describe('/olvide-mi-clave', () => {
  it('sends the address with the sign-in screen to go back to, then says only «revisá tu correo»', async () => {
    const calls = stubApi({ 'POST /api/auth/request-password-reset': { status: 200, body: { status: true, message: RESET_REQUESTED_MESSAGE } } });
    renderInApp(<ForgotPasswordPage />, { path: '/olvide-mi-clave?volver=/crm-login' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText('El email es obligatorio')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Email/), 'marta@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText(RESET_REQUESTED_MESSAGE)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/request-password-reset', body: { email: 'marta@example.com', redirectTo: '/crm-login' } }]);
    expect(screen.getByRole('link', { name: /Volver a iniciar sesión/ }).getAttribute('href')).toBe('/crm-login');
  });

  it('ignores a way back to another site, and shows how long to wait when limited', async () => {
    const calls = stubApi({
      'POST /api/auth/request-password-reset': refused(429, 'RATE_LIMITED', 'Ya pediste varios correos. Probá de nuevo en 42 minutos.'),
    });
    renderInApp(<ForgotPasswordPage />, { path: '/olvide-mi-clave?volver=//evil.example' });
    await userEvent.type(screen.getByLabelText(/Email/), 'marta@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Probá de nuevo en 42 minutos.');
    expect(calls[0]?.body).toEqual({ email: 'marta@example.com' });
    expect(screen.getByRole('link', { name: /Ir al inicio/ }).getAttribute('href')).toBe('/');
  });
});

describe('/restablecer-clave', () => {
  const fill = async (password: string, again = password) => {
    await userEvent.type(screen.getByLabelText(/^Contraseña nueva/), password);
    await userEvent.type(screen.getByLabelText(/Repetí la contraseña nueva/), again);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
  };

  it('checks length and the repeat in the browser, puts the policy’s refusal under the field, then confirms', async () => {
    let answer = refused(400, 'WEAK_PASSWORD', 'La contraseña es demasiado fácil de adivinar.', 'newPassword');
    const calls = stubApi({ 'POST /api/auth/reset-password': () => answer });
    renderInApp(<ResetPasswordPage />, { path: '/restablecer-clave?token=abc123&volver=/admin' });
    await fill('corta');
    expect(await screen.findByText('La contraseña debe tener al menos 12 caracteres.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^Contraseña nueva/));
    await userEvent.clear(screen.getByLabelText(/Repetí la contraseña nueva/));
    await fill(NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Repetí la contraseña nueva/));
    await userEvent.type(screen.getByLabelText(/Repetí la contraseña nueva/), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByText('La contraseña es demasiado fácil de adivinar.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: 'abc123', newPassword: NEW_PASSWORD });

    answer = { status: 200, body: { status: true } } as never;
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByRole('heading', { name: 'Contraseña cambiada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/admin');
  });

  it('offers a new link when this one is used or past its hour, keeping the way back', async () => {
    stubApi({ 'POST /api/auth/reset-password': refused(400, 'LINK_INVALID', 'El enlace no es válido, ya se usó o venció. Pedí uno nuevo.') });
    renderInApp(<ResetPasswordPage />, { path: '/restablecer-clave?token=usado&volver=/admin' });
    await fill(NEW_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'El enlace no sirve' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('ya se usó o venció');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe('/olvide-mi-clave?volver=%2Fadmin');
  });

  it('says a link without its token is incomplete, without calling the server', async () => {
    const calls = stubApi({});
    renderInApp(<ResetPasswordPage />, { path: '/restablecer-clave' });
    expect(screen.getByRole('heading', { name: 'El enlace no sirve' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('/confirmar-email', () => {
  it('confirms with the token and refreshes the session', async () => {
    const calls = stubApi({
      'GET /api/auth/verify-email': { status: 200, body: { status: true, user: null } },
      'GET /api/me': { status: 200, body: { user: null, google: false, demo_accounts: false } },
    });
    renderInApp(<VerifyEmailPage />, { path: '/confirmar-email?token=a.b.c' });
    expect(await screen.findByRole('heading', { name: 'Dirección confirmada' })).toBeTruthy();
    expect(calls[0]).toEqual({ method: 'GET', path: '/api/auth/verify-email?token=a.b.c', body: undefined });
  });

  it('says why a link does not work', async () => {
    stubApi({ 'GET /api/auth/verify-email': refused(400, 'LINK_INVALID', 'El enlace no es válido, ya se usó o venció. Pedí uno nuevo.') });
    renderInApp(<VerifyEmailPage />, { path: '/confirmar-email?token=viejo' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('ya se usó o venció'));
  });
});
