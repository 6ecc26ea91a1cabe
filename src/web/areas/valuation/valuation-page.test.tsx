import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicSettings } from '../../../domain/settings/public-settings.ts';
import { CALCULATING_MESSAGES, type Consulta, VALUATION_MESSAGES } from '../../../domain/valuation/valuation.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { Component as ValuationPage } from './valuation-page.tsx';

const CABA = { id: 'loc-caba', nombre: 'Ciudad de Buenos Aires' };
const PALERMO = { id: 'bar-palermo', nombre: 'Palermo', localidad_id: CABA.id, valor_incidencia_usd_m2: 690 };
const CONSULTA: Consulta = {
  id: 'c-1',
  fecha: '2026-11-27T12:00:00.000Z',
  localidad_id: CABA.id,
  localidad_nombre: CABA.nombre,
  barrio_id: PALERMO.id,
  barrio_nombre: PALERMO.nombre,
  m2_vendibles: 250,
  ubicacion_calidad: 'Buena',
  valor_lista_usd: 172_500,
  valor_mercado_usd: 148_350,
  porcentaje_ajuste: 14,
  origen: 'web',
};

const SETTINGS: PublicSettings = {
  porcentaje_ajuste_mercado: 14,
  texto_legal: 'Valores orientativos.',
  whatsapp_empresa: '5491100000000',
  email_contacto: 'contacto@parcela.example',
  telefono_contacto: '+54 11 0000-0000',
  url_portfolio: 'https://www.instagram.com/parcela.ejemplo',
};

function stubPage(answer: StubAnswer) {
  return stubApi({
    'GET /api/precios': { status: 200, body: [] },
    'GET /api/configuracion/publica': { status: 200, body: SETTINGS },
    'GET /api/localidades': { status: 200, body: [CABA] },
    [`GET /api/barrios?localidad_id=${CABA.id}`]: { status: 200, body: [PALERMO] },
    'POST /api/consultas': answer,
  });
}

/** Opens the calculator the way a visitor does and fills every field. */
async function openAndFill() {
  renderInApp(<ValuationPage />, { path: '/parcela' });
  // A synchronous click: the spec's 300 ms 'Preparando calculadora...' is on screen right after it. The
  // calculator's code loads on that click (a lazy chunk): on a busy machine that takes seconds.
  fireEvent.click(screen.getByRole('button', { name: 'Calcular Valor' }));
  expect(screen.getByRole('status', { name: 'Preparando calculadora' })).toBeTruthy();
  await screen.findByRole('option', { name: CABA.nombre }, { timeout: 10_000 });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'LOCALIDAD' }), CABA.nombre);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /BARRIO/ }), await screen.findByRole('option', { name: PALERMO.nombre }));
  await userEvent.type(screen.getByRole('textbox', { name: /M² VENDIBLES/ }), '250');
  await userEvent.click(screen.getByRole('radio', { name: 'Buena' }));
}

/** Each of the spec's four messages, in order, 800 ms apart. */
async function expectCalculatingMessages() {
  for (const message of CALCULATING_MESSAGES) {
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(message), { timeout: 3_000, interval: 20 });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('ValuationPage: the calculator’s phases', () => {
  it('idle → preparing → form → the four messages → the result, announced; Nueva Consulta starts an empty form', async () => {
    const calls = stubPage({ status: 201, body: CONSULTA });
    await openAndFill();
    await userEvent.click(screen.getByRole('button', { name: 'CALCULAR' }));
    await expectCalculatingMessages();
    const heading = await screen.findByText('VALUACIÓN EXITOSA', {}, { timeout: 10_000 });
    expect(document.activeElement).toBe(heading);
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/consultas',
      body: { localidad_id: CABA.id, barrio_id: PALERMO.id, m2_vendibles: 250, ubicacion_calidad: 'Buena', origen: 'web' },
    });
    expect(screen.getByText(/^Valuación exitosa\. Valor de lista .*172\.500.*Valor de mercado .*148\.350/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ver informe/ }).getAttribute('href')).toContain(CONSULTA.id);

    await userEvent.click(screen.getByRole('button', { name: /Nueva Consulta/ }));
    expect(screen.queryByText('VALUACIÓN EXITOSA')).toBeNull();
    expect((await screen.findByRole('textbox', { name: /M² VENDIBLES/ }).then((input) => (input as HTMLInputElement).value)) ?? '').toBe('');
    expect(screen.getByRole('button', { name: 'CALCULAR' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('a refused calculation says why after the messages and gives the form back, filled and unlocked', async () => {
    stubPage({ status: 400, body: { error: { code: 'VALIDATION', message: 'Ingresá hasta 1.000.000 m²', field: 'm2_vendibles' } } });
    await openAndFill();
    await userEvent.click(screen.getByRole('button', { name: 'CALCULAR' }));
    await expectCalculatingMessages();
    const reason = await screen.findByText('Ingresá hasta 1.000.000 m²', {}, { timeout: 10_000 });
    expect(reason.closest('[data-sonner-toast]')?.textContent).toContain(VALUATION_MESSAGES.invalidTitle);
    expect(screen.queryByText('VALUACIÓN EXITOSA')).toBeNull();
    const area = screen.getByRole('textbox', { name: /M² VENDIBLES/ }) as HTMLInputElement;
    expect(area.value).toBe('250');
    expect(area.hasAttribute('disabled')).toBe(false);
  });
});
