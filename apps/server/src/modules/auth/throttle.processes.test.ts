import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@adsmith/domain/auth/messages';
import { callJson, startChildServer, tempDataDir, type ChildServer } from '../../test/child-server';
import { createTestDatabaseUrl, isPostgresRun } from '../../test/test-database';

// Several server processes share one PostgreSQL database (embedded PGlite allows one process), so this runs on the
// `server-postgres` project of the suite (TEST_DATABASE_URL, as CI and `.ci/run` set it).
describe.runIf(isPostgresRun)('two server processes on one PostgreSQL database', () => {
  let a: ChildServer;
  let b: ChildServer;
  let database: { url: string; drop: () => Promise<void> };
  let data: Awaited<ReturnType<typeof tempDataDir>>;

  beforeAll(async () => {
    database = await createTestDatabaseUrl();
    data = await tempDataDir();
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET: 'shared-secret-that-is-long-enough-for-hs256',
      DATA_DIR: data.dir,
      WEB_DIST_DIR: path.join(data.dir, 'no-web-build'),
      AUTH_RATE_LIMIT_PER_IP: '5',
      AUTH_RATE_LIMIT_PER_EMAIL: '2',
      AUTH_EMAIL_FREE_FAILURES: '100',
    };
    [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await data?.remove();
  });

  it('count sign-in limits together, and a sign-out on one revokes the token on the other', async () => {
    const login = (server: ChildServer, email: string, password: string) =>
      callJson(`${server.url}/api/auth/login`, { body: { email, password } });
    // Attempt 1 from this address (both processes see 127.0.0.1): the registration.
    const registered = await callJson(`${a.url}/api/auth/register`, {
      body: { email: 'owner@example.com', password: 'saffron-kettle-42' },
    });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    expect((await callJson(`${b.url}/api/auth/verify`, { token })).status).toBe(200);

    // Two failures for the email from this address, one on each process: the pair is locked on both.
    expect((await login(a, 'owner@example.com', 'wrong-password')).status).toBe(401);
    expect((await login(b, 'owner@example.com', 'wrong-password')).status).toBe(401);
    const locked = await login(a, 'owner@example.com', 'saffron-kettle-42');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: AuthMessages.tooManyAttempts });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    // Attempt 5 is the last this address may make in the window; the sixth is refused by either process.
    expect((await login(b, 'someone@example.com', 'wrong-password')).status).toBe(401);
    const overAddress = await login(a, 'someone-else@example.com', 'wrong-password');
    expect(overAddress.status).toBe(429);
    expect((await login(b, 'someone-else@example.com', 'wrong-password')).status).toBe(429);

    // Sign-out on B revokes the token A issued, on A too.
    expect((await callJson(`${b.url}/api/auth/logout`, { token, body: {} })).status).toBe(204);
    expect((await callJson(`${a.url}/api/auth/verify`, { token })).status).toBe(401);
  }, 60_000);
});
