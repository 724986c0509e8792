import { describe, expect, it } from 'vitest';
import { bareHost, hostLabel, nameFromHost, normalizeCrawlUrl, hostnameOf } from './url';
import { startCrawlRequestSchema } from './schemas';

const generic = 'Please enter a valid URL (e.g., example.com)';

describe('normalizeCrawlUrl (SPEC §5)', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  shop.example.com/path  ', 'https://shop.example.com/path'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.com/a#frag', 'https://example.com/a'],
    ['127.0.0.1:8080/shop', 'https://127.0.0.1:8080/shop'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeCrawlUrl(input)).toEqual({
      ok: true,
      url: expected,
      hostname: new URL(expected).hostname,
    });
  });

  it.each(['localhost', 'intranet', 'a.', 'ftp://example.com', 'https://exa mple.com', 'http://'])(
    'refuses %s with the generic message',
    (input) => {
      expect(normalizeCrawlUrl(input)).toEqual({ ok: false, error: generic });
    },
  );

  it('shows the generic message, not "Domain name is too short", for very short hosts', () => {
    expect(normalizeCrawlUrl('a.')).toEqual({ ok: false, error: generic });
    expect(normalizeCrawlUrl('ab')).toEqual({ ok: false, error: generic });
  });

  it('asks for a URL when the field is empty', () => {
    expect(normalizeCrawlUrl('   ')).toEqual({ ok: false, error: 'Please enter a website URL' });
  });

  it('groups hosts without www', () => {
    expect(hostnameOf('https://WWW.Example.com/x')).toBe('example.com');
    // The one rule every comparison of hosts uses.
    expect(bareHost(' WWW.Shop.Example ')).toBe('shop.example');
    expect(bareHost('www2.shop.example')).toBe('www2.shop.example');
    expect(hostLabel('www.clayandkiln.com:8080')).toBe('clayandkiln');
    expect(nameFromHost('www.clayandkiln.com')).toBe('Clayandkiln');
  });
});

describe('startCrawlRequestSchema (SPEC §7, §9)', () => {
  it('fills the §9 defaults', () => {
    expect(startCrawlRequestSchema.parse({ start_url: 'example.com' })).toEqual({
      start_url: 'https://example.com/',
      depth: 1,
      rate_limit: 1,
      use_llm: false,
      product_crawl_max_depth: 3,
      use_sitemap: true,
      max_sitemap_urls: 50,
    });
  });

  it('clamps every number into its range', () => {
    const parsed = startCrawlRequestSchema.parse({
      start_url: 'example.com',
      depth: 7,
      rate_limit: 99,
      product_crawl_max_depth: 0,
      max_sitemap_urls: 0,
    });
    expect(parsed).toMatchObject({
      depth: 3,
      rate_limit: 10,
      product_crawl_max_depth: 1,
      max_sitemap_urls: 1,
    });
    expect(
      startCrawlRequestSchema.parse({ start_url: 'example.com', max_sitemap_urls: 1000 }).max_sitemap_urls,
    ).toBe(100);
  });

  it('reports a bad URL as a field error with the SPEC message', () => {
    const result = startCrawlRequestSchema.safeParse({ start_url: 'nodot' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['start_url'], message: generic });
  });
});
