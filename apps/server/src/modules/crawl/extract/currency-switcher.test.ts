import { describe, expect, it } from 'vitest';
import { ownAmountOf, switchedCurrencyOf } from './currency-switcher';
import { extractOfferings } from './offerings';

/** WOOCS's declaration: the page shows `current`, the shop's own currency is `default` (rate 1). */
function declaration(current: string, rate: number): string {
  return `<script>
var woocs_current_currency = {"name":"${current}","rate":${rate},"symbol":"&#36;","decimals":2,"description":"Shown"};
var woocs_default_currency = {"name":"MXN","rate":1,"symbol":"&#36;","decimals":2,"description":"Own"};
</script>`;
}

const amount = (figure: string) =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>&nbsp;${figure}</bdi></span>`;

/** A WooCommerce product page of a tour shop whose prices are in pesos (MXN), shown in dollars at 0.05 USD a peso. */
function productPage(price: string, switcher = declaration('USD', 0.05)): string {
  return `<!doctype html><html><head><title>Kayak tour</title>${switcher}</head><body>
<main><div class="product type-product"><h1 class="product_title">Kayak tour</h1>
<p class="price"><span class="woocs_price_code">${price}</span></p>
<form class="cart"><button type="submit" name="add-to-cart" class="single_add_to_cart_button">Book now</button></form>
</div></main></body></html>`;
}

const priceOf = (html: string) => extractOfferings(html, 'https://tours.example/product/kayak/')[0]?.price;

describe('currency switcher: a converted figure is not the shop’s price', () => {
  it('reads the switched state a page declares, and nothing when it shows the shop’s own currency', () => {
    expect(switchedCurrencyOf(productPage(''))).toEqual({
      shown: 'USD',
      own: 'MXN',
      rate: 0.05,
      decimals: 2,
    });
    expect(switchedCurrencyOf(productPage('', declaration('MXN', 1)))).toBeNull();
    expect(
      switchedCurrencyOf('<script>var woocs_current_currency = {"name":"USD","rate":"x"};</script>'),
    ).toBeNull();
  });

  it('turns a converted figure back into the roundest amount of the shop’s own currency that rounds to it', () => {
    const switched = { shown: 'USD', own: 'COP', rate: 0.00025907406, decimals: 2 };
    expect(ownAmountOf(38.86, switched)).toBe(150_000);
    expect(ownAmountOf(259.07, switched)).toBe(1_000_000);
    expect(ownAmountOf(6.48, switched)).toBe(25_000);
    // A figure still shown in pesos on a cached page: no round amount converts to it, so it is the shop's own.
    expect(ownAmountOf(150_000, switched)).toBeNull();
  });

  it('takes the shop’s own price on a page showing converted figures, struck originals and converted sales alike', () => {
    // "From $ 12.35 per person": 247 pesos shown in dollars.
    expect(priceOf(productPage(`From ${amount('12.35')} per person`))).toBe('247.00');
    // The switcher prints the pesos struck through beside their conversion: the struck figure is the price.
    expect(priceOf(productPage(`<del>${amount('900.00')}</del> <ins>${amount('45.00')}</ins>`))).toBe(
      '900.00',
    );
    // A real sale, both figures converted: the sale price, in pesos.
    expect(priceOf(productPage(`<del>${amount('60.00')}</del> <ins>${amount('45.00')}</ins>`))).toBe(
      '900.00',
    );
    // A figure the cached page still shows in pesos stays as it is.
    const pesosPage = productPage(`From ${amount('150,000.00')}`, declaration('USD', 0.00025907406));
    expect(priceOf(pesosPage)).toBe('150000.00');
    // The same page in the shop's own currency is read as it is.
    expect(priceOf(productPage(`From ${amount('12.35')}`, declaration('MXN', 1)))).toBe('12.35');
  });
});
