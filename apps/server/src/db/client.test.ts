import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestConfig } from '../test/test-app';
import { createTestDatabase, isPostgresRun } from '../test/test-database';
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
    'embedded PGlite keeps accounts across a restart of the app',
    { timeout: 120_000 },
    async () => {
      const config = { ...(await buildTestConfig()), DATA_DIR: dir };
      const first = await openDatabase({ dataDir: dir });
      await runMigrations(first);
      const app = await buildApp({ config, database: first });
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'persist@example.test', password: 'persistent-pass' },
      });
      expect(registered.statusCode).toBe(201);
      await app.close();
      await first.close();

      const second = await openDatabase({ dataDir: dir });
      await runMigrations(second);
      const again = await buildApp({ config, database: second });
      const login = await again.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'persist@example.test', password: 'persistent-pass' },
      });
      expect(login.statusCode).toBe(200);
      // The generated JWT secret survived too: the first token is still valid.
      const verify = await again.inject({
        method: 'GET',
        url: '/api/auth/verify',
        headers: { authorization: `Bearer ${registered.json().token}` },
      });
      expect(verify.statusCode).toBe(200);
      await again.close();
      await second.close();
    },
  );

  it.skipIf(isPostgresRun)(
    'refuses a second process-level owner of the same embedded data directory',
    async () => {
      const lockDir = path.join(dir, 'locked');
      const owner = await openDatabase({ dataDir: lockDir });
      const fakeOtherPid = process.ppid;
      await owner.close();
      // Simulate another live process holding the lock.
      await fs.writeFile(path.join(lockDir, 'adsmith.lock'), String(fakeOtherPid));
      await expect(openDatabase({ dataDir: lockDir })).rejects.toThrow(/Another Adsmith process/);
      // A lock left by a process that is gone is taken over.
      await fs.writeFile(path.join(lockDir, 'adsmith.lock'), '999999');
      const taken = await openDatabase({ dataDir: lockDir });
      await taken.close();
    },
  );

  it('migrations are idempotent and the pool reports its use', async () => {
    const database = await createTestDatabase();
    try {
      await runMigrations(database);
      await runMigrations(database);
      const { rows } = await database.query<{ count: string | number }>(
        'select count(*) as count from users',
      );
      expect(Number(rows[0]?.count)).toBe(0);
      const stats = database.poolStats();
      expect(stats.max_connections).toBeGreaterThanOrEqual(1);
      expect(stats.used_connections + stats.free_connections).toBe(stats.max_connections);
      expect(database.kind).toBe(isPostgresRun ? 'postgres' : 'pglite');
    } finally {
      await database.close();
    }
  });
});
