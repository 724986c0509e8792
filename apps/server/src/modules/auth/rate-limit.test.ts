import { afterEach, describe, expect, it } from 'vitest';
import { AuthMessages } from '@adsmith/domain/auth/messages';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';

describe('auth rate limiting', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('limits failed sign-ins per email with 429 and Retry-After, whatever the IP', async () => {
    t = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '100' } });
    const { user, password } = await buildUser(t.app);
    const attempt = (pass: string, ip: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: user.email, password: pass },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong-password', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const blocked = await attempt(password, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: AuthMessages.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another account is not affected.
    const other = await buildUser(t.app);
    const otherLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.user.email, password: other.password },
    });
    expect(otherLogin.statusCode).toBe(200);
  });

  it('a successful sign-in clears the failure count', async () => {
    t = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '2', AUTH_RATE_LIMIT_PER_IP: '100' } });
    const { user, password } = await buildUser(t.app);
    const login = (pass: string) =>
      t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: pass } });
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
