import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, loadJwtSecret } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-that-is-at-least-32-chars');
const tokens = createTokenService(secret, 3600);

describe('token service', () => {
  afterEach(() => vi.useRealTimers());

  it('round-trips a user id', async () => {
    expect(await tokens.verify(await tokens.sign('user-1'))).toBe('user-1');
  });

  it('refuses alg none', async () => {
    const unsecured = new UnsecuredJWT({})
      .setSubject('user-1')
      .setIssuer('adsmith')
      .setAudience('adsmith-web')
      .setExpirationTime('1h')
      .encode();
    expect(await tokens.verify(unsecured)).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const other = createTokenService(new TextEncoder().encode('another-secret-that-is-32-chars-long'), 3600);
    expect(await tokens.verify(await other.sign('user-1'))).toBeNull();
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = (await tokens.sign('user-1')).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: 'admin', iss: 'adsmith', aud: 'adsmith-web', exp: 9e9 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
  });

  it('refuses an expired token', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const token = await tokens.sign('user-1');
    vi.setSystemTime(new Date('2026-01-01T01:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token without expiry or with another algorithm family', async () => {
    const noExp = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('adsmith')
      .setAudience('adsmith-web')
      .sign(secret);
    expect(await tokens.verify(noExp)).toBeNull();
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user-1')
      .setIssuer('adsmith')
      .setAudience('adsmith-web')
      .setExpirationTime('1h')
      .sign(new Uint8Array(64).fill(1));
    expect(await tokens.verify(hs512)).toBeNull();
  });
});

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET when set, else generates one secret and keeps it in DATA_DIR', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-secret-'));
    try {
      const configured = await loadJwtSecret('x'.repeat(40), dir);
      expect(new TextDecoder().decode(configured)).toBe('x'.repeat(40));

      const first = await loadJwtSecret(undefined, dir);
      const second = await loadJwtSecret(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      const stat = await fs.stat(path.join(dir, 'jwt-secret'));
      expect(stat.mode & 0o777).toBe(0o600);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
