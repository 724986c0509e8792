import { describe, expect, it } from 'vitest';
import { extractBrandSignals } from './brand';
import { extractForCli } from './cli-extract';
import { scoreLinks } from './link-scoring';
import { extractOfferings } from './offerings';
import { extractPage } from './page';

const URL = 'https://hostile.example/products/x';
const wrap = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (text: string) => `<script type="application/ld+json">${text}</script>`;

/** Runs every extractor on the page; none may throw. */
function everything(html: string) {
  const page = extractPage(html, URL);
  return {
    page,
    offerings: extractOfferings(html, URL),
    brand: extractBrandSignals(html, URL),
    links: scoreLinks(page, page.links),
    cli: extractForCli(html, URL),
  };
}

describe('malformed JSON-LD', () => {
  it.each([
    [
      'a trailing comma',
      '{"@type":"Product","name":"Mug","offers":{"price":"5","priceCurrency":"GBP",},}',
      'Mug',
    ],
    [
      'raw newlines inside strings',
      '{"@type":"Product","name":"Two\nline mug","offers":{"price":"5","priceCurrency":"GBP"}}',
      'Two line mug',
    ],
    [
      'an HTML comment wrapper',
      '<!-- {"@type":"Product","name":"Commented mug","offers":{"price":"5","priceCurrency":"GBP"}} -->',
      'Commented mug',
    ],
  ])('repairs %s', (_case, text, name) => {
    expect(extractOfferings(wrap(ld(text)), URL).map((o) => o.name)).toEqual([name]);
  });

  it.each([
    ['truncated JSON', '{"@type": "Product", "name": '],
    ['not JSON at all', 'window.dataLayer = [];'],
    ['a bare string', '"Product"'],
    ['null', 'null'],
    ['a Product without a name', '{"@type":"Product","offers":{"price":"5"}}'],
    ['a name that is only punctuation', '{"@type":"Product","name":"!!! ---"}'],
    ['deeply nested arrays', `${'['.repeat(5000)}{"@type":"Product","name":"Deep"}${']'.repeat(5000)}`],
    [
      'a self-similar graph',
      JSON.stringify({
        '@graph': Array.from({ length: 3000 }, (_, i) => ({
          '@type': 'Thing',
          name: `n${i}`,
          knows: { knows: { knows: {} } },
        })),
      }),
    ],
  ])('skips %s without failing', (_case, text) => {
    const result = everything(wrap(ld(text), '<h1>Nothing to sell</h1>'));
    expect(result.offerings).toEqual([]);
  });
});

describe('prices that are not prices', () => {
  it.each([
    ['"from $"', '"from $"'],
    ['"$0"', '"$0"'],
    ['0', '0'],
    ['"NaN"', '"NaN"'],
    ['-12', '-12'],
    ['"Infinity"', '"Infinity"'],
    ['1e400', '1e400'],
    ['null', 'null'],
    ['{"amount": 5}', '{"amount": 5}'],
    ['[]', '[]'],
  ])('price %s gives an offering without a price', (_case, price) => {
    const html = wrap(
      ld(`{"@type":"Product","name":"Odd mug","offers":{"price":${price},"priceCurrency":42}}`),
    );
    expect(extractOfferings(html, URL)).toEqual([
      expect.objectContaining({ name: 'Odd mug', price: null, currency: null }),
    ]);
  });

  it('does not invent a product from a page whose only "price" is a placeholder', () => {
    const html = wrap(
      '',
      '<main><h1>Mystery mug</h1><p class="price">from $</p><button>Add to cart</button></main>',
    );
    expect(extractOfferings(html, URL)).toEqual([]);
  });
});

describe('enormous values', () => {
  const huge = 'x'.repeat(1_500_000);

  // No stopwatch here (the shared machine's load decides wall time): a super-linear pass over these values would
  // take minutes and hit the generous test timeout; bench figures live in docs/benchmarks.md.
  it('survives multi-megabyte attributes and keeps fields within their limits', { timeout: 60_000 }, () => {
    const html = wrap(
      ld(
        JSON.stringify({
          '@type': 'Product',
          name: `Big ${'word '.repeat(20_000)}`,
          description: 'd'.repeat(500_000),
          sku: 's'.repeat(10_000),
          offers: { price: '9.99', priceCurrency: 'GBP' },
        }),
      ) +
        `<meta name="description" content="${huge}"><meta property="og:image" content="https://hostile.example/${huge}.png">` +
        `<script>var blob = "${huge}";</script>`,
      `<img src="/${huge}.png" alt="${huge}"><a href="/${huge}">${huge}</a><div itemscope itemtype="https://schema.org/Product"><span itemprop="name">${'n'.repeat(100_000)}</span></div>`,
    );
    const result = everything(html);
    expect(result.page.images).toEqual([]);
    expect(result.page.links).toEqual([]);
    expect(result.page.meta.description).toBeNull();
    for (const offering of result.offerings) {
      expect(offering.name.length).toBeLessThanOrEqual(200);
      expect(offering.description?.length ?? 0).toBeLessThanOrEqual(1000);
      expect(offering.sku?.length ?? 0).toBeLessThanOrEqual(64);
    }
    expect(result.offerings.find((o) => o.sources.name === 'json-ld')?.price).toBe('9.99');
  });

  it('handles thousands of nested elements and links', () => {
    const nested = `${'<div>'.repeat(3000)}<p>Deep text</p>${'</div>'.repeat(3000)}`;
    const links = Array.from({ length: 5000 }, (_, i) => `<a href="/calendar/2031/${i}">Day ${i}</a>`).join(
      '',
    );
    const result = everything(wrap('', nested + links));
    expect(result.page.links.length).toBeLessThanOrEqual(1000);
    expect(result.links.every((link) => link.shouldSkip)).toBe(true);
  });
});

describe('inputs that are not HTML', () => {
  it.each([
    ['an empty string', ''],
    ['binary noise', String.fromCharCode(...Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
    ['JSON', '{"products": []}'],
    ['unclosed tags', '<html><head><title>Half<body><p>Open <b>bold <i>italic'],
  ])('%s gives an empty but well-formed result', (_case, html) => {
    const result = everything(html);
    expect(result.cli).toMatchObject({ url: URL, products: [] });
    expect(typeof result.page.text).toBe('string');
  });
});
