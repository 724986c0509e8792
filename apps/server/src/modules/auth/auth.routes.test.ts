import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@adsmith/domain/auth/messages';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';

describe('auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers, signs in and verifies a user; the first account becomes admin', async () => {
    const first = await buildUser(t.app, { email: 'Owner@Example.com' });
    expect(first.user.email).toBe('owner@example.com');
    expect(first.user.isAdmin).toBe(true);

    const second = await buildUser(t.app);
    expect(second.user.isAdmin).toBe(false);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.com', password: first.password },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json();

    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ valid: true, user: { email: 'owner@example.com', isAdmin: true } });
  });

  it('answers 409 with the SPEC message for a taken email', async () => {
    const { user } = await buildUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: user.email.toUpperCase(), password: 'another-long-pass' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: AuthMessages.emailTaken });
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const { user } = await buildUser(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: AuthMessages.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses a bad email, a short password and a common password with 400 naming the field', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: '1234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain(`email: ${AuthMessages.invalidEmail}`);
    expect(bad.json().detail).toContain(`password: ${AuthMessages.passwordTooShort}`);

    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'common@example.test', password: 'Password1' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ detail: AuthMessages.commonPassword });
  });

  it('refuses verify without a token, with a garbage token and with a token of a deleted user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/verify' })).statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: bearer('abc.def.ghi'),
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toHaveProperty('detail');

    const { token, user } = await buildUser(t.app);
    await t.database.query('delete from users where id = $1', [user.id]);
    const gone = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
    expect(gone.statusCode).toBe(401);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, password } = await buildUser(t.app);
    const { rows } = await t.database.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [user.id],
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.password_hash).not.toContain(password);
  });
});
