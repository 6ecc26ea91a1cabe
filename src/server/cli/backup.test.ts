import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createUsersService } from '../areas/accounts/users.service.ts';
import { loadConfig } from '../platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db/client.ts';
import { acquireDataDirLock } from '../platform/db/lock.ts';
import { barrioComentarios, limiteContadores, localidades, verification } from '../platform/db/schema/index.ts';
import { seedReference } from '../seed/reference.ts';
import { createEmptyDatabase } from '../test/databases.ts';
import { TEST_ORIGIN, TEST_PASSWORD } from '../test/test-app.ts';
import { EPHEMERAL_TABLES } from './backup-archive.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/** Runs one of the CLIs as `npm run backup|restore` does, on the embedded database of `dataDir` (or on `env.DATABASE_URL`). */
function cli(name: 'backup' | 'restore', dataDir: string, args: string[] = [], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [join(import.meta.dirname, `${name}.ts`), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
}

async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    const result = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table_name)}`);
    counts[table_name] = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }
  return counts;
}

const IMAGE = 'carrusel/foto-800.webp';
const imageBytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));

/** A data folder with reference data, a few rows of our own and one uploaded image. */
async function seededDataDir(): Promise<{ dir: string; counts: Record<string, number> }> {
  const dir = tempDir('parcela-backup-src-');
  const handle = await openDatabase({ dataDir: dir });
  await seedReference(handle.db);
  await handle.db.insert(localidades).values({ nombre: 'Tigre' });
  await handle.db
    .insert(barrioComentarios)
    .values(Array.from({ length: 3 }, (_, i) => ({ barrioNombre: 'Palermo', autorNombre: `Autor ${i}`, comentario: `hola ${i}` })));
  const counts = await rowCounts(handle);
  await handle.close();
  mkdirSync(dirname(join(dir, 'uploads', IMAGE)), { recursive: true });
  writeFileSync(join(dir, 'uploads', IMAGE), imageBytes);
  return { dir, counts };
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it('round-trips the rows and the uploaded images into a new data folder, readable by the owner only', async () => {
    const source = await seededDataDir();
    const backup = cli('backup', source.dir);
    expect(backup.status, backup.stderr).toBe(0);
    const file = /Copia creada: (.+)/.exec(backup.stdout)?.[1]?.trim() ?? '';
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);

    const target = join(tempDir('parcela-restore-'), 'data');
    const restore = cli('restore', target, [file]);
    expect(restore.status, restore.stderr).toBe(0);
    expect(readFileSync(join(target, 'uploads', IMAGE))).toEqual(imageBytes);
    // The secret stays behind: the server writes a new one at its first start on the copy.
    expect(existsSync(join(target, 'auth-secret'))).toBe(false);
    const restored = await openDatabase({ dataDir: target });
    try {
      const counts = await rowCounts(restored);
      expect(counts).toEqual(source.counts);
      expect(counts.barrio_comentarios).toBe(3);
      expect(counts.localidades).toBeGreaterThan(1);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses to restore into a data folder that is not empty, and leaves it alone', async () => {
    const target = tempDir('parcela-restore-busy-');
    writeFileSync(join(target, 'algo.txt'), 'existente');
    const archive = join(tempDir('parcela-archive-'), 'copia.tar.gz');
    writeFileSync(archive, 'no importa');
    const restore = cli('restore', target, [archive]);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toContain('no está vacía');
    expect(readFileSync(join(target, 'algo.txt'), 'utf8')).toBe('existente');
  });

  it('says to stop the server while the embedded database is in use', () => {
    const dir = tempDir('parcela-backup-busy-');
    // This process holds the data folder, as a running server does.
    const release = acquireDataDirLock(dir);
    try {
      const backup = cli('backup', dir);
      expect(backup.status).toBe(1);
      expect(backup.stderr).toContain('detené el servidor');
    } finally {
      release();
    }
  });
});

/** Every file under `dir`, with each gzip file also decompressed (the embedded dump is a tar.gz inside the archive). */
function bytesOf(dir: string): Buffer {
  const parts: Buffer[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const bytes = readFileSync(join(entry.parentPath, entry.name));
    parts.push(bytes);
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) parts.push(gunzipSync(bytes));
  }
  return Buffer.concat(parts);
}

function extract(archive: string): string {
  const dir = tempDir('parcela-archive-open-');
  const tar = spawnSync('tar', ['-xzf', archive, '-C', dir]);
  expect(tar.status).toBe(0);
  return dir;
}

const ADMIN = 'jefa';
const VERIFICATION_MARK = 'verificacion-unica-3f9a1c7e5b';
const COUNTER_MARK = 'POST /api/consultas|10.9.8.7';

/** An app on `database` (the test's config), an admin who is signed in, a failed sign-in, a verification token and a limit counter. */
async function signedInAdmin(env: Record<string, string>, database: DatabaseHandle): Promise<{ cookie: string; token: string }> {
  const app = await buildApp({ config: loadConfig(env), database });
  try {
    await app.ready();
    await createUsersService({ db: database.db, auth: app.auth }).add({
      username: ADMIN,
      email: 'jefa@prueba.example',
      password: TEST_PASSWORD,
      roles: ['admin'],
    });
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/username',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '10.1.2.3',
        payload: { username: ADMIN, password },
      });
    const ok = await signIn(TEST_PASSWORD);
    expect(ok.statusCode).toBe(200);
    const cookie = ok.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // After the success, which clears the counts: one failed attempt stays counted.
    expect((await signIn('Equivocada-Del-Todo-99')).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/usuarios', headers: { cookie } })).statusCode).toBe(200);
    await database.db.insert(verification).values({ identifier: 'correo', value: VERIFICATION_MARK, expiresAt: new Date(Date.now() + 3_600_000) });
    await database.db.insert(limiteContadores).values({ clave: COUNTER_MARK, cuenta: 3, expira: new Date(Date.now() + 60_000) });
    const counts = await rowCounts(database);
    for (const table of EPHEMERAL_TABLES) expect(counts[table], table).toBeGreaterThan(0);
    const rows = await database.db.execute<{ token: string }>(sql`select token from session`);
    const token = (rows as unknown as { rows: { token: string }[] }).rows[0]?.token ?? '';
    expect(token.length).toBeGreaterThan(20);
    return { cookie, token };
  } finally {
    await app.close();
  }
}

/** Starts the app on a restored database and asks an admin-only route with the old cookie. */
async function statusWithOldCookie(env: Record<string, string>, database: DatabaseHandle, cookie: string): Promise<number> {
  const app = await buildApp({ config: loadConfig(env), database });
  try {
    return (await app.inject({ url: '/api/admin/usuarios', headers: { cookie } })).statusCode;
  } finally {
    await app.close();
  }
}

async function expectNoEphemeralRows(database: DatabaseHandle): Promise<void> {
  const counts = await rowCounts(database);
  for (const table of EPHEMERAL_TABLES) expect(counts[table], `${table} exists and is empty`).toBe(0);
  expect(counts.user).toBe(1);
}

const appEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PUBLIC_URL: TEST_ORIGIN,
  LOG_LEVEL: 'silent',
  WEB_DIR: join(dataDir, 'no-web'),
  DEMO: '0',
  ...extra,
});

// ADR 085: a token taken from an archive gave admin access to the running server.
describe('a backup is no master key', () => {
  it('embedded: no session, token or counter and not the auth secret in the archive; the old cookie is refused by the restored copy', async () => {
    const sourceDir = tempDir('parcela-backup-keys-');
    const env = appEnv(sourceDir);
    const source = await openDatabase({ dataDir: sourceDir });
    const { cookie, token } = await signedInAdmin(env, source);
    await source.close();
    const secret = readFileSync(join(sourceDir, 'auth-secret'), 'utf8').trim();
    // The search finds what it looks for: the live data folder holds the token.
    expect(bytesOf(join(sourceDir, 'pg')).includes(token)).toBe(true);

    const backup = cli('backup', sourceDir);
    expect(backup.status, backup.stderr).toBe(0);
    const archive = /Copia creada: (.+)/.exec(backup.stdout)?.[1]?.trim() ?? '';
    const opened = extract(archive);
    expect(existsSync(join(opened, 'auth-secret'))).toBe(false);
    const bytes = Buffer.concat([readFileSync(archive), bytesOf(opened)]);
    expect(bytes.includes(ADMIN), 'the accounts are in it').toBe(true);
    for (const secretBytes of [token, secret, VERIFICATION_MARK, COUNTER_MARK]) expect(bytes.includes(secretBytes), secretBytes).toBe(false);

    const targetDir = join(tempDir('parcela-restore-keys-'), 'data');
    const restore = cli('restore', targetDir, [archive]);
    expect(restore.status, restore.stderr).toBe(0);
    const restored = await openDatabase({ dataDir: targetDir });
    try {
      await expectNoEphemeralRows(restored);
      // First start: a new secret is generated (signed cookies from before no longer verify).
      expect(await statusWithOldCookie(appEnv(targetDir), restored, cookie)).toBe(401);
      expect(readFileSync(join(targetDir, 'auth-secret'), 'utf8').trim()).not.toBe(secret);
      // Even with the old secret carried over (README), the session it signed is gone.
      copyFileSync(join(sourceDir, 'auth-secret'), join(targetDir, 'auth-secret'));
      expect(await statusWithOldCookie(appEnv(targetDir), restored, cookie)).toBe(401);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it.runIf(process.env.DATABASE_URL)(
    'PostgreSQL: pg_dump leaves those rows out; the restored database refuses the old cookie',
    async () => {
      const server = process.env.DATABASE_URL as string;
      const sourceDb = await createEmptyDatabase(server, 'parcela_backup_src');
      const targetDb = await createEmptyDatabase(server, 'parcela_backup_dst');
      const authSecret = 'secreto-de-prueba-de-la-copia-0123456789';
      try {
        const sourceDir = tempDir('parcela-backup-pg-');
        const env = appEnv(sourceDir, { DATABASE_URL: sourceDb.url, AUTH_SECRET: authSecret });
        const source = await openDatabase({ databaseUrl: sourceDb.url });
        const { cookie, token } = await signedInAdmin(env, source);
        await source.close();

        const backup = cli('backup', sourceDir, [], { DATABASE_URL: sourceDb.url, AUTH_SECRET: authSecret });
        expect(backup.status, backup.stderr).toBe(0);
        const archive = /Copia creada: (.+)/.exec(backup.stdout)?.[1]?.trim() ?? '';
        const opened = extract(archive);
        const script = spawnSync('pg_restore', ['--file=-', join(opened, 'database.dump')], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
        expect(script.status, script.stderr).toBe(0);
        expect(script.stdout).toContain(ADMIN);
        expect(script.stdout).toContain('CREATE TABLE public.session');
        for (const secretBytes of [token, authSecret, VERIFICATION_MARK, COUNTER_MARK]) {
          expect(script.stdout.includes(secretBytes) || bytesOf(opened).includes(secretBytes), secretBytes).toBe(false);
        }

        const targetDir = join(tempDir('parcela-restore-pg-'), 'data');
        const restore = cli('restore', targetDir, [archive], { DATABASE_URL: targetDb.url });
        expect(restore.status, restore.stderr).toBe(0);
        const restored = await openDatabase({ databaseUrl: targetDb.url });
        try {
          await expectNoEphemeralRows(restored);
          // The same AUTH_SECRET (every instance shares it): the cookie still verifies, its session is gone.
          expect(await statusWithOldCookie(appEnv(targetDir, { DATABASE_URL: targetDb.url, AUTH_SECRET: authSecret }), restored, cookie)).toBe(401);
        } finally {
          await restored.close();
        }
      } finally {
        await sourceDb.drop();
        await targetDb.drop();
      }
    },
    180_000,
  );
});
