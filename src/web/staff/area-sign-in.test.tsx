import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/accounts/session-user.ts';
import { firmLoginSchema } from '../../domain/firm/firm-login.ts';
import type { Role } from '../../domain/shared/roles.ts';
import { type StubAnswer, stubApi } from '../test/api-stub.ts';
import { renderInApp } from '../test/render.tsx';
import { AreaSignInForm, type AreaSignInMessages, useAreaSignIn } from './area-sign-in.tsx';

/** A CRM-like area: its own failure texts (spec §8: 'Acceso denegado' / 'Credenciales incorrectas'). */
const MESSAGES = { title: 'Acceso denegado', invalid: 'Credenciales incorrectas', failure: 'No se pudo iniciar sesión' } as const;

function CrmLogin({ display, onSignedIn }: { display: AreaSignInMessages['display']; onSignedIn: (user: SessionUser) => void }) {
  const signIn = useAreaSignIn(['crm'], { ...MESSAGES, display });
  return (
    <AreaSignInForm signIn={signIn} identifier="username" identifierLabel="Usuario" schema={firmLoginSchema} submitLabel="Ingresar" onSignedIn={onSignedIn} />
  );
}

const account = (roles: Role[]): SessionUser => ({ id: 'u1', name: 'Marta Gómez', email: 'marta@example.com', username: 'marta', roles, email_verified: true });
const me = (user: SessionUser | null): StubAnswer => ({ status: 200, body: { user, google: false, demo_accounts: false } });
const refused = (status: number, code: string, message: string, field?: string): StubAnswer => ({ status, body: { error: { code, message, field } } });

async function signInAs(username: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Usuario/ }), username);
  await userEvent.type(screen.getByLabelText(/Contraseña/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('area sign-in', () => {
  it('links to the password reset, naming this sign-in screen as the way back', () => {
    stubApi({});
    renderInApp(<CrmLogin display="alert" onSignedIn={() => {}} />, { path: '/crm-login' });
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/olvide-mi-clave?volver=%2Fcrm-login');
  });

  it("asks for the fields with the area schema's texts before calling the API", async () => {
    const calls = stubApi({});
    renderInApp(<CrmLogin display="alert" onSignedIn={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingresá tu usuario')).toBeTruthy();
    expect(screen.getByText('Ingresá tu contraseña')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('lets in an account holding the role and hands over the session user', async () => {
    const calls = stubApi({ 'POST /api/auth/sign-in/username': { status: 200, body: {} }, 'GET /api/me': me(account(['crm'])) });
    const onSignedIn = vi.fn();
    renderInApp(<CrmLogin display="alert" onSignedIn={onSignedIn} />);
    await signInAs('marta', 'Clave-Segura-2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(account(['crm'])));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/sign-in/username',
      body: { username: 'marta', password: 'Clave-Segura-2026', rememberMe: true },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("refuses a valid account without the area's role with the area's own message, and signs it out again", async () => {
    const calls = stubApi({
      'POST /api/auth/sign-in/username': { status: 200, body: {} },
      'GET /api/me': me(account(['contenido'])),
      'POST /api/auth/sign-out': { status: 200, body: { success: true } },
    });
    const onSignedIn = vi.fn();
    renderInApp(<CrmLogin display="alert" onSignedIn={onSignedIn} />);
    await signInAs('marta', 'Clave-Segura-2026');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.title)).toBeTruthy();
    expect(within(alert).getByText(MESSAGES.invalid)).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/sign-in/username', 'GET /api/me', 'POST /api/auth/sign-out']);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("answers a wrong password by the error's code with the area's text, not the server's", async () => {
    stubApi({ 'POST /api/auth/sign-in/username': refused(401, 'INVALID_CREDENTIALS', 'Usuario o contraseña incorrectos') });
    renderInApp(<CrmLogin display="alert" onSignedIn={() => {}} />);
    await signInAs('marta', 'equivocada');
    expect((await screen.findByRole('alert')).textContent).toBe(`${MESSAGES.title}${MESSAGES.invalid}`);
  });

  it("shows the server's line for too many attempts, and the area's failure text when there is no answer", async () => {
    let attempt = 0;
    stubApi({
      'POST /api/auth/sign-in/username': () => {
        attempt += 1;
        if (attempt === 1) return refused(429, 'RATE_LIMITED', 'Demasiados intentos. Esperá 1 minuto.');
        throw new TypeError('Failed to fetch');
      },
    });
    renderInApp(<CrmLogin display="alert" onSignedIn={() => {}} />);
    await signInAs('marta', 'equivocada');
    expect((await screen.findByRole('alert')).textContent).toContain('Demasiados intentos. Esperá 1 minuto.');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(MESSAGES.failure));
  });

  it('puts a refused field under that field instead of the alert', async () => {
    stubApi({ 'POST /api/auth/sign-in/username': refused(400, 'VALIDATION', 'El usuario es obligatorio', 'username') });
    renderInApp(<CrmLogin display="alert" onSignedIn={() => {}} />);
    await signInAs('marta', 'Clave-Segura-2026');
    expect((await screen.findByRole('alert')).textContent).toBe('El usuario es obligatorio');
    expect(screen.getByRole('textbox', { name: /Usuario/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(MESSAGES.title)).toBeNull();
  });

  it('tells the failure in a toast when the area uses toasts', async () => {
    stubApi({ 'POST /api/auth/sign-in/username': refused(401, 'INVALID_CREDENTIALS', 'Usuario o contraseña incorrectos') });
    renderInApp(<CrmLogin display="toast" onSignedIn={() => {}} />);
    await signInAs('marta', 'equivocada');
    const toast = await screen.findByText(MESSAGES.invalid);
    expect(toast.closest('[data-sonner-toast]')?.textContent).toContain(MESSAGES.title);
  });
});
