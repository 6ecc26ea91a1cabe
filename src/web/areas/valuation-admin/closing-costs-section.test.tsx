import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRM_PARAMETERS_MESSAGES } from '../../../domain/shared/firm-parameters.ts';
import { CLOSING_COSTS_MESSAGES } from '../../../domain/valuation/closing-costs.ts';
import { DEFAULT_CLOSING_COSTS } from '../../../domain/valuation/closing-costs-defaults.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { ClosingCostsSection } from './closing-costs-section.tsx';

const URL = '/api/admin/costos-cierre';
const STORED = { valor: DEFAULT_CLOSING_COSTS, version: 3, actualizadoEn: '2026-11-28T15:00:00.000Z', actualizadoPor: 'ana.admin' };
const rate = (n: number) => screen.getAllByRole('textbox', { name: /Alícuota/ })[n] as HTMLInputElement;
const threshold = (n: number) => screen.getAllByRole('textbox', { name: /Exento por vivienda única/ })[n] as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Guardar costos de escritura' });

afterEach(() => vi.unstubAllGlobals());

describe('ClosingCostsSection', () => {
  it('shows the figures the Argentine way and who changed them last; saves what was typed with the version read', async () => {
    const calls = stubApi({ [`GET ${URL}`]: { status: 200, body: STORED }, [`PUT ${URL}`]: { status: 200, body: { ...STORED, version: 4 } } });
    renderInApp(<ClosingCostsSection />);
    expect((await screen.findAllByRole('textbox', { name: /Alícuota/ })).length).toBe(DEFAULT_CLOSING_COSTS.caba.length + DEFAULT_CLOSING_COSTS.pba.length);
    expect(rate(0).value).toBe('1,75');
    expect(threshold(0).value).toBe('226.100.000');
    expect(screen.getByText(/Último cambio: ana\.admin, 28\/11\/2026 12:00/)).toBeTruthy();

    await userEvent.clear(rate(0));
    await userEvent.type(rate(0), '2,5');
    await userEvent.click(save());
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')?.body as { version: number; valor: { caba: { tasaPct: string }[] } };
    expect(put.version).toBe(3);
    expect(put.valor.caba[0]?.tasaPct).toBe('2,5');
  });

  it('refuses a bad rate under its field before calling the server', async () => {
    const calls = stubApi({ [`GET ${URL}`]: { status: 200, body: STORED } });
    renderInApp(<ClosingCostsSection />);
    await screen.findAllByRole('textbox', { name: /Alícuota/ });
    await userEvent.clear(rate(1));
    await userEvent.type(rate(1), '15');
    await userEvent.click(save());
    expect(await screen.findByText(CLOSING_COSTS_MESSAGES.rateRange)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('someone else saved meanwhile: says so and reloads', async () => {
    let reads = 0;
    stubApi({
      [`GET ${URL}`]: () => ({ status: 200, body: ++reads === 1 ? STORED : { ...STORED, version: 4, actualizadoPor: 'beto.admin' } }),
      [`PUT ${URL}`]: { status: 409, body: { error: { code: 'PARAMETERS_CHANGED', message: FIRM_PARAMETERS_MESSAGES.changedMeanwhile } } },
    });
    renderInApp(<ClosingCostsSection />);
    await screen.findAllByRole('textbox', { name: /Alícuota/ });
    await userEvent.click(save());
    expect(await screen.findByText(/Alguien cambió estos costos/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByText(/Último cambio: beto\.admin/)).toBeTruthy();
  });
});
