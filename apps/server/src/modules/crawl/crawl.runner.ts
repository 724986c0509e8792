import { canonicalPageUrl, isNeverOfferingUrl } from '@adsmith/domain/crawl/page-url';
import { offeringVariantSchema } from '@adsmith/domain/crawl/schemas';
import { siteReadingNotices } from './crawl.notices';
import { createHostRateLimiter } from './engine/host-rate-limiter';
import { runCrawl, type CrawlLimits, type LinkCandidate } from './engine/run-crawl';
import { languageTreeOf } from './engine/link-follower';
import { pageKey } from './engine/site-scope';
import { extractBrandSignalsFromDom } from './extract/brand';
import { loadHtml, resolveUrl } from './extract/dom';
import { feedUrlsFor, parseFeed } from './extract/feeds';
import { scoreLinks } from './extract/link-scoring';
import { withoutTranslatedTwins, type LanguageTwins } from './extract/language-twins';
import { classifyBusiness, mergeOfferings, withoutOverviews } from './extract/merge';
import { sanitizeModelOfferings } from './extract/model-offerings';
import { understandPage } from './extract/understand-page';
import { createGuardedFetch } from '../../lib/net/guarded-fetch';
import { validateStartUrl, type NetPolicy } from '../../lib/net/net-policy';
import type { BrandSignals, CrawlProgress, FetchedPage, LinkChoice, Offering } from './crawl.types';
import type { CrawlRunner, ExtractedOffering } from './crawl.runner.types';
import type { StartUrlCheck } from './crawl.service';

/** Caps of one crawl (DESIGN: pages, bytes per page, redirects and time). */
export const DefaultCrawlLimits: CrawlLimits = {
  maxPages: 60,
  // Once offerings are found, product and service pages may take the crawl up to this many pages.
  maxPagesCeiling: 400,
  maxBytesPerPage: 5 * 1024 * 1024,
  maxRedirects: 5,
  maxDurationMs: 10 * 60_000,
};

const FEED_MAX_BYTES = 5 * 1024 * 1024;
/** Pages of a platform feed read at most: 1,000 Shopify or 400 WooCommerce products. */
const MAX_FEED_PAGES = 4;

/** Products in one feed answer (a Shopify { products: [] } or a WooCommerce array), parsed or not. */
function feedItemCount(json: unknown): number {
  if (Array.isArray(json)) return json.length;
  const products = (json as { products?: unknown } | null)?.products;
  return Array.isArray(products) ? products.length : 0;
}
const MAX_STYLESHEETS = 3;

/** Ranks candidate links with a model (use_llm); the rule-based scorer is used when none is given. */
export type LinkRanker = (
  page: FetchedPage,
  candidates: LinkCandidate[],
  signal: AbortSignal,
) => Promise<LinkChoice[]>;

/** Reads offerings off the crawled pages with a model (use_llm); the reply is sanitised before use. */
export type ModelOfferingReader = (
  input: { siteUrl: string; pages: { url: string; text: string }[] },
  signal: AbortSignal,
) => Promise<unknown>;

export type CrawlRunnerOptions = {
  allowPrivateNetworks: boolean;
  limits?: Partial<CrawlLimits>;
  netPolicy?: Omit<NetPolicy, 'allowPrivateNetworks'>;
  rankLinks?: LinkRanker;
  readOfferings?: ModelOfferingReader;
  /** Chromium for app-shell pages (CRAWL_CHROMIUM_PATH); null turns rendering off. Default /usr/bin/chromium. */
  chromiumPath?: string | null;
};

/** Refuses start URLs the network guard would refuse anyway, with a clear message for the 400. */
export function createStartUrlCheck(options: { allowPrivateNetworks: boolean }): StartUrlCheck {
  return async (url) => {
    const verdict = await validateStartUrl(url, { allowPrivateNetworks: options.allowPrivateNetworks });
    // A name that does not resolve is let through: the crawl itself fails with the reason, and DNS may recover.
    if (verdict.ok || verdict.reason === 'unresolvable') return { ok: true };
    return { ok: false, reason: verdict.message };
  };
}

/**
 * The offering's variants as stored, each in the offering's currency; crawled labels are untrusted, so only those the
 * shared schema accepts are kept (none when fewer than two remain: one price is the offering's own).
 */
function storedVariants(offering: Offering): Pick<ExtractedOffering, 'variants'> {
  const variants = (offering.variants ?? []).flatMap((variant) => {
    const parsed = offeringVariantSchema.safeParse({
      label: variant.label.slice(0, 200),
      price: variant.price,
      currency: offering.currency,
    });
    return parsed.success ? [parsed.data] : [];
  });
  return variants.length >= 2 ? { variants: variants.slice(0, 50) } : {};
}

function toRecord(offering: Offering): ExtractedOffering {
  return {
    name: offering.name,
    price: offering.price,
    currency: offering.currency,
    description: offering.description,
    imageUrl: offering.image_url,
    landingPage: offering.landing_page,
    offeringType: offering.offering_type,
    sku: offering.sku,
    availability: offering.availability,
    ...storedVariants(offering),
    sources: Object.fromEntries(
      Object.entries(offering.sources).filter(([, source]) => Boolean(source)),
    ) as Record<string, string>,
  };
}

/** The page an offering lands on, without its anchor, for comparing landing pages. */
function landingKeyOf(url: string): string | null {
  try {
    return pageKey(new URL(canonicalPageUrl(url)));
  } catch {
    return null;
  }
}

/**
 * Listing cards for pages that gave no offering of their own (never fetched, or off the site's copy): a page that
 * speaks for itself replaces its card. One card per page.
 */
export function cardsStandingIn(cards: readonly Offering[], own: readonly Offering[]): Offering[] {
  const spoken = new Set(own.map((offering) => landingKeyOf(offering.landing_page)));
  const kept = new Map<string, Offering>();
  for (const card of cards) {
    const key = landingKeyOf(card.landing_page);
    if (key && !spoken.has(key) && !kept.has(key)) kept.set(key, card);
  }
  return [...kept.values()];
}

/**
 * The offerings of the language the site opens in: the same price list in another language tree (/en/… beside a
 * German root, /de/… beside /es/…) is a translation, often stale, not more offerings. All of them when the home
 * tree has none.
 */
export function inHomeLanguage(offerings: readonly Offering[], homeTree: string | null): Offering[] {
  if (homeTree === null) return [...offerings];
  const tree = (offering: Offering) => {
    try {
      return languageTreeOf(new URL(offering.landing_page));
    } catch {
      return homeTree;
    }
  };
  const home = offerings.filter((offering) => tree(offering) === homeTree);
  return home.length > 0 ? home : [...offerings];
}

function ruleBasedChoices(page: FetchedPage, candidates: LinkCandidate[]): LinkChoice[] {
  return scoreLinks({ url: page.finalUrl }, candidates)
    .filter((link) => !link.shouldSkip)
    .map(({ url, reasoning, expected_value, isOfferingPage }) => ({
      url,
      reasoning,
      expected_value,
      isOfferingPage,
    }));
}

function stylesheetUrls(html: string, pageUrl: string): string[] {
  const $ = loadHtml(html);
  const site = new URL(pageUrl).host;
  return $('link[rel~="stylesheet"][href]')
    .toArray()
    .map((element) => resolveUrl($(element).attr('href'), pageUrl))
    .filter((url): url is string => url !== null && new URL(url).host === site)
    .slice(0, MAX_STYLESHEETS);
}

/**
 * The production crawl: the engine fetches (guarded, robots, rate limit, caps), extraction reads each page
 * once (text, meta, images, offerings, brand), then store feeds (Shopify, WooCommerce) are tried and the
 * offerings merged. Brand signals come from the start page and its own stylesheets.
 */
export function createCrawlRunner(options: CrawlRunnerOptions): CrawlRunner {
  const limits: CrawlLimits = { ...DefaultCrawlLimits, ...options.limits };
  const policy: NetPolicy = { ...options.netPolicy, allowPrivateNetworks: options.allowPrivateNetworks };

  return async ({
    settings,
    signal,
    onPage,
    onProgress,
    onAnalyzingOfferings,
    log,
    replay,
    onPageFetched,
    onOfferings,
  }) => {
    const found: Offering[] = [];
    // Listing cards stand for the pages they link to until those pages give offerings of their own.
    const listed: Offering[] = [];
    const pageTexts: { url: string; text: string }[] = [];
    const pageImages: number[] = [];
    const imageUrls = new Set<string>();
    let startPage: { html: string; url: string } | null = null;
    // The language tree the site opens in: that of the fullest page at the start's depth (a chooser leads on).
    let home: { tree: string; chars: number; lang: string | null } | null = null;
    // Each page's language and declared translations, to read a translated price list once.
    const languageTwins: LanguageTwins[] = [];
    let latest: CrawlProgress = {
      pagesQueued: 0,
      pagesFetched: 0,
      pagesFailed: 0,
      linksRefused: 0,
      offeringsFound: 0,
    };
    const runnerNotices: string[] = [];
    const report = () => {
      const notices = [...(latest.notices ?? []), ...runnerNotices];
      onProgress({
        ...latest,
        offeringsFound: mergeOfferings(found).length,
        ...(notices.length > 0 ? { notices } : {}),
      });
    };
    const useModel = settings.useLlm && options.rankLinks !== undefined;
    if (settings.useLlm && !options.rankLinks)
      log('warn', 'AI-powered crawling asked for, but no model is configured: links are chosen by rules');

    const result = await runCrawl({
      settings,
      limits,
      allowPrivateNetworks: options.allowPrivateNetworks,
      netPolicy: options.netPolicy,
      signal,
      replay,
      ...(options.chromiumPath !== undefined ? { browser: { executablePath: options.chromiumPath } } : {}),
      selectLinks: async (page, candidates) => {
        if (useModel && options.rankLinks) {
          // A product or service sitemap is the catalogue itself: its pages are not for the model to pick from
          // (it sees a page's worth of links at most), they are followed as offering pages.
          const listed = candidates.filter((candidate) => candidate.fromOfferingSitemap);
          const others = candidates.filter((candidate) => !candidate.fromOfferingSitemap);
          try {
            const ranked = others.length > 0 ? await options.rankLinks(page, others, signal) : [];
            return [
              ...ranked,
              ...listed.map((candidate) => ({
                url: candidate.url,
                reasoning: 'Listed in the product or service sitemap',
                expected_value: 'high',
                isOfferingPage: true,
              })),
            ];
          } catch (error) {
            log(
              'warn',
              `Model link ranking failed, using rules: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
        return ruleBasedChoices(page, candidates);
      },
      onPage: async (page, choice) => {
        const key = pageKey(new URL(page.url));
        if (onPageFetched && !replay?.has(key)) {
          await onPageFetched(key, {
            finalUrl: page.finalUrl,
            status: page.status,
            contentType: page.contentType,
            html: page.html,
          });
        }
        const understood = understandPage(page.html, page.finalUrl);
        if (page.depth === 0 && !startPage) startPage = { html: page.html, url: page.finalUrl };
        if (page.depth === 0 && (!home || understood.page.text.length > home.chars))
          home = {
            tree: languageTreeOf(new URL(page.finalUrl)),
            chars: understood.page.text.length,
            lang: understood.languageTwins.lang,
          };
        languageTwins.push(understood.languageTwins);
        await onPage({
          url: understood.page.url,
          depth: page.depth,
          meta: {
            title: understood.page.title,
            ...understood.page.meta,
            profileCues: understood.profileCues,
          },
          text: understood.page.text,
          images: understood.page.images,
          llmAnalysis: choice
            ? { url: choice.url, reasoning: choice.reasoning, expected_value: choice.expected_value }
            : null,
        });
        // Cart, checkout, account, search, tag and category pages are never an offering's page.
        const offerings = isNeverOfferingUrl(page.finalUrl)
          ? []
          : understood.offerings.filter(
              (offering) => !offering.landing_page || !isNeverOfferingUrl(offering.landing_page),
            );
        found.push(...offerings);
        listed.push(...understood.listed);
        pageTexts.push({ url: understood.page.url, text: understood.page.text });
        pageImages.push(understood.page.images.length);
        for (const image of understood.page.images) imageUrls.add(image.src);
        if (offerings.length > 0) onOfferings?.(mergeOfferings(found).map(toRecord));
        report();
        const self = canonicalPageUrl(page.finalUrl);
        return {
          offeringsFound: offerings.length,
          isOfferingPage: offerings.some(
            (offering) =>
              offering.landing_page !== null &&
              !offering.landing_page.includes('#') &&
              canonicalPageUrl(offering.landing_page) === self,
          ),
        };
      },
      onProgress: (progress) => {
        latest = progress;
        report();
      },
      onLog: (line) => log(line.level, line.url ? `${line.message} — ${line.url}` : line.message),
    });
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Crawl aborted');
    log(
      'info',
      `Crawl ${result.stoppedBy} in ${Math.round(result.durationMs / 100) / 10} s (robots.txt ${result.robots}; page budget ${result.pageBudget})`,
    );
    for (const notice of result.notices) log('warn', notice);
    await onAnalyzingOfferings();

    const limiter = createHostRateLimiter(settings.rateLimitSeconds);
    const fetcher = createGuardedFetch({
      policy,
      maxRedirects: limits.maxRedirects,
      beforeRequest: (url, abort) => limiter.wait(url.host, abort),
    });
    let brandSignals: BrandSignals | null = null;
    try {
      const origin = new URL(settings.startUrl).origin;
      for (const feed of feedUrlsFor(origin)) {
        // A feed answers a page of products at a time (Shopify 250, WooCommerce 100): further pages are read
        // while full ones come back, up to a few hundred products.
        let total = 0;
        for (let pageNumber = 1; pageNumber <= MAX_FEED_PAGES && !signal.aborted; pageNumber++) {
          const url = new URL(feed.url);
          if (pageNumber > 1) url.searchParams.set('page', String(pageNumber));
          const pageSize = Number(url.searchParams.get('limit') ?? url.searchParams.get('per_page') ?? 0);
          try {
            const response = await fetcher(url.href, {
              accept: 'application/json',
              maxBytes: FEED_MAX_BYTES,
              signal,
            });
            if (response.status !== 200 || !/json/i.test(response.contentType)) break;
            const json: unknown = JSON.parse(response.body.toString('utf8'));
            const parsed = parseFeed(feed.kind, json, origin);
            found.push(...parsed);
            total += parsed.length;
            if (pageSize === 0 || feedItemCount(json) < pageSize) break;
          } catch (error) {
            if (pageNumber === 1)
              log('info', `No ${feed.kind} feed (${error instanceof Error ? error.message : String(error)})`);
            break;
          }
        }
        if (total > 0) log('info', `${feed.kind} feed: ${total} products`);
      }
      if (settings.useLlm && options.readOfferings && pageTexts.length > 0 && !signal.aborted) {
        try {
          const raw = await options.readOfferings({ siteUrl: settings.startUrl, pages: pageTexts }, signal);
          const fromModel = sanitizeModelOfferings(raw, {
            siteUrl: settings.startUrl,
            pages: pageTexts,
            imageUrls: [...imageUrls],
          });
          log('info', `Model read ${fromModel.length} offerings written on the pages`);
          found.push(...fromModel);
        } catch (error) {
          log(
            'warn',
            `Model offering reading failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      const start = startPage as { html: string; url: string } | null;
      if (start) {
        const stylesheets: string[] = [];
        for (const url of stylesheetUrls(start.html, start.url)) {
          if (signal.aborted) break;
          try {
            const response = await fetcher(url, { accept: 'text/css', maxBytes: 1024 * 1024, signal });
            if (response.status === 200) stylesheets.push(response.body.toString('utf8'));
          } catch {
            // A missing stylesheet only means fewer brand hints.
          }
        }
        brandSignals = extractBrandSignalsFromDom(loadHtml(start.html), start.url, { stylesheets });
      }
    } finally {
      await fetcher.close();
    }
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Crawl aborted');

    const homePage = home as { tree: string; lang: string | null } | null;
    const homeTree = homePage?.tree ?? null;
    const ownLanguage = withoutTranslatedTwins(
      [...found, ...cardsStandingIn(listed, found)],
      languageTwins,
      homePage?.lang ?? null,
    );
    const merged = withoutOverviews(mergeOfferings(inHomeLanguage(ownLanguage, homeTree)));
    latest = { ...latest, offeringsFound: merged.length };
    for (const notice of siteReadingNotices({
      pages: pageTexts.map((page, index) => ({ text: page.text, imageCount: pageImages[index] ?? 0 })),
      offeringsFound: merged.length,
    })) {
      runnerNotices.push(notice);
      log('warn', notice);
    }
    report();
    return {
      offerings: merged.map(toRecord),
      brandSignals,
      businessType: merged.length > 0 ? classifyBusiness(merged) : null,
    };
  };
}
