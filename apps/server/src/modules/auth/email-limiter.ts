import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AuthMessages } from '@adsmith/domain/auth/messages';
import { AppError } from '../../lib/errors';

/**
 * Counts failed sign-ins per email address (per-IP limits sit on the routes). After `points`
 * failures within the window, attempts for that email get 429 with Retry-After until it passes.
 */
export type EmailLimiter = {
  assertAllowed: (email: string) => Promise<void>;
  recordFailure: (email: string) => Promise<void>;
  reset: (email: string) => Promise<void>;
};

export function createEmailLimiter(points: number, windowSeconds: number): EmailLimiter {
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds, keyPrefix: 'auth-email' });
  const tooMany = (msBeforeNext: number) =>
    new AppError('TOO_MANY_REQUESTS', AuthMessages.tooManyAttempts, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(msBeforeNext / 1000))) },
    });
  return {
    async assertAllowed(email) {
      const state = await limiter.get(email);
      if (state && state.consumedPoints >= points) throw tooMany(state.msBeforeNext);
    },
    async recordFailure(email) {
      await limiter.penalty(email, 1);
    },
    async reset(email) {
      await limiter.delete(email);
    },
  };
}
