import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../shared/images.ts';
import { carouselFieldsSchema, carouselFormSchema, carouselUpdateSchema } from './carousel.schemas.ts';
import { CAROUSEL_MESSAGES, wrapIndex } from './carousel.ts';

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 0],
    [-1, 3, 2],
    [-4, 3, 2],
    [7, 3, 1],
    [1, 1, 0],
    [-1, 1, 0],
    [5, 0, 0],
  ])('wrapIndex(%i, %i) = %i', (index, length, expected) => {
    expect(wrapIndex(index, length)).toBe(expected);
  });
});

describe('carousel schemas', () => {
  it('trims the title, turns an empty description into null and refuses an unknown type', () => {
    expect(carouselFieldsSchema.parse({ titulo: '  Obra  ', descripcion: '', tipo: 'trabajos' })).toEqual({
      titulo: 'Obra',
      descripcion: null,
      tipo: 'trabajos',
    });
    expect(carouselFieldsSchema.safeParse({ titulo: '   ', tipo: 'trabajos' }).error?.issues[0]?.message).toBe(CAROUSEL_MESSAGES.titleRequired);
    expect(carouselFieldsSchema.safeParse({ titulo: 'x', tipo: 'otros' }).error?.issues[0]?.message).toBe(CAROUSEL_MESSAGES.invalidType);
    expect(carouselFieldsSchema.safeParse({ titulo: 'x'.repeat(121), tipo: 'trabajos' }).error?.issues[0]?.message).toBe(CAROUSEL_MESSAGES.titleTooLong);
  });

  it("asks for an image with the spec's message, and refuses non-images and files over 10 MB", () => {
    const base = { titulo: 'Obra', tipo: 'propiedades' };
    expect(carouselFormSchema.safeParse(base).error?.issues[0]?.message).toBe('Seleccioná una imagen');
    expect(carouselFormSchema.safeParse({ ...base, imagen: new Blob([]) }).error?.issues[0]?.message).toBe('Seleccioná una imagen');
    expect(carouselFormSchema.safeParse({ ...base, imagen: new Blob(['x'], { type: 'text/html' }) }).error?.issues[0]?.message).toBe(
      CAROUSEL_MESSAGES.notAnImage,
    );
    const big = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'image/png' });
    expect(carouselFormSchema.safeParse({ ...base, imagen: big }).error?.issues[0]?.message).toBe(CAROUSEL_MESSAGES.imageTooLarge);
    expect(carouselFormSchema.safeParse({ ...base, imagen: new Blob(['x'], { type: 'image/png' }) }).success).toBe(true);
  });

  it('accepts a position and/or the active flag, and nothing else', () => {
    expect(carouselUpdateSchema.safeParse({ orden: 2 }).success).toBe(true);
    expect(carouselUpdateSchema.safeParse({ activo: false }).success).toBe(true);
    expect(carouselUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(CAROUSEL_MESSAGES.nothingToChange);
    expect(carouselUpdateSchema.safeParse({ orden: -1 }).success).toBe(false);
    expect(carouselUpdateSchema.safeParse({ orden: 1.5 }).success).toBe(false);
  });
});
