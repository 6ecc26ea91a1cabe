import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_STATES, type RequestState } from '../../../domain/requests/lists.ts';
import { alreadyMovedMessage, type BoardRequest, REQUEST_MESSAGES } from '../../../domain/requests/request.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { boardRequest } from '../../test/board-request.ts';
import { renderInApp } from '../../test/render.tsx';
import { Component as CrmDashboardPage } from './crm-dashboard-page.tsx';
import { ReasonDialog, WorkDialog } from './request-dialogs.tsx';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const request = (id: string, codigo: string, estado: RequestState, fecha_visita: string | null): BoardRequest =>
  boardRequest({
    id,
    codigo_interno: codigo,
    estado,
    fecha_aprobacion: estado === 'pendiente' ? null : NOW.toISOString(),
    fecha_visita,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
const PENDING = request('r1', 'SI-0101', 'pendiente', null);
const APPROVED = request('r3', 'SI-0103', 'aprobada', '2026-11-30');

function renderDialog(dialog: 'reason' | 'work', props: { request: BoardRequest; to?: 'rechazada' | 'cancelada'; busy?: boolean }) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const { request: r, to = 'rechazada', busy = false } = props;
  renderInApp(
    dialog === 'reason' ? (
      <ReasonDialog request={r} to={to} busy={busy} onConfirm={onConfirm} onClose={onClose} />
    ) : (
      <WorkDialog request={r} now={NOW} busy={busy} onConfirm={onConfirm} onClose={onClose} />
    ),
  );
  return { onConfirm, onClose, dialog: within(screen.getByRole('dialog')) };
}

/** The board over a stubbed server holding SI-0101 (pending) and SI-0103 (approved); `answer` replies to SI-0103's move or «Crear obra». */
function renderBoard(answer: (body: unknown) => StubAnswer) {
  let current = [PENDING, APPROVED];
  const calls = stubApi({
    'GET /api/me': {
      status: 200,
      body: { user: { id: 'u1', name: 'Laura', email: 'laura@x.ar', username: 'laura.crm', roles: ['crm'] }, google: false, demo_accounts: false },
    },
    'GET /api/solicitudes': () => ({
      status: 200,
      body: {
        columnas: REQUEST_STATES.map((estado) => {
          const items = current.filter((r) => r.estado === estado);
          return { estado, total: items.length, demoradas: 0, items };
        }),
      },
    }),
    'GET /api/solicitudes/responsables': { status: 200, body: [] },
    'POST /api/solicitudes/r3/transiciones': ({ body }) => {
      const reply = answer(body);
      if (reply.status === 200) current = current.map((r) => (r.id === 'r3' ? (reply.body as BoardRequest) : r));
      return reply;
    },
    'POST /api/solicitudes/r3/obra': ({ body }) => answer(body),
  });
  renderInApp(<CrmDashboardPage />, { path: '/crm-dashboard' });
  return calls;
}
const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === 'POST');
const toastOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 5_000 })).closest('[data-sonner-toast]')?.textContent;

/** Waits for an answer and its render: generous, as a loaded CI machine may be slow. */
const PATIENT = { timeout: 5_000 };

afterEach(() => vi.unstubAllGlobals());

describe('ReasonDialog', () => {
  it('names the request, where it is and where it goes; without a reason (blanks are none) it says so and confirms nothing', async () => {
    const { dialog, onConfirm } = renderDialog('reason', { request: PENDING });
    expect(screen.getByRole('dialog', { name: 'Rechazar SI-0101' })).toBeTruthy();
    expect(dialog.getByText('Torre Maipú 900 · Pintura. Ahora está pendiente; queda rechazada con el motivo que escribas.')).toBeTruthy();
    const reason = dialog.getByRole('textbox', { name: 'Motivo' });
    await userEvent.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(dialog.getByText(REQUEST_MESSAGES.motivoRequired)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toBe(dialog.getByText(REQUEST_MESSAGES.motivoRequired).id);
    await userEvent.type(reason, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms the reason trimmed; «Volver» closes without confirming', async () => {
    const { dialog, onConfirm, onClose } = renderDialog('reason', { request: APPROVED, to: 'cancelada' });
    expect(screen.getByRole('dialog', { name: 'Cancelar solicitud SI-0103' })).toBeTruthy();
    expect(dialog.getByText(/Ahora está aprobada; queda cancelada con el motivo que escribas\.$/)).toBeTruthy();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motivo' }), '  El cliente vendió la unidad  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar solicitud' }));
    expect(onConfirm.mock.calls).toEqual([['El cliente vendió la unidad']]);
    await userEvent.click(dialog.getByRole('button', { name: 'Volver' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('WorkDialog', () => {
  it('names the project and its visit; without a person it says so; with one it confirms that person', async () => {
    const { dialog, onConfirm } = renderDialog('work', { request: APPROVED });
    expect(screen.getByRole('dialog', { name: 'Crear obra de SI-0103' })).toBeTruthy();
    expect(dialog.getByText('Se crea el proyecto «SI-0103 · Torre Maipú 900» en Tareas, con la tarea «Visita» el lunes 30 de noviembre.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Crear obra' }));
    expect(dialog.getByText(REQUEST_MESSAGES.obraResponsableRequired)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Quién hace la visita' }), 'Diego');
    await userEvent.click(dialog.getByRole('button', { name: 'Crear obra' }));
    expect(onConfirm.mock.calls).toEqual([['Diego']]);
  });

  it('a request without its visit day asks for it first', () => {
    const { dialog } = renderDialog('work', { request: { ...APPROVED, fecha_visita: null } });
    expect(dialog.getByText(REQUEST_MESSAGES.obraNeedsVisit)).toBeTruthy();
  });
});

describe('the dialogs on the CRM board', () => {
  it('cancelling sends the state seen with the reason; a 409 keeps the dialog and the reason, and says where the request is now', async () => {
    let refused = true;
    const calls = renderBoard((body) =>
      refused
        ? { status: 409, body: { error: { code: 'REQUEST_ALREADY_MOVED', message: alreadyMovedMessage('en_ejecucion') } } }
        : { status: 200, body: { ...APPROVED, estado: 'cancelada', motivo: (body as { motivo: string }).motivo } },
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Cancelar solicitud ?: SI-0103$/ }, { timeout: 5_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar solicitud SI-0103' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Sin presupuesto');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar solicitud' }));
    expect(await toastOf(alreadyMovedMessage('en_ejecucion'))).toContain(REQUEST_MESSAGES.moveFailed);
    expect((dialog.getByRole('textbox', { name: 'Motivo' }) as HTMLTextAreaElement).value).toBe('Sin presupuesto');
    // The board is read again after the refusal.
    await vi.waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/solicitudes?'))).toHaveLength(2), PATIENT);

    refused = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar solicitud' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PATIENT);
    expect(posts(calls).map((c) => c.body)).toEqual([
      { desde: 'aprobada', hacia: 'cancelada', motivo: 'Sin presupuesto' },
      { desde: 'aprobada', hacia: 'cancelada', motivo: 'Sin presupuesto' },
    ]);
    expect(await toastOf('SI-0103. Podés deshacerlo durante 10 minutos.')).toContain('Solicitud cancelada');
    // The card now sits, with its reason, in the closed list the board opens.
    const card = within(await screen.findByRole('listitem', { name: /SI-0103/ }, { timeout: 5_000 }));
    await vi.waitFor(() => expect(card.getByText('Sin presupuesto')).toBeTruthy(), PATIENT);
    expect(screen.getByText('Rechazadas y canceladas (1)')).toBeTruthy();
  });

  it('«Crear obra» sends the person chosen; a refusal keeps the dialog open with the server’s reason', async () => {
    let refused = true;
    const calls = renderBoard((body) =>
      refused
        ? { status: 409, body: { error: { code: 'CONFLICT', message: REQUEST_MESSAGES.obraExists } } }
        : { status: 200, body: { ...APPROVED, proyecto: { id: 'p1', nombre: 'SI-0103 · Torre Maipú 900' }, ...(body as object) } },
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Crear obra ?: SI-0103$/ }, { timeout: 5_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear obra de SI-0103' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Quién hace la visita' }), 'Diego');
    await userEvent.click(dialog.getByRole('button', { name: 'Crear obra' }));
    expect(await toastOf(REQUEST_MESSAGES.obraExists)).toContain('No se pudo crear la obra');
    expect(screen.getByRole('dialog', { name: 'Crear obra de SI-0103' })).toBeTruthy();

    refused = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Crear obra' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PATIENT);
    expect(await toastOf('SI-0103 · Torre Maipú 900: visita con Diego.')).toContain(REQUEST_MESSAGES.obraCreated);
    expect(posts(calls)).toEqual([
      { method: 'POST', path: '/api/solicitudes/r3/obra', body: { responsable_nombre: 'Diego' } },
      { method: 'POST', path: '/api/solicitudes/r3/obra', body: { responsable_nombre: 'Diego' } },
    ]);
  });
});
