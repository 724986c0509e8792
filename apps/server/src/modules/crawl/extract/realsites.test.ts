import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  REALSITES_DIR,
  readRealSitePage,
  readRealSiteTruth,
  realSiteNames,
  startRealSite,
} from '@adsmith/fixtures/realsites';
import { afterAll, describe, expect, it } from 'vitest';
import { createCrawlRunner } from '../crawl.runner';
import type { Offering } from '../crawl.types';
import { logoCheck } from '../../creatives/render/content-checks';
import { OTHERS_LOGO, extractBrandSignals } from './brand';
import { extractOfferings } from './offerings';
import { understandPage } from './understand-page';

/**
 * Extraction on the static copies of real business websites (/work/shared/realsites, hand-labelled truth.json):
 * pages read as stored, and one whole site crawled from a local server. Skipped where the copies are not present.
 */
const present = realSiteNames().length > 0;
const ORIGIN = 'http://127.0.0.1:8123';
const offeringsOf = (site: string, pathname: string): Offering[] =>
  extractOfferings(readRealSitePage(site, pathname), `${ORIGIN}${pathname}`);
const rows = (offerings: Offering[]) => offerings.map((o) => [o.name, o.price, o.currency, o.offering_type]);

describe.skipIf(!present)('real sites: price lists give one offering per item', () => {
  it('driving school: lesson rows at their total (not the hourly rate), package cards, support material; DVSA fees and £0.00 cells are not offerings', () => {
    expect(rows(offeringsOf('arrow-driving', '/pricing.html'))).toEqual([
      ['One 1-hour lesson', '40.00', 'GBP', 'service'],
      ['One 2-hour lesson', '80.00', 'GBP', 'service'],
      ['Block booking of ten 1-hour lessons', '390.00', 'GBP', 'service'],
      ['Block booking of ten 1-hour lessons and first theory test', '400.00', 'GBP', 'service'],
      ['Theory and Hazard Perception test', '23.00', 'GBP', 'product'],
      ['Bronze course', '640.00', 'GBP', 'service'],
      ['Silver course', '1025.00', 'GBP', 'service'],
      ['Gold course', '1395.00', 'GBP', 'service'],
      ['Two week pass', '1565.00', 'GBP', 'service'],
    ]);
  });

  it('Polish salon: 17 priced services from "120zł" and "10/20zł" rows, none from the placeholder table', () => {
    const offerings = offeringsOf('paopazi-lash', '/cennik.html');
    expect(offerings).toHaveLength(17);
    expect(
      offerings.every((o) => o.currency === 'PLN' && o.offering_type === 'service' && o.price !== null),
    ).toBe(true);
    expect(rows(offerings)).toContainEqual(['naprawa uszkodzonego paznokcia', '10.00', 'PLN', 'service']);
    expect(offerings.map((o) => o.name)).not.toContain('Body');
    expect(offerings[0]?.landing_page).toBe(`${ORIGIN}/cennik.html#manicure`);
  });

  it('German restaurant menu: local number format (4,80 €), dish names joined with their group heading, no numbers or allergen codes', () => {
    const offerings = offeringsOf('restaurant-do', '/speisekarte.html');
    expect(offerings.length).toBeGreaterThan(100);
    expect(rows(offerings)).toContainEqual([
      'Tom Yam Gai-Suppe mit Huhn (sauer-scharf)',
      '4.80',
      'EUR',
      'product',
    ]);
    expect(rows(offerings)).toContainEqual(['Reis mit Rindfleisch mit Zwiebeln', '12.50', 'EUR', 'product']);
    expect(offerings.some((o) => /\[[A-Z,]+\]|🌶|^\d+[a-z]?\s/u.test(o.name))).toBe(false);
    expect(offerings.map((o) => o.name)).not.toContain('Vorspeisen');
    // An option's surcharge "(+2,00€)" in the name cell is neither the price nor part of the name.
    const udon = offerings.find((o) => o.name === 'Udon-Nudeln Suppe mit Hühnerfleisch, Gemüse & Kokosmilch');
    expect(udon).toMatchObject({
      price: '13.00',
      description: 'alternativ mit Rindfleisch (+1,00€) bzw. mit Garnelen (+2,00€)',
    });
    const drinks = offeringsOf('restaurant-do', '/getraenkekarte.html');
    expect(rows(drinks)).toContainEqual(['Cola, Cola Light, Fanta, Sprite 0,20l', '2.80', 'EUR', 'product']);
  });
});

describe.skipIf(!present)('real sites: product pages', () => {
  it('Russian shop: "3790" and "₽" in separate elements give 3790.00 RUB; the heading wins over the JSON-LD name of another product', () => {
    expect(rows(offeringsOf('bazaskate', '/product/baza-deck-black-2026/'))).toEqual([
      ['Дека бланковая БАЗА Черная + Наждак', '3790.00', 'RUB', 'product'],
    ]);
  });

  it('a "free with a deck" product has no price, not the price of a related product', () => {
    expect(rows(offeringsOf('bazaskate', '/product/baza-wax/'))).toEqual([
      ['Парафин «БАЗА»', null, null, 'product'],
    ]);
  });

  it('German shop: the delivery time the site appends to names is dropped, the price kept', () => {
    expect(rows(offeringsOf('schutzmaskekaufen', '/shop/kn95-ffp2-maske-4wochen/'))).toEqual([
      ['20 x KN95 (FFP2) Masken', '24.99', 'EUR', 'product'],
    ]);
  });

  it('catalogue without prices: the product page without its site suffix; a repair page is a service', () => {
    expect(rows(offeringsOf('mlgfix', '/product/nintendo-switch-ac-adapter/'))).toEqual([
      ['Nintendo Switch AC Adapter', null, null, 'product'],
    ]);
    expect(rows(offeringsOf('mlgfix', '/playstation-5-repair-services-in-dubai/'))).toEqual([
      ['PlayStation 5 Repair', null, null, 'service'],
    ]);
  });

  it('short structured names take the sizes from the heading, not its category names', () => {
    expect(
      offeringsOf('amina', '/catalog/kashpo/poddon-k-kashpo-d43-h4/index.html').map((o) => o.name),
    ).toEqual(['Поддон к кашпо (литьевой) d43см, h4см']);
  });

  it('category listings and add-to-cart URLs never give offerings', () => {
    expect(offeringsOf('amina', '/product-category/kashpo/index.html')).toEqual([]);
    const html = readRealSitePage('amina', '/catalog/kashpo/poddon-k-kashpo-d43-h4/index.html');
    expect(
      extractOfferings(html, `${ORIGIN}/catalog/kashpo/poddon-k-kashpo-d43-h4/?add-to-cart=894`),
    ).toEqual([]);
  });
});

function htmlPages(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return htmlPages(full, `${prefix}/${entry}`);
    return entry.endsWith('.html') ? [`${prefix}/${entry}`] : [];
  });
}

describe.skipIf(!present)('real sites: no HTML anywhere', () => {
  // Up to 15 pages of each of the corpus's sites (345 pages of 23 sites): long on a busy machine.
  it(
    'names, descriptions and page text of every page of every site are plain text',
    { timeout: 120_000 },
    () => {
      let checked = 0;
      for (const site of realSiteNames()) {
        for (const pathname of htmlPages(path.join(REALSITES_DIR, site, 'site')).slice(0, 15)) {
          const understood = understandPage(readRealSitePage(site, pathname), `${ORIGIN}${pathname}`);
          const markup = /<\/?[a-z][\w-]*(\s[^>]*)?>|&(amp|lt|gt|quot|nbsp|#\d+);/i;
          expect(understood.page.text).not.toMatch(markup);
          for (const offering of understood.offerings) {
            expect(offering.name).not.toMatch(markup);
            expect(offering.description ?? '').not.toMatch(markup);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(200);
    },
  );
});

describe.skipIf(!present)('real sites: the creative’s logo from the start page', () => {
  it('takes the business’s own logo on every site, never a partner’s or an association’s', () => {
    const taken: string[] = [];
    for (const site of realSiteNames()) {
      const { start } = readRealSiteTruth(site);
      const brand = extractBrandSignals(readRealSitePage(site, start), `${ORIGIN}${start}`);
      if (!brand.logoUrl) continue;
      taken.push(site);
      expect(brand.logoUrl, site).not.toMatch(OTHERS_LOGO);
      if (brand.logoEvidence) {
        expect(logoCheck(brand.logoEvidence, true).passed, site).toBe(true);
        // An image logo sits in the masthead or above the first heading, or names the business.
        expect(
          brand.logoEvidence.place === 'header' ||
            brand.logoEvidence.place === 'top' ||
            brand.logoEvidence.named,
          `${site}: ${brand.logoUrl} (${brand.logoEvidence.place})`,
        ).toBe(true);
      }
    }
    expect(taken.length).toBe(realSiteNames().length);
    // The children's physiotherapist shows its association's logo under the news; its own is the header banner.
    const physio = extractBrandSignals(readRealSitePage('kinderfysiotherapie-zeist', '/'), `${ORIGIN}/`);
    expect(physio.logoUrl).toBe(`${ORIGIN}/assets/img/header.jpg`);
  });
});

describe.skipIf(!present)('real sites: a whole crawl', () => {
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
  });

  it('the salon crawled from its home page: every priced service, a services business, nothing from the contact or home pages', async () => {
    const site = await startRealSite('paopazi-lash');
    closers.push(site.close);
    const run = createCrawlRunner({ allowPrivateNetworks: true });
    const result = await run({
      settings: {
        startUrl: site.startUrl,
        depth: 1,
        rateLimitSeconds: 0,
        productCrawlMaxDepth: 3,
        useSitemap: true,
        maxSitemapUrls: 50,
        useLlm: false,
      },
      signal: new AbortController().signal,
      onPage: async () => {},
      onProgress: () => {},
      onAnalyzingOfferings: async () => {},
      log: () => {},
    });
    expect(result.businessType).toBe('services');
    expect(result.offerings).toHaveLength(17);
    expect(
      result.offerings.every(
        (o) => o.currency === 'PLN' && o.landingPage?.startsWith(`${site.origin}/cennik.html#`),
      ),
    ).toBe(true);
  });
});
