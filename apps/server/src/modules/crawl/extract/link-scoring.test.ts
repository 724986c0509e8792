import { readFixtureFile } from '@adsmith/fixtures/site-server';
import { describe, expect, it } from 'vitest';
import { scoreLinks } from './link-scoring';
import { extractPage } from './page';

const SHOP = 'https://www.kilnandkettle.co.uk';

describe('scoreLinks on the shop home page', () => {
  const page = extractPage(readFixtureFile('shop', '/'), `${SHOP}/`);
  const choices = scoreLinks(page, page.links);
  const byPath = (path: string) => choices.find((choice) => new URL(choice.url).pathname === path);
  const rank = (path: string) => choices.findIndex((choice) => new URL(choice.url).pathname === path);

  it('puts product pages first with a readable reason', () => {
    expect(choices[0]).toMatchObject({
      category: 'product',
      isOfferingPage: true,
      expected_value: 'high',
      shouldSkip: false,
    });
    expect(byPath('/products/speckled-mug')?.reasoning).toBe(
      "Product page: URL path /products/speckled-mug and anchor text 'Speckled Stoneware Mug'",
    );
  });

  it('orders offering pages, then about, then contact and blog, then skipped pages', () => {
    expect(rank('/products/moon-jar')).toBeLessThan(0); // not linked from the home page
    expect(Math.max(rank('/products/speckled-mug'), rank('/shop'), rank('/workshops'))).toBeLessThan(
      rank('/about'),
    );
    expect(rank('/about')).toBeLessThan(rank('/contact'));
    expect(rank('/contact')).toBeLessThan(rank('/blog'));
    for (const path of ['/cart', '/account/login', '/privacy', '/blog/feed.xml']) {
      expect(byPath(path), path).toMatchObject({
        shouldSkip: true,
        isOfferingPage: false,
        expected_value: 'low',
      });
      expect(rank(path)).toBeGreaterThan(rank('/blog'));
    }
  });

  it('explains listings, services, about and skipped pages', () => {
    expect(byPath('/shop')).toMatchObject({ category: 'product-listing', isOfferingPage: true });
    expect(byPath('/shop')?.reasoning).toBe(
      "Product listing: URL path /shop and anchor text 'Shop all ceramics'",
    );
    expect(byPath('/workshops')).toMatchObject({
      category: 'services-overview',
      isOfferingPage: true,
      expected_value: 'high',
    });
    expect(byPath('/about')).toMatchObject({
      category: 'about',
      isOfferingPage: false,
      expected_value: 'medium',
    });
    expect(byPath('/cart')?.reasoning).toBe('Skipped — Cart or checkout: URL path /cart');
  });

  it('never lists the page itself and lists each URL once', () => {
    expect(byPath('/')).toBeUndefined();
    expect(new Set(choices.map((choice) => choice.url)).size).toBe(choices.length);
  });
});

describe('scoreLinks rules', () => {
  const one = (url: string, text = '') => scoreLinks({ url: 'https://a.example/' }, [{ url, text }])[0];

  it.each([
    ['/leistungen/', 'services-overview', false],
    ['/leistungen/fensterreinigung', 'service', false],
    ['/tarife', 'pricing', false],
    ['/pricing', 'pricing', false],
    ['/ueber-uns/', 'about', false],
    ['/a-propos', 'about', false],
    ['/produits/bol-en-gres', 'product', false],
    ['/collections/mugs/products/speckled-mug', 'product', false],
    ['/boutique', 'product-listing', false],
    ['/tienda/', 'product-listing', false],
    ['/product-category/candles/', 'product-listing', false],
    ['/kontakt', 'contact', false],
    ['/blog/2024/05/kiln-day', 'blog-post', false],
    ['/warenkorb/', 'cart', true],
    ['/checkout', 'cart', true],
    ['/my-account/lost-password/', 'account', true],
    ['/datenschutz/', 'legal', true],
    ['/terms-of-service', 'legal', true],
    ['/tag/glazing', 'archive', true],
    ['/feed/', 'archive', true],
    ['/calendar/2024/05', 'trap', true],
    ['/events/?tribe-bar-date=2031-01', 'trap', true],
    ['/2024/05/', 'trap', true],
    ['/shop?orderby=price', 'trap', true],
    ['/?s=mug', 'trap', true],
    ['/shop/page/?page=999', 'trap', true],
    ['/files/price-list.pdf', 'file', true],
    ['/images/hero.JPG', 'file', true],
  ])('%s is %s (skip: %s)', (path, category, skip) => {
    expect(one(`https://a.example${path}`)).toMatchObject({ category, shouldSkip: skip });
  });

  it('uses the anchor text when the URL says nothing', () => {
    expect(one('https://a.example/p?id=7', 'Unsere Leistungen')).toMatchObject({
      category: 'services-overview',
      isOfferingPage: true,
      reasoning: "Services overview: anchor text 'Unsere Leistungen'",
    });
    expect(one('https://a.example/node/12', 'Preise & Tarife')?.category).toBe('pricing');
    expect(one('https://a.example/node/13', 'Sign in')).toMatchObject({
      category: 'legal',
      shouldSkip: true,
    });
    expect(one('https://a.example/node/14', 'Gallery')).toMatchObject({
      category: 'other',
      expected_value: 'low',
      shouldSkip: false,
    });
  });

  it('prefers shallow clean URLs over deep or parameterised variants of the same kind', () => {
    const [first, second] = scoreLinks({ url: 'https://a.example/' }, [
      { url: 'https://a.example/products/mug?variant=12', text: 'Mug' },
      { url: 'https://a.example/products/mug', text: 'Mug' },
    ]);
    expect(first?.url).toBe('https://a.example/products/mug');
    expect(second?.score).toBeLessThan(first?.score ?? 0);
  });

  it('ignores candidates that are not http(s) URLs', () => {
    expect(
      scoreLinks({ url: 'https://a.example/' }, [
        { url: 'mailto:x@a.example' },
        { url: 'not a url' },
        { url: 'ftp://a.example/x' },
      ]),
    ).toEqual([]);
  });
});

describe('offering pages named in many languages', () => {
  it.each([
    ['/tarieven/', ''],
    ['/prijzen', ''],
    ['/hinnasto/', ''],
    ['/cennik', ''],
    ['/listino-prezzi/', ''],
    ['/p?id=4', 'Speisekarte'],
    ['/p?id=5', 'La carte'],
    ['/p?id=6', 'Preços'],
  ])('%s %s is a pricing page', (path, text) => {
    const [link] = scoreLinks({ url: 'https://site.example/' }, [
      { url: `https://site.example${path}`, text },
    ]);
    expect(link).toMatchObject({ category: 'pricing', isOfferingPage: true });
  });

  it.each(['/tuotteet/lemon-tart/', '/produkty/tort/', '/producten/taart/', '/produtos/bolo/'])(
    '%s is a product page',
    (path) => {
      const [link] = scoreLinks({ url: 'https://site.example/' }, [{ url: `https://site.example${path}` }]);
      expect(link).toMatchObject({ category: 'product', isOfferingPage: true });
    },
  );
});

describe('scoreLinks on a page listing the towns a business serves', () => {
  const towns = ['Ashford', 'Bexley', 'Crayford', 'Dartford', 'Erith', 'Farnborough'];
  const html = `<!doctype html><html><head><title>Mobile locksmith</title></head><body>
    <nav><a href="/ashford-locksmith/">Ashford</a><a href="/contact/">Contact</a></nav>
    <main>
      <h2>Our services</h2>
      <a href="/services/car-keys/">Car key replacement</a>
      <a href="/lock-repair-service/">Lock repair</a>
      <section><h2>Areas we serve</h2><p>Mobile service across the county.</p>
        <div>${towns.map((town) => `<a href="/${town.toLowerCase()}-locksmith/">${town}</a>`).join('')}</div>
      </section>
      <h2>Get in touch</h2><a href="/about/">About us</a>
    </main></body></html>`;
  const page = extractPage(html, 'https://locks.example/');
  const choices = scoreLinks(page, page.links);
  const pathOf = (choice: { url: string }) => new URL(choice.url).pathname;

  it('reads the first three town pages after the service pages, never as offering pages, and skips the rest', () => {
    const followed = choices.filter((choice) => !choice.shouldSkip).map(pathOf);
    expect(followed.slice(0, 2)).toEqual(['/services/car-keys/', '/lock-repair-service/']);
    const townPages = choices.filter((choice) => pathOf(choice).endsWith('-locksmith/'));
    expect(townPages.filter((choice) => !choice.shouldSkip).map(pathOf)).toEqual([
      '/ashford-locksmith/',
      '/bexley-locksmith/',
      '/crayford-locksmith/',
    ]);
    expect(townPages.every((choice) => !choice.isOfferingPage)).toBe(true);
    expect(townPages.find((choice) => pathOf(choice) === '/erith-locksmith/')?.reasoning).toMatch(
      /^Skipped — Town served: listed under a service-area heading/,
    );
    // Links outside the section keep their own judgement.
    expect(followed).toContain('/about/');
  });
});
