import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { TaskSearchHit } from '../../../domain/tasks/search.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { SEARCH_DEBOUNCE_MS, TaskSearch } from './task-search.tsx';

const hit = (n: number, campo: TaskSearchHit['coincidencia']['campo'] = 'titulo'): TaskSearchHit => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  titulo: `Revoque ${n}`,
  descripcion: null,
  proyecto_id: null,
  proyecto_nombre: 'Obra Belgrano',
  responsable_nombre: 'Diego',
  creada_por_nombre: 'Belén',
  nivel_urgencia: 'Medio',
  prioridad: 'P2',
  fecha_limite: '2030-12-01',
  fecha_creacion: '2026-01-20T12:00:00.000Z',
  fecha_cierre: null,
  estado: 'En curso',
  posicion: 0,
  coincidencia: { campo, fragmento: `…llegó el camión ${n}…` },
});
const page = (items: TaskSearchHit[], total: number, p = 1) => ({ status: 200, body: { items, total, page: p, page_size: 20 } });

afterEach(() => vi.unstubAllGlobals());

const searches = (calls: Array<{ path: string }>) => calls.filter((c) => c.path.startsWith('/api/tareas/buscar'));

describe('the dashboard search (ADR 135)', () => {
  it('waits for a pause in typing, then lists title, estado, responsable, proyecto, fecha límite and where it matched', async () => {
    const calls = stubApi({
      'GET /api/tareas/buscar?q=camion&page=1': page([hit(1, 'comentario')], 1),
    });
    renderInApp(<TaskSearch />, { path: '/tareas/dashboard' });
    const box = screen.getByRole('searchbox', { name: 'Buscar tareas' });
    await userEvent.type(box, 'camion');
    // Typing does not search letter by letter: nothing left before the pause.
    expect(searches(calls)).toEqual([]);
    const list = await screen.findByRole('list', { name: 'Resultados de la búsqueda' }, { timeout: 2_000 });
    expect(searches(calls).map((c) => c.path)).toEqual(['/api/tareas/buscar?q=camion&page=1']);
    const item = within(list).getByRole('button', { name: /Revoque 1/ });
    for (const text of ['En curso', 'Diego', 'Obra Belgrano', 'En un comentario:', '…llegó el camión 1…'])
      expect(within(item).getByText(text, { exact: false })).toBeTruthy();
    expect(screen.getByText('Se muestran 1 de 1.')).toBeTruthy();
    expect(SEARCH_DEBOUNCE_MS).toBeGreaterThan(0);
  });

  it('asks for two characters before searching', async () => {
    const calls = stubApi({});
    renderInApp(<TaskSearch />, { path: '/tareas/dashboard' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar tareas' }), 'a');
    expect(await screen.findByText(SEARCH_MESSAGES.tooShort)).toBeTruthy();
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 100));
    expect(searches(calls)).toEqual([]);
  });

  it('says when nothing matched', async () => {
    stubApi({ 'GET /api/tareas/buscar?q=zzz&page=1': page([], 0) });
    renderInApp(<TaskSearch />, { path: '/tareas/dashboard' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar tareas' }), 'zzz');
    expect(await screen.findByText(SEARCH_MESSAGES.noResults, {}, { timeout: 2_000 })).toBeTruthy();
  });

  it('shows the failure with Reintentar, and Reintentar searches again', async () => {
    let fail = true;
    const calls = stubApi({
      'GET /api/tareas/buscar?q=losa&page=1': () => (fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : page([hit(7)], 1)),
    });
    renderInApp(<TaskSearch />, { path: '/tareas/dashboard' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar tareas' }), 'losa');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByText(SEARCH_MESSAGES.searchFailed)).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: /Revoque 7/ }, { timeout: 2_000 })).toBeTruthy();
    expect(searches(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('Ver más brings the next page under the first, never hiding what is past it', async () => {
    const first = Array.from({ length: 20 }, (_, i) => hit(i + 1));
    stubApi({
      'GET /api/tareas/buscar?q=revoque&page=1': page(first, 23),
      'GET /api/tareas/buscar?q=revoque&page=2': page([hit(21), hit(22), hit(23)], 23, 2),
    });
    renderInApp(<TaskSearch />, { path: '/tareas/dashboard' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar tareas' }), 'revoque');
    expect(await screen.findByText('Se muestran 20 de 23.', {}, { timeout: 2_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más resultados' }));
    expect(await screen.findByText('Se muestran 23 de 23.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver más resultados' })).toBeNull();
  });
});
