import { describe, expect, it } from 'vitest';
import { valueRangeSchema } from './range.schemas.ts';
import { formatRange, quantile, RANGE_RULE, rangeExplanation, type Suggestion, trimOutliers, valueRange } from './range.ts';

const asOf = '2026-11-23T15:00:00.000Z';
const since = '2025-11-23T15:00:00.000Z';
const daysBefore = (days: number) => new Date(Date.parse(asOf) - days * 86_400_000).toISOString();
const suggest = (...values: number[]): Suggestion[] => values.map((valor, i) => ({ valor, fecha: daysBefore(10 + i) }));
const range = (suggestions: Suggestion[], quality: 'Excelente' | 'Muy buena' | 'Buena' | 'Regular' = 'Buena', marketUsd = 100_000) =>
  valueRange({ marketUsd, quality, suggestions, since, asOf });

describe('quantiles and outliers', () => {
  it('interpolates between order statistics (QUARTILE.INC)', () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([7], 0.75)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
  it("trims values beyond Tukey's fences and keeps the rest sorted", () => {
    expect(trimOutliers([700, 690, 5, 710, 680, 999_999, 720])).toEqual({ kept: [680, 690, 700, 710, 720], dropped: [5, 999_999] });
    // Too few to tell an outlier from a spread.
    expect(trimOutliers([1, 1000, 5])).toEqual({ kept: [1, 5, 1000], dropped: [] });
  });
});

describe('value range', () => {
  it('falls back to the fixed ±10 % band without suggestions, centred by the quality', () => {
    expect(range([])).toEqual({ desde_usd: 90_000, hasta_usd: 110_000, metodo: 'banda_fija', sugerencias_usadas: 0, sugerencias_descartadas: 0 });
    expect(range([], 'Excelente')).toMatchObject({ desde_usd: 94_000, hasta_usd: 114_000 });
    expect(range([], 'Muy buena')).toMatchObject({ desde_usd: 92_000, hasta_usd: 112_000 });
    expect(range([], 'Regular')).toMatchObject({ desde_usd: 86_000, hasta_usd: 106_000 });
  });

  it('falls back with too few suggestions, and counts only the 12 months before the valuation', () => {
    expect(range(suggest(690, 700, 710, 720))).toMatchObject({ metodo: 'banda_fija' });
    const old = [{ valor: 650, fecha: daysBefore(400) }];
    const later = [{ valor: 650, fecha: '2026-11-24T00:00:00.000Z' }];
    const invalid = [
      { valor: 0, fecha: daysBefore(1) },
      { valor: Number.NaN, fecha: daysBefore(1) },
    ];
    expect(range([...suggest(690, 700, 710, 720), ...old, ...later, ...invalid])).toMatchObject({ metodo: 'banda_fija', sugerencias_usadas: 0 });
    expect(range(suggest(690, 700, 710, 720, 730))).toMatchObject({ metodo: 'sugerencias', sugerencias_usadas: 5 });
  });

  it('reads the half-width from the trimmed suggestions, between 6 % and 20 %', () => {
    // Quartiles 600 and 800 around a median of 700: half the IQR is 14,3 % of it (85.714–114.286, to 3 figures).
    const spread = range(suggest(500, 600, 700, 800, 900));
    expect(spread).toEqual({ desde_usd: 85_000, hasta_usd: 115_000, metodo: 'sugerencias', sugerencias_usadas: 5, sugerencias_descartadas: 0 });
    // A tight consensus is still a range of ±6 %; a wild one stops at ±20 %.
    expect(range(suggest(700, 702, 698, 701, 699))).toMatchObject({ desde_usd: 94_000, hasta_usd: 106_000 });
    expect(range(suggest(100, 300, 700, 1500, 2000))).toMatchObject({ desde_usd: 80_000, hasta_usd: 120_000 });
  });

  it('trims outliers before measuring the spread (many suggestions, some absurd)', () => {
    const many = suggest(680, 690, 700, 700, 710, 720, 690, 705, 1, 999_999, 5000);
    const result = range(many, 'Muy buena', 59_637);
    expect(result).toMatchObject({ metodo: 'sugerencias', sugerencias_usadas: 8, sugerencias_descartadas: 3 });
    // The absurd ones do not widen it: the 8 kept are within ±1 % → the ±6 % floor, shifted +2 %.
    expect(result.desde_usd).toBe(57_200);
    expect(result.hasta_usd).toBe(64_500);
  });

  it('always holds the market value, rounded outwards to three significant figures', () => {
    for (const quality of ['Excelente', 'Muy buena', 'Buena', 'Regular'] as const) {
      for (const market of [1, 812, 4_567, 59_637, 1_234_567_890]) {
        const r = range(suggest(700, 700, 700, 700, 700), quality, market);
        expect(r.desde_usd).toBeLessThanOrEqual(market);
        expect(r.hasta_usd).toBeGreaterThanOrEqual(market);
        expect(valueRangeSchema.parse(r)).toEqual(r);
      }
    }
    expect(RANGE_RULE.minHalfWidth).toBeGreaterThanOrEqual(Math.max(...Object.values(RANGE_RULE.qualityShift).map(Math.abs)));
  });

  it('says how it was computed, and that it is not an appraisal', () => {
    expect(formatRange({ desde_usd: 53_600, hasta_usd: 65_700 })).toBe('entre US$\u00a053.600 y US$\u00a065.700');
    expect(rangeExplanation({ metodo: 'sugerencias', sugerencias_usadas: 8 }, 'Muy buena', 'Palermo')).toBe(
      'Rango orientativo calculado con la calidad de la ubicación (Muy buena) y la dispersión de 8 sugerencias de precio de la comunidad para Palermo en los 12 meses previos, sin valores extremos; no constituye una tasación.',
    );
    expect(rangeExplanation({ metodo: 'banda_fija', sugerencias_usadas: 0 }, 'Regular', 'Coghlan')).toBe(
      'Rango orientativo calculado con la calidad de la ubicación (Regular) y una banda fija de ±10 %, porque hay menos de 5 sugerencias de precio de la comunidad para Coghlan en los 12 meses previos; no constituye una tasación.',
    );
  });
});
