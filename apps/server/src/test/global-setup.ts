import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPool, runMigrations } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: path of a migrated data directory dump that each test database loads. */
    pgliteTemplatePath: string;
    /** Postgres mode (the project's TEST_DATABASE_URL set): name of a migrated template database. */
    postgresTemplate: string;
    /** A directory for this run's crawls of the real sites: each site is crawled once and read by every suite. */
    realsitesCrawlDir: string;
  }
}

/**
 * Runs once per test run: migrates one database and keeps it as a template, so every test file gets a
 * fresh, migrated database in a fraction of a second instead of running initdb and migrations itself.
 */
export default async function setup(project: TestProject) {
  const crawlDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-realsites-'));
  project.provide('realsitesCrawlDir', crawlDir);
  const teardownDatabase = await setupDatabase(project);
  return async () => {
    await teardownDatabase();
    await fs.rm(crawlDir, { recursive: true, force: true });
  };
}

async function setupDatabase(project: TestProject): Promise<() => Promise<void>> {
  // The project's own environment decides (`server` runs on PGlite, `server-postgres` on PostgreSQL), not the
  // environment Vitest itself was started with.
  const adminUrl = project.config.env?.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `adsmith_tpl_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const database = fromPool(pool, 2);
    await runMigrations(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      // Test databases made from the template are dropped by the files that made them; drop the template last.
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const client = await PGlite.create();
  const database = fromPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-test-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
