// web-never-imports-server
export { AppError } from '../../../server/errors.ts';
