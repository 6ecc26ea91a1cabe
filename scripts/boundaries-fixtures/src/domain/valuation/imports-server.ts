// domain-imports-only-domain
export { AppError } from '../../server/platform/errors.ts';
