/** 'u$ 690 /m²' — the card's value, whole dollars with Argentine grouping. Kept apart from the schemas so `/` loads without zod. */
export function formatValuePerM2(value: number): string {
  return `u$ ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(Math.round(value))} /m²`;
}
