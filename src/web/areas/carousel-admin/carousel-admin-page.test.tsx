import { hashKey, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarouselAdminItem } from '../../../domain/carousel/carousel.schemas.ts';
import { createDrawingQueryClient } from '../../lib/query-client.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { hydrateAsDrawn } from '../../test/server-drawn.tsx';
import { Component as CarouselAdminPage, handle } from './carousel-admin-page.tsx';

const ME = {
  user: { id: 'u1', name: 'Contenido', email: 'contenido@x.ar', username: 'contenido.uno', roles: ['contenido'] },
  google: false,
  demo_accounts: false,
};
const ITEMS: CarouselAdminItem[] = [
  {
    id: 'c1',
    tipo: 'propiedades',
    titulo: 'Casa en Palermo',
    descripcion: null,
    imagen_url: '/uploads/carrusel/c1.webp',
    imagen_anchos: [480, 960],
    imagen_ancho: 1600,
    imagen_alto: 900,
    orden: 0,
    activo: true,
    es_muestra: false,
    created_at: '2026-11-01T12:00:00.000Z',
  },
];
const stub = () => stubApi({ 'GET /api/me': { status: 200, body: ME }, 'GET /api/carrusel/admin': { status: 200, body: ITEMS } });
const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={[paths.carouselAdmin]}>
      <CarouselAdminPage />
    </MemoryRouter>
  </QueryClientProvider>
);

afterEach(() => vi.unstubAllGlobals());

describe('the carousel admin drawn by the server (ADR 146)', () => {
  it('its handle gives the server exactly what the page reads first', async () => {
    const calls = stub();
    const { client } = renderInApp(<CarouselAdminPage />, { path: paths.carouselAdmin });
    await screen.findByRole('heading', { level: 3, name: 'Casa en Palermo' }, { timeout: 5_000 });
    const drawn = handle.queries?.({}, new URLSearchParams()) ?? [];
    expect(calls.filter((c) => c.path !== '/api/me').map((c) => c.path)).toEqual(drawn.map((q) => q.path));
    const cached = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryHash)
      .filter((h) => h !== hashKey(SESSION_QUERY_KEY));
    expect(cached).toEqual(drawn.map((q) => hashKey(q.queryKey)));
  });

  it('hydrates as the server drew it', async () => {
    const onServer = createDrawingQueryClient();
    onServer.setQueryData(SESSION_QUERY_KEY, ME);
    for (const q of handle.queries?.({}, new URLSearchParams()) ?? []) onServer.setQueryData(q.queryKey, ITEMS);
    const html = renderToString(page(onServer));
    expect(html).toContain('Casa en Palermo');

    stub();
    const { unmount } = await hydrateAsDrawn(html, onServer, page);
    expect(screen.getByRole('heading', { level: 3, name: 'Casa en Palermo' })).toBeTruthy();
    unmount();
  });
});
