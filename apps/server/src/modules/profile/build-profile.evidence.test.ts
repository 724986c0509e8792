import { describe, expect, it } from 'vitest';
import { businessProfileSchema } from '@adsmith/domain/profile/schemas';
import { buildBusinessProfile, type ProfileOfferingInput, type ProfilePage } from './build-profile';
import { foldForMatch, pageSourceText } from './rules/page-lines';
import { walkSourcedItems } from './profile-walk';
import { currencyForOwnerCountry, offeringCurrencyOnSite } from './rules/currency';

const origin = 'https://example-business.test';
const page = (path: string, text: string, title: string): ProfilePage => ({
  url: `${origin}${path}`,
  text,
  meta: { title, description: null },
  images: [],
});
/** An offering as the price readers leave it: a bare "$" is read as US dollars. */
const offering = (name: string, price: string, currency = 'USD'): ProfileOfferingInput => ({
  name,
  price,
  currency,
  description: null,
  offeringType: 'product',
  landingPage: `${origin}/`,
  imageUrl: null,
});
const build = (pages: ProfilePage[], offerings: ProfileOfferingInput[] = []) => {
  const profile = buildBusinessProfile({
    crawlId: 'c1',
    startUrl: `${origin}/`,
    pages,
    offerings,
    brandSignals: null,
    businessType: offerings.length > 0 ? 'products' : null,
  });
  expect(businessProfileSchema.parse(profile)).toEqual(profile);
  for (const item of walkSourcedItems(profile)) {
    const source = pages.find((candidate) => candidate.url === item.url);
    expect(source, item.path).toBeDefined();
    if (item.quote)
      expect(foldForMatch(pageSourceText(source!)).includes(foldForMatch(item.quote)), item.path).toBe(true);
  }
  return profile;
};

describe('the currency of "$" prices, by where the business is', () => {
  const cakes = [offering('Torta de chocolate', '24990.00'), offering('Kuchen de frambuesa', '18500.00')];

  it('"$" on a site whose phone and address are Chilean is the Chilean peso, for the profile and its offerings', () => {
    const profile = build(
      [
        page(
          '/',
          'Pastelería de barrio\nTorta de chocolate $ 24.990\nKuchen de frambuesa $ 18.500',
          'Dulce Nube',
        ),
        page(
          '/contacto',
          'Dirección: Avenida Los Leones 1234, Providencia, Santiago\nTeléfono +56 2 2345 6789',
          'Contacto | Dulce Nube',
        ),
      ],
      cakes,
    );
    expect(profile.location.country?.value).toBe('CL');
    expect(profile.currency?.value).toBe('CLP');
    expect(profile.currency?.source.url).toBe(`${origin}/`);
    expect(cakes.map((cake) => offeringCurrencyOnSite(cake.currency, profile.currency!.value))).toEqual([
      'CLP',
      'CLP',
    ]);
  });

  it('with only a phone number to tell the country, the dot-grouped "$ 24.990" (never a US-dollar price) settles it', () => {
    const pages = (prices: string[]) => [
      page('/', `Pastelería de barrio\n${prices.join('\n')}`, 'Dulce Nube'),
      page('/pedidos', 'Pedidos al +56 9 8765 4321', 'Pedidos | Dulce Nube'),
    ];
    const dotted = build(pages(['Torta de chocolate $ 24.990', 'Kuchen de frambuesa $ 18.500']), cakes);
    expect(dotted.location.country?.value).toBe('CL');
    expect(dotted.location.confidence).toBeLessThan(0.5);
    expect(dotted.currency?.value).toBe('CLP');
    // The same hint with prices written as US prices are (and no peso price is): the symbol keeps its usual reading.
    const decimal = build(pages(['Chocolate cake $24.99', 'Raspberry kuchen $18.50']), [
      offering('Chocolate cake', '24.99'),
      offering('Raspberry kuchen', '18.50'),
    ]);
    expect(decimal.currency?.value).toBe('USD');
  });

  it.each([
    {
      country: 'MX',
      currency: 'MXN',
      phone: '+52 55 1234 5678',
      prices: ['Pastel de chocolate $1,250', 'Pay de queso $890'],
    },
    {
      country: 'CO',
      currency: 'COP',
      phone: '+57 311 600 0000',
      prices: ['Torta de chocolate $ 279.990', 'Torta de queso $ 189.990'],
    },
  ])(
    '"$" with only a $country phone number is the $currency (the number format votes, it does not decide alone)',
    ({ country, currency, phone, prices }) => {
      const profile = build(
        [
          page('/', `Pastelería de barrio\n${prices.join('\n')}`, 'Dulce Nube'),
          page('/pedidos', `Pedidos por WhatsApp al ${phone}`, 'Pedidos | Dulce Nube'),
        ],
        cakes,
      );
      expect(profile.location.country?.value).toBe(country);
      // A phone number alone leaves the country unsure: the owner is asked before anything is targeted.
      expect(profile.location.confidence).toBeLessThan(0.5);
      expect(profile.currency?.value).toBe(currency);
    },
  );

  it('"$ 279.990" on a site that says nowhere where it is is no US dollar: the currency waits for the country', () => {
    const profile = build(
      [
        page(
          '/',
          'Pastelería de barrio\nTorta de chocolate $ 279.990\nTorta de queso $ 189.990',
          'Dulce Nube',
        ),
      ],
      [offering('Torta de chocolate', '279990.00'), offering('Torta de queso', '189990.00')],
    );
    expect(profile.location.country).toBeNull();
    expect(profile.currency).toBeNull();
    expect(profile.unknowns.join(' ')).toMatch(/the currency follows the country you confirm/);
    // The owner's country settles it: Colombia's peso is written with "$", the euro is not.
    expect(profile.currencyAsRead?.value).toBe('USD');
    expect(currencyForOwnerCountry(profile, 'CO')?.value).toBe('COP');
    expect(currencyForOwnerCountry(profile, 'ES')).toBeNull();
    // Written as US prices are, the same symbol stays the US dollar.
    const us = build(
      [page('/', 'Bakery\nChocolate cake $24.99\nCheesecake $18.50', 'Dulce Nube')],
      [offering('Chocolate cake', '24.99'), offering('Cheesecake', '18.50')],
    );
    expect(us.currency?.value).toBe('USD');
    expect(currencyForOwnerCountry(us, 'AU')?.value).toBe('AUD');
  });

  it('a country named beside the town of the address and prices in soles ("S/. 80") are Peru and the sol', () => {
    const profile = build([
      page('/', 'Hostal en el centro histórico\nHabitaciones simples y dobles', 'Hostal Quilla'),
      page('/ubicacion', 'Jirón Puno 412\nBarrio San Blas\nCusco, Perú', 'Ubicación | Hostal Quilla'),
      page('/precios', 'precios en nuevos soles (S/.)\nPrecios desde S/. 80', 'Precios | Hostal Quilla'),
      page('/rates', 'prices in USD.\nRates from $ 30', 'Rates | Hostal Quilla'),
    ]);
    expect(profile.location.country?.value).toBe('PE');
    expect(profile.currency?.value).toBe('PEN');
  });

  it.each([
    {
      site: 'Hof Sonnleiten',
      home: 'Ferien auf dem Bauernhof\nAnfahrt von Wien über die Autobahn',
      contact: ['/kontakt', 'Fam. Mair\nI-39099\nUnterwaldach\nWaldweg 4\nTel. +39 0473 123456'],
      country: 'IT',
      city: 'Unterwaldach',
    },
    {
      site: 'Écurie du Val',
      home: 'Pension pour chevaux\nItinéraire depuis Paris',
      contact: ['/contact', '12 route des Prés\n27999 SAINT-MARTIN-DU-VAL\nTél. +33 2 35 00 00 00'],
      country: 'FR',
      city: 'Saint-Martin-Du-Val',
    },
  ])(
    '$site: the city is the town of the postal address, even one no place list knows, not a city the text names',
    ({ site, home, contact, country, city }) => {
      const profile = build([
        page('/', home, site),
        page(contact[0]!, `${site}\n${contact[1]}`, `Contact | ${site}`),
      ]);
      expect(profile.location.country?.value).toBe(country);
      expect(profile.location.city).toMatchObject({ value: city, basis: 'address' });
    },
  );

  it('a site that writes the code itself keeps it, wherever it is', () => {
    const profile = build(
      [
        page('/', 'Tours desde Santiago\nTour al glaciar USD 120\nTour a la viña USD 80', 'Andes Tours'),
        page(
          '/contacto',
          'Dirección: Avenida Los Leones 1234, Providencia, Santiago\nTeléfono +56 2 2345 6789',
          'Contacto',
        ),
      ],
      [offering('Tour al glaciar', '120.00'), offering('Tour a la viña', '80.00')],
    );
    expect(profile.location.country?.value).toBe('CL');
    expect(profile.currency?.value).toBe('USD');
    // Named by its code, it stays whatever country the owner gives.
    expect(currencyForOwnerCountry(profile, 'MX')?.value).toBe('USD');
  });

  it('"$" on a site in the United States stays the US dollar', () => {
    const profile = build(
      [
        page('/', 'Bakery\nChocolate cake $24.99', 'Sweet Cloud'),
        page('/contact', 'Visit us: 12 Main Street, Springfield, IL 62701\nCall +1 217 555 0134', 'Contact'),
      ],
      [offering('Chocolate cake', '24.99')],
    );
    expect(profile.location.country?.value).toBe('US');
    expect(profile.currency?.value).toBe('USD');
  });

  it('a currency switcher’s second figure does not make its currency the site’s', () => {
    const contact = page(
      '/contacto',
      'Dirección: Calle 30 # 28-10, Jardín, Antioquia\nWhatsApp +57 311 600 0000',
      'Contacto',
    );
    // Both figures under one "$", the pesos first (the price reader keeps the first, as US dollars).
    const symbols = build(
      [
        page(
          '/',
          'Paseo en velero\n$ 150,000.00 $ 38.00\nCOP $ Peso colombiano\nUSD $ US Dollar',
          'Lago Tours',
        ),
        contact,
      ],
      [offering('Paseo en velero', '150000.00')],
    );
    expect(symbols.currency?.value).toBe('COP');
    // Both codes written: the first is the price's.
    const codes = build(
      [
        page(
          '/',
          'Paseo en velero COP 150.000 / USD 38\nCaminata al mirador COP 47.000 / USD 12',
          'Lago Tours',
        ),
        contact,
      ],
      [offering('Paseo en velero', '150000.00', 'COP'), offering('Caminata al mirador', '47000.00', 'COP')],
    );
    expect(codes.currency?.value).toBe('COP');
    // The site's own code beside its "$" figures, a switcher's "US$" beside them: the pesos are the site's.
    const beside = build(
      [
        page('/', 'Tour del café: $ 180.000 COP (US$ 45)\nCabalgata: $ 250.000 COP (US$ 62)', 'Lago Tours'),
        contact,
      ],
      [offering('Tour del café', '180000.00'), offering('Cabalgata', '250000.00')],
    );
    expect(beside.currency?.value).toBe('COP');
  });

  it.each([
    {
      what: 'an Australian state and postcode make "$" the Australian dollar',
      footer: '212 Brunswick Street, Fitzroy VIC 3065',
      country: 'AU',
      city: 'Fitzroy',
      currency: 'AUD',
    },
    {
      what: 'a Canadian province and postal code make "$" the Canadian dollar',
      footer: '455 Queen St W, Toronto, ON M5V 2A9',
      country: 'CA',
      city: 'Toronto',
      currency: 'CAD',
    },
  ])('$what', ({ footer, country, city, currency }) => {
    const profile = build(
      [page('/', `Coffee and cakes\nFlat white $5.50\n${footer}`, 'Little Wattle')],
      [offering('Flat white', '5.50')],
    );
    expect(profile.location.country?.value).toBe(country);
    expect(profile.location.confidence).toBeGreaterThanOrEqual(0.5);
    expect(profile.location.city?.value).toBe(city);
    expect(profile.currency?.value).toBe(currency);
  });
});

describe('the city from the gazetteer', () => {
  it.each([
    {
      what: 'the town of an address written without a postcode, not the region after it',
      contact: 'Dirección\nCalle 30 # 28-10, Jardín, Antioquia\nWhatsApp +57 311 600 0000',
      country: 'CO',
      city: 'Jardín',
    },
    {
      what: 'the town, not the district written before it',
      contact: 'Dirección: Avenida Los Leones 1234, Providencia, Santiago\nTeléfono +56 2 2345 6789',
      country: 'CL',
      city: 'Santiago',
    },
  ])('reads $what', ({ contact, country, city }) => {
    const profile = build([
      page('/', 'Hecho a mano, cada día', 'Taller'),
      page('/contacto', contact, 'Contacto'),
    ]);
    expect(profile.location.country?.value).toBe(country);
    expect(profile.location.city).toMatchObject({ value: city, basis: 'address' });
  });

  it.each([
    {
      what: 'a UK address on one line: the town before the postcode, not the street before it',
      footer: 'Northgate Physiotherapy, 214 Abbeydale Road, Sheffield S7 1FL · 0114 496 0123',
      country: 'GB',
      city: 'Sheffield',
    },
    {
      what: 'a German address: the town after the postcode, not the street',
      footer: 'Praxis Nord · Sendlinger Str. 7 · 20095 Hamburg · Tel. +49 40 1234567',
      country: 'DE',
      city: 'Hamburg',
    },
  ])('$what', ({ footer, country, city }) => {
    const pages = ['/', '/about', '/services'].map((path) =>
      page(path, `Physiotherapy for every body\n${footer}`, 'Clinic'),
    );
    const profile = build(pages);
    expect(profile.location.country?.value).toBe(country);
    expect(profile.location.city).toMatchObject({ value: city, basis: 'address' });
  });

  it('the town a sentence says the business is in ("gevestigd in Tilburg"), when the gazetteer knows it there', () => {
    const profile = build([
      page(
        '/',
        'Oefentherapie voor houding en beweging\nPraktijk De Berk is gevestigd in Tilburg. Wij behandelen nek- en rugklachten.\nBel 013 543 2109',
        'Praktijk De Berk',
      ),
    ]);
    expect(profile.location.country?.value).toBe('NL');
    expect(profile.location.city).toMatchObject({ value: 'Tilburg', basis: 'contact_page' });
    // The same words before a place the gazetteer does not know there name no city.
    const unknown = build([
      page('/', 'Praktijk De Berk is gevestigd in Wolkenkoekoeksheim.\nBel 013 543 2109', 'Praktijk De Berk'),
    ]);
    expect(unknown.location.city).toBeNull();
  });

  it('"Denver, CO" without a ZIP code is a US town only when the gazetteer knows it there', () => {
    const denver = build([page('/', 'Licensed plumbers\nBlue Line Plumbing LLC · Denver, CO', 'Blue Line')]);
    expect(denver.location.country?.value).toBe('US');
    expect(denver.location.city?.value).toBe('Denver');
    expect(denver.location.region?.value).toBe('Colorado');
    const medellin = build([page('/', 'Tours y café\nAndes Verdes · Medellín, CO', 'Andes Verdes')]);
    expect(medellin.location.country?.value).not.toBe('US');
  });

  it('the town before a four-digit postcode, not the suburb before it; a street named after a country is no country', () => {
    const profile = build([
      page('/', 'All-day brunch\n88 Cuba Street, Te Aro, Wellington 6011\nPhone +64 4 385 1234', 'Kowhai'),
    ]);
    expect(profile.location.country?.value).toBe('NZ');
    expect(profile.location.city?.value).toBe('Wellington');
    // Without the phone number nothing says where it is: "Cuba Street" is no vote for Cuba.
    const street = build([page('/', 'All-day brunch\n88 Cuba Street, Te Aro, Wellington 6011', 'Kowhai')]);
    expect(street.location.country).toBeNull();
  });

  it('a postcode and a town with no street beside it count once the gazetteer knows the town there', () => {
    const profile = build([
      page('/', 'Kakut tilauksesta\nSoita +358 40 123 4567', 'Kakkupaja'),
      page('/yhteystiedot', 'Kakkupaja\nMäkitie 3\n23100 Mynämäki', 'Yhteystiedot'),
    ]);
    expect(profile.location.country?.value).toBe('FI');
    expect(profile.location.city?.value).toBe('Mynämäki');
  });
});
