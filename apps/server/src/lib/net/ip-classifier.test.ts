import { describe, expect, it } from 'vitest';
import { classifyAddress, isPublicAddress } from './ip-classifier';

describe('classifyAddress', () => {
  it.each([
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'linkLocal'], // cloud metadata
    ['169.254.0.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'], // TEST-NET-1
    ['198.18.0.1', 'reserved'], // benchmarking
    ['192.0.0.8', 'reserved'],
  ])('refuses IPv4 %s (%s)', (address, range) => {
    const verdict = classifyAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed === false && verdict.reason).toContain(range);
  });

  it.each([
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fec0::1', // site-local (deprecated)
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:0:127.0.0.1', // IPv4-translated
    '::127.0.0.1', // IPv4-compatible (deprecated)
    '64:ff9b::127.0.0.1', // NAT64
    '64:ff9b::a9fe:a9fe', // NAT64 of the metadata address
    '64:ff9b:1::10.0.0.1',
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
    '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo whose client is ~80ff:fffe = 127.0.0.1
    '2001:db8::1', // documentation
    '100::1', // discard
    '[::1]',
  ])('refuses IPv6 %s', (address) => {
    expect(classifyAddress(address).allowed).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('allows public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses things that are not IP addresses', () => {
    expect(classifyAddress('example.com').allowed).toBe(false);
    expect(classifyAddress('').allowed).toBe(false);
  });
});
