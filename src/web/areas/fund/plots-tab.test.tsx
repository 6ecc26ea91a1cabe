import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plot, PlotFields } from '../../../domain/fund/land.ts';
import { changesSent } from '../../test/api-changes.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { alertTexts } from '../../test/form-alerts.ts';
import { plotFixture } from '../../test/fund-fixture.ts';
import { renderInApp } from '../../test/render.tsx';
import { PlotsTab } from './plots-tab.tsx';

const plot = (id: string, orden: number, titulo: string, extra: Partial<Plot> = {}): Plot => plotFixture({ id, orden, titulo, ...extra });

/** The stubbed server's plots, by orden: every change lands here and the next read shows it. */
let plots: Plot[] = [];
const byId = (id: string) => plots.find((p) => p.id === id) as Plot;
const sorted = () => [...plots].sort((a, b) => a.orden - b.orden);

/** Renders the tab on the stubbed server and waits for its list: `user` drives it, `calls` are its requests. */
async function renderTab() {
  const user = userEvent.setup();
  plots = [plot('p1', 1, 'Lote Cabildo'), plot('p2', 2, 'Lote Tigre', { activo: false, estado: 'Prospección', valor_terreno: 480_000 })];
  const patch = (id: string, body: unknown): StubAnswer => {
    const { orden } = body as { orden?: number };
    if (orden !== undefined) for (const other of plots.filter((p) => p.orden === orden)) other.orden = byId(id).orden;
    Object.assign(byId(id), body);
    return { status: 200, body: byId(id) };
  };
  const calls = stubApi({
    'GET /api/fondo/terrenos': () => ({ status: 200, body: sorted() }),
    'PATCH /api/fondo/terrenos/p1': ({ body }) => patch('p1', body),
    'PATCH /api/fondo/terrenos/p2': ({ body }) => patch('p2', body),
    'PUT /api/fondo/terrenos/p1': ({ body }) => patch('p1', body),
    'POST /api/fondo/terrenos': ({ body }) => {
      const created = plot('p3', plots.length + 1, '', body as Partial<Plot>);
      plots.push(created);
      return { status: 201, body: created };
    },
    'DELETE /api/fondo/terrenos/p2': () => {
      plots = plots.filter((p) => p.id !== 'p2');
      return { status: 204 };
    },
  });
  renderInApp(<PlotsTab />, { path: '/parcela-admin/dashboard' });
  await screen.findByRole('list', { name: 'Terrenos por orden' }, { timeout: 5_000 });
  return { user, calls };
}
const card = (titulo: string) => screen.getByRole('heading', { level: 3, name: titulo }).closest('li') as HTMLElement;
const titles = () =>
  within(screen.getByRole('list', { name: 'Terrenos por orden' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('PlotsTab', () => {
  it('shows the plots by orden with their figures; moving one down sends its new position, says it and keeps the focus', async () => {
    const { user, calls } = await renderTab();
    expect(screen.getByRole('heading', { level: 2, name: 'Terrenos (2)' })).toBeTruthy();
    expect(titles()).toEqual(['Lote Cabildo', 'Lote Tigre']);
    const cabildo = within(card('Lote Cabildo'));
    expect(cabildo.getByText(/^US\$\s?1\.250\.000$/)).toBeTruthy();
    expect(cabildo.getByText('1.200,5 m²')).toBeTruthy();
    expect((cabildo.getByRole('progressbar', { name: 'Inversión completada' }) as HTMLProgressElement).value).toBe(36);
    // The ends cannot move further.
    expect((cabildo.getByRole('button', { name: 'Subir Lote Cabildo' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(card('Lote Tigre')).getByRole('button', { name: 'Bajar Lote Tigre' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(cabildo.getByRole('button', { name: 'Bajar Lote Cabildo' }));
    await vi.waitFor(() => expect(titles()).toEqual(['Lote Tigre', 'Lote Cabildo']));
    expect(changesSent(calls)).toEqual([{ method: 'PATCH', path: '/api/fondo/terrenos/p1', body: { orden: 2 } }]);
    expect(screen.getByText('Lote Cabildo: posición 2 de 2.')).toBeTruthy();
    // At the end now: its «Bajar» is off, so the focus lands on its «Subir».
    await vi.waitFor(() => expect(document.activeElement).toBe(within(card('Lote Cabildo')).getByRole('button', { name: 'Subir Lote Cabildo' })));
  });

  it('the switch shows a hidden plot on /terrenos', async () => {
    const { user, calls } = await renderTab();
    const visible = within(card('Lote Tigre')).getByRole('switch', { name: 'Visible en /terrenos' });
    expect(visible.getAttribute('aria-checked')).toBe('false');
    await user.click(visible);
    await vi.waitFor(() => expect(within(card('Lote Tigre')).getByRole('switch', { name: 'Visible en /terrenos' }).getAttribute('aria-checked')).toBe('true'));
    expect(changesSent(calls)).toEqual([{ method: 'PATCH', path: '/api/fondo/terrenos/p2', body: { activo: true } }]);
  });

  it('deleting asks first: Cancelar keeps the plot, Eliminar removes it', async () => {
    const { user, calls } = await renderTab();
    const deleteButton = () => within(card('Lote Tigre')).getByRole('button', { name: /^Eliminar ?Lote Tigre$/ });
    await user.click(deleteButton());
    let confirm = await screen.findByRole('alertdialog', { name: '¿Estás seguro de eliminar este terreno?' });
    expect(within(confirm).getByText('Se elimina “Lote Tigre” y su imagen. No se puede deshacer.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changesSent(calls)).toEqual([]);

    await user.click(deleteButton());
    confirm = await screen.findByRole('alertdialog', { name: '¿Estás seguro de eliminar este terreno?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Eliminado exitosamente')).toBeTruthy();
    await vi.waitFor(() => expect(titles()).toEqual(['Lote Cabildo']));
    expect(changesSent(calls)).toEqual([{ method: 'DELETE', path: '/api/fondo/terrenos/p2', body: undefined }]);
  });

  it('a new plot: amounts and percentages typed the Argentine way are sent as numbers; wrong ones are refused in Spanish', async () => {
    const { user, calls } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Nuevo Terreno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Terreno' }, { timeout: 5_000 });
    // A new plot starts at zero.
    expect(field(dialog, /^Valor del terreno/).value).toBe('0');
    const percent = field(dialog, /^Inversión completa/);
    const investors = field(dialog, /^Cantidad de inversores/);
    for (const [input, typed] of [
      [percent, '120'],
      [investors, '3,5'],
    ] as const) {
      await user.clear(input);
      await user.type(input, typed);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() =>
      expect(alertTexts(dialog)).toEqual([
        'El título es obligatorio',
        'La ubicación es obligatoria',
        'El porcentaje debe estar entre 0 y 100',
        'Leímos «3,5» como 3,5, con decimales: escribí un número entero, por ejemplo 1.250.',
      ]),
    );
    expect(changesSent(calls)).toEqual([]);

    await user.type(field(dialog, /^Título/), 'Lote Núñez');
    await user.type(field(dialog, /^Ubicación/), 'Av. del Libertador 7000');
    const typed: Array<[RegExp, string]> = [
      [/^Valor del terreno/, '1.250.000'],
      [/^Inversión total necesaria/, 'US$ 2.400.000,50'],
      [/^Inversión completa/, '35,25'],
      [/^Cantidad de inversores/, '12'],
      [/^M² vendibles/, '1200,5'],
    ];
    for (const [label, text] of typed) {
      await user.clear(field(dialog, label));
      await user.type(field(dialog, label), text);
    }
    // The field says what it read when the text does not already say it.
    expect(within(dialog).getByText('= 1.200,5 m²')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Estado/ }), 'En negociación');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changesSent(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/fondo/terrenos',
        body: {
          titulo: 'Lote Núñez',
          ubicacion: 'Av. del Libertador 7000',
          valor_terreno: 1_250_000,
          inversion_total_necesaria: 2_400_000.5,
          porcentaje_inversion_completa: 35.25,
          cantidad_inversores: 12,
          m2_vendibles: 1200.5,
          estado: 'En negociación',
          descripcion: null,
          activo: true,
        } satisfies PlotFields,
      },
    ]);
    expect(await screen.findByText('Guardado exitosamente')).toBeTruthy();
    await vi.waitFor(() => expect(titles()).toEqual(['Lote Cabildo', 'Lote Tigre', 'Lote Núñez']));
  });

  it('editing shows the stored figures as they are typed here and sends every field back', async () => {
    const { user, calls } = await renderTab();
    await user.click(within(card('Lote Cabildo')).getByRole('button', { name: /^Editar ?Lote Cabildo$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar terreno' }, { timeout: 5_000 });
    expect(
      [/^Valor del terreno/, /^Inversión total necesaria/, /^Inversión completa/, /^Cantidad de inversores/, /^M² vendibles/].map(
        (l) => field(dialog, l).value,
      ),
    ).toEqual(['1.250.000', '3.000.000', '35,5', '12', '1.200,5']);

    await user.clear(field(dialog, /^Inversión completa/));
    await user.type(field(dialog, /^Inversión completa/), '40,75');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Visible en /terrenos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changesSent(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/fondo/terrenos/p1',
        body: {
          titulo: 'Lote Cabildo',
          ubicacion: 'Ubicación de Lote Cabildo',
          valor_terreno: 1_250_000,
          inversion_total_necesaria: 3_000_000,
          porcentaje_inversion_completa: 40.75,
          cantidad_inversores: 12,
          m2_vendibles: 1200.5,
          estado: 'Aprobado',
          descripcion: null,
          activo: false,
        },
      },
    ]);
    await vi.waitFor(() =>
      expect((within(card('Lote Cabildo')).getByRole('progressbar', { name: 'Inversión completada' }) as HTMLProgressElement).value).toBe(41),
    );
    expect(within(card('Lote Cabildo')).getByRole('switch', { name: 'Visible en /terrenos' }).getAttribute('aria-checked')).toBe('false');
  });
});
