import { describe, expect, it } from 'vitest';
import type { Campaign } from './api-schemas';
import { allWeekdaysEnabled } from './schedule';
import {
  buildExportRows,
  displayDomain,
  exportAdSetSchedule,
  exportCities,
  exportFileName,
  exportMoneyColumns,
  exportMoneyFormat,
  exportOptimizationGoal,
  exportTime,
  mediaFileName,
} from './export-mapping';
import { EXPORT_COLUMNS } from './export-columns';

const adSet: Campaign['ad_sets'][number] = {
  id: 'as1',
  campaign_id: 'c1',
  name: 'Home cooks',
  selection_reasoning: '',
  targeting_approach: '',
  audience_type: '',
  daily_budget: 50,
  targeting: {
    geo_locations: { countries: ['US', 'CA'], cities: [], regions: [] },
    genders: [2],
    age_min: 25,
    age_max: 55,
    publisher_platforms: ['facebook', 'instagram'],
    device_platforms: [],
    facebook_positions: ['feed'],
    instagram_positions: ['stream', 'story'],
  },
  optimization_goal: 'CONVERSIONS',
  billing_event: 'IMPRESSIONS',
  bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS',
  bid_amount: 0,
  roas_average_floor: 25_000,
  schedule: {
    start_time: '2030-01-02T00:00:00+02:00',
    end_time: '2030-02-01T00:00:00+02:00',
    days: allWeekdaysEnabled(),
  },
  isManuallyCreated: false,
  facebook_ad_set_id: null,
};

const campaign: Campaign = {
  id: 'c1',
  name: 'Slow mornings',
  status: 'DRAFT',
  objective: 'OUTCOME_SALES',
  hypothesis_id: 'h1',
  hypothesis: { id: 'h1', hypothesis: 'People buy for the craft' },
  daily_budget: 50,
  currency: 'USD',
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
  crawl_id: 'cr1',
  start_url: 'https://shop.example/',
  hostname: 'shop.example',
  facebook_campaign_id: null,
  campaign_data: {
    name: 'Slow mornings',
    objective: 'OUTCOME_SALES',
    buying_type: 'AUCTION',
    channel: 'facebook',
    currency: 'USD',
  },
  product_data: [
    {
      id: 'p1',
      name: 'Speckled Mug',
      price: '24.00',
      landing_page: 'https://shop.example/mug',
      ad_set_id: 'as1',
    },
    {
      id: 'p2',
      name: 'Tea Bowl',
      price: '30.00',
      landing_page: 'https://shop.example/bowl',
      ad_set_id: 'as1',
    },
  ],
  analytics: { impressions: 0, clicks: 0, conversions: 0, spend: 0, conversion_value: 0 },
  ad_sets: [adSet],
  ads: [
    {
      id: 'ad1',
      ad_set_id: 'as1',
      ad_set_name: 'Home cooks',
      name: 'Mug ad',
      ad_type: 'single_image',
      headline: 'Hand-thrown mugs',
      headline_variations: ['Hand-thrown mugs', 'For slow mornings'],
      primary_text: 'Speckled Mug, thrown by hand.',
      primary_text_variations: ['Speckled Mug, thrown by hand.'],
      description: 'From $24.00',
      call_to_action: 'SHOP_NOW',
      custom_cta_text: null,
      aspect_ratio: '1:1',
      media_url: '/api/proxy-media/creatives/mug%20one.png?v=2',
      media: null,
      product: null,
      product_ids: ['p2', 'p1'],
      creative_approach: '',
      value_proposition: '',
      isManuallyCreated: false,
      facebook_ad_id: null,
    },
  ],
};

describe('export rows (SPEC §9)', () => {
  it('writes one row per ad with the campaign and ad set values, defaults and the status mapping', () => {
    const [row, ...rest] = buildExportRows(campaign);
    expect(rest).toHaveLength(0);
    expect(Object.keys(row!)).toEqual([...EXPORT_COLUMNS]);
    const filled = Object.fromEntries(Object.entries(row!).filter(([, value]) => value !== null));
    expect(filled).toEqual({
      'Campaign Name': 'Slow mornings',
      'Special Ad Categories': 'None',
      'Campaign Status': 'PAUSED',
      'Campaign Objective': 'Outcome Sales',
      'Buying Type': 'AUCTION',
      'Campaign Bid Strategy': 'Highest Volume or Value',
      'Campaign Start Time': '2030-01-02 00:00:00',
      'Campaign Stop Time': '2030-02-01 00:00:00',
      'New Objective': 'Yes',
      'Ad Set Run Status': 'PAUSED',
      'Ad Set Name': 'Home cooks',
      'Ad Set Time Start': '2030-01-02 00:00:00',
      'Ad Set Time Stop': '2030-02-01 00:00:00',
      'Ad Set Daily Budget': 50,
      'Destination Type': 'WEBSITE',
      'Use Accelerated Delivery': 'No',
      'Optimized Event': 'PURCHASE',
      Link: 'https://shop.example/bowl',
      Countries: 'US, CA',
      Gender: 'Female',
      'Age Min': 25,
      'Age Max': 55,
      'Advantage Audience': 0,
      'Publisher Platforms': 'facebook, instagram',
      'Facebook Positions': 'feed',
      'Instagram Positions': 'stream, story',
      'Optimization Goal': 'OFFSITE_CONVERSIONS',
      'Billing Event': 'IMPRESSIONS',
      'Bid Amount': 2.5,
      'Ad Set Bid Strategy': 'ROAS goal',
      'Ad Status': 'PAUSED',
      'Ad Name': 'Mug ad',
      Title: 'Hand-thrown mugs',
      'Additional Title 1': 'For slow mornings',
      Body: 'Speckled Mug, thrown by hand.',
      'Display Link': 'shop.example',
      'Link Description': 'From $24.00',
      'Optimize text per person': 'Yes',
      'Image File Name': 'mug one.png',
      'Creative Type': 'Image',
      'Call to Action': 'SHOP_NOW',
      'Call to Action Link': 'https://shop.example/bowl',
      'Format Option': 'Single image or video',
      'Product 1 - Link': 'https://shop.example/bowl',
      'Product 1 - Name': 'Tea Bowl',
      'Product 2 - Link': 'https://shop.example/mug',
      'Product 2 - Name': 'Speckled Mug',
      'Ad Start Time': '2030-01-02 00:00:00',
      'Ad Stop Time': '2030-02-01 00:00:00',
    });
  });

  it.each([
    ['ACTIVE', 'ACTIVE'],
    ['PAUSED', 'PAUSED'],
    ['COMPLETED', 'DELETED'],
  ] as const)('exports a %s campaign as %s', (status, exported) => {
    const [row] = buildExportRows({ ...campaign, status });
    expect([row!['Campaign Status'], row!['Ad Status']]).toEqual([exported, exported]);
  });

  it('uses the bid amount for capped strategies and nothing for the uncapped one', () => {
    const capped = buildExportRows({
      ...campaign,
      ad_sets: [{ ...adSet, bid_strategy: 'COST_CAP', bid_amount: 3.5 }],
    })[0]!;
    expect([capped['Bid Amount'], capped['Ad Set Bid Strategy']]).toEqual([3.5, 'Cost per result goal']);
    const open = buildExportRows({
      ...campaign,
      ad_sets: [{ ...adSet, bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }],
    })[0]!;
    expect([open['Bid Amount'], open['Ad Set Bid Strategy']]).toEqual([null, 'Highest Volume or Value']);
  });

  it.each([
    ['Slow mornings', 'Slow_mornings_campaign_data.xlsx'],
    ['Spring  Sale', 'Spring__Sale_campaign_data.xlsx'],
    ['Tea', 'Tea_campaign_data.xlsx'],
  ])('file name of %s is %s', (name, file) => expect(exportFileName(name)).toBe(file));

  it.each([
    [null, 'OFFSITE_CONVERSIONS'],
    ['CONVERSIONS', 'OFFSITE_CONVERSIONS'],
    ['LINK_CLICKS', 'LINK_CLICKS'],
  ])('optimisation goal %s exports as %s', (goal, exported) =>
    expect(exportOptimizationGoal(goal)).toBe(exported),
  );

  it('formats times and file names', () => {
    expect(exportTime('2030-01-02T09:30:00-05:00')).toBe('2030-01-02 09:30:00');
    expect(exportTime(null)).toBeNull();
    expect(mediaFileName('https://cdn.example/a/b/c.webp')).toBe('c.webp');
    expect(mediaFileName(null)).toBeNull();
  });

  it('writes a schedule only when some day is off or limited to slots', () => {
    expect(exportAdSetSchedule(allWeekdaysEnabled())).toBeNull();
    const days = {
      ...allWeekdaysEnabled(),
      sunday: { enabled: false, slots: [] },
      monday: { enabled: true, slots: [{ start: '09:00', end: '17:30' }] },
    };
    expect(JSON.parse(exportAdSetSchedule(days)!)).toEqual([
      { start_minute: 540, end_minute: 1050, days: [1] },
      { start_minute: 0, end_minute: 1440, days: [2, 3, 4, 5, 6] },
    ]);
  });
});

describe('displayDomain', () => {
  it('is the host without www, and nothing for an address no customer could visit', () => {
    expect(displayDomain('https://www.Kilnandkettle.co.uk/shop')).toBe('kilnandkettle.co.uk');
    expect(displayDomain('http://127.0.0.1:8123/')).toBeNull();
    expect(displayDomain('http://localhost:3000/')).toBeNull();
    expect(displayDomain('not a url')).toBeNull();
  });
});

describe('export of a local ad set', () => {
  const geo = (overrides: Partial<Campaign['ad_sets'][number]['targeting']['geo_locations']>) => ({
    countries: ['NL'],
    cities: ['Zeist'],
    regions: [],
    ...overrides,
  });

  it('writes each city with its country and radius in the Cities cell, and the country in Countries', () => {
    const local = {
      ...adSet,
      targeting: {
        ...adSet.targeting,
        geo_locations: geo({ city_radius: { value: 25, unit: 'kilometer' } }),
      },
    };
    const [row] = buildExportRows({ ...campaign, ad_sets: [local] });
    expect(row!.Cities).toBe('Zeist, Netherlands (+25 km)');
    expect(row!.Countries).toBe('NL');
  });

  it('writes miles where the country reads them, several cities apart by semicolons, no radius when none is set', () => {
    expect(
      exportCities(
        geo({
          countries: ['US'],
          cities: ['Yonkers', 'White Plains'],
          city_radius: { value: 16, unit: 'mile' },
        }),
      ),
    ).toBe('Yonkers, United States (+16 mi); White Plains, United States (+16 mi)');
    expect(exportCities(geo({}))).toBe('Zeist, Netherlands');
    expect(exportCities(geo({ cities: [] }))).toBeNull();
  });
});

describe('budgets in the ad account currency', () => {
  it('writes budgets and bid caps in the campaign currency, by its code, whole where it has no cents', () => {
    const inEuros: Campaign = {
      ...campaign,
      currency: 'EUR',
      ad_sets: [{ ...adSet, daily_budget: 12.5, bid_strategy: 'COST_CAP', bid_amount: 4.25 }],
    };
    const [row] = buildExportRows(inEuros);
    expect(row!['Ad Set Daily Budget']).toBe(12.5);
    expect(exportMoneyColumns(row!)).toEqual(['Ad Set Daily Budget', 'Bid Amount']);
    expect(exportMoneyFormat('EUR')).toBe('#,##0.00 "EUR"');
    expect(exportMoneyFormat('EUR')).not.toContain('$');
    const inPesos: Campaign = {
      ...campaign,
      currency: 'CLP',
      ad_sets: [{ ...adSet, daily_budget: 15000.4 }],
    };
    const [peso] = buildExportRows(inPesos);
    expect(peso!['Ad Set Daily Budget']).toBe(15000);
    expect(exportMoneyFormat('CLP')).toBe('#,##0 "CLP"');
    // A ROAS goal is a ratio, not money.
    expect(exportMoneyColumns(peso!)).toEqual(['Ad Set Daily Budget']);
  });
});
