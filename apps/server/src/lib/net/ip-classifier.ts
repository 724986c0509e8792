import ipaddr from 'ipaddr.js';

/** Why an address may or may not be connected to. `reason` names the range for logs and tests. */
export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Decides whether the crawler may open a connection to this IP address.
 *
 * Allow-list, not block-list: an IPv4 address must be ordinary unicast (ipaddr.js finds it in no special
 * range: private, loopback, link-local incl. 169.254.169.254, CGNAT, multicast, broadcast, 0/8, reserved,
 * benchmarking, TEST-NETs …), and an IPv6 address must be global unicast (2000::/3) outside every special
 * range. IPv6 forms that carry an IPv4 address (IPv4-mapped, IPv4-translated, NAT64 64:ff9b::/96,
 * 6to4, Teredo) are judged by the IPv4 address they embed, so ::ffff:127.0.0.1 is loopback.
 * Anything unparsable is refused.
 */
export function classifyAddress(address: string): AddressVerdict {
  const text = stripBrackets(address);
  if (!ipaddr.isValid(text)) return { allowed: false, reason: 'not an IP address' };
  const parsed = ipaddr.parse(text);
  return parsed.kind() === 'ipv4' ? classifyV4(parsed as ipaddr.IPv4) : classifyV6(parsed as ipaddr.IPv6);
}

/** True when {@link classifyAddress} allows the address. */
export function isPublicAddress(address: string): boolean {
  return classifyAddress(address).allowed;
}

/** `[::1]` (URL hostname form) → `::1`; zone ids (`fe80::1%eth0`) are kept, ipaddr.js understands them. */
export function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function classifyV4(ip: ipaddr.IPv4): AddressVerdict {
  const range = ip.range();
  return range === 'unicast' ? { allowed: true } : { allowed: false, reason: `IPv4 ${range}` };
}

function classifyV6(ip: ipaddr.IPv6): AddressVerdict {
  const range = ip.range();
  const embedded = embeddedV4(ip, range);
  if (embedded.length > 0) {
    for (const v4 of embedded) {
      const inner = classifyV4(v4);
      if (!inner.allowed) return { allowed: false, reason: `IPv6 ${range} of ${inner.reason}` };
    }
    return { allowed: true };
  }
  if (range !== 'unicast') return { allowed: false, reason: `IPv6 ${range}` };
  // ipaddr.js calls everything it has no name for "unicast", e.g. IPv4-compatible ::7f00:1 or unassigned
  // space; only 2000::/3 is global unicast on today's Internet.
  if (!ip.match(GLOBAL_UNICAST)) return { allowed: false, reason: 'IPv6 outside global unicast' };
  return { allowed: true };
}

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** The IPv4 addresses carried inside an IPv6 address, for the ranges that carry any. */
function embeddedV4(ip: ipaddr.IPv6, range: string): ipaddr.IPv4[] {
  const p = ip.parts;
  const fromWords = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  switch (range) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
    case 'rfc6052': // 64:ff9b::a.b.c.d (NAT64) and 64:ff9b:1::/48
      return [fromWords(p[6]!, p[7]!)];
    case '6to4': // 2002:AABB:CCDD::/48
      return [fromWords(p[1]!, p[2]!)];
    case 'teredo': // 2001:0:SSSS:SSSS:flags:port:~CCCC:~CCCC — server, then the client stored inverted
      return [fromWords(p[2]!, p[3]!), fromWords(~p[6]! & 0xffff, ~p[7]! & 0xffff)];
    default:
      return [];
  }
}
