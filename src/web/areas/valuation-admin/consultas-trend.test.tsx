import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultasTrend as Trend } from '../../../domain/valuation-admin/responses.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { ConsultasTrend } from './consultas-trend.tsx';

const trend = (cantidades: number[]): Trend => ({
  desde: '2026-11-01',
  hasta: '2026-11-03',
  unidad: 'dia',
  puntos: cantidades.map((cantidad, i) => ({ periodo: `2026-11-0${i + 1}`, cantidad })),
});

afterEach(() => vi.unstubAllGlobals());

describe('the consultas trend', () => {
  it('says there were none, not a maximum of one, over an empty period', async () => {
    stubApi({ 'GET /api/admin/consultas/tendencia': { status: 200, body: trend([0, 0, 0]) } });
    renderInApp(<ConsultasTrend filter={{}} />);
    expect(await screen.findByText('Ninguna consulta en el período.')).toBeTruthy();
    expect(screen.queryByText(/el máximo/)).toBeNull();
  });

  it('gives the total and the busiest day', async () => {
    stubApi({ 'GET /api/admin/consultas/tendencia': { status: 200, body: trend([1, 0, 2]) } });
    renderInApp(<ConsultasTrend filter={{}} />);
    expect(await screen.findByText('3 consultas en el período; el máximo, 2 en un día.')).toBeTruthy();
  });
});
