import type dns from 'node:dns';
import net from 'node:net';
import { Agent, buildConnector } from 'undici';
import { checkAddress, SsrfBlockedError, systemResolver, type NetPolicy } from './net-policy';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;
/** The `lookup` option of `net.connect` / `tls.connect`. */
export type LookupFunction = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => void;

/**
 * A `lookup` for `net.connect` that resolves the name and hands the socket only addresses the policy allows.
 * Because the check runs inside the connection attempt itself, a DNS answer that changes between an
 * earlier check and the connect (DNS rebinding) is still caught: the address connected to is the address
 * checked. Disallowed addresses are dropped; if none is left the connection fails with SsrfBlockedError.
 */
export function createGuardedLookup(policy: NetPolicy): LookupFunction {
  const resolve = policy.resolve ?? systemResolver;
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const usable = addresses.filter(
          (a) => (!family || a.family === family) && checkAddress(a.address, policy).allowed,
        );
        if (usable.length === 0) {
          const first = addresses[0];
          const reason = first
            ? (checkAddress(first.address, policy) as { reason?: string }).reason
            : undefined;
          callback(new SsrfBlockedError(hostname, reason ?? 'no allowed address'), options.all ? [] : '');
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, options.all ? [] : ''),
    );
  };
}

export type GuardedDispatcherOptions = {
  /** TCP (+TLS) connect timeout. */
  connectTimeoutMs?: number;
  /** How long an idle keep-alive socket is kept for reuse. */
  keepAliveTimeoutMs?: number;
};

/**
 * An undici Agent whose every connection goes through the guard:
 * - host names are resolved by {@link createGuardedLookup}, so only allowed addresses are dialled;
 * - IP literals never reach a lookup (Node skips it for them), so they are checked before dialling;
 * - after connecting, the socket's remote address is checked once more, as a last line of defence.
 */
export function createGuardedDispatcher(policy: NetPolicy, options: GuardedDispatcherOptions = {}): Agent {
  const lookup = createGuardedLookup(policy);
  const dial = buildConnector({ lookup, timeout: options.connectTimeoutMs ?? 10_000 });
  const connect: buildConnector.connector = (opts, callback) => {
    if (net.isIP(opts.hostname)) {
      const verdict = checkAddress(opts.hostname, policy);
      if (!verdict.allowed) {
        callback(new SsrfBlockedError(opts.hostname, verdict.reason), null);
        return;
      }
    }
    dial(opts, (...args) => {
      const [err, socket] = args;
      if (err || !socket) {
        callback(err ?? new Error('connection failed'), null);
        return;
      }
      const remote = socket.remoteAddress;
      const verdict = remote
        ? checkAddress(remote, policy)
        : { allowed: false as const, reason: 'unknown peer' };
      if (!verdict.allowed) {
        socket.destroy();
        callback(new SsrfBlockedError(remote ?? opts.hostname, verdict.reason), null);
        return;
      }
      callback(null, socket);
    });
  };
  return new Agent({
    connect,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 4_000,
    keepAliveMaxTimeout: 30_000,
  });
}
