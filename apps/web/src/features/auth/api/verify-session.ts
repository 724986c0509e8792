import type { User } from '@adsmith/domain/auth/schemas';
import { apiClient } from '@/lib/api-client';
import { toUser } from '@/lib/storage';

/** The server answered, but not with `{ valid: true, user }`. */
export class InvalidSessionError extends Error {
  override readonly name = 'InvalidSessionError';
}

/**
 * GET /api/auth/verify (SPEC §7). Checked by hand rather than with the domain zod schema because it runs in the
 * app shell, whose chunk should not carry zod.
 */
export async function verifySession(signal?: AbortSignal): Promise<User> {
  const data = await apiClient.get<unknown>('/auth/verify', { signal });
  const valid = typeof data === 'object' && data !== null && (data as { valid?: unknown }).valid === true;
  const user = valid ? toUser((data as { user?: unknown }).user) : null;
  if (!user) throw new InvalidSessionError('The session could not be verified');
  return user;
}
