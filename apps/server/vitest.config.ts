import '../../vitest.timezone';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite and argon2 are CPU-heavy; two workers suit the 2-core machines this runs on.
    pool: 'forks',
    maxWorkers: 2,
    // Runs after the lighter projects rather than beside them: each server file holds a database and servers.
    sequence: { groupOrder: 1 },
  },
});
