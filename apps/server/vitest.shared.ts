import fs from 'node:fs';
import path from 'node:path';
import '../../test-timezone.mjs';
import { defineProject } from 'vitest/config';

/** A test file that opens a database: through the test app, a test database, or the database client itself. */
const OPENS_DATABASE = /from '[^']*(?:\/test-app|\/test-database|\/db\/client|\.\/client)'/;

/**
 * The server's test files that touch a database (routes, jobs, repositories): the ones the PostgreSQL project runs
 * again. The database-free files (extraction, rendering, drafting, real sites) would only repeat themselves there.
 */
function databaseTestFiles(): string[] {
  const root = path.join(import.meta.dirname, 'src');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => OPENS_DATABASE.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

/**
 * The server's Vitest project on one database. `pglite`: every server test file on embedded PGlite (the project
 * `server`). `postgres`: the files that open a database, again on the PostgreSQL server at `databaseUrl` (the project
 * `server-postgres`, which the root configuration adds when TEST_DATABASE_URL is set). Both run in one Vitest run, so
 * the PostgreSQL files fill the gaps of the PGlite ones instead of paying Vitest's start-up and tail a second time.
 * Each project's workers get the database through TEST_DATABASE_URL in their environment (empty: PGlite).
 */
export function serverProject(database: { kind: 'pglite' } | { kind: 'postgres'; databaseUrl: string }) {
  return defineProject({
    test: {
      name: database.kind === 'pglite' ? 'server' : 'server-postgres',
      environment: 'node',
      include: database.kind === 'pglite' ? ['src/**/*.test.ts', 'bench/**/*.test.ts'] : databaseTestFiles(),
      env: { TEST_DATABASE_URL: database.kind === 'pglite' ? '' : database.databaseUrl },
      globalSetup: ['src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // PGlite and argon2 are CPU-heavy; two workers suit the 2-core machines this runs on.
      pool: 'forks',
      maxWorkers: 2,
      // Each worker imports the app once, not once per file (about 5 s a file): files share modules, never state —
      // every file builds its own app and database. Module-level caches are keyed by crawl, host or user.
      isolate: false,
      // Runs after the lighter projects rather than beside them: each server file holds a database and servers.
      sequence: { groupOrder: 1 },
    },
  });
}
