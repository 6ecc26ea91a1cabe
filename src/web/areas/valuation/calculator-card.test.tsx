import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALCULATING_MESSAGES, VALUATION_MESSAGES } from '../../../domain/valuation/valuation.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { CalculatorCard } from './calculator-card.tsx';

const CABA = { id: 'loc-caba', nombre: 'Ciudad de Buenos Aires' };
const VICENTE_LOPEZ = { id: 'loc-vl', nombre: 'Vicente López' };
const PALERMO = { id: 'bar-palermo', nombre: 'Palermo', localidad_id: CABA.id, valor_incidencia_usd_m2: 690 };
const COGHLAN = { id: 'bar-coghlan', nombre: 'Coghlan', localidad_id: CABA.id, valor_incidencia_usd_m2: 460 };
const FLORIDA = { id: 'bar-florida', nombre: 'Florida', localidad_id: VICENTE_LOPEZ.id, valor_incidencia_usd_m2: 520 };

/** GET /api/oferta/zonas: the fund's zone table (ADR 143), Palermo set to USAA for «No sé». */
const ZONES = {
  zonas: [
    { clave: 'usam', nombre: 'USAM · altura media', descripcion: 'hasta 17,2 m', factor: 3.1 },
    { clave: 'usaa', nombre: 'USAA · altura alta', descripcion: 'hasta 22,8 m', factor: 4.4 },
  ],
  zonaPorDefecto: 'usam',
  porBarrio: { [PALERMO.id]: 'usaa' },
};

function stubLists(zones: StubAnswer | (() => StubAnswer) = { status: 200, body: ZONES }) {
  return stubApi({
    'GET /api/oferta/zonas': zones,
    'GET /api/localidades': { status: 200, body: [CABA, VICENTE_LOPEZ] },
    [`GET /api/barrios?localidad_id=${CABA.id}`]: { status: 200, body: [COGHLAN, PALERMO] },
    [`GET /api/barrios?localidad_id=${VICENTE_LOPEZ.id}`]: { status: 200, body: [FLORIDA] },
  });
}

/** The page's part: on calculate, the calculator locks and shows the spec's first message. */
function Calculator({ onCalculate }: { onCalculate: (request: unknown) => void }) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <CalculatorCard
      calculatingMessage={message}
      onCalculate={(request) => {
        onCalculate(request);
        setMessage(CALCULATING_MESSAGES[0]);
      }}
    />
  );
}

const localidad = () => screen.getByRole('combobox', { name: 'LOCALIDAD' });
const barrio = () => screen.getByRole('combobox', { name: /BARRIO/ });
const m2 = () => screen.getByRole('textbox', { name: /M² VENDIBLES/ });
const calcular = () => screen.getByRole('button', { name: 'CALCULAR' });
/** What a screen reader reads after the field's name: the texts its aria-describedby points to. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

async function fillAll(area: string) {
  await screen.findByRole('option', { name: CABA.nombre });
  await userEvent.selectOptions(localidad(), CABA.nombre);
  await screen.findByRole('option', { name: PALERMO.nombre });
  await userEvent.selectOptions(barrio(), PALERMO.nombre);
  await userEvent.type(m2(), area);
  await userEvent.click(screen.getByRole('radio', { name: 'Buena' }));
}

async function toastWith(title: string, description: string) {
  const text = await screen.findByText(description);
  expect(text.closest('[data-sonner-toast]')?.textContent).toContain(title);
}

afterEach(() => vi.unstubAllGlobals());

describe('CalculatorCard', () => {
  it('says what m² vendibles are and what the location changes, tied to their fields', async () => {
    stubLists();
    renderInApp(<Calculator onCalculate={() => undefined} />);
    await screen.findByRole('option', { name: CABA.nombre });
    expect(description(m2())).toContain('no la superficie del terreno');
    expect(description(screen.getByRole('radiogroup', { name: 'UBICACIÓN' }))).toContain(
      'Mueve el centro del rango de mercado (hasta 4 % arriba o abajo); el valor de lista depende solo del barrio y de los m².',
    );
  });

  it('«¿No está tu barrio?» hands the page the chosen locality (ADR 141)', async () => {
    stubLists();
    const asked = vi.fn();
    renderInApp(<CalculatorCard calculatingMessage={null} onCalculate={() => undefined} onMissingBarrio={asked} />);
    await screen.findByRole('option', { name: VICENTE_LOPEZ.nombre });
    await userEvent.click(screen.getByRole('button', { name: '¿No está tu barrio?' }));
    expect(asked).toHaveBeenLastCalledWith('');
    await userEvent.selectOptions(localidad(), VICENTE_LOPEZ.nombre);
    await userEvent.click(screen.getByRole('button', { name: '¿No está tu barrio?' }));
    expect(asked).toHaveBeenLastCalledWith('Vicente López');
  });

  it('loads the localities, then the barrios of the chosen one; another locality clears the barrio', async () => {
    stubLists();
    renderInApp(<Calculator onCalculate={() => {}} />);
    expect(within(localidad()).getByRole('option', { name: 'Cargando localidades...' })).toBeTruthy();
    expect(barrio().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Primero elegí una localidad.')).toBeTruthy();

    await screen.findByRole('option', { name: 'Elegí una localidad' });
    await userEvent.selectOptions(localidad(), CABA.nombre);
    expect(barrio().hasAttribute('disabled')).toBe(false);
    await screen.findByRole('option', { name: PALERMO.nombre });
    expect(
      within(barrio())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Elegí un barrio', 'Coghlan', 'Palermo']);
    await userEvent.selectOptions(barrio(), PALERMO.nombre);
    expect((barrio() as HTMLSelectElement).value).toBe(PALERMO.id);

    await userEvent.selectOptions(localidad(), VICENTE_LOPEZ.nombre);
    await screen.findByRole('option', { name: FLORIDA.nombre });
    expect((barrio() as HTMLSelectElement).value).toBe('');
  });

  it("stays dimmed until every field is filled, and a press says 'Campos incompletos'", async () => {
    stubLists();
    const onCalculate = vi.fn();
    renderInApp(<Calculator onCalculate={onCalculate} />);
    expect(calcular().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(calcular());
    await toastWith(VALUATION_MESSAGES.incompleteTitle, VALUATION_MESSAGES.incomplete);
    expect(onCalculate).not.toHaveBeenCalled();

    await fillAll('250');
    expect(calcular().hasAttribute('aria-disabled')).toBe(false);
  });

  it("refuses 0 m² with 'Valor inválido' and sends nothing", async () => {
    stubLists();
    const onCalculate = vi.fn();
    renderInApp(<Calculator onCalculate={onCalculate} />);
    await fillAll('0');
    await userEvent.click(calcular());
    await toastWith(VALUATION_MESSAGES.invalidTitle, VALUATION_MESSAGES.m2TooSmall);
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it('reads «1.250» as 1250 m² and «2.500,75» with decimals, saying what it read (ADR 024)', async () => {
    stubLists();
    const onCalculate = vi.fn();
    renderInApp(<Calculator onCalculate={onCalculate} />);
    await fillAll('1.250');
    // «1.250» already says 1.250: no echo; «1250 m2» is echoed in the es-AR form.
    expect(screen.queryByText(/^= /)).toBeNull();
    await userEvent.clear(m2());
    await userEvent.type(m2(), '2500,75 m2');
    expect(screen.getByText('= 2.500,75 m²')).toBeTruthy();
    await userEvent.clear(m2());
    await userEvent.type(m2(), '1.250');
    await userEvent.click(calcular());
    expect(onCalculate).toHaveBeenCalledWith({ localidad_id: CABA.id, barrio_id: PALERMO.id, m2_vendibles: 1250, ubicacion_calidad: 'Buena' });
  });

  it("answers text it cannot read with 'Valor inválido' and the reader's message, and sends nothing", async () => {
    stubLists();
    const onCalculate = vi.fn();
    renderInApp(<Calculator onCalculate={onCalculate} />);
    await fillAll('1,2,3');
    expect(m2().getAttribute('inputmode')).toBe('decimal');
    await userEvent.click(calcular());
    await toastWith(
      VALUATION_MESSAGES.invalidTitle,
      'No entendemos «1,2,3» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5 m².',
    );
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it('calculates with a decimal comma, then locks every field and shows the first message', async () => {
    stubLists();
    const onCalculate = vi.fn();
    renderInApp(<Calculator onCalculate={onCalculate} />);
    await fillAll('250,5');
    await userEvent.click(calcular());
    expect(onCalculate).toHaveBeenCalledWith({ localidad_id: CABA.id, barrio_id: PALERMO.id, m2_vendibles: 250.5, ubicacion_calidad: 'Buena' });

    expect(screen.getByRole('status').textContent).toBe(CALCULATING_MESSAGES[0]);
    for (const control of [localidad(), barrio(), m2(), calcular()]) expect(control.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Buena' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(calcular());
    expect(onCalculate).toHaveBeenCalledTimes(1);
  });

  it('lists the fields still missing under CALCULAR, live, until none is', async () => {
    stubLists();
    renderInApp(<Calculator onCalculate={() => {}} />);
    const missing = () => document.getElementById(calcular().getAttribute('aria-describedby') ?? '');
    expect(missing()?.getAttribute('aria-live')).toBe('polite');
    expect(missing()?.textContent).toBe('Para calcular, completá: localidad, barrio, m² vendibles y ubicación.');
    await screen.findByRole('option', { name: CABA.nombre });
    await userEvent.selectOptions(localidad(), CABA.nombre);
    await screen.findByRole('option', { name: PALERMO.nombre });
    await userEvent.selectOptions(barrio(), PALERMO.nombre);
    expect(missing()?.textContent).toBe('Para calcular, completá: m² vendibles y ubicación.');
    await userEvent.type(m2(), '250');
    expect(missing()?.textContent).toBe('Para calcular, completá: ubicación.');
    await userEvent.click(screen.getByRole('radio', { name: 'Buena' }));
    expect(calcular().hasAttribute('aria-describedby')).toBe(false);
    expect(calcular().hasAttribute('aria-disabled')).toBe(false);
  });

  it("says so, with 'Reintentar', when a locality's barrios cannot load", async () => {
    let failing = true;
    stubApi({
      'GET /api/localidades': { status: 200, body: [CABA, VICENTE_LOPEZ] },
      [`GET /api/barrios?localidad_id=${CABA.id}`]: () =>
        failing ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Ocurrió un error inesperado.' } } } : { status: 200, body: [PALERMO] },
    });
    renderInApp(<Calculator onCalculate={() => {}} />);
    await screen.findByRole('option', { name: CABA.nombre });
    await userEvent.selectOptions(localidad(), CABA.nombre);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain(VALUATION_MESSAGES.barriosFailed);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('option', { name: PALERMO.nombre });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so under LOCALIDAD when the localities cannot load, and Reintentar loads them', async () => {
    let failing = true;
    stubApi({
      'GET /api/localidades': () =>
        failing ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Ocurrió un error inesperado.' } } } : { status: 200, body: [CABA] },
    });
    renderInApp(<Calculator onCalculate={() => {}} />);
    // One retry first (the query client's rule for a 5xx), then the message.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain(VALUATION_MESSAGES.localidadesFailed);
    await waitFor(() => expect(within(localidad()).getByRole('option').textContent).toBe('Elegí una localidad'));
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('option', { name: CABA.nombre });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('«Calculalos con tu lote» (ADR 143)', () => {
    const helper = () => screen.getByRole('button', { name: '¿No sabés los m² vendibles? Calculalos con tu lote' });
    const lot = () => screen.getByRole('textbox', { name: 'Superficie del lote (m²)' });

    it("fills m² vendibles with lot × the barrio's zone for «No sé», says how, and calculates with it", async () => {
      stubLists();
      const onCalculate = vi.fn();
      renderInApp(<Calculator onCalculate={onCalculate} />);
      await screen.findByRole('option', { name: CABA.nombre });
      await userEvent.selectOptions(localidad(), CABA.nombre);
      await screen.findByRole('option', { name: PALERMO.nombre });
      await userEvent.selectOptions(barrio(), PALERMO.nombre);
      expect(helper().getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(helper());
      expect(helper().getAttribute('aria-expanded')).toBe('true');
      await userEvent.type(await screen.findByRole('textbox', { name: 'Superficie del lote (m²)' }), '1.250');
      // Palermo's own zone (USAA, 4,4) for «No sé», not the table's default.
      expect(screen.getByRole('option', { name: 'No sé (lo habitual en Palermo)' })).toBeTruthy();
      expect(screen.getByText(/Aproximadamente/).textContent).toBe('Aproximadamente 5.500 m² vendibles: 1.250 m² de lote × 4,4 (USAA · altura alta).');
      await userEvent.click(screen.getByRole('button', { name: 'Usar 5.500 m²' }));

      expect((m2() as HTMLInputElement).value).toBe('5.500');
      expect(document.activeElement).toBe(m2());
      expect(description(m2())).toContain('Estimado con tu lote: 1.250 m² × 4,4 (USAA · altura alta).');
      expect(screen.queryByRole('textbox', { name: 'Superficie del lote (m²)' })).toBeNull();
      await userEvent.click(screen.getByRole('radio', { name: 'Buena' }));
      await userEvent.click(calcular());
      expect(onCalculate).toHaveBeenCalledWith({ localidad_id: CABA.id, barrio_id: PALERMO.id, m2_vendibles: 5500, ubicacion_calidad: 'Buena' });
    });

    it('uses the chosen zone, reads «260,5» as 260.5 and refuses a lot it cannot read', async () => {
      stubLists();
      renderInApp(<Calculator onCalculate={() => undefined} />);
      await screen.findByRole('option', { name: CABA.nombre });
      await userEvent.click(helper());
      await userEvent.type(await screen.findByRole('textbox', { name: 'Superficie del lote (m²)' }), '10');
      expect(description(lot())).toContain('al menos 20 m²');
      expect((screen.getByRole('button', { name: 'Usar este valor' }) as HTMLButtonElement).disabled).toBe(true);
      await userEvent.clear(lot());
      await userEvent.type(lot(), '260,5');
      // No barrio chosen: «No sé» is the table's default (USAM, 3,1).
      expect(screen.getByText(/Aproximadamente/).textContent).toContain('807,6 m² vendibles: 260,5 m² de lote × 3,1');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /¿Qué se puede construir\?/ }), 'usaa');
      await userEvent.click(screen.getByRole('button', { name: 'Usar 1.146,2 m²' }));
      expect((m2() as HTMLInputElement).value).toBe('1.146,2');
      expect(description(m2())).toContain('Estimado con tu lote: 260,5 m² × 4,4');
      // Typing over the estimate drops its note: it no longer describes the field.
      await userEvent.clear(m2());
      await userEvent.type(m2(), '300');
      expect(description(m2())).not.toContain('Estimado con tu lote');
    });

    it('says so with «Reintentar» when the zones cannot load, and recovers', async () => {
      let failing = true;
      stubLists(() => (failing ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : { status: 200, body: ZONES }));
      renderInApp(<Calculator onCalculate={() => undefined} />);
      await screen.findByRole('option', { name: CABA.nombre });
      await userEvent.click(helper());
      const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
      expect(alert.textContent).toContain('No se pudieron cargar las zonas.');
      failing = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('textbox', { name: 'Superficie del lote (m²)' })).toBeTruthy();
    });
  });
});
