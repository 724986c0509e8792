import type { User } from '@adsmith/domain/auth/schemas';
import { AuthMessages } from '@adsmith/domain/auth/messages';
import { isCommonPassword } from '@adsmith/domain/auth/common-passwords';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { findUserByEmail, findUserById, insertUser } from './auth.repo';
import type { EmailLimiter } from './email-limiter';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export type AuthDeps = {
  db: Db;
  tokens: TokenService;
  emailLimiter: EmailLimiter;
  adminEmails: readonly string[];
};

/** The user as the API shows it. Emails listed in ADMIN_EMAILS are admins whatever the row says. */
export function presentUser(row: UserRow, adminEmails: readonly string[]): User {
  return {
    id: row.id,
    email: row.email,
    isAdmin: row.isAdmin || adminEmails.includes(row.email),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates an account and signs it in. Throws 400 for a common password, 409 for a taken email. */
export async function registerUser(
  deps: AuthDeps,
  input: { email: string; password: string },
): Promise<{ token: string; user: User }> {
  if (isCommonPassword(input.password)) throw new AppError('BAD_REQUEST', AuthMessages.commonPassword);
  const row = await insertUser(
    deps.db,
    {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      isAdmin: deps.adminEmails.includes(input.email),
    },
    { adminIfNoneExists: deps.adminEmails.length === 0 },
  );
  if (!row) throw new AppError('CONFLICT', AuthMessages.emailTaken);
  return { token: await deps.tokens.sign(row.id), user: presentUser(row, deps.adminEmails) };
}

/** Signs in. Unknown email and wrong password get the same 401, in about the same time. */
export async function loginUser(
  deps: AuthDeps,
  input: { email: string; password: string },
): Promise<{ token: string; user: User }> {
  await deps.emailLimiter.assertAllowed(input.email);
  const row = await findUserByEmail(deps.db, input.email);
  const isValid = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !isValid) {
    await deps.emailLimiter.recordFailure(input.email);
    throw new AppError('UNAUTHORIZED', AuthMessages.invalidCredentials);
  }
  await deps.emailLimiter.reset(input.email);
  return { token: await deps.tokens.sign(row.id), user: presentUser(row, deps.adminEmails) };
}

/** Resolves a bearer token to its user, or null when the token or the user is no longer valid. */
export async function findUserByToken(deps: Pick<AuthDeps, 'db' | 'tokens' | 'adminEmails'>, token: string) {
  const userId = await deps.tokens.verify(token);
  if (!userId) return null;
  const row = await findUserById(deps.db, userId);
  return row ? presentUser(row, deps.adminEmails) : null;
}
