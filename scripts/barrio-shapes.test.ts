import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { OUTPUT, SOURCE, shapesModule } from './barrio-shapes.ts';

/** The map's shapes on the wire, gzip: the map may add at most 15 kB to `/` with its markup (ADR 105). */
const SHAPES_GZIP_BUDGET = 6 * 1024;

it('the committed shapes are the script’s output from the source file, all 48 barrios, under the byte budget', () => {
  const generated = shapesModule(readFileSync(SOURCE, 'utf8'));
  expect(readFileSync(OUTPUT, 'utf8')).toBe(generated);
  expect(generated.match(/\{ nombre: /g)).toHaveLength(48);
  expect(gzipSync(generated, { level: 9 }).length).toBeLessThan(SHAPES_GZIP_BUDGET);
});
