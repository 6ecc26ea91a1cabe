import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { variantUrl } from '../../domain/shared/images.ts';
import { carruselImagenes, propiedades } from '../platform/db/schema/index.ts';
import { createLocalStorage } from '../platform/storage/storage.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoContent } from './demo.ts';
import { DEMO_LISTING_PICTURES, seedDemoCarousel, seedDemoListingPictures } from './demo-carousel.ts';

let t: TestApp;
const root = mkdtempSync(join(tmpdir(), 'parcela-demo-carousel-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

it('draws three images per type once, stored as WebP variants, and leaves a non-empty carousel alone', async () => {
  const storage = createLocalStorage(root);
  await seedDemoCarousel(t.database.db, storage);
  const rows = await t.database.db.select().from(carruselImagenes).orderBy(asc(carruselImagenes.tipo), asc(carruselImagenes.orden));
  expect(rows.map((r) => [r.tipo, r.orden])).toEqual([
    ['propiedades', 0],
    ['propiedades', 1],
    ['propiedades', 2],
    ['trabajos', 0],
    ['trabajos', 1],
    ['trabajos', 2],
  ]);
  for (const row of rows) {
    expect(row).toMatchObject({ activo: true, imagenAnchos: [480, 960, 1600], imagenAncho: 1600, imagenAlto: 900 });
    for (const w of row.imagenAnchos) expect(existsSync(join(root, 'public', variantUrl(row.imagenUrl, w).replace('/uploads/', '')))).toBe(true);
  }
  const first = rows[0];
  expect((await sharp(join(root, 'public', (first?.imagenUrl ?? '').replace('/uploads/', ''))).metadata()).format).toBe('webp');

  await seedDemoCarousel(t.database.db, storage);
  expect(await t.database.db.select().from(carruselImagenes)).toHaveLength(6);
});

it('gives each seeded sample listing 2–3 pictures once, through the image pipeline', async () => {
  const storage = createLocalStorage(root);
  await seedDemoContent(t.database.db);
  await seedDemoListingPictures(t.database.db, storage);
  const rows = await t.database.db.select({ titulo: propiedades.titulo, imagenes: propiedades.imagenes }).from(propiedades);
  for (const titulo of Object.keys(DEMO_LISTING_PICTURES)) {
    const row = rows.find((r) => r.titulo === titulo);
    expect(row?.imagenes.length, titulo).toBeGreaterThanOrEqual(2);
    expect(row?.imagenes.length, titulo).toBeLessThanOrEqual(3);
    for (const image of row?.imagenes ?? []) {
      expect(image).toMatchObject({ ancho: 1600, alto: 900 });
      expect(existsSync(join(root, 'public', image.url.replace('/uploads/', '')))).toBe(true);
    }
  }
  const before = JSON.stringify(rows);
  await seedDemoListingPictures(t.database.db, storage);
  expect(JSON.stringify(await t.database.db.select({ titulo: propiedades.titulo, imagenes: propiedades.imagenes }).from(propiedades))).toBe(before);
});
