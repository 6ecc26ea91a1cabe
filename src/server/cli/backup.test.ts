import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { acquireDataDirLock } from '../db/lock.ts';
import { barrioComentarios, localidades } from '../db/schema/index.ts';
import { seedReference } from '../seed/reference.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/** Runs one of the CLIs as `npm run backup|restore` does, on the embedded database of `dataDir`. */
function cli(name: 'backup' | 'restore', dataDir: string, args: string[] = []) {
  return spawnSync(process.execPath, [join(import.meta.dirname, `${name}.ts`), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
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
    expect(readFileSync(join(target, 'auth-secret'), 'utf8')).toBe(readFileSync(join(source.dir, 'auth-secret'), 'utf8'));
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
