import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAND_MESSAGES } from '../../../domain/fund/land.ts';
import { DEFAULT_OFFER_PARAMETERS, type LandOffer, landOffer, OFFER_DISCLAIMER, OFFER_MESSAGES, offerRequestSchema } from '../../../domain/fund/offer.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { OfferForm } from './offer-form.tsx';

const CABA = { id: 'loc-caba', nombre: 'Ciudad de Buenos Aires' };
const VL = { id: 'loc-vl', nombre: 'Vicente López' };
const PALERMO_ID = '11111111-1111-4111-8111-111111111111';
const PRECIOS = [
  { localidad_id: CABA.id, localidad_nombre: CABA.nombre, barrio_id: PALERMO_ID, barrio_nombre: 'Palermo', valor_incidencia_usd_m2: 690 },
  {
    localidad_id: CABA.id,
    localidad_nombre: CABA.nombre,
    barrio_id: '22222222-2222-4222-8222-222222222222',
    barrio_nombre: 'Coghlan',
    valor_incidencia_usd_m2: 460,
  },
  {
    localidad_id: VL.id,
    localidad_nombre: VL.nombre,
    barrio_id: '33333333-3333-4333-8333-333333333333',
    barrio_nombre: 'Florida',
    valor_incidencia_usd_m2: 520,
  },
];
const ZONES = { zonas: DEFAULT_OFFER_PARAMETERS.zonas, zonaPorDefecto: 'usam', porBarrio: {} };
/** The API's answer for Palermo, 260 m², «No sé» (ADR 143's worked example), computed by the domain as the server does. */
const PALERMO_OFFER: LandOffer = landOffer(
  offerRequestSchema.parse({ barrio_id: PALERMO_ID, lote_m2: '260', zona: 'no-se' }),
  { id: PALERMO_ID, nombre: 'Palermo', incidenciaUsdM2: 690 },
  DEFAULT_OFFER_PARAMETERS,
);

function stub(
  offer: StubAnswer | (() => StubAnswer) = { status: 200, body: PALERMO_OFFER },
  contact: StubAnswer | (() => StubAnswer) = { status: 201, body: { id: 'c1' } },
) {
  return stubApi({
    'GET /api/precios': { status: 200, body: PRECIOS },
    'GET /api/oferta/zonas': { status: 200, body: ZONES },
    'POST /api/terrenos/oferta': offer,
    'POST /api/terrenos/oferta/contacto': contact,
  });
}
afterEach(() => vi.unstubAllGlobals());

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const ask = () => userEvent.click(screen.getByRole('button', { name: 'Ver cuánto me ofrecen' }));

describe('«¿Cuánto te ofrecemos por tu terreno?»', () => {
  it('an owner with a barrio from the address and a lot gets three options with their assumptions, and asks to be contacted', async () => {
    const calls = stub();
    renderInApp(<OfferForm initialBarrioId={PALERMO_ID} />);
    // The barrio of /terrenos?barrio=<id>#oferta arrives chosen, with its localidad.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Barrio/ })).toHaveProperty('value', PALERMO_ID));
    expect(screen.getByRole('combobox', { name: /^Localidad/ })).toHaveProperty('value', CABA.id);
    expect(await screen.findByRole('option', { name: 'No sé (USAM · altura media)' })).toBeTruthy();
    expect(screen.getByText(/Si no sabés, usamos la típica de Palermo: USAM · altura media\./)).toBeTruthy();
    await userEvent.type(box(/^Superficie del lote/), '260');
    await ask();

    const result = await screen.findByRole('region', { name: 'Tu oferta indicativa' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Tu oferta indicativa'));
    const asked = { barrio_id: PALERMO_ID, lote_m2: '260', frente_m: '', fondo_m: '', m2_vendibles: null, zona: 'no-se' };
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(asked);
    const options = within(result).getAllByRole('listitem').slice(0, 3);
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('US$\u00a0472.719'),
      expect.stringContaining('161,2 m²'),
      expect.stringContaining('US$\u00a0236.360 + 80,6 m²'),
    ]);
    expect(within(result).getByText(/el 20 % de los m² vendibles/)).toBeTruthy();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(PALERMO_OFFER.supuestos));
    expect(within(result).getByText(OFFER_DISCLAIMER)).toBeTruthy();

    await userEvent.click(within(result).getByRole('button', { name: 'Quiero que me contacten' }));
    // The contact form opens on its first field.
    expect(document.activeElement).toBe(box(/^Nombre/));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect(await screen.findByText(LAND_MESSAGES.nameRequired)).toBeTruthy();
    await userEvent.type(box(/^Nombre/), 'Ana Ríos');
    await userEvent.type(box(/^Email/), 'ana@example.com');
    await userEvent.type(box(/^Teléfono/), '11 5555-0102');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect(await screen.findByRole('heading', { name: '¡Listo! Recibimos tu pedido' })).toBeTruthy();
    // The same fields the offer was asked with, and who to call: never the figures.
    expect(calls.filter((c) => c.path === '/api/terrenos/oferta/contacto').map((c) => c.body)).toEqual([
      { ...asked, nombre: 'Ana Ríos', email: 'ana@example.com', telefono: '11 5555-0102' },
    ]);
  });

  it('says what is missing under each field, in Spanish, and sends nothing', async () => {
    const calls = stub();
    renderInApp(<OfferForm />);
    await screen.findByRole('option', { name: CABA.nombre });
    await ask();
    expect(await screen.findByText('Elegí la localidad del terreno')).toBeTruthy();
    expect(screen.getByText(OFFER_MESSAGES.barrioRequired)).toBeTruthy();
    expect(screen.getByText(OFFER_MESSAGES.lotRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Localidad/ }));
    // «Sí, los sé»: the m² are asked for under their own field.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Localidad/ }), CABA.id);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Barrio/ }), PALERMO_ID);
    await userEvent.type(box(/^Superficie del lote/), '260');
    await userEvent.click(screen.getByRole('radio', { name: 'Sí, los sé' }));
    await ask();
    expect(await screen.findByText(OFFER_MESSAGES.buildableRequired)).toBeTruthy();
    expect(document.activeElement).toBe(box(/^M² vendibles/));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a request failing once says so in a toast and keeps what was typed; the next try answers', async () => {
    let attempts = 0;
    stub(() => (++attempts === 1 ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } } : { status: 200, body: PALERMO_OFFER }));
    renderInApp(<OfferForm initialBarrioId={PALERMO_ID} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Barrio/ })).toHaveProperty('value', PALERMO_ID));
    await userEvent.type(box(/^Superficie del lote/), '1.250,5');
    await ask();
    expect(await screen.findByText('No se pudo calcular la oferta')).toBeTruthy();
    expect(box(/^Superficie del lote/)).toHaveProperty('value', '1.250,5');
    expect(screen.queryByRole('region', { name: 'Tu oferta indicativa' })).toBeNull();
    await ask();
    expect(await screen.findByRole('region', { name: 'Tu oferta indicativa' })).toBeTruthy();
  });

  it('shows the server’s refusal under its field, and «Sin permuta en este barrio» when there is none', async () => {
    let attempts = 0;
    const noPermuta = { ...PALERMO_OFFER, permuta: null, mixto: null };
    stub(() =>
      ++attempts === 1
        ? { status: 400, body: { error: { code: 'VALIDATION', message: OFFER_MESSAGES.barrioUnavailable, field: 'barrio_id' } } }
        : { status: 200, body: noPermuta },
    );
    renderInApp(<OfferForm initialBarrioId={PALERMO_ID} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Barrio/ })).toHaveProperty('value', PALERMO_ID));
    await userEvent.type(box(/^Frente/), '8,66');
    await userEvent.type(box(/^Fondo/), '30');
    await ask();
    expect(await screen.findByText(OFFER_MESSAGES.barrioUnavailable)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Barrio/ }));
    await ask();
    const result = await screen.findByRole('region', { name: 'Tu oferta indicativa' });
    expect(within(result).getByText('Sin permuta en este barrio')).toBeTruthy();
    expect(within(result).getByText('Sin mixto')).toBeTruthy();
  });
});
