import { describe, expect, it } from 'vitest';
import { businessProfileSchema } from '@adsmith/domain/profile/schemas';
import {
  buildBusinessProfile,
  type BuildProfileInput,
  type ProfileOfferingInput,
  type ProfilePage,
} from './build-profile';
import { foldForMatch, pageSourceText } from './rules/page-lines';
import { detectLanguages } from '../../lib/language';
import { walkSourcedItems } from './profile-walk';
import { silentLogger } from '../../ai/engine';
import { createOfflineEngine } from '../../ai/offline/offline-engine';

const origin = 'https://example-business.test';
const page = (path: string, text: string, meta: Record<string, unknown> = {}): ProfilePage => ({
  url: `${origin}${path}`,
  text,
  meta: { title: meta.title ?? null, description: meta.description ?? null, ...meta },
  images: [],
});
const build = (pages: ProfilePage[], extra: Partial<BuildProfileInput> = {}) => {
  const profile = buildBusinessProfile({
    crawlId: 'c1',
    startUrl: `${origin}/`,
    pages,
    offerings: [],
    brandSignals: null,
    businessType: null,
    ...extra,
  });
  expect(businessProfileSchema.parse(profile)).toEqual(profile);
  // Grounding: every quoted item is on its page.
  for (const item of walkSourcedItems(profile)) {
    const source = pages.find((candidate) => candidate.url === item.url);
    expect(source, item.path).toBeDefined();
    if (item.quote)
      expect(
        foldForMatch(pageSourceText(source!)).includes(foldForMatch(item.quote)),
        `${item.path}: ${item.quote}`,
      ).toBe(true);
  }
  return profile;
};

describe('buildBusinessProfile on awkward sites', () => {
  it('names the trade from the words of the site, or says it could not tell', () => {
    const clinic = build([
      page('/', 'Gentle dentistry for the whole family\nCheck-ups, fillings and teeth whitening', {
        title: 'Smile Dental Care | Home',
      }),
      page('/fees', 'Dental check-up £45\nHygienist visit £60\nWhitening £250', {
        title: 'Fees | Smile Dental Care',
      }),
    ]);
    expect(clinic.trade?.key).toBe('dental_clinic');
    expect(clinic.unknowns.join(' ')).not.toMatch(/trade could not be told/);
    const vague = build([page('/', 'Welcome to our website. Contact us.', { title: 'Welcome' })]);
    expect(vague.trade).toBeNull();
    expect(vague.unknowns.join(' ')).toMatch(/trade could not be told/);
  });

  it('says unknown only what is: no "what the business is" beside a trade, no "no street address" beside a postal town', () => {
    const profile = build([
      page(
        '/',
        'Carni scelte e salumi della nostra norcineria\nSalame nostrano, cotechino e salsiccia di maiale\nMacelleria Bianchi · Via Roma 12 – 26010 Dovera (CR)',
        { title: 'Macelleria Bianchi' },
      ),
    ]);
    expect(profile.trade?.key).toBe('food_producer');
    expect(profile.location.city).toMatchObject({ value: 'Dovera', basis: 'address' });
    expect(profile.unknowns.join(' ')).not.toMatch(/What the business is|trade could not be told/);
    expect(profile.unknowns.join(' ')).not.toMatch(/no street address/);
  });

  it('a site without a contact page or any place says it cannot tell where the business is', () => {
    const profile = build([
      page('/', 'Handmade candles\nWe pour every candle by hand in small batches.\nShop the collection', {
        title: 'Wick & Wax | Handmade candles',
      }),
      page('/shop', 'Lavender candle\nCedar candle', { title: 'Shop | Wick & Wax' }),
    ]);
    expect(profile.location.country).toBeNull();
    expect(profile.location.city).toBeNull();
    expect(profile.unknowns.join(' ')).toMatch(/country could not be told/);
    expect(profile.unknowns.join(' ')).toMatch(/No contact or imprint page/);
    expect(profile.unknowns.join(' ')).toMatch(/No products or services/);
    expect(profile.currency).toBeNull();
    expect(profile.businessName?.value).toBe('Wick & Wax');
  });

  it('a site with addresses in two countries names both and says which one it used', () => {
    const profile = build([
      page('/', 'Bakery and café in Vienna and Munich. Fresh bread every morning since 1998.', {
        title: 'Brotzeit',
      }),
      page(
        '/kontakt',
        'Filiale Wien\nMariahilfer Straße 12\n1060 Wien, Österreich\nTel. +43 1 234 5678\nFiliale München\nLeopoldstraße 8\n80802 München, Deutschland\nTel. +49 89 123 456\nKontakt: +43 1 234 5678',
        { title: 'Kontakt | Brotzeit' },
      ),
    ]);
    expect(profile.location.country?.value).toBe('AT');
    expect(profile.location.otherCountries).toEqual(['DE']);
    expect(profile.unknowns.join(' ')).toMatch(/two countries/);
    expect(profile.proof.foundedYear?.value).toBe('1998');
  });

  it('a country told only by a phone prefix is given as a guess, and said to be one', () => {
    const profile = build([
      page('/', 'Call us on +48 601 222 333 to order your cake.\nCakes for every party.', { title: 'Tort' }),
    ]);
    expect(profile.location.country).toMatchObject({ value: 'PL', basis: 'phone_prefix' });
    expect(profile.unknowns.join(' ')).toMatch(/guess from a phone prefix/);
    expect(profile.location.city).toBeNull();
  });

  it('equal evidence for two countries leaves the country open', () => {
    const profile = build([
      page('/', 'Our numbers: +44 20 7946 0000 and +49 30 1234567.\nWe answer every call.', {
        title: 'Callers',
      }),
    ]);
    expect(profile.location.country).toBeNull();
    expect(profile.unknowns.join(' ')).toMatch(/as much to/);
  });

  it('reads schema.org LocalBusiness markup as an address with no quote', () => {
    const profile = build([
      page('/', 'Your local bike shop. Repairs while you wait.', {
        title: 'Spokes',
        profileCues: {
          chromeText: '',
          tel: ['+353 1 555 0101'],
          mailto: ['hello@spokes.ie'],
          businessJsonLd: [
            {
              '@type': 'LocalBusiness',
              name: 'Spokes Bikes',
              address: {
                '@type': 'PostalAddress',
                streetAddress: '4 Quay St',
                addressLocality: 'Galway',
                addressCountry: 'IE',
              },
            },
          ],
          htmlLang: 'en',
          locale: { ogLocale: null, geoRegion: null, geoPlacename: null },
          imageSizes: [],
        },
      }),
    ]);
    expect(profile.businessName).toEqual({
      value: 'Spokes Bikes',
      source: { url: `${origin}/`, quote: null },
    });
    expect(profile.location).toMatchObject({
      country: { value: 'IE', basis: 'schema_org' },
      city: { value: 'Galway' },
      street: { value: '4 Quay St' },
    });
  });

  it('reads offers, proof and audience in German, Russian and Polish', () => {
    const profile = build([
      page(
        '/',
        'Kostenloser Versand ab 50 €. Seit 2005 für Familien und Kinder da.\nÜber 300 Kunden vertrauen uns.',
        { title: 'Laden' },
      ),
      page('/ru', 'Скидка 10% на первый заказ! Бесплатная доставка по городу.\nБолее 1 000 клиентов.', {
        title: 'Магазин',
      }),
      page('/pl', 'Darmowa dostawa od 100 zł. Zwrot w ciągu 30 dni.', { title: 'Sklep' }),
    ]);
    const kinds = profile.offers.map((offer) => offer.kind);
    expect(kinds).toEqual(expect.arrayContaining(['free_shipping', 'discount']));
    // A legal notice's disclaimer, on a page whose address does not say it is one, offers no guarantee.
    const notice = build([
      page('/', 'Zwei Jahre Garantie auf jede Reparatur.', { title: 'Werkstatt' }),
      page(
        '/impressium/',
        'Dessen ungeachtet kann keine Garantie für Richtigkeit, Vollständigkeit und Aktualität der Angaben übernommen werden.',
        { title: 'Impressium' },
      ),
    ]);
    expect(notice.offers.map((offer) => offer.text)).toEqual(['Zwei Jahre Garantie auf jede Reparatur.']);
    expect(profile.proof.foundedYear?.value).toBe('2005');
    expect(profile.audience.map((item) => item.value)).toEqual(
      expect.arrayContaining(['Familien', 'Kinder']),
    );
    // A count keeps its qualifier ("Über 300 Kunden"), so a proof line says what the site says.
    expect(profile.proof.counts.map((item) => item.value)).toEqual(
      expect.arrayContaining(['Über 300 Kunden', 'Более 1 000 клиентов']),
    );
  });

  it('takes as value propositions what the business says of itself, not general information or a cut-off list', () => {
    const profile = build(
      [
        page(
          '/',
          [
            'Wir empfehlen gegen Corona mindestens FFP2 Masken, welche Sie in unserem Shop als KN95 Masken finden können.',
            'Der Unterschied zu gelb ist, dass man Fälle nicht mehr bestimmten Clustern, also Gebieten zuordnen kann, in den besonders viele Fälle sind.',
            'Unsere hochwertigen FFP2 Masken bestehen aus 5 Schichten:',
            'Qualitäts-Schutzmasken online kaufen.',
          ].join('\n'),
          { title: 'Schutzmasken Shop' },
        ),
      ],
      {
        offerings: [
          {
            name: 'KN95 (FFP2) Masken',
            price: '24.99',
            currency: 'EUR',
            description: null,
            offeringType: 'product',
            landingPage: `${origin}/`,
            imageUrl: null,
          },
        ] as never,
      },
    );
    const values = profile.valuePropositions.map((item) => item.value);
    expect(values.some((value) => value.startsWith('Wir empfehlen gegen Corona'))).toBe(true);
    expect(values.some((value) => value.startsWith('Der Unterschied zu gelb'))).toBe(false);
    expect(values.some((value) => value.endsWith(':'))).toBe(false);
  });

  it('tells the language from the words, not the lang attribute', () => {
    expect(
      detectLanguages([
        'Piękne dłonie oraz paznokcie są synonimem elegancji i klasy, a także dodają pewności siebie.',
      ]),
    ).toEqual(['pl']);
    expect(
      detectLanguages(['Мы делаем горшки для растений и кассеты для рассады с 2008 года, это наша работа.']),
    ).toEqual(['ru']);
    expect(
      detectLanguages(['Wir empfehlen mindestens die FFP2 Masken, die Sie in unserem Shop finden.']),
    ).toEqual(['de']);
    expect(detectLanguages(['ok'])).toEqual([]);
  });
});

describe('what the business is, agreed with its trade', () => {
  it('names a finer category only when it is a kind of the trade: a locksmith near the restaurants is no restaurant', () => {
    const profile = build([
      page('/', 'Emergency locksmith, day and night\nLockouts, lock changes and key cutting\nCall us', {
        title: 'Keyway Locksmiths',
      }),
      page('/area', 'Our van parks by the restaurants and the bistro on Main Street.', { title: 'Area' }),
    ]);
    expect(profile.trade?.key).toBe('trades_repair');
    expect(profile.category).toBeNull();
    expect(profile.location.isLocal).toBe(false);
    const salon = build([
      page('/', 'Hair salon in the old town\nCuts, colour and blow-dry by our hairdressers', {
        title: 'Studio Nine',
      }),
      page('/neighbours', 'After your cut, the restaurant next door serves lunch.', { title: 'Neighbours' }),
    ]);
    expect(salon.trade?.key).toBe('hair_salon');
    expect(salon.category?.value).toBe('hair salon');
  });

  it('reads no booking into a copyright line: "Todos los derechos reservados" reserves nothing', () => {
    const profile = build([
      page(
        '/',
        'Taller de costura y arreglos de ropa\nLlámenos al 912 345 678\n© 2024 Todos los derechos reservados',
        {
          title: 'Arreglos Lucía',
        },
      ),
      page('/en', 'Clothing alterations\n© 2024 All rights reserved', { title: 'Arreglos Lucía' }),
    ]);
    expect(profile.actions.map((action) => action.value)).not.toContain('book');
  });

  it("reads bookings in Japanese, and nothing from a CDN's own pages", () => {
    const clinic = build([
      page('/', '歯科クリニック\n一般歯科・小児歯科\nWEB予約・お問い合わせ', { title: 'さくら歯科' }),
    ]);
    expect(clinic.actions.map((action) => action.value)).toContain('book');
    const shop = build([
      page('/', 'Garden tools and seeds\nCall 01234 567890', { title: 'Green Shed' }),
      page(
        '/cdn-cgi/l/email-protection',
        'If you have a website and are interested in protecting it in a similar way, you can sign up for Cloudflare.',
        { title: 'Email Protection | Cloudflare' },
      ),
    ]);
    expect(shop.actions.map((action) => action.value)).not.toContain('book');
  });

  it('quotes for the currency a line that shows a price in it, which says how the site writes its prices', () => {
    const room: ProfileOfferingInput = {
      name: 'Double room',
      price: '80.00',
      currency: 'PEN',
      description: null,
      offeringType: 'service',
      landingPage: `${origin}/rates`,
      imageUrl: null,
      availability: null,
    };
    const profile = build(
      [
        page('/', 'A family guesthouse near the old town', { title: 'Casa Ejemplo' }),
        page('/rates', 'Prices in nuevos soles (S/.)\nDouble room\nRates from S/. 80 a night', {
          title: 'Rates',
        }),
      ],
      { offerings: [room] },
    );
    expect(profile.currency).toMatchObject({ value: 'PEN', source: { quote: 'Rates from S/. 80 a night' } });
  });

  it("a tour operator's cart is its booking form: its tours are services customers book, not goods bought online", () => {
    const tour = (name: string, path: string): ProfileOfferingInput => ({
      name,
      price: '150000.00',
      currency: 'COP',
      description: null,
      offeringType: 'product',
      landingPage: `${origin}${path}`,
      imageUrl: null,
      availability: 'https://schema.org/InStock',
    });
    const profile = build(
      [
        page(
          '/',
          'Boat tours and paragliding on the lake\nGuided day trips with a local guide every morning',
          {
            title: 'Lakeside Tours',
          },
        ),
        page('/tour/boat', 'Boat tour on the lake\n$ 150.000\nAdd to cart\nView cart', {
          title: 'Boat tour',
        }),
        page('/tour/paragliding', 'Paragliding over the lake\n$ 200.000\nAdd to cart', {
          title: 'Paragliding',
        }),
      ],
      {
        offerings: [
          tour('Boat tour on the lake', '/tour/boat'),
          tour('Paragliding over the lake', '/tour/paragliding'),
        ],
        businessType: 'products',
      },
    );
    expect(profile.trade?.key).toBe('tours_activities');
    const actions = profile.actions.map((action) => action.value);
    expect(actions).toContain('book');
    expect(actions).not.toContain('buy_online');
    expect(profile.offeringType?.value).toBe('services');
  });
});

describe('never a dead end', () => {
  it('a one-page site with text and no offerings gives a profile the story and the assumptions draft from', async () => {
    const home = page(
      '/',
      [
        'Lash & Brow Loft',
        'Welcome to our little studio. We love making you feel good about yourself.',
        'Come and see us, we are happy to help you look your best every day.',
      ].join('\n'),
      { title: 'Lash & Brow Loft', description: 'Lash lifts and brow shaping in a quiet studio.' },
    );
    const profile = build([home]);
    expect(profile.businessName?.value).toBe('Lash & Brow Loft');
    expect(profile.trade?.key).toBe('beauty_salon');
    expect(profile.unknowns).toContain('No products or services were read from the pages.');
    const facts = {
      crawlId: 'c1',
      hostname: 'example-business.test',
      startUrl: `${origin}/`,
      siteName: null,
      businessType: null,
      pages: [{ url: home.url, title: 'Lash & Brow Loft', description: null, text: home.text }],
      offerings: [],
      profile,
    };
    const engine = createOfflineEngine({ logger: silentLogger });
    const story = (await engine.story({ facts })).value.story;
    expect(story).toContain('Lash & Brow Loft');
    const drafted = await engine.hypotheses({ facts, brandStory: story, count: 4, existing: [] });
    expect(drafted.value.hypotheses.length).toBeGreaterThanOrEqual(1);
  });
});

describe('buildBusinessProfile: the country as a vote', () => {
  const siteAt = (host: string, pages: { path: string; text: string; title: string }[]) =>
    buildBusinessProfile({
      crawlId: 'c2',
      startUrl: `https://${host}/`,
      pages: pages.map(({ path, text, title }) => ({
        url: `https://${host}${path}`,
        text,
        meta: { title, description: null },
        images: [],
      })),
      offerings: [],
      brandSignals: null,
      businessType: null,
    });

  it('a national phone number counts for the country the domain names, and makes it surer', () => {
    const text = 'Pane e dolci fatti a mano ogni mattina nel nostro forno di quartiere.';
    const withPhone = siteAt('forno-esempio.it', [
      { path: '/', text: `${text}\nOrdina la tua torta: 0373 941234`, title: 'Forno Esempio' },
    ]);
    const domainOnly = siteAt('forno-esempio.it', [{ path: '/', text, title: 'Forno Esempio' }]);
    expect(withPhone.location.country?.value).toBe('IT');
    expect(domainOnly.location.country?.value).toBe('IT');
    expect(withPhone.location.confidence).toBeGreaterThan(domainOnly.location.confidence!);
  });

  it('a "$" site with a +56 number and Santiago is in Chile, not the United States', () => {
    const profile = siteAt('estudio-ejemplo.com', [
      {
        path: '/',
        text: 'Talleres de cerámica para adultos.\nTaller de torno: $45.000\nTaller de esmaltes: $30.000',
        title: 'Estudio Ejemplo',
      },
      {
        path: '/contacto',
        text: 'Estamos en Santiago.\nEscríbenos por WhatsApp: +56 9 8765 4321',
        title: 'Contacto | Estudio Ejemplo',
      },
    ]);
    // "$" in Chile is the peso; the contact page names a Chilean town the gazetteer knows.
    expect(profile.currency?.value).toBe('CLP');
    expect(profile.location.country).toMatchObject({ value: 'CL', basis: 'contact_page' });
    expect(profile.location.city?.value).toBe('Santiago');
  });

  it('a site with no place, phone, address or country domain leaves the country unknown, never US', () => {
    const profile = siteAt('example-studio.com', [
      {
        path: '/',
        text: 'Online drawing lessons for beginners.\nOne lesson: $25\nTen lessons: $200',
        title: 'Sketch Club',
      },
    ]);
    expect(profile.currency?.value).toBe('USD');
    expect(profile.location.country).toBeNull();
    expect(profile.location.confidence).toBe(0);
    expect(profile.unknowns.join(' ')).toMatch(/country could not be told/);
  });

  it("an e-mail address on a country's domain is a vote for that country, from the page that shows it", () => {
    const text = 'Riparazioni di biciclette e accessori, con consegna in giornata per tutta la zona.';
    const withMail = siteAt('example-bikes.com', [
      { path: '/', text, title: 'Bici Esempio' },
      { path: '/contatti', text: 'Scrivici: officina@bici-esempio.it', title: 'Contatti' },
    ]);
    const withoutMail = siteAt('example-bikes.com', [{ path: '/', text, title: 'Bici Esempio' }]);
    expect(withMail.location.country).toMatchObject({
      value: 'IT',
      basis: 'domain',
      source: { url: 'https://example-bikes.com/contatti' },
    });
    expect(withoutMail.location.country).toBeNull();
  });
});
