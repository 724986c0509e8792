import {
  canonicalPageUrl,
  classifyPageUrl,
  isNeverOfferingUrl,
  paginationOf,
} from '@adsmith/domain/crawl/page-url';
import type { CheerioRoot } from '@crawlee/utils';
import type { CrawlSettings, FetchedPage, LinkChoice, PageLink } from '../crawl.types';
import { checkUrlTarget, type NetPolicy } from '../../../lib/net/net-policy';
import type { CrawlFetchers } from './crawl-fetchers';
import type { CrawlLogLine } from './crawl-progress';
import type { CrawlProgressTracker } from './crawl-progress';
import { readSitemapEntries, type SitemapEntry } from './sitemaps';
import { extractLinks, looksNonHtml, pageKey, type SiteScope } from './site-scope';

/** A link the selector may choose: found on the page, or (for the start page) listed in a sitemap. */
export type LinkCandidate = PageLink & {
  fromSitemap: boolean;
  /** Listed in a product or service sitemap (product-sitemap.xml, sitemap_products_1.xml …). */
  fromOfferingSitemap?: boolean;
};

/** A request for Crawlee's queue. */
export type FollowRequest = {
  url: string;
  uniqueKey: string;
  userData: { depth: number; choice: LinkChoice };
};

/** What page understanding made of a fetched page; it steers the budget and which links come first. */
export type PageOutcome = {
  /** Offerings read off the page (any number: a price list has many). */
  offeringsFound: number;
  /** The page is one offering's own page (its landing page): its URL shape is learned. */
  isOfferingPage: boolean;
};

/** Pages found but not fetched because the budget ran out, by kind. */
export type UnfetchedPages = { offeringPages: number; otherPages: number };

type Deps = {
  settings: CrawlSettings;
  /** `maxPages` bounds the crawl until it has found offerings; then offering pages may go up to `maxPagesCeiling`. */
  limits: { maxPages: number; maxPagesCeiling?: number };
  policy: NetPolicy;
  scope: SiteScope;
  fetchers: CrawlFetchers;
  progress: CrawlProgressTracker;
  log: (level: CrawlLogLine['level'], message: string, url?: string) => void;
  signal: AbortSignal;
};

/**
 * A link left over: for budget, or (`beyondDepth`) because it was too deep for an ordinary page — it is
 * queued later if it turns out to be shaped like an offering page and within the offering depth.
 */
type Deferred = { request: FollowRequest; url: URL; isOffering: boolean; beyondDepth?: boolean };

/** The usual sitemap locations tried when robots.txt names none and /sitemap.xml is not there. */
const FALLBACK_SITEMAPS = ['/sitemap_index.xml', '/wp-sitemap.xml'];

/**
 * Decides which links of a page are followed: candidates are the page's links (plus sitemap URLs on the
 * start page), each reduced to one URL per page (tracking, cart, sort and session parameters dropped), that
 * are on the site, allowed by the SSRF rules and robots.txt, look like HTML and are not queued yet; refused
 * ones are counted. The selector ranks them; its choices are kept only if they are real candidates (a model
 * may invent URLs) and within depth: ordinary pages up to `settings.depth`, offering pages up to
 * `settings.productCrawlMaxDepth`; the next page of a listing (`/page/2/`, `?page=2`, rel=next) is at
 * the listing's own depth, and a category page of the catalogue at depth 1 at most.
 *
 * Budget: `maxPages` pages until a page with offerings is found (a blog never grows it); after that,
 * offering pages — chosen as such, listed in a product sitemap, or shaped like an offering page already
 * found (`/catalog/<category>/<slug>/` once one such page held an offering) — may be queued up to
 * `maxPagesCeiling`. Links left over for budget are kept and queued when the budget grows; what is
 * still left at the end is reported by `unfetched()`.
 */
export function createLinkFollower(deps: Deps): LinkFollower {
  return new LinkFollower(deps);
}

/** A link chosen to follow from a page, before the budget decides whether it is queued now or kept for later. */
type Picked = { key: string; url: URL; isOffering: boolean; known: boolean; request: FollowRequest };

/** What `follow` knows about the page whose links it weighs. */
type FollowedPage = {
  page: FetchedPage;
  pageChoice: LinkChoice | undefined;
  /** The depth of a link one step on. */
  next: number;
  isNextPage: (candidate: LinkCandidate) => boolean;
  redirectKey: string | null;
};

export class LinkFollower {
  private readonly deps: Deps;
  private readonly base: number;
  private readonly maxPages: number;
  private readonly seen = new Set<string>();
  private readonly deferred = new Map<string, Deferred>();
  private readonly shapes = new Set<string>();
  /** The language tree the site opens in ("/es/…" after a language chooser; "" at the root), once known. */
  private homeLanguage: string | null = null;
  private offeringPages = 0;
  private isLimitHit = false;
  /** Started at once so it overlaps the start page; awaited when the start page's links are chosen. */
  private readonly sitemapEntries: Promise<SitemapEntry[]>;

  constructor(deps: Deps) {
    this.deps = deps;
    this.base = deps.limits.maxPages;
    this.maxPages = Math.max(this.base, deps.limits.maxPagesCeiling ?? this.base);
    this.sitemapEntries = deps.settings.useSitemap ? this.loadSitemap() : Promise.resolve([]);
  }

  /** True once links were left unfollowed because the page budget was reached. */
  get hitPageLimit(): boolean {
    return this.isLimitHit;
  }

  /** The hard ceiling of pages once the site has shown a catalogue. */
  get ceiling(): number {
    return this.maxPages;
  }

  /** Fetched pages that held offerings. */
  get offeringPagesFound(): number {
    return this.offeringPages;
  }

  /** Pages queued + fetched may reach this now (it grows once offerings are found). */
  get budget(): number {
    return this.budgetFor(true);
  }

  /** Marks a page as queued or fetched, so no link leads to it again. */
  markSeen(key: string): void {
    this.seen.add(key);
    this.deferred.delete(key);
  }

  /** What understanding made of a fetched page: evidence of a catalogue, and the URL shape of offering pages. */
  recordOutcome(pageUrl: string, outcome: PageOutcome): void {
    if (outcome.offeringsFound > 0) this.offeringPages += 1;
    if (!outcome.isOfferingPage) return;
    const shape = shapeOf(new URL(pageUrl));
    if (shape && !this.shapes.has(shape)) {
      this.shapes.add(shape);
      this.deps.log(
        'info',
        `pages shaped like ${describeShape(shape)} are offering pages: they are fetched first`,
        pageUrl,
      );
    }
  }

  /** Links left over for budget that the budget now allows, offering pages first. */
  releaseDeferred(): FollowRequest[] {
    const released: FollowRequest[] = [];
    const isOffering = (entry: Deferred) => entry.isOffering || this.matchesShape(entry.url);
    const ordered = [...this.deferred.entries()].sort(
      ([, a], [, b]) => Number(isOffering(b)) - Number(isOffering(a)),
    );
    for (const [key, entry] of ordered) {
      const offering = isOffering(entry);
      if (offering) this.deps.progress.offeringPage(key, false);
      if (entry.beyondDepth && !offering) continue;
      if (this.deps.progress.queued >= this.budgetFor(offering)) continue;
      if (offering && !entry.request.userData.choice.isOfferingPage) {
        const choice = entry.request.userData.choice;
        entry.request.userData.choice = {
          ...choice,
          isOfferingPage: true,
          reasoning: `${choice.reasoning}; shaped like offering pages already found`,
        };
      }
      released.push(this.enqueue(key, entry.request));
    }
    return released;
  }

  /** Pages found and never queued because the budget ran out. */
  unfetched(): UnfetchedPages {
    let offeringPages = 0;
    let otherPages = 0;
    for (const entry of this.deferred.values()) {
      if (entry.isOffering || this.matchesShape(entry.url)) offeringPages += 1;
      else if (!entry.beyondDepth) otherPages += 1;
    }
    return { offeringPages, otherPages };
  }

  /** The requests to queue after `page`, in the selector's order (pages shaped like known offering pages first). */
  async follow(
    page: FetchedPage,
    $: CheerioRoot,
    selectLinks: (page: FetchedPage, candidates: LinkCandidate[]) => LinkChoice[] | Promise<LinkChoice[]>,
    isStart: boolean,
    pageChoice?: LinkChoice,
  ): Promise<FollowRequest[]> {
    const { settings, progress, log, signal } = this.deps;
    const next = page.depth + 1;
    const canGoDeeper = next <= Math.max(settings.depth, settings.productCrawlMaxDepth);
    const listing = paginationOf(page.finalUrl)?.listing ?? canonicalPageUrl(page.finalUrl);
    const isNextPage = (candidate: LinkCandidate) =>
      paginationOf(candidate.url)?.listing === listing || /\bnext\b/i.test(candidate.rel ?? '');
    // A redirect stub (a language chooser at "/", a moved page) leads on at its own depth, as an HTTP redirect would.
    const redirect = redirectTargetOf(page, $);
    const redirectKey = redirect ? pageKey(new URL(canonicalPageUrl(redirect))) : null;
    const isRedirect = (candidate: LinkCandidate) =>
      redirectKey !== null && pageKey(new URL(candidate.url)) === redirectKey;
    if (isStart) this.homeLanguage = languageTreeOf(new URL(redirect ?? page.finalUrl));
    let candidates = await this.candidatesOf(page, $, isStart, redirect);
    if (!canGoDeeper) candidates = candidates.filter((c) => isNextPage(c) || isRedirect(c));
    if (candidates.length === 0 || signal.aborted) return [];
    if (progress.queued >= this.maxPages) {
      // Nothing more can be queued: keep count of what is left, without asking the selector.
      this.deferAtCeiling(candidates, next);
      return [];
    }
    let choices: LinkChoice[];
    try {
      choices = await selectLinks(page, candidates);
    } catch (err) {
      log('error', `link selection failed: ${(err as Error).message}`, page.finalUrl);
      return [];
    }
    const picked = this.pick(choices, candidates, { page, pageChoice, next, isNextPage, redirectKey });
    // Pages shaped like offering pages already found come first; otherwise the selector's order holds.
    picked.sort((a, b) => Number(b.known) - Number(a.known));
    const requests: FollowRequest[] = [];
    for (const entry of picked) {
      if (entry.isOffering) progress.offeringPage(entry.key, false);
      if (progress.queued >= this.budgetFor(entry.isOffering)) {
        this.isLimitHit = true;
        if (!this.deferred.has(entry.key))
          this.deferred.set(entry.key, {
            request: entry.request,
            url: entry.url,
            isOffering: entry.isOffering,
          });
        continue;
      }
      requests.push(this.enqueue(entry.key, entry.request));
    }
    return requests;
  }

  /** The page ceiling is reached: every candidate is kept as not fetched, for the count of what was left. */
  private deferAtCeiling(candidates: LinkCandidate[], depth: number): void {
    this.isLimitHit = true;
    for (const candidate of candidates) {
      const url = new URL(candidate.url);
      const key = pageKey(url);
      if (this.deferred.has(key)) continue;
      const isOffering = Boolean(candidate.fromOfferingSitemap) || this.matchesShape(url);
      if (isOffering) this.deps.progress.offeringPage(key, false);
      const choice: LinkChoice = {
        url: candidate.url,
        reasoning: 'not fetched: page ceiling',
        expected_value: 'low',
        isOfferingPage: isOffering,
      };
      this.deferred.set(key, {
        url,
        isOffering,
        request: { url: candidate.url, uniqueKey: key, userData: { depth, choice } },
      });
    }
  }

  /**
   * The selector's choices that are real candidates, each at its depth and marked as an offering page or not; a
   * choice too deep for an ordinary page is kept aside in case it turns out to be an offering page.
   */
  private pick(choices: LinkChoice[], candidates: LinkCandidate[], from: FollowedPage): Picked[] {
    const byKey = new Map(candidates.map((c) => [pageKey(new URL(c.url)), c]));
    // An offering page's links to a family of sibling pages ("/bmw-key-replacement/", "/audi-key-replacement/")
    // lead to the offerings it groups: offering pages too, followed up to the product depth.
    const family = from.pageChoice?.isOfferingPage ? siblingFamilies(candidates) : new Set<string>();
    const picked: Picked[] = [];
    for (const choice of choices) {
      let url: URL;
      try {
        url = new URL(canonicalPageUrl(new URL(choice.url, from.page.finalUrl)));
      } catch {
        continue;
      }
      const key = pageKey(url);
      const candidate = byKey.get(key);
      if (!candidate || this.seen.has(key) || picked.some((p) => p.key === key)) continue;
      const entry = this.pickOne(choice, candidate, url, key, family.has(key), from);
      if (entry) picked.push(entry);
    }
    return picked;
  }

  /** One chosen link at its depth, or null when it is too deep for its kind (kept aside when an offering could be). */
  private pickOne(
    choice: LinkChoice,
    candidate: LinkCandidate,
    url: URL,
    key: string,
    inFamily: boolean,
    from: FollowedPage,
  ): Picked | null {
    const { settings } = this.deps;
    const nextPage = from.isNextPage(candidate);
    // A listing's next page is at the listing's depth; a catalogue category page counts as one step from
    // the start (shops put their categories in the main menu; a mirror or a deep link may not show that).
    const depth =
      nextPage || key === from.redirectKey
        ? from.page.depth
        : classifyPageUrl(url) === 'category'
          ? Math.min(from.next, 1)
          : from.next;
    const known = this.matchesShape(url);
    // The same pages in another language (/en/menu/ beside /es/menu/) are translations, often stale: they are
    // ordinary pages, not offering pages followed past the crawl depth.
    const translation = this.homeLanguage !== null && languageTreeOf(url) !== this.homeLanguage;
    const isOffering =
      !translation &&
      (choice.isOfferingPage ||
        Boolean(candidate.fromOfferingSitemap) ||
        known ||
        (nextPage && Boolean(from.pageChoice?.isOfferingPage)) ||
        inFamily);
    const maxDepth = isOffering ? settings.productCrawlMaxDepth : settings.depth;
    if (depth > maxDepth) {
      if (depth <= settings.productCrawlMaxDepth && !this.deferred.has(key)) {
        const request = {
          url: candidate.url,
          uniqueKey: key,
          userData: { depth, choice: { ...choice, url: candidate.url } },
        };
        this.deferred.set(key, { request, url, isOffering: false, beyondDepth: true });
      }
      return null;
    }
    const reasoning =
      known && !choice.isOfferingPage
        ? `${choice.reasoning}; shaped like offering pages already found`
        : choice.reasoning;
    return {
      key,
      url,
      isOffering,
      known,
      request: {
        url: candidate.url,
        uniqueKey: key,
        userData: { depth, choice: { ...choice, reasoning, url: candidate.url, isOfferingPage: isOffering } },
      },
    };
  }

  private budgetFor(isOffering: boolean): number {
    return isOffering && this.offeringPages > 0 ? this.maxPages : this.base;
  }

  private matchesShape(url: URL): boolean {
    const shape = shapeOf(url);
    return shape !== null && this.shapes.has(shape);
  }

  private enqueue(key: string, request: FollowRequest): FollowRequest {
    this.seen.add(key);
    this.deferred.delete(key);
    this.deps.progress.add('pagesQueued');
    return request;
  }

  private async loadSitemap(): Promise<SitemapEntry[]> {
    const { settings, fetchers, scope, log, signal } = this.deps;
    try {
      const start = new URL(settings.startUrl);
      const robots = await fetchers.robotsFor(start.origin);
      const declared = robots.sitemaps.length > 0 ? robots.sitemaps : [new URL('/sitemap.xml', start).href];
      return await readSitemapEntries({
        fetch: fetchers.politeFetch,
        sitemapUrls: declared,
        fallbackUrls:
          robots.sitemaps.length > 0 ? [] : FALLBACK_SITEMAPS.map((path) => new URL(path, start).href),
        isSameSite: (url) => scope.contains(url),
        maxUrls: settings.maxSitemapUrls,
        maxOfferingUrls: this.maxPages,
        signal,
        onError: (url, err) => log('info', `sitemap not used: ${(err as Error).message}`, url),
      });
    } catch (err) {
      if (!signal.aborted) log('warn', `sitemaps not read: ${(err as Error).message}`);
      return [];
    }
  }

  /**
   * The links of a page that may be followed (plus a redirect stub's target, a head rel=next, and on the start page
   * the sitemap's URLs), each page once with every hint it was given; links off the site, refused by the SSRF rules
   * or robots.txt are counted as refused.
   */
  private async candidatesOf(
    page: FetchedPage,
    $: CheerioRoot,
    isStart: boolean,
    redirect: string | null,
  ): Promise<LinkCandidate[]> {
    const { scope, policy, progress, fetchers } = this.deps;
    const links = await this.linksOf(page, $, isStart, redirect);
    const candidates = new Map<string, LinkCandidate>();
    for (const link of links) {
      const url = new URL(canonicalPageUrl(link.url));
      const key = pageKey(url);
      if (this.seen.has(key) || looksNonHtml(url)) continue;
      const existing = candidates.get(key);
      if (existing) {
        // The same page linked twice (or linked and in a sitemap): keep the text and every hint.
        existing.fromOfferingSitemap ||= link.fromOfferingSitemap;
        if (!existing.text && link.text) existing.text = link.text;
        if (!existing.rel && link.rel) existing.rel = link.rel;
        continue;
      }
      if (!scope.contains(url) || !checkUrlTarget(url, policy).allowed) {
        progress.refuse(key);
        continue;
      }
      const robots = await fetchers.robotsFor(url.origin);
      if (!robots.isAllowed(url.href)) {
        progress.refuse(key);
        continue;
      }
      candidates.set(key, { ...link, url: url.href });
    }
    return [...candidates.values()];
  }

  private async linksOf(
    page: FetchedPage,
    $: CheerioRoot,
    isStart: boolean,
    redirect: string | null,
  ): Promise<LinkCandidate[]> {
    const links: LinkCandidate[] = extractLinks($, page.finalUrl).map((l) => ({ ...l, fromSitemap: false }));
    // A redirect stub's target is followed even when only its meta refresh names it.
    if (redirect) links.push({ url: redirect, text: 'redirect', rel: null, fromSitemap: false });
    // A listing's next page is often named only in the head: <link rel="next" href="page/2/">.
    const next = $('link[rel~="next"][href]').first().attr('href');
    if (next) {
      try {
        links.push({
          url: new URL(next, page.finalUrl).href,
          text: 'next page',
          rel: 'next',
          fromSitemap: false,
        });
      } catch {
        // an unparsable rel=next is ignored
      }
    }
    if (isStart) {
      for (const entry of await this.sitemapEntries) {
        links.push({
          url: entry.url,
          text: '',
          rel: null,
          fromSitemap: true,
          fromOfferingSitemap: entry.fromOfferingSitemap,
        });
      }
    }
    return links;
  }
}

/** Links that make a family: at least this many sibling pages share the family's words. */
const FAMILY_SIZE = 3;

/**
 * The pages among `candidates` that make families of sibling pages: one-segment slugs sharing their last two words
 * or their first two ("bmw-key-replacement-westchester", "audi-key-replacement-westchester"), at least
 * FAMILY_SIZE of them; pages of the towns a business serves are never a family of offerings.
 */
export function siblingFamilies(candidates: readonly LinkCandidate[]): Set<string> {
  const groups = new Map<string, string[]>();
  for (const candidate of candidates) {
    if (candidate.area || candidate.fromSitemap) continue;
    const url = new URL(candidate.url);
    const segments = url.pathname.split('/').filter(Boolean);
    if (segments.length !== 1 || url.search) continue;
    const words = segments[0]!.toLowerCase().split(/[-_]/).filter(Boolean);
    if (words.length < 3) continue;
    const key = pageKey(url);
    for (const group of [`*-${words.slice(-2).join('-')}`, `${words.slice(0, 2).join('-')}-*`]) {
      const members = groups.get(group) ?? [];
      if (!members.includes(key)) members.push(key);
      groups.set(group, members);
    }
  }
  const found = new Set<string>();
  for (const members of groups.values()) {
    if (members.length >= FAMILY_SIZE) for (const key of members) found.add(key);
  }
  return found;
}

/** Language codes (ISO 639-1) sites put first in their paths for a translation: /en/, /de/, /pt-br/. */
const LANGUAGE_SEGMENT =
  /^(en|de|fr|es|it|nl|pt|pl|cs|sk|hu|ro|bg|hr|sl|sr|ru|uk|be|fi|sv|da|no|nb|nn|is|et|lv|lt|el|tr|ar|he|fa|hi|ja|zh|ko|th|vi|id|ms|ca|eu|gl)(?:[-_][a-z]{2,4})?$/i;

/** The language tree a URL is in: its first path segment when that is a language code, else "" (the root's). */
export function languageTreeOf(url: URL): string {
  const first = url.pathname.split('/').filter(Boolean)[0] ?? '';
  return LANGUAGE_SEGMENT.test(first) ? first.toLowerCase() : '';
}

/** A refresh after at most this many seconds is a redirect; a longer one reloads a page that has content. */
const REDIRECT_REFRESH_MAX_SECONDS = 10;
/** A page with less visible text than this, whose canonical URL is another page, is a stub pointing there. */
const STUB_TEXT_MAX_CHARS = 300;

/**
 * Where a redirect stub sends the reader, or null: a meta refresh (also inside <noscript>, which the parser reads as
 * text) with a target URL after a short delay, or a rel=canonical naming another page from a page with almost no
 * text of its own. Only targets other than the page itself count.
 */
export function redirectTargetOf(page: FetchedPage, $: CheerioRoot): string | null {
  const here = pageKey(new URL(page.finalUrl));
  const target = (href: string | undefined): string | null => {
    if (!href) return null;
    try {
      const url = new URL(href.trim().replace(/^['"]|['"]$/g, ''), page.finalUrl);
      if (!/^https?:$/.test(url.protocol)) return null;
      url.hash = '';
      return pageKey(url) === here ? null : url.href;
    } catch {
      return null;
    }
  };
  for (const tag of page.html.slice(0, 50_000).match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/http-equiv\s*=\s*["']?refresh\b/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const refresh = /^\s*(\d+(?:\.\d+)?)\s*[;,]?\s*(?:url\s*=\s*)?(\S.*)?$/i.exec(
      content?.[1] ?? content?.[2] ?? content?.[3] ?? '',
    );
    if (refresh?.[2] && Number(refresh[1]) <= REDIRECT_REFRESH_MAX_SECONDS) {
      const url = target(refresh[2]);
      if (url) return url;
    }
  }
  const canonical = target($('link[rel~="canonical"][href]').first().attr('href'));
  if (canonical && normaliseText($('body').text()).length < STUB_TEXT_MAX_CHARS) return canonical;
  return null;
}

const normaliseText = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The URL shape of an offering page, learned once one such page held an offering: the first path segment
 * and the number of segments (`/catalog/<category>/<slug>/` → "catalog" with two more segments), or for one-segment URLs the
 * slug's first word ("/iphone-13/" → "iphone-*"). Listing pages and pages that are never offerings have none.
 */
function shapeOf(url: URL): string | null {
  if (isNeverOfferingUrl(url) || paginationOf(url)) return null;
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  if (segments.length >= 2)
    return `${segments[0]}/${segments
      .slice(1)
      .map(() => '*')
      .join('/')}`;
  const words = (segments[0] ?? '').split(/[-_.]/).filter(Boolean);
  if (words.length >= 2 && words[0]!.length >= 3) return `${words[0]}-*`;
  return null;
}

function describeShape(shape: string): string {
  return `/${shape.replace(/\*/g, '<slug>')}${shape.includes('/') ? '/' : ''}`;
}
