// server-folder-classified: a folder that is neither area, infrastructure nor composition
export { AppError } from '../platform/errors.ts';
