import { type DehydratedState, dehydrate, hashKey, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Inquiry, Plot } from '../../../domain/fund/land.ts';
import { DEFAULT_OFFER_PARAMETERS, type OfferParametersView } from '../../../domain/fund/offer.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { Component as FundDashboardPage, handle } from './dashboard-page.tsx';

const ME = {
  user: { id: 'u1', name: 'Fondo', email: 'fondo@x.ar', username: 'fondo.uno', roles: ['fondo'] },
  google: false,
  demo_accounts: false,
};
const PLOT: Plot = {
  id: 'p1',
  titulo: 'Lote Cabildo',
  ubicacion: 'Av. Cabildo 4200',
  valor_terreno: 1_250_000,
  inversion_total_necesaria: 3_000_000,
  porcentaje_inversion_completa: 35.5,
  cantidad_inversores: 12,
  estado: 'Aprobado',
  m2_vendibles: 1200.5,
  descripcion: null,
  imagen_url: null,
  activo: true,
  orden: 1,
  created_at: '2026-10-01T12:00:00.000Z',
  updated_at: '2026-10-01T12:00:00.000Z',
};
const INQUIRY: Inquiry = {
  id: 'i1',
  nombre: 'Marta Gómez',
  email: 'marta@example.com',
  telefono: '11 5555-0199',
  ubicacion_terreno: 'Av. Cabildo 4200, Núñez',
  m2_vendibles_estimados: 1200,
  tiene_prefactibilidad: true,
  archivo_nombre: 'Prefactibilidad.pdf',
  oferta: null,
  seguimiento: { estado: 'nuevo', motivo: null, responsable: null, proximo_seguimiento: '2026-11-20', seguimiento_vencido: true },
  created_at: '2026-11-18T13:00:00.000Z',
};
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
    const onServer = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    onServer.setQueryData(SESSION_QUERY_KEY, ME);
    for (const q of drawnFor(url)) onServer.setQueryData(q.queryKey, answer(q.path ?? ''));
    const html = renderToString(page(onServer));
    expect(html).toContain('Marta Gómez');

    stub();
    const state = JSON.parse(JSON.stringify(dehydrate(onServer))) as DehydratedState;
    // As app-layout.tsx makes it: the queries the page came with count as just read.
    const inBrowser = createQueryClient(state.queries.map((q) => q.queryHash));
    hydrate(inBrowser, state);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // A mismatch would be a console.error, which fails the test (src/server/test/fail-on-console-error.ts).
    const root = await act(async () => hydrateRoot(container, page(inBrowser)));
    expect(screen.getByRole('table', { name: 'Contactos de propietarios' }).getAttribute('aria-busy')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
