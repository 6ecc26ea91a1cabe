// web-ui-imports-no-area (ui imports nothing of the app above it)
export { apiGet } from '../lib/api.ts';
