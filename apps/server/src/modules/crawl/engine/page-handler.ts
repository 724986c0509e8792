import type { CheerioCrawlingContext } from '@crawlee/cheerio';
import type { CheerioRoot } from '@crawlee/utils';
import { canonicalPageUrl, paginationOf } from '@adsmith/domain/crawl/page-url';
import { load } from 'cheerio';
import type { FetchedPage, LinkChoice } from '../crawl.types';
import { detectAppShell } from './app-shell';
import type { CrawlLogLine, CrawlProgressTracker } from './crawl-progress';
import type { JavaScriptRendering } from './javascript-rendering';
import type { FollowRequest, LinkCandidate, LinkFollower, PageOutcome } from './link-follower';
import { pageKey, type SiteScope } from './site-scope';

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export type PageHandlerDeps = {
  scope: SiteScope;
  follower: LinkFollower;
  progress: CrawlProgressTracker;
  rendering: JavaScriptRendering;
  signal: AbortSignal;
  log: (level: CrawlLogLine['level'], message: string, url?: string) => void;
  /** Called with the start page's final URL (and whether it was read over http:// instead of https://). */
  onStartPage: (finalUrl: string, overHttp: boolean) => void;
  onPage: (page: FetchedPage, choice?: LinkChoice) => Promise<PageOutcome | void> | PageOutcome | void;
  selectLinks: (page: FetchedPage, candidates: LinkCandidate[]) => LinkChoice[] | Promise<LinkChoice[]>;
  addRequests: (requests: FollowRequest[]) => Promise<unknown>;
};

/**
 * Crawlee's request handler: each HTML page once (a redirect or rel=canonical to a page the crawl already has is
 * skipped), rendered when it is an app shell, handed to `onPage`, then its links chosen and queued.
 */
export function createPageHandler(deps: PageHandlerDeps) {
  const { follower, progress, log, signal } = deps;
  const uniquePageUrl = createPageDeduplication(deps);
  let startLinksOffered = false;

  /** The page to hand over with its DOM, or null when it is skipped, failed or the crawl stopped meanwhile. */
  const readPage = async (context: CheerioCrawlingContext, depth: number) => {
    const { request, response, body, $ } = context;
    const finalUrl = request.loadedUrl ?? request.url;
    const contentType = String(response.headers['content-type'] ?? '');
    if (!isHtml(contentType) || !$) {
      log('info', `skipped: not HTML (${contentType || 'no content type'})`, request.url);
      return void progress.skip();
    }
    if ((response.statusCode ?? 0) >= 400) {
      log('warn', `HTTP ${response.statusCode}`, request.url);
      return void progress.add('pagesFailed');
    }
    const pageUrl = uniquePageUrl(finalUrl, request.uniqueKey, $ as unknown as CheerioRoot, request.url);
    if (pageUrl === null) return void progress.skip();
    let html = typeof body === 'string' ? body : body.toString('utf8');
    let dom: CheerioRoot = $ as unknown as CheerioRoot;
    if (detectAppShell(dom).isAppShell) {
      const rendered = await deps.rendering.render(pageUrl, html);
      if (rendered !== null) {
        html = rendered;
        dom = load(html) as unknown as CheerioRoot;
      } else if (signal.aborted) {
        return null;
      }
    }
    const page: FetchedPage = {
      url: request.url,
      finalUrl: pageUrl,
      status: response.statusCode ?? 200,
      contentType,
      html,
      depth,
    };
    return { page, dom };
  };

  return async (context: CheerioCrawlingContext): Promise<void> => {
    if (signal.aborted) return;
    const { request } = context;
    const depth = Number(request.userData.depth ?? 0);
    const choice = request.userData.choice as LinkChoice | undefined;
    if (depth === 0)
      deps.onStartPage(request.loadedUrl ?? request.url, request.userData.httpFallback === true);
    const read = await readPage(context, depth);
    if (!read) return;
    const { page, dom } = read;
    let outcome: PageOutcome | void;
    try {
      outcome = await deps.onPage(page, choice);
    } catch (err) {
      // Not retried: a second attempt would fetch the page again and hand it over twice.
      log('error', `page not stored: ${(err as Error).message}`, request.url);
      return progress.add('pagesFailed');
    }
    progress.add('pagesFetched');
    if (outcome) follower.recordOutcome(page.finalUrl, outcome);
    if (choice?.isOfferingPage || (outcome && outcome.offeringsFound > 0))
      progress.offeringPage(request.uniqueKey, true);
    // Sitemap URLs are offered once, with the start page (its listing's next pages share its depth 0).
    const isStart = depth === 0 && !startLinksOffered;
    startLinksOffered ||= isStart;
    try {
      const requests = [
        ...(await follower.follow(page, dom, deps.selectLinks, isStart, choice)),
        ...follower.releaseDeferred(),
      ];
      if (requests.length > 0 && !signal.aborted) await deps.addRequests(requests);
    } catch (err) {
      // The page is stored; throwing would make Crawlee retry it and hand it over a second time.
      if (!signal.aborted) log('error', `links not followed: ${(err as Error).message}`, request.url);
    }
  };
}

/**
 * The URL a fetched page is kept under, or null when the crawl has it already: under a redirect's final URL, or its
 * rel=canonical when that names the same path (a query-string variant of it collapses to one page).
 */
function createPageDeduplication({
  follower,
  scope,
  log,
}: Pick<PageHandlerDeps, 'follower' | 'scope' | 'log'>) {
  const fetchedKeys = new Set<string>();
  return (finalUrl: string, requestKey: string, dom: CheerioRoot, requestUrl: string): string | null => {
    const finalKey = pageKey(new URL(finalUrl));
    if (finalKey !== requestKey && fetchedKeys.has(finalKey)) return null; // a redirect to a page this crawl has
    fetchedKeys.add(finalKey);
    follower.markSeen(finalKey);
    const canonical = sameSiteCanonical(dom, finalUrl, scope);
    if (!canonical || canonical.key === finalKey) return finalUrl;
    if (fetchedKeys.has(canonical.key)) {
      log('info', `skipped: same page as ${canonical.url} (rel=canonical)`, requestUrl);
      return null;
    }
    fetchedKeys.add(canonical.key);
    follower.markSeen(canonical.key);
    return canonical.url;
  };
}

/** The page's rel=canonical when it is on the same site and names the same path (a query variant of it), else null. */
function sameSiteCanonical(
  $: CheerioRoot,
  pageUrl: string,
  scope: SiteScope,
): { url: string; key: string } | null {
  const href = $('link[rel~="canonical"][href]').first().attr('href');
  if (!href) return null;
  try {
    const canonical = new URL(href, pageUrl);
    const page = new URL(pageUrl);
    canonical.hash = '';
    if (!scope.contains(canonical)) return null;
    const url = canonicalPageUrl(canonical);
    const trim = (path: string) => new URL(canonicalPageUrl(path)).pathname.replace(/\/+$/, '');
    // Listing pages (?page=2) often name page 1 as canonical; they are different pages for a crawler.
    if (trim(url) !== trim(page.href) || paginationOf(page)) return null;
    return { url, key: pageKey(new URL(url)) };
  } catch {
    return null;
  }
}

function isHtml(contentType: string): boolean {
  return HTML_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase());
}
