// Allowed: lib uses domain.
import { CENTS_PER_PESO } from '../../domain/shared/money.ts';

export const apiGet = (path: string) => `${path}?c=${CENTS_PER_PESO}`;
