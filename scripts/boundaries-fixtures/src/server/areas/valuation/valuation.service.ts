export { listPrecios } from './valuation.repo.ts';
