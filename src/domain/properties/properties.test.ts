import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING_FORM,
  formToListingBody,
  listingBodySchema,
  listingFormSchema,
  listingToForm,
  ordenPublicacionSchema,
  publicationBodySchema,
} from './properties.schemas.ts';
import { badgeColor, PROPERTY_MESSAGES, propertyContactText } from './properties.ts';

describe('listing form', () => {
  it('turns typed text into an API body', () => {
    const out = listingFormSchema.parse({
      ...EMPTY_LISTING_FORM,
      titulo: ' Lote en Palermo ',
      barrio: 'Palermo',
      metros_cuadrados: '320,5',
      precio_venta: '410.000',
      caracteristicas: 'Plano aprobado\n\n  Escritura inmediata ',
    });
    const body = formToListingBody(out);
    expect(body).toMatchObject({ titulo: 'Lote en Palermo', metros_cuadrados: 320.5, precio_venta: 410_000, calle: null, badge_color: null });
    expect(body.caracteristicas).toEqual(['Plano aprobado', 'Escritura inmediata']);
    expect(listingBodySchema.parse(body)).toEqual(body);
  });

  // ADR 024: one field for the form and the body; what is typed and the JSON number it means read alike.
  it.each([
    ['185.000', 185_000],
    ['US$ 185.000', 185_000],
    ['1.250.000,50', 1_250_000.5],
    ['120.5', 120.5],
    [185_000, 185_000],
    ['', null],
    [null, null],
  ])('reads the price %j as %j, in the form and in the body', (typed, expected) => {
    expect(listingFormSchema.parse({ ...EMPTY_LISTING_FORM, titulo: 'x', barrio: 'y', precio_venta: typed }).precio_venta).toBe(expected);
    expect(listingBodySchema.parse({ titulo: 'x', tipo: 'Casa', barrio: 'y', precio_venta: typed }).precio_venta).toBe(expected);
  });

  it.each([
    ['320,5', 320.5],
    ['1.200 m²', 1200],
    [1200.25, 1200.25],
    ['', null],
  ])('reads the surface %j as %j', (typed, expected) => {
    expect(listingBodySchema.parse({ titulo: 'x', tipo: 'Casa', barrio: 'y', metros_cuadrados: typed }).metros_cuadrados).toBe(expected);
  });

  it.each([
    ['precio_venta', '1,2,3', /^No entendemos «1,2,3» como número/],
    ['precio_venta', '0', new RegExp(`^${PROPERTY_MESSAGES.precioInvalido}$`)],
    ['precio_venta', '1.000.000.001', new RegExp(`^${PROPERTY_MESSAGES.precioAlto}$`)],
    ['precio_venta', 1.005, /admite hasta 2 decimales/],
    ['metros_cuadrados', '1,250', /^«1,250» puede ser 1,25 m² o 1\.250 m²/],
    ['metros_cuadrados', '-3', new RegExp(`^${PROPERTY_MESSAGES.m2Invalido}$`)],
  ])('refuses %s %j with its field and message', (field, typed, message) => {
    for (const schema of [listingFormSchema, listingBodySchema]) {
      const result = schema.safeParse({ ...EMPTY_LISTING_FORM, titulo: 'x', barrio: 'y', [field]: typed });
      expect(result.error?.issues[0]?.path).toEqual([field]);
      expect(result.error?.issues[0]?.message).toMatch(message);
    }
  });

  it('explains what is wrong, in Spanish', () => {
    const result = listingFormSchema.safeParse({ ...EMPTY_LISTING_FORM, barrio: 'Palermo', precio_venta: 'mucho' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      PROPERTY_MESSAGES.tituloObligatorio,
      'No entendemos «mucho» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5.',
    ]);
    expect(
      listingFormSchema.safeParse({ ...EMPTY_LISTING_FORM, titulo: 'x', barrio: 'y', caracteristicas: Array(21).fill('a').join('\n') }).error?.issues[0]
        ?.message,
    ).toBe(PROPERTY_MESSAGES.demasiadasCaracteristicas);
  });

  it('round-trips a stored listing', () => {
    const form = listingToForm({
      id: '00000000-0000-4000-8000-000000000000',
      titulo: 'PH',
      tipo: 'PH',
      barrio: 'Coghlan',
      calle: null,
      altura: null,
      metros_cuadrados: 1145.5,
      precio_venta: 239_000.5,
      descripcion: null,
      caracteristicas: ['Terraza'],
      imagenes: [],
      imagenes_urls: [],
      badge: null,
      badge_color: null,
      publicada: false,
      orden_publicacion: 0,
      created_at: new Date().toISOString(),
    });
    expect(form).toMatchObject({ metros_cuadrados: '1.145,5', precio_venta: '239.000,5' });
    expect(formToListingBody(listingFormSchema.parse(form))).toMatchObject({ metros_cuadrados: 1145.5, precio_venta: 239_000.5, caracteristicas: ['Terraza'] });
  });
});

describe('helpers', () => {
  it('falls back to grey for unknown badge colours', () => {
    expect(badgeColor('verde')).toBe('verde');
    expect(badgeColor('fucsia')).toBe('gris');
    expect(badgeColor(null)).toBe('gris');
  });
  it('puts the title in the WhatsApp text', () => {
    expect(propertyContactText('Lote en Villa Crespo')).toContain('"Lote en Villa Crespo"');
  });
  it('needs something to change when publishing', () => {
    expect(publicationBodySchema.safeParse({}).success).toBe(false);
    expect(publicationBodySchema.safeParse({ orden_publicacion: -1 }).error?.issues[0]?.message).toBe(PROPERTY_MESSAGES.ordenInvalido);
    expect(publicationBodySchema.parse({ publicada: true })).toEqual({ publicada: true });
    expect(publicationBodySchema.parse({ orden_publicacion: '1.000' })).toEqual({ orden_publicacion: 1000 });
    expect(publicationBodySchema.parse({ orden_publicacion: 12 })).toEqual({ orden_publicacion: 12 });
    expect(publicationBodySchema.safeParse({ orden_publicacion: '1.000.001' }).error?.issues[0]?.message).toBe(PROPERTY_MESSAGES.ordenInvalido);
    expect(ordenPublicacionSchema.safeParse('1,5').error?.issues[0]?.message).toBe(
      'Leímos «1,5» como 1,5, con decimales: escribí un número entero, por ejemplo 1.250.',
    );
    expect(ordenPublicacionSchema.safeParse('').error?.issues[0]?.message).toBe(PROPERTY_MESSAGES.ordenInvalido);
  });
});
