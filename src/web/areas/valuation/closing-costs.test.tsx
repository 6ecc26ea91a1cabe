import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSING_COSTS_NOTES, type ClosingCostsData } from '../../../domain/valuation/closing-costs.ts';
import { DEFAULT_CLOSING_COSTS } from '../../../domain/valuation/closing-costs-defaults.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { ClosingCostsCard } from './closing-costs.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const URL = `GET /api/consultas/${ID}/costos-cierre`;
const rate = (tipo: 'oficial' | 'mep' | 'blue', venta: number, edad: number) => ({
  tipo,
  compra: null,
  venta,
  fuente: tipo === 'oficial' ? 'bcra' : 'dolarapi',
  fecha: '2026-11-29T12:00:00.000Z',
  leida_at: '2026-11-29T12:01:00.000Z',
  edad_minutos: edad,
  desactualizada: edad > 1440,
});
const CABA: ClosingCostsData = {
  jurisdiccion: 'caba',
  items: DEFAULT_CLOSING_COSTS.caba,
  cotizaciones: { items: [rate('oficial', 1455, 30), rate('blue', 1530, 3000)], fuente_configurada: true } as ClosingCostsData['cotizaciones'],
};
const party = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;
/** A party's total line, spaces as typed (currency formats use a no-break space). */
const total = (name: string) =>
  (within(party(name)).getByText(new RegExp(`Total ${name.toLowerCase()}`)).parentElement?.textContent ?? '').replace(/\s+/g, ' ');

afterEach(() => vi.unstubAllGlobals());

describe('ClosingCostsCard', () => {
  it('shows both parties’ items and totals, and recomputes when the box says it is the only home', async () => {
    stubApi({ [URL]: { status: 200, body: CABA } });
    renderInApp(<ClosingCostsCard consulta={{ id: ID, valor_mercado_usd: 150_000 }} />);
    const buyer = await screen.findByRole('heading', { name: 'Comprador' });
    expect(buyer).toBeTruthy();
    // ADR 144's worked example: US$ 6.855 and US$ 3.225; in pesos at the oficial $ 1.455.
    expect(total('Comprador')).toContain('US$ 6.855');
    expect(total('Vendedor')).toContain('US$ 3.225');
    expect(screen.getByText(/Comprador \$\s9\.974\.025 · Vendedor \$\s4\.692\.375/)).toBeTruthy();
    expect(screen.getByText(/Oficial \$ 1\.455 · BCRA/).textContent).toContain('hace 30 min');
    // The blue is three days old; the MEP was never read.
    expect(screen.getByText(/Desactualizada/)).toBeTruthy();
    expect(screen.getByText('MEP: todavía sin cotización.')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: /vivienda única/ }));
    expect(total('Comprador')).toContain('US$ 4.230');
    expect(total('Vendedor')).toContain('US$ 600');
    expect(screen.getAllByText(CLOSING_COSTS_NOTES.exempt)).toHaveLength(2);
  });

  it('with no rate ever read: the figures in dollars and the note, never an error', async () => {
    stubApi({ [URL]: { status: 200, body: { ...CABA, cotizaciones: { items: [], fuente_configurada: false } } } });
    renderInApp(<ClosingCostsCard consulta={{ id: ID, valor_mercado_usd: 150_000 }} />);
    expect(await screen.findByText(CLOSING_COSTS_NOTES.noRates)).toBeTruthy();
    // Without the oficial the exemption cannot be evaluated: the tax stays, with its note.
    await userEvent.click(screen.getByRole('checkbox', { name: /vivienda única/ }));
    expect(screen.getAllByText(CLOSING_COSTS_NOTES.noOficial)).toHaveLength(2);
  });

  it('a failed request says so in place, with Reintentar', async () => {
    // The query client retries a 5xx once: two failures show the error.
    let calls = 0;
    stubApi({ [URL]: () => (++calls <= 2 ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Error' } } } : { status: 200, body: CABA }) });
    renderInApp(<ClosingCostsCard consulta={{ id: ID, valor_mercado_usd: 150_000 }} />);
    const retry = await screen.findByRole('button', { name: /Reintentar/ }, { timeout: 5000 });
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Comprador' })).toBeTruthy();
  });
});
