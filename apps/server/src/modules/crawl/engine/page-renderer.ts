import fs from 'node:fs';
import net from 'node:net';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { GuardedFetch } from '../crawl.types';

/** Debian's Chromium; never a browser downloaded by Playwright. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags of every launch: headless, no GPU, no background traffic of the browser's own (updates, sync, QUIC). */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--dns-prefetch-disable',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

export type RenderLimits = {
  /** Whole render of one page (navigation, scripts, waiting for content). */
  timeoutMs: number;
  /** Requests the page's scripts may make (the document excluded). */
  maxRequests: number;
  /** Bytes of all answers fulfilled for one page. */
  maxBytes: number;
  /** Body cap of one answer. */
  maxBytesPerRequest: number;
};

export const DefaultRenderLimits: RenderLimits = {
  timeoutMs: 20_000,
  maxRequests: 80,
  maxBytes: 15 * 1024 * 1024,
  maxBytesPerRequest: 5 * 1024 * 1024,
};

export type RenderResult = {
  /** The DOM after the page's scripts ran, serialised. */
  html: string;
  /** Requests fulfilled through the guarded fetcher. */
  fulfilled: number;
  /** Requests refused: not GET, not http(s), a blocked type, over a cap, or refused by the guard. */
  refused: number;
};

export type PageRenderer = {
  /** Runs a page's scripts; `html` is the document already fetched, so it is not requested again. */
  render(url: string, html: string, signal: AbortSignal): Promise<RenderResult>;
  close(): Promise<void>;
};

export class BrowserUnavailableError extends Error {
  readonly code = 'ERR_BROWSER_UNAVAILABLE';
  constructor(message: string) {
    super(message);
    this.name = 'BrowserUnavailableError';
  }
}

export type RendererOptions = {
  executablePath: string;
  /**
   * Every request the page makes is answered through this (the crawl's guarded fetcher: SSRF guard, per-host
   * rate limit, byte cap, timeouts); a request it refuses fails in the page.
   */
  fetch: GuardedFetch;
  limits?: Partial<RenderLimits>;
};

/** Resource types a page needs to build its content; images, media, fonts, styles and the rest are not fetched. */
const ALLOWED_TYPES = new Set(['document', 'script', 'xhr', 'fetch']);

/**
 * Starts headless Chromium (playwright-core, the given executable) for rendering app-shell pages.
 *
 * Nothing the browser does reaches the network by itself: every request of every page is intercepted
 * (`context.route`) and either fulfilled with an answer fetched by our guarded fetcher or aborted;
 * WebSockets are closed unconnected, service workers are blocked, and the browser's own proxy is a local
 * sink that accepts and drops connections, so whatever bypasses interception (pre-connects, WebRTC) never
 * reaches the address it named. Throws BrowserUnavailableError when the executable is missing or will not start.
 */
export async function launchPageRenderer(options: RendererOptions): Promise<PageRenderer> {
  const limits: RenderLimits = { ...DefaultRenderLimits, ...options.limits };
  if (!fs.existsSync(options.executablePath)) {
    throw new BrowserUnavailableError(`no browser at ${options.executablePath}`);
  }
  const sink = await startSink();
  let browser: Browser;
  try {
    browser = await launchChromium(options.executablePath, sink.port);
  } catch (error) {
    await sink.close();
    throw new BrowserUnavailableError(
      `the browser did not start: ${(error as Error).message.split('\n')[0]}`,
    );
  }

  // One page at a time: rendering is the crawl's most expensive step and the machine is shared.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    render(url, html, signal) {
      const next = queue.then(() => renderOne({ browser, fetch: options.fetch, limits }, url, html, signal));
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      await queue.catch(() => undefined);
      await browser.close().catch(() => undefined);
      await sink.close();
    },
  };
}

/** Headless Chromium whose own connections all go to the sink proxy at `sinkPort`. */
async function launchChromium(executablePath: string, sinkPort: number): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      ...CHROMIUM_FLAGS,
      `--proxy-server=http://127.0.0.1:${sinkPort}`,
      '--proxy-bypass-list=<-loopback>',
    ],
    timeout: 30_000,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** What one page's requests came to, and when the network was last busy (network-quiet detection). */
type RenderTraffic = {
  fulfilled: number;
  refused: number;
  bytes: number;
  documentServed: boolean;
  /** The page's requests still being answered. */
  inFlight: number;
  /** When the last request started or ended. */
  lastNetwork: number;
};

type RenderEnv = { browser: Browser; fetch: GuardedFetch; limits: RenderLimits };

/** Renders one page in a fresh browser context: its HTML as served, every request answered through the guard. */
async function renderOne(
  env: RenderEnv,
  url: string,
  html: string,
  signal: AbortSignal,
): Promise<RenderResult> {
  const { limits } = env;
  let context: BrowserContext | undefined;
  const traffic: RenderTraffic = {
    fulfilled: 0,
    refused: 0,
    bytes: 0,
    documentServed: false,
    inFlight: 0,
    lastNetwork: Date.now(),
  };
  const documentUrl = new URL(url);
  documentUrl.hash = '';
  const inner = new AbortController();
  const abortInner = () => inner.abort(signal.reason);
  signal.addEventListener('abort', abortInner, { once: true });
  const deadline = setTimeout(() => inner.abort(new Error('render timed out')), limits.timeoutMs);
  try {
    context = await env.browser.newContext({
      serviceWorkers: 'block',
      acceptDownloads: false,
      javaScriptEnabled: true,
      viewport: { width: 1280, height: 900 },
    });
    await context.routeWebSocket(/.*/, (ws) => ws.close({ code: 1008, reason: 'not allowed' }));
    await context.route('**/*', (route) =>
      answerRequest(route, { env, documentUrl, html, traffic, signal: inner.signal }),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(limits.timeoutMs);
    const rendered = (async () => {
      await page.goto(documentUrl.href, { waitUntil: 'commit', timeout: limits.timeoutMs });
      await waitUntilSettled(page, limits, traffic, inner.signal);
      return pageContent(page);
    })();
    const aborted = new Promise<never>((_, reject) => {
      if (inner.signal.aborted) reject(inner.signal.reason as Error);
      inner.signal.addEventListener('abort', () => reject(inner.signal.reason as Error), { once: true });
    });
    rendered.catch(() => undefined);
    const content = await Promise.race([rendered, aborted]);
    return { html: content, fulfilled: traffic.fulfilled, refused: traffic.refused };
  } finally {
    clearTimeout(deadline);
    signal.removeEventListener('abort', abortInner);
    inner.abort(new Error('render finished'));
    await context?.close().catch(() => undefined);
  }
}

/**
 * Answers one request of the page: the page's own document once (from the HTML as served), its scripts and data
 * calls through the guarded fetcher within the caps, anything else refused.
 */
async function answerRequest(
  route: Route,
  {
    env,
    documentUrl,
    html,
    traffic,
    signal,
  }: {
    env: RenderEnv;
    documentUrl: URL;
    html: string;
    traffic: RenderTraffic;
    signal: AbortSignal;
  },
): Promise<void> {
  const { limits } = env;
  const refuse = (route: Route) => {
    traffic.refused += 1;
    return route.abort('blockedbyclient').catch(() => undefined);
  };
  const request = route.request();
  const target = safeUrl(request.url());
  const isDocument = request.resourceType() === 'document';
  if (isDocument && traffic.documentServed) {
    // Frames, form posts and navigating away: answered "204 No Content", which leaves the page as it is
    // (an aborted navigation would replace it with an error page).
    traffic.refused += 1;
    return route.fulfill({ status: 204, body: '' }).catch(() => undefined);
  }
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) return refuse(route);
  target.hash = '';
  if (request.method() !== 'GET' || !ALLOWED_TYPES.has(request.resourceType())) return refuse(route);
  if (isDocument) {
    // Only the page itself, once, in the main frame.
    if (request.frame() !== request.frame().page().mainFrame() || target.href !== documentUrl.href)
      return refuse(route);
    traffic.documentServed = true;
    return route
      .fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
      .catch(() => undefined);
  }
  if (
    traffic.fulfilled + traffic.refused >= limits.maxRequests ||
    traffic.bytes >= limits.maxBytes ||
    signal.aborted
  )
    return refuse(route);
  traffic.inFlight += 1;
  traffic.lastNetwork = Date.now();
  try {
    const res = await env.fetch(target.href, {
      accept: request.headers().accept ?? '*/*',
      maxBytes: Math.min(limits.maxBytesPerRequest, limits.maxBytes - traffic.bytes),
      signal,
    });
    traffic.bytes += res.body.length;
    traffic.fulfilled += 1;
    await route.fulfill({
      status: res.status,
      headers: {
        'content-type': res.contentType || 'application/octet-stream',
        'access-control-allow-origin': documentUrl.origin,
      },
      body: res.body,
    });
  } catch {
    await refuse(route);
  } finally {
    traffic.inFlight -= 1;
    traffic.lastNetwork = Date.now();
  }
}

/**
 * Waits for the page's content. It usually arrives from an API call after the document: the page's text is polled
 * until it has settled (a navigation attempt the route cancelled may reset the page's context; polling survives it).
 * Settled: a page with text that stopped changing; or no request open for half a second (the "network idle" of
 * browsers' tooling) with the text unchanged; or, whatever keeps requesting, two seconds unchanged.
 */
async function waitUntilSettled(
  page: Page,
  limits: RenderLimits,
  traffic: RenderTraffic,
  signal: AbortSignal,
): Promise<void> {
  const settleBy = Date.now() + Math.min(10_000, limits.timeoutMs);
  let last = -1;
  let unchanged = 0;
  while (Date.now() < settleBy && !signal.aborted) {
    await delay(250);
    const length = await page
      .evaluate('(document.body ? document.body.innerText : "").trim().length')
      .then((value) => Number(value))
      .catch(() => -1);
    unchanged = length === last ? unchanged + 1 : 0;
    last = length;
    const networkQuiet = traffic.inFlight === 0 && Date.now() - traffic.lastNetwork >= 500;
    if (
      (length >= 400 && unchanged >= 2) ||
      (length >= 0 && (unchanged >= 8 || (networkQuiet && unchanged >= 2)))
    )
      break;
  }
}

/** The page's HTML, asked again a few times while a navigation the route cancelled resets its context. */
async function pageContent(page: Page): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.content();
    } catch (error) {
      if (attempt >= 3) throw error;
      await delay(200);
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The browser's proxy: accepts connections on 127.0.0.1 and drops them unanswered. */
async function startSink(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.destroy();
    sockets.delete(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
