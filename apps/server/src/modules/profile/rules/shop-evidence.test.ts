import { describe, expect, it } from 'vitest';
import { buildBusinessProfile, type ProfileOfferingInput, type ProfilePage } from '../build-profile';
import { isShopControl } from './shop-evidence';

const origin = 'https://example-tapas.test';
const page = (path: string, text: string, chromeText = ''): ProfilePage => ({
  url: `${origin}${path}`,
  text,
  meta: { title: 'Bodega del Puerto', profileCues: { chromeText } },
  images: [],
});
const dish = (
  name: string,
  price: string,
  extra: Partial<ProfileOfferingInput> = {},
): ProfileOfferingInput => ({
  name,
  price,
  currency: 'EUR',
  description: null,
  offeringType: 'product',
  landingPage: `${origin}/carta/`,
  imageUrl: null,
  ...extra,
});
const actionsOf = (pages: ProfilePage[], offerings: ProfileOfferingInput[]) =>
  buildBusinessProfile({
    crawlId: 'c1',
    startUrl: `${origin}/`,
    pages,
    offerings,
    brandSignals: null,
    businessType: 'products',
  }).actions;

const menu = page('/carta/', 'Tapas\nCroquetas caseras 8€\nGambas al ajillo 10€\nPulpo a la gallega 14€');
const home = page('/', 'Bodega del Puerto, tapas junto al mar.\nReserva tu mesa por teléfono.');
const dishes = [
  dish('Croquetas caseras', '8.00'),
  dish('Gambas al ajillo', '10.00'),
  dish('Pulpo a la gallega', '14.00'),
];

describe('buying online needs a shop on the site', () => {
  it('is not read from priced dishes on a menu page: a restaurant whose menu is typed as products sells nothing online', () => {
    const actions = actionsOf([home, menu], dishes);
    expect(actions.map((action) => action.value)).not.toContain('buy_online');
    expect(actions.map((action) => action.value)).toContain('book');
  });

  it('is read from a cart or checkout control, quoted where the page shows it', () => {
    const shop = page('/tienda/', 'Aceite de oliva virgen extra 12€\nAñadir al carrito');
    const actions = actionsOf([home, menu, shop], dishes);
    expect(actions.find((action) => action.value === 'buy_online')?.source).toEqual({
      url: `${origin}/tienda/`,
      quote: 'Añadir al carrito',
    });
    const header = page('/', 'Bodega del Puerto, tapas junto al mar.', 'Inicio\nCarta\nCarrito (0)');
    expect(actionsOf([header, menu], dishes).map((action) => action.value)).toContain('buy_online');
  });

  it("is read from an offering the site marks up as sold (a schema.org Offer's availability, a shop's product data)", () => {
    const product = page('/tienda/aceite/', 'Aceite de oliva virgen extra\n12,00 €');
    const oil = dish('Aceite de oliva virgen extra', '12.00', {
      landingPage: `${origin}/tienda/aceite/`,
      availability: 'InStock',
    });
    expect(
      actionsOf([home, product], [oil]).find((action) => action.value === 'buy_online')?.source.url,
    ).toBe(`${origin}/tienda/aceite/`);
    const fromJsonLd = { ...oil, availability: null, sources: { name: 'json-ld', price: 'json-ld' } };
    expect(actionsOf([home, product], [fromJsonLd]).map((action) => action.value)).toContain('buy_online');
    // The same offering read off the page's text is a price list's line, not a sale.
    const fromText = { ...oil, availability: null, sources: { name: 'heuristic', price: 'heuristic' } };
    expect(actionsOf([home, product], [fromText]).map((action) => action.value)).not.toContain('buy_online');
  });

  it('takes a control only as a whole short line, never a sentence about a basket or a legal page', () => {
    expect(isShopControl({ text: 'Warenkorb', url: `${origin}/` })).toBe(true);
    expect(isShopControl({ text: 'Add to cart', url: `${origin}/p/1` })).toBe(true);
    expect(isShopControl({ text: 'Корзина (2)', url: `${origin}/` })).toBe(true);
    expect(isShopControl({ text: 'Cart', url: `${origin}/privacy-policy/` })).toBe(false);
    expect(isShopControl({ text: 'Bring your own basket to the market', url: `${origin}/` })).toBe(false);
    expect(isShopControl({ text: 'Krankenkasse', url: `${origin}/` })).toBe(false);
  });
});
