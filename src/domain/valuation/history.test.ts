import { describe, expect, it } from 'vitest';
import { valueHistorySchema } from './history.schemas.ts';
import { changeText, chartLine, historySentence } from './history.ts';
import { historyWindow, valueHistory } from './history-series.ts';

const asOf = '2026-11-23T15:00:00.000Z';

describe('12-month window and change', () => {
  it('counts 12 calendar months back in Buenos Aires time', () => {
    expect(historyWindow(asOf)).toEqual({ desde: '2025-11-23T15:00:00.000Z', hasta: asOf });
    // 29 February has no match a year later: date-fns ends on the last day of the month.
    expect(historyWindow('2028-02-29T12:00:00.000Z').desde).toBe('2027-02-28T12:00:00.000Z');
  });

  it('compares the value in force 12 months ago with the last one', () => {
    const h = valueHistory(
      [
        { fecha: '2026-03-10T13:00:00.000Z', valor: 720 },
        { fecha: '2024-05-01T13:00:00.000Z', valor: 600 },
        { fecha: '2025-08-01T13:00:00.000Z', valor: 650 },
        { fecha: '2026-11-23T16:00:00.000Z', valor: 999 },
      ],
      asOf,
    );
    expect(h).toEqual({
      desde: '2025-11-23T15:00:00.000Z',
      hasta: asOf,
      // The value of 2025-08 was in force when the window opened; the one after asOf is unknown on that date.
      puntos: [
        { fecha: '2025-08-01T13:00:00.000Z', valor: 650 },
        { fecha: '2026-03-10T13:00:00.000Z', valor: 720 },
      ],
      cambio_pct: 10.8,
      actualizado_at: '2026-03-10T13:00:00.000Z',
    });
    expect(valueHistorySchema.parse(h)).toEqual(h);
    expect(changeText(h)).toBe('+10,8 % en 12 meses');
    expect(historySentence(h)).toBe('Subió 10,8 % en 12 meses; última actualización 10/03/2026.');
  });

  it('says so when no value is known from 12 months ago, instead of inventing one', () => {
    const h = valueHistory([{ fecha: '2026-01-05T13:00:00.000Z', valor: 700 }], asOf);
    expect(h.cambio_pct).toBeNull();
    expect(h.puntos).toHaveLength(1);
    expect(changeText(h)).toBe('Sin datos de hace 12 meses');
    expect(historySentence(h)).toBe('No hay un valor de hace 12 meses para comparar; última actualización 05/01/2026.');
  });

  it('reads a fall, no change, and no history at all', () => {
    const down = valueHistory(
      [
        { fecha: '2025-01-01T00:00:00.000Z', valor: 800 },
        { fecha: '2026-06-01T00:00:00.000Z', valor: 700 },
      ],
      asOf,
    );
    expect(down.cambio_pct).toBe(-12.5);
    expect(changeText(down)).toBe('−12,5 % en 12 meses');
    expect(historySentence(down)).toMatch(/^Bajó 12,5 % en 12 meses; última actualización 31\/05\/2026\.$/);
    const flat = valueHistory([{ fecha: '2025-01-01T00:00:00.000Z', valor: 690 }], asOf);
    expect(flat.cambio_pct).toBe(0);
    expect(changeText(flat)).toBe('Sin cambios en 12 meses');
    expect(historySentence(flat)).toBe('Sin cambios en 12 meses; última actualización 31/12/2024.');
    const none = valueHistory([], asOf);
    expect(none).toMatchObject({ puntos: [], cambio_pct: null, actualizado_at: null });
    expect(changeText(none)).toBe('Sin historial');
    expect(chartLine(none, { width: 100, height: 20, padding: 2 })).toBeNull();
  });
});

describe('chart line', () => {
  const box = { width: 102, height: 22, padding: 1 };
  it('draws a step line from the window start to its end, lowest value at the bottom', () => {
    const h = { desde: '2026-01-01T00:00:00.000Z', hasta: '2026-01-11T00:00:00.000Z' };
    const line = chartLine(
      {
        ...h,
        puntos: [
          { fecha: '2025-12-01T00:00:00.000Z', valor: 600 },
          { fecha: '2026-01-06T00:00:00.000Z', valor: 700 },
        ],
      },
      box,
    );
    expect(line).toEqual({ d: 'M1 21 L51 21 L51 1 L101 1', min: 600, max: 700, end: { x: 101, y: 1 } });
  });
  it('starts where the first known value starts, and keeps a flat history in the middle', () => {
    const line = chartLine(
      { desde: '2026-01-01T00:00:00.000Z', hasta: '2026-01-11T00:00:00.000Z', puntos: [{ fecha: '2026-01-06T00:00:00.000Z', valor: 690 }] },
      box,
    );
    expect(line?.d).toBe('M51 11 L101 11');
  });
});
