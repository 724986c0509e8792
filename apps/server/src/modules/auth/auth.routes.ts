import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, credentialsSchema, verifyResponseSchema } from '@adsmith/domain/auth/schemas';
import { AuthMessages } from '@adsmith/domain/auth/messages';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import { AppError } from '../../lib/errors';
import { currentUser, type AppContext } from '../../lib/context';
import { loginUser, registerUser } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = { db: ctx.db, tokens: ctx.tokens, emailLimiter: ctx.emailLimiter, adminEmails: ctx.config.ADMIN_EMAILS };
  const perIpLimit = {
    max: ctx.config.AUTH_RATE_LIMIT_PER_IP,
    timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', AuthMessages.tooManyAttempts),
  };
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

  app.post(
    '/register',
    {
      config: { rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: credentialsSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await registerUser(deps, request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: credentialsSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => loginUser(deps, request.body),
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
