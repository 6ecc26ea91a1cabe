import { hashKey, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OFFER_PARAMETERS, type OfferParametersView } from '../../../domain/fund/offer.ts';
import { createDrawingQueryClient } from '../../lib/query-client.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { stubApi } from '../../test/api-stub.ts';
import { inquiryFixture, plotFixture } from '../../test/fund-fixture.ts';
import { renderInApp } from '../../test/render.tsx';
import { hydrateAsDrawn } from '../../test/server-drawn.tsx';
import { Component as FundDashboardPage, handle } from './dashboard-page.tsx';

const ME = {
  user: { id: 'u1', name: 'Fondo', email: 'fondo@x.ar', username: 'fondo.uno', roles: ['fondo'] },
  google: false,
  demo_accounts: false,
};
const PLOT = plotFixture({ id: 'p1', titulo: 'Lote Cabildo', ubicacion: 'Av. Cabildo 4200' });
const INQUIRY = inquiryFixture();
const VIEW: OfferParametersView = {
  valor: DEFAULT_OFFER_PARAMETERS,
  version: 3,
  actualizadoEn: '2026-11-20T15:00:00.000Z',
  actualizadoPor: 'fondo.uno',
  barriosActivos: [{ id: '11111111-1111-4111-8111-111111111111', nombre: 'Palermo', localidad: 'Ciudad de Buenos Aires', incidenciaUsdM2: 690 }],
};
const OWNERS = [{ id: '0b7f6c1e-6a4e-4c56-9d0e-2f1a3b4c5d6e', nombre: 'fondo.demo' }];

/** What the stubbed API answers each GET (a list's page as asked). */
function answer(path: string): unknown {
  const [base, query] = path.split('?');
  if (base === '/api/fondo/contactos') return { items: [INQUIRY], total: 45, page: Number(new URLSearchParams(query).get('page')), page_size: 20 };
  return { '/api/me': ME, '/api/fondo/terrenos': [PLOT], '/api/fondo/contactos/responsables': OWNERS, '/api/fondo/oferta/parametros': VIEW }[base ?? ''];
}

function stub() {
  return stubApi(
    Object.fromEntries(
      ['/api/me', '/api/fondo/terrenos', '/api/fondo/contactos', '/api/fondo/contactos/responsables', '/api/fondo/oferta/parametros'].map((path) => [
        `GET ${path}`,
        (request: { path: string }) => ({ status: 200, body: answer(request.path) }),
      ]),
    ),
  );
}

const drawnFor = (url: string) => handle.queries?.({}, new URL(url, 'http://localhost').searchParams) ?? [];

afterEach(() => vi.unstubAllGlobals());

describe('the fund dashboard drawn by the server (ADR 146)', () => {
  it.each([
    ['/parcela-admin/dashboard', 'Terrenos (1)'],
    ['/parcela-admin/dashboard?tab=oferta', 'Parámetros de la oferta'],
    ['/parcela-admin/dashboard?tab=contactos', 'Contactos (45)'],
    ['/parcela-admin/dashboard?tab=contactos&seguimiento=vencido&responsable=sin&pagina=2', 'Contactos (45)'],
  ])('its handle gives the server exactly what %s reads first', async (url, heading) => {
    const calls = stub();
    const { client } = renderInApp(<FundDashboardPage />, { path: url });
    await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 5_000 });
    const drawn = drawnFor(url);
    const read = () =>
      calls
        .filter((c) => c.method === 'GET' && c.path !== '/api/me')
        .map((c) => c.path)
        .sort();
    await vi.waitFor(() => expect(read()).toEqual(drawn.map((q) => q.path).sort()));
    const cached = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryHash)
      .filter((h) => h !== hashKey(SESSION_QUERY_KEY));
    expect(cached.sort()).toEqual(drawn.map((q) => hashKey(q.queryKey)).sort());
  });

  it('the contactos tab the digest links to hydrates as the server drew it', async () => {
    const url = '/parcela-admin/dashboard?tab=contactos&seguimiento=vencido';
    const page = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <FundDashboardPage />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const onServer = createDrawingQueryClient();
    onServer.setQueryData(SESSION_QUERY_KEY, ME);
    for (const q of drawnFor(url)) onServer.setQueryData(q.queryKey, answer(q.path ?? ''));
    const html = renderToString(page(onServer));
    expect(html).toContain('Marta Gómez');

    stub();
    const { unmount } = await hydrateAsDrawn(html, onServer, page);
    expect(screen.getByRole('table', { name: 'Contactos de propietarios' }).getAttribute('aria-busy')).toBeNull();
    unmount();
  });
});
