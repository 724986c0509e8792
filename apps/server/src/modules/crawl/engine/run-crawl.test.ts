import diagnosticsChannel from 'node:diagnostics_channel';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startCanary } from '@adsmith/fixtures/hostile/canary';
import { startTestSite, type TestSite } from '@adsmith/fixtures/hostile/test-site';
import { afterEach, describe, expect, it } from 'vitest';
import type { CrawlProgress } from '../crawl.types';
import { httpFallbackNotice, httpFallbackOf, runCrawl } from './run-crawl';
import { crawlOptions } from './test-helpers';

const sites: TestSite[] = [];
async function site(options: Parameters<typeof startTestSite>[0]): Promise<TestSite> {
  const s = await startTestSite(options);
  sites.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.close()));
});

const shop = {
  '/': ['/about', '/products/', '/blog/1', 'https://facebook.com/shop', '/#top', '/about#team'],
  '/about': ['/', '/contact'],
  '/contact': ['/'],
  '/blog/1': ['/blog/2'],
  '/blog/2': ['/blog/3'],
  '/blog/3': ['/blog/4'],
  '/blog/4': [],
  '/products/': ['/products/boots/'],
  '/products/boots/': ['/products/boots/hiker'],
  '/products/boots/hiker': ['/products/boots/hiker/reviews'],
  '/products/boots/hiker/reviews': [],
};

const pagesOf = (paths: string[]): Record<string, string[]> =>
  Object.fromEntries(paths.map((path) => [path, []]));

describe('runCrawl', () => {
  it('crawls the site, each page once, handing over HTML pages with depth and the reason they were chosen', async () => {
    const s = await site({ pages: shop });
    const { options, pages, paths } = crawlOptions(`${s.url}/`, {
      settings: { depth: 2, productCrawlMaxDepth: 2 },
    });
    const result = await runCrawl(options);
    expect(paths().sort()).toEqual([
      '/',
      '/about',
      '/blog/1',
      '/blog/2',
      '/contact',
      '/products/',
      '/products/boots/',
    ]);
    expect(s.paths().filter((p) => p === '/about')).toHaveLength(1); // /about#team is the same page
    expect(pages[0]!.page).toMatchObject({ url: `${s.url}/`, status: 200, depth: 0 });
    expect(pages[0]!.page.html).toContain('<h1>Home</h1>');
    expect(pages[0]!.choice).toBeUndefined();
    const about = pages.find((p) => p.page.url.endsWith('/about'))!;
    expect(about.choice).toMatchObject({ reasoning: 'linked as "/about"', expected_value: 'medium' });
    expect(result.stoppedBy).toBe('completed');
    expect(result.progress).toMatchObject({ pagesFetched: 7, pagesFailed: 0, pagesQueued: 7 });
    expect(result.progress.linksRefused).toBe(1); // facebook.com, counted once
  });

  it('follows ordinary links to settings.depth and offering pages to productCrawlMaxDepth', async () => {
    const s = await site({ pages: shop });
    const { options, paths } = crawlOptions(`${s.url}/`, { settings: { depth: 1, productCrawlMaxDepth: 4 } });
    await runCrawl(options);
    expect(paths().sort()).toEqual([
      '/',
      '/about',
      '/blog/1',
      '/products/',
      '/products/boots/',
      '/products/boots/hiker',
      '/products/boots/hiker/reviews',
    ]);
    const depth0 = crawlOptions(`${s.url}/`, { settings: { depth: 0, productCrawlMaxDepth: 1 } });
    await runCrawl(depth0.options);
    expect(depth0.paths().sort()).toEqual(['/', '/products/']);
  });

  it('keeps only choices that are real candidates (a model may invent URLs) and stays on the site', async () => {
    const canary = await startCanary('127.0.0.2');
    const s = await site({ pages: { '/': ['/about', `http://127.0.0.2:${canary.port}/`], '/about': [] } });
    const { options, paths } = crawlOptions(`${s.url}/`, {
      selectLinks: () => [
        {
          url: `${s.url}/secret-admin`,
          reasoning: 'invented',
          expected_value: 'high',
          isOfferingPage: false,
        },
        {
          url: `http://127.0.0.2:${canary.port}/`,
          reasoning: 'off site',
          expected_value: 'high',
          isOfferingPage: false,
        },
        { url: '/about', reasoning: 'relative but real', expected_value: 'low', isOfferingPage: false },
      ],
    });
    const result = await runCrawl(options);
    expect(paths().sort()).toEqual(['/', '/about']);
    expect(s.paths()).not.toContain('/secret-admin');
    expect(canary.connections).toBe(0);
    expect(result.progress.linksRefused).toBe(1);
    await canary.close();
  });

  it('honours robots.txt for our user agent', async () => {
    const robots =
      'User-agent: *\nDisallow: /blog/\n\nUser-agent: AdsmithBot\nDisallow: /contact\nAllow: /\n';
    const s = await site({ pages: shop, robots });
    const { options, paths } = crawlOptions(`${s.url}/`, { settings: { depth: 2 } });
    const result = await runCrawl(options);
    // The AdsmithBot group replaces the * group: /contact is out, /blog/ is in.
    expect(paths()).toContain('/blog/1');
    expect(s.paths()).not.toContain('/contact');
    expect(result.robots).toBe('fetched');
    expect(s.paths()[0]).toBe('/robots.txt');
  });

  it('crawls a site whose robots.txt allows / and disallows `/*#` (the # starts a comment)', async () => {
    const robots = 'User-agent: *\nAllow: /\nDisallow: /*?*\nDisallow: /*#\nDisallow: /blog/\n';
    const s = await site({ pages: shop, robots });
    const { options, paths } = crawlOptions(`${s.url}/`, { settings: { depth: 1, productCrawlMaxDepth: 1 } });
    const result = await runCrawl(options);
    expect(paths().sort()).toEqual(['/', '/about', '/products/']);
    expect(result.stoppedBy).toBe('completed');
  });

  it('follows a redirect stub at its own depth: a language chooser at / leads to the menu at depth 1', async () => {
    const stub = (target: string) =>
      `<!doctype html><html><head><title>${target}</title><link rel="canonical" href="${target}">` +
      `<noscript><meta http-equiv="refresh" content="0; url=${target}"></noscript>` +
      `<script>location.replace('${target}')</script></head>` +
      `<body><h1>Redirect</h1><p>Otherwise <a href="${target}">click here</a>.</p></body></html>`;
    const s = await site({
      pages: {
        '/': { body: stub('/es/') },
        '/es/': ['/es/menu/', '/es/contacto/'],
        '/es/menu/': ['/es/menu/vinos/'],
        '/es/contacto/': [],
        '/es/menu/vinos/': [],
        // Only a meta refresh names this one.
        '/old-page': {
          body: '<html><head><meta content="2;URL=\'/es/contacto/\'" http-equiv="Refresh"></head></html>',
        },
      },
    });
    const { options, paths, pages } = crawlOptions(`${s.url}/`, {
      settings: { depth: 1, productCrawlMaxDepth: 1 },
    });
    await runCrawl(options);
    expect(paths().sort()).toEqual(['/', '/es/', '/es/contacto/', '/es/menu/']);
    expect(pages.find((p) => p.page.url.endsWith('/es/'))?.page.depth).toBe(0);
    const moved = crawlOptions(`${s.url}/old-page`, { settings: { depth: 0, productCrawlMaxDepth: 0 } });
    await runCrawl(moved.options);
    expect(moved.paths().sort()).toEqual(['/es/contacto/', '/old-page']);
  });

  it('follows offering pages past the depth in the language the site opens in, not in its translations', async () => {
    const s = await site({
      pages: {
        '/': ['/products/', '/en/', '/en/products/'],
        '/products/': ['/products/cake/'],
        '/products/cake/': [],
        '/en/': ['/en/products/'],
        '/en/products/': ['/en/products/cake/'],
        '/en/products/cake/': [],
      },
    });
    const { options, paths } = crawlOptions(`${s.url}/`, {
      settings: { depth: 1, productCrawlMaxDepth: 3 },
      // Every page under a products folder, in any language, is chosen as an offering page.
      selectLinks: (_page, candidates) =>
        candidates.map((c) => ({
          url: c.url,
          reasoning: 'test',
          expected_value: 'high',
          isOfferingPage: /\/products\/./.test(new URL(c.url).pathname),
        })),
    });
    await runCrawl(options);
    // /products/cake/ is an offering page at depth 2; /en/products/cake/ (a translation) is not followed past depth 1.
    expect(paths().sort()).toEqual(['/', '/en/', '/en/products/', '/products/', '/products/cake/']);
  });

  it('treats a 503 robots.txt as "disallow everything" and a 404 as "allow everything" (RFC 9309)', async () => {
    const down = await site({ pages: shop, robots: 'unavailable' });
    const blocked = crawlOptions(`${down.url}/`);
    const result = await runCrawl(blocked.options);
    expect(blocked.pages).toHaveLength(0);
    expect(down.paths()).toEqual(['/robots.txt']);
    expect(result.robots).toBe('unavailable');
    expect(result.progress.linksRefused).toBe(1);

    const missing = await site({ pages: shop });
    const open = crawlOptions(`${missing.url}/`, { settings: { depth: 1 } });
    expect((await runCrawl(open.options)).robots).toBe('missing');
    expect(open.pages.length).toBeGreaterThan(1);
  });

  it('offers sitemap URLs (index, gzip, same site only, capped) as candidates of the start page', async () => {
    const urlset = (locs: string[]) =>
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;
    const s = await site({
      pages: { ...shop, '/hidden/1': [], '/hidden/2': [], '/hidden/3': [] },
      robots: 'User-agent: *\nAllow: /\n',
      files: {
        '/sitemap.xml': (base) =>
          `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${base}/pages.xml.gz</loc></sitemap></sitemapindex>`,
        '/pages.xml.gz': (base) =>
          gzipSync(
            urlset([
              'https://elsewhere.example/x',
              `${base}/hidden/1`,
              `${base}/hidden/2`,
              `${base}/hidden/3`,
            ]),
          ),
      },
    });
    const offered: string[] = [];
    const { options, paths } = crawlOptions(`${s.url}/`, {
      settings: { depth: 1, useSitemap: true, maxSitemapUrls: 2 },
      selectLinks: (_page, candidates) => {
        offered.push(...candidates.filter((c) => c.fromSitemap).map((c) => new URL(c.url).pathname));
        return candidates.map((c) => ({
          url: c.url,
          reasoning: '',
          expected_value: 'low',
          isOfferingPage: false,
        }));
      },
    });
    await runCrawl(options);
    expect(offered).toEqual(['/hidden/1', '/hidden/2']);
    expect(paths()).toContain('/hidden/2');
    expect(s.paths()).not.toContain('/hidden/3');
    expect(s.paths()).toContain('/pages.xml.gz');
  });

  it('never requests more than maxPages pages', async () => {
    const pages: Record<string, string[]> = { '/': Array.from({ length: 40 }, (_, i) => `/p/${i}`) };
    for (let i = 0; i < 40; i++) pages[`/p/${i}`] = [];
    const s = await site({ pages });
    const { options } = crawlOptions(`${s.url}/`, { limits: { maxPages: 10 } });
    const result = await runCrawl(options);
    expect(s.paths().filter((p) => p.startsWith('/p/') || p === '/')).toHaveLength(10);
    expect(result.hitPageLimit).toBe(true);
    expect(result.progress.pagesQueued).toBe(10);
  });

  it('spaces request starts by the rate limit, robots.txt included', async () => {
    const s = await site({ pages: { '/': ['/a', '/b', '/c'], '/a': [], '/b': [], '/c': [] } });
    // Request starts as undici sees them (the moment the limiter lets a request go). Timing at the server
    // would add event-loop jitter of this same process on a busy machine.
    const starts: { path: string; at: number }[] = [];
    const onCreate = (message: unknown) => {
      const { request } = message as { request: { origin: string; path: string } };
      if (request.origin === s.url) starts.push({ path: request.path, at: performance.now() });
    };
    diagnosticsChannel.subscribe('undici:request:create', onCreate);
    try {
      await runCrawl(crawlOptions(`${s.url}/`, { settings: { rateLimitSeconds: 0.3 } }).options);
    } finally {
      diagnosticsChannel.unsubscribe('undici:request:create', onCreate);
    }
    expect(starts.map((r) => r.path).sort()).toEqual(['/', '/a', '/b', '/c', '/robots.txt']);
    expect(s.requests).toHaveLength(5);
    const gaps = starts.slice(1).map((r, i) => r.at - starts[i]!.at);
    // The limiter measures each turn from the previous real start, so a busy machine makes gaps longer,
    // not shorter; only the few microtasks between the limiter letting a request go and undici creating
    // it (where another page's synchronous parsing may run) blur the picture by milliseconds.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(270);
    expect(starts.at(-1)!.at - starts[0]!.at).toBeGreaterThanOrEqual(4 * 300 - 10);
  });

  it('reports progress as it goes', async () => {
    const s = await site({ pages: shop });
    const seen: CrawlProgress[] = [];
    const { options } = crawlOptions(`${s.url}/`, {
      onProgress: (p) => seen.push(p),
      settings: { depth: 1, productCrawlMaxDepth: 1 },
    });
    await runCrawl(options);
    const fetched = seen.map((p) => p.pagesFetched);
    expect(fetched[0]).toBe(0);
    expect(fetched.at(-1)).toBe(4);
    expect(fetched).toEqual([...fetched].sort((a, b) => a - b));
  });

  it('counts the offering pages it found and those it fetched, links left over for budget included', async () => {
    const products = ['/products/a', '/products/b', '/products/c', '/products/d'];
    const s = await site({ pages: { '/': products, ...pagesOf(products) } });
    const { options } = crawlOptions(`${s.url}/`, { limits: { maxPages: 3 } });
    const result = await runCrawl(options);
    // Three pages fit the budget: the start page and two of the four offering pages it links to.
    expect(result.progress).toMatchObject({
      pagesFetched: 3,
      offeringPagesFound: 4,
      offeringPagesFetched: 2,
    });
  });

  it('asks the start page over http:// when https:// does not connect, and says so; never when it answers', async () => {
    // A server that speaks only http: the TLS handshake of https:// on its port fails.
    const s = await site({ pages: { '/': ['/about'], '/about': [] } });
    const { options, pages } = crawlOptions(`${s.url.replace('http://', 'https://')}/`, {
      settings: { depth: 1 },
    });
    const result = await runCrawl(options);
    expect(pages.map((p) => p.page.finalUrl).sort()).toEqual([`${s.url}/`, `${s.url}/about`]);
    expect(result.progress).toMatchObject({ pagesFetched: 2, pagesFailed: 0 });
    expect(result.notices[0]).toBe(httpFallbackNotice(new URL(s.url)));
    // Plain http:// has nothing to fall back to; an https:// answer, even an error, is the site's.
    expect(httpFallbackOf(new URL('http://shop.example/'))).toBeNull();
    expect(httpFallbackOf(new URL('https://shop.example:8443/a?b=1'))).toMatchObject({
      url: 'http://shop.example:8443/a?b=1',
    });
    const plain = await runCrawl(crawlOptions(`${s.url}/`, { settings: { depth: 0 } }).options);
    expect(plain.notices).not.toContain(httpFallbackNotice(new URL(s.url)));
  });

  it('counts failures: 5xx after one retry, 4xx at once, a failing onPage without fetching the page again', async () => {
    const s = await site({
      pages: {
        '/': ['/down', '/gone', '/broken', '/fine'],
        '/down': { status: 503 },
        '/gone': { status: 404 },
        '/broken': [],
        '/fine': [],
      },
    });
    const handedOver: string[] = [];
    const { options } = crawlOptions(`${s.url}/`, {
      onPage: (page) => {
        handedOver.push(new URL(page.url).pathname);
        if (page.url.endsWith('/broken')) throw new Error('database unavailable');
      },
    });
    const result = await runCrawl(options);
    expect(s.paths().filter((p) => p === '/down')).toHaveLength(2);
    expect(s.paths().filter((p) => p === '/gone')).toHaveLength(1);
    expect(s.paths().filter((p) => p === '/broken')).toHaveLength(1);
    expect(handedOver.sort()).toEqual(['/', '/broken', '/fine']);
    expect(result.progress).toMatchObject({ pagesFetched: 2, pagesFailed: 3 });
  });

  it('sends every request as AdsmithBot, robots.txt and sitemaps included (nothing goes through got-scraping)', async () => {
    const s = await site({
      pages: shop,
      robots: 'User-agent: *\nAllow: /\n',
      files: { '/sitemap.xml': (base) => `<urlset><url><loc>${base}/about</loc></url></urlset>` },
    });
    await runCrawl(crawlOptions(`${s.url}/`, { settings: { useSitemap: true } }).options);
    expect(s.paths()).toEqual(expect.arrayContaining(['/robots.txt', '/sitemap.xml', '/', '/about']));
    expect(new Set(s.requests.map((r) => r.userAgent))).toEqual(
      new Set(['AdsmithBot/1.0 (+https://adsmith.app/bot)']),
    );
  });

  it('writes nothing to ./storage', async () => {
    const s = await site({ pages: shop });
    const before = fs.existsSync('storage');
    await runCrawl(crawlOptions(`${s.url}/`).options);
    expect(fs.existsSync('storage')).toBe(before);
  });
});
