import '../../test-timezone.mjs';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      // happy-dom rather than jsdom: the same 383 tests in about 96 CPU-seconds instead of 158 (measured twice on this
      // machine, 2026-11-28). Real-browser behaviour is the Playwright specs' job.
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // Page chunks and Mantine are imported on first use; on a busy machine that can take a few seconds.
      testTimeout: 20_000,
      // Threads, one DOM and one module graph per worker (not per file): 146 s → 58 s for the project on two
      // cores. Testing Library unmounts after each test and every test stubs its own API and session.
      pool: 'threads',
      isolate: false,
    },
  }),
);
