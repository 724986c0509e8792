import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@adsmith/domain/auth/schemas';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config/env';
import type { Database } from '../db/client';
import { createTestDatabase } from './test-database';
import type { CrawlRunner } from '../modules/crawl/crawl.runner.types';
import type { StartUrlCheck } from '../modules/crawl/crawl.service';
import type { DraftingEngine } from '../ai/engine';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

/**
 * Test configuration: embedded defaults, no web build, fixed secret, and the caller's DATA_DIR or else a fresh path
 * under the system's temporary directory. No directory is made: whatever writes there (the media store, the embedded
 * database's lock, the JWT secret) makes it, so a test that writes nothing leaves nothing behind.
 */
export async function buildTestConfig(env: Record<string, string> = {}): Promise<Config> {
  const dataDir = env.DATA_DIR ?? path.join(os.tmpdir(), `adsmith-data-${randomUUID()}`);
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    CRAWL_ALLOW_PRIVATE_NETWORKS: 'true',
    LOG_LEVEL: 'silent',
    ...env,
    DATA_DIR: dataDir,
  });
}

/**
 * The app on a fresh migrated database; call `close()` in afterAll. It removes the data directory only when it chose
 * it: a DATA_DIR passed in `env` is the caller's to keep or remove.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    database?: Database;
    crawlRunner?: CrawlRunner;
    checkStartUrl?: StartUrlCheck;
    draftingEngine?: DraftingEngine;
  } & Pick<BuildAppOptions, 'profileRefiner' | 'profileRefineTimeoutMs' | 'beforeCrawlComplete'> = {},
): Promise<TestApp> {
  const config = await buildTestConfig(options.env);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    crawlRunner: options.crawlRunner,
    checkStartUrl: options.checkStartUrl,
    draftingEngine: options.draftingEngine,
    profileRefiner: options.profileRefiner,
    profileRefineTimeoutMs: options.profileRefineTimeoutMs,
    beforeCrawlComplete: options.beforeCrawlComplete,
    queuePollingIntervalSeconds: 0.5,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (options.env?.DATA_DIR === undefined) await fs.rm(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** Factory: registers a user through the API and returns its token and user. */
export async function buildUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string } = {},
): Promise<AuthResponse & { password: string }> {
  userCounter += 1;
  const email = overrides.email ?? `user${userCounter}-${process.pid}-${Date.now()}@example.test`;
  const password = overrides.password ?? 'correct-horse-battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password },
  });
  if (response.statusCode !== 201)
    throw new Error(`buildUser failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password };
}

/** Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
