import { readFixtureFile, type FixtureSiteName } from '@adsmith/fixtures/site-server';
import { describe, expect, it } from 'vitest';
import { extractBrandSignals } from './brand';
import { parseColor } from './colors';

describe('extractBrandSignals on each fixture site', () => {
  it.each([
    {
      site: 'shop',
      origin: 'https://www.kilnandkettle.co.uk',
      siteName: 'Kiln & Kettle',
      logo: ['/images/logo.svg', 'json-ld'],
      colors: { primary: '#b5532f', secondary: '#2f4a3a', background: '#faf6f0', text: '#2b2420' },
      fonts: [
        ['Fraunces', 'heading'],
        ['Work Sans', 'body'],
      ],
    },
    {
      site: 'services',
      origin: 'https://www.northgatephysio.co.uk',
      siteName: 'Northgate Physiotherapy',
      logo: ['/images/northgate-logo.svg', 'json-ld'],
      colors: { primary: '#1f6f78', secondary: '#f2a541', background: '#f7fafa', text: '#1d2b2f' },
      fonts: [
        ['Merriweather', 'heading'],
        ['Source Sans 3', 'body'],
      ],
    },
    {
      site: 'shopify-store',
      origin: 'https://www.fernhilltea.co.uk',
      siteName: 'Fernhill Tea Co.',
      logo: ['/cdn/shop/files/fernhill-logo.svg', 'img'],
      colors: { primary: '#3d5a40', background: '#fdfbf6', text: '#1e241f', accent: '#c8963e' },
      fonts: [
        ['Cormorant Garamond', 'heading'],
        ['Karla', 'body'],
      ],
    },
    {
      site: 'woo-store',
      origin: 'https://www.wachsunddocht.de',
      siteName: 'Wachs & Docht',
      logo: ['/wp-content/uploads/2024/01/wachs-und-docht-logo.svg', 'json-ld'],
      colors: { primary: '#8a5a1c', secondary: '#34423a', background: '#fffaf0', text: '#2a2118' },
      fonts: [
        ['Playfair Display', 'heading'],
        ['Lato', 'body'],
      ],
    },
  ])('$site: $siteName', ({ site, origin, siteName, logo, colors, fonts }) => {
    const brand = extractBrandSignals(readFixtureFile(site as FixtureSiteName, '/'), `${origin}/`);
    expect(brand.siteName).toBe(siteName);
    expect([brand.logoUrl, brand.logoSource]).toEqual([`${origin}${logo[0]}`, logo[1]]);
    expect(Object.fromEntries(brand.colors.map((color) => [color.role, color.value]))).toMatchObject(colors);
    expect(brand.fonts.slice(0, 2).map((font) => [font.family, font.role])).toEqual(fonts);
    expect(brand.fonts[0]?.source).toBe('google-fonts');
  });
});

describe('extractBrandSignals fallbacks', () => {
  const page = (head: string, body = '') =>
    `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

  it.each([
    [
      'og:logo',
      page('<meta property="og:logo" content="/brand/og-logo.png">', '<img class="logo" src="/l.png">'),
      'https://a.example/brand/og-logo.png',
      'og:logo',
    ],
    [
      'an <img> marked as logo, in the header first',
      page(
        '',
        '<img src="/hero.jpg"><main><img alt="logo" src="/other-logo.png"></main><header><a class="site-logo"><img src="/header.png"></a></header>',
      ),
      'https://a.example/header.png',
      'img',
    ],
    [
      'apple-touch-icon (largest)',
      page(
        '<link rel="apple-touch-icon" sizes="120x120" href="/t120.png"><link rel="apple-touch-icon" sizes="180x180" href="/t180.png">',
      ),
      'https://a.example/t180.png',
      'apple-touch-icon',
    ],
    [
      'icon',
      page('<link rel="icon" href="/icon.svg" type="image/svg+xml">'),
      'https://a.example/icon.svg',
      'icon',
    ],
    ['/favicon.ico', page(''), 'https://a.example/favicon.ico', 'favicon'],
  ])('finds the logo from %s', (_name, html, url, source) => {
    const brand = extractBrandSignals(html, 'https://a.example/page');
    expect([brand.logoUrl, brand.logoSource]).toEqual([url, source]);
  });

  it('takes the site name from the title when nothing names it', () => {
    expect(
      extractBrandSignals(page('<title>Contact us | Harbour Bakery</title>'), 'https://a.example/').siteName,
    ).toBe('Harbour Bakery');
  });

  it('ranks the most used colours when nothing declares a role', () => {
    const css = `<style>
      body { background: #FFF; color: rgb(20, 20, 20); }
      .btn { background: #0a7c59; } .btn:hover { background: #0a7c59; border-color: #0A7C59; }
      .tag { color: hsl(330, 70%, 45%); } .tag-2 { color: hsl(330, 70%, 45%); }
      .ghost { color: rgba(255, 0, 0, 0.1); }
    </style>`;
    const brand = extractBrandSignals(page(css), 'https://a.example/');
    expect(brand.colors).toEqual([
      { value: '#0a7c59', role: 'primary', source: 'most used colour in CSS' },
      { value: '#c32273', role: 'secondary', source: 'most used colour in CSS' },
      { value: '#ffffff', role: 'background', source: 'body background' },
      { value: '#141414', role: 'text', source: 'body color' },
    ]);
  });

  it('reads fonts from font-family rules, @font-face and css v1 Google Fonts URLs', () => {
    const html =
      page(`<link href="https://fonts.googleapis.com/css?family=Roboto+Slab:700|Open+Sans:400,600" rel="stylesheet">
      <style>@font-face { font-family: "Brand Sans"; src: url(/f.woff2); } h1 { font-family: 'Roboto Slab', serif; } p { font-family: -apple-system, "Open Sans", sans-serif; }</style>`);
    const fonts = extractBrandSignals(html, 'https://a.example/').fonts;
    expect(fonts).toEqual([
      { family: 'Roboto Slab', role: 'heading', source: 'google-fonts' },
      { family: 'Open Sans', role: 'body', source: 'google-fonts' },
      { family: 'Brand Sans', role: null, source: 'font-face' },
    ]);
  });

  it('takes no size, weight, icon font or code font for a brand font', () => {
    const css = `:root { --font-size-heading: 20px; --font-weight-title: 700; --font-heading: 'Lora', serif; }
      h2 { font: 700 1.1rem/1.2 var(--font-heading); } .icon { font-family: 'Font Awesome 5 Free'; }
      i.ion { font-family: Ionicons; } code, pre { font-family: SFMono-Regular, Menlo, monospace; }
      .fine { font: 0/0 a; } body { font-family: 'Nunito', sans-serif; }`;
    const fonts = extractBrandSignals(page(`<style>${css}</style>`), 'https://a.example/').fonts;
    expect(fonts.map((font) => [font.family, font.role])).toEqual([
      ['Lora', 'heading'],
      ['Nunito', 'body'],
    ]);
  });

  it('reads fetched stylesheets when the caller passes them', () => {
    const brand = extractBrandSignals(page(''), 'https://a.example/', {
      stylesheets: [':root { --brand-color: #123abc; }'],
    });
    expect(brand.colors[0]).toEqual({
      value: '#123abc',
      role: 'primary',
      source: 'CSS custom property --brand-color',
    });
  });
});

describe('parseColor', () => {
  it.each([
    ['#ABC', '#aabbcc'],
    ['#b5532f', '#b5532f'],
    ['#b5532fcc', '#b5532f'],
    ['#b5532f10', null],
    ['rgb(181, 83, 47)', '#b5532f'],
    ['rgb(181 83 47 / 50%)', '#b5532f'],
    ['rgba(0,0,0,0.2)', null],
    ['hsl(0, 100%, 50%)', '#ff0000'],
    ['White', '#ffffff'],
    ['var(--x)', null],
    ['transparent', null],
    ['#'.padEnd(5000, 'a'), null],
  ])('%s → %s', (input, expected) => {
    expect(parseColor(input)).toBe(expected);
  });
});

describe('the logo is the business’s', () => {
  it('passes over an association badge and partner logos marked "logo", and takes the one in the header', () => {
    const html = `<html><head><title>Macelleria Rossi</title></head><body>
      <div class="associations"><img src="/img/slow-food-logo.png" alt="Slow Food logo"></div>
      <section class="partner-logos"><img class="logo" src="/img/consorzio.png" alt="Consorzio"></section>
      <header><a href="/"><img class="custom-logo" src="data:image/gif;base64,R0lGOD" data-src="/img/rossi.svg" alt="Macelleria Rossi"></a></header>
      <footer><img src="/img/certified-logo.png" alt="Certified butcher"></footer>
    </body></html>`;
    const brand = extractBrandSignals(html, 'https://rossi.example/');
    expect([brand.logoUrl, brand.logoSource]).toEqual(['https://rossi.example/img/rossi.svg', 'img']);
  });

  it('without the business’s own logo image, a badge never becomes the logo', () => {
    const html = `<html><body><div class="member-of"><img src="/img/guild-logo.png" alt="Guild member"></div>
      <img src="/img/award-logo-2024.png" alt="Award"></body></html>`;
    expect(extractBrandSignals(html, 'https://rossi.example/').logoSource).not.toBe('img');
  });

  it('takes the masthead banner over an association logo further down the page, which has no words saying whose it is', () => {
    const html = `<html><head><title>Kinderfysio Noord</title>
      <link rel="apple-touch-icon" href="/img/touch.png"></head><body>
      <div style="background: url(/img/bg.png)"><div class="col"><picture>
        <img class="img-fluid" src="/img/header.jpg" style="width: 462px; height: 123px" width="10px" height="10px">
      </picture></div></div>
      <div class="navbar"><ul><li><a href="/baby/">Baby</a></li></ul></div>
      <img src="/img/slide-1.jpg" alt="Slide Image">
      <h1>Welkom bij Kinderfysio Noord</h1><p>Uit de praktijk …</p>
      <picture><img src="/img/logo-kinderfysio.jpg" style="width: 196px"></picture>
    </body></html>`;
    const brand = extractBrandSignals(html, 'https://noord.example/');
    expect([brand.logoUrl, brand.logoSource]).toEqual(['https://noord.example/img/header.jpg', 'img']);
    expect(brand.logoEvidence).toEqual({ place: 'top', linksTo: null, named: false });
    // Without the banner, the site's icon comes before a logo found only below the first heading.
    const noBanner = html.replace(/<picture>\s*<img class="img-fluid"[^>]*>\s*<\/picture>/, '');
    expect(extractBrandSignals(noBanner, 'https://noord.example/').logoSource).toBe('apple-touch-icon');
  });

  it('passes over logos linking to another site, "member of" badges in several languages and a product brand’s JSON-LD logo', () => {
    const html = `<html><head><meta property="og:site_name" content="Bakkerij Smit">
      <script type="application/ld+json">{"@type":"Product","name":"Taart","brand":{"@type":"Organization","logo":"https://maker.example/logo.png"}}</script>
      </head><body><h2>Onze taarten</h2>
      <a href="https://guild.example/"><img class="logo" src="/img/guild-logo.png"></a>
      <img class="logo" src="/img/nvk.png" alt="Lid van de Nederlandse Vereniging">
      <div class="footer"><a href="/"><img class="footer-logo" src="/img/smit-logo.png" alt="Bakkerij Smit"></a></div>
    </body></html>`;
    const brand = extractBrandSignals(html, 'https://smit.example/');
    expect(brand.logoUrl).toBe('https://smit.example/img/smit-logo.png');
    expect(brand.logoEvidence).toEqual({ place: 'header', linksTo: null, named: true });
  });
});
