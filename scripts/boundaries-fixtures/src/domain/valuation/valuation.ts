// Allowed: zod and another domain module.
export { z } from 'zod';
export { CENTS_PER_PESO } from '../shared/money.ts';
