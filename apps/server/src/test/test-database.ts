import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPool, type Database } from '../db/client';
import { databaseTemplateReady } from './template-ready';

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
  const client = idle.pop() ?? (await loadTemplate());
  const database = fromPglite(client);
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      if (await reset(client)) idle.push(client);
      else await client.close();
    },
  };
}

/**
 * PGlite databases a test file closed, emptied again and kept for the next file of this worker (files share the
 * worker's modules, never state): loading the template costs over a second of CPU, emptying a database a few
 * hundredths. Each checkout is still a database of its own: two open at once are two instances.
 */
const idle: PGlite[] = [];

async function loadTemplate(): Promise<PGlite> {
  await databaseTemplateReady();
  const dump = await fs.readFile(inject('pgliteTemplatePath'));
  return PGlite.create({ loadDataDir: new Blob([dump]) });
}

/**
 * Back to the template's state: every table of the migrated schemas emptied (the migrations' own record kept), and
 * every schema the template does not have dropped (the job queue installs its own at start, and installs it again).
 * False when the database cannot be brought back, so it is closed instead of reused.
 */
async function reset(client: PGlite): Promise<boolean> {
  try {
    const { rows: schemas } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
        where nspname not in ('public', 'drizzle', 'information_schema') and nspname not like 'pg\\_%'`,
    );
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname = 'public'`,
    );
    await client.exec(
      [
        ...schemas.map(({ name }) => `drop schema "${name.replace(/"/g, '""')}" cascade;`),
        tables.length > 0
          ? `truncate ${tables.map(({ name }) => name).join(', ')} restart identity cascade;`
          : '',
      ].join('\n'),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh, migrated PostgreSQL database for processes a test starts itself (TEST_DATABASE_URL runs only): its
 * connection URL and a function that drops it.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('createTestDatabaseUrl needs TEST_DATABASE_URL');
  await databaseTemplateReady();
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
