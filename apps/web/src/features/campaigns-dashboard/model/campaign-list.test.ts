import { describe, expect, it } from 'vitest';
import { buildCampaign, buildCrawl } from '../testing/build-campaign';
import {
  ALL,
  campaignWebsite,
  selectCampaigns,
  websiteOptions,
  type CampaignListQuery,
} from './campaign-list';
import { groupWebsites } from './website-choices';

const base: CampaignListQuery = { search: '', status: ALL, website: ALL, sort: 'newest' };
const names = (list: { name: string }[]) => list.map((campaign) => campaign.name);

const campaigns = [
  buildCampaign({ id: 'a', name: 'Bravo', created_at: '2026-01-02T00:00:00Z', daily_budget: 50 }),
  buildCampaign({
    id: 'b',
    name: 'alpha',
    created_at: '2026-01-03T00:00:00Z',
    daily_budget: 200,
    status: 'ACTIVE',
    analytics: { impressions: 900, clicks: 10, conversions: 1, spend: 5, conversion_value: 20 },
  }),
  buildCampaign({
    id: 'c',
    name: 'Charlie',
    created_at: '2026-01-01T00:00:00Z',
    daily_budget: 120,
    hostname: 'bakery.example',
    start_url: 'https://bakery.example/',
    analytics: { impressions: 50, clicks: 2, conversions: 0, spend: 40, conversion_value: 0 },
  }),
];

describe('selectCampaigns', () => {
  it.each([
    ['newest', ['alpha', 'Bravo', 'Charlie']],
    ['oldest', ['Charlie', 'Bravo', 'alpha']],
    ['name_asc', ['alpha', 'Bravo', 'Charlie']],
    ['name_desc', ['Charlie', 'Bravo', 'alpha']],
    ['budget_desc', ['alpha', 'Charlie', 'Bravo']],
    ['budget_asc', ['Bravo', 'Charlie', 'alpha']],
    ['spend_desc', ['Charlie', 'alpha', 'Bravo']],
    ['impressions_desc', ['alpha', 'Charlie', 'Bravo']],
  ] as const)('sorts by %s', (sort, expected) => {
    expect(names(selectCampaigns(campaigns, { ...base, sort }))).toEqual(expected);
  });

  it('searches the name and the assumption, ignoring case', () => {
    expect(names(selectCampaigns(campaigns, { ...base, search: 'BRAV' }))).toEqual(['Bravo']);
    expect(names(selectCampaigns(campaigns, { ...base, search: 'fitted by hand' }))).toHaveLength(3);
    expect(selectCampaigns(campaigns, { ...base, search: 'nothing like this' })).toEqual([]);
  });

  it('filters by status and by website', () => {
    expect(names(selectCampaigns(campaigns, { ...base, status: 'ACTIVE' }))).toEqual(['alpha']);
    expect(names(selectCampaigns(campaigns, { ...base, website: 'bakery.example' }))).toEqual(['Charlie']);
    expect(selectCampaigns(campaigns, { ...base, status: 'COMPLETED' })).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const before = names(campaigns);
    selectCampaigns(campaigns, { ...base, sort: 'name_desc' });
    expect(names(campaigns)).toEqual(before);
  });
});

describe('websites', () => {
  it('reads the hostname of the start URL when the campaign carries none', () => {
    expect(campaignWebsite({ hostname: '', start_url: 'https://shop.example:8080/path' })).toBe(
      'shop.example',
    );
  });

  it('lists each website once, plus the one named in the URL', () => {
    expect(websiteOptions(campaigns)).toEqual(['bakery.example', 'harbor-bikes.example']);
    expect(websiteOptions(campaigns, 'new.example')).toContain('new.example');
  });

  it('groups crawls by hostname and prefers the newest crawl with a brand story', () => {
    const choices = groupWebsites([
      buildCrawl({ crawl_id: 'old-story', created_at: '2026-01-01T00:00:00Z' }),
      buildCrawl({
        crawl_id: 'new-running',
        status: 'running',
        has_brand_story: false,
        created_at: '2026-02-01T00:00:00Z',
      }),
      buildCrawl({ crawl_id: 'bakery', hostname: 'bakery.example', has_brand_story: false }),
      buildCrawl({
        crawl_id: 'broken',
        hostname: 'broken.example',
        status: 'failed',
        has_brand_story: false,
      }),
    ]);
    expect(choices.map((choice) => [choice.hostname, choice.crawlId])).toEqual([
      ['bakery.example', 'bakery'],
      ['harbor-bikes.example', 'old-story'],
    ]);
  });
});
