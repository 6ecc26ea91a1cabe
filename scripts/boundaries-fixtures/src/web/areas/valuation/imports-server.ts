// web-never-imports-server
export { AppError } from '../../../server/platform/errors.ts';
