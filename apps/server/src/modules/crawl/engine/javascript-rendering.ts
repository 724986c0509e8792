import type { GuardedFetch } from '../crawl.types';
import type { CrawlFetchers } from './crawl-fetchers';
import type { CrawlLogLine } from './crawl-progress';
import {
  BrowserUnavailableError,
  DEFAULT_CHROMIUM_PATH,
  launchPageRenderer,
  type PageRenderer,
  type RenderLimits,
} from './page-renderer';
import type { SiteScope } from './site-scope';

export type JavaScriptRenderingOptions = {
  /** `executablePath` null turns rendering off; default /usr/bin/chromium. */
  browser: { executablePath: string | null; maxPages?: number; limits?: Partial<RenderLimits> } | undefined;
  scope: SiteScope;
  fetchers: CrawlFetchers;
  signal: AbortSignal;
  log: (level: CrawlLogLine['level'], message: string, url?: string) => void;
};

/** App-shell pages of a crawl: how many were found, how many rendered, and why not when no browser could. */
export type JavaScriptSummary = {
  appShellPages: number;
  renderedPages: number;
  browserUnavailable: string | null;
};

/**
 * Rendering of a crawl's app-shell pages in headless Chromium. Chromium is started on the first app-shell page and
 * only then; one per crawl, closed at the end. Without a browser the crawl goes on with the HTML as served.
 */
export function createJavaScriptRendering(options: JavaScriptRenderingOptions) {
  const { scope, fetchers, signal, log } = options;
  const browserPath = options.browser === undefined ? DEFAULT_CHROMIUM_PATH : options.browser.executablePath;
  const maxRenderedPages = options.browser?.maxPages ?? 50;
  let renderer: Promise<PageRenderer> | null = null;
  let browserUnavailable: string | null = browserPath === null ? 'rendering JavaScript is turned off' : null;
  let appShellPages = 0;
  let renderedPages = 0;

  /** The page's HTML after its scripts ran, or null to read it as served (no browser, the cap reached, a failure). */
  const render = async (url: string, html: string): Promise<string | null> => {
    appShellPages += 1;
    if (browserUnavailable !== null || renderedPages >= maxRenderedPages || signal.aborted) return null;
    // The page's own requests: on this site with robots.txt checked (pageFetch), elsewhere (a CDN) through the
    // guard and the rate limit of that host (politeFetch); both under the SSRF guard and the byte caps.
    const renderFetch: GuardedFetch = (target, init) =>
      scope.contains(new URL(target)) ? fetchers.pageFetch(target, init) : fetchers.politeFetch(target, init);
    renderer ??= launchPageRenderer({
      executablePath: browserPath!,
      fetch: renderFetch,
      limits: options.browser?.limits,
    });
    try {
      const result = await (await renderer).render(url, html, signal);
      renderedPages += 1;
      log(
        'info',
        `rendered with JavaScript (${result.fulfilled} requests answered, ${result.refused} refused)`,
        url,
      );
      return result.html;
    } catch (err) {
      if (err instanceof BrowserUnavailableError) {
        browserUnavailable = err.message;
        log(
          'warn',
          `this site needs JavaScript and no browser is available (${err.message}): pages are read as served`,
          url,
        );
      } else if (!signal.aborted) {
        log(
          'warn',
          `JavaScript rendering failed: ${(err as Error).message}; the page is read as served`,
          url,
        );
      }
      return null;
    }
  };

  return {
    render,
    /** What the crawl reports: a missing browser only when it left an app-shell page unrendered. */
    summary: (): JavaScriptSummary => ({
      appShellPages,
      renderedPages,
      browserUnavailable: appShellPages > renderedPages ? browserUnavailable : null,
    }),
    /** Closes the browser if one was started. */
    close: async (): Promise<void> => {
      if (renderer) await renderer.then((r) => r.close()).catch(() => undefined);
    },
  };
}

export type JavaScriptRendering = ReturnType<typeof createJavaScriptRendering>;
