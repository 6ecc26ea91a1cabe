import { describe, expect, it } from 'vitest';
import { CONSTRUCTION_GUIDE, guideTotals } from '../guide/construction-guide.ts';
import { marketAdjustmentPercent, settingValueSchemas } from '../settings/settings.ts';
import { ASSIGNABLE_PEOPLE, CLIENT_BRANCHES, NEW_CLIENT_BRANCH, REQUESTERS, SERVICE_TYPES } from './options.ts';
import { SEED_LOCALITIES } from './places.ts';

describe('reference data', () => {
  it('seeds the seven neighbourhood values of the spec', () => {
    const values = Object.fromEntries(SEED_LOCALITIES.flatMap((l) => l.barrios.map((b) => [b.nombre, b.valor])));
    expect(values).toEqual({ Palermo: 690, 'Villa Crespo': 580, Coghlan: 460, Chacarita: 450, Belgrano: 650, 'Vicente López': 720, Núñez: 700 });
  });
  it('has the fixed option lists of the spec', () => {
    expect(CLIENT_BRANCHES).toHaveLength(10);
    expect(CLIENT_BRANCHES.at(-1)).toBe(NEW_CLIENT_BRANCH);
    expect(SERVICE_TYPES).toHaveLength(8);
    expect(REQUESTERS).toHaveLength(9);
    expect(ASSIGNABLE_PEOPLE).toHaveLength(12);
  });
});

describe('construction guide', () => {
  it('has 8 steps whose totals are the spec figures', () => {
    expect(CONSTRUCTION_GUIDE).toHaveLength(8);
    expect(guideTotals()).toEqual({ costo: { min: 176_000, max: 274_000 }, semanas: { min: 41, max: 61 }, meses: { min: 10, max: 15 } });
  });
});

describe('settings', () => {
  it('falls back to 14 when the adjustment is missing or unusable', () => {
    expect(marketAdjustmentPercent(undefined)).toBe(14);
    expect(marketAdjustmentPercent('abc')).toBe(14);
    expect(marketAdjustmentPercent('  ')).toBe(14);
    expect(marketAdjustmentPercent('0')).toBe(0);
    expect(marketAdjustmentPercent('101')).toBe(14);
    expect(marketAdjustmentPercent('12.5')).toBe(12.5);
  });
  it('validates the adjustment percent: 0 to 100, step 0.1', () => {
    const schema = settingValueSchemas.porcentaje_ajuste_mercado;
    expect(schema.safeParse('14.5').success).toBe(true);
    expect(schema.safeParse('0').success).toBe(true);
    expect(schema.safeParse('100').success).toBe(true);
    expect(schema.safeParse('100.1').success).toBe(false);
    expect(schema.safeParse('14.55').success).toBe(false);
    expect(schema.safeParse('-1').success).toBe(false);
  });
});
