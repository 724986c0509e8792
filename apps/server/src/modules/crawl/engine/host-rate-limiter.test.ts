import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHostRateLimiter } from './host-rate-limiter';

// The limiter's clock (performance.now) and its sleeps (setTimeout) run on fake timers: each start is read at the
// exact millisecond the limiter lets it go, however busy the machine is.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** When each promise settled, in ms since the fake clock's start. */
function settledAt(promises: Promise<unknown>[]): Promise<number>[] {
  return promises.map((promise) => promise.then(() => performance.now()));
}

describe('createHostRateLimiter', () => {
  it('lets the first request go at once and spaces the next ones by the interval, with no burst', async () => {
    const limiter = createHostRateLimiter(0.1);
    const times = Promise.all(settledAt(Array.from({ length: 4 }, () => limiter.wait('shop.example'))));
    await vi.runAllTimersAsync();
    expect(await times).toEqual([0, 100, 200, 300]);
  });

  it('limits each host on its own, IP hosts included', async () => {
    const limiter = createHostRateLimiter(0.2);
    await limiter.wait('127.0.0.1:8080');
    const [other, same] = settledAt([limiter.wait('other.example'), limiter.wait('127.0.0.1:8080')]);
    await vi.runAllTimersAsync();
    expect(await other).toBe(0);
    expect(await same).toBe(200);
  });

  it('counts the next turn from when the request really went out, if that was later', async () => {
    const limiter = createHostRateLimiter(0.1);
    await limiter.wait('h');
    await vi.advanceTimersByTimeAsync(60); // e.g. a TLS handshake
    limiter.started('h');
    const [next] = settledAt([limiter.wait('h')]);
    await vi.runAllTimersAsync();
    expect(await next).toBe(160);
  });

  it('does not wait at all with a 0 interval', async () => {
    const limiter = createHostRateLimiter(0);
    const times = await Promise.all(
      settledAt(Array.from({ length: 20 }, () => limiter.wait('shop.example'))),
    );
    expect(times.every((time) => time === 0)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an aborted waiter rejects at once and does not hold up the others', async () => {
    const limiter = createHostRateLimiter(0.1);
    await limiter.wait('h');
    const controller = new AbortController();
    const aborted = limiter.wait('h', controller.signal);
    const [next] = settledAt([limiter.wait('h')]);
    controller.abort(new Error('stop'));
    await expect(aborted).rejects.toThrow('stop');
    await vi.runAllTimersAsync();
    // The next waiter starts one interval after the last real start, not two.
    expect(await next).toBe(100);
    await expect(limiter.wait('h', AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });
});
