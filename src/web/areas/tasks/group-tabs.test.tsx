import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../domain/tasks/task.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { taskFixture } from '../../test/task-fixture.ts';
import { ByProjectTab } from './group-tabs.tsx';

const task = (id: string): Task => taskFixture({ id, titulo: `Tarea ${id}` });

afterEach(() => vi.unstubAllGlobals());

describe('Por Proyecto (ADR 110)', () => {
  it('every "Se muestran N de M" links to the whole filtered list on the board; a complete group has no link', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => task(`p${i}`));
    const PROJECT = '6f0b7f0e-8d52-4b4e-9d55-3a3c2b1a0f11';
    stubApi({
      'GET /api/tareas/por-proyecto': {
        status: 200,
        body: [
          { clave: PROJECT, nombre: 'Casa Olivos', total: 14, items: ten },
          { clave: null, nombre: 'Sin proyecto', total: 12, items: ten },
          { clave: 'x', nombre: 'Completo', total: 1, items: [task('c1')] },
        ],
      },
    });
    renderInApp(<ByProjectTab />, { path: '/tareas/dashboard' });
    await screen.findByText('Casa Olivos', {}, { timeout: 5_000 });
    const link = screen.getByRole('link', { name: 'Ver las 14 de Casa Olivos en el tablero' });
    expect(link.getAttribute('href')).toBe(`/tareas-parcela/dashboard/kanban?proyecto_id=${PROJECT}`);
    expect(screen.getByRole('link', { name: 'Ver las 12 de Sin proyecto en el tablero' }).getAttribute('href')).toBe(
      '/tareas-parcela/dashboard/kanban?proyecto_id=ninguno',
    );
    expect(screen.queryByRole('link', { name: /de Completo/ })).toBeNull();
  });
});
