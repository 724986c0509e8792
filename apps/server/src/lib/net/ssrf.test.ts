import { startCanary, type Canary } from '@adsmith/fixtures/hostile/canary';
import { startHostileServer, type HostileServer } from '@adsmith/fixtures/hostile/hostile-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from './guarded-fetch';
import { SsrfBlockedError, validateStartUrl, type HostResolver, type NetPolicy } from './net-policy';

/**
 * The SSRF payload list, thrown at the real fetcher with canary listeners on the loopback addresses the
 * payloads point to. With private networks refused, every payload must fail with SsrfBlockedError and no
 * canary may see a single connection. Ports are not what is under test here, so any port is allowed.
 */
let c1: Canary; // 127.0.0.1
let c2: Canary; // 127.0.0.2
let c3: Canary; // 127.0.0.3
let c6: Canary; // ::1
let publicSite: HostileServer; // 127.0.0.9 stands in for a public server (a trusted address)

const resolverCalls: string[] = [];
let rebindAnswers: string[] = [];
const fakeDns: HostResolver = async (host) => {
  resolverCalls.push(host);
  const table: Record<string, string[]> = {
    'localtest.example': ['127.0.0.2'],
    'metadata.example': ['169.254.169.254'],
    'mapped.example': ['::ffff:127.0.0.3'],
    'v6loop.example': ['::1'],
    'public.example': ['127.0.0.9'],
  };
  const answer = host === 'rebind.example' ? [rebindAnswers.shift() ?? '127.0.0.2'] : table[host];
  if (!answer) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const strict = (): NetPolicy => ({
  allowPrivateNetworks: false,
  allowedPorts: 'any',
  trustedAddresses: ['127.0.0.9'],
  resolve: fakeDns,
});

beforeAll(async () => {
  publicSite = await startHostileServer({ host: '127.0.0.9', noKeepAlive: true });
  c1 = await startCanary('127.0.0.1');
  // Same port as the "public" site, so a rebound name reaches the canary if the guard fails.
  c2 = await startCanary('127.0.0.2', publicSite.port);
  c3 = await startCanary('127.0.0.3', publicSite.port);
  c6 = await startCanary('::1', publicSite.port);
});

afterAll(async () => {
  await Promise.all([c1, c2, c3, c6, publicSite].map((s) => s.close()));
});

function payloads(): string[] {
  const p1 = c1.port;
  const p = publicSite.port;
  return [
    `http://127.0.0.1:${p1}/`,
    `http://2130706433:${p1}/`, // decimal
    `http://0177.0.0.1:${p1}/`, // octal
    `http://0x7f.1:${p1}/`, // hex, short form
    `http://0x7f000001:${p1}/`,
    `http://127.1:${p1}/`, // short form
    `http://127.000.000.001:${p1}/`,
    `http://0.0.0.0:${p1}/`, // unspecified reaches local listeners on Linux
    `http://0:${p1}/`,
    `http://localhost:${p1}/`,
    `http://localhost.:${p1}/`,
    `http://[::ffff:127.0.0.1]:${p1}/`, // IPv4-mapped
    `http://[::ffff:7f00:2]:${p}/`,
    `http://2130706434:${p}/`, // 127.0.0.2 in decimal
    `http://0x7f.0.0.3:${p}/`,
    `http://[::1]:${p}/`,
    `http://[64:ff9b::127.0.0.2]:${p}/`, // NAT64
    `http://[2002:7f00:2::1]:${p}/`, // 6to4 of 127.0.0.2
    `http://169.254.169.254:${p}/latest/meta-data/`, // cloud metadata
    `http://[::ffff:169.254.169.254]:${p}/`,
    `http://10.0.0.1:${p}/`,
    `http://192.168.0.1:${p}/`,
    `http://100.64.0.1:${p}/`,
    `http://localtest.example:${p}/`, // a name resolving to 127.0.0.2
    `http://mapped.example:${p}/`, // a name resolving to ::ffff:127.0.0.3
    `http://v6loop.example:${p}/`, // a name resolving to ::1
    `http://metadata.example:${p}/`,
    `https://localtest.example:${p}/`, // TLS connections use the same guarded connector
    `https://2130706434:${p}/`,
    `http://127.0.0.9:${p}/go?to=${encodeURIComponent(`http://127.0.0.2:${p}/`)}`, // public → private redirect
    `http://public.example:${p}/go?to=${encodeURIComponent(`http://2130706435:${p}/`)}`, // → 127.0.0.3 decimal
    `http://public.example:${p}/go?to=${encodeURIComponent(`http://[::1]:${p}/`)}`,
    `http://public.example:${p}/go?to=${encodeURIComponent(`http://localtest.example:${p}/`)}`,
  ];
}

const totalConnections = () => c1.connections + c2.connections + c3.connections + c6.connections;

describe('SSRF guard on the fetcher', () => {
  it('refuses every payload with SsrfBlockedError, and no canary sees a connection', async () => {
    const fetch = createGuardedFetch({ policy: strict(), timeoutMs: 5_000 });
    for (const url of payloads()) {
      const error = await fetch(url).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error, url).toBeInstanceOf(SsrfBlockedError);
    }
    await fetch.close();
    expect(totalConnections()).toBe(0);
  });

  it('still reaches the trusted stand-in for a public server (the test can tell success from refusal)', async () => {
    const fetch = createGuardedFetch({ policy: strict() });
    const res = await fetch(`http://public.example:${publicSite.port}/about`);
    expect(res.status).toBe(200);
    await fetch.close();
  });

  it('re-checks the resolved address on every connection, so DNS rebinding after validation fails', async () => {
    rebindAnswers = ['127.0.0.9', '127.0.0.9', '127.0.0.2', '127.0.0.2'];
    const url = `http://rebind.example:${publicSite.port}/about`;
    // Validation sees the harmless answer …
    expect((await validateStartUrl(url, { ...strict(), allowedPorts: 'any' })).ok).toBe(true);
    const fetch = createGuardedFetch({ policy: strict() });
    // … the first connection too (the server closes connections, so each request resolves again) …
    expect((await fetch(url)).status).toBe(200);
    // … then the name points at 127.0.0.2, and the connection is refused before it is made.
    await expect(fetch(url)).rejects.toBeInstanceOf(SsrfBlockedError);
    await fetch.close();
    expect(c2.connections).toBe(0);
    expect(resolverCalls.filter((h) => h === 'rebind.example').length).toBeGreaterThanOrEqual(3);
  });

  it('with CRAWL_ALLOW_PRIVATE_NETWORKS the same canaries are reachable (so the zero above means something)', async () => {
    const fetch = createGuardedFetch({ policy: { allowPrivateNetworks: true, resolve: fakeDns } });
    const before = totalConnections();
    const res = await fetch(`http://2130706433:${c1.port}/`);
    expect(res.body.toString()).toContain('canary');
    await fetch(`http://localtest.example:${publicSite.port}/`);
    await fetch(`http://[::1]:${publicSite.port}/`);
    await fetch.close();
    expect(totalConnections() - before).toBe(3);
    // The scheme rule holds regardless.
    await expect(fetch('file:///etc/passwd')).rejects.toBeInstanceOf(SsrfBlockedError);
  });
});
