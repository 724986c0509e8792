/** Spaces request starts per host. */
export type HostRateLimiter = {
  /** Resolves when a request to `host` may start; rejects with the signal's reason if aborted first. */
  wait(host: string, signal?: AbortSignal): Promise<void>;
  /**
   * Reports that a request to `host` really went out now (its headers hit the wire, after DNS and any
   * handshake). The next turn is counted from this moment if it is later than when `wait` let it go.
   */
  started(host: string): void;
};

/**
 * Keeps at least — and, when nothing else is slow, exactly — `intervalSeconds` between the starts of two
 * requests to the same host, with no burst: the first request starts at once, each later one at the
 * previous one's actual start + interval (or at once, if that is past). Callers take turns per host, and a
 * turn is measured from when the previous request really started (when `wait` let it go, or later when
 * `started` reports its headers were sent), so a slow handshake or a timer firing late on a busy event
 * loop delays the next request instead of squeezing two together. Keys are plain strings, so IP hosts are
 * limited like names (Crawlee's sameDomainDelaySecs skips them). 0 disables waiting. An aborted waiter
 * gives up its turn without counting as a start.
 */
export function createHostRateLimiter(
  intervalSeconds: number,
  now: () => number = () => performance.now(),
): HostRateLimiter {
  const intervalMs = Math.max(0, intervalSeconds * 1000);
  const queueTail = new Map<string, Promise<void>>();
  const lastStart = new Map<string, number>();
  return {
    wait(host, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (intervalMs === 0) return Promise.resolve();
      const turn = (queueTail.get(host) ?? Promise.resolve()).then(async () => {
        signal?.throwIfAborted();
        // Re-read after each sleep: `started` may have moved the last start later meanwhile, and a timer
        // may fire a fraction of a millisecond early.
        const due = () => (lastStart.get(host) ?? -Infinity) + intervalMs - now();
        for (let delay = due(); delay > 0; delay = due()) await sleep(delay, signal);
        lastStart.set(host, now());
      });
      queueTail.set(
        host,
        turn.catch(() => undefined),
      );
      return turn;
    },
    started(host) {
      if (intervalMs === 0) return;
      lastStart.set(host, Math.max(lastStart.get(host) ?? -Infinity, now()));
    },
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
