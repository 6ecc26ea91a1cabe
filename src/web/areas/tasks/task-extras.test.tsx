import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Checklist } from '../../../domain/tasks/checklist.ts';
import type { Recurrence } from '../../../domain/tasks/recurrence.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { ChecklistSection } from './checklist-section.tsx';
import { RecurrenceSection } from './recurrence-section.tsx';

type Call = { method: string; url: string; body?: unknown };

/** A small in-memory server for one task's checklist and recurrence, answering as the real routes do. */
function stubApi(initial: { checklist?: Checklist; repeticion?: Recurrence | null } = {}) {
  const calls: Call[] = [];
  let list: Checklist = initial.checklist ?? { items: [], hechos: 0, total: 0 };
  const recount = () => {
    list = { ...list, hechos: list.items.filter((i) => i.hecho).length, total: list.items.length };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });
      if (url === '/api/tareas/t1/checklist' && method === 'GET') return json(200, list);
      if (url === '/api/tareas/t1/checklist' && method === 'POST') {
        list.items = [...list.items, { id: `i${list.items.length + 1}`, texto: body.texto, hecho: false }];
        recount();
        return json(201, list);
      }
      if (url.startsWith('/api/tareas/t1/checklist/') && method === 'PATCH') {
        const id = url.split('/').at(-1);
        list.items = list.items.map((i) => (i.id === id ? { ...i, ...body } : i));
        recount();
        return json(200, list);
      }
      if (url === '/api/tareas/t1/repeticion' && method === 'GET') return json(200, { repeticion: initial.repeticion ?? null });
      if (url === '/api/tareas/t1/repeticion' && method === 'PUT') return json(200, { serie_id: 's1', regla: body, activa: true, texto: 'Repite cada 3 días' });
      if (url === '/api/tareas/t1/repeticion' && method === 'DELETE') return new Response(null, { status: 204 });
      return json(404, { error: { code: 'NOT_FOUND', message: 'x' } });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const renderWith = (node: React.ReactNode) => render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

describe('ChecklistSection', () => {
  it('adds items, ticks one and shows the progress', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWith(<ChecklistSection taskId="t1" />);
    expect(await screen.findByText('Todavía no hay ítems.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agregar ítem' }));
    expect(screen.getByText('Escribí el ítem')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    for (const texto of ['Revoque', 'Pintura']) {
      await user.type(screen.getByLabelText('Nuevo ítem'), texto);
      await user.click(screen.getByRole('button', { name: 'Agregar ítem' }));
      await screen.findByLabelText(texto);
    }
    await user.click(screen.getByRole('checkbox', { name: 'Revoque' }));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toContain('1/2'), { timeout: 3000 });
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/tareas/t1/checklist/i1', body: { hecho: true } });
    expect(screen.getByRole('checkbox', { name: 'Revoque' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('RecurrenceSection', () => {
  it('refuses every 1 day, then saves every 3 days counted from when the previous one is done', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWith(<RecurrenceSection taskId="t1" fechaLimite="2030-01-31" />);
    await user.selectOptions(await screen.findByLabelText('Se repite'), 'cada_n_dias');
    await user.type(screen.getByLabelText('Cada cuántos días'), '1');
    await user.click(screen.getByRole('radio', { name: 'El día en que se termina la anterior' }));
    await user.click(screen.getByRole('button', { name: 'Repetir esta tarea' }));
    expect(await screen.findByText('Ingresá cada cuántos días: entre 2 y 365')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Cada cuántos días'));
    await user.type(screen.getByLabelText('Cada cuántos días'), '3');
    await user.click(screen.getByRole('button', { name: 'Repetir esta tarea' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { frecuencia: 'cada_n_dias', base: 'cierre', intervalo: 3 } }));
  });

  it('monthly starts on the due date’s day; weekly needs a day', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWith(<RecurrenceSection taskId="t1" fechaLimite="2030-01-31" />);
    await user.selectOptions(await screen.findByLabelText('Se repite'), 'mensual');
    expect((screen.getByLabelText(/Día del mes/) as HTMLSelectElement).value).toBe('31');
    await user.selectOptions(screen.getByLabelText('Se repite'), 'semanal');
    // 2030-01-31 is a Thursday: it comes ticked; untick it and nothing is chosen.
    await user.click(screen.getByRole('checkbox', { name: 'jueves' }));
    await user.click(screen.getByRole('button', { name: 'Repetir esta tarea' }));
    expect(await screen.findByText('Elegí al menos un día de la semana')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'lunes' }));
    await user.click(screen.getByRole('checkbox', { name: 'viernes' }));
    await user.click(screen.getByRole('button', { name: 'Repetir esta tarea' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { frecuencia: 'semanal', dias_semana: [1, 5] } }));
  });

  it('an active series says how it repeats and can be stopped', async () => {
    const calls = stubApi({ repeticion: { serie_id: 's1', regla: { frecuencia: 'diaria', base: 'fecha' }, activa: true, texto: 'Repite cada día' } });
    const user = userEvent.setup();
    renderWith(<RecurrenceSection taskId="t1" fechaLimite="2030-01-31" />);
    expect(await screen.findByText('Repite cada día.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Se repite'), 'no');
    await user.click(screen.getByRole('button', { name: 'Detener la serie' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ url: '/api/tareas/t1/repeticion' }));
  });
});
