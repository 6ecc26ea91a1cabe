import { describe, expect, it } from 'vitest';
import { commentBodySchema, commentsQuerySchema } from '../neighbourhood/comments.ts';
import { listingBodySchema } from '../properties/properties.schemas.ts';
import { settingValueSchemas } from '../settings/settings.ts';
import { contactoInputSchema } from '../valuation/valuation.schemas.ts';
import { consultasFilterSchema } from '../valuation-admin/schemas.ts';
import { hasControlCharacters, multilineText, searchText, TEXT_MESSAGES, text } from './text.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('text()', () => {
  it('refuses NUL, escape, DEL and a tab or line break inside one-line text', () => {
    for (const bad of ['a\u0000b', '\u0000', 'a\u001Bb', 'a\u007Fb', 'a\tb', 'a\nb', 'a\rb', 'a\u0008b']) {
      expect(firstMessage(text().safeParse(bad)), JSON.stringify(bad)).toBe(TEXT_MESSAGES.controlCharacters);
    }
  });

  it('trims first, so pasted edge whitespace is dropped rather than refused', () => {
    expect(text().parse('\tPalermo \n')).toBe('Palermo');
  });

  it('keeps accents, ñ, emoji and other scripts', () => {
    for (const good of ['Núñez', 'Coghlan — ½ cuadra', '🏠 casa', '北京', 'a\u0085b']) expect(text().parse(good)).toBe(good);
  });

  it('chains the usual string checks, with the control message first', () => {
    const schema = text({ error: 'obligatorio' }).min(1, 'vacío').max(3, 'largo');
    expect(firstMessage(schema.safeParse(''))).toBe('vacío');
    expect(firstMessage(schema.safeParse(42))).toBe('obligatorio');
    expect(firstMessage(schema.safeParse('a\u0000bcd'))).toBe(TEXT_MESSAGES.controlCharacters);
  });
});

describe('multilineText()', () => {
  it('allows tab and line breaks but no other control character', () => {
    expect(multilineText().parse('uno\r\n\tdos')).toBe('uno\r\n\tdos');
    for (const bad of ['a\u0000b', 'a\u000Bb', 'a\u000Cb', 'a\u001Fb', 'a\u007Fb']) {
      expect(firstMessage(multilineText().safeParse(bad)), JSON.stringify(bad)).toBe(TEXT_MESSAGES.controlCharacters);
    }
  });
});

describe('searchText()', () => {
  it('reads blank as no filter and refuses control characters and long text', () => {
    expect(searchText().parse('  ')).toBeUndefined();
    expect(searchText().parse(undefined)).toBeUndefined();
    expect(searchText().parse(' palermo ')).toBe('palermo');
    expect(firstMessage(searchText().safeParse('\u0000'))).toBe(TEXT_MESSAGES.controlCharacters);
    expect(firstMessage(searchText().safeParse('x'.repeat(101)))).toBe(TEXT_MESSAGES.searchTooLong);
  });
});

it('hasControlCharacters tells one-line from multi-line rules', () => {
  expect(hasControlCharacters('a\nb')).toBe(true);
  expect(hasControlCharacters('a\nb', { multiline: true })).toBe(false);
  expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
});

it('every area schema with free text uses the rule', () => {
  const nul = 'x\u0000y';
  const comment = { barrio_nombre: 'Palermo', autor_nombre: 'Ana', comentario: 'Hola' };
  expect(commentBodySchema.safeParse({ ...comment, comentario: nul }).success).toBe(false);
  expect(commentBodySchema.safeParse({ ...comment, autor_nombre: nul }).success).toBe(false);
  expect(commentBodySchema.safeParse({ ...comment, comentario: 'línea 1\nlínea 2' }).success).toBe(true);
  expect(commentsQuerySchema.safeParse({ barrio: nul }).success).toBe(false);
  expect(consultasFilterSchema.safeParse({ q: nul }).success).toBe(false);
  const contact = { nombre: 'Ana', email: 'ana@example.com', telefono: '+54 11 5555-5555' };
  expect(contactoInputSchema.safeParse({ ...contact, comentario: nul }).success).toBe(false);
  expect(contactoInputSchema.safeParse({ ...contact, nombre: nul }).success).toBe(false);
  const listing = { titulo: 'Lote', tipo: 'Terreno', barrio: 'Palermo', metros_cuadrados: null, precio_venta: null };
  expect(listingBodySchema.safeParse({ ...listing, caracteristicas: [nul] }).success).toBe(false);
  expect(listingBodySchema.safeParse({ ...listing, descripcion: nul }).success).toBe(false);
  expect(settingValueSchemas.texto_legal.safeParse(nul).success).toBe(false);
  expect(settingValueSchemas.texto_legal.safeParse('Párrafo 1\n\nPárrafo 2').success).toBe(true);
});
