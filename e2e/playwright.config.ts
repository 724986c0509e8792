import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { TEST_TIME_ZONE } from '../test-timezone.mjs';
import {
  APP_SERVER_COMMAND,
  APP_SERVER_STARTED,
  appServerEnv,
  appServerHealthUrl,
  E2E_PORT as port,
  newAppServerDataDir,
} from './app-server.mjs';

/**
 * Debian's headless shell (`chromium-headless-shell`, the old headless mode Playwright itself prefers for headless
 * runs) when it is installed: about an eighth less CPU per spec than the full browser in its new headless mode.
 * Debian's `chromium` otherwise; CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Drives the built app, started the way `npm start` starts it, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  // Spec files run two at a time (the tests of one file stay in order, in one worker): every spec registers its own
  // accounts and starts its own fixture sites, and the one app server serves both browsers. On two cores this took
  // the stage from about 145 s to about 120 s; the a11y walk, the longest spec, sets the floor.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    timezoneId: TEST_TIME_ZONE,
    // Tracing records every action's DOM snapshots and screenshots of every test, kept or not: about half of the
    // runner's CPU time. Off unless asked for (E2E_TRACE=1 keeps the trace of a failing test, for `npx playwright
    // show-trace`); a failure still leaves its screenshot and the error in the report.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // `npm test` starts the app server itself, beside the static checks, and says so (E2E_APP_SERVER); a plain
  // `npx playwright test` starts it here.
  webServer: process.env[APP_SERVER_STARTED]
    ? undefined
    : {
        command: APP_SERVER_COMMAND.join(' '),
        cwd: '..',
        url: appServerHealthUrl(port),
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: appServerEnv({ port, dataDir: newAppServerDataDir() }),
      },
});
