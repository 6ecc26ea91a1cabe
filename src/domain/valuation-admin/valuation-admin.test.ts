import { describe, expect, it } from 'vitest';
import { csvField } from '../shared/csv.ts';
import { CONSULTAS_CSV_COLUMNS, consultaCsvLine, consultasCsvFileName, consultasCsvHeader } from './csv.ts';
import { ADMIN_MESSAGES, adminLoginSchema, barrioCreateSchema, consultasFilterSchema, localidadCreateSchema, localidadUpdateSchema } from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const LOCALIDAD = '00000000-0000-4000-8000-000000000001';

describe('new neighbourhood', () => {
  it('asks to complete every field when one is missing', () => {
    expect(firstMessage(barrioCreateSchema.safeParse({ nombre: '  ', localidad_id: LOCALIDAD, valor_incidencia_usd_m2: 500 }))).toBe(
      ADMIN_MESSAGES.completeAll,
    );
    expect(firstMessage(barrioCreateSchema.safeParse({ nombre: 'Saavedra', localidad_id: '', valor_incidencia_usd_m2: 500 }))).toBe(ADMIN_MESSAGES.completeAll);
    expect(firstMessage(barrioCreateSchema.safeParse({ nombre: 'Saavedra', localidad_id: LOCALIDAD, valor_incidencia_usd_m2: '  ' }))).toBe(
      ADMIN_MESSAGES.completeAll,
    );
    expect(firstMessage(barrioCreateSchema.safeParse({ nombre: 'Saavedra', localidad_id: LOCALIDAD }))).toBe(ADMIN_MESSAGES.completeAll);
  });
  it('accepts values from 200 to 1700 inclusive and refuses the rest', () => {
    for (const ok of [200, 1700, 950.5])
      expect(barrioCreateSchema.safeParse({ nombre: 'Saavedra', localidad_id: LOCALIDAD, valor_incidencia_usd_m2: ok }).success).toBe(true);
    for (const bad of [199.99, 1700.01, 0, -5])
      expect(firstMessage(barrioCreateSchema.safeParse({ nombre: 'Saavedra', localidad_id: LOCALIDAD, valor_incidencia_usd_m2: bad }))).toBe(
        'El valor debe estar entre 200 y 1700',
      );
  });
  it('reads the value as typed in Argentina, cents included, and never reads «850,5» as 8505 (ADR 024)', () => {
    const value = (typed: string | number) => {
      const result = barrioCreateSchema.safeParse({ nombre: 'Saavedra', localidad_id: LOCALIDAD, valor_incidencia_usd_m2: typed });
      return result.success ? result.data.valor_incidencia_usd_m2 : result.error.issues[0]?.message;
    };
    expect(value('850,5')).toBe(850.5);
    expect(value(850.5)).toBe(850.5);
    expect(value('1.250,75')).toBe(1250.75);
    expect(value('US$ 1.250')).toBe(1250);
    expect(value('850.5')).toBe(850.5);
    expect(value('8505')).toBe(ADMIN_MESSAGES.barrioValueRange);
    expect(value('850,5555')).toMatch(/^Leímos «850,5555» como 850,5555: admite hasta 2 decimales/);
    expect(value('850,555')).toBe('«850,555» puede ser 850,555 o 850.555: escribí 850.555 si son miles.');
    expect(value('1,2,3')).toMatch(/^No entendemos «1,2,3» como número/);
    expect(value(Number.NaN)).toBe(ADMIN_MESSAGES.completeAll);
  });
  it('trims the name', () => {
    expect(barrioCreateSchema.parse({ nombre: '  Saavedra ', localidad_id: LOCALIDAD, valor_incidencia_usd_m2: 500 }).nombre).toBe('Saavedra');
  });
});

describe('locality', () => {
  it('needs a name that is not empty after trimming', () => {
    expect(localidadCreateSchema.parse({ nombre: '  San Isidro  ' })).toEqual({ nombre: 'San Isidro' });
    expect(firstMessage(localidadCreateSchema.safeParse({ nombre: '   ' }))).toBe(ADMIN_MESSAGES.localidadNameRequired);
    expect(firstMessage(localidadCreateSchema.safeParse({}))).toBe(ADMIN_MESSAGES.localidadNameRequired);
  });
  it('refuses an update that changes nothing', () => {
    expect(firstMessage(localidadUpdateSchema.safeParse({}))).toBe(ADMIN_MESSAGES.nothingToChange);
    expect(localidadUpdateSchema.safeParse({ activo: false }).success).toBe(true);
  });
});

describe('consultas filters', () => {
  it('treats blank filters as absent and checks quality and origin', () => {
    expect(consultasFilterSchema.parse({ q: ' ', calidad: '', origen: '' })).toEqual({});
    expect(consultasFilterSchema.parse({ q: ' pal ', calidad: 'Muy buena', origen: 'mobile' })).toEqual({ q: 'pal', calidad: 'Muy buena', origen: 'mobile' });
    expect(firstMessage(consultasFilterSchema.safeParse({ calidad: 'Mala' }))).toBe('Calidad de ubicación inválida');
    expect(firstMessage(consultasFilterSchema.safeParse({ origen: 'fax' }))).toBe('Origen inválido');
  });
});

describe('admin login', () => {
  it('requires e-mail and password', () => {
    expect(firstMessage(adminLoginSchema.safeParse({ email: '', password: 'x' }))).toBe('El email es obligatorio');
    expect(firstMessage(adminLoginSchema.safeParse({ email: 'no-es-email', password: 'x' }))).toBe('Email inválido');
    expect(firstMessage(adminLoginSchema.safeParse({ email: 'a@b.example', password: '' }))).toBe('La contraseña es obligatoria');
    expect(adminLoginSchema.parse({ email: ' a@b.example ', password: 'x' }).email).toBe('a@b.example');
  });
});

describe('consultas CSV', () => {
  it('starts with a BOM and the spec columns in order', () => {
    expect(consultasCsvHeader()).toBe('\uFEFFFecha;Localidad;Barrio;M² Vendibles;Ubicación;Valor Lista USD;Valor Mercado USD;Origen\r\n');
    expect(CONSULTAS_CSV_COLUMNS).toHaveLength(8);
  });
  it('quotes semicolons, quotes and line breaks, and keeps accents', () => {
    expect(csvField('Núñez')).toBe('Núñez');
    expect(csvField('San Isidro, Norte')).toBe('San Isidro, Norte');
    expect(csvField('San Isidro; Norte')).toBe('"San Isidro; Norte"');
    expect(csvField('El "Bajo"')).toBe('"El ""Bajo"""');
    expect(csvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvField(null)).toBe('');
    expect(csvField(120.5)).toBe('120,5');
    expect(csvField(1250000)).toBe('1250000');
  });
  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@suma')).toBe("'@suma");
  });
  it('writes one consulta with its date in Buenos Aires time and rounded USD', () => {
    const line = consultaCsvLine({
      fecha: '2026-03-10T02:30:00Z',
      localidad_nombre: 'Villa Crespo, CABA',
      barrio_nombre: 'Núñez',
      m2_vendibles: 120.5,
      ubicacion_calidad: 'Muy buena',
      valor_lista_usd: 83145.4,
      valor_mercado_usd: 71504.99,
      origen: 'web',
    });
    expect(line).toBe('09/03/2026 23:30;Villa Crespo, CABA;Núñez;120,5;Muy buena;83145;71505;Web\r\n');
  });
  it('names the file with the Buenos Aires date', () => {
    expect(consultasCsvFileName(new Date('2026-03-10T02:30:00Z'))).toBe('consultas-2026-03-09.csv');
    expect(consultasCsvFileName(new Date('2026-03-10T03:00:00Z'))).toBe('consultas-2026-03-10.csv');
  });
});
