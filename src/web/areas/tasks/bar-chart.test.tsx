import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, labelInterval, wrapName } from './bar-chart.tsx';

const weeks = Array.from({ length: 12 }, (_, i) => ({ label: `${String(i + 1).padStart(2, '0')}/11`, abiertas: i, hechas: 12 - i }));
const twoSeries = [
  { key: 'abiertas', name: 'Abiertas', color: '#8a5300' },
  { key: 'hechas', name: 'Hechas', color: '#176c56' },
] as const;

const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((t) => t.textContent);

describe('BarChart (ADR 148)', () => {
  it('draws a bar per category and series, inside the plot, as tall as its value', () => {
    const { container } = render(
      <BarChart rows={weeks} category="label" series={[...twoSeries]} width={600} height={240} axisWidth={32} labelPx={44} integers />,
    );
    const bars = [...container.querySelectorAll('rect.bar')];
    // 12 weeks × 2 series, but the first week opened none: a zero draws no bar.
    expect(bars).toHaveLength(23);
    const heights = bars.map((b) => Number(b.getAttribute('height')));
    // The first bar is hechas of week 1 (12), the tallest; abiertas of week 2 (1) is a twelfth of it.
    expect(Math.max(...heights)).toBe(heights[0]);
    expect(heights[1]).toBeCloseTo((heights[0] ?? 0) / 12, 5);
    for (const bar of bars) {
      expect(Number(bar.getAttribute('width'))).toBeLessThanOrEqual(32);
      expect(Number(bar.getAttribute('x'))).toBeGreaterThanOrEqual(0);
      expect(Number(bar.getAttribute('x')) + Number(bar.getAttribute('width'))).toBeLessThanOrEqual(600 - 32 - 16);
    }
    // The value axis counts whole tasks only, and a legend names both series.
    expect(texts(container, '.visx-axis-left text').every((t) => /^\d+$/.test(t ?? ''))).toBe(true);
    expect(texts(container, 'li')).toEqual(['Abiertas', 'Hechas']);
  });

  it('skips category labels on a narrow chart instead of crowding them, and draws them all when there is room', () => {
    const narrow = render(<BarChart rows={weeks} category="label" series={[...twoSeries]} width={300} height={240} axisWidth={32} labelPx={44} />);
    expect(texts(narrow.container, '.visx-axis-bottom text')).toEqual(['01/11', '04/11', '07/11', '10/11']);
    const wide = render(<BarChart rows={weeks} category="label" series={[...twoSeries]} width={1200} height={240} axisWidth={32} labelPx={44} />);
    expect(texts(wide.container, '.visx-axis-bottom text')).toHaveLength(12);
  });

  it('shows the figures of the category under the pointer, formatted, and hides them when the pointer leaves', () => {
    const months = [
      { mes: 'oct. 26', ingresos: 1_500_000, egresos: 250_000.5 },
      { mes: 'nov. 26', ingresos: 0, egresos: 2_270_000 },
    ];
    const { container } = render(
      <BarChart
        rows={months}
        category="mes"
        series={[
          { key: 'ingresos', name: 'Ingresos', color: '#12703f' },
          { key: 'egresos', name: 'Egresos', color: '#b42318' },
        ]}
        width={500}
        height={240}
        axisWidth={64}
        formatValue={(v) => `$ ${v.toLocaleString('es-AR', { minimumFractionDigits: 2 })}`}
      />,
    );
    const bands = container.querySelectorAll('rect[fill="transparent"]');
    expect(bands).toHaveLength(2);
    fireEvent.pointerEnter(bands[0] as Element);
    expect(container.textContent).toContain('oct. 26');
    expect(container.textContent).toContain('Egresos: $ 250.000,50');
    fireEvent.pointerEnter(bands[1] as Element);
    expect(container.textContent).toContain('Egresos: $ 2.270.000,00');
    fireEvent.pointerLeave(container.firstElementChild as Element);
    expect(container.textContent).not.toContain('Egresos:');
  });

  it('lays names down the left with bars to the right, a long name wrapped in two lines', () => {
    const projects = [
      { proyecto: 'Edificio Thames 900 con cocheras y amenities', hechas: 3 },
      { proyecto: 'Sin proyecto', hechas: 1 },
    ];
    const { container } = render(
      <BarChart
        layout="rows"
        rows={projects}
        category="proyecto"
        series={[{ key: 'hechas', name: 'Hechas', color: '#176c56' }]}
        width={400}
        height={240}
        axisWidth={118}
        integers
      />,
    );
    const [long, short] = [...container.querySelectorAll('.visx-axis-left text')];
    expect([...(long?.querySelectorAll('tspan') ?? [])].map((t) => t.textContent)).toEqual(['Edificio Thames', '900 con cochera…']);
    expect(short?.textContent).toBe('Sin proyecto');
    const [three, one] = [...container.querySelectorAll('rect.bar')].map((b) => Number(b.getAttribute('width')));
    expect(three).toBeCloseTo((one ?? 0) * 3, 5);
    expect(container.querySelector('li')).toBeNull();
  });

  it('draws an empty axis, not NaN, when every value is zero', () => {
    const { container } = render(
      <BarChart rows={[{ k: 'A', n: 0 }]} category="k" series={[{ key: 'n', name: 'N', color: '#000' }]} width={300} height={200} axisWidth={32} integers />,
    );
    expect(container.innerHTML).not.toContain('NaN');
  });
});

describe('labelInterval and wrapName', () => {
  it('gives every drawn label its room', () => {
    expect(labelInterval(12, 600, 44)).toBe(0);
    expect(labelInterval(12, 268, 44)).toBe(1);
    expect(labelInterval(12, 100, 44)).toBe(5);
    expect(labelInterval(0, 0, 44)).toBe(0);
  });

  it('cuts a name into at most two lines of its width', () => {
    expect(wrapName('Ignacio', 12)).toEqual(['Ignacio']);
    expect(wrapName('María José Fernández de la Torre', 12)).toEqual(['María José', 'Fernández d…']);
    expect(wrapName('Supercalifragilístico', 10)).toEqual(['Supercali…']);
    expect(wrapName('', 10)).toEqual(['']);
  });
});
