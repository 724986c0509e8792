import './test-timezone.ts';
import { defineConfig } from 'vitest/config';

/**
 * With TEST_DATABASE_URL set (CI and `.ci/run` set it), the server files that open a database run a second time, on
 * PostgreSQL, as the project `server-postgres` in the same run.
 */
const postgres = process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : [];

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'fixtures', ...postgres],
    // Vitest's default leaves one core idle (cores − 1); the projects' files are independent, so use both.
    maxWorkers: 2,
  },
});
