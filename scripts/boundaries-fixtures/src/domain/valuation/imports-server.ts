// domain-imports-only-domain
export { AppError } from '../../server/errors.ts';
