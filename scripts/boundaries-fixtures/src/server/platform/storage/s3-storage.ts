// Allowed alone: the cycle it closes is reported once, from plugins/static.ts (where it is planted).
export { IMMUTABLE } from '../plugins/static.ts';
export const S3 = 's3';
