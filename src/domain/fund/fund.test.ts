import { describe, expect, it } from 'vitest';
import { variantWidthsOf } from '../shared/images.ts';
import { fundingProgress, inquiryGreeting, inquiryInputSchema, LAND_MESSAGES, plotInputSchema, plotPatchSchema } from './land.ts';

const validPlot = {
  titulo: 'Esquina en Vicente López',
  ubicacion: 'Av. Maipú 1800',
  valor_terreno: 950_000,
  inversion_total_necesaria: 3_200_000,
  porcentaje_inversion_completa: 62,
  cantidad_inversores: 18,
  m2_vendibles: 2_400,
};

function firstIssue(input: unknown) {
  const result = plotInputSchema.safeParse(input);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return { field: issue?.path.join('.'), message: issue?.message };
}

describe('funding progress', () => {
  it('is clamped to 0–100', () => {
    expect(fundingProgress(62.5)).toBe(62.5);
    expect(fundingProgress(-3)).toBe(0);
    expect(fundingProgress(140)).toBe(100);
    expect(fundingProgress(0)).toBe(0);
    expect(fundingProgress(100)).toBe(100);
    expect(fundingProgress(Number.NaN)).toBe(0);
    expect(fundingProgress(null)).toBe(0);
    expect(fundingProgress(undefined)).toBe(0);
  });
});

describe('plot form (spec §5)', () => {
  it('accepts a complete plot and fills the defaults (Prospección, activo, no description)', () => {
    expect(plotInputSchema.parse(validPlot)).toEqual({ ...validPlot, estado: 'Prospección', descripcion: null, activo: true });
  });

  it('reads numbers typed in a form (comma decimals, blanks are missing)', () => {
    const parsed = plotInputSchema.parse({ ...validPlot, valor_terreno: '950000', m2_vendibles: '1200,5', cantidad_inversores: '3' });
    expect(parsed).toMatchObject({ valor_terreno: 950_000, m2_vendibles: 1200.5, cantidad_inversores: 3 });
    expect(firstIssue({ ...validPlot, valor_terreno: '' })).toEqual({ field: 'valor_terreno', message: LAND_MESSAGES.landValueRequired });
  });

  // ADR 024: the fund form refused «1.250.000» for the land value.
  it('reads numbers typed the Argentine way (ADR 024), as the JSON numbers they mean', () => {
    const typed = plotInputSchema.parse({
      ...validPlot,
      valor_terreno: '1.250.000',
      inversion_total_necesaria: 'US$ 3.200.000,50',
      porcentaje_inversion_completa: '62,25 %',
      cantidad_inversores: '1.200',
      m2_vendibles: '2.400,5 m²',
    });
    const sent = plotInputSchema.parse({
      ...validPlot,
      valor_terreno: 1_250_000,
      inversion_total_necesaria: 3_200_000.5,
      porcentaje_inversion_completa: 62.25,
      cantidad_inversores: 1200,
      m2_vendibles: 2400.5,
    });
    expect(typed).toEqual(sent);
    expect(typed).toMatchObject({
      valor_terreno: 1_250_000,
      inversion_total_necesaria: 3_200_000.5,
      porcentaje_inversion_completa: 62.25,
      cantidad_inversores: 1200,
    });
  });

  it.each([
    ['valor_terreno', '1,2,3', /^No entendemos «1,2,3» como número/],
    ['inversion_total_necesaria', '1.250,505', /^Leímos «1\.250,505» como 1\.250,505: admite hasta 2 decimales/],
    ['porcentaje_inversion_completa', '62,2555', /^Leímos «62,2555» como 62,2555: admite hasta 2 decimales/],
    ['cantidad_inversores', '1.5', /^Leímos «1\.5» como 1,5, con decimales: escribí un número entero/],
    ['cantidad_inversores', 1.5, /con decimales: escribí un número entero/],
    ['m2_vendibles', '1,250', /^«1,250» puede ser 1,25 m² o 1\.250 m²/],
  ])('refuses %s %j saying what it read', (field, typedValue, message) => {
    const issue = firstIssue({ ...validPlot, [field]: typedValue });
    expect(issue?.field).toBe(field);
    expect(issue?.message).toMatch(message);
  });

  it.each([
    ['titulo', { titulo: undefined }, LAND_MESSAGES.titleRequired],
    ['titulo', { titulo: '   ' }, LAND_MESSAGES.titleRequired],
    ['ubicacion', { ubicacion: '' }, LAND_MESSAGES.locationRequired],
    ['porcentaje_inversion_completa', { porcentaje_inversion_completa: 101 }, LAND_MESSAGES.percentRange],
    ['porcentaje_inversion_completa', { porcentaje_inversion_completa: -1 }, LAND_MESSAGES.percentRange],
    ['cantidad_inversores', { cantidad_inversores: -1 }, LAND_MESSAGES.investorsWhole],
    ['cantidad_inversores', { cantidad_inversores: 1_000_001 }, LAND_MESSAGES.investorsWhole],
    ['cantidad_inversores', { cantidad_inversores: '' }, LAND_MESSAGES.investorsRequired],
    ['valor_terreno', { valor_terreno: -5 }, LAND_MESSAGES.moneyNegative],
    ['valor_terreno', { valor_terreno: '10.000.000.001' }, LAND_MESSAGES.moneyTooLarge],
    ['inversion_total_necesaria', { inversion_total_necesaria: null }, LAND_MESSAGES.investmentRequired],
    ['porcentaje_inversion_completa', { porcentaje_inversion_completa: '100,5' }, LAND_MESSAGES.percentRange],
    ['m2_vendibles', { m2_vendibles: '-1' }, LAND_MESSAGES.m2Negative],
    ['m2_vendibles', { m2_vendibles: undefined }, LAND_MESSAGES.m2Required],
    ['estado', { estado: 'Vendido' }, LAND_MESSAGES.stateInvalid],
  ])('refuses a bad %s with its Spanish message', (field, change, message) => {
    expect(firstIssue({ ...validPlot, ...change })).toEqual({ field, message });
  });

  it('accepts 0 and 100 percent and zero investors (a new plot)', () => {
    expect(plotInputSchema.safeParse({ ...validPlot, porcentaje_inversion_completa: 0, cantidad_inversores: 0 }).success).toBe(true);
    expect(plotInputSchema.safeParse({ ...validPlot, porcentaje_inversion_completa: 100 }).success).toBe(true);
  });

  it('a PATCH moves and/or toggles, nothing else', () => {
    expect(plotPatchSchema.safeParse({ orden: 1 }).success).toBe(true);
    expect(plotPatchSchema.safeParse({ orden: 0 }).success).toBe(false);
    expect(plotPatchSchema.safeParse({ activo: false }).success).toBe(true);
    expect(plotPatchSchema.safeParse({}).success).toBe(false);
    expect(plotPatchSchema.safeParse({ orden: 1, titulo: 'x' }).success).toBe(false);
  });
});

describe('land owner inquiry', () => {
  const valid = { nombre: 'Ana Domínguez', email: 'ana@example.com', telefono: '11 5555-0102', ubicacion_terreno: 'Av. San Martín 2200' };

  it('reads multipart text: empty m² is none, the checkbox is a flag', () => {
    expect(inquiryInputSchema.parse({ ...valid, m2_vendibles_estimados: '', tiene_prefactibilidad: 'true' })).toEqual({
      ...valid,
      m2_vendibles_estimados: null,
      tiene_prefactibilidad: true,
    });
    expect(inquiryInputSchema.parse({ ...valid, m2_vendibles_estimados: '850,5' })).toMatchObject({
      m2_vendibles_estimados: 850.5,
      tiene_prefactibilidad: false,
    });
  });

  // ADR 024: «1.200» was stored as 1,2.
  it.each([
    ['1.200', 1200],
    ['1.200,5', 1200.5],
    ['1200 m2', 1200],
    ['850.5', 850.5],
    ['  ', null],
  ])('reads the estimated m² %j as %j', (typedValue, expected) => {
    expect(inquiryInputSchema.parse({ ...valid, m2_vendibles_estimados: typedValue }).m2_vendibles_estimados).toBe(expected);
  });

  it.each([
    ['nombre', { nombre: '' }, LAND_MESSAGES.nameRequired],
    ['email', { email: 'ana@' }, LAND_MESSAGES.emailInvalid],
    ['telefono', { telefono: 'llamame' }, LAND_MESSAGES.phoneInvalid],
    ['ubicacion_terreno', { ubicacion_terreno: undefined }, LAND_MESSAGES.landLocationRequired],
    ['m2_vendibles_estimados', { m2_vendibles_estimados: 'mucho' }, /^No entendemos «mucho» como número.*por ejemplo 1\.250 o 1\.250,5 m²\.$/],
    ['m2_vendibles_estimados', { m2_vendibles_estimados: '1,2,3' }, /^No entendemos «1,2,3» como número/],
    ['m2_vendibles_estimados', { m2_vendibles_estimados: '-5' }, LAND_MESSAGES.m2Negative],
  ])('refuses a bad %s', (field, change, message) => {
    const result = inquiryInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });

  it('greets the owner by first name and names the location', () => {
    expect(inquiryGreeting('Roberto Fernández', 'Olazábal 4500, Villa Urquiza')).toBe(
      'Hola Roberto, te escribimos de Parcela Desarrollos por tu terreno en Olazábal 4500, Villa Urquiza. ¿Cuándo te queda bien que conversemos?',
    );
  });
});

describe('plot image widths (only the widest variant’s address is stored)', () => {
  it('follows the public image pipeline from the widest variant', () => {
    expect(variantWidthsOf('/uploads/terrenos/a-1600.webp')).toEqual([480, 960, 1600]);
    expect(variantWidthsOf('/uploads/terrenos/a-1200.webp')).toEqual([480, 960, 1200]);
    expect(variantWidthsOf('/uploads/terrenos/a-300.webp')).toEqual([300]);
    expect(variantWidthsOf('/foto.jpg')).toEqual([]);
  });
});
