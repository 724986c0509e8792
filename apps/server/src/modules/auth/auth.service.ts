import type { User } from '@adsmith/domain/auth/schemas';
import { AuthMessages } from '@adsmith/domain/auth/messages';
import { isCommonPassword } from '@adsmith/domain/auth/common-passwords';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { bumpTokenVersion, findUserByEmail, findUserById, insertUser } from './auth.repo';
import { hashPassword, verifyPassword } from './passwords';
import type { SignInThrottle } from './throttle';
import type { TokenService } from './tokens';

export type AuthDeps = {
  db: Db;
  tokens: TokenService;
  throttle: SignInThrottle;
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
  address: string,
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
  await deps.throttle.recordSuccess(row.email, address);
  return {
    token: await deps.tokens.sign(row.id, row.tokenVersion),
    user: presentUser(row, deps.adminEmails),
  };
}

/**
 * Signs in from `address`. Unknown email and wrong password get the same 401, in about the same time;
 * the throttle (shared by every process) answers 429 first when this address may not try this email now.
 */
export async function loginUser(
  deps: AuthDeps,
  input: { email: string; password: string },
  address: string,
): Promise<{ token: string; user: User }> {
  await deps.throttle.assertMayTry(input.email, address);
  const row = await findUserByEmail(deps.db, input.email);
  const isValid = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !isValid) {
    await deps.throttle.recordFailure(input.email, address);
    throw new AppError('UNAUTHORIZED', AuthMessages.invalidCredentials);
  }
  await deps.throttle.recordSuccess(input.email, address);
  return {
    token: await deps.tokens.sign(row.id, row.tokenVersion),
    user: presentUser(row, deps.adminEmails),
  };
}

/** Signs the user out everywhere: every token issued so far stops working on every process. */
export async function logoutUser(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<void> {
  await bumpTokenVersion(deps.db, userId);
}

/** Resolves a bearer token to its user, or null when the token is invalid, revoked or its user is gone. */
export async function findUserByToken(deps: Pick<AuthDeps, 'db' | 'tokens' | 'adminEmails'>, token: string) {
  const session = await deps.tokens.verifySession(token);
  if (!session) return null;
  const row = await findUserById(deps.db, session.userId);
  if (!row || row.tokenVersion !== session.version) return null;
  return presentUser(row, deps.adminEmails);
}
