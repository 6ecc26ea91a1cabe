import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRates } from '../../../domain/exchange-rates/rates.ts';
import type { Movement } from '../../../domain/tasks/cash.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { stubApi } from '../../test/api-stub.ts';
import { MovementDialog } from './movement-dialog.tsx';
import { SAMPLE_MOVEMENT } from './movement-sample.test-helper.ts';

const RATES: ExchangeRates = {
  fuente_configurada: true,
  items: [
    {
      tipo: 'oficial',
      compra: null,
      venta: 1452.5,
      fuente: 'bcra',
      fecha: '2026-11-27T15:00:00.000Z',
      leida_at: '2026-11-27T15:01:00.000Z',
      edad_minutos: 90,
      desactualizada: false,
    },
    {
      tipo: 'blue',
      compra: 1430,
      venta: 1450,
      fuente: 'dolarapi',
      fecha: '2026-11-25T15:00:00.000Z',
      leida_at: '2026-11-25T15:01:00.000Z',
      edad_minutos: 2900,
      desactualizada: true,
    },
  ],
};
const saved: Movement = SAMPLE_MOVEMENT;

/** The server's answers: the rates, the categories, no projects, and the movement saved. */
function stubMovementsApi() {
  return stubApi({
    'GET /api/cotizaciones': { status: 200, body: RATES },
    'GET /api/tareas/movimientos/categorias': { status: 200, body: { categorias: ['Materiales', 'Otros'] } },
    'GET /api/tareas/proyectos': { status: 200, body: { items: [], total: 0, page: 1, page_size: 100 } },
    'POST /api/tareas/movimientos': { status: 201, body: saved },
    'PUT /api/tareas/movimientos/m1': { status: 200, body: saved },
  });
}
afterEach(() => vi.unstubAllGlobals());

function renderDialog(props: { movement?: Movement } = {}) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MovementDialog tipo="egreso" onClose={onClose} {...props} />
    </QueryClientProvider>,
  );
  return { onClose };
}

describe('MovementDialog', () => {
  it('prefills a peso movement with the last stored oficial and shows its dollar worth beside the pesos', async () => {
    const calls = stubMovementsApi();
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Registrar egreso' });
    expect(within(dialog).queryByRole('group', { name: 'Cotización del día' })).toBeNull();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Moneda/ }), 'ARS');
    const rate = within(dialog).getByRole('combobox', { name: 'Tipo de cotización' }) as HTMLSelectElement;
    await waitFor(() => expect(rate.value).toBe('oficial'));
    const value = within(dialog).getByRole('textbox', { name: 'Pesos por dólar' }) as HTMLInputElement;
    await waitFor(() => expect(value.value).toBe('1.452,5'));
    await user.type(within(dialog).getByRole('textbox', { name: /Monto/ }), '145.250');
    expect(within(dialog).getByText(/Equivale a US\$\s?100,00\./)).toBeTruthy();

    // Blue is stale: the dialog says so while prefilling it.
    await user.selectOptions(rate, 'blue');
    await waitFor(() => expect(value.value).toBe('1.450'));
    expect(within(dialog).getByText(/desactualizada/)).toBeTruthy();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Quién gastó/ }), 'Agustín');
    await user.type(within(dialog).getByRole('textbox', { name: /Concepto/ }), 'Cemento');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Categoría' }), 'Materiales');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      moneda: 'ARS',
      monto: 145250,
      cotizacion_tipo: 'blue',
      cotizacion_valor: 1450,
      cotizacion_fecha: '2026-11-25',
      categoria: 'Materiales',
    });
  });

  it('refuses a rate without its value, under the field', async () => {
    stubMovementsApi();
    const user = userEvent.setup();
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Registrar egreso' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Moneda/ }), 'ARS');
    const rate = within(dialog).getByRole('combobox', { name: 'Tipo de cotización' });
    await user.selectOptions(rate, 'manual');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Pesos por dólar' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Monto/ }), '1.000');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Quién gastó/ }), 'Agustín');
    await user.type(within(dialog).getByRole('textbox', { name: /Concepto/ }), 'Arena');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Completá el tipo, el valor y la fecha de la cotización')).toBeTruthy();
  });

  it('edits a movement with its own rate kept, and sends it with PUT', async () => {
    const calls = stubMovementsApi();
    const user = userEvent.setup();
    const { onClose } = renderDialog({ movement: saved });
    const dialog = screen.getByRole('dialog', { name: 'Editar movimiento' });
    const value = within(dialog).getByRole('textbox', { name: 'Pesos por dólar' }) as HTMLInputElement;
    expect(value.value).toBe('1.400');
    expect((within(dialog).getByRole('textbox', { name: /Monto/ }) as HTMLInputElement).value).toBe('350.000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/tareas/movimientos/m1',
      body: { cotizacion_tipo: 'manual', cotizacion_valor: 1400, fecha: '2026-11-23', hora: '09:30' },
    });
  });
});
