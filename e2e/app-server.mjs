// The app server the Playwright suite drives, started the way `npm start` starts it. One definition for both
// starters: Playwright's `webServer` (a plain `npx playwright test`) and `scripts/test.mjs`, which starts it beside
// the static checks (a core is free there) and hands it to Playwright through E2E_APP_SERVER.
import os from 'node:os';
import path from 'node:path';
import { TEST_TIME_ZONE } from '../test-timezone.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

/** Set by scripts/test.mjs when it has started the app server itself: Playwright then starts none. */
export const APP_SERVER_STARTED = 'E2E_APP_SERVER';

/** `node scripts/start.mjs`, run from the repository's root. */
export const APP_SERVER_COMMAND = ['node', 'scripts/start.mjs'];

export const appServerHealthUrl = (port = E2E_PORT) => `http://127.0.0.1:${port}/api/health`;

/** A data directory of its own for each run: the server starts on an empty one, as on a fresh machine. */
export const newAppServerDataDir = () => path.join(os.tmpdir(), `adsmith-e2e-${process.pid}-${Date.now()}`);

/** The server's environment (added to the caller's). */
export function appServerEnv({ port = E2E_PORT, dataDir }) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    TZ: TEST_TIME_ZONE,
    LOG_LEVEL: 'warn',
    CRAWL_ALLOW_PRIVATE_NETWORKS: 'true',
    ADMIN_EMAILS: 'admin@e2e.test',
    // Every spec registers its own accounts from 127.0.0.1: far more than the per-address limit a public server keeps.
    AUTH_RATE_LIMIT_PER_IP: '1000',
  };
}
