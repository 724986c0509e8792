import { describe, expect, it } from 'vitest';
import {
  checkUrlTarget,
  StartUrlMessages,
  validateStartUrl,
  type HostResolver,
  type NetPolicy,
} from './net-policy';

const strict: NetPolicy = { allowPrivateNetworks: false };
const fakeDns =
  (table: Record<string, string[]>): HostResolver =>
  async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('WHATWG URL parsing normalises IPv4 literals, so one address check covers every notation', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://127.000.000.001/', '127.0.0.1'],
    ['http://%31%32%37.0.0.1/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
  ])('%s → %s', (input, hostname) => {
    expect(new URL(input).hostname).toBe(hostname);
  });
});

describe('checkUrlTarget', () => {
  it.each([
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://0/',
    'http://0.0.0.0/',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.1.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::10.0.0.1]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://app.localhost/',
    'http://intranet/',
  ])('refuses %s', (url) => {
    expect(checkUrlTarget(url, strict).allowed).toBe(false);
  });

  it('allows an ordinary public URL on 80 or 443', () => {
    expect(checkUrlTarget('https://example.com/shop', strict).allowed).toBe(true);
    expect(checkUrlTarget('http://93.184.215.14/', strict).allowed).toBe(true);
    expect(checkUrlTarget('http://example.com:443/', strict).allowed).toBe(true);
  });

  it('allows only http and https, even when private networks are allowed', () => {
    for (const policy of [strict, { allowPrivateNetworks: true }]) {
      for (const url of [
        'file:///etc/passwd',
        'ftp://example.com/',
        'gopher://example.com/',
        'data:text/html,hi',
        'javascript:alert(1)',
      ]) {
        const verdict = checkUrlTarget(url, policy);
        expect(verdict.allowed, url).toBe(false);
      }
    }
  });

  it('allows only ports 80 and 443 unless told otherwise', () => {
    expect(checkUrlTarget('http://example.com:8080/', strict)).toMatchObject({
      allowed: false,
      reason: 'port 8080 is not allowed',
    });
    expect(checkUrlTarget('http://example.com:22/', strict).allowed).toBe(false);
    expect(checkUrlTarget('http://example.com:8080/', { ...strict, allowedPorts: [8080] }).allowed).toBe(
      true,
    );
    expect(checkUrlTarget('http://127.0.0.1:5173/', { allowPrivateNetworks: true }).allowed).toBe(true);
  });

  it('refuses credentials in the URL', () => {
    expect(checkUrlTarget('http://user:pw@example.com/', strict).allowed).toBe(false);
  });

  it('trusts exactly the listed addresses', () => {
    const policy: NetPolicy = { ...strict, allowedPorts: 'any', trustedAddresses: ['127.0.0.9'] };
    expect(checkUrlTarget('http://127.0.0.9:4000/', policy).allowed).toBe(true);
    expect(checkUrlTarget('http://127.0.0.2:4000/', policy).allowed).toBe(false);
  });
});

describe('validateStartUrl', () => {
  const dns = fakeDns({
    'shop.example': ['93.184.215.14'],
    'evil.example': ['127.0.0.1', '10.0.0.1'],
    'mixed.example': ['10.0.0.1', '93.184.215.14'],
  });
  const policy: NetPolicy = { ...strict, resolve: dns };

  it('accepts a public site', async () => {
    expect(await validateStartUrl('https://shop.example/', policy)).toEqual({
      ok: true,
      url: 'https://shop.example/',
    });
  });

  it('refuses a name that only resolves to private addresses, with the message for the 400', async () => {
    expect(await validateStartUrl('https://evil.example/', policy)).toEqual({
      ok: false,
      reason: 'private',
      message: 'This address points to a private or local network and cannot be crawled.',
    });
  });

  it('accepts a name with at least one public address (the connection guard skips the private ones)', async () => {
    expect((await validateStartUrl('https://mixed.example/', policy)).ok).toBe(true);
  });

  it.each([
    ['http://169.254.169.254/', 'private'],
    ['http://2130706433/', 'private'],
    ['http://localhost:80/', 'private'],
    ['ftp://shop.example/', 'scheme'],
    ['http://shop.example:8443/', 'port'],
    ['not a url', 'invalid'],
    ['https://nowhere.example/', 'unresolvable'],
  ] as const)('%s → %s', async (url, reason) => {
    const verdict = await validateStartUrl(url, policy);
    expect(verdict).toEqual({ ok: false, reason, message: StartUrlMessages[reason] });
  });

  it('lets private addresses through when CRAWL_ALLOW_PRIVATE_NETWORKS is on', async () => {
    expect((await validateStartUrl('http://127.0.0.1:3000/', { allowPrivateNetworks: true })).ok).toBe(true);
    expect((await validateStartUrl('file:///etc/passwd', { allowPrivateNetworks: true })).ok).toBe(false);
  });
});
