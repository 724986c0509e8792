import { describe, expect, it } from 'vitest';
import { isNeverOfferingUrl } from '@adsmith/domain/crawl/page-url';
import { isJunkOfferingName, isMissedAppointmentCharge } from './junk';
import { mergeOfferings } from './merge';
import { buildOffering } from './offering';
import { extractOfferings } from './offerings';

describe('what is never an offering', () => {
  it.each([
    'https://shop.example/?add-to-cart=123',
    'https://shop.example/product/mug/?add-to-cart=123',
    'https://shop.example/shop/index.html%3Fadd-to-cart=12.html',
    'https://shop.example/cart/',
    'https://shop.example/checkout',
    'https://shop.example/my-account/orders/',
    'https://shop.example/warenkorb',
    'https://shop.example/product-category/mugs/',
    'https://shop.example/categories/kn95/ffp2-masken/',
    'https://shop.example/tag/sale/',
    'https://shop.example/?s=mug',
  ])('%s is not an offering page', (url) => {
    expect(isNeverOfferingUrl(url)).toBe(true);
  });

  it.each([
    'https://shop.example/product/mug/',
    'https://shop.example/shop/kn95-maske/',
    'https://shop.example/collections/mugs/products/moon-jar',
  ])('%s may be one', (url) => {
    expect(isNeverOfferingUrl(url)).toBe(false);
  });

  it.each([
    'Cart',
    'Warenkorb',
    'Корзина',
    'Koszyk',
    'My account',
    'Shop',
    'Workshops',
    'Contact Information',
  ])('"%s" is a label, not an offering', (name) => {
    expect(isJunkOfferingName(name)).toBe(true);
  });

  it.each([
    'Nedodržení objednaného termínu bez předchozí omluvy účtujeme',
    'No-show fee',
    'Late cancellation (less than 24 hours)',
    'Niet nagekomen afspraak',
    'Ausfallgebühr bei nicht abgesagten Terminen',
    "Frais d'annulation",
    'Mancata disdetta',
    'Opłata za odwołanie wizyty',
  ])('"%s" charges for a missed appointment: never an offering', (name) => {
    expect(isMissedAppointmentCharge(name)).toBe(true);
  });

  it('a fee list keeps its treatments and drops the missed-appointment charge', () => {
    const html = `<html><body><main><h2>Tarieven</h2><table>
      <tr><td>Screening</td><td>€ 20,00</td></tr>
      <tr><td>Intake en onderzoek</td><td>€ 45,00</td></tr>
      <tr><td>Niet nagekomen afspraak</td><td>€ 35,00</td></tr>
    </table></main></body></html>`;
    expect(extractOfferings(html, 'https://fysio.example/tarieven/').map((o) => o.name)).toEqual([
      'Screening',
      'Intake en onderzoek',
    ]);
    expect(isMissedAppointmentCharge('Diritto penale')).toBe(false);
    expect(isMissedAppointmentCharge('Cancellation insurance')).toBe(false);
  });

  it('real names that contain such words are kept', () => {
    expect(isJunkOfferingName('Shop Apron')).toBe(false);
    expect(isJunkOfferingName('Cart Cover')).toBe(false);
  });

  it('an add-to-cart page with Product markup yields nothing, and merge drops a "Cart" offering from any source', () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"Product","name":"Cart","offers":{"price":"792","priceCurrency":"USD"}}</script></head><body><h1>Cart</h1></body></html>`;
    expect(extractOfferings(html, 'https://shop.example/?add-to-cart=4521')).toEqual([]);
    const cart = buildOffering(
      { name: 'Cart', price: '792.00', currency: 'USD', offering_type: 'product' },
      'woocommerce',
      'https://shop.example/cart/',
    )!;
    const mug = buildOffering(
      { name: 'Mug', offering_type: 'product' },
      'woocommerce',
      'https://shop.example/product/mug/',
    )!;
    expect(mergeOfferings([cart, mug]).map((o) => o.name)).toEqual(['Mug']);
  });
});
