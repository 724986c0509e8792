import { lt, sql, eq } from 'drizzle-orm';
import { AuthMessages } from '@adsmith/domain/auth/messages';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema/users';
import type { SignInThrottle } from '../../lib/auth-services';
import { AppError } from '../../lib/errors';

/**
 * Sign-in throttling, with every counter in the database so all server processes count together:
 * - per address: at most `perAddress` sign-in and registration attempts per window (whatever the email);
 * - per email and address: `perEmailAndAddress` failed sign-ins in a row lock that address out of that email
 *   for the window (a success clears it);
 * - per email, from any address: after `freeFailures` failures each further failure makes the next attempt wait
 *   twice as long (2 s, 4 s, 8 s … up to the window), until the email has had no failure for a day. Addresses the owner has signed in from before are exempt
 *   from this wait, so strangers failing on purpose slow the email down for everyone but its owner.
 */
export type SignInThrottleSettings = {
  perAddress: number;
  perEmailAndAddress: number;
  freeFailures: number;
  windowSeconds: number;
};

export type { SignInThrottle };

/** An address the owner signed in from stays known this long. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;
/**
 * An email's failures are remembered until it has had none for a day, longer than the longest wait, so pausing
 * never earns an attacker a fresh set of free failures: at most 109 guesses per email per day (README).
 */
const EMAIL_MEMORY_SECONDS = 24 * 3600;

export function tooManyAttempts(retryAfterMs: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', AuthMessages.tooManyAttempts, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
}

/** Seconds the email waits after its `failures`-th failure (0 while within the free failures). */
export function emailWaitSeconds(
  failures: number,
  settings: Pick<SignInThrottleSettings, 'freeFailures' | 'windowSeconds'>,
): number {
  const extra = failures - settings.freeFailures;
  if (extra <= 0) return 0;
  return Math.min(2 ** Math.min(extra, 30), settings.windowSeconds);
}

export function createSignInThrottle(db: Db, settings: SignInThrottleSettings): SignInThrottle {
  const window = settings.windowSeconds;

  /** Adds one to a counter (starting afresh when it expired); `sliding` moves its expiry to now + seconds. */
  const increment = async (key: string, seconds: number, sliding: boolean) => {
    const [row] = await db
      .insert(authThrottle)
      .values({ key, points: 1, expiresAt: sql`now() + make_interval(secs => ${seconds})` })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          points: sql`case when ${authThrottle.expiresAt} <= now() then 1 else ${authThrottle.points} + 1 end`,
          expiresAt: sql`case when ${authThrottle.expiresAt} <= now() or ${sql.raw(sliding ? 'true' : 'false')} then now() + make_interval(secs => ${seconds}) else ${authThrottle.expiresAt} end`,
        },
      })
      .returning({
        points: authThrottle.points,
        msLeft: sql<number>`extract(epoch from (${authThrottle.expiresAt} - now())) * 1000`,
      });
    return { points: row?.points ?? 1, msLeft: Number(row?.msLeft ?? seconds * 1000) };
  };
  const set = async (key: string, seconds: number) => {
    await db
      .insert(authThrottle)
      .values({ key, points: 1, expiresAt: sql`now() + make_interval(secs => ${seconds})` })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: { points: 1, expiresAt: sql`now() + make_interval(secs => ${seconds})` },
      });
  };
  const read = async (key: string) => {
    const [row] = await db
      .select({
        points: authThrottle.points,
        msLeft: sql<number>`extract(epoch from (${authThrottle.expiresAt} - now())) * 1000`,
      })
      .from(authThrottle)
      .where(eq(authThrottle.key, key));
    const msLeft = Number(row?.msLeft ?? 0);
    return row && msLeft > 0 ? { points: row.points, msLeft } : null;
  };
  const pairKey = (email: string, address: string) => `pair:${email}|${address}`;

  return {
    async hitAddress(address) {
      const { points, msLeft } = await increment(`ip:${address}`, window, false);
      if (points > settings.perAddress) throw tooManyAttempts(msLeft);
    },
    async assertMayTry(email, address) {
      const pair = await read(pairKey(email, address));
      if (pair && pair.points >= settings.perEmailAndAddress) throw tooManyAttempts(pair.msLeft);
      const wait = await read(`wait:${email}`);
      if (wait && !(await read(`known:${email}|${address}`))) throw tooManyAttempts(wait.msLeft);
    },
    async recordFailure(email, address) {
      await increment(pairKey(email, address), window, true);
      const { points } = await increment(`email:${email}`, EMAIL_MEMORY_SECONDS, true);
      const wait = emailWaitSeconds(points, settings);
      if (wait > 0) await set(`wait:${email}`, wait);
    },
    async recordSuccess(email, address) {
      await db.delete(authThrottle).where(eq(authThrottle.key, pairKey(email, address)));
      await set(`known:${email}|${address}`, KNOWN_ADDRESS_SECONDS);
    },
    async purge() {
      await db.delete(authThrottle).where(lt(authThrottle.expiresAt, sql`now()`));
    },
  };
}
