import { expect, it } from 'vitest';
import { CONSTRUCTION_GUIDE, guideTotals } from './construction-guide.ts';

it('has 8 steps whose totals are the spec figures', () => {
  expect(CONSTRUCTION_GUIDE).toHaveLength(8);
  expect(guideTotals()).toEqual({ costo: { min: 176_000, max: 274_000 }, semanas: { min: 41, max: 61 }, meses: { min: 10, max: 15 } });
});
