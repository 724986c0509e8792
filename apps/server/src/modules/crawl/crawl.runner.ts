import { canonicalPageUrl } from '@adsmith/domain/crawl/page-url';
import { offeringVariantSchema } from '@adsmith/domain/crawl/schemas';
import { createPageCollector } from './crawl.collect';
import { readBrandSignals, readModelOfferings, readStoreFeeds } from './crawl.extras';
import { siteReadingNotices } from './crawl.notices';
import { createHostRateLimiter } from './engine/host-rate-limiter';
import { runCrawl, type CrawlLimits, type LinkCandidate } from './engine/run-crawl';
import { languageTreeOf } from './engine/link-follower';
import { pageKey } from './engine/site-scope';
import { scoreLinks } from './extract/link-scoring';
import { withoutTranslatedTwins } from './extract/language-twins';
import { withoutQuotedPrices } from './extract/quoted-prices';
import { classifyBusiness, mergeOfferings, withoutOverviews } from './extract/merge';
import { createGuardedFetch } from '../../lib/net/guarded-fetch';
import { validateStartUrl, type NetPolicy } from '../../lib/net/net-policy';
import type { BrandSignals, FetchedPage, LinkChoice, Offering } from './crawl.types';
import type { CrawlRunner, CrawlRunnerInput, ExtractedOffering } from './crawl.runner.types';
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

/**
 * The production crawl: the engine fetches (guarded, robots, rate limit, caps), extraction reads each page
 * once (text, meta, images, offerings, brand), then store feeds (Shopify, WooCommerce) are tried and the
 * offerings merged. Brand signals come from the start page and its own stylesheets.
 */
export function createCrawlRunner(options: CrawlRunnerOptions): CrawlRunner {
  const limits: CrawlLimits = { ...DefaultCrawlLimits, ...options.limits };
  const policy: NetPolicy = { ...options.netPolicy, allowPrivateNetworks: options.allowPrivateNetworks };

  return async (input) => {
    const { settings, signal, log, replay } = input;
    const collected = createPageCollector({ ...input, toRecord });
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
      selectLinks: linkSelector(settings.useLlm ? options.rankLinks : undefined, signal, log),
      onPage: collected.onPage,
      onProgress: collected.onProgress,
      onLog: (line) => log(line.level, line.url ? `${line.message} — ${line.url}` : line.message),
    });
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Crawl aborted');
    log(
      'info',
      `Crawl ${result.stoppedBy} in ${Math.round(result.durationMs / 100) / 10} s (robots.txt ${result.robots}; page budget ${result.pageBudget})`,
    );
    for (const notice of result.notices) log('warn', notice);
    await input.onAnalyzingOfferings();

    const brandSignals = await readBeyondPages(options, policy, limits, input, collected);
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Crawl aborted');
    const merged = finalOfferings(collected);
    collected.state.latest = { ...collected.state.latest, offeringsFound: merged.length };
    for (const notice of siteReadingNotices({
      pages: collected.pageTexts.map((page, index) => ({
        text: page.text,
        imageCount: collected.pageImages[index] ?? 0,
      })),
      offeringsFound: merged.length,
    })) {
      collected.addNotice(notice);
      log('warn', notice);
    }
    collected.report();
    return {
      offerings: merged.map(toRecord),
      brandSignals,
      businessType: merged.length > 0 ? classifyBusiness(merged) : null,
    };
  };
}

/**
 * Chooses the links to follow: with the model when one ranks links (use_llm), else, or when it fails, by rules. A
 * product or service sitemap is the catalogue itself: its pages are not for the model to pick from (it sees a page's
 * worth of links at most), they are followed as offering pages.
 */
function linkSelector(
  rankLinks: LinkRanker | undefined,
  signal: AbortSignal,
  log: CrawlRunnerInput['log'],
): (page: FetchedPage, candidates: LinkCandidate[]) => Promise<LinkChoice[]> {
  return async (page, candidates) => {
    if (rankLinks) {
      const listed = candidates.filter((candidate) => candidate.fromOfferingSitemap);
      const others = candidates.filter((candidate) => !candidate.fromOfferingSitemap);
      try {
        const ranked = others.length > 0 ? await rankLinks(page, others, signal) : [];
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
  };
}

/**
 * What the crawl reads besides its pages, through its own guarded fetcher and rate limit: the store feeds' offerings
 * and (use_llm) the offerings a model reads in the pages, both added to what was found; returns the start page's
 * brand signals.
 */
async function readBeyondPages(
  options: CrawlRunnerOptions,
  policy: NetPolicy,
  limits: CrawlLimits,
  { settings, signal, log }: CrawlRunnerInput,
  collected: ReturnType<typeof createPageCollector>,
): Promise<BrandSignals | null> {
  const limiter = createHostRateLimiter(settings.rateLimitSeconds);
  const fetcher = createGuardedFetch({
    policy,
    maxRedirects: limits.maxRedirects,
    beforeRequest: (url, abort) => limiter.wait(url.host, abort),
  });
  try {
    const origin = new URL(settings.startUrl).origin;
    collected.found.push(...(await readStoreFeeds(fetcher, origin, signal, log)));
    if (settings.useLlm && options.readOfferings && collected.pageTexts.length > 0 && !signal.aborted) {
      const evidence = {
        siteUrl: settings.startUrl,
        pages: collected.pageTexts,
        imageUrls: [...collected.imageUrls],
      };
      collected.found.push(...(await readModelOfferings(options.readOfferings, evidence, signal, log)));
    }
    const start = collected.state.startPage;
    return start ? await readBrandSignals(fetcher, start, signal) : null;
  } finally {
    await fetcher.close();
  }
}

/**
 * The crawl's offerings: listing cards standing in for pages without their own, translated twins and other language
 * trees left out, a service page's quotes of the price list dropped, the same offering merged, overview entries dropped.
 */
function finalOfferings(collected: ReturnType<typeof createPageCollector>): Offering[] {
  const { found, listed, state } = collected;
  const homeTree = state.home?.tree ?? null;
  const ownLanguage = withoutTranslatedTwins(
    [...found, ...cardsStandingIn(listed, found)],
    collected.languageTwins,
    state.home?.lang ?? null,
  );
  return withoutOverviews(mergeOfferings(withoutQuotedPrices(inHomeLanguage(ownLanguage, homeTree))));
}
