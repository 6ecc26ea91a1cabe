// no-cycles: the S3 adapter took a constant from this HTTP plugin, which imports storage
export { S3 } from '../storage/s3-storage.ts';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
