import { describe, expect, it } from 'vitest';
import { draftProductSchema } from '../campaigns/schemas';
import { evidenceSchema } from '../hypotheses/schemas';
import { isHttpUrl } from './urls';

describe('http(s)-only URLs: evidence and landing pages', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example/x',
    'https//no-colon',
    ' https://example.com',
  ])('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
    expect(evidenceSchema.safeParse({ url, quote: 'q' }).error?.issues[0]?.message).toBe(
      'Must be an http(s) URL',
    );
    expect(draftProductSchema.safeParse({ id: 'p1', name: 'Bread', landing_page: url }).success).toBe(false);
  });

  it('accepts http and https pages, and a draft product without a landing page', () => {
    expect(
      evidenceSchema.safeParse({ url: 'https://shop.example/about', quote: 'We bake daily' }).success,
    ).toBe(true);
    expect(evidenceSchema.safeParse({ url: 'http://shop.example/', quote: 'q' }).success).toBe(true);
    for (const landing_page of ['https://shop.example/p/1', '', null, undefined]) {
      expect(draftProductSchema.safeParse({ id: 'p1', name: 'Bread', landing_page }).success).toBe(true);
    }
  });
});
