import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TASK_STATES, type TaskState } from '../../../domain/tasks/lists.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Board, Task } from '../../../domain/tasks/task.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { taskFixture } from '../../test/task-fixture.ts';
import { Component as KanbanTab } from './kanban-tab.tsx';

const task = (id: string, titulo: string, estado: TaskState, posicion: number): Task =>
  taskFixture({ id, titulo, estado, posicion, fecha_limite: '2030-12-01', fecha_creacion: '2026-11-20T12:00:00.000Z' });

/** The server's board, which a successful move changes: the card goes on top of its new column. */
function serverBoard(tasks: Task[]) {
  let current = tasks;
  const board = (): Board => ({
    columnas: TASK_STATES.map((estado) => {
      const items = current.filter((t) => t.estado === estado).sort((a, b) => a.posicion - b.posicion);
      return { estado, total: items.length, items };
    }),
  });
  const move = (id: string, estado: TaskState): Task => {
    const moved = { ...(current.find((t) => t.id === id) as Task), estado, posicion: Math.min(0, ...current.map((t) => t.posicion)) - 1 };
    current = current.map((t) => (t.id === id ? moved : t));
    return moved;
  };
  return { board, move };
}

function renderBoard(mover: (id: string, estado: TaskState) => StubAnswer) {
  const server = serverBoard([
    task('t1', 'Pintar fachada', 'Inbox', 0),
    task('t2', 'Comprar cemento', 'Inbox', 1),
    task('t3', 'Revisar planos', 'En curso', 0),
  ]);
  const calls = stubApi({
    'GET /api/tareas/tablero': () => ({ status: 200, body: server.board() }),
    'GET /api/tareas/proyectos': { status: 200, body: { items: [], total: 0, page: 1, page_size: 100 } },
    'POST /api/tareas/t1/mover': ({ body }) => mover('t1', (body as { estado: TaskState }).estado),
  });
  renderInApp(<KanbanTab />, { path: '/tareas/dashboard' });
  return { calls, server };
}

const column = (estado: string) => screen.getByRole('region', { name: new RegExp(`^${estado}`) });
const titles = (estado: string) =>
  within(column(estado))
    .queryAllByRole('listitem')
    .map((card) => within(card).getAllByRole('button')[1]?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('KanbanTab', () => {
  it('draws the five columns in the spec order with their counts and cards in position order', async () => {
    renderBoard(() => ({ status: 500 }));
    await screen.findByRole('button', { name: 'Pintar fachada' }, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual([...TASK_STATES]);
    expect(within(column('Inbox')).getByLabelText('2 tareas')).toBeTruthy();
    expect(within(column('En curso')).getByLabelText('1 tarea')).toBeTruthy();
    expect(titles('Inbox')).toEqual(['Pintar fachada', 'Comprar cemento']);
    // Every card can be picked up from the keyboard (dnd-kit's keyboard sensor), and says how.
    expect(screen.getByRole('button', { name: 'Mover Pintar fachada' }).getAttribute('aria-roledescription')).toBe('sortable');
  });

  it('the status menu moves nothing on arrow keys; only an explicit choice moves the card, and it confirms', async () => {
    const { calls, server } = renderBoard((id, estado) => ({ status: 200, body: server.move(id, estado) }));
    const trigger = await screen.findByRole('button', { name: 'Estado de Pintar fachada: Inbox' }, { timeout: 5_000 });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu', { name: 'Estado de Pintar fachada: Inbox' });
    // The arrows walk the choices; nothing is sent and the card stays.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(titles('Inbox')).toEqual(['Pintar fachada', 'Comprar cemento']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Estado de Pintar fachada: Inbox' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Bloqueada' }));
    expect(titles('Bloqueada')).toEqual(['Pintar fachada']);
    expect(titles('Inbox')).toEqual(['Comprar cemento']);
    expect(calls).toContainEqual({ method: 'POST', path: '/api/tareas/t1/mover', body: { estado: 'Bloqueada', al_final: true } });
    expect(await screen.findByText(TASK_MESSAGES.updated, {}, { timeout: 5_000 })).toBeTruthy();
    // The board is read again and agrees with the server.
    await vi.waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/tareas/tablero'))).toHaveLength(2));
    expect(within(column('Bloqueada')).getByLabelText('1 tarea')).toBeTruthy();
  });

  it('a move to Hecha offers Deshacer, which puts the card back in its column and place', async () => {
    const { calls, server } = renderBoard((id, estado) => ({ status: 200, body: server.move(id, estado) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Estado de Pintar fachada: Inbox' }, { timeout: 5_000 }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Hecha' }));
    expect(titles('Hecha')).toEqual(['Pintar fachada']);
    const undo = await screen.findByRole('button', { name: TASK_MESSAGES.undo }, { timeout: 5_000 });
    expect(undo.closest('[data-sonner-toast]')?.textContent).toContain(TASK_MESSAGES.markedDone);
    // Sonner's pointer handlers need a real browser: a plain click, as a keyboard's Enter gives.
    fireEvent.click(undo);
    await vi.waitFor(() => expect(titles('Inbox')).toEqual(['Pintar fachada', 'Comprar cemento']));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { estado: 'Hecha', al_final: true },
        { estado: 'Inbox', antes_de: 't2' },
      ]),
    );
  });

  it('a refused move puts the card back where it was and says why', async () => {
    const refusal = { error: { code: 'CONFLICT', message: TASK_MESSAGES.anchorMoved } };
    renderBoard(() => ({ status: 409, body: refusal }));
    await userEvent.click(await screen.findByRole('button', { name: 'Estado de Pintar fachada: Inbox' }, { timeout: 5_000 }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Hecha' }));
    const message = await screen.findByText(TASK_MESSAGES.anchorMoved, {}, { timeout: 5_000 });
    expect(message.closest('[data-sonner-toast]')?.textContent).toContain(TASK_MESSAGES.updateFailed);
    await vi.waitFor(() => expect(titles('Inbox')).toEqual(['Pintar fachada', 'Comprar cemento']));
    expect(titles('Hecha')).toEqual([]);
  });

  it('Ver más loads the next page of a column in place until every card is shown', async () => {
    const many = Array.from({ length: 120 }, (_, i) => task(`m${i}`, `Tarea ${i + 1}`, 'Inbox', i));
    const page = (n: number) => many.slice((n - 1) * 50, n * 50);
    const calls = stubApi({
      'GET /api/tareas/tablero': {
        status: 200,
        body: { columnas: TASK_STATES.map((estado) => ({ estado, total: estado === 'Inbox' ? 120 : 0, items: estado === 'Inbox' ? page(1) : [] })) },
      },
      'GET /api/tareas/proyectos': { status: 200, body: { items: [], total: 0, page: 1, page_size: 100 } },
      'GET /api/tareas/tablero/columna': ({ path }) => {
        const n = Number(new URL(path, 'http://x').searchParams.get('page'));
        return { status: 200, body: { items: page(n), total: 120, page: n, page_size: 50 } };
      },
    });
    renderInApp(<KanbanTab />, { path: '/tareas/dashboard' });
    await screen.findByRole('button', { name: 'Tarea 1' }, { timeout: 5_000 });
    expect(within(column('Inbox')).getByText('Se muestran 50 de 120.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más tareas de Inbox' }));
    await within(column('Inbox')).findByText('Se muestran 100 de 120.', {}, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Ver más tareas de Inbox' }));
    await vi.waitFor(() => expect(titles('Inbox')).toHaveLength(120));
    expect(titles('Inbox')).toEqual(many.map((t) => t.titulo));
    expect(within(column('Inbox')).queryByRole('button', { name: /Ver más/ })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/api/tareas/tablero/columna')).map((c) => new URL(c.path, 'http://x').searchParams.get('page'))).toEqual([
      '2',
      '3',
    ]);
  });

  it('a column read to its end stays whole when a card moved into it pushes its last card onto a new page', async () => {
    const server = serverBoard([
      ...Array.from({ length: 100 }, (_, i) => task(`m${i}`, `Tarea ${i + 1}`, 'Inbox', i)),
      task('t1', 'Pintar fachada', 'En curso', 0),
    ]);
    const inbox = () => server.board().columnas[0] as Board['columnas'][number];
    const calls = stubApi({
      // The server's pages of 50: the board carries the first, the column route the rest.
      'GET /api/tareas/tablero': () => {
        const board = server.board();
        return { status: 200, body: { columnas: board.columnas.map((c) => ({ ...c, items: c.items.slice(0, 50) })) } };
      },
      'GET /api/tareas/proyectos': { status: 200, body: { items: [], total: 0, page: 1, page_size: 100 } },
      'GET /api/tareas/tablero/columna': ({ path }) => {
        const n = Number(new URL(path, 'http://x').searchParams.get('page'));
        return { status: 200, body: { items: inbox().items.slice((n - 1) * 50, n * 50), total: inbox().total, page: n, page_size: 50 } };
      },
      'POST /api/tareas/t1/mover': ({ body }) => ({ status: 200, body: server.move('t1', (body as { estado: TaskState }).estado) }),
    });
    renderInApp(<KanbanTab />, { path: '/tareas/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver más tareas de Inbox' }, { timeout: 5_000 }));
    await vi.waitFor(() => expect(titles('Inbox')).toHaveLength(100));
    expect(within(column('Inbox')).queryByRole('button', { name: /Ver más/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Estado de Pintar fachada: En curso' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Inbox' }));
    // Page 2 read again ends at Tarea 99: Tarea 100 is on page 3, which the column reads by itself.
    await vi.waitFor(() => expect(calls.filter((c) => c.path.includes('columna') && c.path.includes('page=3'))).toHaveLength(1));
    await vi.waitFor(() => expect(titles('Inbox')).toHaveLength(101));
    expect(titles('Inbox')).toEqual(['Pintar fachada', ...Array.from({ length: 100 }, (_, i) => `Tarea ${i + 1}`)]);
    expect(within(column('Inbox')).getByLabelText('101 tareas')).toBeTruthy();
    expect(within(column('Inbox')).queryByText(/Se muestran/)).toBeNull();
  });

  it("Nueva tarea opens a dialog with the public form's fields and rules, and posts to the staff route", async () => {
    const server = serverBoard([task('t1', 'Pintar fachada', 'Inbox', 0)]);
    const calls = stubApi({
      'GET /api/tareas/tablero': () => ({ status: 200, body: server.board() }),
      'GET /api/tareas/proyectos': { status: 200, body: { items: [], total: 0, page: 1, page_size: 100 } },
      'GET /api/tareas/proyectos-activos': { status: 200, body: [] },
      'POST /api/tareas/desde-panel': ({ body }) => ({ status: 201, body: { ...task('t9', (body as { titulo: string }).titulo, 'Inbox', -1) } }),
    });
    renderInApp(<KanbanTab />, { path: '/tareas/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva tarea' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva tarea' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear tarea' }));
    expect(await within(dialog).findByText(TASK_MESSAGES.tituloRequired)).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('titulo');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Título/), 'Revisar medianera');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Responsable/), 'Diego');
    await userEvent.type(within(dialog).getByLabelText(/Creada por/), 'Jefa de obra');
    fireEvent.change(within(dialog).getByLabelText(/Fecha límite/), { target: { value: '2030-05-02' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear tarea' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/tareas/desde-panel',
      body: expect.objectContaining({
        titulo: 'Revisar medianera',
        responsable_nombre: 'Diego',
        creada_por_nombre: 'Jefa de obra',
        fecha_limite: '2030-05-02',
        prioridad: 'P2',
      }),
    });
    expect(await screen.findByText(TASK_MESSAGES.created, {}, { timeout: 5_000 })).toBeTruthy();
  });
});
