import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors';
import { findUserByToken, type AuthDeps } from './auth.service';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Route guards: a valid bearer token for a user that still exists, and for admin routes the admin flag. */
export function createAuthGuards(deps: Pick<AuthDeps, 'db' | 'tokens' | 'adminEmails'>): {
  requireUser: preHandlerAsyncHookHandler;
  requireAdmin: preHandlerAsyncHookHandler;
} {
  const requireUser: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await findUserByToken(deps, token);
    if (!user) throw unauthorized('Your session has expired. Please sign in again.');
    request.user = user;
  };
  const requireAdmin: preHandlerAsyncHookHandler = async function (request, reply) {
    await requireUser.call(this, request, reply);
    if (!request.user?.isAdmin) throw forbidden();
  };
  return { requireUser, requireAdmin };
}
