import { describe, expect, it } from 'vitest';
import { loadHtml } from './dom';
import { extractLeadOffers, singularSubject } from './lead-offers';
import { extractOfferings } from './offerings';

const page = (main: string) => `<html><body><nav><p>Menu from $5</p></nav><main>${main}</main></body></html>`;
const offersOf = (main: string, url = 'https://trade.example/boiler-repair/') =>
  extractLeadOffers(loadHtml(page(main)), { currency: null, pageUrl: url }).map((o) => [
    o.name,
    o.price,
    o.currency,
  ]);

describe('offers a page states in a sentence with a from-price', () => {
  it('names each by the words before its from-word, priced at the figure after it (a range’s lower end)', () => {
    expect(
      offersOf(
        `<h1>Boiler Repair, Springfield</h1><p>Boiler repair with parts from $180 to $300. Dealers charge $400 to $600. Most gas valve replacements start from $95.</p>`,
      ),
    ).toEqual([
      ['Boiler repair with parts', '180.00', 'USD'],
      ['Gas valve replacement', '95.00', 'USD'],
    ]);
    expect(
      offersOf('<p>Hemdenreinigung ab 4,50 €. Anzüge ab 19 €.</p>', 'https://r.example/preise/'),
    ).toEqual([
      ['Hemdenreinigung', '4.50', 'EUR'],
      ['Anzüge', '19.00', 'EUR'],
    ]);
  });

  it('a sentence that only says "prices from" names the rooms the page speaks of', () => {
    expect(
      offersOf(
        '<p>Contamos con habitaciones simples y dobles con baño privado.</p><p>Precios desde  S/. 80</p>',
        'https://hostal.example/precios/',
      ),
    ).toEqual([['Habitación', '80.00', 'PEN']]);
    expect(offersOf('<p>Rates from $30</p>', 'https://b.example/rates/')).toEqual([]);
  });

  it('reads no shipping or order threshold, no sentence about us, nothing in lists, tables, chrome or articles', () => {
    expect(
      offersOf(
        '<p>Free shipping on orders from €50. We deliver from €5.</p><ul><li>Cut from €20</li></ul><table><tr><td>Wash from €10</td></tr></table>',
      ),
    ).toEqual([]);
    expect(offersOf('<p>Boiler repair from $180.</p>', 'https://trade.example/blog/boiler-costs/')).toEqual(
      [],
    );
  });

  it('is none of one product’s page, where the sentence speaks of that product', () => {
    const html = `<html><body><main><h1>Linen Apron</h1><p class="price">£28.00</p><p>Matching tea towels from £9.</p><button>Add to basket</button></main></body></html>`;
    expect(extractOfferings(html, 'https://shop.example/products/linen-apron').map((o) => o.name)).toEqual([
      'Linen Apron',
    ]);
  });
});

describe('an offer stated in a plural sentence beside the page’s records', () => {
  it('names the offering in the singular, as a catalogue does (English sentences only)', () => {
    expect(singularSubject('Kestrel transponder keys')).toBe('Kestrel transponder key');
    expect(singularSubject('Smart Key fobs with push-to-start programming')).toBe(
      'Smart Key fob with push-to-start programming',
    );
    expect(singularSubject('Kestrel Smart Keys')).toBe('Kestrel Smart Key');
    expect(singularSubject('Driving lessons for beginners')).toBe('Driving lesson for beginners');
    expect(singularSubject('Clutch series')).toBe('Clutch series');
    expect(singularSubject('Standard CAS')).toBe('Standard CAS');
    expect(offersOf('<p>Anzüge ab 19 €.</p>', 'https://r.example/preise/')).toEqual([
      ['Anzüge', '19.00', 'EUR'],
    ]);
  });

  it('reads a sentence offer and a record of the page at its price as one offering, under the sentence’s name', () => {
    const html = `<html><body><main><h1>Kestrel Key Replacement</h1>
      <p>Kestrel transponder keys from $120. Smart key fobs with programming from $175.</p>
      <h2>Key types</h2>
      <div class="cards">
        <div><h3>Transponder Chip Key</h3><p>Blade with a chip.</p><p>$120 to $175</p></div>
        <div><h3>Remote Head Key</h3><p>Blade and remote in one.</p><p>$155 to $230</p></div>
        <div><h3>Smart Key Fob</h3><p>Proximity fob.</p><p>$175 to $250</p></div>
      </div>
      <table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>
        <tr><td>Transponder key cut and program</td><td>$120</td></tr>
        <tr><td>Wheel lock removal</td><td>$120</td></tr>
      </tbody></table></main></body></html>`;
    const found = extractOfferings(html, 'https://lock.example/kestrel-key-replacement/').map((o) => [
      o.name,
      o.price,
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['Kestrel transponder key', '120.00'],
        ['Smart key fob with programming', '175.00'],
        ['Remote Head Key', '155.00'],
        ['Wheel lock removal', '120.00'],
      ]),
    );
    expect(found).toHaveLength(4);
  });
});
