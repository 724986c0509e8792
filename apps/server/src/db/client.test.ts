import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, isPostgresRun } from '../test/test-database';
import { seedDataDir } from '../test/data-dir';
import { openDatabase, runMigrations } from './client';

describe('database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-db-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it.skipIf(isPostgresRun)(
    'refuses a second process-level owner of the same embedded data directory',
    async () => {
      const lockDir = path.join(dir, 'locked');
      await fs.mkdir(lockDir, { recursive: true });
      // A data directory that has run before (an empty one would first be initialised, which is not what this tests).
      await seedDataDir(lockDir);
      // Simulate another live process holding the lock (this test's parent process is alive).
      await fs.writeFile(path.join(lockDir, 'adsmith.lock'), String(process.ppid));
      await expect(openDatabase({ dataDir: lockDir })).rejects.toThrow(/Another Adsmith process/);
      // A lock left by a process that is gone is taken over.
      await fs.writeFile(path.join(lockDir, 'adsmith.lock'), '999999');
      const taken = await openDatabase({ dataDir: lockDir });
      await taken.close();
    },
  );

  it('migrations are idempotent and the pool reports its use (PGlite says it has none)', async () => {
    const database = await createTestDatabase();
    try {
      await runMigrations(database);
      await runMigrations(database);
      const { rows } = await database.query<{ count: string | number }>(
        'select count(*) as count from users',
      );
      expect(Number(rows[0]?.count)).toBe(0);
      const stats = database.poolStats();
      if (isPostgresRun) {
        expect(stats?.max_connections).toBeGreaterThanOrEqual(1);
        expect(stats && stats.used_connections + stats.free_connections).toBe(stats?.max_connections);
      } else {
        expect(stats).toBeNull(); // embedded PGlite has no pool to report
      }
      expect(database.kind).toBe(isPostgresRun ? 'postgres' : 'pglite');
    } finally {
      await database.close();
    }
  });
});
