import type { ProfileSource } from '@adsmith/domain/profile/schemas';
import { SOURCE_PRIORITY } from '../../crawl/extract/merge';
import { quoteAround, type PageLine, type ReadPage } from './page-lines';

/**
 * What a shop shows and a menu or a price list does not: a cart or a checkout, a button that puts an item in it, an
 * offering the site marks up as sold (schema.org Offer with its availability, a shop platform's product data). Customers
 * buy online only where a page shows one of them — never because the offerings are typed as products (a restaurant's
 * dishes, a hostel's rooms, a tailor's repairs are listed with prices and bought at the counter).
 */

/** A control of a shop, as the whole short line a header, a product card or a mini cart shows. */
const SHOP_CONTROL =
  /^(?:(?:view|my|your|shopping) )?(?:cart|basket|shopping bag|checkout|proceed to checkout|add to (?:cart|basket|bag)|warenkorb|in den warenkorb|zur kasse|panier|ajouter au panier|mon panier|carrito|ver carrito|añadir al carrito|finalizar compra|carrello|aggiungi al carrello|winkelwagen|in winkelwagen|afrekenen|carrinho(?: de compras)?|adicionar ao carrinho|koszyk|dodaj do koszyka|корзина|в корзину|оформить заказ|košík|do košíku|ostoskori|lisää ostoskoriin|kassalle)(?:\s*[(:]?\s*\d*\s*\)?)?$/iu;

/** Where an offering's price came from when a shop published it: structured product data, not a price read off text. */
const SHOP_DATA: ReadonlySet<string> = new Set(
  SOURCE_PRIORITY.slice(0, SOURCE_PRIORITY.indexOf('heuristic')),
);

/** An offering as the profile reads it, with where its price came from and its availability when the crawl kept them. */
export type ShopOffering = {
  name: string;
  price: string | null;
  offeringType: 'service' | 'product';
  landingPage: string | null;
  availability?: string | null;
  sources?: Record<string, string> | null;
};

const LEGAL = /privacy|datenschutz|agb|terms|widerruf|polityka|политика|конфиденциальн|cookies?/i;

/** Whether a page line is a shop's control (a cart, a checkout, an add-to-cart button), on a page that is not legal text. */
export const isShopControl = (line: Pick<PageLine, 'text' | 'url'>): boolean =>
  line.text.length <= 40 && SHOP_CONTROL.test(line.text.trim()) && !LEGAL.test(line.url);

/** Whether the site marks the offering up as sold: a schema.org Offer's availability, or a shop's product data. */
export const isSoldOffering = (offering: ShopOffering): boolean =>
  offering.offeringType === 'product' &&
  Boolean(offering.price) &&
  Boolean(offering.landingPage) &&
  (Boolean(offering.availability) || SHOP_DATA.has(offering.sources?.price ?? ''));

/**
 * The evidence that customers buy on the site, with the page and its words: a shop's control on a page, else an
 * offering the site marks up as sold, quoted on its own page. Null when the site shows neither.
 */
export function shopEvidence(
  lines: readonly PageLine[],
  pages: readonly ReadPage[],
  offerings: readonly ShopOffering[],
): ProfileSource | null {
  const control = lines.find(isShopControl);
  if (control) return { url: control.url, quote: quoteAround(control.text) };
  for (const offering of offerings.filter(isSoldOffering)) {
    const page = pages.find((candidate) => candidate.url === offering.landingPage);
    const line = page?.lines.find((candidate) => candidate.text.includes(offering.name));
    if (page && line) return { url: page.url, quote: quoteAround(line.text) };
  }
  return null;
}
