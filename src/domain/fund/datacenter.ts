/**
 * The data-centre capacity calculator of /datacenter (spec §9, DESIGN.md §5). No zod: the public
 * page imports this module on first paint.
 *
 * The spec says "1 m² per 500 kW" and also that the slider's maximum (375,000 kW) is the full
 * capacity of 25 warehouses = 75,000 m². Only 5 kW per m² makes both true (docs/decisions/050).
 */
export const DATACENTER = {
  minKw: 500,
  maxKw: 375_000,
  stepKw: 500,
  defaultKw: 500,
  kwPerM2: 5,
  m2PerWarehouse: 3_000,
  m2PerRack: 10,
  cpusPerRack: 40,
  usdPerWarehouse: 10_000,
  capacityWarehouses: 25,
  capacityM2: 75_000,
} as const;

export interface DatacenterOutputs {
  kw: number;
  m2: number;
  /** Fractional below one full warehouse (500 kW is 1/30 of one). */
  galpones: number;
  racks: number;
  cpus: number;
  precioUsd: number;
}

/** Any input on the slider's grid: clamped to 500–375,000 and snapped to the 500 kW step. */
export function snapKw(kw: number): number {
  if (!Number.isFinite(kw)) return DATACENTER.defaultKw;
  const stepped = Math.round(kw / DATACENTER.stepKw) * DATACENTER.stepKw;
  return Math.min(DATACENTER.maxKw, Math.max(DATACENTER.minKw, stepped));
}

/** m² = kW / 5; galpones = m² / 3,000; racks = ⌈m² / 10⌉; CPUs = racks × 40; USD 10,000 per galpón. */
export function datacenterOutputs(kwInput: number): DatacenterOutputs {
  const kw = snapKw(kwInput);
  const m2 = kw / DATACENTER.kwPerM2;
  const galpones = m2 / DATACENTER.m2PerWarehouse;
  const racks = Math.ceil(m2 / DATACENTER.m2PerRack);
  return {
    kw,
    m2,
    galpones,
    racks,
    cpus: racks * DATACENTER.cpusPerRack,
    precioUsd: Math.round(galpones * DATACENTER.usdPerWarehouse),
  };
}

/** USD per m² implied by the warehouse price (≈ 3.33). */
export const USD_PER_M2 = DATACENTER.usdPerWarehouse / DATACENTER.m2PerWarehouse;
