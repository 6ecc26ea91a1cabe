import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Test databases on a PostgreSQL server (when DATABASE_URL is set): one template, one copy per test file. */
export function serverUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function templateName(databaseUrl: string): string {
  return `${new URL(databaseUrl).pathname.slice(1) || 'parcela'}_tpl`;
}

export async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrlFor(databaseUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createCopyOfTemplate(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${templateName(databaseUrl)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(databaseUrl, `create database "${name}" template "${templateName(databaseUrl)}"`);
  return { url: serverUrlFor(databaseUrl, name), drop: () => adminQuery(databaseUrl, `drop database if exists "${name}" with (force)`) };
}

/** An empty database with a random name (scripts and benches that start real servers on it), and how to drop it. */
export async function createEmptyDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  return { url: serverUrlFor(serverUrl, name), drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`) };
}
