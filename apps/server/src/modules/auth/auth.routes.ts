import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, credentialsSchema, verifyResponseSchema } from '@adsmith/domain/auth/schemas';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import { z } from 'zod';
import { currentUser, type AppContext } from '../../lib/context';
import { loginUser, logoutUser, registerUser } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = {
    db: ctx.db,
    tokens: ctx.tokens,
    throttle: ctx.signInThrottle,
    adminEmails: ctx.config.ADMIN_EMAILS,
  };
  // Counted in the database before the body is looked at, so every process shares the per-address limit.
  const perAddressLimit = async (request: { ip: string }) => ctx.signInThrottle.hitAddress(request.ip);
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    409: errorResponseSchema,
    429: errorResponseSchema,
  };

  app.post(
    '/register',
    {
      onRequest: perAddressLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: credentialsSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await registerUser(deps, request.body, request.ip);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/login',
    {
      onRequest: perAddressLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: credentialsSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => loginUser(deps, request.body, request.ip),
  );

  app.post(
    '/logout',
    {
      preHandler: ctx.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes every token of the signed-in user',
        response: { 204: z.null().describe('Signed out'), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await logoutUser(deps, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/verify',
    {
      preHandler: ctx.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Check the bearer token and return the current user',
        response: { 200: verifyResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ valid: true as const, user: currentUser(request) }),
  );
};
