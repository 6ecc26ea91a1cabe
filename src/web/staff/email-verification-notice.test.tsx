import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/accounts/session-user.ts';
import { type StubAnswer, stubApi } from '../test/api-stub.ts';
import { renderInApp } from '../test/render.tsx';
import { EmailVerificationNotice } from './email-verification-notice.tsx';

const account = (email_verified: boolean): SessionUser => ({
  id: 'u1',
  name: 'Nueva',
  email: 'nueva@example.com',
  username: null,
  roles: ['usuario'],
  email_verified,
});
const me = (user: SessionUser): StubAnswer => ({ status: 200, body: { user, google: false, demo_accounts: false } });

afterEach(() => vi.unstubAllGlobals());

describe('EmailVerificationNotice', () => {
  it('says where the mail went and resends it, then tells how long to wait once limited', async () => {
    let resends = 0;
    const calls = stubApi({
      'GET /api/me': me(account(false)),
      'POST /api/auth/send-verification-email': () =>
        ++resends <= 1
          ? { status: 200, body: { status: true } }
          : { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Ya pediste varios correos. Probá de nuevo en 59 minutos.' } } },
    });
    renderInApp(<EmailVerificationNotice what="cargar propiedades" />);
    expect(await screen.findByText('Te mandamos un e-mail para confirmar tu dirección')).toBeTruthy();
    expect(screen.getByText('nueva@example.com')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Listo: te mandamos otro e-mail.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ya pediste varios correos. Probá de nuevo en 59 minutos.');
    expect(calls.filter((c) => c.path === '/api/auth/send-verification-email').map((c) => c.body)).toEqual([{}, {}]);
  });

  it('shows nothing once the address is confirmed', async () => {
    stubApi({ 'GET /api/me': me(account(true)) });
    const { container } = renderInApp(<EmailVerificationNotice what="cargar propiedades" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
