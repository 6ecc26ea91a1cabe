// Allowed: a domain test uses its runner.
export { expect } from 'vitest';
