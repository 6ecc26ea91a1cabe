import { formatUsd } from '../shared/money.ts';

/** 'US$ 690 /m²' — the card's value, whole dollars with Argentine grouping. Kept apart from the schemas so `/` loads without zod. */
export function formatValuePerM2(value: number): string {
  return `${formatUsd(value)} /m²`;
}
