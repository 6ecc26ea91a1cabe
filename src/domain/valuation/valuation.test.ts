import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKET_ADJUSTMENT_PERCENT, marketAdjustmentPercent } from '../settings/settings.ts';
import { zoneKey } from './coverage.ts';
import { readM2 } from './m2.ts';
import { consultaInputSchema, contactoInputSchema } from './valuation.schemas.ts';
import {
  adjustmentLabel,
  CALCULATING_MESSAGES,
  CALCULATING_STEP_MS,
  CALCULATOR_OPEN_DELAY_MS,
  CONTACT_MESSAGES,
  computeValuation,
  MAX_M2_VENDIBLES,
  offerMessage,
  placeName,
  reportPriceMessage,
  shareMessage,
  VALUATION_MESSAGES,
} from './valuation.ts';

const ids = { localidad_id: '0b6f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f', barrio_id: '1c7a4d2f-3b5c-4d6e-9f0a-1b2c3d4e5f60' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('valuation formula', () => {
  it('computes Palermo 690 × 100 m² at 14%: list 69.000, market 59.340', () => {
    expect(computeValuation(100, 690, 14)).toEqual({ valor_lista_usd: 69_000, valor_mercado_usd: 59_340 });
  });
  it('uses 14 when the configured percent is missing or unusable', () => {
    expect(DEFAULT_MARKET_ADJUSTMENT_PERCENT).toBe(14);
    expect(computeValuation(100, 690, marketAdjustmentPercent(null))).toEqual(computeValuation(100, 690, 14));
    expect(computeValuation(100, 690, marketAdjustmentPercent('cualquier cosa')).valor_mercado_usd).toBe(59_340);
  });
  it('rounds each value once to whole USD, half up, without binary noise', () => {
    // 100,5 × 690 = 69.345 exactly; × 0,86 = 59.636,7 → 59.637 (not 0,86 × the rounded list).
    expect(computeValuation(100.5, 690, 14)).toEqual({ valor_lista_usd: 69_345, valor_mercado_usd: 59_637 });
    // 0,01 × 450 = 4,5 → 5 (half up); market 4,5 × 0,5 = 2,25 → 2.
    expect(computeValuation(0.01, 450, 50)).toEqual({ valor_lista_usd: 5, valor_mercado_usd: 2 });
    // 1,1 × 5 = 5,5000000000000004 in binary; market at 12,5%: 4,8125 → 5.
    expect(computeValuation(1.1, 5, 12.5)).toEqual({ valor_lista_usd: 6, valor_mercado_usd: 5 });
    expect(computeValuation(33.33, 650, 14.5)).toEqual({ valor_lista_usd: 21_665, valor_mercado_usd: 18_523 });
  });
  it('keeps the list value at 0% and zeroes the market value at 100%', () => {
    expect(computeValuation(250, 720, 0)).toEqual({ valor_lista_usd: 180_000, valor_mercado_usd: 180_000 });
    expect(computeValuation(250, 720, 100)).toEqual({ valor_lista_usd: 180_000, valor_mercado_usd: 0 });
  });
  it('stays exact at the upper bound of m² and value', () => {
    expect(computeValuation(MAX_M2_VENDIBLES, 1700, 14)).toEqual({ valor_lista_usd: 1_700_000_000, valor_mercado_usd: 1_462_000_000 });
  });
});

describe('m² input (ADR 024)', () => {
  const value = (input: string | number) => {
    const r = readM2(input);
    return r.ok ? r.value : r.message;
  };
  it('reads a dot before three digits as thousands and a comma as the decimal separator', () => {
    // ADR 024: «1.250» was stored as 1,25 m² and «2.500,75» was refused.
    expect(value('1.250')).toBe(1250);
    expect(value('2.500,75')).toBe(2500.75);
    expect(value('1.250 m²')).toBe(1250);
    expect(value('250,5')).toBe(250.5);
    expect(value(' 1200 ')).toBe(1200);
    expect(value('19.5')).toBe(19.5);
    expect(value(99.5)).toBe(99.5);
    expect(value(1250.5)).toBe(value('1.250,5'));
  });
  it('refuses 0, negatives, absurd sizes with the spec messages, and unreadable text with the reader’s', () => {
    expect(value('0')).toBe('Los m² vendibles deben ser al menos 10');
    expect(value('-3')).toBe('Los m² vendibles deben ser al menos 10');
    // ADR 104: 10 m² is the smallest plot valued; 0,01 m² (US$ 7) is refused.
    expect(value('9,99')).toBe('Los m² vendibles deben ser al menos 10');
    expect(value('0,01')).toBe('Los m² vendibles deben ser al menos 10');
    expect(value('10')).toBe(10);
    expect(value(MAX_M2_VENDIBLES)).toBe(MAX_M2_VENDIBLES);
    expect(value('1.000.000')).toBe(MAX_M2_VENDIBLES);
    expect(value(MAX_M2_VENDIBLES + 1)).toBe('Los m² vendibles no pueden superar 1.000.000');
    expect(value('abc')).toBe('No entendemos «abc» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5 m².');
    expect(value('1,2,3')).toMatch(/^No entendemos «1,2,3» como número/);
    // Never guessed, never rounded.
    expect(value('1,250')).toBe('«1,250» puede ser 1,25 m² o 1.250 m²: escribí 1.250 si son miles.');
    expect(value('10,555')).toBe('«10,555» puede ser 10,555 m² o 10.555 m²: escribí 10.555 si son miles.');
    expect(value('0,001')).toMatch(/^Leímos «0,001» como 0,001: admite hasta 2 decimales/);
    expect(value(10.555)).toMatch(/admite hasta 2 decimales/);
    expect(readM2(Number.NaN).ok).toBe(false);
    expect(readM2(Number.POSITIVE_INFINITY).ok).toBe(false);
    expect(value('')).toBe(VALUATION_MESSAGES.incomplete);
  });
});

describe('consulta body', () => {
  it('accepts numbers or typed text, drops forged values and defaults origen to web', () => {
    const parsed = consultaInputSchema.parse({ ...ids, m2_vendibles: '100,5', ubicacion_calidad: 'Muy buena', valor_lista_usd: 1, valor_mercado_usd: 1 });
    expect(parsed).toEqual({ ...ids, m2_vendibles: 100.5, ubicacion_calidad: 'Muy buena', origen: 'web' });
    for (const m2 of ['1.250,5', 1250.5, '1.250,50 m2']) {
      expect(consultaInputSchema.parse({ ...ids, m2_vendibles: m2, ubicacion_calidad: 'Buena' }).m2_vendibles).toBe(1250.5);
    }
    expect(consultaInputSchema.parse({ ...ids, m2_vendibles: '1.250', ubicacion_calidad: 'Buena' }).m2_vendibles).toBe(1250);
  });
  it.each([
    [{ barrio_id: ids.barrio_id, m2_vendibles: 100, ubicacion_calidad: 'Buena' }, VALUATION_MESSAGES.incomplete],
    [{ ...ids, ubicacion_calidad: 'Buena' }, VALUATION_MESSAGES.incomplete],
    [{ ...ids, m2_vendibles: '', ubicacion_calidad: 'Buena' }, VALUATION_MESSAGES.incomplete],
    [{ ...ids, m2_vendibles: 100 }, VALUATION_MESSAGES.incomplete],
    [{ ...ids, localidad_id: 'palermo', m2_vendibles: 100, ubicacion_calidad: 'Buena' }, VALUATION_MESSAGES.localityUnavailable],
    [{ ...ids, barrio_id: '1', m2_vendibles: 100, ubicacion_calidad: 'Buena' }, VALUATION_MESSAGES.barrioUnavailable],
    [{ ...ids, m2_vendibles: 0, ubicacion_calidad: 'Buena' }, VALUATION_MESSAGES.m2TooSmall],
    [
      { ...ids, m2_vendibles: 'mucho', ubicacion_calidad: 'Buena' },
      'No entendemos «mucho» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5 m².',
    ],
    [{ ...ids, m2_vendibles: '   ', ubicacion_calidad: 'Buena' }, VALUATION_MESSAGES.incomplete],
    [{ ...ids, m2_vendibles: true, ubicacion_calidad: 'Buena' }, VALUATION_MESSAGES.incomplete],
    [{ ...ids, m2_vendibles: 2e6, ubicacion_calidad: 'Buena' }, VALUATION_MESSAGES.m2TooLarge],
    [{ ...ids, m2_vendibles: 100, ubicacion_calidad: 'Espectacular' }, VALUATION_MESSAGES.qualityInvalid],
    [{ ...ids, m2_vendibles: 100, ubicacion_calidad: 'Buena', origen: 'fax' }, VALUATION_MESSAGES.originInvalid],
  ])('refuses %j with its message', (body, message) => {
    expect(firstMessage(consultaInputSchema.safeParse(body))).toBe(message);
  });
});

describe('contact form', () => {
  it('requires nombre, a valid email and a phone; comentario is optional', () => {
    expect(contactoInputSchema.parse({ nombre: ' Ana ', email: 'ana@example.com', telefono: '+54 9 11 1234-5678', comentario: '  ' })).toEqual({
      nombre: 'Ana',
      email: 'ana@example.com',
      telefono: '+54 9 11 1234-5678',
      comentario: undefined,
    });
    expect(firstMessage(contactoInputSchema.safeParse({ nombre: '', email: 'a@b.co', telefono: '1112345678' }))).toBe('El nombre es obligatorio');
    expect(firstMessage(contactoInputSchema.safeParse({ nombre: 'Ana', email: 'no-es-email', telefono: '1112345678' }))).toBe('Email inválido');
    expect(firstMessage(contactoInputSchema.safeParse({ nombre: 'Ana', email: 'a@b.co', telefono: 'llamame' }))).toMatch(/teléfono válido/);
    expect(firstMessage(contactoInputSchema.safeParse({ nombre: 'Ana', email: 'a@b.co', telefono: '11 1234' }))).toBe(CONTACT_MESSAGES.phoneInvalid);
    expect(firstMessage(contactoInputSchema.safeParse({ nombre: 'Ana', email: 'a@b.co' }))).toBe('El teléfono es obligatorio');
    expect(firstMessage(contactoInputSchema.safeParse({ nombre: 'x'.repeat(101), email: 'a@b.co', telefono: '1112345678' }))).toMatch(/100/);
  });
});

describe('texts and constants', () => {
  const c = {
    barrio_nombre: 'Palermo',
    localidad_nombre: 'Ciudad de Buenos Aires',
    m2_vendibles: 100.5,
    ubicacion_calidad: 'Excelente' as const,
    valor_mercado_usd: 59_340,
  };
  it('puts the market value in the offer text and location, m², quality and value in the share text', () => {
    expect(offerMessage(c)).toContain('US$\u00a059.340');
    const share = shareMessage(c, 'https://parcela.example/resultado/x');
    for (const part of ['Palermo, Ciudad de Buenos Aires', '100,5 m²', 'Ubicación Excelente', 'US$\u00a059.340', 'https://parcela.example/resultado/x']) {
      expect(share).toContain(part);
    }
  });
  it('says the place once when the barrio carries the locality name', () => {
    expect(placeName('Belgrano', 'Ciudad de Buenos Aires')).toBe('Belgrano, Ciudad de Buenos Aires');
    expect(placeName('Vicente López', 'Vicente López')).toBe('Vicente López');
    expect(placeName('VICENTE LÓPEZ', 'Vicente López')).toBe('VICENTE LÓPEZ');
    const same = { ...c, barrio_nombre: 'Vicente López', localidad_nombre: 'Vicente López' };
    expect(shareMessage(same)).toContain('Valuación de terreno en Vicente López\n');
    expect(offerMessage(same)).toContain('mi terreno en Vicente López (');
  });
  it('names the row in the price report', () => {
    expect(reportPriceMessage({ barrio_nombre: 'Palermo', localidad_nombre: 'Ciudad de Buenos Aires', valor_incidencia_usd_m2: 690 })).toContain(
      'Palermo (Ciudad de Buenos Aires) figura a US$\u00a0690 por m²',
    );
    expect(reportPriceMessage()).toContain('precios públicos de Parcela');
  });
  it('labels the market value with the stored percent', () => {
    expect(adjustmentLabel(14)).toBe('–14%');
    expect(adjustmentLabel(12.5)).toBe('–12,5%');
  });
  it('has the spec timings and the four calculating messages', () => {
    expect(CALCULATOR_OPEN_DELAY_MS).toBe(300);
    expect(CALCULATING_STEP_MS).toBe(800);
    expect(CALCULATING_MESSAGES).toHaveLength(4);
  });
});

describe('missing barrios (ADR 141)', () => {
  it('one place however it is typed', () => {
    expect(zoneKey('Vicente López', 'Villa Adelina')).toBe('vicente lopez|villa adelina');
    expect(zoneKey(' vicente  LOPEZ', 'Villa Adelína.')).toBe('vicente lopez|villa adelina');
    expect(zoneKey('San Isidro', 'Boulogne')).not.toBe(zoneKey('San Isidro', 'Beccar'));
  });

  it('the contact takes a place, both parts required, never with a consulta', () => {
    const lead = { nombre: 'Ana', email: 'a@b.co', telefono: '11 1234-5678' };
    expect(contactoInputSchema.parse({ ...lead, zona: { localidad: ' Tigre ', barrio: 'Nordelta' } }).zona).toEqual({ localidad: 'Tigre', barrio: 'Nordelta' });
    expect(firstMessage(contactoInputSchema.safeParse({ ...lead, zona: { localidad: '', barrio: 'Nordelta' } }))).toBe('Escribí la localidad o el partido');
    expect(firstMessage(contactoInputSchema.safeParse({ ...lead, zona: { localidad: 'Tigre', barrio: 'x'.repeat(101) } }))).toBe('Usá hasta 100 caracteres');
    expect(
      firstMessage(
        contactoInputSchema.safeParse({ ...lead, zona: { localidad: 'Tigre', barrio: 'Nordelta' }, consulta_id: '6f1d7f4e-0000-4000-8000-000000000000' }),
      ),
    ).toBe('Un pedido de barrio nuevo no va con una valuación');
  });
});
