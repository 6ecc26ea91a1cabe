import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../domain/tasks/task.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { taskFixture } from '../../test/task-fixture.ts';
import { HistoryTab, UrgentTab } from './list-tabs.tsx';

const task = (id: string, titulo: string, fecha_limite: string, estado: Task['estado'] = 'En curso'): Task =>
  taskFixture({
    id,
    titulo,
    fecha_limite,
    estado,
    nivel_urgencia: 'Crítico',
    prioridad: 'P0',
    fecha_cierre: estado === 'Hecha' ? '2026-02-01T12:00:00.000Z' : null,
  });

afterEach(() => vi.unstubAllGlobals());

const row = (titulo: string) => screen.getByRole('row', { name: new RegExp(titulo) });

describe('Urgentes and Historial (ADR 110)', () => {
  it('Urgentes shows each task’s Estado and flags only the overdue ones', async () => {
    stubApi({
      'GET /api/tareas/urgentes': {
        status: 200,
        body: {
          items: [task('a', 'Apuntalar muro', '2020-03-01', 'Bloqueada'), task('b', 'Revocar frente', '2099-03-01', 'Inbox')],
          total: 2,
          page: 1,
          page_size: 20,
        },
      },
    });
    renderInApp(<UrgentTab />, { path: '/tareas/dashboard' });
    await screen.findByRole('table', { name: 'Tareas urgentes' }, { timeout: 5_000 });
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeTruthy();
    expect(within(row('Apuntalar muro')).getByText('Bloqueada')).toBeTruthy();
    expect(within(row('Apuntalar muro')).getByText(/^Vencida hace \d+ días$/)).toBeTruthy();
    expect(within(row('Revocar frente')).getByText('Inbox')).toBeTruthy();
    expect(within(row('Revocar frente')).queryByText(/Vencida/)).toBeNull();
  });

  it('Historial shows the Estado column and never flags a done task as overdue', async () => {
    stubApi({
      'GET /api/tareas/historial': { status: 200, body: { items: [task('c', 'Limpiar obra', '2020-03-01', 'Hecha')], total: 1, page: 1, page_size: 20 } },
    });
    renderInApp(<HistoryTab />, { path: '/tareas/dashboard' });
    await screen.findByRole('table', { name: 'Tareas hechas' }, { timeout: 5_000 });
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeTruthy();
    expect(within(row('Limpiar obra')).getByText('Hecha')).toBeTruthy();
    expect(within(row('Limpiar obra')).queryByText(/Vencida/)).toBeNull();
  });
});
