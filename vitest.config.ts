import './test-timezone.mjs';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test-sequencer';

/**
 * With TEST_DATABASE_URL set (CI and `.ci/run` set it), the server files that open a database run a second time, on
 * PostgreSQL, as the project `server-postgres` in the same run.
 */
const postgres = process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : [];

/** `--sequence.shuffle…` on the command line asks for Vitest's random order, which a sequencer set here would hide. */
const isShuffled = process.argv.some((arg) => arg.startsWith('--sequence.shuffle'));

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'fixtures', ...postgres],
    // Vitest's default leaves one core idle (cores − 1); the projects' files are independent, so use both.
    maxWorkers: 2,
    // The longest files first (test-durations.json), so that no long file starts last and runs alone.
    ...(isShuffled ? {} : { sequence: { sequencer: LongestFirstSequencer } }),
  },
});
