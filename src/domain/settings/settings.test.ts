import { describe, expect, it } from 'vitest';
import { marketAdjustmentPercent, settingValueSchemas } from './settings.ts';

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
