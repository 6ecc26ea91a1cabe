import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OFFER_PARAMETERS, OFFER_MESSAGES, type OfferParametersView } from '../../../domain/fund/offer.ts';
import { FIRM_PARAMETERS_MESSAGES } from '../../../domain/shared/firm-parameters.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { OfferTab } from './offer-tab.tsx';

const PALERMO = { id: '11111111-1111-4111-8111-111111111111', nombre: 'Palermo', localidad: 'Ciudad de Buenos Aires', incidenciaUsdM2: 690 };
const VIEW: OfferParametersView = {
  valor: DEFAULT_OFFER_PARAMETERS,
  version: 3,
  actualizadoEn: '2026-11-20T15:00:00.000Z',
  actualizadoPor: 'fondo.uno',
  barriosActivos: [PALERMO],
};
afterEach(() => vi.unstubAllGlobals());

function stub(put: StubAnswer | ((request: { body: unknown }) => StubAnswer)) {
  return stubApi({ 'GET /api/fondo/oferta/parametros': { status: 200, body: VIEW }, 'PUT /api/fondo/oferta/parametros': put });
}
const discount = () => screen.getByRole('textbox', { name: 'Descuento del contado (%)' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar parámetros' }));

describe('the fund admin’s «Oferta» tab', () => {
  it('checks the figures before sending, then saves the whole document with the version it read', async () => {
    const calls = stub({
      status: 200,
      body: { ...VIEW, version: 4, actualizadoEn: '2026-11-29T13:00:00.000Z', valor: { ...VIEW.valor, descuentoContadoPct: 20.5 } },
    });
    renderInApp(<OfferTab />);
    expect(await screen.findByText(/^Último cambio: fondo\.uno, 20\/11\/2026/)).toBeTruthy();
    expect(discount()).toHaveProperty('value', '15');

    await userEvent.clear(discount());
    await userEvent.type(discount(), '75');
    await save();
    expect(await screen.findByText(OFFER_MESSAGES.discountRange)).toBeTruthy();
    expect(document.activeElement).toBe(discount());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.clear(discount());
    await userEvent.type(discount(), '20,5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Precio de venta nuevo (US$/m²) en Palermo' }), '4.600');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Zona para «No sé» en Palermo' }), 'usaa');
    await save();
    await waitFor(() => expect(discount()).toHaveProperty('value', '20,5'));
    expect(await screen.findByText(/^Último cambio: fondo\.uno, 29\/11\/2026/)).toBeTruthy();
    const [sent] = calls.filter((c) => c.method === 'PUT').map((c) => c.body as { valor: Record<string, unknown>; version: number });
    expect(sent?.version).toBe(3);
    expect(sent?.valor).toMatchObject({ descuentoContadoPct: '20,5', barrios: { [PALERMO.id]: { precioVentaUsdM2: '4.600', zona: 'usaa' } } });
  });

  it('adds and removes zones; a removed zone leaves no barrio pointing at it', async () => {
    const calls = stub({ status: 200, body: VIEW });
    renderInApp(<OfferTab />);
    await screen.findByRole('textbox', { name: 'Zona 1: nombre' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Zona para «No sé» en Palermo' }), 'corredor-alto');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la zona Corredor Alto' }));
    expect(screen.getByRole('combobox', { name: 'Zona para «No sé» en Palermo' })).toHaveProperty('value', '');
    await userEvent.click(screen.getByRole('button', { name: /Agregar zona/ }));
    // A new row without its figures is refused under its own field.
    await save();
    expect(await screen.findByText(OFFER_MESSAGES.zoneNameRequired)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Zona 6: nombre' }), 'Torre');
    const factors = screen.getAllByRole('textbox', { name: 'Factor' });
    await userEvent.type(factors[5] as HTMLElement, '9,5');
    await save();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'PUT')?.body as { valor: { zonas: Array<{ clave: string; nombre: string; factor: string }> } };
    expect(body.valor.zonas.map((z) => z.nombre)).toEqual([...DEFAULT_OFFER_PARAMETERS.zonas.slice(0, 5).map((z) => z.nombre), 'Torre']);
    expect(body.valor.zonas.at(-1)).toMatchObject({ clave: 'zona-6', factor: '9,5' });
  });

  it('someone else saved meanwhile: «Alguien cambió…» and the current values reload', async () => {
    const calls = stub({ status: 409, body: { error: { code: 'PARAMETERS_CHANGED', message: FIRM_PARAMETERS_MESSAGES.changedMeanwhile } } });
    renderInApp(<OfferTab />);
    await screen.findByRole('textbox', { name: 'Descuento del contado (%)' });
    await userEvent.clear(discount());
    await userEvent.type(discount(), '18');
    await save();
    expect(await screen.findByText('Alguien cambió los parámetros')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });
});
