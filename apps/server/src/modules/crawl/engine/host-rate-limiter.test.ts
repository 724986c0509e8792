import { describe, expect, it } from 'vitest';
import { createHostRateLimiter } from './host-rate-limiter';

/** Starts `n` waiters for `host` at once and returns when each was let through (ms since the first call). */
async function starts(limiter: ReturnType<typeof createHostRateLimiter>, host: string, n: number) {
  const t0 = performance.now();
  return Promise.all(Array.from({ length: n }, () => limiter.wait(host).then(() => performance.now() - t0)));
}

describe('createHostRateLimiter', () => {
  it('lets the first request go at once and spaces the next ones by the interval, with no burst', async () => {
    const times = await starts(createHostRateLimiter(0.1), 'shop.example', 4);
    expect(times[0]).toBeLessThan(50);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(99);
  });

  it('limits each host on its own, IP hosts included', async () => {
    const limiter = createHostRateLimiter(0.2);
    await limiter.wait('127.0.0.1:8080');
    const t0 = performance.now();
    await limiter.wait('other.example');
    expect(performance.now() - t0).toBeLessThan(100);
    await limiter.wait('127.0.0.1:8080');
    expect(performance.now() - t0).toBeGreaterThanOrEqual(150);
  });

  it('counts the next turn from when the request really went out, if that was later', async () => {
    const limiter = createHostRateLimiter(0.1);
    const t0 = performance.now();
    await limiter.wait('h');
    await new Promise((resolve) => setTimeout(resolve, 60)); // e.g. a TLS handshake
    const sentAt = performance.now() - t0;
    limiter.started('h');
    await limiter.wait('h');
    expect(performance.now() - t0).toBeGreaterThanOrEqual(sentAt + 99);
  });

  it('does not wait at all with a 0 interval', async () => {
    const times = await starts(createHostRateLimiter(0), 'shop.example', 20);
    expect(Math.max(...times)).toBeLessThan(50);
  });

  it('an aborted waiter rejects at once and does not hold up the others', async () => {
    const limiter = createHostRateLimiter(0.1);
    await limiter.wait('h');
    const controller = new AbortController();
    const aborted = limiter.wait('h', controller.signal);
    const t0 = performance.now();
    const next = limiter.wait('h').then(() => performance.now() - t0);
    controller.abort(new Error('stop'));
    await expect(aborted).rejects.toThrow('stop');
    // The next waiter starts one interval after the last real start, not two.
    expect(await next).toBeLessThan(190);
    await expect(limiter.wait('h', AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });
});
