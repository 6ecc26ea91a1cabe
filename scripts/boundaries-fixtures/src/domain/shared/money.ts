export const CENTS_PER_PESO = 100;
