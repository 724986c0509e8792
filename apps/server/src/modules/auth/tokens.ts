import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { TokenService } from '../../lib/auth-services';

export type { TokenService };

const ISSUER = 'adsmith';
const AUDIENCE = 'adsmith-web';

/** HS256 tokens with an expiry; only HS256 is accepted on verification (no `alg: none`, no key confusion). */
export function createTokenService(secret: Uint8Array, expiresInSeconds: number): TokenService {
  async function verifySession(token: string) {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string') return null;
      const version = payload.ver === undefined ? 0 : payload.ver;
      if (typeof version !== 'number' || !Number.isInteger(version)) return null;
      return { userId: payload.sub, version };
    } catch {
      return null;
    }
  }
  return {
    async sign(userId, version = 0) {
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(secret);
    },
    async verify(token) {
      return (await verifySession(token))?.userId ?? null;
    },
    verifySession,
  };
}

/**
 * The signing secret: JWT_SECRET when set, else one generated on first start and kept in
 * DATA_DIR/jwt-secret (mode 0600) so sessions survive restarts.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return new TextEncoder().encode(existing);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const generated = crypto.randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created it first; then use theirs.
    await fs.writeFile(file, generated, { mode: 0o600, flag: 'wx' });
    return new TextEncoder().encode(generated);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return new TextEncoder().encode((await fs.readFile(file, 'utf8')).trim());
  }
}
