import { afterEach, describe, expect, it } from 'vitest';
import { AuthMessages } from '@adsmith/domain/auth/messages';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { emailWaitSeconds } from './throttle';

describe('auth rate limiting', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('strangers failing on purpose cannot lock the owner out of their own address', async () => {
    t = await buildTestApp({
      env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_EMAIL_FREE_FAILURES: '2', AUTH_RATE_LIMIT_PER_IP: '100' },
    });
    const { user, password } = await buildUser(t.app);
    const attempt = (pass: string, ip: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: user.email, password: pass },
      });
    // The owner signs in from home once, so that address is theirs.
    expect((await attempt(password, '198.51.100.1')).statusCode).toBe(200);
    // Strangers fail from many addresses: past the free failures the email slows down for unknown addresses.
    expect((await attempt('wrong-password', '10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('wrong-password', '10.0.0.2')).statusCode).toBe(401);
    expect((await attempt('wrong-password', '10.0.0.3')).statusCode).toBe(401);
    const slowed = await attempt('wrong-password', '10.0.0.4');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ detail: AuthMessages.tooManyAttempts });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password from an unknown address waits (brute force cannot tell a hit from a miss).
    expect((await attempt(password, '10.0.0.5')).statusCode).toBe(429);
    // The owner's correct password from their own address still works.
    expect((await attempt(password, '198.51.100.1')).statusCode).toBe(200);
  });

  it('locks one address out of one email after failures in a row, with 429 and Retry-After', async () => {
    t = await buildTestApp({
      env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_EMAIL_FREE_FAILURES: '100', AUTH_RATE_LIMIT_PER_IP: '100' },
    });
    const { user, password } = await buildUser(t.app);
    const attempt = (pass: string, ip: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: user.email, password: pass },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong-password', '10.0.1.1')).statusCode).toBe(401);
    const blocked = await attempt(password, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not locked out of the email, and the locked address may still sign in to another account.
    expect((await attempt(password, '10.0.1.2')).statusCode).toBe(200);
    const other = await buildUser(t.app);
    const otherLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.1.1',
      payload: { email: other.user.email, password: other.password },
    });
    expect(otherLogin.statusCode).toBe(200);
  });

  it('a successful sign-in clears the failure count', async () => {
    t = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '2', AUTH_RATE_LIMIT_PER_IP: '100' } });
    const { user, password } = await buildUser(t.app);
    const login = (pass: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: pass },
      });
    expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(password)).statusCode).toBe(200);
    expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(password)).statusCode).toBe(200);
  });

  it('limits requests per IP with 429 and Retry-After', async () => {
    t = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_EMAIL: '100' } });
    const responses = [];
    for (let i = 0; i < 4; i += 1) {
      responses.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.7',
          payload: { email: `nobody${i}@example.test`, password: 'whatever-pass' },
        }),
      );
    }
    expect(responses.slice(0, 3).map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect(responses[3]?.statusCode).toBe(429);
    expect(responses[3]?.json()).toEqual({ detail: AuthMessages.tooManyAttempts });
    expect(Number(responses[3]?.headers['retry-after'])).toBeGreaterThan(0);

    const otherIp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.8',
      payload: { email: 'nobody@example.test', password: 'whatever-pass' },
    });
    expect(otherIp.statusCode).toBe(401);
  });
});

describe('the per-email slowdown', () => {
  it('doubles the wait after the free failures, up to the window: at most 109 guesses per email per day', () => {
    const settings = { freeFailures: 5, windowSeconds: 900 };
    expect([1, 5, 6, 7, 8, 14, 15, 40].map((failures) => emailWaitSeconds(failures, settings))).toEqual([
      0, 0, 2, 4, 8, 512, 900, 900,
    ]);
    let guesses = 0;
    let elapsed = 0;
    for (;;) {
      const wait = emailWaitSeconds(guesses, settings);
      if (elapsed + wait > 24 * 3600) break;
      elapsed += wait;
      guesses += 1;
    }
    expect(guesses).toBe(109);
  });
});
