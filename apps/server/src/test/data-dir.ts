import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { embeddedDatabaseDir } from '../db/client';
import { databaseTemplateReady } from './template-ready';

/**
 * A server's DATA_DIR whose embedded database starts as the migrated template, as a server that has run before
 * leaves it (the server's own start still applies migrations): creating and migrating an empty embedded database
 * costs about ten CPU-seconds, loading the template two. On PostgreSQL runs (no PGlite template) the directory
 * stays empty — servers are given DATABASE_URL there. A file of its own: importing it does not make a test file one
 * of the database files that run again on PostgreSQL (see vitest.config.ts).
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const template = inject('pgliteTemplatePath');
  if (!template) return;
  await databaseTemplateReady();
  const client = await PGlite.create(embeddedDatabaseDir(dataDir), {
    loadDataDir: new Blob([await fs.readFile(template)]),
  });
  await client.close();
}
