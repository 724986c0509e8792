import { beforeAll, describe, expect, it } from 'vitest';
import { businessProfileSchema, type BusinessProfile } from '@adsmith/domain/profile/schemas';
import { realSiteNames, realSitesAvailable, type RealSiteName } from '../../test/realsites';
import { AUDIENCE_PATTERN, audienceName } from './rules/lexicon';
import { cityByForm, cityName } from './rules/location';
import { foldForMatch, foldWords, pageSourceText } from './rules/page-lines';
import { containsName } from './rules/business-name';
import type { CrawledRealSite } from './testing/crawl-real-site';
import { profiledRealSite } from './testing/profiled-real-site';
import { findFact, walkSourcedItems } from './profile-walk';
import { offeringVariantsSchema } from '@adsmith/domain/crawl/schemas';
import { foundOfferingsOf, pagePath, scoreSite } from '../../../bench/understand-score';

/**
 * The business profile on the seven real sites of ../shared/realsites, crawled by the production crawler from a
 * local server: location, currency and language against truth.json, the labelled facts found with their pages,
 * and every sourced item grounded in the page it names.
 */
const available = realSitesAvailable();
const crawled = new Map<RealSiteName, { site: CrawledRealSite; profile: BusinessProfile }>();

const sameCity = (a: string, b: string) =>
  foldWords(a) === foldWords(b) || (cityByForm(a) !== null && cityByForm(a) === cityByForm(b));

describe.skipIf(!available)('business profile on the real sites', () => {
  beforeAll(async () => {
    for (const name of realSiteNames) crawled.set(name, await profiledRealSite(name));
  }, 300_000);

  it.each(realSiteNames)('%s: country, city, currency and language are right', (name) => {
    const { site, profile } = crawled.get(name)!;
    expect(businessProfileSchema.parse(profile)).toEqual(profile);
    expect(profile.location.country?.value).toBe(site.truth.country);
    if (site.truth.city) {
      expect(profile.location.city, 'city').not.toBeNull();
      expect(
        sameCity(profile.location.city!.value, site.truth.city),
        `${profile.location.city!.value} ≠ ${site.truth.city}`,
      ).toBe(true);
    } else {
      // Nothing invented: the site names no city, so the profile says it could not tell.
      expect(profile.location.city).toBeNull();
      expect(profile.unknowns.join(' ')).toMatch(/city could not be told/);
    }
    expect(profile.currency?.value).toBe(site.truth.currency);
    expect(profile.languages[0]).toBe(site.truth.language);
  });

  it.each(realSiteNames)('%s: every sourced item is on the crawled page it names', (name) => {
    const { site, profile } = crawled.get(name)!;
    const pages = new Map(site.pages.map((page) => [page.url, foldForMatch(pageSourceText(page))]));
    const items = walkSourcedItems(profile);
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      const page = pages.get(item.url);
      expect(page, `${item.path}: ${item.url} was not crawled`).toBeDefined();
      if (item.quote === null) continue; // read from markup (JSON-LD, stylesheets): no words to quote
      expect(
        page!.includes(foldForMatch(item.quote)),
        `${item.path}: "${item.quote}" not on ${item.url}`,
      ).toBe(true);
      // The item's own words (a value proposition, an offer, a phone number) are in its quote.
      const own = item.text;
      const isLabel =
        /^(category|location\.country|actions\[\d+\]|currency|proof\.foundedYear)$/.test(item.path) ||
        item.path.startsWith('visuals');
      // An audience or a city is named in the nominative plural: the quote holds the form the page declined.
      const named =
        (/^audience\[/.test(item.path) &&
          [...item.quote.matchAll(AUDIENCE_PATTERN)].some((match) => audienceName(match[0]) === own)) ||
        (item.path === 'location.city' &&
          (item.quote.match(/[\p{L}-]+/gu) ?? []).some((word) => cityName(word) === own));
      if (own && !isLabel && !named)
        expect(
          foldForMatch(item.quote).includes(foldForMatch(own)) || page!.includes(foldForMatch(own)),
          `${item.path}: "${own}"`,
        ).toBe(true);
    }
  });

  it('finds the labelled facts in the profile, with their source pages', () => {
    const report: string[] = [];
    let found = 0;
    let total = 0;
    for (const name of realSiteNames) {
      const { site, profile } = crawled.get(name)!;
      const matches = site.truth.facts.map((fact) => ({ fact, ...findFact(profile, fact) }));
      for (const { items } of matches)
        for (const item of items) expect(site.pages.some((page) => page.url === item.url)).toBe(true);
      const mine = matches.filter((entry) => entry.share >= 0.6).length;
      report.push(
        `${name}: ${mine}/${matches.length}`,
        ...matches.map((entry) => `  ${entry.share.toFixed(2)} ${entry.fact}`),
      );
      // Every site: at least a third of its facts (some facts sit in markup the crawl does not keep as text).
      expect(mine / matches.length, report.join('\n')).toBeGreaterThanOrEqual(1 / 3);
      found += mine;
      total += matches.length;
    }
    expect(found / total, report.join('\n')).toBeGreaterThanOrEqual(0.6);
  });

  it('finds the labelled offerings of every site (recall and precision at least 0.9, no junk), with variants as stored', () => {
    const report: string[] = [];
    for (const name of realSiteNames) {
      const { site, profile } = crawled.get(name)!;
      const fetched = new Set(
        site.pages.map((page) => pagePath(decodeURIComponent(new URL(page.url).pathname))),
      );
      const score = scoreSite(
        site.truth,
        foundOfferingsOf(site.offerings, profile.currency?.value ?? null),
        fetched,
      );
      report.push(`${name}: recall ${score.recall.toFixed(2)}, precision ${score.precision.toFixed(2)}`);
      expect(score.recall, report.join('\n')).toBeGreaterThanOrEqual(0.9);
      expect(score.precision, report.join('\n')).toBeGreaterThanOrEqual(0.9);
      // Nothing the truth lists as no offering, no cart or category page, no generic label.
      expect(score.junk, name).toEqual([]);
      // What the crawl stores for an offering's several prices passes the schema the database column is typed by.
      for (const offering of site.offerings)
        if (offering.variants)
          expect(offeringVariantsSchema.parse(offering.variants)).toEqual(offering.variants);
    }
  });

  it('names the trade of truth.json on all sites but one at most', () => {
    const wrong = realSiteNames
      .filter((name) => crawled.get(name)!.site.truth.trade)
      .filter((name) => crawled.get(name)!.profile.trade?.key !== crawled.get(name)!.site.truth.trade)
      .map((name) => `${name}: ${crawled.get(name)!.profile.trade?.key ?? 'unsure'}`);
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(1);
  });

  it('names the business as truth.json does on every site (by agreement across pages, compared leniently)', () => {
    for (const name of realSiteNames) {
      const { site, profile } = crawled.get(name)!;
      const found = profile.businessName?.value ?? '';
      expect(
        containsName(found, site.truth.business_name) || containsName(site.truth.business_name, found),
        `${name}: ${found} ≠ ${site.truth.business_name}`,
      ).toBe(true);
    }
  });

  it('says what it could not tell instead of inventing it', () => {
    const baza = crawled.get('bazaskate')!.profile;
    // No address anywhere: the country is read from "Почта РФ" and the rouble, the city is not guessed.
    expect(baza.location.street).toBeNull();
    const restaurant = crawled.get('restaurant-do')!.profile;
    expect(restaurant.location.street?.value).toBe('Mathildenstraße 29');
    expect(restaurant.openingHours?.[0]?.value).toMatch(/Dienstag ist Ruhetag/);
    // paopazi-lash declares <html lang="en"> but is written in Polish.
    expect(crawled.get('paopazi-lash')!.profile.languages).toEqual(['pl']);
    expect(crawled.get('paopazi-lash')!.profile.category?.value).toBe('nail and lash salon');
    expect(crawled.get('arrow-driving')!.profile.category?.value).toBe('driving school');
  });
});
