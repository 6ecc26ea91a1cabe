import { createUsersService } from '../areas/accounts/users.service.ts';
import { createAuth } from '../platform/auth/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { deactivateDemoAccounts, ensureBootstrapAdmin, ensureDemoAccounts } from './accounts.ts';
import { seedDemoContent } from './demo.ts';
import { seedDemoCarousel, seedDemoListingPictures } from './demo-carousel.ts';
import { seedReference } from './reference.ts';

/**
 * Start-up seeding: reference data always, the bootstrap admin once, sample content in demo
 * mode, and demo accounts only with DEMO_ACCOUNTS=1 (otherwise any left from an earlier start
 * are deactivated and signed out: a known password never stays usable).
 */
export async function seedOnStart(db: Database, config: Config) {
  await seedReference(db);
  const users = createUsersService({ db, auth: createAuth(db, config) });
  const admin = await ensureBootstrapAdmin(db, users, config.adminPassword);
  if (config.demoAccounts) await ensureDemoAccounts(db, users);
  else await deactivateDemoAccounts(db);
  if (config.demo) {
    await seedDemoContent(db);
    const storage = await createStorage(config.storage);
    await seedDemoCarousel(db, storage);
    await seedDemoListingPictures(db, storage);
  }
  return admin;
}
