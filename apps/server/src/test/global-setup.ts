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
    /**
     * A file that appears when the project's template (either kind) is ready, or `<file>.failed` holding the error:
     * the template is made while the lighter projects' files run (see test/template-ready.ts).
     */
    databaseTemplateReady: string;
  }
}

/**
 * Runs once per test run: migrates one database and keeps it as a template, so every test file gets a
 * fresh, migrated database in a fraction of a second instead of running initdb and migrations itself.
 *
 * Vitest runs every project's global setup before any file starts, and the server's files run after the lighter
 * projects' (`groupOrder`), so the template is made in the background while those run: the setup returns at once
 * with the names, and each database file waits for the ready file first (test/template-ready.ts).
 */
export default async function setup(project: TestProject) {
  const crawlDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-realsites-'));
  project.provide('realsitesCrawlDir', crawlDir);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-test-'));
  const ready = path.join(dir, 'ready');
  project.provide('databaseTemplateReady', ready);
  const made = makeTemplate(project, dir).then(
    async (teardown) => {
      await fs.writeFile(ready, '');
      return teardown;
    },
    async (error: unknown) => {
      await fs.writeFile(
        `${ready}.failed`,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
      return async () => undefined;
    },
  );
  return async () => {
    await (
      await made
    )();
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(crawlDir, { recursive: true, force: true });
  };
}

/** Provides the template's name at once and makes it; resolves to its teardown once it is ready. */
async function makeTemplate(project: TestProject, dir: string): Promise<() => Promise<void>> {
  // The project's own environment decides (`server` runs on PGlite, `server-postgres` on PostgreSQL), not the
  // environment Vitest itself was started with.
  const adminUrl = project.config.env?.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `adsmith_tpl_${crypto.randomBytes(4).toString('hex')}`;
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${template}`);
      const url = new URL(adminUrl);
      url.pathname = `/${template}`;
      const database = fromPool(new pg.Pool({ connectionString: url.toString(), max: 2 }), 2);
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
    } catch (error) {
      await admin.end().catch(() => undefined);
      throw error;
    }
    return async () => {
      // Test databases made from the template are dropped by the files that made them; drop the template last.
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const file = path.join(dir, 'template.tar');
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', '');
  const client = await PGlite.create();
  const database = fromPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  await client.close();
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return async () => undefined;
}
