import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buenosAiresMonth, type MonthTotals, type Movement } from '../../../domain/tasks/cash.ts';
import { CASH_MESSAGES } from '../../../domain/tasks/messages.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { projectFixture } from '../../test/project-fixture.ts';
import { renderInApp } from '../../test/render.tsx';
import { SAMPLE_MOVEMENT } from './movement-sample.test-helper.ts';
import { Component as MovementsTab } from './movements-tab.tsx';

const THAMES = projectFixture({ id: '5f0c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50', nombre: 'Thames 1200' });
/** An egreso of $ 350.000 at a manual rate of 1.400 (US$ 250). */
const CEMENTO = SAMPLE_MOVEMENT;
const ANTICIPO: Movement = {
  ...SAMPLE_MOVEMENT,
  id: 'm2',
  tipo: 'ingreso',
  monto: 1250.5,
  moneda: 'USD',
  concepto: 'Anticipo',
  quien: 'Belén',
  obra: THAMES.nombre,
  proyecto_id: THAMES.id,
  sucursal: 'Vicente López',
  categoria: null,
  cotizacion_tipo: null,
  cotizacion_valor: null,
  cotizacion_fecha: null,
  usd_equivalente: 1250.5,
  saldo: 1250.5,
};
const ARENA: Movement = {
  ...SAMPLE_MOVEMENT,
  id: 'm3',
  monto: 80000,
  concepto: 'Arena',
  cotizacion_tipo: null,
  cotizacion_valor: null,
  cotizacion_fecha: null,
  usd_equivalente: null,
  anulado: true,
  motivo_anulacion: 'Cargado dos veces',
  tiene_comprobante: true,
};
const TOTALS: MonthTotals = {
  mes: '2026-11',
  USD: { ingresos: 1250.5, egresos: 0, saldo: 1250.5 },
  ARS: { ingresos: 0, egresos: 350000, saldo: -350000 },
  ARS_en_USD: { ingresos: 0, egresos: 250, saldo: -250, sin_cotizacion: 1 },
  anulados: 1,
};
const page = (items: Movement[], n = 1, total = items.length) => ({ items, total, page: n, page_size: 100 });

/** The cash log's server: the list filtered by tipo, moneda and obra as the real one does, and the month's totals; a void changes the list. */
function renderTab(
  path: string,
  { movements = [ANTICIPO, CEMENTO, ARENA], routes = {} }: { movements?: Movement[]; routes?: Parameters<typeof stubApi>[0] } = {},
) {
  let current = movements;
  const calls = stubApi({
    'GET /api/tareas/movimientos': ({ path: url }) => {
      const q = new URLSearchParams(url.split('?')[1]);
      const items = current.filter(
        (m) =>
          (!q.get('tipo') || m.tipo === q.get('tipo')) &&
          (!q.get('moneda') || m.moneda === q.get('moneda')) &&
          (!q.get('obra') || m.proyecto_id === q.get('obra')),
      );
      return { status: 200, body: page(items) };
    },
    'GET /api/tareas/movimientos/totales': { status: 200, body: TOTALS },
    'GET /api/tareas/proyectos': { status: 200, body: { items: [THAMES], total: 1, page: 1, page_size: 100 } },
    'GET /api/tareas/movimientos/categorias': { status: 200, body: { categorias: ['Materiales', 'Otros'] } },
    'GET /api/cotizaciones': { status: 200, body: { fuente_configurada: false, items: [] } },
    'POST /api/tareas/movimientos/m1/anular': ({ body }) => {
      current = current.map((m) => (m.id === 'm1' ? { ...m, anulado: true, motivo_anulacion: (body as { motivo: string }).motivo } : m));
      return { status: 200, body: current.find((m) => m.id === 'm1') };
    },
    ...routes,
  });
  renderInApp(<MovementsTab />, { path });
  return { calls, gets: (prefix: string) => calls.filter((c) => c.method === 'GET' && c.path.startsWith(prefix)).map((c) => c.path) };
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();
/** A currency card's lines as shown: [Ingresos, …], [Egresos, …], [Saldo, …]. */
const totalsOf = (title: string) => {
  const card = screen.getByRole('heading', { level: 3, name: title }).parentElement as HTMLElement;
  const values = within(card).getAllByRole('definition');
  return within(card)
    .getAllByRole('term')
    .map((term, i) => [text(term), text(values[i])]);
};
/** The ledger's rows, each with the concepto its «Concepto» cell starts with. */
const rows = () =>
  within(screen.getByRole('table', { name: 'Movimientos' }))
    .getAllByRole('row')
    .slice(1)
    .map((el) => ({ el, concepto: text(within(el).getAllByRole('cell')[3]?.firstElementChild?.firstElementChild) }));
const concepts = () => rows().map((r) => r.concepto);
const row = (concepto: string) => rows().find((r) => r.concepto === concepto)?.el as HTMLElement;
const totalsHeading = () => text(screen.getByRole('heading', { level: 2, name: /^Totales de/ }));

/** Waits for an answer and its render: generous, as a loaded CI machine may be slow. */
const PATIENT = { timeout: 5_000 };

afterEach(() => vi.unstubAllGlobals());

describe('MovementsTab', () => {
  it('shows the month’s totals per currency, never added together, and each movement with its rate, its balance and its void', async () => {
    const { gets } = renderTab('/tareas/dashboard/movimientos?mes=2026-11');
    await screen.findByRole('table', { name: 'Movimientos' }, { timeout: 5_000 });
    expect(totalsHeading()).toBe('Totales de noviembre de 2026');
    await vi.waitFor(() => expect(totalsOf('Dólares (USD)')[0]).toEqual(['Ingresos', 'US$ 1.250,50']), PATIENT);
    expect(totalsOf('Dólares (USD)')).toEqual([
      ['Ingresos', 'US$ 1.250,50'],
      ['Egresos', 'US$ 0,00'],
      ['Saldo', 'US$ 1.250,50'],
    ]);
    expect(totalsOf('Pesos (ARS)')).toEqual([
      ['Ingresos', '$ 0,00'],
      ['Egresos', '$ 350.000,00'],
      ['Saldo', '-$ 350.000,00'],
    ]);
    expect(screen.getByText(/^En dólares a la cotización de cada movimiento/).textContent?.replace(/\s/g, ' ')).toContain(
      'ingresos US$ 0,00, egresos US$ 250,00, saldo -US$ 250,00; 1 sin cotización.',
    );
    expect(screen.getByText('Un movimiento anulado no cuenta en estos totales.')).toBeTruthy();

    expect(concepts()).toEqual(['Anticipo', 'Cemento', 'Arena']);
    const cemento = within(row('Cemento'));
    expect(cemento.getByText('Egreso')).toBeTruthy();
    expect(text(cemento.getByText(/^\$.350\.000,00$/))).toBe('$ 350.000,00');
    expect(text(cemento.getByText(/^≈/))).toBe('≈ US$ 250,00');
    expect(cemento.getByText('(Manual 1.400)')).toBeTruthy();
    expect(cemento.getByText('Materiales')).toBeTruthy();
    expect(cemento.getByRole('button', { name: /^Adjuntar comprobante ?de Cemento$/ })).toBeTruthy();
    const anticipo = within(row('Anticipo'));
    expect(anticipo.getByText('Ingreso')).toBeTruthy();
    expect(anticipo.getByText('Thames 1200')).toBeTruthy();
    expect(anticipo.getByText('Vicente López')).toBeTruthy();
    // A voided movement stays listed with its reason; its receipt can be read, nothing can be changed.
    const arena = within(row('Arena'));
    expect(arena.getByText('Anulado')).toBeTruthy();
    expect(arena.getByText('Anulado: Cargado dos veces')).toBeTruthy();
    expect(arena.getByText('sin cotización')).toBeTruthy();
    expect(arena.getByRole('link', { name: /^Ver comprobante ?de Arena$/ }).getAttribute('href')).toBe('/api/tareas/movimientos/m3/comprobante');
    expect(arena.queryByRole('button', { name: /Editar|Anular/ })).toBeNull();

    expect(screen.getByText('Mostrando 3 de 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe('/api/tareas/movimientos/csv?mes=2026-11');
    expect(gets('/api/tareas/movimientos?')).toEqual(['/api/tareas/movimientos?mes=2026-11&page=1&page_size=100']);
    expect(gets('/api/tareas/movimientos/totales')).toEqual(['/api/tareas/movimientos/totales?mes=2026-11']);
  });

  it('the tipo filter narrows the list and the CSV but not the totals; the obra filter names the obra over its totals', async () => {
    const { gets } = renderTab('/tareas/dashboard/movimientos?mes=2026-11');
    await screen.findByRole('table', { name: 'Movimientos' }, { timeout: 5_000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'egreso');
    await vi.waitFor(() => expect(concepts()).toEqual(['Cemento', 'Arena']), PATIENT);
    expect(gets('/api/tareas/movimientos?').at(-1)).toBe('/api/tareas/movimientos?mes=2026-11&tipo=egreso&page=1&page_size=100');
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe('/api/tareas/movimientos/csv?mes=2026-11&tipo=egreso');
    expect(gets('/api/tareas/movimientos/totales')).toEqual(['/api/tareas/movimientos/totales?mes=2026-11']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Obra' }), 'Thames 1200');
    // No egreso of that obra: the empty state speaks of the filters, and offers no new movement of its own.
    expect(await screen.findByText('No hay movimientos con esos filtros', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Probá con otro mes, tipo, moneda u obra.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Nuevo movimiento' })).toHaveLength(1);
    expect(totalsHeading()).toBe('Totales de noviembre de 2026 en Thames 1200');
    expect(gets('/api/tareas/movimientos/totales').at(-1)).toBe(`/api/tareas/movimientos/totales?mes=2026-11&obra=${THAMES.id}`);
  });

  it('filters typed by hand that the server would refuse are left out; with no movement at all it invites the first one', async () => {
    const { gets } = renderTab('/tareas/dashboard/movimientos?mes=2026-13&tipo=x&moneda=EUR', { movements: [] });
    expect(await screen.findByText('Todavía no hay movimientos', {}, { timeout: 5_000 })).toBeTruthy();
    expect(gets('/api/tareas/movimientos?')).toEqual(['/api/tareas/movimientos?page=1&page_size=100']);
    // The totals are the current month's.
    expect(gets('/api/tareas/movimientos/totales')).toEqual([`/api/tareas/movimientos/totales?mes=${buenosAiresMonth(new Date())}`]);
    const buttons = screen.getAllByRole('button', { name: 'Nuevo movimiento' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Registrar ingreso' })).toBeTruthy();
  });

  it('when the list and the totals cannot be read it says so, and each «Reintentar» reads its part again', async () => {
    let down = true;
    const failing = (body: unknown): StubAnswer => (down ? { status: 503, body: { error: { code: 'INTERNAL', message: 'x' } } } : { status: 200, body });
    const { gets } = renderTab('/tareas/dashboard/movimientos?mes=2026-11', {
      routes: {
        'GET /api/tareas/movimientos': () => failing(page([CEMENTO])),
        'GET /api/tareas/movimientos/totales': () => failing(TOTALS),
      },
    });
    // One automatic retry (a second later) before the error shows.
    const listError = await screen.findByText(CASH_MESSAGES.loadFailed, {}, { timeout: 5_000 });
    expect(listError.closest('[role="alert"]')).toBeTruthy();
    expect(await screen.findByText('No se pudieron cargar los totales.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(totalsOf('Pesos (ARS)').map(([, value]) => value)).toEqual(['—', '—', '—']);
    expect(gets('/api/tareas/movimientos?')).toHaveLength(2);

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Movimientos' }, { timeout: 5_000 })).toBeTruthy();
    expect(concepts()).toEqual(['Cemento']);
    expect(totalsOf('Pesos (ARS)')[1]).toEqual(['Egresos', '—']);
    await userEvent.click(screen.getByRole('button', { name: /^Reintentar ?los totales$/ }));
    await vi.waitFor(() => expect(totalsOf('Pesos (ARS)')[1]).toEqual(['Egresos', '$ 350.000,00']), PATIENT);
    expect(screen.queryByText('No se pudieron cargar los totales.')).toBeNull();
  });

  it('voiding asks for the reason, sends it, and the movement stays listed, struck through with it', async () => {
    const { calls } = renderTab('/tareas/dashboard/movimientos?mes=2026-11');
    await screen.findByRole('table', { name: 'Movimientos' }, { timeout: 5_000 });
    await userEvent.click(within(row('Cemento')).getByRole('button', { name: /^Anular ?Cemento$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular movimiento' });
    expect(text(dialog)).toContain('Egreso de $ 350.000,00 «Cemento».');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await within(dialog).findByText(CASH_MESSAGES.motivoRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Era de otra obra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PATIENT);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/tareas/movimientos/m1/anular', body: { motivo: 'Era de otra obra' } },
    ]);
    expect(await screen.findByText(CASH_MESSAGES.voided, {}, { timeout: 5_000 })).toBeTruthy();
    // The list is read again: the row keeps its place, with the reason and without its actions.
    expect(await within(row('Cemento')).findByText('Anulado: Era de otra obra', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(row('Cemento')).queryByRole('button', { name: /Anular/ })).toBeNull();
    expect(concepts()).toEqual(['Anticipo', 'Cemento', 'Arena']);
  });

  it('the opening balances come typed the Argentine way and are sent as typed; a blank or unreadable one is refused', async () => {
    const { calls } = renderTab('/tareas/dashboard/movimientos?mes=2026-11', {
      routes: {
        'GET /api/tareas/caja/saldos-iniciales': { status: 200, body: { USD: 1250.5, ARS: -2000 } },
        'PUT /api/tareas/caja/saldos-iniciales': { status: 200, body: { USD: 1250.5, ARS: -15000.75 } },
      },
    });
    await screen.findByRole('table', { name: 'Movimientos' }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Saldo inicial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saldo inicial de la caja' });
    const usd = within(dialog).getByRole('textbox', { name: /^Dólares \(USD\)/ }) as HTMLInputElement;
    const ars = within(dialog).getByRole('textbox', { name: /^Pesos \(ARS\)/ }) as HTMLInputElement;
    await vi.waitFor(() => expect([usd.value, ars.value]).toEqual(['1.250,5', '-2.000']), PATIENT);

    await userEvent.clear(usd);
    await userEvent.clear(ars);
    await userEvent.type(ars, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(CASH_MESSAGES.saldoInvalid)).toBeTruthy();
    expect(within(dialog).getByText(/^No entendemos «abc» como número/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.type(usd, '1.250,5');
    await userEvent.clear(ars);
    await userEvent.type(ars, '-15.000,75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PATIENT);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/tareas/caja/saldos-iniciales', body: { USD: '1.250,5', ARS: '-15.000,75' } },
    ]);
    expect(await screen.findByText('Saldo inicial guardado', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('a new movement typed «1.250,50» is sent as 1250.5 and the list is read again', async () => {
    const { calls, gets } = renderTab('/tareas/dashboard/movimientos?mes=2026-11', {
      routes: { 'POST /api/tareas/movimientos': ({ body }) => ({ status: 201, body: { ...ANTICIPO, id: 'm9', ...(body as object) } }) },
    });
    await screen.findByRole('table', { name: 'Movimientos' }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo movimiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar ingreso' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Monto/ }), '1.250,50');
    expect(within(dialog).getByText('= 1.250,5')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Quién dio/ }), 'Belén');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Concepto/ }), 'Seña');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PATIENT);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ tipo: 'ingreso', monto: 1250.5, moneda: 'USD', quien: 'Belén', concepto: 'Seña' });
    expect(await screen.findByText(CASH_MESSAGES.ingresoSaved, {}, { timeout: 5_000 })).toBeTruthy();
    await vi.waitFor(() => expect(gets('/api/tareas/movimientos?')).toHaveLength(2), PATIENT);
  });

  it('«Ver movimientos anteriores» adds the next page below and, once all are shown, leaves the focus on the count', async () => {
    const many = Array.from({ length: 101 }, (_, i): Movement => ({ ...CEMENTO, id: `p${i}`, concepto: `Gasto ${i + 1}` }));
    const { gets } = renderTab('/tareas/dashboard/movimientos?mes=2026-11', {
      routes: {
        'GET /api/tareas/movimientos': ({ path }) => {
          const n = Number(new URLSearchParams(path.split('?')[1]).get('page'));
          return { status: 200, body: page(many.slice((n - 1) * 100, n * 100), n, many.length) };
        },
      },
    });
    expect(await screen.findByText('Mostrando 100 de 101', {}, { timeout: 5_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ver movimientos anteriores' }));
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Mostrando 101 de 101'), PATIENT);
    expect(concepts()).toHaveLength(101);
    expect(concepts().at(-1)).toBe('Gasto 101');
    expect(screen.queryByRole('button', { name: 'Ver movimientos anteriores' })).toBeNull();
    expect(gets('/api/tareas/movimientos?').at(-1)).toBe('/api/tareas/movimientos?mes=2026-11&page=2&page_size=100');
  });
});
