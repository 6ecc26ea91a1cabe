const usd = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const ars = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 2, minimumFractionDigits: 2 });
const usdCents = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 2 });
const plain = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** USD without decimals, Argentine locale: "US$ 59.340". */
export function formatUsd(value: number): string {
  return usd.format(Math.round(value));
}

export function formatArs(value: number): string {
  return ars.format(value);
}

/** A cash-log amount in its own currency with two decimals (spec §9): «US$ 1.250,50», «$ 350.000,00». */
export function formatMoney(value: number, currency: 'USD' | 'ARS'): string {
  return currency === 'USD' ? usdCents.format(value) : ars.format(value);
}

/** Plain number, es-AR grouping: 1.234,5 */
export function formatNumber(value: number): string {
  return plain.format(value);
}
