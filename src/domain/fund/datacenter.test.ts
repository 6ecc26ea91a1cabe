import { describe, expect, it } from 'vitest';
import { DATACENTER, datacenterOutputs, snapKw, USD_PER_M2 } from './datacenter.ts';

describe('data-centre calculator', () => {
  it('at the minimum (500 kW, the default): 100 m², 1/30 of a galpón, 10 racks, 400 CPUs, USD 333', () => {
    expect(DATACENTER.defaultKw).toBe(500);
    expect(datacenterOutputs(500)).toEqual({ kw: 500, m2: 100, galpones: 100 / 3000, racks: 10, cpus: 400, precioUsd: 333 });
  });

  it('at the maximum (375,000 kW) reaches the full capacity exactly: 25 galpones, 75,000 m²', () => {
    const max = datacenterOutputs(DATACENTER.maxKw);
    expect(max).toEqual({ kw: 375_000, m2: 75_000, galpones: 25, racks: 7_500, cpus: 300_000, precioUsd: 250_000 });
    expect(max.galpones).toBe(DATACENTER.capacityWarehouses);
    expect(max.m2).toBe(DATACENTER.capacityM2);
  });

  it('at a mid value (150,000 kW): 30,000 m², 10 galpones, USD 100,000', () => {
    expect(datacenterOutputs(150_000)).toEqual({ kw: 150_000, m2: 30_000, galpones: 10, racks: 3_000, cpus: 120_000, precioUsd: 100_000 });
  });

  it('counts whole racks everywhere on the slider (ceil of m² / 10)', () => {
    for (let kw = DATACENTER.minKw; kw <= DATACENTER.maxKw; kw += 37 * DATACENTER.stepKw) {
      const out = datacenterOutputs(kw);
      expect(Number.isInteger(out.racks)).toBe(true);
      expect(out.racks).toBe(Math.ceil(out.m2 / 10));
      expect(out.cpus).toBe(out.racks * 40);
    }
  });

  it('prices about USD 3.33 per m²', () => {
    expect(USD_PER_M2).toBeCloseTo(3.33, 2);
    expect(datacenterOutputs(15_000).precioUsd).toBe(10_000);
  });

  it('keeps any input on the slider grid', () => {
    expect(snapKw(0)).toBe(500);
    expect(snapKw(-10)).toBe(500);
    expect(snapKw(1_000_000)).toBe(375_000);
    expect(snapKw(1_249)).toBe(1_000);
    expect(snapKw(1_250)).toBe(1_500);
    expect(snapKw(Number.NaN)).toBe(500);
  });
});
