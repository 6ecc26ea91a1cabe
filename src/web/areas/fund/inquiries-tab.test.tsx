import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_MESSAGES } from '../../../domain/leads/pipeline.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { stubApi } from '../../test/api-stub.ts';
import { inquiryFixture } from '../../test/fund-fixture.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { InquiriesTab } from './inquiries-tab.tsx';

const inquiry = inquiryFixture();

function renderTab(url: string) {
  const calls = stubApi({
    'GET /api/fondo/contactos': { status: 200, body: { items: [inquiry], total: 1, page: 1, page_size: 20 } },
    'GET /api/fondo/contactos/responsables': { status: 200, body: [{ id: '0b7f6c1e-6a4e-4c56-9d0e-2f1a3b4c5d6e', nombre: 'fondo.demo' }] },
    'GET /api/fondo/contactos/i1/actividad': { status: 200, body: { items: [], total: 0, page: 1, page_size: 10 } },
    'GET /api/fondo/contactos/i1/historial': { status: 200, body: { items: [], total: 0 } },
  });
  const router = createMemoryRouter([{ path: '/parcela-admin/dashboard', element: <InquiriesTab /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('InquiriesTab: the lead pipeline of the land owners’ inquiries', () => {
  it('reads its filters from the address (the digest’s link), says them in the count and keeps the dashboard’s own parameters', async () => {
    setViewportWidth(1280);
    const { calls, router } = renderTab('/parcela-admin/dashboard?tab=contactos&seguimiento=vencido');
    const table = await screen.findByRole('table', { name: 'Contactos de propietarios' }, { timeout: 5_000 });
    expect(calls[0]?.path).toBe('/api/fondo/contactos?seguimiento=vencido&page=1&page_size=20');
    expect(screen.getByText('1 contacto con el seguimiento vencido.')).toBeTruthy();
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Nuevo')).toBeTruthy();
    expect(within(row).getByText('20/11/2026')).toBeTruthy();
    expect(within(row).getByText('Vencido')).toBeTruthy();
    // The inquiry's own features stay.
    expect(
      within(row)
        .getByRole('link', { name: /Descargar/ })
        .getAttribute('href'),
    ).toBe('/api/fondo/contactos/i1/prefactibilidad');
    expect(
      within(row)
        .getByRole('link', { name: /Enviar mensaje/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.getByRole('link', { name: /^Descargar CSV/ }).getAttribute('href')).toBe('/api/fondo/contactos/csv?seguimiento=vencido');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Responsable' }), 'Sin responsable');
    expect(router.state.location.search).toBe('?tab=contactos&seguimiento=vencido&responsable=sin');
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe('/api/fondo/contactos?responsable=sin&seguimiento=vencido&page=1&page_size=20'));
  });

  it('the same dialog: «Perdido» without a reason is refused before anything is sent', async () => {
    setViewportWidth(360);
    const { calls } = renderTab('/parcela-admin/dashboard');
    const cards = await screen.findByRole('list', { name: 'Contactos de propietarios' }, { timeout: 5_000 });
    await userEvent.click(within(cards).getByRole('button', { name: /^Seguimiento ?de Marta Gómez$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Seguimiento de Marta Gómez' });
    expect(within(dialog).getByText('Av. Cabildo 4200, Núñez')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Perdido' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText(LEAD_MESSAGES.reasonRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
