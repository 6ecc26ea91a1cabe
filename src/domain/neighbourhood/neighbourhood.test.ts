import { describe, expect, it } from 'vitest';
import { CONSTRUCTION_GUIDE, guideTotals } from '../guide/construction-guide.ts';
import { formatValuePerM2 } from './barrio-values.ts';
import { COMMENT_MESSAGES, commentBodySchema, commentFormSchema } from './comments.ts';
import { contentLogKind } from './content-log.ts';

const valid = { barrio_nombre: 'Palermo', autor_nombre: 'Ana', comentario: 'Buen barrio' };
const firstMessage = (input: unknown) => {
  const result = commentBodySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('comment schema (spec §5)', () => {
  it.each([
    ['empty name', { ...valid, autor_nombre: '' }, 'El nombre es obligatorio'],
    ['blank name (trimmed)', { ...valid, autor_nombre: '   ' }, 'El nombre es obligatorio'],
    ['missing name', { barrio_nombre: 'Palermo', comentario: 'x' }, 'El nombre es obligatorio'],
    ['name of 101', { ...valid, autor_nombre: 'a'.repeat(101) }, 'El nombre debe tener menos de 100 caracteres'],
    ['bad e-mail', { ...valid, autor_email: 'no-es-un-mail' }, 'Email inválido'],
    ['e-mail of 256', { ...valid, autor_email: `${'a'.repeat(250)}@b.com` }, 'El email debe tener menos de 255 caracteres'],
    ['empty comment', { ...valid, comentario: '' }, 'El comentario es obligatorio'],
    ['comment of 1001', { ...valid, comentario: 'x'.repeat(1001) }, 'El comentario debe tener menos de 1000 caracteres'],
    ['negative price', { ...valid, precio_sugerido: -1 }, 'El precio debe ser positivo'],
    ['price over 999999', { ...valid, precio_sugerido: 1_000_000 }, 'Precio demasiado alto'],
  ])('%s → %s', (_label, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('accepts the limits and normalises optional fields', () => {
    const parsed = commentBodySchema.parse({
      ...valid,
      autor_nombre: `  ${'a'.repeat(100)}  `,
      autor_email: '',
      comentario: 'x'.repeat(1000),
      precio_sugerido: 999_999,
    });
    expect(parsed.autor_nombre).toHaveLength(100);
    expect(parsed.autor_email).toBeNull();
    expect(parsed.precio_sugerido).toBe(999_999);
    expect(commentBodySchema.parse({ ...valid, precio_sugerido: 0 }).precio_sugerido).toBe(0);
    expect(commentBodySchema.parse(valid).precio_sugerido).toBeNull();
  });

  it('reads the form price as text, comma as decimal point, and reports the first field first', () => {
    const ok = commentFormSchema.parse({ autor_nombre: 'Ana', autor_email: '', comentario: 'Hola', precio_sugerido: '700,5' });
    expect(ok.precio_sugerido).toBe(700.5);
    const bad = commentFormSchema.safeParse({ autor_nombre: '', autor_email: 'x', comentario: '', precio_sugerido: '-3' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      COMMENT_MESSAGES.nombreObligatorio,
      COMMENT_MESSAGES.emailInvalido,
      COMMENT_MESSAGES.comentarioObligatorio,
      COMMENT_MESSAGES.precioPositivo,
    ]);
    expect(commentFormSchema.safeParse({ autor_nombre: 'a', autor_email: '', comentario: 'b', precio_sugerido: '1000000' }).error?.issues[0]?.message).toBe(
      COMMENT_MESSAGES.precioAlto,
    );
  });

  it('reads «1.000» as a thousand, on the form and in the body alike (ADR 024)', () => {
    const form = (precio: string) => {
      const result = commentFormSchema.safeParse({ autor_nombre: 'Ana', autor_email: '', comentario: 'Hola', precio_sugerido: precio });
      return result.success ? result.data.precio_sugerido : result.error.issues[0]?.message;
    };
    const body = (precio: unknown) => {
      const result = commentBodySchema.safeParse({ ...valid, precio_sugerido: precio });
      return result.success ? result.data.precio_sugerido : result.error.issues[0]?.message;
    };
    for (const [typed, read] of [
      ['1.000', 1000],
      ['1.250,5', 1250.5],
      ['US$ 1.000', 1000],
      ['', null],
      ['  ', null],
    ] as const) {
      expect(form(typed), typed).toBe(read);
      expect(body(typed), typed).toBe(read);
    }
    expect(body(1250.5)).toBe(1250.5);
    expect(body(null)).toBeNull();
    expect(form('1,2,3')).toMatch(/^No entendemos «1,2,3» como número/);
    expect(body('1,2,3')).toBe(form('1,2,3'));
    expect(form('1,000')).toBe('«1,000» puede ser 1 o 1.000: escribí 1.000 si son miles.');
  });
});

describe('content log entry kind', () => {
  it('is a price suggestion when the entry has a price (zero included), otherwise a comment', () => {
    expect(contentLogKind({ precio_sugerido: 700 })).toBe('sugerencia_precio');
    expect(contentLogKind({ precio_sugerido: 0 })).toBe('sugerencia_precio');
    expect(contentLogKind({ precio_sugerido: null })).toBe('comentario');
    expect(contentLogKind({ precio_sugerido: undefined })).toBe('comentario');
  });
});

describe('construction guide totals (spec §9)', () => {
  it('has 8 steps whose sums are USD 176,000–274,000 and 41–61 weeks (10–15 months)', () => {
    expect(CONSTRUCTION_GUIDE).toHaveLength(8);
    expect(guideTotals()).toEqual({ costo: { min: 176_000, max: 274_000 }, semanas: { min: 41, max: 61 }, meses: { min: 10, max: 15 } });
  });
  it('follows the steps: changing one step changes the totals', () => {
    const [first, ...rest] = CONSTRUCTION_GUIDE;
    if (!first) throw new Error('sin pasos');
    const changed = [
      { ...first, costo: { min: first.costo.min + 1000, max: first.costo.max }, duracion: { min: first.duracion.min + 4, max: first.duracion.max } },
      ...rest,
    ];
    expect(guideTotals(changed).costo.min).toBe(177_000);
    expect(guideTotals(changed).meses.min).toBe(11);
  });
});

describe('card value', () => {
  it("reads 'US$ N /m²' with Argentine grouping, as every other amount in dollars", () => {
    expect(formatValuePerM2(690)).toMatch(/^US\$\s690 \/m²$/);
    expect(formatValuePerM2(1250)).toMatch(/^US\$\s1\.250 \/m²$/);
  });
});
