import { describe, expect, it } from 'vitest';
import { EMPTY_LISTING_FORM, formToListingBody, listingBodySchema, listingFormSchema, listingToForm, publicationBodySchema } from './properties.schemas.ts';
import { badgeColor, PROPERTY_MESSAGES, parseAmount, propertyContactText } from './properties.ts';

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

  it('explains what is wrong, in Spanish', () => {
    const result = listingFormSchema.safeParse({ ...EMPTY_LISTING_FORM, barrio: 'Palermo', precio_venta: 'mucho' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([PROPERTY_MESSAGES.tituloObligatorio, PROPERTY_MESSAGES.precioInvalido]);
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
      metros_cuadrados: 145.5,
      precio_venta: 239_000,
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
    expect(formToListingBody(listingFormSchema.parse(form))).toMatchObject({ metros_cuadrados: 145.5, precio_venta: 239_000, caracteristicas: ['Terraza'] });
  });
});

describe('helpers', () => {
  it('reads Argentine amounts', () => {
    expect(parseAmount('410.000')).toBe(410_000);
    expect(parseAmount('1.250.000,50')).toBe(1_250_000.5);
    expect(parseAmount('120.5')).toBe(120.5);
    expect(parseAmount('abc')).toBeNaN();
  });
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
  });
});
