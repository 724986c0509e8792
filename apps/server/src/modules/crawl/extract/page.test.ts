import { readFixtureFile } from '@adsmith/fixtures/site-server';
import { describe, expect, it } from 'vitest';
import { loadHtml } from './dom';
import { fallbackText } from './main-text';
import { extractOfferings } from './offerings';
import { extractPage } from './page';

const SHOP = 'https://www.kilnandkettle.co.uk';

describe('extractPage main text', () => {
  it.each([
    ['shop', `${SHOP}/about`, '/about', 'Every piece we sell is hand-thrown in our Leeds studio'],
    ['shop', `${SHOP}/blog/how-we-glaze`, '/blog/how-we-glaze', 'The glaze firing climbs slowly to 1280°C'],
    [
      'services',
      'https://www.northgatephysio.co.uk/services/home-visits',
      '/services/home-visits',
      'S1 to S11 postcodes',
    ],
    [
      'woo-store',
      'https://www.wachsunddocht.de/ueber-uns/',
      '/ueber-uns/',
      'sieben Imkereien aus dem Schwarzwald',
    ],
  ] as const)('%s %s keeps the article and drops menus and footers', (site, url, path, expected) => {
    const page = extractPage(readFixtureFile(site, path), url);
    expect(page.text).toContain(expected);
    for (const chrome of [
      'Skip to content',
      'Shop all ceramics',
      'Basket (0)',
      'Privacy policy',
      'Company no.',
      'registered with the HCPC',
      'Book an appointment',
      'Impressum',
      'Mein Konto',
      'Gerberau 12',
    ]) {
      expect(page.text).not.toContain(chrome);
    }
  });

  it('puts one paragraph per line, with whitespace normalised', () => {
    const page = extractPage(readFixtureFile('shop', '/about'), `${SHOP}/about`);
    const lines = page.text.split('\n');
    expect(lines).toContain('Why stoneware');
    expect(lines.every((line) => line === line.trim() && !/\s{2,}/.test(line) && line.length > 0)).toBe(true);
  });

  it('keeps a paragraph wrapped across source lines as one line, in the article and in the fallback; a pre keeps its lines', () => {
    const html = `<html><body><main><h1>Treatment</h1><p>Most of the treatment consists\n          of handling and play advice for parents, given at home whenever this is possible for the family.</p>
      <pre>Monday 9–17\nTuesday 9–12</pre></main></body></html>`;
    const wrapped =
      'Most of the treatment consists of handling and play advice for parents, given at home whenever this is possible for the family.';
    for (const text of [extractPage(html, 'https://a.example/').text, fallbackText(loadHtml(html))]) {
      const lines = text.split('\n');
      expect(lines).toContain(wrapped);
      expect(lines).toEqual(expect.arrayContaining(['Monday 9–17', 'Tuesday 9–12']));
    }
  });

  it('falls back to the body text without nav, footer, scripts and styles when there is no article', () => {
    const html = `<html><body><nav><a href="/">Menu item</a></nav><div>Open daily</div><div>Tel 123</div>
      <script>var injected = "SCRIPT TEXT";</script><style>.x{color:red}</style><footer>Footer line</footer></body></html>`;
    expect(extractPage(html, 'https://a.example/').text).toBe('Open daily\nTel 123');
  });

  it('never includes text that scripts would write', () => {
    const html = `<html><body><main><h1>Opening hours</h1><p>We are open Monday to Friday from nine until five, and on Saturday mornings.</p>
      <script>document.write('<p>INJECTED PROMO</p>')</script><noscript>NOSCRIPT TEXT</noscript><template><p>TEMPLATE TEXT</p></template></main></body></html>`;
    const text = extractPage(html, 'https://a.example/').text;
    expect(text).toContain('We are open Monday to Friday');
    expect(text).not.toMatch(/INJECTED|NOSCRIPT|TEMPLATE/);
  });
});

describe('extractPage meta', () => {
  it('reads title, description, canonical, OpenGraph, Twitter, language and site name', () => {
    const page = extractPage(
      readFixtureFile('shop', '/products/linen-apron'),
      `${SHOP}/products/linen-apron`,
    );
    expect(page.title).toBe('Linen Studio Apron | Kiln & Kettle');
    expect(page.meta).toMatchObject({
      description: 'The heavyweight linen apron we wear in the studio, with a deep clay-proof pocket.',
      canonical: `${SHOP}/products/linen-apron`,
      lang: 'en-GB',
      siteName: 'Kiln & Kettle',
      og: {
        type: 'product',
        title: 'Linen Studio Apron | Kiln & Kettle',
        image: `${SHOP}/images/products/linen-apron.png`,
      },
      twitter: { card: 'summary_large_image', site: '@kilnandkettle' },
    });
  });
});

describe('extractPage entities a site encoded twice', () => {
  it('decodes them in meta tags and JSON-LD as in the page text', () => {
    const html = `<html><head><title>Locked out? &#9742; 0123 456789</title>
      <meta property="og:title" content="Locks &amp;amp; Keys &amp;#9742; Example">
      <meta name="description" content="Locks &amp;amp; keys, fitted today.">
      </head><body><h1>Locked out? &#9742;</h1></body></html>`;
    const page = extractPage(html, 'https://locks.example/');
    expect(page.title).toBe('Locked out? ☎ 0123 456789');
    expect(page.meta.og.title).toBe('Locks & Keys ☎ Example');
    expect(page.meta.description).toBe('Locks & keys, fitted today.');
    const product = `<html><head><title>Door lock</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Door lock &amp; 3 keys","offers":{"@type":"Offer","price":"95.00","priceCurrency":"EUR"}}</script></head><body><h1>Door lock</h1></body></html>`;
    expect(extractOfferings(product, 'https://locks.example/p/door-lock').map((item) => item.name)).toEqual([
      'Door lock & 3 keys',
    ]);
  });
});

describe('extractPage images', () => {
  const brief = (images: { src: string; alt: string | null; title: string | null }[]) =>
    images.map(({ src, alt, title }) => ({ src, alt, title }));

  it('resolves lazy data-src, skips data: placeholders and keeps og:image first', () => {
    const page = extractPage(readFixtureFile('shop', '/shop'), `${SHOP}/shop`);
    expect(page.images[0]?.src).toBe(`${SHOP}/images/og-studio.png`);
    expect(page.images[0]?.from).toBe('og');
    expect(page.images.map((image) => image.src)).toContain(`${SHOP}/images/products/moon-jar.png`);
    expect(page.images.some((image) => image.src.startsWith('data:'))).toBe(false);
    expect(page.images.find((image) => image.src.endsWith('moon-jar.png'))).toMatchObject({
      src: `${SHOP}/images/products/moon-jar.png`,
      alt: 'Moon Jar',
      title: null,
      from: 'img',
      near: 'Moon Jar',
    });
  });

  it('picks the largest srcset candidate, dedupes, and skips 1×1 trackers', () => {
    const html = `<html><head><base href="https://cdn.example.com/shop/"></head><body>
      <img srcset="a-480.jpg 480w, a-1080.jpg 1080w, a-720.jpg 720w" alt="A" title="Photo A">
      <img src="b.png" alt="B"><img src="b.png" alt="B again">
      <img src="https://www.facebook.com/tr?id=1&ev=PageView" width="1" height="1">
      <img src="/pixel.gif" style="width:1px;height:1px">
      <img data-lazy-src="/lazy.webp" src="data:image/svg+xml,%3Csvg%3E">
      <picture><source srcset="/p-small.webp 1x, /p-large.webp 2x" type="image/webp"><img src="/p.jpg" alt="Picture" width="600"></picture>
    </body></html>`;
    const page = extractPage(html, 'https://a.example/page');
    expect(brief(page.images)).toEqual([
      { src: 'https://cdn.example.com/shop/a-1080.jpg', alt: 'A', title: 'Photo A' },
      { src: 'https://cdn.example.com/shop/b.png', alt: 'B', title: null },
      { src: 'https://cdn.example.com/lazy.webp', alt: null, title: null },
      { src: 'https://cdn.example.com/p.jpg', alt: 'Picture', title: null },
    ]);
    expect(page.images[0]?.candidates).toEqual([
      { src: 'https://cdn.example.com/shop/a-480.jpg', width: 480 },
      { src: 'https://cdn.example.com/shop/a-720.jpg', width: 720 },
      { src: 'https://cdn.example.com/shop/a-1080.jpg', width: 1080 },
    ]);
    // A <picture>'s sources are sizes of its <img>: "2x" of a 600 px wide image is 1200 px.
    expect(page.images[3]?.candidates).toEqual([
      { src: 'https://cdn.example.com/p-small.webp', width: 600 },
      { src: 'https://cdn.example.com/p-large.webp', width: 1200 },
    ]);
  });

  it('reads data-srcset, og:image sizes, inline and hero CSS backgrounds, and marks logos, partners and maps', () => {
    const html = `<html><head>
      <meta property="og:image" content="/og/shop-front.jpg"><meta property="og:image:width" content="1200">
      <meta property="og:image:height" content="630">
      <style>.hero-home { background: #000 url('/img/counter.webp') center/cover; } .btn { background: url(/img/btn.png) }</style>
      </head><body>
      <header><a href="/"><img class="site-logo" src="/img/logo.png" alt="Macelleria"></a></header>
      <section class="hero-home"><h1>Our butcher's counter</h1></section>
      <div class="team" style="background-image: url(&quot;/img/team.avif&quot;)"><h2>The team</h2></div>
      <figure><img data-src="/img/salsiccia-400.webp" data-srcset="/img/salsiccia-400.webp 400w, /img/salsiccia-1600.webp 1600w" src="data:image/gif;base64,R0lGOD">
        <figcaption>Salsiccia di Bra</figcaption></figure>
      <footer><div class="partners"><img src="/img/slow-food.png" alt="Slow Food"></div>
        <img src="https://maps.example/staticmap?center=1,2" alt="Map"></footer>
    </body></html>`;
    const images = extractPage(html, 'https://macelleria.example/').images;
    const bySrc = (end: string) => images.find((image) => image.src.endsWith(end));
    expect(images[0]).toMatchObject({
      src: 'https://macelleria.example/og/shop-front.jpg',
      from: 'og',
      width: 1200,
      height: 630,
    });
    expect(bySrc('/img/logo.png')?.marks).toEqual(expect.arrayContaining(['logo', 'header']));
    expect(bySrc('/img/salsiccia-400.webp')).toMatchObject({
      near: 'Salsiccia di Bra',
      candidates: [
        { src: 'https://macelleria.example/img/salsiccia-400.webp', width: 400 },
        { src: 'https://macelleria.example/img/salsiccia-1600.webp', width: 1600 },
      ],
    });
    expect(bySrc('/img/team.avif')).toMatchObject({ from: 'background', near: 'The team' });
    expect(bySrc('/img/counter.webp')).toMatchObject({ from: 'background', marks: ['hero'] });
    // A button's background is not a hero's.
    expect(bySrc('/img/btn.png')).toBeUndefined();
    expect(bySrc('/img/slow-food.png')?.marks).toEqual(expect.arrayContaining(['partner', 'footer']));
    expect(bySrc('staticmap?center=1,2')?.marks).toContain('map');
  });
});

describe('extractPage links', () => {
  it('makes links absolute, strips fragments, drops mailto/tel/javascript and keeps rel', () => {
    const html = `<html><body>
      <a href="/products/mug#reviews">Speckled <b>Mug</b></a>
      <a href="/products/mug">Duplicate</a>
      <a href="mailto:hi@a.example">Mail</a><a href="tel:+44">Call</a><a href="javascript:void(0)">JS</a>
      <a href="#top">Top</a>
      <a href="https://other.example/x" rel="nofollow noopener">Elsewhere</a>
      <a href="/about"><img src="/i.png" alt="About us"></a>
      <a href="http://[bad">Broken</a>
    </body></html>`;
    expect(extractPage(html, 'https://a.example/dir/page?x=1#frag').links).toEqual([
      { url: 'https://a.example/products/mug', text: 'Speckled Mug', rel: null },
      { url: 'https://a.example/dir/page?x=1', text: 'Top', rel: null },
      { url: 'https://other.example/x', text: 'Elsewhere', rel: 'nofollow noopener' },
      { url: 'https://a.example/about', text: 'About us', rel: null },
    ]);
  });

  it('returns the page URL without its fragment', () => {
    expect(extractPage('<p>x</p>', 'https://a.example/p#x').url).toBe('https://a.example/p');
  });
});
