import { describe, expect, it } from 'vitest';
import { extractOfferings } from './offerings';
import { cleanItemName, declaredCurrency, priceInText, sectionName } from './price-list';

const PAGE = 'https://salon.example/prices';
const page = (main: string, extra = '') =>
  `<!doctype html><html><head><title>Prices</title></head><body>${extra}<main>${main}</main></body></html>`;
const summary = (html: string, url = PAGE) =>
  extractOfferings(html, url).map((o) => [o.name, o.price, o.currency, o.offering_type]);

describe('priceInText', () => {
  it.each([
    ['120zł', '120.00', 'PLN'],
    ['10/20zł', '10.00', 'PLN'],
    ['30 – 40 €', '30.00', 'EUR'],
    ['from £45', '45.00', 'GBP'],
    ['ab 1.299,00 €', '1299.00', 'EUR'],
    ['3 790 ₽', '3790.00', 'RUB'],
    ['2,80 € 3,90 €', '2.80', 'EUR'],
    ['£38.50 per hour £640', '640.00', 'GBP'],
    // Before and with tax: the price with tax.
    ['¥28,000（税込 ¥30,800）', '30800', 'JPY'],
    ['€20.00 excl. VAT, €24.20 incl. VAT', '24.20', 'EUR'],
    ['£20 (£24 inc. VAT)', '24.00', 'GBP'],
    ['24,90 € inkl. MwSt.', '24.90', 'EUR'],
  ])('%s → %s %s', (text, amount, currency) => {
    expect(priceInText(text, null)).toEqual({ amount, currency });
  });

  it.each([
    ['500–700 Kč', '500.00', 'CZK'],
    ['Střední plemeno (do 45 cm): 600–900 Kč', '600.00', 'CZK'],
    ['1.200–1.500 €', '1200.00', 'EUR'],
    ['20 bis 30 CHF', '20.00', 'CHF'],
    ['$100 to 200 (daytime)', '100.00', 'USD'],
  ])('a range whose currency is written once after it gives its lower end: %s', (text, amount, currency) => {
    expect(priceInText(text, null)).toEqual({ amount, currency });
  });

  it('a line with only a per-unit figure has no price', () => {
    expect(priceInText('£38.50 per hour', null)).toBeNull();
  });
});

describe('cleanItemName', () => {
  it('drops allergen codes, emoji, leader dots and trailing separators', () => {
    expect(cleanItemName('Tom Yam Gai-Suppe mit Huhn (sauer-scharf 🌶🌶) [D]')).toBe(
      'Tom Yam Gai-Suppe mit Huhn (sauer-scharf)',
    );
    expect(cleanItemName('Singha Bier 🇹🇭')).toBe('Singha Bier');
    expect(cleanItemName('Haircut ........ ')).toBe('Haircut');
  });
});

describe('price-list tables', () => {
  it('one offering per row, the "total" column rather than the hourly rate, hidden £0.00 cells ignored', () => {
    const html = page(`<table>
      <tr><td colspan="3">LESSONS</td></tr>
      <tr><td style="visibility: hidden"></td><td>Hourly rate</td><td>Total cost</td></tr>
      <tr><td>One 2-hour lesson</td><td>£40.00</td><td>£80.00</td></tr>
      <tr><td>Ten 1-hour lessons</td><td>£39.00</td><td>£390.00</td></tr></table>
      <table><tr><td colspan="3">SUPPORT MATERIALS</td></tr>
      <tr><td>Theory test book</td><td style="visibility: hidden">£0.00</td><td>£23.00</td></tr></table>`);
    expect(summary(html)).toEqual([
      ['One 2-hour lesson', '80.00', 'GBP', 'service'],
      ['Ten 1-hour lessons', '390.00', 'GBP', 'service'],
      ['Theory test book', '23.00', 'GBP', 'product'],
    ]);
  });

  it('fees the business passes on (agency fees "where not included", delivery costs) are not offerings', () => {
    const html =
      page(`<table><tr><td>One lesson</td><td>£40.00</td></tr><tr><td>Two lessons</td><td>£80.00</td></tr></table>
      <table><tr><td colspan="2">DRIVING STANDARDS AGENCY FEES (where not included)</td></tr>
      <tr><td>Driving test fee (Practical)</td><td>£62.00</td></tr><tr><td>Driving test fee (Theory)</td><td>£23.00</td></tr></table>
      <h3>Versandkosten</h3><table><tr><td>Deutschland</td><td>4,90 €</td></tr><tr><td>Österreich</td><td>6,90 €</td></tr></table>`);
    expect(summary(html).map(([name]) => name)).toEqual(['One lesson', 'Two lessons']);
  });

  it('restaurant menu: dish numbers and allergens dropped, an ellipsis heading starts every row, bold name + description, first of two sizes', () => {
    const html = page(`<h1>Speisekarte</h1>
      <h4>Reis mit Schweinefleisch…</h4><table><tr><td>22</td><td>mit Bambus &amp; Morcheln [F]</td><td>11,00 €</td></tr>
      <tr><td>23</td><td>mit Gemüse (sauer-scharf 🌶🌶)</td><td>11,00 €</td></tr></table>
      <h3>Vietnamesische Gerichte</h3><table><tr><td>N1</td><td><b>Banh Mi Chien Tom [A,D]</b><br>Toast mit Garnelen</td><td>5,00 €</td></tr></table>
      <h3>Getränke</h3><table><tr><td>Cola [1,2], Fanta</td><td>0,20l<br>0,40l</td><td>2,80 €<br>3,90 €</td></tr></table>`);
    const offerings = extractOfferings(html, PAGE);
    expect(offerings.map((o) => [o.name, o.price, o.currency, o.offering_type])).toEqual([
      ['Reis mit Schweinefleisch mit Bambus & Morcheln', '11.00', 'EUR', 'product'],
      ['Reis mit Schweinefleisch mit Gemüse (sauer-scharf)', '11.00', 'EUR', 'product'],
      ['Banh Mi Chien Tom', '5.00', 'EUR', 'product'],
      ['Cola, Fanta 0,20l', '2.80', 'EUR', 'product'],
    ]);
    expect(offerings[2]?.description).toBe('Toast mit Garnelen');
  });

  it('a set menu section names its items ("Mittagsmenü: …")', () => {
    const html = page(
      `<h3>Mittagsmenü</h3><table><tr><td>M1</td><td>Ente mit Gemüse</td><td>10,30 €</td></tr><tr><td>M2</td><td>Tofu mit Gemüse</td><td>9,80 €</td></tr></table>`,
    );
    expect(summary(html).map(([name]) => name)).toEqual([
      'Mittagsmenü: Ente mit Gemüse',
      'Mittagsmenü: Tofu mit Gemüse',
    ]);
  });

  it('Polish salon price list: "120zł" and "10/20zł", header and placeholder rows skipped, an anchor per section', () => {
    const html = page(
      `<section id="manicure"><h1>Manicure</h1><table><thead><tr><th>Zabieg</th><th>Cena</th></tr></thead><tbody>
      <tr><td>manicure hybrydowy</td><td>120zł</td></tr><tr><td>naprawa paznokcia</td><td>10/20zł</td></tr></tbody></table></section>
      <section id="rzesy"><h1>Rzęsy</h1><table><tr><th>Zabieg</th><th>Cena</th></tr><tr><td>Body</td><td>Body</td></tr></table></section>`,
      '<footer>Zadzwoń, aby umówić się na wizytę</footer>',
    );
    const offerings = extractOfferings(html, PAGE);
    expect(offerings.map((o) => [o.name, o.price, o.currency, o.offering_type])).toEqual([
      ['manicure hybrydowy', '120.00', 'PLN', 'service'],
      ['naprawa paznokcia', '10.00', 'PLN', 'service'],
    ]);
    expect(offerings[0]?.landing_page).toBe(`${PAGE}#manicure`);
  });
});

describe('pricing cards and priced lists', () => {
  it('package cards in a row: the big price, not the per-hour line; the list as description', () => {
    const card = (name: string, price: string, hours: number) =>
      `<div class="col"><div class="card"><h3 class="card-header">${name}</h3><div class="display-4">${price}</div>
      <ul><li>${hours} hours of driving lessons</li><li>£38.50 per hour</li><li><a href="/contact">Sign up!</a></li></ul></div></div>`;
    const html = page(
      `<h1>Prices</h1><section class="row">${card('Bronze course', '£640', 15)}${card('Silver course', '£1025', 25)}</section>`,
    );
    const offerings = extractOfferings(html, PAGE);
    expect(offerings.map((o) => [o.name, o.price, o.offering_type])).toEqual([
      ['Bronze course', '640.00', 'service'],
      ['Silver course', '1025.00', 'service'],
    ]);
    expect(offerings[0]?.description).toBe('15 hours of driving lessons');
  });

  it('two classes priced in sections of one "Workshops" page are two services, not a "Workshops" product', () => {
    const html = page(`<h1>Workshops</h1>
      <div class="grid"><div class="item"><h2>Wheel throwing for beginners</h2><p>A 3-hour class.</p><p>$85</p></div>
      <div class="item"><h2>Glazing masterclass</h2><p>Two sessions.</p><p>$120</p></div></div>`);
    expect(summary(html, 'https://studio.example/workshops')).toEqual([
      ['Wheel throwing for beginners', '85.00', 'USD', 'service'],
      ['Glazing masterclass', '120.00', 'USD', 'service'],
    ]);
  });

  it('product grids linking to product pages are left to those pages', () => {
    const html = page(
      `<ul class="products"><li><a href="/p/a"><h2>Mug A</h2></a><span>£10</span></li><li><a href="/p/b"><h2>Mug B</h2></a><span>£12</span></li></ul>`,
    );
    expect(extractOfferings(html, 'https://shop.example/shop/')).toEqual([]);
  });
});

describe('price tables written without a currency in the cells', () => {
  const hairdresser = (note: string) =>
    page(`
      <h2>Preise Damen in Worb</h2>
      <table><thead><th>Artikel</th><th>Kurz</th><th>Mittel</th><th>Lang</th></thead><tbody>
        <tr><td>waschen, föhnen inkl. Kopfmassage</td><td>44</td><td>65.5</td><td>73.5</td></tr>
        <tr><td>Hitzegerät (pro min)</td><td></td><td>1.45</td><td></td></tr>
        <tr><td>schneiden, föhnen</td><td>86</td><td>90</td><td>108.50</td></tr>
        <tr><td>Aufpreis (zusätzliche Farbe)</td><td></td><td></td><td>12.8</td></tr>
      </tbody></table>
      <h2>Preise Entspannungs-Kopfmassage in Worb</h2>
      <table><thead><th>Dauer</th><th>Preis</th></thead><tbody>
        <tr><td>5 Minuten</td><td>12</td></tr>
        <tr><td>10 Minuten</td><td>18</td></tr>
        <tr><td>30 Minuten</td><td>47.-</td></tr>
      </tbody></table>
      <p>${note}</p>`);

  it('reads bare amounts as prices in the currency the page declares, the lowest of a row’s columns', () => {
    expect(
      summary(hairdresser('Alle Preise sind in CHF und inklusive MWST.')).map((row) => row.slice(0, 3)),
    ).toEqual([
      ['waschen, föhnen inkl. Kopfmassage', '44.00', 'CHF'],
      ['Hitzegerät (pro min)', '1.45', 'CHF'],
      ['schneiden, föhnen', '86.00', 'CHF'],
      // Rows named by durations are variants of the table's subject: one offering at the lowest price. The
      // surcharge row is not an offering.
      ['Entspannungs-Kopfmassage', '12.00', 'CHF'],
    ]);
  });

  it('leaves bare numbers alone when the page does not say they are prices', () => {
    expect(summary(hairdresser('Wir freuen uns auf Ihren Besuch.'))).toEqual([]);
  });

  it('knows the currency from a sentence about the prices, in several languages', () => {
    expect(declaredCurrency('Alle Preise sind in CHF und inklusive MWST.')).toBe('CHF');
    expect(declaredCurrency('All prices are in GBP and include VAT.')).toBe('GBP');
    expect(declaredCurrency('Les prix sont en euros TTC.')).toBe('EUR');
    expect(declaredCurrency('Prezzi in euro, IVA inclusa.')).toBe('EUR');
    expect(declaredCurrency('Kontakt: 3076 Worb, Tel. 031 832 41 94')).toBeNull();
  });

  it('names a section by its subject, without the price word or the town', () => {
    expect(sectionName('Preise Kindercoiffeur in Worb')).toBe('Kindercoiffeur');
    expect(sectionName('Tarifs massage à Lyon')).toBe('massage');
    expect(sectionName('Gel nails')).toBe('Gel nails');
  });
});

describe('pricing cards', () => {
  it('reads each <article> card of a row, its per-session price included when it is the only one', () => {
    const card = (name: string, price: string, unit: string) => `
      <article class="card">
        <div class="text-center">
          <h3>${name}</h3>
          <p>One-on-one sessions tailored to you</p>
          <div class="price">${price}<span>${unit}</span></div>
          <ul><li>60-minute session</li><li>Practice plan</li></ul>
        </div>
        <a href="/contact.html">Book now</a>
      </article>`;
    const html = page(
      `<h2>Pricing</h2><div class="grid">${card('Personal Training', '₹1,500', '/session')}${card(
        '4-Session Package',
        '₹2,800',
        '',
      )}${card('Monthly Unlimited', '₹4,500', '/month')}</div>`,
    );
    expect(summary(html).map((row) => row.slice(0, 3))).toEqual([
      ['Personal Training', '1500.00', 'INR'],
      ['4-Session Package', '2800.00', 'INR'],
      ['Monthly Unlimited', '4500.00', 'INR'],
    ]);
  });
});

describe('fee lists written as lines of one paragraph', () => {
  it('reads every priced line of a <br>-separated list, runs of no-break spaces included', () => {
    const html = page(`
      <h2>Tarieven</h2>
      <p>Screening&nbsp;&nbsp;&nbsp; €&nbsp;&nbsp;&nbsp;&nbsp;20,00<br>
      Intake en onderzoek &nbsp;&nbsp;€ &nbsp; 45,00<br>
      Behandeling (30 minuten)&nbsp;&nbsp;€ 38,50<br>
      Toeslag aan huis € 10,00<br>
      Vergoeding: zie uw zorgverzekeraar</p>
      <p>Bel ons op 030 123 45 67<br>of mail ons<br>voor een afspraak.</p>`);
    expect(summary(html).map((row) => row.slice(0, 3))).toEqual([
      ['Screening', '20.00', 'EUR'],
      ['Intake en onderzoek', '45.00', 'EUR'],
      ['Behandeling (30 minuten)', '38.50', 'EUR'],
    ]);
  });

  it('leaves the word for "each" after a label’s colon out of the name', () => {
    const html = page(`
      <h2>Extras</h2>
      <p>Nails, ears, paws: each € 10,00<br>
      Ear cleaning: € 8,00<br>
      Krallen, Ohren: je 12 €</p>`);
    expect(summary(html).map((row) => row.slice(0, 2))).toEqual([
      ['Nails, ears, paws', '10.00'],
      ['Ear cleaning', '8.00'],
      ['Krallen, Ohren', '12.00'],
    ]);
  });

  it('takes a paragraph with one or two prices for prose, not a list', () => {
    const html = page(`<p>Een screening kost € 20,00.<br>Een intake € 45,00.<br>Wij bellen u terug.</p>`);
    expect(summary(html)).toEqual([]);
  });
});

describe('sections written flat, heading after heading', () => {
  it('reads each priced section as one item named by its heading, a per-person price included', () => {
    const html = page(`
      <h1>Price list</h1>
      <h2>Layer cakes</h2><div>From 8,50 € per person. Minimum order 25 people.</div>
      <div><a href="/contact/">Ask us</a></div>
      <h2>Wedding cakes</h2><div>From 7,00 € per person.</div><div>Tasting meeting: 30 €/h.</div>
      <h2>Macarons</h2><div>From 1,70 €/pc, at least 20 per flavour.</div>
      <h2>Sponge cakes</h2><table><tr><th>10 people</th><td>64 €</td></tr><tr><th>15 people</th><td>79 €</td></tr></table>
      <h2>Opening hours</h2><div>Mon–Fri 9–17</div>`);
    expect(summary(html).map((row) => row.slice(0, 3))).toEqual([
      ['Sponge cakes', '64.00', 'EUR'],
      ['Layer cakes', '8.50', 'EUR'],
      ['Tasting meeting', '30.00', 'EUR'],
      ['Wedding cakes', '7.00', 'EUR'],
      ['Macarons', '1.70', 'EUR'],
    ]);
  });

  it('reads a line of a section that names its own thing before its price as an item of its own', () => {
    const html = page(`
      <h1>Price list</h1>
      <h2>Layer cakes</h2><div>From 8,50 € per person.</div><div>A special diet adds 10 € to the price of each cake.</div>
      <h2>Macarons</h2><div>From 1,70 €/pc.</div>
      <h2>Also available</h2>
      <div>Carrot cake for 12 people 69 €</div>
      <div>Buns, e.g. cinnamon rolls from 2,00 €/pc (at least 20)</div>
      <div>Traditional biscuits such as shortbread (0,90 €/pc) and spoon biscuits (1 €/pc)</div>
      <div>Pies 2,90 €/pc</div>`);
    expect(summary(html).map((row) => row.slice(0, 2))).toEqual([
      ['Layer cakes', '8.50'],
      ['Macarons', '1.70'],
      ['Carrot cake for 12 people', '69.00'],
      ['Buns, e.g. cinnamon rolls', '2.00'],
      ['Pies', '2.90'],
    ]);
  });

  it('takes an FAQ card that quotes a price for a question, not an offering', () => {
    const html = page(`
      <div class="faq"><h3>How much does a spare key cost?</h3><p>Usually $35 to $60.</p></div>
      <div class="faq"><h3>How much is a lockout?</h3><p>From $100 in the daytime.</p></div>
      <div class="faq"><h3>Do you charge a call-out fee?</h3><p>No, a visit is $0 extra; parking $5.</p></div>`);
    expect(summary(html)).toEqual([]);
  });

  it('takes questions for questions, not offerings', () => {
    const html = page(`
      <h2>How much is a haircut?</h2><p>From £25.</p>
      <h2>How much is a colour?</h2><p>From £60.</p>
      <h2>Do you charge for a consultation?</h2><p>No, it is free; a patch test is £5.</p>`);
    expect(summary(html)).toEqual([]);
  });
});

describe('one offering listed twice on a page', () => {
  it('a lead list and a table naming the same key at the same price give one offering, the shorter name', () => {
    const html = page(`
      <h1>Key replacement</h1>
      <ul>
        <li>Flip remote key replacement: $220</li>
        <li>Advance key with programming: $350</li>
      </ul>
      <h2>Key types</h2>
      <table>
        <tr><th>Key</th><th>Price</th></tr>
        <tr><td>Flip Remote Key</td><td>$220</td></tr>
        <tr><td>Advance Key</td><td>$350</td></tr>
        <tr><td>Valet Key</td><td>$150</td></tr>
      </table>`);
    expect(summary(html).map(([name, price]) => `${name} ${price}`)).toEqual([
      'Flip Remote Key 220.00',
      'Advance Key 350.00',
      'Valet Key 150.00',
    ]);
  });

  it('Italian cards repeated in a summary table are read once; items of one list or of like tables stay apart', () => {
    const html = page(`
      <section><article><h3>Orlo jeans</h3><p>€ 7</p></article><article><h3>Cambio lampo giubbotto</h3><p>€ 25</p></article></section>
      <table><tr><td>Orlo Jeans</td><td>€ 7</td></tr><tr><td>Cambio lampo</td><td>€ 25</td></tr></table>
      <ul><li>Frühlingsrolle – 3,50 €</li><li>Frühlingsrolle vegetarisch – 3,50 €</li></ul>
      <h3>Reis</h3><table><tr><td>Reis mit Huhn</td><td>11,00 €</td></tr><tr><td>Reis mit Ente</td><td>14,00 €</td></tr></table>
      <h3>Nudeln</h3><table><tr><td>Nudeln mit Huhn und Reis</td><td>11,00 €</td></tr><tr><td>Nudeln mit Tofu</td><td>10,00 €</td></tr></table>`);
    expect(summary(html).map(([name, price]) => `${name} ${price}`)).toEqual([
      'Orlo Jeans 7.00',
      'Cambio lampo 25.00',
      'Reis mit Huhn 11.00',
      'Reis mit Ente 14.00',
      'Nudeln mit Huhn und Reis 11.00',
      'Nudeln mit Tofu 10.00',
      'Frühlingsrolle 3.50',
      'Frühlingsrolle vegetarisch 3.50',
    ]);
  });
});

describe('variants: several prices of one offering', () => {
  const variantsOf = (html: string) =>
    extractOfferings(html, PAGE).map((o) => [
      o.name,
      o.price,
      o.variants?.map((v) => `${v.label} ${v.price}`),
    ]);

  it('a table with day, evening and night rates gives one offering per row with a variant per column', () => {
    const html = page(`
      <h2>Tarieven</h2>
      <table>
        <tr><th>Dienst</th><th>Dag</th><th>Avond</th><th>Nacht</th></tr>
        <tr><td>Deur openen</td><td>€ 75,00</td><td>€ 95,00</td><td>€ 125,00</td></tr>
        <tr><td>Slot vervangen</td><td>€ 110,00</td><td>€ 130,00</td><td>€ 160,00</td></tr>
      </table>`);
    expect(variantsOf(html)).toEqual([
      ['Deur openen', '75.00', ['Dag 75.00', 'Avond 95.00', 'Nacht 125.00']],
      ['Slot vervangen', '110.00', ['Dag 110.00', 'Avond 130.00', 'Nacht 160.00']],
    ]);
  });

  it('rows named by a size are the variants of the table’s subject, lowest first, never offerings of their own', () => {
    const html = page(`
      <h2>Pizza Margherita</h2>
      <table>
        <tr><td>Ø 33 cm</td><td>12,50 €</td></tr>
        <tr><td>Ø 26 cm</td><td>8,90 €</td></tr>
        <tr><td>Ø 40 cm</td><td>16,00 €</td></tr>
      </table>`);
    expect(variantsOf(html)).toEqual([
      ['Pizza Margherita', '8.90', ['Ø 26 cm 8.90', 'Ø 33 cm 12.50', 'Ø 40 cm 16.00']],
    ]);
  });

  it('the same rows in tables under a size heading each are one offering per row, a variant per heading', () => {
    const html = page(`
      <div><h3>Malý pes</h3><p>do 25 cm v kohoutku</p></div>
      <table>
        <tr><td>Stříhání</td><td>500–700 Kč</td></tr>
        <tr><td>Koupání a fénování</td><td>200–300 Kč</td></tr>
      </table>
      <div><h3>Střední pes</h3><p>do 45 cm v kohoutku</p></div>
      <table>
        <tr><td>Stříhání</td><td>600–900 Kč</td></tr>
        <tr><td>Koupání a fénování</td><td>300–500 Kč</td></tr>
      </table>
      <div><h3>Doplňkové služby</h3></div>
      <table>
        <tr><td>Stříhání drápků</td><td>60 Kč</td></tr>
        <tr><td>Čištění uší</td><td>60 Kč</td></tr>
      </table>`);
    expect(variantsOf(html)).toEqual([
      ['Stříhání', '500.00', ['Malý pes 500.00', 'Střední pes 600.00']],
      ['Koupání a fénování', '200.00', ['Malý pes 200.00', 'Střední pes 300.00']],
      ['Stříhání drápků', '60.00', undefined],
      ['Čištění uší', '60.00', undefined],
    ]);
  });

  it('two menus sharing one dish are not parallel tables', () => {
    const html = page(`
      <h3>Vorspeisen</h3>
      <table><tr><td>Frühlingsrolle</td><td>4,50 €</td></tr><tr><td>Suppe</td><td>3,90 €</td></tr></table>
      <h3>Kindermenü</h3>
      <table><tr><td>Frühlingsrolle</td><td>3,50 €</td></tr><tr><td>Pommes</td><td>2,90 €</td></tr></table>`);
    // One shared row is no sign of a class of customers: no variants by heading.
    expect(variantsOf(html)).toEqual([
      ['Frühlingsrolle', '4.50', undefined],
      ['Suppe', '3.90', undefined],
      ['Pommes', '2.90', undefined],
    ]);
  });

  it('a size-by-filling grid gives a variant per cell', () => {
    const html = page(`
      <h2>Sandwich cakes</h2>
      <table>
        <tr><td></td><th>Ham</th><th>Salmon</th></tr>
        <tr><th>15 persons</th><td>110 €</td><td>120 €</td></tr>
        <tr><th>20 persons</th><td>125 €</td><td>140 €</td></tr>
      </table>`);
    expect(variantsOf(html)).toEqual([
      [
        'Sandwich cakes',
        '110.00',
        [
          'Ham 15 persons 110.00',
          'Salmon 15 persons 120.00',
          'Ham 20 persons 125.00',
          'Salmon 20 persons 140.00',
        ],
      ],
    ]);
  });

  it('a season table (rooms across, periods down) gives one offering per room, each period and rate a variant', () => {
    const html = page(`
      <h2>Preise pro Nacht</h2>
      <table>
        <thead><tr><th>Saison</th><th>Apartment Sonnblick</th><th>Zimmer Bergwind</th></tr></thead>
        <tbody>
          <tr><td>Nebensaison 07.01. - 31.03.</td><td>80 €</td><td>ÜF 70 €<br>ZZ 45 €</td></tr>
          <tr><td>Hochsaison 01.04. - 30.09.</td><td>110 €</td><td>ÜF 92 €<br>ZZ 60 €</td></tr>
        </tbody>
      </table>`);
    expect(variantsOf(html)).toEqual([
      [
        'Apartment Sonnblick',
        '80.00',
        ['Nebensaison 07.01. - 31.03. 80.00', 'Hochsaison 01.04. - 30.09. 110.00'],
      ],
      [
        'Zimmer Bergwind',
        '45.00',
        [
          'Nebensaison 07.01. - 31.03. ZZ 45.00',
          'Hochsaison 01.04. - 30.09. ZZ 60.00',
          'Nebensaison 07.01. - 31.03. ÜF 70.00',
          'Hochsaison 01.04. - 30.09. ÜF 92.00',
        ],
      ],
    ]);
  });

  it('columns before and with tax give the price with tax and no variants', () => {
    const html = page(`
      <table>
        <tr><th>Behandlung</th><th>exkl. MwSt.</th><th>inkl. MwSt.</th></tr>
        <tr><td>Beratung</td><td>50,00 €</td><td>60,00 €</td></tr>
        <tr><td>Massage</td><td>40,00 €</td><td>48,00 €</td></tr>
      </table>`);
    expect(variantsOf(html)).toEqual([
      ['Beratung', '60.00', undefined],
      ['Massage', '48.00', undefined],
    ]);
  });
});

describe('table headers are headings, not records', () => {
  it('a table whose every column is priced in one row only names each row by its column: the packages', () => {
    const html = page(`
      <h2>Prices wedding styling</h2>
      <table>
        <thead><th>Item</th><th>Mini package</th><th>Classic package</th><th>Deluxe package</th></thead>
        <tr><td>Bridal hair &amp; trial</td><td>£358</td><td></td><td></td></tr>
        <tr><td>Bridal hair, make-up &amp; trials</td><td></td><td>£629</td><td></td></tr>
        <tr><td>Classic package and travel to the venue</td><td></td><td></td><td>£900</td></tr>
      </table>`);
    expect(summary(html).map(([name, price]) => [name, price])).toEqual([
      ['wedding styling Mini package: Bridal hair & trial', '358.00'],
      ['wedding styling Classic package: Bridal hair, make-up & trials', '629.00'],
      ['wedding styling Deluxe package: Classic package and travel to the venue', '900.00'],
    ]);
  });

  it('rows priced in some columns only stay named by their rows', () => {
    const html = page(`
      <table>
        <thead><th>Service</th><th>Short</th><th>Long</th></thead>
        <tr><td>Cut</td><td>£30</td><td></td></tr>
        <tr><td>Colour</td><td></td><td>£60</td></tr>
        <tr><td>Blow-dry</td><td>£20</td><td>£25</td></tr>
      </table>`);
    expect(summary(html).map(([name]) => name)).toEqual(['Cut', 'Colour', 'Blow-dry']);
  });
});

describe('rows named by a figure under a unit', () => {
  it('"Minuten | Preis" rows are the durations of the section’s service, prices written with the word Euro', () => {
    const html = page(`
      <h2>Beratung in der Praxis</h2>
      <table><thead><tr><th>Minuten</th><th>Preis</th></tr></thead>
        <tbody><tr><td>60</td><td>110 Euro</td></tr><tr><td>30</td><td>60 Euro</td></tr></tbody></table>
      <h2>Hausbesuch</h2>
      <table><thead><tr><th>Minuten</th><th>Preis</th></tr></thead>
        <tbody><tr><td>60</td><td>130 Euro</td></tr><tr><td>30</td><td>75 Euro</td></tr></tbody></table>`);
    expect(
      extractOfferings(html, PAGE).map((o) => [o.name, o.price, o.currency, o.variants?.map((v) => v.label)]),
    ).toEqual([
      ['Beratung in der Praxis', '60.00', 'EUR', ['30 Minuten', '60 Minuten']],
      ['Hausbesuch', '75.00', 'EUR', ['30 Minuten', '60 Minuten']],
    ]);
  });

  it('leaves a row numbered under a header that is no unit alone', () => {
    const html = page(`
      <table><tr><th>Nr</th><th>Preis</th></tr><tr><td>12</td><td>5 €</td></tr><tr><td>14</td><td>6 €</td></tr></table>`);
    expect(extractOfferings(html, PAGE)).toEqual([]);
  });
});
