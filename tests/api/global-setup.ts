/**
 * Each API test run gets its own database: a fresh PGlite directory, or (TEST_DB_KIND=postgres) a
 * fresh database on TEST_DATABASE_URL's server, dropped afterwards. Both are migrated and seeded.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { seed } from '../../src/server/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    dataDir: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    const base = path.resolve('.test-data');
    mkdirSync(base, { recursive: true });
    const dataDir = mkdtempSync(path.join(base, 'pglite-'));
    const database = await openDatabase({ dataDir });
    await seed(database.db);
    await database.close();
    project.provide('dbKind', 'pglite');
    project.provide('dataDir', dataDir);
    project.provide('databaseUrl', '');
    return () => rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `storefront_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await seed(database.db);
  await database.close();
  project.provide('dbKind', 'postgres');
  project.provide('dataDir', '');
  project.provide('databaseUrl', url.toString());
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
}
