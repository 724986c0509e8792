import dns from 'node:dns';
import net from 'node:net';
import { classifyAddress, stripBrackets } from './ip-classifier';

/** One resolved address, as `dns.lookup(host, { all: true })` returns it. */
export type ResolvedAddress = { address: string; family: number };

/** Resolves a host name to its addresses. Injectable so tests can simulate DNS (e.g. rebinding). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Where the crawler may connect. Built once from config and passed down; nothing here reads process.env. */
export type NetPolicy = {
  /** CRAWL_ALLOW_PRIVATE_NETWORKS: skip the address check (local demos, tests). Scheme is still enforced. */
  allowPrivateNetworks: boolean;
  /** Ports a URL may name. Default: any port when private networks are allowed, else 80 and 443. */
  allowedPorts?: readonly number[] | 'any';
  /** Exact IP addresses exempt from the address check (e.g. one trusted test server). */
  trustedAddresses?: readonly string[];
  /** DNS resolution; defaults to the system resolver (`dns.lookup`, all addresses). */
  resolve?: HostResolver;
};

/** Thrown (or passed to a socket callback) when the guard refuses a target. */
export class SsrfBlockedError extends Error {
  readonly code = 'ERR_SSRF_BLOCKED';
  constructor(
    readonly target: string,
    readonly reason: string,
  ) {
    super(`Refused to connect to ${target}: ${reason}`);
    this.name = 'SsrfBlockedError';
  }
}

export type UrlVerdict = { allowed: true; url: URL } | { allowed: false; reason: string };

const LOCAL_NAME = /(^|\.)(localhost|localdomain)$/i;

/** The system resolver, all addresses, in the order the OS gives them. */
export const systemResolver: HostResolver = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Checks everything about a URL that can be known without DNS: scheme (http/https only), port, and the
 * address when the host is an IP literal. WHATWG URL parsing has already turned decimal, octal, hex and
 * short IPv4 forms (2130706433, 0177.0.0.1, 0x7f.1, 127.1) into dotted quads, so one check covers them.
 * Host names are checked again on the resolved address when the connection is made.
 */
export function checkUrlTarget(input: string | URL, policy: NetPolicy): UrlVerdict {
  let url: URL;
  try {
    url = typeof input === 'string' ? new URL(input) : input;
  } catch {
    return { allowed: false, reason: 'not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { allowed: false, reason: `scheme ${url.protocol} is not allowed` };
  }
  if (url.username || url.password) return { allowed: false, reason: 'credentials in URL' };
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!isPortAllowed(port, policy)) return { allowed: false, reason: `port ${port} is not allowed` };
  if (policy.allowPrivateNetworks) return { allowed: true, url };
  const host = stripBrackets(url.hostname).replace(/\.$/, '');
  if (net.isIP(host)) {
    const verdict = checkAddress(host, policy);
    return verdict.allowed ? { allowed: true, url } : verdict;
  }
  if (LOCAL_NAME.test(host)) return { allowed: false, reason: `${host} is a local name` };
  if (!host.includes('.')) return { allowed: false, reason: 'single-label host names are local' };
  return { allowed: true, url };
}

/** The address check with the policy's switches applied: private networks allowed, trusted addresses. */
export function checkAddress(
  address: string,
  policy: NetPolicy,
): { allowed: true } | { allowed: false; reason: string } {
  if (policy.allowPrivateNetworks) return { allowed: true };
  if (policy.trustedAddresses?.includes(stripBrackets(address))) return { allowed: true };
  return classifyAddress(address);
}

function isPortAllowed(port: number, policy: NetPolicy): boolean {
  const ports = policy.allowedPorts ?? (policy.allowPrivateNetworks ? 'any' : [80, 443]);
  return ports === 'any' || ports.includes(port);
}

/** Messages for a refused start URL, shown to the user with a 400. */
export const StartUrlMessages = {
  invalid: 'Please enter a valid URL (e.g., example.com)',
  scheme: 'Only http:// and https:// addresses can be crawled.',
  port: 'This address uses a port that cannot be crawled. Use the standard web ports 80 or 443.',
  private: 'This address points to a private or local network and cannot be crawled.',
  unresolvable: 'This website could not be found. Please check the address and try again.',
} as const;

export type StartUrlVerdict =
  { ok: true; url: string } | { ok: false; reason: keyof typeof StartUrlMessages; message: string };

/**
 * Validates a start URL before a crawl is queued, so a refused address gets a clear 400 instead of a failed
 * crawl. Resolves the host name: if every address it has is refused, so is the URL. A name that does not
 * resolve is reported too (`unresolvable`); callers may choose to let such a crawl start and fail instead.
 * This is advisory: the real guard is on each connection, where DNS may answer differently.
 */
export async function validateStartUrl(input: string, policy: NetPolicy): Promise<StartUrlVerdict> {
  const refuse = (reason: keyof typeof StartUrlMessages): StartUrlVerdict => ({
    ok: false,
    reason,
    message: StartUrlMessages[reason],
  });
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return refuse('invalid');
  }
  const verdict = checkUrlTarget(url, policy);
  if (!verdict.allowed) {
    if (verdict.reason.startsWith('scheme')) return refuse('scheme');
    if (verdict.reason.startsWith('port')) return refuse('port');
    if (verdict.reason.startsWith('credentials') || verdict.reason.startsWith('not a valid')) {
      return refuse('invalid');
    }
    return refuse('private');
  }
  const host = stripBrackets(url.hostname);
  if (policy.allowPrivateNetworks || net.isIP(host)) return { ok: true, url: url.href };
  let addresses: ResolvedAddress[];
  try {
    addresses = await (policy.resolve ?? systemResolver)(host);
  } catch {
    return refuse('unresolvable');
  }
  if (addresses.length === 0) return refuse('unresolvable');
  const anyAllowed = addresses.some((a) => checkAddress(a.address, policy).allowed);
  return anyAllowed ? { ok: true, url: url.href } : refuse('private');
}
