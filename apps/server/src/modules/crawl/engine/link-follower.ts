import type { CheerioRoot } from '@crawlee/utils';
import type { CrawlSettings, FetchedPage, LinkChoice, PageLink } from '../crawl.types';
import { checkUrlTarget, type NetPolicy } from '../net/net-policy';
import type { CrawlFetchers } from './crawl-fetchers';
import type { CrawlLogLine } from './crawl-progress';
import type { CrawlProgressTracker } from './crawl-progress';
import { readSitemapUrls } from './sitemaps';
import { extractLinks, looksNonHtml, pageKey, type SiteScope } from './site-scope';

/** A link the selector may choose: found on the page, or (for the start page) listed in a sitemap. */
export type LinkCandidate = PageLink & { fromSitemap: boolean };

/** A request for Crawlee's queue. */
export type FollowRequest = {
  url: string;
  uniqueKey: string;
  userData: { depth: number; choice: LinkChoice };
};

type Deps = {
  settings: CrawlSettings;
  limits: { maxPages: number };
  policy: NetPolicy;
  scope: SiteScope;
  fetchers: CrawlFetchers;
  progress: CrawlProgressTracker;
  log: (level: CrawlLogLine['level'], message: string, url?: string) => void;
  signal: AbortSignal;
};

/**
 * Decides which links of a page are followed: candidates are the page's links (plus sitemap URLs on the
 * start page) that are on the site, allowed by the SSRF rules and robots.txt, look like HTML and are not
 * queued yet; refused ones are counted. The selector ranks them; its choices are kept only if they are
 * real candidates (a model may invent URLs) and within depth: ordinary pages up to `settings.depth`,
 * offering pages up to `settings.productCrawlMaxDepth`. The queue never grows past `maxPages`.
 */
export function createLinkFollower(deps: Deps) {
  const { settings, policy, scope, fetchers, progress, log, signal } = deps;
  const seen = new Set<string>();
  let hitPageLimit = false;
  // Started at once so it overlaps the start page; awaited when the start page's links are chosen.
  const sitemapUrls: Promise<string[]> = settings.useSitemap ? loadSitemap() : Promise.resolve([]);

  async function loadSitemap(): Promise<string[]> {
    try {
      const start = new URL(settings.startUrl);
      const robots = await fetchers.robotsFor(start.origin);
      const declared = robots.sitemaps.length > 0 ? robots.sitemaps : [new URL('/sitemap.xml', start).href];
      return await readSitemapUrls({
        fetch: fetchers.politeFetch,
        sitemapUrls: declared,
        isSameSite: (url) => scope.contains(url),
        maxUrls: settings.maxSitemapUrls,
        signal,
        onError: (url, err) => log('info', `sitemap not used: ${(err as Error).message}`, url),
      });
    } catch (err) {
      if (!signal.aborted) log('warn', `sitemaps not read: ${(err as Error).message}`);
      return [];
    }
  }

  async function candidatesOf(page: FetchedPage, $: CheerioRoot, isStart: boolean): Promise<LinkCandidate[]> {
    const links: LinkCandidate[] = extractLinks($, page.finalUrl).map((l) => ({ ...l, fromSitemap: false }));
    if (isStart) {
      for (const url of await sitemapUrls) links.push({ url, text: '', rel: null, fromSitemap: true });
    }
    const candidates = new Map<string, LinkCandidate>();
    for (const link of links) {
      const url = new URL(link.url);
      const key = pageKey(url);
      if (seen.has(key) || candidates.has(key) || looksNonHtml(url)) continue;
      if (!scope.contains(url) || !checkUrlTarget(url, policy).allowed) {
        progress.refuse(key);
        continue;
      }
      const robots = await fetchers.robotsFor(url.origin);
      if (!robots.isAllowed(url.href)) {
        progress.refuse(key);
        continue;
      }
      candidates.set(key, link);
    }
    return [...candidates.values()];
  }

  return {
    get hitPageLimit() {
      return hitPageLimit;
    },
    /** Marks a page as queued or fetched, so no link leads to it again. */
    markSeen(key: string) {
      seen.add(key);
    },
    /** The requests to queue after `page`, in the selector's order. */
    async follow(
      page: FetchedPage,
      $: CheerioRoot,
      selectLinks: (page: FetchedPage, candidates: LinkCandidate[]) => LinkChoice[] | Promise<LinkChoice[]>,
      isStart: boolean,
    ): Promise<FollowRequest[]> {
      const next = page.depth + 1;
      if (next > Math.max(settings.depth, settings.productCrawlMaxDepth)) return [];
      if (progress.queued >= deps.limits.maxPages) {
        hitPageLimit = true;
        return [];
      }
      const candidates = await candidatesOf(page, $, isStart);
      if (candidates.length === 0 || signal.aborted) return [];
      let choices: LinkChoice[];
      try {
        choices = await selectLinks(page, candidates);
      } catch (err) {
        log('error', `link selection failed: ${(err as Error).message}`, page.finalUrl);
        return [];
      }
      const byKey = new Map(candidates.map((c) => [pageKey(new URL(c.url)), c]));
      const requests: FollowRequest[] = [];
      for (const choice of choices) {
        let key: string;
        try {
          key = pageKey(new URL(choice.url, page.finalUrl));
        } catch {
          continue;
        }
        const candidate = byKey.get(key);
        if (!candidate || seen.has(key)) continue;
        const maxDepth = choice.isOfferingPage ? settings.productCrawlMaxDepth : settings.depth;
        if (next > maxDepth) continue;
        if (progress.queued >= deps.limits.maxPages) {
          hitPageLimit = true;
          break;
        }
        seen.add(key);
        progress.add('pagesQueued');
        requests.push({
          url: candidate.url,
          uniqueKey: key,
          userData: { depth: next, choice: { ...choice, url: candidate.url } },
        });
      }
      return requests;
    },
  };
}
