import { describe, expect, it } from 'vitest';
import { extractOfferings } from './offerings';
import { namesAService, offeringTypeFromText, pageServiceSignals } from './service-signals';

describe('services recognised from what the page says', () => {
  it.each([
    ['60-minute photo shoot', 'service'],
    ['One 2-hour driving lesson', 'service'],
    ['Tea Tasting Session for Two', 'service'],
    ['Fahrstunde (45 Minuten)', 'service'],
    ['Erstberatung', 'service'],
    ['Маникюр с покрытием', 'service'],
    ['Консультация косметолога', 'service'],
    ['manicure hybrydowy', 'service'],
    ['Konsultacja dietetyczna', 'service'],
    ['PlayStation 5 Repair', 'service'],
    ['Intake en onderzoek na screening', 'service'],
    ['根管治療（前歯）', 'service'],
    ['Riparazioni sartoriali', 'service'],
    ['Pension au boxe', 'service'],
    ['Stříhání jorkšíra', 'service'],
    ['Consulta de nutrición', 'service'],
    ['Kakku 10 hlö', null],
    ['Speckled Stoneware Mug', null],
    ['Jever Pilsener 0,33l', 'product'],
    ['Кашпо d25см, объем 5л', 'product'],
  ])('%s → %s', (text, type) => {
    expect(offeringTypeFromText(text)).toBe(type);
  });

  it('a support-material section makes its items products even on a lessons page', () => {
    expect(
      offeringTypeFromText('Theory and Hazard Perception test', 'SUPPORT MATERIALS', 'driving lessons'),
    ).toBe('product');
  });

  it('pages: a menu sells dishes, a page with Book/Reserve calls sells services', () => {
    expect(pageServiceSignals('Speisekarte Vorspeisen Peking-Suppe')).toBe('product');
    expect(pageServiceSignals('Our treatments … Book now')).toBe('service');
    expect(pageServiceSignals('Zadzwoń, aby umówić się na wizytę')).toBe('service');
    expect(pageServiceSignals('Welcome to our shop')).toBeNull();
    expect(namesAService('Gift voucher for a massage')).toBe(false);
  });

  it('a service page without Service markup or a /services/ URL is a service, named without city and tagline', () => {
    const html = `<html><head><title>PS5 Repair in Dubai</title></head><body><main>
      <h1>PlayStation 5 Repair Services in Dubai – Expert PS5 Solutions</h1><p>We fix HDMI ports, fans and drives.</p>
      <a href="/contact/">Book repair</a></main></body></html>`;
    expect(
      extractOfferings(html, 'https://fix.example/playstation-5-repair-services-in-dubai/').map((o) => [
        o.name,
        o.offering_type,
      ]),
    ).toEqual([['PlayStation 5 Repair', 'service']]);
  });

  it('a JSON-LD Product page whose words say "session" stays what its markup says unless merged with a service claim', () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"Product","name":"Speckled Mug","offers":{"price":"28","priceCurrency":"GBP"}}</script></head><body><h1>Speckled Mug</h1><a href="/book">Book a session</a></body></html>`;
    expect(extractOfferings(html, 'https://shop.example/products/mug').map((o) => o.offering_type)).toEqual([
      'product',
    ]);
  });
});

describe('names that say service override a blanket Product type', () => {
  it('a JSON-LD Product "60-minute photo shoot" is a service; a "repair board" part stays a product', async () => {
    const { extractOfferings: read } = await import('./offerings');
    const ld = (name: string) =>
      `<html><head><script type="application/ld+json">{"@type":"Product","name":"${name}","description":"<p>60-minute photo shoot in our studio</p>","offers":{"price":"290","priceCurrency":"AUD"}}</script></head><body></body></html>`;
    const [shoot] = read(ld('60-minute photo shoot'), 'https://studio.example/p/shoot');
    expect(shoot).toMatchObject({
      offering_type: 'service',
      price: '290.00',
      currency: 'AUD',
      description: '60-minute photo shoot in our studio',
    });
    expect(
      read(ld('Joystick Drift Repair Board'), 'https://fix.example/product/board')[0]?.offering_type,
    ).toBe('product');
  });
});
