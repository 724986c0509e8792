import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPool, type Database } from '../db/client';

/** True when this run targets PostgreSQL (TEST_DATABASE_URL) rather than embedded PGlite. */
export const isPostgresRun = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the template dump, or on PostgreSQL a
 * database created from the template database. `close()` disposes of it.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) {
    const { url, drop } = await createTestDatabaseUrl();
    const database = fromPool(new pg.Pool({ connectionString: url, max: 5 }), 5);
    return {
      ...database,
      close: async () => {
        await database.close();
        await drop();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplatePath'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return fromPglite(client);
}

/**
 * A fresh, migrated PostgreSQL database for processes a test starts itself (TEST_DATABASE_URL runs only): its
 * connection URL and a function that drops it.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('createTestDatabaseUrl needs TEST_DATABASE_URL');
  const name = `adsmith_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
