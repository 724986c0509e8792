import '../../test-timezone.mjs';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions and schemas: threads that import zod and the rules once, not a process and a module graph per file.
    pool: 'threads',
    isolate: false,
  },
});
