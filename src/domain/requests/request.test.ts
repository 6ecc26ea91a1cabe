import { describe, expect, it } from 'vitest';
import {
  approvalWhatsappLink,
  approvalWhatsappText,
  boardQuerySchema,
  REQUEST_MESSAGES,
  type RequestInput,
  requestInputSchema,
  requestWhatsappLink,
  requestWhatsappText,
} from './request.ts';
import { SAMPLE_REQUEST as valid } from './sample-request.ts';

const firstIssue = (input: unknown) => {
  const result = requestInputSchema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('request form schema', () => {
  it('accepts the required fields, comments optional, and stores null for none', () => {
    expect(requestInputSchema.parse(valid)).toEqual({ ...valid, comentarios: null });
    expect(requestInputSchema.parse({ ...valid, comentarios: '  Pintar hall  ' }).comentarios).toBe('Pintar hall');
  });

  it("replaces 'Nuevo cliente' with the new client's name, which it requires", () => {
    expect(requestInputSchema.parse({ ...valid, sucursal: 'Nuevo cliente', nuevo_cliente: ' Club Atlético Munro ' }).sucursal).toBe('Club Atlético Munro');
    expect(firstIssue({ ...valid, sucursal: 'Nuevo cliente' })).toEqual({ path: 'nuevo_cliente', message: REQUEST_MESSAGES.nuevoClienteRequired });
    expect(firstIssue({ ...valid, sucursal: 'Nuevo cliente', nuevo_cliente: '   ' }).path).toBe('nuevo_cliente');
    // Reported together with the other fields' errors, not only once they are right.
    const both = requestInputSchema.safeParse({ ...valid, sucursal: 'Nuevo cliente', dias_estimados: 0 });
    expect(both.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['dias_estimados', 'nuevo_cliente']);
  });

  it('ignores a new-client name given with a listed branch', () => {
    expect(requestInputSchema.parse({ ...valid, nuevo_cliente: 'Otro' }).sucursal).toBe('Torre Maipú 900');
  });

  it('wants whole days, 1 to 365, typed the Argentine way or sent as a number (ADR 024)', () => {
    expect(requestInputSchema.parse({ ...valid, dias_estimados: '12' }).dias_estimados).toBe(12);
    expect(requestInputSchema.parse({ ...valid, dias_estimados: ' 3 ' }).dias_estimados).toBe(3);
    expect(requestInputSchema.parse({ ...valid, dias_estimados: 3 }).dias_estimados).toBe(3);
    expect(requestInputSchema.parse({ ...valid, dias_estimados: '365' }).dias_estimados).toBe(365);
    for (const dias of [0, '0', '-2', -1])
      expect(firstIssue({ ...valid, dias_estimados: dias })).toEqual({ path: 'dias_estimados', message: REQUEST_MESSAGES.diasInvalid });
    // «1.5» reads one and a half: refused as decimals, never as 15 or 1500.
    expect(firstIssue({ ...valid, dias_estimados: '1.5' })).toEqual({
      path: 'dias_estimados',
      message: 'Leímos «1.5» como 1,5, con decimales: escribí un número entero, por ejemplo 1.250.',
    });
    expect(firstIssue({ ...valid, dias_estimados: '1,5' }).message).toMatch(/^Leímos «1,5» como 1,5, con decimales/);
    expect(firstIssue({ ...valid, dias_estimados: 1.5 }).message).toMatch(/^Leímos «1.5» como 1,5, con decimales/);
    expect(firstIssue({ ...valid, dias_estimados: 'tres' }).message).toMatch(/^No entendemos «tres» como número/);
    expect(firstIssue({ ...valid, dias_estimados: '1,2,3' }).message).toMatch(/^No entendemos «1,2,3» como número/);
    expect(firstIssue({ ...valid, dias_estimados: '' }).message).toBe(REQUEST_MESSAGES.diasRequired);
    expect(firstIssue({ ...valid, dias_estimados: 366 }).message).toBe(REQUEST_MESSAGES.diasTooMany);
    expect(firstIssue({ ...valid, dias_estimados: '1.000' }).message).toBe(REQUEST_MESSAGES.diasTooMany);
  });

  it('names each missing field in Spanish', () => {
    const cases: Array<[keyof RequestInput, string]> = [
      ['codigo_interno', REQUEST_MESSAGES.codigoRequired],
      ['sucursal', REQUEST_MESSAGES.sucursalRequired],
      ['tipo_servicio', REQUEST_MESSAGES.tipoRequired],
      ['dias_estimados', REQUEST_MESSAGES.diasRequired],
      ['solicitante', REQUEST_MESSAGES.solicitanteRequired],
      ['celular', REQUEST_MESSAGES.celularRequired],
    ];
    for (const [field, message] of cases) {
      const { [field]: _dropped, ...rest } = valid;
      expect(firstIssue(rest)).toEqual({ path: field, message });
    }
    expect(firstIssue({ ...valid, codigo_interno: '  ' }).message).toBe(REQUEST_MESSAGES.codigoRequired);
  });

  it('refuses values outside the fixed lists and a bad phone', () => {
    expect(firstIssue({ ...valid, sucursal: 'Sucursal inventada' }).path).toBe('sucursal');
    expect(firstIssue({ ...valid, tipo_servicio: 'Jardinería' }).path).toBe('tipo_servicio');
    expect(firstIssue({ ...valid, solicitante: 'Pedro' }).path).toBe('solicitante');
    expect(firstIssue({ ...valid, celular: 'llamame' })).toEqual({ path: 'celular', message: REQUEST_MESSAGES.celularInvalid });
  });
});

describe('board query', () => {
  it('defaults to oldest first and one page per column, each bounded', () => {
    expect(boardQuerySchema.parse({})).toEqual({
      orden: 'antiguas',
      pendiente: 20,
      aprobada: 20,
      en_ejecucion: 20,
      finalizada: 20,
      rechazada: 20,
      cancelada: 20,
    });
    expect(boardQuerySchema.safeParse({ finalizada: '501' }).success).toBe(false);
    expect(boardQuerySchema.safeParse({ pendiente: '0' }).success).toBe(false);
    expect(boardQuerySchema.safeParse({ demoradas: 'si' }).success).toBe(false);
    expect(boardQuerySchema.safeParse({ orden: 'azar' }).success).toBe(false);
  });
});

describe('WhatsApp texts', () => {
  it('sends the firm every field, Sin comentarios when empty', () => {
    const text = requestWhatsappText({ ...requestInputSchema.parse(valid) });
    expect(text).toBe(
      [
        'Nueva solicitud interna',
        'Código: SI-0100',
        'Cliente: Torre Maipú 900',
        'Servicio: Pintura',
        'Días estimados: 3',
        'Solicitante: Mariana',
        'Celular: +54 9 11 5555-0101',
        'Detalle: Sin comentarios',
      ].join('\n'),
    );
    expect(requestWhatsappText({ ...requestInputSchema.parse(valid), comentarios: 'Mancha en el techo' })).toContain('Detalle: Mancha en el techo');
  });

  it('proposes the stored visit day, in Argentine Spanish, with the year only when it is not this one', () => {
    const today = new Date('2026-11-23T13:00:00Z');
    const text = approvalWhatsappText(requestInputSchema.parse(valid), '2026-11-30', today);
    expect(text).toContain('Hola Mariana');
    expect(text).toContain('SI-0100');
    expect(text).toContain('el lunes 30 de noviembre');
    expect(approvalWhatsappText(requestInputSchema.parse(valid), '2027-01-04', today)).toContain('el lunes 4 de enero de 2027');
  });

  it('links the firm and the requester by WhatsApp, the requester in international mobile form', () => {
    const request = requestInputSchema.parse({ ...valid, celular: '011 15 5555-0101' });
    expect(requestWhatsappLink('+54 9 11 4000-0000', request)).toMatch(/^https:\/\/wa\.me\/5491140000000\?text=Nueva%20solicitud%20interna/);
    const link = approvalWhatsappLink(request, '2026-11-30', new Date('2026-11-23T13:00:00Z'));
    expect(link.startsWith('https://wa.me/5491155550101?text=')).toBe(true);
    expect(decodeURIComponent(link)).toContain('lunes 30 de noviembre');
  });
});
