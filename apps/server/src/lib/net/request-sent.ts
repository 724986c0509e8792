import diagnosticsChannel from 'node:diagnostics_channel';

/**
 * Tells when undici actually writes a request's headers to the socket — the moment the server sees the
 * request start. Between our call to `request()` and that moment lie a DNS lookup, a TCP (and TLS)
 * handshake and whatever synchronous work holds the event loop, so this is what the rate limiter counts
 * from to keep the spacing exact as the site sees it.
 *
 * undici announces both events on Node's diagnostics channels. `undici:request:create` fires synchronously
 * inside `request()` (when a connection slot is free, which with our unlimited pool is always), so the
 * callback armed just before the call is attached to that request object; `undici:client:sendHeaders`
 * later fires it. If the request is queued instead, nothing is attached and the caller's own estimate
 * (the time it called) stands.
 */
const callbacks = new WeakMap<object, () => void>();
let armed: (() => void) | undefined;

diagnosticsChannel.subscribe('undici:request:create', (message) => {
  if (!armed) return;
  callbacks.set((message as { request: object }).request, armed);
  armed = undefined;
});

diagnosticsChannel.subscribe('undici:client:sendHeaders', (message) => {
  const request = (message as { request: object }).request;
  const callback = callbacks.get(request);
  if (!callback) return;
  callbacks.delete(request);
  callback();
});

/** Runs `start` (which must call undici's `request()` synchronously) and calls `onSent` when its headers go out. */
export function whenHeadersSent<T>(onSent: () => void, start: () => T): T {
  armed = onSent;
  try {
    return start();
  } finally {
    armed = undefined;
  }
}
