// domain-is-pure
export { readFileSync } from 'node:fs';
