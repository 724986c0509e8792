import { readFixtureFile, type FixtureSiteName } from '@adsmith/fixtures/site-server';
import { describe, expect, it } from 'vitest';
import type { Offering } from '../crawl.types';
import { classifyBusiness, mergeOfferings } from './merge';
import { extractOfferings } from './offerings';

const SHOP = 'https://www.kilnandkettle.co.uk';
const SERVICES = 'https://www.northgatephysio.co.uk';

function offeringsOf(site: FixtureSiteName, origin: string, path: string): Offering[] {
  return extractOfferings(readFixtureFile(site, path), `${origin}${path}`);
}

/** Every field's source, when all fields with a value share one source. */
function onlySource(offering: Offering): string {
  const sources = new Set(Object.values(offering.sources));
  return sources.size === 1 ? [...sources][0]! : [...sources].join('+');
}

describe('extractOfferings on the shop fixture, one markup per product page', () => {
  it.each([
    {
      markup: 'JSON-LD (@graph, price as number)',
      path: '/products/speckled-mug',
      name: 'Speckled Stoneware Mug',
      price: '28.00',
      sku: 'KK-MUG-014',
      availability: 'InStock',
      image: '/images/products/speckled-mug.png',
      source: 'json-ld',
    },
    {
      markup: 'microdata',
      path: '/products/stoneware-bowl-set',
      name: 'Stoneware Bowl Set of Four',
      price: '64.00',
      sku: 'KK-BWL-022',
      availability: 'InStock',
      image: '/images/products/bowl-set.png',
      source: 'microdata',
    },
    {
      markup: 'OpenGraph only',
      path: '/products/linen-apron',
      name: 'Linen Studio Apron',
      price: '32.00',
      sku: 'KK-APR-003',
      availability: 'OutOfStock',
      image: '/images/products/linen-apron.png',
      source: 'opengraph',
    },
    {
      markup: 'RDFa',
      path: '/products/ash-glaze-vase',
      name: 'Ash Glaze Bud Vase',
      price: '45.00',
      sku: 'KK-VAS-007',
      availability: 'InStock',
      image: '/images/products/ash-glaze-vase.webp',
      source: 'rdfa',
    },
    {
      markup: 'price only in the text',
      path: '/products/oval-serving-platter',
      name: 'Oval Serving Platter',
      price: '78.00',
      sku: 'KK-PLT-011',
      availability: 'InStock',
      image: '/images/products/serving-platter.png',
      source: 'heuristic',
    },
    {
      markup: 'JSON-LD ProductGroup with variants (cheapest in-stock price)',
      path: '/products/moon-jar',
      name: 'Moon Jar',
      price: '120.00',
      sku: 'KK-MJ',
      availability: 'InStock',
      image: '/images/products/moon-jar.png',
      source: 'json-ld',
    },
  ])('$markup: $name', ({ path, name, price, sku, availability, image, source }) => {
    const offerings = offeringsOf('shop', SHOP, path);
    expect(offerings).toHaveLength(1);
    const [offering] = offerings as [Offering];
    expect(offering).toMatchObject({
      name,
      price,
      currency: 'GBP',
      sku,
      availability,
      image_url: `${SHOP}${image}`,
      landing_page: `${SHOP}${path}`,
      offering_type: 'product',
    });
    expect(offering.description).toBeTruthy();
    expect(onlySource(offering)).toBe(source);
  });

  it('reads a JSON-LD Service with a price as a service (the workshop)', () => {
    const [workshop, ...rest] = offeringsOf('shop', SHOP, '/workshops');
    expect(rest).toEqual([]);
    expect(workshop).toMatchObject({
      name: 'Beginners’ Wheel-Throwing Workshop',
      price: '85.00',
      currency: 'GBP',
      offering_type: 'service',
      landing_page: `${SHOP}/workshops`,
    });
  });

  it('reads every product of the category page ItemList, with its own landing page', () => {
    const offerings = offeringsOf('shop', SHOP, '/shop');
    expect(offerings.map((o) => [o.name, o.price, o.landing_page])).toEqual([
      ['Speckled Stoneware Mug', '28.00', `${SHOP}/products/speckled-mug`],
      ['Stoneware Bowl Set of Four', '64.00', `${SHOP}/products/stoneware-bowl-set`],
      ['Linen Studio Apron', '32.00', `${SHOP}/products/linen-apron`],
      ['Ash Glaze Bud Vase', '45.00', `${SHOP}/products/ash-glaze-vase`],
      ['Oval Serving Platter', '78.00', `${SHOP}/products/oval-serving-platter`],
      ['Moon Jar', '120.00', `${SHOP}/products/moon-jar`],
    ]);
  });

  it('does not read the related product nested in the mug JSON-LD as an offering', () => {
    expect(offeringsOf('shop', SHOP, '/products/speckled-mug').map((o) => o.name)).not.toContain(
      'Matching Saucer',
    );
  });

  it.each(['/', '/about', '/contact', '/blog', '/blog/how-we-glaze', '/privacy'])(
    'finds no offering on %s',
    (path) => {
      expect(offeringsOf('shop', SHOP, path)).toEqual([]);
    },
  );

  it('merges the whole shop into seven offerings and classifies it as products', () => {
    const pages = [
      '/',
      '/shop',
      '/products/speckled-mug',
      '/products/stoneware-bowl-set',
      '/products/linen-apron',
      '/products/ash-glaze-vase',
      '/products/oval-serving-platter',
      '/products/moon-jar',
      '/workshops',
      '/about',
    ];
    const merged = mergeOfferings(pages.flatMap((path) => offeringsOf('shop', SHOP, path)));
    expect(merged).toHaveLength(7);
    expect(classifyBusiness(merged)).toBe('products');
    // The category page gave a price; the product page adds the SKU and stock, each field keeping its source.
    const apron = merged.find((o) => o.name === 'Linen Studio Apron');
    expect(apron).toMatchObject({ price: '32.00', sku: 'KK-APR-003', availability: 'OutOfStock' });
    expect(apron?.sources).toMatchObject({
      name: 'json-ld',
      price: 'json-ld',
      sku: 'opengraph',
      availability: 'opengraph',
    });
  });
});

describe('services named without prices in a section of cards', () => {
  it('reads the cards under a heading that joins a lead to "what we do", without prices', () => {
    const card = (title: string, text: string) =>
      `<div class="column"><img src="/i.png"><h4>${title}</h4><p>${text}</p></div>`;
    const html = `<!doctype html><html><head><title>Cloud help</title></head><body>
      <nav><a href="/">Home</a><a href="/contact">Contact</a></nav>
      <main><h1>Who are we &amp; What we do?</h1>
        <div class="row">
          ${card('Infrastructure as Code', 'We describe your servers as code so every change is reviewed and repeatable.')}
          ${card('Centralised Logging', 'All your application logs in one searchable place, kept as long as you need.')}
          ${card('Release Pipelines', 'Every commit built, tested and deployed the same way, with one click to roll back.')}
        </div></main></body></html>`;
    const offerings = extractOfferings(html, 'https://cloudhelp.example/what');
    expect(offerings.map((o) => [o.name, o.price, o.offering_type])).toEqual([
      ['Infrastructure as Code', null, 'service'],
      ['Centralised Logging', null, 'service'],
      ['Release Pipelines', null, 'service'],
    ]);
    expect(offerings[1]?.description).toMatch(/^All your application logs/);
  });

  it('reads the cards under "Specialised programmes" or "Our main services", not those under "Styles we teach"', () => {
    const card = (title: string) =>
      `<article class="card"><h3>${title}</h3><p>Gentle practice for you.</p></article>`;
    const html = `<!doctype html><html><head><title>Pilates</title></head><body>
      <main><h1>Pilates in Springfield</h1>
        <section><h2>Our Main Services</h2><div class="grid">${card('Mat Classes')}${card('Private Sessions')}</div></section>
        <section><h2>Specialised Programmes</h2><div class="grid">${card('Pilates for Runners')}${card('Postnatal Pilates')}${card('Office Back Care')}</div></section>
        <section><h2>Styles We Teach</h2><div class="grid">${card('Classical')}${card('Contemporary')}</div></section>
      </main></body></html>`;
    expect(extractOfferings(html, 'https://pilates.example/services.html').map((o) => o.name)).toEqual([
      'Mat Classes',
      'Private Sessions',
      'Pilates for Runners',
      'Postnatal Pilates',
      'Office Back Care',
    ]);
  });
});

describe('extractOfferings on the services fixture (no prices anywhere)', () => {
  const services = [
    'Sports Injury Rehabilitation',
    'Back and Neck Pain',
    'Post-Surgery Rehabilitation',
    'Clinical Pilates',
    'Home Visits',
  ];

  it.each(['/', '/services'])(
    'lists the services under the "Our services" heading of %s, with their pages',
    (path) => {
      const offerings = offeringsOf('services', SERVICES, path);
      expect(offerings.map((o) => o.name)).toEqual(services);
      for (const offering of offerings) {
        expect(offering).toMatchObject({ price: null, currency: null, offering_type: 'service' });
        expect(offering.landing_page).toMatch(new RegExp(`^${SERVICES}/services/[a-z-]+$`));
        expect(offering.description?.length).toBeGreaterThan(20);
        expect(offering.sources.name).toBe('heuristic');
      }
      expect(offerings.map((o) => o.name)).not.toContain('Why choose Northgate');
    },
  );

  it('reads a service page as the service its h1 names', () => {
    expect(offeringsOf('services', SERVICES, '/services/clinical-pilates')).toEqual([
      expect.objectContaining({
        name: 'Clinical Pilates',
        price: null,
        offering_type: 'service',
        landing_page: `${SERVICES}/services/clinical-pilates`,
      }),
    ]);
  });

  it('merges the services site into five services and classifies it as services', () => {
    const paths = [
      '/',
      '/services',
      '/services/sports-injury-rehabilitation',
      '/services/back-and-neck-pain',
      '/services/post-surgery-rehabilitation',
      '/services/clinical-pilates',
      '/services/home-visits',
      '/about',
      '/contact',
      '/blog',
    ];
    const merged = mergeOfferings(paths.flatMap((path) => offeringsOf('services', SERVICES, path)));
    expect(merged.map((o) => o.name)).toEqual(services);
    expect(classifyBusiness(merged)).toBe('services');
  });

  it.each(['/about', '/contact', '/blog/desk-posture-tips'])('finds no service on %s', (path) => {
    expect(offeringsOf('services', SERVICES, path)).toEqual([]);
  });
});

describe('the h1 + price heuristic', () => {
  it('takes the current price, not the struck-through one, and a real paragraph as description', () => {
    const html = `<html><body><main><div class="product"><h1>Plain Jug</h1>
      <p class="Product-Price"><del class="price-was">£40.00</del> <span class="price">£32.00</span></p>
      <p>A one-litre jug in our white tin glaze, thrown in Leeds.</p><button>Add to basket</button></div></main></body></html>`;
    expect(extractOfferings(html, 'https://a.example/jug')).toEqual([
      expect.objectContaining({
        name: 'Plain Jug',
        price: '32.00',
        currency: 'GBP',
        description: 'A one-litre jug in our white tin glaze, thrown in Leeds.',
      }),
    ]);
  });

  it('does not read a listing with many prices as one product: its items are the offerings', () => {
    const html = `<html><body><main><h1>All mugs</h1><ul><li>Mug A £10</li><li>Mug B £12</li><li>Mug C £14</li></ul><button>Add to cart</button></main></body></html>`;
    const offerings = extractOfferings(html, 'https://a.example/products/all');
    expect(offerings.map((o) => [o.name, o.price])).toEqual([
      ['Mug A', '10.00'],
      ['Mug B', '12.00'],
      ['Mug C', '14.00'],
    ]);
  });

  it('needs a sign of a product page besides the price', () => {
    const html = `<html><body><main><section><h1>Welcome to our café</h1><p>Coffee from £2.50 every morning.</p></section></main></body></html>`;
    expect(extractOfferings(html, 'https://a.example/')).toEqual([]);
  });
});

describe('prices without structured data on product pages', () => {
  const productPage = (body: string) =>
    `<html><head><title>Shop</title></head><body><main>${body}</main></body></html>`;

  it('German WooCommerce sale: the current (ins) price in 1.234,56 € format wins over the struck-through one', () => {
    const html =
      productPage(`<div class="summary"><h1>Moon Jar</h1><p class="price"><del><span class="woocommerce-Price-amount amount"><bdi>1.499,00&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span></del>
      <ins><span class="woocommerce-Price-amount amount"><bdi>1.234,56&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span></ins></p><button>In den Warenkorb</button></div>`);
    expect(
      extractOfferings(html, 'https://shop.example/produkt/moon-jar/').map((o) => [
        o.name,
        o.price,
        o.currency,
      ]),
    ).toEqual([['Moon Jar', '1234.56', 'EUR']]);
  });

  it('a currency switcher prints the shop’s price struck through beside its conversion: the shop’s price, not a sale', () => {
    // 250,000 pesos shown as 62.00 dollars: no sale takes 99.98 % off.
    const html =
      productPage(`<div class="summary"><h1>Boat tour on the lake</h1><p class="price"><span class="switcher_price_code"><del><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>&nbsp;250,000.00</bdi></span></del>
      <ins><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>&nbsp;62.00</bdi></span></ins></span></p><button>Reservar ahora</button></div>`);
    expect(
      extractOfferings(html, 'https://tours.example/producto/boat-tour/').map((o) => [o.name, o.price]),
    ).toEqual([['Boat tour on the lake', '250000.00']]);
  });

  it('Russian page: "3 790" and "₽" in separate elements give 3790.00 RUB; related products’ prices are not this one’s', () => {
    const html =
      productPage(`<div class="product"><div class="summary"><h1>Дека чёрная</h1><p class="price"><span class="woocommerce-Price-amount amount"><bdi>3 790<span class="woocommerce-Price-currencySymbol">₽</span></bdi></span></p>
      <button>В корзину</button></div><section class="related products"><h2>Похожие</h2><ul><li><a href="/product/b/">Дека Б</a><span class="price">4 200 ₽</span></li></ul></section></div>`);
    expect(
      extractOfferings(html, 'https://skate.example/product/deck-black/').map((o) => [
        o.name,
        o.price,
        o.currency,
      ]),
    ).toEqual([['Дека чёрная', '3790.00', 'RUB']]);
  });

  it('English page: 1,234.56 with the price element next to the title and the buy button', () => {
    const html = productPage(
      `<div class="product"><h1>Oak Table</h1><div class="product-price">$1,234.56</div><p>Solid oak, seats six.</p><button>Add to cart</button></div>`,
    );
    expect(
      extractOfferings(html, 'https://shop.example/products/oak-table').map((o) => [
        o.name,
        o.price,
        o.currency,
      ]),
    ).toEqual([['Oak Table', '1234.56', 'USD']]);
  });
});

describe('a product page built from widgets', () => {
  const related = (name: string, price: string) =>
    `<li class="product"><a href="/product/${name.toLowerCase()}/"><h2>${name}</h2><span class="price">${price}</span></a></li>`;
  const productPage = (priceBlock: string) => `<!doctype html><html><body><main>
    <section><div><div><h1 class="product_title">Canyon hike</h1></div></div>
      <div><div><p>${'A day on foot through forests and rivers, with lunch at a farm. '.repeat(40)}</p>
        <ul><li>Transport</li><li>Guide</li><li>Lunch optional: 12 € per person</li><li>Insurance 5 €</li></ul></div></div>
      <div><div>${priceBlock}</div></div>
      <div><form><button type="submit">Book now</button></form></div>
    </section>
    <section class="related products"><ul class="products">
      ${related('Kayak', '45,00 €')}${related('Climbing', '60,00 €')}${related('Zipline', '35,00 €')}
    </ul></section></main></body></html>`;

  it('takes the price element after a long description, not a figure of the text or a related product', () => {
    const offerings = extractOfferings(
      productPage('<p class="price"><span class="amount">89,00 €</span></p>'),
      'https://tours.example/product/canyon-hike/',
    );
    expect(offerings.map((o) => [o.name, o.price, o.currency])).toEqual([['Canyon hike', '89.00', 'EUR']]);
  });

  it('reads a struck shop price beside its conversion by a currency switcher as the price', () => {
    const offerings = extractOfferings(
      productPage(
        '<p class="price"><del><span class="amount">$ 90,000.00</span></del> <ins><span class="amount">$ 23.32</span></ins></p>',
      ),
      'https://tours.example/product/canyon-hike/',
    );
    expect(offerings.map((o) => [o.name, o.price])).toEqual([['Canyon hike', '90000.00']]);
  });
});

describe('a showcase item page without a price', () => {
  const showcase = (path: string, body: string) =>
    extractOfferings(
      `<!doctype html><html><head><title>Lemon tart - Bakery Example</title></head><body><main><h1>Lemon tart</h1>${body}</main></body></html>`,
      `https://bakery.example${path}`,
    ).map((o) => [o.name, o.price]);

  it('is an offering without a price when it sits under a products folder, in the site’s language', () => {
    expect(showcase('/tuotteet/lemon-tart/', '<p>Made to order. Ask us!</p>')).toEqual([
      ['Lemon tart', null],
    ]);
    expect(showcase('/produkty/lemon-tart/', '<p>Made to order.</p>')).toEqual([['Lemon tart', null]]);
  });

  it('is an offering without a price when its price slot shows zero, not the figure in its name', () => {
    const page = (name: string) =>
      `<!doctype html><html><head><title>${name} - Lake Example</title></head><body><main>
        <div><div><h1>${name}</h1></div><div><p class="price"><span class="amount">$&nbsp;0.00</span></p></div></div>
        <p>${'A cabin by the lake with a wooden deck and a view of the water. '.repeat(3)}</p>
      </main></body></html>`;
    const offerings = extractOfferings(page('Cabin 4'), 'https://lake.example/product/cabin-4/');
    expect(offerings.map((o) => [o.name, o.price])).toEqual([['Cabin 4', null]]);
  });

  it('is no offering elsewhere or when its page quotes prices', () => {
    expect(showcase('/blog/lemon-tart/', '<p>Made to order.</p>')).toEqual([]);
    expect(
      showcase('/products/lemon-tart/', '<p>Tarts from 20 €, cakes from 30 €, pies from 25 €.</p>'),
    ).toEqual([]);
  });
});

describe('a service page priced by size class', () => {
  const servicePage = (rows: string) => `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Service',
    name: 'Trimování psů',
  })}</script></head><body><main><h1>Trimování psů pro hrubosrstá plemena</h1>
    <h2>Kolik trimování stojí</h2><ul>${rows}</ul></main></body></html>`;

  it('rows named by a size class and its measure are the service’s variants, the lowest its price', () => {
    const html = servicePage(
      '<li>Malé plemeno (do 25 cm): od 500 Kč</li><li>Střední plemeno (do 45 cm): 600–900 Kč</li><li>Koupání a fénování: 200–500 Kč</li>',
    );
    expect(
      extractOfferings(html, 'https://salon.example/trimovani-psu/').map((o) => [
        o.name,
        o.price,
        o.variants?.map((v) => `${v.label} ${v.price}`),
      ]),
    ).toEqual([
      ['Trimování psů', '500.00', ['Malé plemeno (do 25 cm) 500.00', 'Střední plemeno (do 45 cm) 600.00']],
      ['Koupání a fénování', '200.00', undefined],
    ]);
  });

  it('an English page with weight classes does the same; rows with a treatment’s name stay offerings', () => {
    const html = servicePage(
      '<li>Small dog (up to 10 kg): $45</li><li>Large dog (over 30 kg): $80</li><li>Nail trim: $15</li>',
    ).replace('Trimování psů', 'Dog grooming');
    expect(
      extractOfferings(html, 'https://groom.example/grooming/').map((o) => [
        o.name,
        o.price,
        o.variants?.length,
      ]),
    ).toEqual([
      ['Dog grooming', '45.00', 2],
      ['Nail trim', '15.00', undefined],
    ]);
  });
});

describe('a page about one service without a call to action', () => {
  const page = (main: string) =>
    `<html><head><title>Praktijk</title></head><body><nav><a href="/contact/">Contact</a></nav><main>${main}</main></body></html>`;

  it('is the unpriced service its heading names, in any language', () => {
    const dutch = page(
      `<h1>Oefentherapie voor ouderen</h1><p>Wij helpen ouderen weer zeker te bewegen, thuis of in de praktijk.</p>`,
    );
    expect(extractOfferings(dutch, 'https://praktijk.example/ouderen/')).toEqual([
      expect.objectContaining({ name: 'Oefentherapie voor ouderen', price: null, offering_type: 'service' }),
    ]);
    const japanese = page(`<h1>小児歯科</h1><p>お子さまの歯を守ります。</p>`);
    expect(extractOfferings(japanese, 'https://clinic.example/medical/kids.html').map((o) => o.name)).toEqual(
      ['小児歯科'],
    );
  });

  it('is no service on a contact page, an overview of the pages under it, or an article', () => {
    expect(
      extractOfferings(page(`<h1>ご予約・お問い合わせ</h1>`), 'https://clinic.example/contact.html'),
    ).toEqual([]);
    const overview = page(
      `<h1>診療案内</h1><ul><li><a href="/medical/a.html">治療 A</a></li><li><a href="/medical/b.html">治療 B</a></li><li><a href="/medical/c.html">治療 C</a></li></ul>`,
    );
    expect(extractOfferings(overview, 'https://clinic.example/medical/')).toEqual([]);
    const article = page(`<h1>Oefentherapie na een val</h1><p>Vijf tips.</p>`);
    expect(extractOfferings(article, 'https://praktijk.example/blog/oefentherapie-na-een-val/')).toEqual([]);
  });
});
