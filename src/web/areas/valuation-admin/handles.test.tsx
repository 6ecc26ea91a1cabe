import { dehydrate, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../domain/accounts/session-user.ts';
import { SETTING_KEYS } from '../../../domain/settings/settings.ts';
import { api } from '../../lib/api.ts';
import { createDrawingQueryClient, createQueryClient } from '../../lib/query-client.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import type { PageHandle, PageQuery } from '../../shared/page-handle.ts';
import { stubApi } from '../../test/api-stub.ts';
import { Toaster } from '../../ui/toast.tsx';

const page = (items: unknown[] = []) => ({ items, total: items.length, page: 1, page_size: 20 });
const ME: MeResponse = {
  user: { id: 'u1', name: 'Admin', email: 'admin@example.com', username: 'admin', roles: ['admin'], email_verified: true },
  google: false,
  demo_accounts: false,
};

/** What the stubbed API answers each GET of the area (the query string is ignored). */
const ANSWERS: Record<string, unknown> = {
  '/api/me': ME,
  '/api/admin/consultas': { ...page(), stats: { total: 0, hoy: 0, promedio_m2: null, promedio_valor_mercado_usd: null } },
  '/api/admin/consultas/tendencia': { desde: '2026-10-22', hasta: '2026-11-20', unidad: 'dia', puntos: [{ periodo: '2026-11-20', cantidad: 3 }] },
  '/api/admin/localidades': [{ id: 'l1', nombre: 'CABA', activo: true, cantidad_barrios: 1 }],
  '/api/admin/barrios': [
    {
      id: 'b1',
      nombre: 'Palermo',
      localidad_id: 'l1',
      localidad_nombre: 'CABA',
      valor_incidencia_usd_m2: 850,
      valor_actualizado_at: '2026-11-02T15:00:00.000Z',
      activo: true,
    },
  ],
  '/api/admin/configuracion': Object.fromEntries(SETTING_KEYS.map((k) => [k, k === 'porcentaje_ajuste_mercado' ? '14' : 'x'])),
  '/api/cotizaciones': { items: [], fuente_configurada: false },
  '/api/admin/costos-cierre': { valor: { caba: [], pba: [] }, version: 1, actualizadoEn: null, actualizadoPor: null },
  '/api/tareas/movimientos/categorias': { categorias: ['Materiales'] },
  // Three pages, so ?pagina=2 stays where it is.
  '/api/admin/contactos': { ...page(), total: 45 },
  '/api/admin/contactos/responsables': [{ id: 'o1', nombre: 'laura.admin' }],
  '/api/admin/contactos/barrios-pedidos': { items: [], lugares: 0, pedidos: 0 },
  '/api/admin/comentarios': page(),
  '/api/admin/usuarios': page(),
  '/api/admin/auditoria': page(),
  '/api/admin/correos': { ...page(), smtp_configurado: true },
};

type RouteModule = { Component: ComponentType; handle?: PageHandle };

/** Every page of the admin layout, at an address with and without the filters it keeps there. */
const PAGES: Array<[string, () => Promise<RouteModule>]> = [
  ['/admin/consultas', () => import('./consultas-page.tsx')],
  ['/admin/localidades', () => import('./localidades-page.tsx')],
  ['/admin/barrios', () => import('./barrios-page.tsx')],
  ['/admin/configuracion', () => import('./configuracion-page.tsx')],
  ['/admin/contactos', () => import('./contactos-page.tsx')],
  ['/admin/contactos?estado=abiertos&responsable=sin&pagina=2', () => import('./contactos-page.tsx')],
  ['/admin/comentarios', () => import('./comentarios-page.tsx')],
  ['/admin/usuarios', () => import('./usuarios-page.tsx')],
  ['/admin/usuarios?usuario=ana&accion=inicio_sesion&desde=2026-11-01&hasta=2026-11-20', () => import('./usuarios-page.tsx')],
  // A range the trail refuses is not asked for: neither by the page nor by the server.
  ['/admin/usuarios?desde=2026-11-20&hasta=2026-11-01', () => import('./usuarios-page.tsx')],
  ['/admin/correos', () => import('./correos-page.tsx')],
  ['/admin/correos?estado=fallido&pagina=3', () => import('./correos-page.tsx')],
];

function stub() {
  return stubApi(Object.fromEntries(Object.entries(ANSWERS).map(([path, body]) => [`GET ${path}`, { status: 200, body }])));
}

const queriesOf = (module: RouteModule, url: string): PageQuery[] =>
  module.handle?.queries?.({}, new URL(url, 'http://localhost').searchParams) ?? expect.unreachable('sin handle');

/** Something on screen still waits for data: a list's placeholder rows or a «Cargando…» line. */
const waiting = () => document.querySelector('[aria-busy="true"]') !== null || screen.queryByText(/^Cargando/) !== null;

/** Lets every query the page starts (and the ones those answers start) settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 700)));

function renderWith(client: QueryClient, url: string, Page: ComponentType) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** What the server embeds (entry-server.tsx): each query's answer read at its `path`, and the session. */
async function drawnByServer(queries: PageQuery[]) {
  const server = createDrawingQueryClient();
  server.setQueryData(SESSION_QUERY_KEY, ME);
  await Promise.all(
    queries.map(({ queryKey, path, initialPageParam }) => {
      const queryFn = () => api.get(path ?? expect.unreachable('sin path'));
      return initialPageParam === undefined
        ? server.prefetchQuery({ queryKey, queryFn })
        : server.prefetchInfiniteQuery({ queryKey, queryFn, initialPageParam });
    }),
  );
  return dehydrate(server);
}

describe('the admin pages the server draws (ADR 146)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(PAGES)('%s: the handle lists exactly what the page reads on its first render', async (url, load) => {
    const module = await load();
    const queries = queriesOf(module, url);
    expect(queries.every((q) => q.path?.startsWith('/api/'))).toBe(true);

    // Cold, as the browser alone: every GET the page (and its parts) make.
    const calls = stub();
    const cold = renderWith(createQueryClient(), url, module.Component);
    expect(waiting()).toBe(true);
    await settle();
    const read = calls.filter((c) => c.method === 'GET' && c.path !== '/api/me').map((c) => c.path);
    expect(new Set(read)).toEqual(new Set(queries.map((q) => q.path)));
    cold.unmount();

    // Hydrated with what the server read: nothing is asked again, nothing waits.
    const state = await drawnByServer(queries);
    calls.length = 0;
    const client = createQueryClient(state.queries.map((q) => q.queryHash));
    hydrate(client, state);
    renderWith(client, url, module.Component);
    expect(waiting()).toBe(false);
    await settle();
    expect(calls).toEqual([]);
  });
});
