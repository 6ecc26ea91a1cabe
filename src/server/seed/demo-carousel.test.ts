import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { variantUrl } from '../../domain/shared/images.ts';
import { carruselImagenes } from '../db/schema/index.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoCarousel } from './demo-carousel.ts';

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
