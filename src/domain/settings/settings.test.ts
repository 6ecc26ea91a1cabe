import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_PERCENT_MESSAGES, marketAdjustmentPercent, settingFormText, settingValueSchemas } from './settings.ts';

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
  it('reads the percent as typed in Argentina and stores its machine form («9,5» was saved as 95; ADR 024)', () => {
    const parse = (typed: string | number) => {
      const result = settingValueSchemas.porcentaje_ajuste_mercado.safeParse(typed);
      return result.success ? result.data : result.error.issues[0]?.message;
    };
    expect(parse('9,5')).toBe('9.5');
    expect(parse('15,5')).toBe('15.5');
    expect(parse('9.5')).toBe('9.5');
    expect(parse(' 9,5 % ')).toBe('9.5');
    expect(parse(9.5)).toBe('9.5');
    expect(parse('14')).toBe('14');
    expect(parse('9,50')).toBe('9.5');
    expect(marketAdjustmentPercent(String(parse('9,5')))).toBe(9.5);
    expect(parse('100,1')).toBe(ADJUSTMENT_PERCENT_MESSAGES.range);
    expect(parse('')).toBe(ADJUSTMENT_PERCENT_MESSAGES.required);
    expect(parse('9,55')).toBe('Leímos «9,55» como 9,55: admite hasta un decimal, por ejemplo 9,5 %.');
    expect(parse('1,2,3')).toMatch(/^No entendemos «1,2,3» como número/);
  });
  it('shows the stored percent the Argentine way in its form, and other values as stored', () => {
    expect(settingFormText('porcentaje_ajuste_mercado', '9.5')).toBe('9,5');
    expect(settingFormText('porcentaje_ajuste_mercado', '14')).toBe('14');
    expect(settingFormText('porcentaje_ajuste_mercado', 'no es un número')).toBe('no es un número');
    expect(settingFormText('porcentaje_ajuste_mercado', '')).toBe('');
    expect(settingFormText('telefono_contacto', '+54 11 0000-0000')).toBe('+54 11 0000-0000');
  });
});
