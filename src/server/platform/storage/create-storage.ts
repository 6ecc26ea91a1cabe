import type { StorageConfig } from '../config.ts';
import { createLocalStorage, type Storage } from './storage.ts';

/**
 * The configured storage. The S3 SDK is loaded only when STORAGE=s3. Apart from storage.ts (the
 * interface and the disk), so that the S3 adapter, which uses storage.ts's helpers, is not in a
 * cycle with it.
 */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === 'local') return createLocalStorage(config.dir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config);
}
