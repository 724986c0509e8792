import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (OWASP parameters: 19 MiB, 2 passes).
const DUMMY_HASH_PROMISE = hash('adsmith-timing-equaliser');

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Checks a password against a stored hash. With no hash (unknown email) it still spends the same
 * time on a dummy hash, so response timing does not reveal which emails exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await DUMMY_HASH_PROMISE, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
