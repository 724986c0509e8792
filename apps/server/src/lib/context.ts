import type { preHandlerAsyncHookHandler } from 'fastify';
import type { User } from '@adsmith/domain/auth/schemas';
import type { Config } from '../config/env';
import type { Database, Db } from '../db/client';
import type { SignInThrottle, TokenService } from './auth-services';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` / `requireAdmin`; null on public routes. */
    user: User | null;
  }
}

/** What every module gets: configuration, the database and the shared services. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  signInThrottle: SignInThrottle;
  requireUser: preHandlerAsyncHookHandler;
  requireAdmin: preHandlerAsyncHookHandler;
};

/** The signed-in user of a request guarded by `requireUser`. */
export function currentUser(request: { user: User | null }): User {
  if (!request.user) throw new Error('currentUser() used on a route without requireUser');
  return request.user;
}
