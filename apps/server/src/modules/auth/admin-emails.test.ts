import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';

describe('ADMIN_EMAILS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'boss@example.test' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes listed emails admin and does not promote the first other account', async () => {
    const first = await buildUser(t.app, { email: 'first@example.test' });
    expect(first.user.isAdmin).toBe(false);
    const boss = await buildUser(t.app, { email: 'Boss@Example.test' });
    expect(boss.user.isAdmin).toBe(true);
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: bearer(boss.token),
    });
    expect(verify.json().user.isAdmin).toBe(true);
  });
});
