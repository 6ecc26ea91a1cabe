import { hashKey, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestState } from '../../../domain/requests/lists.ts';
import { REQUEST_STATES } from '../../../domain/requests/lists.ts';
import { type Board, type BoardRequest, REQUEST_MESSAGES } from '../../../domain/requests/request.ts';
import { BOARD_STATES, isOverdue, STATE_COLUMN_TITLES } from '../../../domain/requests/transitions.ts';
import { createDrawingQueryClient } from '../../lib/query-client.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { boardRequest } from '../../test/board-request.ts';
import { renderInApp } from '../../test/render.tsx';
import { hydrateAsDrawn } from '../../test/server-drawn.tsx';
import { BOARD_QUERY_KEY } from './api.ts';
import { Component as CrmDashboardPage, handle } from './crm-dashboard-page.tsx';

const HOUR = 3_600_000;
const request = (id: string, codigo: string, estado: RequestState, hoursAgo: number): BoardRequest =>
  boardRequest({
    id,
    codigo_interno: codigo,
    estado,
    fecha_aprobacion: estado === 'pendiente' ? null : new Date(Date.now() - HOUR).toISOString(),
    fecha_visita: estado === 'pendiente' ? null : '2026-12-10',
    created_at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  });

/** The server's board: columns in order, the >48 h count of pending ones, its order and 48 h filter, and moves that change it. */
function serverBoard(requests: BoardRequest[]) {
  let current = requests;
  const board = (path: string): Board => {
    const query = new URLSearchParams(path.split('?')[1]);
    const late = query.get('demoradas') === '1';
    const newest = query.get('orden') === 'recientes';
    return {
      columnas: REQUEST_STATES.map((estado) => {
        const all = current.filter((r) => r.estado === estado);
        const items = all
          .filter((r) => !late || isOverdue(r))
          .sort((a, b) => (newest ? -1 : 1) * (new Date(a.created_at).getTime() - new Date(b.created_at).getTime()));
        return { estado, total: items.length, demoradas: all.filter((r) => isOverdue(r)).length, items };
      }),
    };
  };
  const move = (id: string, hacia: RequestState): BoardRequest => {
    const before = current.find((r) => r.id === id) as BoardRequest;
    const moved: BoardRequest = {
      ...before,
      estado: hacia,
      fecha_aprobacion: new Date().toISOString(),
      fecha_visita: '2026-12-10',
      ultimo_movimiento: { id: 'm1', estado_anterior: before.estado, estado: hacia, usuario: 'laura.crm', fecha: new Date().toISOString() },
    };
    current = current.map((r) => (r.id === id ? moved : r));
    return moved;
  };
  return { board, move };
}

const ME = {
  user: { id: 'u1', name: 'Laura', email: 'laura@x.ar', username: 'laura.crm', roles: ['crm'] },
  google: false,
  demo_accounts: false,
};
const OWNERS = [{ id: 'u1', nombre: 'laura.crm' }];

function renderBoard(transition: (id: string, hacia: RequestState) => StubAnswer, path = '/crm-dashboard') {
  const server = serverBoard([
    request('r1', 'SI-0101', 'pendiente', 72),
    request('r2', 'SI-0102', 'pendiente', 2),
    request('r3', 'SI-0103', 'aprobada', 30),
    request('r4', 'SI-0104', 'finalizada', 200),
  ]);
  const calls = stubApi({
    'GET /api/me': { status: 200, body: ME },
    'GET /api/solicitudes': ({ path }) => ({ status: 200, body: server.board(path) }),
    'GET /api/solicitudes/responsables': { status: 200, body: OWNERS },
    'POST /api/solicitudes/r2/transiciones': ({ body }) => transition('r2', (body as { hacia: RequestState }).hacia),
  });
  const { client } = renderInApp(<CrmDashboardPage />, { path });
  return { calls, server, client };
}

const column = (estado: RequestState) => screen.getByRole('region', { name: new RegExp(`^${STATE_COLUMN_TITLES[estado]}`) });
const codes = (estado: RequestState) =>
  within(column(estado))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.split(' · ')[0]);
const approve = (codigo: string) => screen.getByRole('button', { name: new RegExp(`^Aprobar y enviar confirmación: ${codigo}$`) });

afterEach(() => vi.unstubAllGlobals());

describe('CrmDashboardPage', () => {
  it('draws the four columns with their counts; a request pending for more than 48 h is flagged, on its card and its column', async () => {
    renderBoard(() => ({ status: 500 }));
    // The first render of a file also loads the staff shell's code: allow it time.
    await screen.findByRole('heading', { name: /SI-0101/ }, { timeout: 5_000 });
    expect(BOARD_STATES.map((estado) => within(column(estado)).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Pendientes :2 solicitudes',
      'Aprobadas :1 solicitud',
      'En ejecución :0 solicitudes',
      'Finalizadas :1 solicitud',
    ]);
    // Oldest first (ADR 125).
    expect(codes('pendiente')).toEqual(['SI-0101', 'SI-0102']);
    expect(within(column('pendiente')).getByRole('button', { name: /^1 con más de 48 h/ })).toBeTruthy();
    const flagged = (codigo: string) => within(screen.getByRole('listitem', { name: new RegExp(codigo) })).queryByText('Pendiente hace más de 48 h');
    expect(flagged('SI-0101')).toBeTruthy();
    expect(flagged('SI-0102')).toBeNull();
    expect(within(column('en_ejecucion')).getByText('No hay solicitudes en ejecución')).toBeTruthy();
  });

  it('approving posts the transition the person saw, opens WhatsApp and shows the card in its new column', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { calls, server } = renderBoard((id, hacia) => ({ status: 200, body: server.move(id, hacia) }));
    await screen.findByRole('heading', { name: /SI-0102/ });
    await userEvent.click(approve('SI-0102'));
    expect(calls).toContainEqual({ method: 'POST', path: '/api/solicitudes/r2/transiciones', body: { desde: 'pendiente', hacia: 'aprobada' } });
    expect(await screen.findByText(REQUEST_MESSAGES.approved, {}, { timeout: 5_000 })).toBeTruthy();
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/.*SI-0102/), '_blank', 'noopener,noreferrer');
    await vi.waitFor(() => expect(codes('aprobada')).toEqual(['SI-0103', 'SI-0102']));
    expect(codes('pendiente')).toEqual(['SI-0101']);
    // The focus follows the card into its new column, where its undo is offered.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-request-card')).toBe('r2'));
    expect(document.activeElement?.getAttribute('data-estado')).toBe('aprobada');
    expect(within(document.activeElement as HTMLElement).getByRole('button', { name: /^Deshacer/ })).toBeTruthy();
  });

  it('the sort control asks for the newest first; the 48 h badge filters the board to the late ones, and back', async () => {
    const { calls } = renderBoard(() => ({ status: 500 }));
    await screen.findByRole('heading', { name: /SI-0101/ }, { timeout: 5_000 });
    await userEvent.selectOptions(screen.getByLabelText('Orden'), 'recientes');
    await vi.waitFor(() => expect(codes('pendiente')).toEqual(['SI-0102', 'SI-0101']));
    expect(calls.some((c) => c.path.includes('orden=recientes'))).toBe(true);

    await userEvent.click(within(column('pendiente')).getByRole('button', { name: /^1 con más de 48 h/ }));
    await vi.waitFor(() => expect(codes('pendiente')).toEqual(['SI-0101']));
    const last = calls.filter((c) => c.path.startsWith('/api/solicitudes?')).at(-1)?.path ?? '';
    expect(last).toContain('demoradas=1');
    expect(last).toContain('orden=antiguas');
    expect(codes('aprobada')).toEqual([]);
    const pressed = within(column('pendiente')).getByRole('button', { name: /^1 con más de 48 h/ });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Ver todas' }));
    await vi.waitFor(() => expect(codes('pendiente')).toEqual(['SI-0101', 'SI-0102']));
  });

  it('rejecting asks for the reason and sends it; without one nothing is sent', async () => {
    const { calls, server } = renderBoard((id, hacia) => ({ status: 200, body: server.move(id, hacia) }));
    await screen.findByRole('heading', { name: /SI-0102/ }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar: SI-0102' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByText(REQUEST_MESSAGES.motivoRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Duplicada de SI-0101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/solicitudes/r2/transiciones',
        body: { desde: 'pendiente', hacia: 'rechazada', motivo: 'Duplicada de SI-0101' },
      }),
    );
  });

  it('each column has a skip link to the next one', async () => {
    renderBoard(() => ({ status: 500 }));
    await screen.findByRole('heading', { name: /SI-0101/ }, { timeout: 5_000 });
    const skip = within(column('pendiente')).getByRole('link', { name: 'Saltar a Aprobadas' });
    await userEvent.click(skip);
    await vi.waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Aprobadas/));
    expect(within(column('finalizada')).getByRole('link', { name: 'Saltar a Rechazadas y canceladas' })).toBeTruthy();
  });

  it('a move someone else made first is refused with the server’s reason, and the card stays', async () => {
    const { calls } = renderBoard(() => ({ status: 409, body: { error: { code: 'REQUEST_ALREADY_MOVED', message: 'Otra persona ya la movió a Aprobada.' } } }));
    await screen.findByRole('heading', { name: /SI-0102/ });
    await userEvent.click(approve('SI-0102'));
    const reason = await screen.findByText('Otra persona ya la movió a Aprobada.', {}, { timeout: 5_000 });
    expect(reason.closest('[data-sonner-toast]')?.textContent).toContain(REQUEST_MESSAGES.approveFailed);
    // The board is read again after the refusal.
    await vi.waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/solicitudes?'))).toHaveLength(2));
    expect(codes('pendiente')).toEqual(['SI-0101', 'SI-0102']);
  });

  it('its handle gives the server exactly what the board reads first, with the address’s request (ADR 146)', async () => {
    const { calls, client } = renderBoard(() => ({ status: 500 }), '/crm-dashboard?solicitud=r2');
    await screen.findByRole('heading', { name: /SI-0101/ }, { timeout: 5_000 });
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/solicitudes/responsables')).toBe(true));
    const drawn = handle.queries?.({}, new URLSearchParams('solicitud=r2')) ?? [];
    const read = calls.filter((c) => c.method === 'GET' && c.path !== '/api/me').map((c) => c.path);
    expect(drawn.map((q) => q.path).sort()).toEqual([...read].sort());
    expect(drawn[0]?.path).toContain('solicitud=r2');
    const cached = client
      .getQueryCache()
      .getAll()
      // Each card's activity is a query that waits until asked for (disabled): nothing read.
      .filter((q) => q.state.data !== undefined)
      .map((q) => q.queryHash)
      .filter((h) => h !== hashKey(SESSION_QUERY_KEY));
    expect(drawn.map((q) => hashKey(q.queryKey)).sort()).toEqual(cached.sort());
  });

  it('the page the server draws hydrates as it is an hour later: ages and the 48 h flag are told from each read of the board (ADR 146)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const readAt = new Date('2026-11-20T15:00:00.000Z');
      vi.setSystemTime(readAt);
      // Not yet 48 h old when the server read the board; past them when the browser hydrates.
      const server = serverBoard([request('r1', 'SI-0101', 'pendiente', 47.5), request('r3', 'SI-0103', 'aprobada', 30)]);
      const answer = (path: string) => (path === '/api/solicitudes/responsables' ? OWNERS : server.board(path));
      const page = (client: QueryClient) => (
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/crm-dashboard']}>
            <CrmDashboardPage />
          </MemoryRouter>
        </QueryClientProvider>
      );

      const onServer = createDrawingQueryClient();
      onServer.setQueryData(SESSION_QUERY_KEY, ME);
      const drawn = handle.queries?.({}, new URLSearchParams()) ?? [];
      for (const q of drawn) onServer.setQueryData(q.queryKey, answer(q.path ?? ''));
      const html = renderToString(page(onServer));
      expect(html).toContain('SI-0101');
      expect(html).not.toContain('Pendiente hace más de 48 h');

      vi.setSystemTime(readAt.getTime() + 3_600_000);
      stubApi({
        'GET /api/me': { status: 200, body: ME },
        'GET /api/solicitudes': ({ path }) => ({ status: 200, body: server.board(path) }),
        'GET /api/solicitudes/responsables': { status: 200, body: OWNERS },
      });
      const { inBrowser, unmount } = await hydrateAsDrawn(html, onServer, page);
      expect(screen.queryByText('Pendiente hace más de 48 h')).toBeNull();
      // The next read of the board (every 30 s) tells them from its own moment.
      await act(() => inBrowser.refetchQueries({ queryKey: BOARD_QUERY_KEY }));
      await vi.waitFor(() => expect(screen.getByText('Pendiente hace más de 48 h')).toBeTruthy());
      unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});
