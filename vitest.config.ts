import './test-timezone.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'fixtures'],
    // Vitest's default leaves one core idle (cores − 1); the projects' files are independent, so use both.
    maxWorkers: 2,
  },
});
