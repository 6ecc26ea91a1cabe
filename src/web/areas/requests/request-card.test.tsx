import { DndContext } from '@dnd-kit/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry, BoardRequest, Owner } from '../../../domain/requests/request.ts';
import { stubApi } from '../../test/api-stub.ts';
import { boardRequest } from '../../test/board-request.ts';
import { renderInApp } from '../../test/render.tsx';
import { RequestCard } from './request-card.tsx';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const HOUR = 3_600_000;
const LAURA: Owner = { id: '0b7f6c1e-6a4e-4c56-9d0e-2f1a3b4c5d6e', nombre: 'laura.crm' };
const MARTIN: Owner = { id: '1c8a7d2f-7b5f-4d67-8e1f-3a2b4c5d6e7f', nombre: 'martin.crm' };
const entry = (id: string, e: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  tipo: 'movimiento',
  estado_anterior: null,
  estado: null,
  texto: null,
  deshecho: false,
  usuario: 'laura.crm',
  fecha: '2026-11-19T13:00:00.000Z',
  ...e,
});
const PENDING: BoardRequest = boardRequest({
  id: 'r1',
  codigo_interno: 'SI-0101',
  estado: 'pendiente',
  dias_estimados: 1,
  created_at: new Date(NOW.getTime() - 72 * HOUR).toISOString(),
  actividad: [entry('a0', { usuario: null })],
  actividad_total: 1,
});
const APPROVED: BoardRequest = {
  ...PENDING,
  id: 'r2',
  codigo_interno: 'SI-0102',
  dias_estimados: 3,
  comentarios: 'Traer escalera larga',
  estado: 'aprobada',
  fecha_aprobacion: new Date(NOW.getTime() - HOUR).toISOString(),
  fecha_visita: '2026-11-30',
  responsable: LAURA,
  created_at: new Date(NOW.getTime() - 5 * HOUR).toISOString(),
  actividad: [
    entry('a3', { estado_anterior: 'pendiente', estado: 'aprobada' }),
    entry('a2', { tipo: 'nota', texto: 'Llamé a Ana, confirma' }),
    entry('a1', { estado_anterior: 'aprobada', estado: 'pendiente', deshecho: true }),
  ],
  actividad_total: 4,
  ultimo_movimiento: { id: 'mv1', estado_anterior: 'pendiente', estado: 'aprobada', usuario: 'laura.crm', fecha: NOW.toISOString() },
};

function renderCard(
  request: BoardRequest,
  routes: Parameters<typeof stubApi>[0] = {},
  { owners }: { owners: Owner[] | undefined } = { owners: [LAURA, MARTIN] },
) {
  const calls = stubApi(routes);
  const handlers = { onMove: vi.fn(), onClose: vi.fn(), onUndo: vi.fn(), onCreateWork: vi.fn() };
  renderInApp(
    <DndContext>
      <ul>
        <RequestCard request={request} now={NOW} busy={false} owners={owners} {...handlers} />
      </ul>
    </DndContext>,
  );
  return { calls, ...handlers, card: within(screen.getByRole('listitem', { name: new RegExp(request.codigo_interno) })) };
}
const sent = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method !== 'GET');
const error = (message: string) => ({ status: 409, body: { error: { code: 'CONFLICT', message } } });

/** Waits for an answer and its render: generous, as a loaded CI machine may be slow. */
const PATIENT = { timeout: 5_000 };

afterEach(() => vi.unstubAllGlobals());

describe('RequestCard', () => {
  it('a pending request shows its age, the 48 h flag and how to call; it offers approve, reject and cancel, each handing over itself', async () => {
    const { card, onMove, onClose, onCreateWork } = renderCard(PENDING);
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('SI-0101 · Torre Maipú 900');
    expect(card.getByText('Pintura · 1 día')).toBeTruthy();
    expect(card.getByText('Pendiente hace más de 48 h')).toBeTruthy();
    expect(card.getByText('(hace 3 días)')).toBeTruthy();
    expect(card.getByRole('link', { name: '+54 9 11 5555-0101' }).getAttribute('href')).toBe('tel:1155550101');
    expect(card.getByText('Sin comentarios')).toBeTruthy();
    expect(card.queryByText('Visita')).toBeNull();
    expect(card.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(card.queryByRole('button', { name: /Crear obra/ })).toBeNull();

    await userEvent.click(card.getByRole('button', { name: /^Aprobar y enviar confirmación ?: SI-0101$/ }));
    await userEvent.click(card.getByRole('button', { name: /^Rechazar ?: SI-0101$/ }));
    await userEvent.click(card.getByRole('button', { name: /^Cancelar solicitud ?: SI-0101$/ }));
    expect(onMove).toHaveBeenCalledWith(PENDING);
    expect(onClose.mock.calls).toEqual([
      [PENDING, 'rechazada'],
      [PENDING, 'cancelada'],
    ]);
    expect(onCreateWork).not.toHaveBeenCalled();
  });

  it('an approved one shows its visit with the WhatsApp to confirm it, «Crear obra», only «Cancelar» to close it, and the undo of its last move', async () => {
    const { card, onMove, onUndo, onCreateWork } = renderCard(APPROVED);
    expect(card.queryByText('Pendiente hace más de 48 h')).toBeNull();
    expect(card.getByText('lunes 30 de noviembre')).toBeTruthy();
    expect(card.getByText('Traer escalera larga')).toBeTruthy();
    const whatsapp = card.getByRole('link', { name: /^Confirmar visita por WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5491155550101\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('Te proponemos hacer la visita el lunes 30 de noviembre.');
    expect(card.queryByRole('button', { name: /^Rechazar/ })).toBeNull();
    expect(card.getByRole('button', { name: /^Cancelar solicitud ?: SI-0102$/ })).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: /^Iniciar ejecución ?: SI-0102$/ }));
    await userEvent.click(card.getByRole('button', { name: /^Crear obra ?: SI-0102$/ }));
    await userEvent.click(card.getByRole('button', { name: /^Deshacer ?el paso de pendiente a aprobada de SI-0102$/ }));
    expect([onMove.mock.calls, onCreateWork.mock.calls, onUndo.mock.calls]).toEqual([[[APPROVED]], [[APPROVED]], [[APPROVED]]]);
  });

  it('choosing an owner sends their id, «Sin responsable» sends null, and a refusal is told with the server’s reason', async () => {
    let answer = { status: 200, body: APPROVED } as { status: number; body: unknown };
    const { calls, card } = renderCard(APPROVED, { 'PUT /api/solicitudes/r2/responsable': () => answer });
    const owner = card.getByRole('combobox', { name: 'Responsable' }) as HTMLSelectElement;
    expect(owner.value).toBe(LAURA.id);
    expect([...owner.options].map((o) => o.text)).toEqual(['Sin responsable', 'laura.crm', 'martin.crm']);
    await userEvent.selectOptions(owner, 'martin.crm');
    await vi.waitFor(() => expect(owner.disabled).toBe(false), PATIENT);
    await userEvent.selectOptions(owner, 'Sin responsable');
    await vi.waitFor(() => expect(sent(calls).map((c) => c.body)).toEqual([{ responsable_id: MARTIN.id }, { responsable_id: null }]), PATIENT);
    expect(sent(calls).every((c) => c.method === 'PUT' && c.path === '/api/solicitudes/r2/responsable')).toBe(true);

    answer = error('Esa cuenta ya no tiene acceso al CRM.');
    await vi.waitFor(() => expect(owner.disabled).toBe(false), PATIENT);
    await userEvent.selectOptions(owner, 'martin.crm');
    const reason = await screen.findByText('Esa cuenta ya no tiene acceso al CRM.', {}, { timeout: 5_000 });
    expect(reason.closest('[data-sonner-toast]')?.textContent).toContain('No se pudo asignar la solicitud');
    // The select still shows the owner the request has.
    expect(owner.value).toBe(LAURA.id);
  });

  it('the owner a request has stays listed while the accounts load', () => {
    const { card } = renderCard(APPROVED, {}, { owners: undefined });
    const owner = card.getByRole('combobox', { name: 'Responsable' }) as HTMLSelectElement;
    expect([...owner.options].map((o) => o.text)).toEqual(['Sin responsable', 'laura.crm']);
    expect(owner.value).toBe(LAURA.id);
  });

  it('the visit day is changed in place and sent as a day; a refused one keeps the form and says why', async () => {
    let answer = error('La fecha de visita se guarda en solicitudes aprobadas o en ejecución.') as { status: number; body: unknown };
    const { calls, card } = renderCard(APPROVED, { 'PUT /api/solicitudes/r2/visita': () => answer });
    await userEvent.click(card.getByRole('button', { name: /^Cambiar ?la fecha de visita de SI-0102$/ }));
    const day = card.getByLabelText('Fecha de visita') as HTMLInputElement;
    expect(day.value).toBe('2026-11-30');
    fireEvent.change(day, { target: { value: '2026-12-04' } });
    await userEvent.click(card.getByRole('button', { name: 'Guardar' }));
    const reason = await screen.findByText('La fecha de visita se guarda en solicitudes aprobadas o en ejecución.', {}, { timeout: 5_000 });
    expect(reason.closest('[data-sonner-toast]')?.textContent).toContain('No se pudo guardar la fecha de visita');
    expect(card.getByLabelText('Fecha de visita')).toBe(day);

    answer = { status: 200, body: { ...APPROVED, fecha_visita: '2026-12-04' } };
    await userEvent.click(card.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('viernes 4 de diciembre', {}, { timeout: 5_000 })).toBeTruthy();
    expect(sent(calls)).toEqual([
      { method: 'PUT', path: '/api/solicitudes/r2/visita', body: { fecha_visita: '2026-12-04' } },
      { method: 'PUT', path: '/api/solicitudes/r2/visita', body: { fecha_visita: '2026-12-04' } },
    ]);
    await vi.waitFor(() => expect(card.queryByLabelText('Fecha de visita')).toBeNull(), PATIENT);

    // «Cancelar» leaves the form without sending anything.
    await userEvent.click(card.getByRole('button', { name: /^Cambiar/ }));
    await userEvent.click(card.getByRole('button', { name: 'Cancelar' }));
    expect(card.queryByLabelText('Fecha de visita')).toBeNull();
    expect(sent(calls)).toHaveLength(2);
  });

  it('the activity reads as sentences, newest first; a note is sent and cleared; «Ver más actividad» brings the rest once', async () => {
    const older = entry('a0', { usuario: null, fecha: '2026-11-18T13:00:00.000Z' });
    const { calls, card } = renderCard(APPROVED, {
      'GET /api/solicitudes/r2/actividad': { status: 200, body: { items: [...APPROVED.actividad, older], total: 4, page: 1, page_size: 20 } },
      'POST /api/solicitudes/r2/notas': { status: 200, body: APPROVED },
    });
    await userEvent.click(card.getByText('Actividad y notas (4)'));
    const lines = () => card.getAllByRole('listitem').map((li) => li.textContent?.split(' · ').slice(1).join(' · '));
    await vi.waitFor(
      () =>
        expect(lines()).toEqual(['Pendiente → Aprobada por laura.crm', 'laura.crm: Llamé a Ana, confirma', 'Deshecho (Aprobada → Pendiente) por laura.crm']),
      PATIENT,
    );

    const add = card.getByRole('button', { name: 'Agregar nota' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const note = card.getByRole('textbox', { name: /^Nota/ }) as HTMLTextAreaElement;
    await userEvent.type(note, 'Pide presupuesto aparte');
    await userEvent.click(add);
    await vi.waitFor(() => expect(note.value).toBe(''), PATIENT);
    expect(sent(calls)).toEqual([{ method: 'POST', path: '/api/solicitudes/r2/notas', body: { texto: 'Pide presupuesto aparte' } }]);

    await userEvent.click(card.getByRole('button', { name: 'Ver más actividad (1)' }));
    await vi.waitFor(() => expect(lines()).toHaveLength(4), PATIENT);
    expect(lines()[3]).toBe('Recibida por el formulario');
    expect(card.queryByRole('button', { name: /^Ver más actividad/ })).toBeNull();
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toEqual(['/api/solicitudes/r2/actividad?page=1&page_size=20']);
  });
});
