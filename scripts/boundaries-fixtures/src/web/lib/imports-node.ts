// web-never-imports-node-builtins
export { join } from 'node:path';
