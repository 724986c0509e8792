import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSite, type TestPage, type TestSite } from '@adsmith/fixtures/hostile/test-site';
import { afterEach, describe, expect, it } from 'vitest';
import { createCrawlRunner } from '../crawl.runner';
import type { CrawlSettings } from '../crawl.types';
import type { CrawlLimits } from './run-crawl';
import { runnerInput } from './test-helpers';

/**
 * Whole catalogues with bounded work, and sites the crawl cannot read well, through the production runner
 * (engine + page understanding) against generated sites on 127.0.0.1.
 */
const sites: TestSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.close()));
});

async function serve(
  pages: Record<string, TestPage>,
  files?: Record<string, (base: string) => string>,
): Promise<TestSite> {
  const site = await startTestSite({
    pages,
    files,
    robots: files?.['/robots.txt'] ? undefined : 'User-agent: *\nAllow: /\n',
  });
  sites.push(site);
  return site;
}

const html = (title: string, body: string, head = '') =>
  ({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`,
  }) satisfies TestPage;

const PROSE =
  'We are a small family workshop and have been making things by hand for twenty years. Every order is packed with care and shipped within two days. ';

/** A product page whose JSON-LD names the product and its price. */
function productPage(name: string, price: string, links: string[] = []): TestPage {
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description: `${name}, made by hand.`,
    offers: { '@type': 'Offer', price, priceCurrency: 'EUR' },
  });
  return html(
    name,
    `<h1>${name}</h1><p>${price} €</p><p>${PROSE}</p>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}`,
    `<script type="application/ld+json">${jsonLd}</script>`,
  );
}

function run(startUrl: string, settings: Partial<CrawlSettings> = {}, limits: Partial<CrawlLimits> = {}) {
  const { input, pages, logs, notices } = runnerInput(startUrl, settings);
  const runner = createCrawlRunner({ allowPrivateNetworks: true, limits, chromiumPath: null });
  return {
    result: runner(input),
    pages,
    logs,
    notices,
    paths: () => pages.map((page) => new URL(page.url).pathname + new URL(page.url).search),
  };
}

/** A shop: /shop/ paginated (/shop/page/N/, next page named only in the head), `perPage` products a page. */
function paginatedShop(products: number, perPage: number): Record<string, TestPage> {
  const pages: Record<string, TestPage> = {
    '/': html(
      'Fern & Clay',
      `<p>${PROSE}</p><a href="/shop/">Shop</a> <a href="/about/">About</a> <a href="/cart/">Cart</a>`,
    ),
    '/about/': html('About', `<p>${PROSE}</p>`),
    // A cart page that looks like a product: it must never become an offering.
    '/cart/': productPage('Cart', '792.00'),
    '/checkout/': productPage('Checkout', '792.00'),
  };
  const listings = Math.ceil(products / perPage);
  for (let n = 1; n <= listings; n++) {
    const path = n === 1 ? '/shop/' : `/shop/page/${n}/`;
    const items: string[] = [];
    for (let i = (n - 1) * perPage; i < Math.min(products, n * perPage); i++) {
      items.push(
        `<li><a href="/product/pot-${i}/">Pot ${i}</a> <a href="/product/pot-${i}/?add-to-cart=${i}">Add to cart</a></li>`,
      );
    }
    const head = n < listings ? `<link rel="next" href="/shop/page/${n + 1}/">` : '';
    pages[path] = html(
      `Shop – page ${n}`,
      `<ul>${items.join('')}</ul><a href="/checkout/">Checkout</a>`,
      head,
    );
  }
  for (let i = 0; i < products; i++)
    pages[`/product/pot-${i}/`] = productPage(`Pot ${i}`, `${10 + i}.00`, ['/shop/', '/cart/']);
  return pages;
}

describe('complete catalogues with bounded work', () => {
  it('follows pagination at the listing depth and grows the budget for the catalogue up to the ceiling', async () => {
    const site = await serve(paginatedShop(45, 9));
    const crawl = run(`${site.url}/`, {}, { maxPages: 10, maxPagesCeiling: 80 });
    const result = await crawl.result;
    const names = result.offerings.map((o) => o.name);
    // Every product, though the pages beyond /shop/page/2/ are 5 listing pages deep and the start budget is 10.
    for (let i = 0; i < 45; i++) expect(names, `Pot ${i}`).toContain(`Pot ${i}`);
    expect(names).not.toContain('Cart');
    expect(names).not.toContain('Checkout');
    expect(crawl.paths().some((path) => path.includes('add-to-cart'))).toBe(false);
    expect(site.paths().some((path) => path.includes('add-to-cart'))).toBe(false);
    expect(crawl.notices().filter((notice) => notice.includes('not fetched'))).toEqual([]);
  });

  it('stops at the ceiling and says how many product pages were left and why', async () => {
    const site = await serve(paginatedShop(45, 9));
    const crawl = run(`${site.url}/`, {}, { maxPages: 10, maxPagesCeiling: 25 });
    const result = await crawl.result;
    expect(crawl.pages.length).toBeLessThanOrEqual(25);
    expect(result.offerings.length).toBeGreaterThan(10);
    const notice = crawl
      .notices()
      .find((n) => /product and service pages were not fetched: the 25-page ceiling was reached/.test(n));
    expect(notice, crawl.notices().join('\n')).toBeDefined();
    const left = Number(/^(\d+) /.exec(notice!)![1]);
    expect(left + result.offerings.length).toBeLessThanOrEqual(45);
    expect(left).toBeGreaterThan(0);
    expect(crawl.logs.some((line) => line.startsWith('warn: ') && line.includes('25-page ceiling'))).toBe(
      true,
    );
  });

  /** A site whose 30 products are listed only in product-sitemap.xml, behind a sitemap index. */
  async function sitemapShop(): Promise<TestSite> {
    const pages: Record<string, TestPage> = {
      '/': html('Fern & Clay', `<p>${PROSE}</p>`),
      '/news/': html('News', `<p>${PROSE}</p>`),
    };
    for (let i = 0; i < 30; i++) pages[`/p/pot-${i}/`] = productPage(`Pot ${i}`, `${20 + i}.00`);
    return serve(pages, {
      '/robots.txt': (base) => `User-agent: *\nAllow: /\nSitemap: ${base}/sitemap_index.xml\n`,
      '/sitemap_index.xml': (base) =>
        `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
          'post-sitemap.xml',
          'product_cat-sitemap.xml',
          'product-sitemap.xml',
        ]
          .map((f) => `<sitemap><loc>${base}/${f}</loc></sitemap>`)
          .join('')}</sitemapindex>`,
      '/post-sitemap.xml': (base) => `<urlset><url><loc>${base}/news/</loc></url></urlset>`,
      '/product-sitemap.xml': (base) =>
        `<urlset>${Array.from({ length: 30 }, (_, i) => `<url><loc>${base}/p/pot-${i}/</loc></url>`).join('')}</urlset>`,
    });
  }
  const allPots = Array.from({ length: 30 }, (_, i) => `Pot ${i}`).sort();

  it('reads the product sitemap of a sitemap index first, beyond the sitemap URL setting', async () => {
    const site = await sitemapShop();
    const crawl = run(`${site.url}/`, { maxSitemapUrls: 5 }, { maxPages: 12, maxPagesCeiling: 60 });
    const result = await crawl.result;
    expect(result.offerings.map((o) => o.name).sort()).toEqual(allPots);
    // Category sitemaps are listings, never read as a file of their own.
    expect(site.paths()).not.toContain('/product_cat-sitemap.xml');
  });

  it('follows the product sitemap when a model ranks the links (it never sees or drops those pages)', async () => {
    const site = await sitemapShop();
    const { input } = runnerInput(`${site.url}/`, { maxSitemapUrls: 5, useLlm: true });
    const ranked: number[] = [];
    const runner = createCrawlRunner({
      allowPrivateNetworks: true,
      limits: { maxPages: 12, maxPagesCeiling: 60 },
      chromiumPath: null,
      rankLinks: async (_page, candidates) => {
        ranked.push(candidates.length);
        return []; // a model that picks nothing
      },
    });
    const result = await runner(input);
    expect(result.offerings.map((o) => o.name).sort()).toEqual(allPots);
    expect(Math.max(...ranked)).toBeLessThan(30);
  });

  it('learns the URL shape of offering pages and fetches such pages beyond the ordinary depth', async () => {
    const site = await serve({
      '/': html(
        'Fern & Clay',
        `<p>${PROSE}</p><a href="/k/pots/small-pot/">Small pot</a> <a href="/story/">Our story</a>`,
      ),
      '/story/': html(
        'Our story',
        `<p>${PROSE}</p><a href="/k/pots/big-pot/">Our biggest pot</a> <a href="/press/">Press</a>`,
      ),
      '/press/': html('Press', `<p>${PROSE}</p>`),
      '/k/pots/small-pot/': productPage('Small pot', '12.00'),
      '/k/pots/big-pot/': productPage('Big pot', '48.00'),
    });
    const crawl = run(`${site.url}/`, { depth: 1, productCrawlMaxDepth: 2, useSitemap: false });
    const result = await crawl.result;
    expect(result.offerings.map((o) => o.name).sort()).toEqual(['Big pot', 'Small pot']);
    // The ordinary page two links away stays unfetched: depth 1 still means depth 1.
    expect(crawl.paths()).not.toContain('/press/');
  });

  it('collapses rel=canonical query variants to one page', async () => {
    // The test site answers by path, so both variants get the page, which names /pot as its canonical URL.
    const pot = productPage('Pot', '15.00') as { body: string; contentType: string };
    const site = await serve({
      '/': html(
        'Fern & Clay',
        `<p>${PROSE}</p><a href="/pot?colour=red">Red pot</a> <a href="/pot?size=large">Large pot</a>`,
      ),
      '/pot': { ...pot, body: pot.body.replace('</head>', '<link rel="canonical" href="/pot"></head>') },
    });
    const crawl = run(`${site.url}/`, { useSitemap: false });
    const result = await crawl.result;
    expect(result.offerings.map((o) => o.name)).toEqual(['Pot']);
    expect(crawl.paths().filter((path) => path.startsWith('/pot'))).toEqual(['/pot']);
    expect(crawl.logs.some((line) => line.includes('rel=canonical'))).toBe(true);
  });
});

describe('platform feeds', () => {
  it('reads every page of a Shopify products feed, and stops after the last full page', async () => {
    const requested: string[] = [];
    const product = (i: number) => ({
      title: `Tea ${i}`,
      handle: `tea-${i}`,
      body_html: '<p>Loose-leaf tea.</p>',
      variants: [{ price: `${(5 + i / 100).toFixed(2)}`, available: true }],
      images: [],
    });
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      requested.push(url.pathname + url.search);
      if (url.pathname === '/products.json') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const ids = page === 1 ? Array.from({ length: 250 }, (_, i) => i) : page === 2 ? [250, 251, 252] : [];
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ products: ids.map(product) }));
        return;
      }
      if (url.pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body><p>${PROSE}</p></body></html>`);
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const crawl = run(`http://127.0.0.1:${port}/`, { useSitemap: false });
      const result = await crawl.result;
      expect(result.offerings.filter((o) => o.name.startsWith('Tea ')).length).toBe(253);
      expect(requested.filter((path) => path.startsWith('/products.json'))).toEqual([
        '/products.json?limit=250',
        '/products.json?limit=250&page=2',
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('sites the crawl cannot read well', () => {
  it('a 500-page blog without offerings: the budget never grows, and the crawl says why it stopped', async () => {
    const pages: Record<string, TestPage> = {};
    const posts = Array.from(
      { length: 500 },
      (_, i) => `/2021/${String((i % 12) + 1).padStart(2, '0')}/post-${i}/`,
    );
    pages['/'] = html(
      'Slow Bread Diary',
      `<p>${PROSE}</p>${posts
        .slice(0, 10)
        .map((p) => `<a href="${p}">${p}</a>`)
        .join(' ')}<a href="/page/2/">Older</a>`,
    );
    for (let n = 2; n <= 50; n++) {
      pages[`/page/${n}/`] = html(
        `Page ${n}`,
        `${posts
          .slice((n - 1) * 10, n * 10)
          .map((p) => `<a href="${p}">${p}</a>`)
          .join(' ')}<a href="/page/${n + 1}/">Older</a>`,
      );
    }
    posts.forEach((p, i) => {
      pages[p] = html(
        `Post ${i}`,
        `<article><h1>Post ${i}</h1><p>${PROSE.repeat(3)}</p><a href="${posts[(i + 1) % 500]}">Next</a></article>`,
      );
    });
    const site = await serve(pages);
    const crawl = run(`${site.url}/`, { depth: 3, productCrawlMaxDepth: 5 });
    const result = await crawl.result;
    expect(result.offerings).toEqual([]);
    expect(crawl.pages.length).toBeLessThanOrEqual(60);
    expect(
      site
        .paths()
        .filter(
          (p) =>
            p !== '/robots.txt' &&
            !p.includes('sitemap') &&
            !p.includes('products') &&
            !p.includes('wp-json'),
        ).length,
    ).toBeLessThanOrEqual(60);
    const notices = crawl.notices();
    expect(
      notices.some((n) =>
        /other pages were not fetched: the 60-page limit was reached and no products or services were found/.test(
          n,
        ),
      ),
      notices.join('\n'),
    ).toBe(true);
    expect(notices).toContain(`No products or services were found on the ${crawl.pages.length} pages read.`);
  }, 60_000);

  it('a site that is only images', async () => {
    const gallery = (n: number) =>
      Array.from({ length: 6 }, (_, i) => `<img src="/img/${n}-${i}.jpg" alt="">`).join('');
    const site = await serve({
      '/': html('', `${gallery(0)}<a href="/work/">Work</a> <a href="/shop/">Shop</a>`),
      '/work/': html('', gallery(1)),
      '/shop/': html('', gallery(2)),
    });
    const crawl = run(`${site.url}/`, { useSitemap: false });
    const result = await crawl.result;
    expect(result.offerings).toEqual([]);
    expect(crawl.pages.length).toBe(3);
    expect(
      crawl.notices().some((n) => n.startsWith("The site's pages are almost only images (18 images")),
    ).toBe(true);
    expect(crawl.logs.some((line) => line.startsWith("warn: The site's pages are almost only images"))).toBe(
      true,
    );
  });

  it('a site in a language Adsmith does not recognise', async () => {
    const words =
      'zorblat quimmel vexor trundo plipa wazzle frobin nintar gleeb sormak kaplo drinet yumbo traska velm oxit';
    const text = Array.from({ length: 60 }, (_, i) => words.split(' ')[(i * 7) % 16]).join(' ');
    const site = await serve({
      '/': html('Zorblat', `<p>${text}. ${text}.</p><a href="/quimmel/">Quimmel</a>`),
      '/quimmel/': html('Quimmel', `<p>${text} ${text}</p><p>42,00 ¤</p>`),
    });
    const crawl = run(`${site.url}/`, { useSitemap: false });
    const result = await crawl.result;
    expect(result.offerings).toEqual([]);
    expect(
      crawl.notices().some((n) => n.startsWith("The site's language was not recognised")),
      crawl.notices().join('\n'),
    ).toBe(true);
  });

  it('a site in a language that is detected but not read', async () => {
    const text =
      'ქართული ენა არის ქართველების მშობლიური ენა და საქართველოს სახელმწიფო ენა. ჩვენი სახელოსნო ამზადებს ხელნაკეთ ჭურჭელს თბილისში უკვე ოცი წელია. ';
    const site = await serve({ '/': html('სახელოსნო', `<p>${text.repeat(4)}</p>`) });
    const crawl = run(`${site.url}/`, { useSitemap: false });
    const result = await crawl.result;
    expect(result.offerings).toEqual([]);
    expect(
      crawl.notices().some((n) => /language was not recognised|a language Adsmith does not read yet/.test(n)),
    ).toBe(true);
  });
});
