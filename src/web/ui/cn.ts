import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. No class merging (tailwind-merge costs ~8 kB gzip of the 100 kB initial
 * budget): primitives put their defaults first and callers add classes, they don't fight them;
 * where a caller must replace a default, primitives expose a variant or a prop instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
