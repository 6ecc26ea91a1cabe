import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client.ts';
import { seedReference } from '../seed/reference.ts';
import { adminQuery, serverUrlFor, templateName } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * One migrated, reference-seeded database per run; every test file starts from a copy.
 * PGlite: a dumped data folder (initdb costs seconds, loading a dump well under one).
 * PostgreSQL (DATABASE_URL): a template database copied with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = templateName(databaseUrl);
    await adminQuery(databaseUrl, `drop database if exists "${template}" with (force)`);
    await adminQuery(databaseUrl, `create database "${template}"`);
    const handle = await openDatabase({ databaseUrl: serverUrlFor(databaseUrl, template) });
    await seedReference(handle.db);
    await handle.close();
    project.provide('pgliteTemplate', '');
    return async () => adminQuery(databaseUrl, `drop database if exists "${template}" with (force)`);
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await seedReference(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = join(tmpdir(), `parcela-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
