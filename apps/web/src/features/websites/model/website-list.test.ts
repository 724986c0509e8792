import { describe, expect, it } from 'vitest';
import { buildWebsite } from '../testing/websites-test-utils';
import { dataCrawlId, selectWebsites, storyCrawlId, storyPreview } from './website-list';
import { formatProductPrice, safeWebUrl } from './product-format';

describe('website list rules', () => {
  it('breaks ties in hostname order whatever the direction, so equal counts never reshuffle', () => {
    const groups = ['c.example', 'a.example', 'b.example'].map((hostname) =>
      buildWebsite({ hostname, campaign_count: 1 }),
    );
    const names = (direction: 'asc' | 'desc') =>
      selectWebsites(groups, { search: '', sort: 'campaigns', direction }).map((group) => group.hostname);
    expect(names('asc')).toEqual(['a.example', 'b.example', 'c.example']);
    expect(names('desc')).toEqual(['a.example', 'b.example', 'c.example']);
  });

  it('cuts the story preview at 200 characters and says when it did', () => {
    expect(storyPreview('  Short story.  ')).toEqual({ text: 'Short story.', isTruncated: false });
    expect(storyPreview('x'.repeat(200))).toEqual({ text: 'x'.repeat(200), isTruncated: false });
    const long = storyPreview(`${'y'.repeat(200)}z`);
    expect(long).toEqual({ text: `${'y'.repeat(200)}…`, isTruncated: true });
  });

  it('works on the crawl with the story, else the newest crawl that finished, else the newest', () => {
    const base = buildWebsite({ hostname: 'kiln.example' });
    const failed = { id: 'failed', status: 'failed' as const, created_at: '2026-03-03T00:00:00.000Z' };
    const group = { ...base, crawls: [failed, ...base.crawls] };
    expect(dataCrawlId(group)).toBe(base.crawls[0]!.id);
    expect(storyCrawlId(group)).toBe(base.crawls[0]!.id);
    expect(storyCrawlId({ ...group, brand_story: { crawl_id: 'story', story: 's', updated_at: '' } })).toBe(
      'story',
    );
    expect(dataCrawlId({ ...group, crawls: [failed] })).toBe(group.latest_crawl.id);
  });

  it('formats prices with 2 decimals in USD unless the site stated another currency', () => {
    expect(formatProductPrice('87.1', null)).toBe('$87.10');
    expect(formatProductPrice('87.119', 'usd')).toBe('$87.12');
    expect(formatProductPrice('12', 'GBP')).toBe('£12');
    expect(formatProductPrice('12.5', 'GBP')).toBe('£12.50');
    expect(formatProductPrice('3790.00', 'RUB', 'ru')).toBe('3\u00a0790\u00a0₽');
    expect(formatProductPrice('12.50', 'EUR', 'de')).toBe('12,50\u00a0€');
    expect(formatProductPrice('12', 'points')).toBe('12 POINTS');
    expect(formatProductPrice(null, 'USD')).toBeNull();
    expect(formatProductPrice('call us', 'USD')).toBeNull();
  });

  it('lets only web addresses through', () => {
    expect(safeWebUrl('https://kiln.example/a')).toBe('https://kiln.example/a');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('data:text/html,hi')).toBeNull();
    expect(safeWebUrl('not a url')).toBeNull();
  });
});
