import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailItem, MailList } from '../../../domain/mail/correos.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { Component as CorreosPage } from './correos-page.tsx';

const failed: MailItem = {
  id: 7,
  tipo: 'alerta-solicitud',
  destinatario: 'crm@prueba.example',
  asunto: 'Nueva solicitud: Ana Pérez',
  vista_previa: 'Llegó una solicitud de servicio…',
  estado: 'fallido',
  intentos: 29,
  ultimo_error: '421 Servicio no disponible',
  creado: '2026-11-27T12:00:00.000Z',
  proximo_intento: '2026-11-28T12:00:00.000Z',
  enviado: null,
};
const sent: MailItem = { ...failed, id: 6, estado: 'enviado', intentos: 1, ultimo_error: null, enviado: '2026-11-27T11:00:01.000Z' };

function stubApi(list: Partial<MailList>) {
  const calls: Array<{ method: string; url: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      if (method === 'POST') return new Response(null, { status: 204 });
      return new Response(JSON.stringify({ items: [failed, sent], total: 2, page: 1, page_size: 20, smtp_configurado: true, ...list }), { status: 200 });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

function renderPage(url = '/admin/correos') {
  const router = createMemoryRouter([{ path: '/admin/correos', Component: CorreosPage }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('CorreosPage', () => {
  it('lists the outbox; a failed mail offers Reintentar, which posts and refreshes', async () => {
    setViewportWidth(1280);
    const calls = stubApi({});
    renderPage();
    const table = await screen.findByRole('table', { name: 'Correos' });
    expect(within(table).getAllByText('Nueva solicitud: Ana Pérez')).toHaveLength(2);
    expect(within(table).getByText('421 Servicio no disponible')).toBeTruthy();
    expect(screen.queryByText('No se envían: falta configurar SMTP_URL')).toBeNull();
    const retry = within(table).getByRole('button', { name: 'Reintentar el correo «Nueva solicitud: Ana Pérez» a crm@prueba.example' });
    expect(within(table).getAllByRole('button', { name: /^Reintentar/ })).toHaveLength(1);
    await userEvent.click(retry);
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/correos/7/reintentar' });
  });

  it('says why nothing leaves without SMTP_URL, and keeps the state filter in the address (cards on a phone)', async () => {
    setViewportWidth(360);
    const calls = stubApi({ smtp_configurado: false });
    const router = renderPage('/admin/correos?estado=fallido');
    expect(await screen.findByText('No se envían: falta configurar SMTP_URL')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/admin/correos?estado=fallido&page=1&page_size=20');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Correos' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Enviado');
    expect(router.state.location.search).toBe('?estado=enviado');
  });
});
