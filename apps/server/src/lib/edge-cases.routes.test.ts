import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@adsmith/domain/auth/messages';
import { bearer, buildTestApp, buildUser, type TestApp } from '../test/test-app';

type Account = Awaited<ReturnType<typeof buildUser>>;
const SOME_ID = '3f0e4a52-9b7c-4d1e-8a2f-6c5b4d3e2f1a';

describe('input edge cases: control characters, blank passwords, look-alike emails, revoked tokens', () => {
  let t: TestApp;
  let owner: Account;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

  it.each([
    [
      'sign-in email',
      '/api/auth/login',
      { email: 'owner\u0000@example.com', password: 'secret-pass' },
      'email',
    ],
    ['save-story', `/api/save-story/${SOME_ID}`, { story: 'We bake\u0000 bread.' }, 'story'],
    [
      'a hypothesis',
      '/api/hypotheses',
      {
        crawl_id: SOME_ID,
        hypothesis: 'Buyers\u0000 want',
        strategic_approach: 'x',
        success_metrics: 'y',
        potential_impact_score: 5,
      },
      'hypothesis',
    ],
    [
      'a campaign name',
      '/api/create-campaign',
      { hypothesis_id: SOME_ID, crawl_id: SOME_ID, campaign_data: { name: 'Spring\u0000' } },
      'campaign_data.name',
    ],
    [
      'an ad media_url',
      '/api/create-campaign',
      { ad_creatives: [{ media_url: '/api/proxy-media/\u0000x.png' }] },
      'ad_creatives.0.media_url',
    ],
    [
      'another control character',
      '/api/save-story/' + SOME_ID,
      { story: 'bell \u0007 and escape \u001b[31m' },
      'story',
    ],
  ])(
    'a NUL or other control character in %s is a 400 naming the field, not a 500',
    async (_what, url, payload, field) => {
      const response = await post(url, payload, owner.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: `${field}: must not contain control characters` });
    },
  );

  it('applies the same rule to query strings and path parameters; tabs and line breaks in text stay allowed', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/crawls/user?since=%00',
      headers: bearer(owner.token),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ detail: 'since: must not contain control characters' });
    const param = await t.app.inject({
      method: 'GET',
      url: '/api/status/abc%00def',
      headers: bearer(owner.token),
    });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual({ detail: 'id: must not contain control characters' });
    // A story with line breaks and tabs passes the rule (and gets the route's own answer: no such crawl).
    const story = await post(
      `/api/save-story/${SOME_ID}`,
      { story: 'Line one\n\tLine two\r\n' },
      owner.token,
    );
    expect(story.statusCode).toBe(404);
  });

  it('refuses a password of spaces only, and look-alike or invisible-character emails', async () => {
    const blank = await post('/api/auth/register', { email: 'blank@example.com', password: '     ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ detail: `password: ${AuthMessages.passwordBlank}` });
    for (const email of ['\u0430lice@example.com', 'al\u200Bice@example.com', 'alice@example.com.']) {
      const response = await post('/api/auth/register', { email, password: 'saffron-kettle-42' });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toEqual({ detail: `email: ${AuthMessages.invalidEmail}` });
    }
    // Full-width letters fold to the same account (NFKC): no second account can be made with them.
    const fullWidth = owner.user.email.replace(/^user/, 'ｕｓｅｒ');
    const again = await post('/api/auth/register', { email: fullWidth, password: 'saffron-kettle-42' });
    expect(again.statusCode).toBe(409);
    expect((await post('/api/auth/login', { email: fullWidth, password: owner.password })).statusCode).toBe(
      200,
    );
  });

  it('sign-out revokes the token on the server: a copied token gets 401, a new sign-in works', async () => {
    const account = await buildUser(t.app);
    const copied = account.token;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(copied) })).statusCode,
    ).toBe(200);
    const logout = await post('/api/auth/logout', {}, copied);
    expect(logout.statusCode).toBe(204);
    const reused = await t.app.inject({ method: 'GET', url: '/api/crawls/user', headers: bearer(copied) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ detail: AuthMessages.sessionExpired });
    expect((await post('/api/auth/logout', {}, copied)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(401);

    const again = await post('/api/auth/login', { email: account.user.email, password: account.password });
    expect(again.statusCode).toBe(200);
    const fresh = again.json().token as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(copied) })).statusCode,
    ).toBe(401);
  });
});

describe('request timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('cuts a body trickled byte by byte with 408 and closes the socket, long before it would have finished', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // One byte every 100 ms: the whole body would take over 20 s.
    const trickle = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return;
      socket.write(body[sent]!);
      sent += 1;
    }, 100);
    await closed;
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(body.length);
  }, 60_000);
});
