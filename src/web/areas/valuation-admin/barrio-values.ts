import { formatMoney, formatUsd } from '../../../domain/shared/money.ts';

/** A value as stored: «US$ 690», and the cents when it has them («US$ 850,50»), never rounded away here. */
export const usdPerM2 = (value: number) => (Number.isInteger(value) ? formatUsd(value) : formatMoney(value, 'USD'));
