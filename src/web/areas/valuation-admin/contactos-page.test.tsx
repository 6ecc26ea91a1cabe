import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_MESSAGES, type LeadActivityEntry, type LeadPipeline } from '../../../domain/leads/pipeline.ts';
import type { PersonHistory } from '../../../domain/personal-data/person.ts';
import type { ContactoValuacion } from '../../../domain/valuation-admin/responses.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { Toaster } from '../../ui/toast.tsx';
import { Component as ContactosPage } from './contactos-page.tsx';

const LAURA = { id: '0b7f6c1e-6a4e-4c56-9d0e-2f1a3b4c5d6e', nombre: 'laura.admin' };
const pipeline = (p: Partial<LeadPipeline> = {}): LeadPipeline => ({
  estado: 'nuevo',
  motivo: null,
  responsable: null,
  proximo_seguimiento: null,
  seguimiento_vencido: false,
  ...p,
});
const contacto = (id: string, nombre: string, seguimiento: LeadPipeline): ContactoValuacion => ({
  id,
  nombre,
  email: `${id}@example.com`,
  telefono: '11 4444-5555',
  comentario: null,
  origen: 'analista',
  consulta_id: null,
  consentimiento: null,
  zona: null,
  seguimiento,
  created_at: '2026-11-20T13:00:00.000Z',
});
const ANA = contacto('c1', 'Ana Pérez', pipeline({ estado: 'contactado', responsable: LAURA, proximo_seguimiento: '2026-11-25', seguimiento_vencido: true }));
const BETO = contacto('c2', 'Beto Ruiz', pipeline({ estado: 'perdido', motivo: 'Vendió con otra inmobiliaria' }));
const NOTE: LeadActivityEntry = {
  id: 'a1',
  tipo: 'nota',
  estado_anterior: null,
  estado: null,
  texto: 'Llamé, pide tasación presencial',
  usuario_nombre: 'laura.admin',
  created_at: '2026-11-21T15:00:00.000Z',
};
const HISTORY: PersonHistory = {
  items: [
    { fecha: '2026-10-01T12:00:00.000Z', origen: 'Correo', texto: 'Tu valuación de Palermo', consulta_id: null },
    { fecha: '2026-11-20T13:00:00.000Z', origen: 'Contacto de la tasación', texto: 'Quiere vender', consulta_id: 'q1' },
  ],
  total: 2,
};

/** The admin's list over a stubbed API; `leads` is read on every list request (a test may change it between two). */
function renderPage(
  update: (body: unknown) => StubAnswer,
  {
    leads = () => [ANA, BETO],
    activity = () => [NOTE],
    url = '/admin/contactos',
  }: { leads?: () => ContactoValuacion[]; activity?: () => LeadActivityEntry[]; url?: string } = {},
) {
  const calls = stubApi({
    'GET /api/admin/contactos': ({ path }) => {
      const query = new URLSearchParams(path.split('?')[1]);
      const items = leads().filter((c) => !query.get('estado') || query.get('estado') === c.seguimiento.estado);
      return { status: 200, body: { items, total: items.length, page: 1, page_size: 20 } };
    },
    'GET /api/admin/contactos/responsables': { status: 200, body: [LAURA] },
    'GET /api/admin/contactos/barrios-pedidos': { status: 200, body: { items: [], lugares: 0, pedidos: 0 } },
    'GET /api/admin/contactos/c1/actividad': ({ path }) => {
      const page = Number(new URLSearchParams(path.split('?')[1]).get('page'));
      const all = activity();
      return { status: 200, body: { items: all.slice((page - 1) * 10, page * 10), total: all.length, page, page_size: 10 } };
    },
    'POST /api/admin/contactos/c1/notas': ({ body }) => {
      notes.unshift({ ...NOTE, id: `n${notes.length}`, texto: (body as { texto: string }).texto });
      return { status: 200, body: { items: notes.slice(0, 10), total: notes.length, page: 1, page_size: 10 } };
    },
    'GET /api/admin/contactos/c1/historial': { status: 200, body: HISTORY },
    'PATCH /api/admin/contactos/c1/seguimiento': ({ body }) => update(body),
  });
  const router = createMemoryRouter([{ path: '/admin/contactos', Component: ContactosPage }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, router };
}

// jsdom drops the space before the sr-only part of a name (browsers keep it).
const followUpButton = (name: string) => within(card(name)).getByRole('button', { name: new RegExp(`^Seguimiento ?de ${name}$`) });
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
const patches = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'PATCH');

async function openFollowUp(name: string) {
  await screen.findByRole('heading', { level: 2, name }, { timeout: 5_000 });
  await userEvent.click(followUpButton(name));
  return screen.findByRole('dialog', { name: `Seguimiento de ${name}` });
}

/** The stubbed server's activity of Ana, newest first (notes posted in a test land on top). */
const notes: LeadActivityEntry[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  notes.splice(0, notes.length);
});

describe('ContactosPage: the lead pipeline', () => {
  it('shows each lead’s state, owner, follow-up (flagged when due) and lost reason; the filters live in the address and the count says them', async () => {
    const { calls, router } = renderPage(() => ({ status: 500 }));
    await screen.findByRole('heading', { level: 2, name: 'Ana Pérez' }, { timeout: 5_000 });
    const ana = within(card('Ana Pérez'));
    expect(ana.getByText('Contactado')).toBeTruthy();
    expect(ana.getByText('laura.admin')).toBeTruthy();
    expect(ana.getByText('25/11/2026')).toBeTruthy();
    expect(ana.getByText('Vencido')).toBeTruthy();
    expect(within(card('Beto Ruiz')).getByText('Vendió con otra inmobiliaria')).toBeTruthy();
    expect(screen.getByText('2 contactos del sitio de valuación, el más reciente primero.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'perdido');
    expect(router.state.location.search).toBe('?estado=perdido');
    await vi.waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Ana Pérez' })).toBeNull());
    expect(calls.some((c) => c.path === '/api/admin/contactos?estado=perdido&page=1&page_size=20')).toBe(true);
    expect(screen.getByText('1 contacto perdido del sitio de valuación, el más reciente primero.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Descargar CSV/ }).getAttribute('href')).toBe('/api/admin/contactos/csv?estado=perdido');

    await userEvent.click(screen.getByRole('button', { name: 'Seguimientos vencidos' }));
    expect(router.state.location.search).toBe('?estado=perdido&seguimiento=vencido');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(router.state.location.search).toBe('');
    await screen.findByRole('heading', { level: 2, name: 'Ana Pérez' });
  });

  it('choosing «Perdido» without a reason says so and sends nothing', async () => {
    const { calls } = renderPage(() => ({ status: 200, body: pipeline() }));
    const dialog = await openFollowUp('Ana Pérez');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Perdido' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText(LEAD_MESSAGES.reasonRequired)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Motivo de la pérdida/ }));
    expect(patches(calls)).toHaveLength(0);
    // Nothing changed at all: said, not sent either.
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Contactado ?\(actual\)$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText(LEAD_MESSAGES.nothingToChange)).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
  });

  it('a move someone else made first shows the server’s message, reads the list again, and a retry names the state now seen', async () => {
    // Someone moved Ana to «En negociación» after the list was read.
    let ana = ANA;
    const { calls } = renderPage(
      (body) =>
        (body as { desde: string }).desde === ana.seguimiento.estado
          ? { status: 200, body: pipeline({ ...ana.seguimiento, estado: 'ganado', seguimiento_vencido: false }) }
          : { status: 409, body: { error: { code: 'LEAD_STATE_CHANGED', message: LEAD_MESSAGES.staleState, field: 'estado' } } },
      { leads: () => [ana, BETO] },
    );
    const dialog = await openFollowUp('Ana Pérez');
    ana = { ...ANA, seguimiento: { ...ANA.seguimiento, estado: 'en_negociacion' } };
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ganado' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(LEAD_MESSAGES.staleState);
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/admin/contactos?'))).toHaveLength(2));
    expect(await within(dialog).findByText(/Ahora está «En negociación»/)).toBeTruthy();
    expect(screen.queryByText('Ana Pérez: Ganado.')).toBeNull();
    // The choice is kept; saving again names the state shown now.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() =>
      expect(patches(calls).map((c) => c.body)).toEqual([
        { desde: 'contactado', estado: 'ganado' },
        { desde: 'en_negociacion', estado: 'ganado' },
      ]),
    );
    expect(await screen.findByText('Ana Pérez: Ganado.')).toBeTruthy();
  });

  it('a note is added to the activity; «Ver más» brings the older lines below', async () => {
    const older = Array.from(
      { length: 10 },
      (_, i): LeadActivityEntry => ({
        id: `s${i}`,
        tipo: 'seguimiento',
        estado_anterior: null,
        estado: null,
        texto: `2026-10-${String(10 + i).padStart(2, '0')}`,
        usuario_nombre: 'laura.admin',
        created_at: '2026-10-01T12:00:00.000Z',
      }),
    );
    notes.splice(0, notes.length, NOTE, ...older);
    const { calls } = renderPage(() => ({ status: 500 }), { activity: () => notes });
    const dialog = await openFollowUp('Ana Pérez');
    await within(dialog).findByText('Llamé, pide tasación presencial');
    expect(within(dialog).getByText('Mostrando 10 de 11')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar nota' }));
    expect(within(dialog).getByText(LEAD_MESSAGES.noteRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nota/ }), 'Mandé el informe por WhatsApp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar nota' }));
    expect(await within(dialog).findByText('Mandé el informe por WhatsApp')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', path: '/api/admin/contactos/c1/notas', body: { texto: 'Mandé el informe por WhatsApp' } });
    expect((within(dialog).getByRole('textbox', { name: /^Nota/ }) as HTMLTextAreaElement).value).toBe('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver más' }));
    await vi.waitFor(() => expect(within(within(dialog).getByRole('list', { name: 'Actividad' })).getAllByRole('listitem')).toHaveLength(12));
    expect(within(dialog).getByText('Próximo seguimiento: 19/10/2026')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('12 líneas de actividad');
  });

  it('saving sends the state the person saw with the change, and the focus goes back to the card’s button', async () => {
    const { calls } = renderPage(() => ({ status: 200, body: pipeline({ estado: 'en_negociacion', responsable: null, proximo_seguimiento: '2026-11-25' }) }));
    const dialog = await openFollowUp('Ana Pérez');
    // The activity and the person's history, newest first, with the link to the valuation.
    expect(await within(dialog).findByText('Llamé, pide tasación presencial')).toBeTruthy();
    const traces = within(await within(dialog).findByRole('list', { name: 'Historial de la persona' })).getAllByRole('listitem');
    expect(traces.map((t) => within(t).getAllByText(/./)[0]?.textContent)).toEqual(['Contacto de la tasación', 'Correo']);
    expect(
      within(traces[0] as HTMLElement)
        .getByRole('link', { name: /Ver la consulta/ })
        .getAttribute('href'),
    ).toBe('/resultado/q1');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'En negociación' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Responsable' }), 'Sin responsable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() =>
      expect(patches(calls)).toEqual([
        { method: 'PATCH', path: '/api/admin/contactos/c1/seguimiento', body: { desde: 'contactado', estado: 'en_negociacion', responsable_id: null } },
      ]),
    );
    // (sonner keeps the toasts of earlier tests: the description tells this one apart.)
    expect(await screen.findByText('Ana Pérez: En negociación.')).toBeTruthy();
    // The footer's «Cerrar» (the corner's × has the same name).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1) as HTMLElement);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(followUpButton('Ana Pérez'));
  });
});
