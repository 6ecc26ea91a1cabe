import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BarrioBulkPreview } from '../../../domain/valuation-admin/barrio-bulk.ts';
import type { BarrioAdmin, LocalidadAdmin } from '../../../domain/valuation-admin/responses.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { Component as BarriosPage } from './barrios-page.tsx';

const CABA_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const LOCALIDADES: LocalidadAdmin[] = [
  { id: CABA_ID, nombre: 'CABA', activo: true, cantidad_barrios: 2 },
  { id: '7a2d3b4c-5e6f-4a71-8b8c-0d1e2f3a4b5c', nombre: 'Vicente López', activo: true, cantidad_barrios: 1 },
  { id: '8b3e4c5d-6f70-4b82-9c9d-1e2f3a4b5c6d', nombre: 'Tigre', activo: false, cantidad_barrios: 0 },
];
const barrio = (id: string, nombre: string, localidad: LocalidadAdmin, valor: number, activo = true): BarrioAdmin => ({
  id,
  nombre,
  localidad_id: localidad.id,
  localidad_nombre: localidad.nombre,
  valor_incidencia_usd_m2: valor,
  valor_actualizado_at: '2026-11-02T15:00:00.000Z',
  activo,
});
const [CABA, VICENTE_LOPEZ] = LOCALIDADES as [LocalidadAdmin, LocalidadAdmin];

/** The stubbed server's barrios: a PATCH, a POST or a bulk apply changes them, and the next list read shows it. */
let barrios: BarrioAdmin[] = [];
const byId = (id: string) => barrios.find((b) => b.id === id) as BarrioAdmin;

function renderPage({ create, preview }: { create?: (body: unknown) => StubAnswer; preview?: (texto: string) => BarrioBulkPreview } = {}) {
  barrios = [barrio('b1', 'Palermo', CABA, 850.5), barrio('b2', 'Núñez', CABA, 1250), barrio('b3', 'Florida', VICENTE_LOPEZ, 480, false)];
  const calls = stubApi({
    'GET /api/admin/barrios': () => ({ status: 200, body: barrios }),
    'GET /api/admin/localidades': { status: 200, body: LOCALIDADES },
    'GET /api/admin/barrios/b1/historial': {
      status: 200,
      body: [
        { valor_incidencia_usd_m2: 850.5, created_at: '2026-11-02T15:00:00.000Z' },
        { valor_incidencia_usd_m2: 790, created_at: '2026-06-10T15:00:00.000Z' },
      ],
    },
    'GET /api/admin/barrios/b2/historial': { status: 200, body: [] },
    'PATCH /api/admin/barrios/b1': ({ body }) => patch('b1', body),
    'PATCH /api/admin/barrios/b2': ({ body }) => patch('b2', body),
    'PATCH /api/admin/barrios/b3': ({ body }) => patch('b3', body),
    'POST /api/admin/barrios': ({ body }) => (create ? create(body) : { status: 500 }),
    'POST /api/admin/barrios/valores/vista-previa': ({ body }) => ({ status: 200, body: preview?.((body as { texto: string }).texto) }),
    'POST /api/admin/barrios/valores': ({ body }) => {
      const result = preview?.((body as { texto: string }).texto) as BarrioBulkPreview;
      for (const fila of result.filas) if (fila.estado === 'cambia') byId(fila.barrio_id).valor_incidencia_usd_m2 = fila.nuevo;
      return { status: 200, body: result };
    },
  });
  renderInApp(<BarriosPage />, { path: '/admin/barrios' });
  return calls;
}
function patch(id: string, body: unknown): StubAnswer {
  Object.assign(byId(id), body);
  return { status: 200, body: byId(id) };
}
const sent = (calls: Array<{ method: string; path: string; body: unknown }>, method: string) =>
  calls.filter((c) => c.method === method).map(({ path, body }) => ({ path, body }));
const row = (table: HTMLElement, name: string) => within(table).getByRole('cell', { name }).closest('tr') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('BarriosPage', () => {
  it('lists each barrio with its value as stored (cents kept) and its state; the locality filter narrows the list', async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Barrios' }, { timeout: 5_000 });
    expect(within(row(table, 'Palermo')).getByText(/^US\$\s?850,50$/)).toBeTruthy();
    expect(within(row(table, 'Núñez')).getByText(/^US\$\s?1\.250$/)).toBeTruthy();
    expect(within(row(table, 'Florida')).getByText('Inactivo')).toBeTruthy();
    expect(within(row(table, 'Palermo')).getByText('02/11/2026')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por localidad' }), 'Vicente López');
    expect(within(table).queryByRole('cell', { name: 'Palermo' })).toBeNull();
    expect(within(table).getByRole('cell', { name: 'Florida' })).toBeTruthy();
    // A new barrio goes only into an active locality.
    const options = within(screen.getByRole('combobox', { name: /^Localidad/ })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Elegí una localidad', 'CABA', 'Vicente López']);
  });

  it('edits a value typed the Argentine way: «850,5» is sent as 850.5 (never 8505) and the list shows it', async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    const table = await screen.findByRole('table', { name: 'Barrios' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Cambiar valor de Palermo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Valor de Palermo' });
    // The stored value is shown as it is typed here, with its decimal comma, and its history below.
    expect((within(dialog).getByRole('textbox', { name: /^Nuevo valor USD\/m²/ }) as HTMLInputElement).value).toBe('850,5');
    const history = await within(dialog).findByRole('list');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s/g, ' ')),
    ).toEqual([expect.stringMatching(/02\/11\/2026 \d\d:\d\dUS\$ 850,50$/), expect.stringMatching(/10\/06\/2026 \d\d:\d\dUS\$ 790$/)]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Cambiar valor de Núñez' }));
    dialog = await screen.findByRole('dialog', { name: 'Valor de Núñez' });
    const input = within(dialog).getByRole('textbox', { name: /^Nuevo valor USD\/m²/ }) as HTMLInputElement;
    expect(input.value).toBe('1.250');
    await user.clear(input);
    await user.type(input, '850,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar valor' }));
    await vi.waitFor(() => expect(sent(calls, 'PATCH')).toEqual([{ path: '/api/admin/barrios/b2', body: { valor_incidencia_usd_m2: 850.5 } }]));
    expect(await screen.findByText('Valor actualizado')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(within(row(table, 'Núñez')).getByText(/^US\$\s?850,50$/)).toBeTruthy());
  });

  it('refuses, in Spanish, a value it cannot read or out of range, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    await screen.findByRole('table', { name: 'Barrios' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Cambiar valor de Palermo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valor de Palermo' });
    const input = within(dialog).getByRole('textbox', { name: /^Nuevo valor USD\/m²/ });
    const refused = async (typed: string, message: string) => {
      await user.clear(input);
      if (typed) await user.type(input, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Guardar valor' }));
      await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(message));
    };
    await refused('', 'Completá todos los campos');
    await refused('1,250', '«1,250» puede ser 1,25 o 1.250: escribí 1.250 si son miles.');
    await refused('150', 'El valor debe estar entre 200 y 1700');
    await refused('1.800', 'El valor debe estar entre 200 y 1700');
    await refused('8a5', 'No entendemos «8a5» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls, 'PATCH')).toEqual([]);
  });

  it('creates a barrio with its value read the Argentine way; a duplicate name is said under the name, then a new one is added', async () => {
    const user = userEvent.setup();
    const calls = renderPage({
      create: (body) => {
        const { nombre, localidad_id, valor_incidencia_usd_m2 } = body as { nombre: string; localidad_id: string; valor_incidencia_usd_m2: number };
        if (nombre === 'Palermo')
          return { status: 409, body: { error: { code: 'DUPLICATE', message: 'Ya existe un barrio con ese nombre en esa localidad', field: 'nombre' } } };
        const created = barrio('b9', nombre, localidad_id === CABA_ID ? CABA : VICENTE_LOPEZ, valor_incidencia_usd_m2);
        barrios.push(created);
        return { status: 201, body: created };
      },
    });
    const table = await screen.findByRole('table', { name: 'Barrios' }, { timeout: 5_000 });
    const name = screen.getByRole('textbox', { name: /^Nombre del barrio/ }) as HTMLInputElement;
    const value = screen.getByRole('textbox', { name: /^Valor USD\/m²/ }) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Agregar barrio' }));
    expect(screen.getAllByText('Completá todos los campos')).toHaveLength(3);
    expect(sent(calls, 'POST')).toEqual([]);

    await user.type(name, 'Palermo');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Localidad/ }), 'CABA');
    await user.type(value, '1100,5');
    // The field says what it understood.
    expect(screen.getByText('= 1.100,5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agregar barrio' }));
    expect(await screen.findByText('Ya existe un barrio con ese nombre en esa localidad')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.clear(name);
    await user.type(name, 'Belgrano');
    await user.click(screen.getByRole('button', { name: 'Agregar barrio' }));
    expect(await screen.findByText('Barrio creado')).toBeTruthy();
    expect(sent(calls, 'POST').map((c) => c.body)).toEqual([
      { nombre: 'Palermo', localidad_id: CABA_ID, valor_incidencia_usd_m2: 1100.5 },
      { nombre: 'Belgrano', localidad_id: CABA_ID, valor_incidencia_usd_m2: 1100.5 },
    ]);
    // Ready for the next one of the same locality.
    await vi.waitFor(() => expect(name.value).toBe(''));
    expect((screen.getByRole('combobox', { name: /^Localidad/ }) as HTMLSelectElement).value).toBe(CABA_ID);
    expect((screen.getByRole('textbox', { name: /^Valor USD\/m²/ }) as HTMLInputElement).value).toBe('');
    expect(await within(table).findByRole('cell', { name: 'Belgrano' })).toBeTruthy();
  });

  it('the switch activates an inactive barrio', async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    const table = await screen.findByRole('table', { name: 'Barrios' }, { timeout: 5_000 });
    const toggle = screen.getByRole('switch', { name: 'Activo: Florida (Vicente López)' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await vi.waitFor(() => expect(sent(calls, 'PATCH')).toEqual([{ path: '/api/admin/barrios/b3', body: { activo: true } }]));
    expect(await screen.findByText('Barrio activado')).toBeTruthy();
    await vi.waitFor(() => expect(within(row(table, 'Florida')).getByText('Activo')).toBeTruthy());
  });
});

describe('BarrioBulkDialog (from the page)', () => {
  const PALERMO_900 = { linea: 1, estado: 'cambia', barrio_id: 'b1', barrio: 'Palermo', localidad: 'CABA', anterior: 850.5, nuevo: 900 } as const;
  /** What the server reads in each of the two tables this test pastes. */
  const preview = (texto: string): BarrioBulkPreview =>
    texto.includes('Belgano')
      ? {
          filas: [
            PALERMO_900,
            { linea: 2, estado: 'igual', barrio_id: 'b2', barrio: 'Núñez', localidad: 'CABA', anterior: 1250, nuevo: 1250 },
            { linea: 3, estado: 'rechazada', texto: 'Belgano;700', motivo: 'No encontramos el barrio «Belgano»' },
          ],
          cambios: 1,
          rechazadas: 1,
        }
      : {
          filas: [PALERMO_900, { linea: 2, estado: 'cambia', barrio_id: 'b2', barrio: 'Núñez', localidad: 'CABA', anterior: 1250, nuevo: 1300.5 }],
          cambios: 2,
          rechazadas: 0,
        };

  it('nothing pasted is refused; the preview shows old → new and the refused line with its reason, and nothing applies until it is fixed', async () => {
    const user = userEvent.setup();
    const calls = renderPage({ preview });
    const table = await screen.findByRole('table', { name: 'Barrios' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Actualizar valores en bloque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actualizar valores en bloque' });
    await user.click(within(dialog).getByRole('button', { name: 'Ver cambios' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Pegá la tabla de valores (barrio y valor por línea)');
    expect(sent(calls, 'POST')).toEqual([]);

    const textarea = within(dialog).getByRole('textbox', { name: /^Tabla de valores/ });
    await user.click(textarea);
    await user.paste('Palermo;900\nNúñez;1.250\nBelgano;700');
    await user.click(within(dialog).getByRole('button', { name: 'Ver cambios' }));
    const changes = await within(dialog).findByRole('table', { name: 'Cambios de la tabla' });
    expect(sent(calls, 'POST')).toEqual([{ path: '/api/admin/barrios/valores/vista-previa', body: { texto: 'Palermo;900\nNúñez;1.250\nBelgano;700' } }]);
    const [, first, second, third] = within(changes).getAllByRole('row') as HTMLElement[];
    expect(first?.textContent?.replace(/\s/g, ' ')).toBe('Línea 1Palermo (CABA)US$ 850,5 → US$ 900Cambia');
    expect(second?.textContent?.replace(/\s/g, ' ')).toBe('Línea 2Núñez (CABA)US$ 1.250 → US$ 1.250Sin cambio');
    expect(third?.textContent).toBe('Línea 3Belgano;700No encontramos el barrio «Belgano»Rechazada');
    expect(within(dialog).getByRole('status').textContent).toBe('1 cambio · 1 línea rechazada: corregilas para aplicar');
    expect((within(dialog).getByRole('button', { name: 'Aplicar 1 cambio' }) as HTMLButtonElement).disabled).toBe(true);

    // The preview belongs to the text it read: a corrected text asks for a new one.
    await user.clear(textarea);
    await user.paste('Palermo;900\nNúñez;1.300,5');
    expect(within(dialog).queryByRole('table', { name: 'Cambios de la tabla' })).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Aplicar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Ver cambios' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('2 cambios');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar 2 cambios' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'POST').at(-1)).toEqual({ path: '/api/admin/barrios/valores', body: { texto: 'Palermo;900\nNúñez;1.300,5' } });
    expect(await screen.findByText('Se actualizaron 2 barrios')).toBeTruthy();
    await vi.waitFor(() => expect(within(row(table, 'Núñez')).getByText(/^US\$\s?1\.300,50$/)).toBeTruthy());
    expect(within(row(table, 'Palermo')).getByText(/^US\$\s?900$/)).toBeTruthy();
  });
});
