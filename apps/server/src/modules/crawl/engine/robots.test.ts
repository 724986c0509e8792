import { describe, expect, it } from 'vitest';
import { parseRobots, withoutTrailingWildcards } from './robots';

const ORIGIN = 'https://studio.example';
const rules = (text: string) => parseRobots(`${ORIGIN}/robots.txt`, text);

describe('robots.txt rules', () => {
  it('reads a trailing wildcard as the prefix it already is: `Disallow: /*#` does not outrank `Allow: /`', () => {
    const robots = rules(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /*.md$',
        'Allow: /pricing.html',
        '# Block duplicate content',
        'Disallow: /*?*',
        'Disallow: /*#',
        'Disallow: /admin/',
      ].join('\n'),
    );
    expect(robots.isAllowed(`${ORIGIN}/`)).toBe(true);
    expect(robots.isAllowed(`${ORIGIN}/services.html`)).toBe(true);
    expect(robots.isAllowed(`${ORIGIN}/pricing.html`)).toBe(true);
    // The other rules still hold.
    expect(robots.isAllowed(`${ORIGIN}/admin/users`)).toBe(false);
    expect(robots.isAllowed(`${ORIGIN}/README.md`)).toBe(false);
    expect(robots.isAllowed(`${ORIGIN}/shop?page=2`)).toBe(false);
  });

  it('keeps a site that disallows everything closed, with or without the wildcard', () => {
    for (const line of ['Disallow: /', 'Disallow: /*', 'Disallow: *'])
      expect(rules(`User-agent: *\n${line}`).isAllowed(`${ORIGIN}/`), line).toBe(false);
    expect(rules('User-agent: *\nDisallow: /private*').isAllowed(`${ORIGIN}/private-files/a`)).toBe(false);
    expect(rules('User-agent: *\nDisallow: /private*').isAllowed(`${ORIGIN}/public`)).toBe(true);
  });

  it('rewrites only the pattern of allow and disallow lines', () => {
    expect(
      withoutTrailingWildcards('Disallow: /*# comment\nSitemap: https://s.example/map*\nAllow: /a**'),
    ).toBe('Disallow: /\nSitemap: https://s.example/map*\nAllow: /a');
  });
});
