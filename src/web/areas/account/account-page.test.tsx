import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../domain/accounts/session-user.ts';
import { DEFAULT_CHOICE, type MailPreferences } from '../../../domain/mail/preferences.ts';
import { renderInApp } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { Component as AccountPage } from './account-page.tsx';

const crm: MailPreferences = {
  email: 'carla.crm@prueba.example',
  tipos: ['alerta-solicitud', 'resumen-diario'],
  preferencias: { ...DEFAULT_CHOICE },
};

function stubApi({ signedIn = true, prefs = crm }: { signedIn?: boolean; prefs?: MailPreferences } = {}) {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const me: MeResponse = {
    user: signedIn ? { id: 'u1', name: 'Carla', email: prefs.email, username: 'carla.crm', roles: ['crm'], email_verified: true } : null,
    google: false,
    demo_accounts: false,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/me') return Response.json(me);
      if (method === 'PUT') return Response.json({ ...prefs, preferencias: { ...prefs.preferencias, ...body } });
      return Response.json(prefs);
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe('AccountPage (/cuenta)', () => {
  it('shows the address and only the kinds the account gets; saves only what changed', async () => {
    setViewportWidth(360);
    const calls = stubApi();
    renderInApp(<AccountPage />, { path: '/cuenta' });
    expect(await screen.findByText('carla.crm@prueba.example')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeTruthy();
    const alerts = screen.getByRole('group', { name: 'Avisos al instante' });
    const requests = within(alerts).getByRole('radiogroup', { name: 'Solicitudes de servicio nuevas' });
    expect(within(requests).getByRole('radio', { name: 'Al instante' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('radiogroup', { name: 'Contactos de la tasación' })).toBeNull();
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(requests).getByRole('radio', { name: 'En el resumen diario' }));
    const digest = screen.getByRole('radiogroup', { name: 'Resumen diario (8 h, días hábiles)' });
    await userEvent.click(within(digest).getByRole('radio', { name: 'No' }));
    await userEvent.click(save);
    expect(await screen.findByText('Guardamos tus preferencias de correo.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/cuenta/correo',
      body: { 'alerta-solicitud': 'resumen', 'resumen-diario': 'no' },
    });
  });

  it('asks to sign in when there is no session, and never asks for preferences', async () => {
    const calls = stubApi({ signedIn: false });
    renderInApp(<AccountPage />, { path: '/cuenta' });
    expect(await screen.findByText(/Para ver tu cuenta, iniciá sesión/)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/cuenta/correo')).toBe(false);
  });

  it('says so when the account gets no mail', async () => {
    stubApi({ prefs: { ...crm, tipos: [] } });
    renderInApp(<AccountPage />, { path: '/cuenta' });
    expect(await screen.findByText('Tu cuenta no recibe avisos ni el resumen diario.')).toBeTruthy();
  });
});
