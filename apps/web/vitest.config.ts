import '../../test-timezone.ts';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // Page chunks and Mantine are imported on first use; on a busy machine that can take a few seconds.
      testTimeout: 20_000,
      // Threads, one jsdom and one module graph per worker (not per file): 146 s → 58 s for the project on two
      // cores. Testing Library unmounts after each test and every test stubs its own API and session.
      pool: 'threads',
      isolate: false,
    },
  }),
);
