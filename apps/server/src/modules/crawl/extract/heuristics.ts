import type { Availability, Offering } from '../crawl.types';
import { metaContent, nodeText, normaliseWhitespace, resolveUrl, type CheerioAPI, type Element } from './dom';
import { normaliseName } from './merge';
import { buildOffering } from './offering';
import { findPrices, isZeroPrice, type ParsedPrice } from './price';
import { namesAService } from './service-signals';
import { evidencePageKind, pathSegments } from '@adsmith/domain/crawl/page-url';
import { LinkWords } from './link-rules';

/** Last-resort readers for pages without structured data: a product page's h1 + price, a site's services. */

const CHROME = 'nav, header, footer, aside, [role="navigation"], [role="contentinfo"], [aria-hidden="true"]';
const BUY_BUTTON =
  /add to (cart|basket|bag)|buy now|order now|in den warenkorb|jetzt kaufen|ajouter au panier|añadir al carrito|aggiungi al carrello|in winkelwagen|в корзину|купить|заказать|dodaj do koszyka|do koszyka|kup teraz|zamów/i;
const PRODUCT_PATH =
  /\/(products?|produkte?|produits?|productos?|prodotti|produkty|producten|produtos|produkter|tuotteet|shop|store|item|p)\/[^/]+/i;
/** A URL shaped like one product's own page (/products/<slug>, /producto/<slug>, /tuotteet/<slug> …). */
export function isProductPath(pageUrl: string): boolean {
  try {
    return PRODUCT_PATH.test(new URL(pageUrl).pathname);
  } catch {
    return false;
  }
}

const SERVICE_PATH =
  /^\/(services?|our-services|leistungen|dienstleistungen|treatments?|behandlungen|therapies|prestations|servicios|servizi|diensten|what-we-do)\/[^/]+/i;
/**
 * A heading over the services, alone or after a short lead joined to it ("Who we are & what we do", "Über uns und
 * unsere Leistungen", "Qui sommes-nous ? Nos services").
 */
const SERVICES_HEADING =
  /^(?:[^&/|,:?!–]{1,30}?\s*(?:&|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b|\/|\||,|:|\?|!|–)\s*)?(our\s+|the\s+)?(?:(?:main|core|other|additional|special(?:i[sz]ed)?|featured|popular)\s+)?(services|treatments|therapies|programs|programmes|what we do|what we offer|how we can help|specialisms|areas of expertise|practice areas|unsere leistungen|leistungen|nos services|nos prestations|nuestros servicios|servicios|i nostri servizi|servizi|onze diensten|diensten)\b/i;
const NOT_A_SERVICE =
  /^(contact|book|call|get in touch|faq|testimonials?|reviews?|why choose|opening hours|find us|read more|learn more)/i;
const Limits = { containerChars: 3000, maxServices: 30, serviceNameChars: 80, cardChars: 600 };

const OTHER_PRODUCTS =
  /related|upsell|up-sells|cross-sell|crosssell|recommend|similar|also-bought|recently-viewed|viewed-products|products-slider/i;

/** A block of other products on a product page (related, upsells, recently viewed). */
function isOtherProducts($: CheerioAPI, el: Element): boolean {
  return OTHER_PRODUCTS.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`);
}

function isInChrome($: CheerioAPI, el: Element): boolean {
  return $(el).closest(CHROME).length > 0;
}

function textOf(_$: CheerioAPI, el: Element): string {
  return nodeText(el);
}

/** The h1 of the page body (not a logo h1 inside the header). */
function mainHeading($: CheerioAPI): Element | null {
  return (
    $('h1')
      .toArray()
      .find((el) => !isInChrome($, el) && textOf($, el).length > 1) ?? null
  );
}

function availabilityIn(text: string): Availability | null {
  if (/out of stock|sold out|ausverkauft|nicht vorrätig|épuisé|agotado|esaurito/i.test(text))
    return 'OutOfStock';
  if (/\bin stock\b|auf lager|vorrätig|en stock|disponible|disponibile/i.test(text)) return 'InStock';
  return null;
}

/**
 * A catalogue page that shows no price: a /product/<slug> page titled with its own heading (the title is the
 * heading plus at most the site's name) whose theme's price slot is empty.
 */
function isUnpricedProductPage($: CheerioAPI, h1: Element, pageUrl: string): boolean {
  if (!PRODUCT_PATH.test(new URL(pageUrl).pathname)) return false;
  const heading = normaliseName(textOf($, h1));
  const title = normaliseName($('title').first().text());
  if (!heading || (!title.startsWith(heading) && !title.endsWith(heading))) return false;
  // A showcase item that names no price anywhere on its page ("/tuotteet/lemoncurd/": a cake made to order).
  const main = $('main').get(0) ?? $('body').get(0);
  if (main && findPrices(nodeText(main as Element, (el) => isInChrome($, el))).length === 0) return true;
  // An empty price slot, or one showing zero (a price never set).
  return $('[class~="price"]')
    .toArray()
    .some(
      (el) =>
        (nodeText(el) === '' || isZeroPrice(nodeText(el))) &&
        !$(el)
          .parents()
          .toArray()
          .some((parent) => isOtherProducts($, parent)),
    );
}

/**
 * A struck figure at least this many times the one shown beside it is not a sale (no shop takes 95 % off): it is
 * the same price converted by a currency switcher, the struck one being the shop's own.
 */
const CONVERSION_RATIO = 20;

/**
 * The shop's own price where a currency switcher prints it struck through beside its conversion
 * ("<del>$ 90,000.00</del><ins>$ 23.32</ins>": 90,000 pesos, shown as 23.32 dollars); else the price shown. A real
 * sale ("<del>$40</del><ins>$32</ins>") keeps the price shown.
 */
export function switchedFrom(
  $: CheerioAPI,
  el: Element,
  shown: ParsedPrice,
  hint: string | null,
): ParsedPrice {
  const inserted = $(el).closest('ins');
  const struck = (inserted.length > 0 ? inserted : $(el)).siblings('del, s, strike').get(0);
  if (!struck) return shown;
  const original = findPrices(nodeText(struck), hint)[0];
  if (!original || Number(original.amount) < Number(shown.amount) * CONVERSION_RATIO) return shown;
  return original;
}

/** Elements themes mark as a price ("price", "woocommerce-Price-amount", itemprop=price, "product-price"). */
const PRICE_ELEMENT =
  '[class~="price"], [itemprop="price"], [class*="product-price" i], [class*="product__price" i]';
/** Text read after the heading at most before its price element is given up. */
const PRICE_AFTER_HEADING_CHARS = 6000;

/** Whether an element is one item of a repeated grid (li.product among its like, a card among cards). */
function inRepeatedItem($: CheerioAPI, el: Element, stop: Element): boolean {
  for (let node = el.parent; node && node.type === 'tag' && node !== stop; node = node.parent) {
    const tag = node as Element;
    if (isOtherProducts($, tag)) return true;
    // A card is short; the blocks of a page builder's layout are long.
    if (nodeText(tag).length > Limits.cardChars) return false;
    const cls = tag.attribs.class ?? '';
    const priced = $(tag)
      .siblings()
      .toArray()
      .filter(
        (sibling) =>
          (sibling as Element).name === tag.name &&
          ((sibling as Element).attribs.class ?? '') === cls &&
          $(sibling).find(PRICE_ELEMENT).length > 0,
      );
    if (priced.length >= 2) return true;
  }
  return false;
}

/**
 * The first price element after the page's heading, in document order, outside the chrome and outside grids of
 * other products, read with its struck conversion (switchedFrom); null when none comes within a few thousand
 * characters of text.
 */
function priceElementAfter(
  $: CheerioAPI,
  h1: Element,
  hint: string | null,
  within: Element | null,
): { el: Element; price: ParsedPrice } | null {
  if (within) {
    // Inside the heading's block, only when it holds exactly one outermost price element.
    const own = $(within)
      .find(PRICE_ELEMENT)
      .toArray()
      .filter(
        (el) => $(el).parents(PRICE_ELEMENT).length === 0 && $(el).closest('del, s, strike').length === 0,
      );
    if (own.length !== 1) return null;
  }
  const all = $('body *').toArray();
  const from = all.indexOf(h1);
  if (from < 0) return null;
  const body = $('body').get(0) as Element;
  let read = 0;
  for (const el of all.slice(from + 1)) {
    if (el.children.some((child) => child.type === 'text')) {
      read += el.children
        .filter((child) => child.type === 'text')
        .reduce((sum, child) => sum + ('data' in child ? String(child.data).trim().length : 0), 0);
    }
    if (read > PRICE_AFTER_HEADING_CHARS) return null;
    if (!$(el).is(PRICE_ELEMENT) || isInChrome($, el) || inRepeatedItem($, el, body)) continue;
    if (within && !$(el).closest(within).length) return null;
    if ($(el).closest('del, s, strike').length) continue;
    const text = nodeText(el);
    const shown = findPrices(text, hint).at(-1);
    if (!shown) continue;
    const amount = $(el).find('ins').first();
    const visible = amount.length
      ? (findPrices(nodeText(amount.get(0) as Element), hint)[0] ?? shown)
      : shown;
    const inner = amount.length ? ($(amount).find(PRICE_ELEMENT).get(0) ?? amount.get(0)) : el;
    return { el, price: switchedFrom($, inner as Element, visible, hint) };
  }
  return null;
}

/**
 * The block around the main heading (up to four levels up) and the prices written in it; `emptyPrice` when the
 * theme's price slot is there but empty on a product path ("free with a deck", "price on request").
 */
function headingBlockPrices(
  $: CheerioAPI,
  h1: Element,
  pageUrl: string,
  currencyHint: string | null,
): { container: Element; prices: ParsedPrice[]; emptyPrice: boolean } {
  let container: Element = h1;
  let prices: ParsedPrice[] = [];
  let emptyPrice = false;
  for (let level = 0; level < 4 && container.parent && container.parent.type === 'tag'; level++) {
    const parent = container.parent;
    if (parent.name === 'body' || parent.name === 'html') break;
    // Other products' prices (related, upsell, "recently viewed" blocks) are never this product's.
    const text = nodeText(parent, (el) => isOtherProducts($, el));
    if (text.length > Limits.containerChars) break;
    container = parent;
    prices = findPrices(text, currencyHint);
    if (prices.length > 0) break;
    // The theme's price slot is there but empty ("free with a deck", "price on request"): no price, look no further.
    emptyPrice =
      PRODUCT_PATH.test(new URL(pageUrl).pathname) &&
      $(parent)
        .children('[class~="price"], [itemprop="price"]')
        .toArray()
        .some((el) => nodeText(el) === '');
    if (emptyPrice) break;
  }
  return { container, prices, emptyPrice };
}

/** A sign that this is a product page: a buy button outside the chrome, a /products/… path, a "price" element. */
function looksLikeProductPage($: CheerioAPI, container: Element, pageUrl: string): boolean {
  const hasBuyButton = $('button, input[type="submit"], a')
    .toArray()
    .some(
      (el) =>
        !isInChrome($, el) && BUY_BUTTON.test(el.name === 'input' ? (el.attribs.value ?? '') : $(el).text()),
    );
  if (hasBuyButton || PRODUCT_PATH.test(new URL(pageUrl).pathname)) return true;
  return $(container).find('[class*="price" i], [id*="price" i]').length > 0;
}

/**
 * A marked price element's price, the price shown to buyers: class/itemprop hints (price, amount, woocommerce-Price),
 * never a struck-through "was" price (del, s, strike, was/old/regular classes) nor a block that holds one.
 */
function markedPrice(
  $: CheerioAPI,
  container: Element,
  currencyHint: string | null,
): ParsedPrice | undefined {
  const markedEl = $(container)
    .find('[class*="price" i], [class*="amount" i], [itemprop="price"]')
    .toArray()
    .find(
      (el) =>
        !/was|compare|old|regular|strike|currency|symbol/i.test(el.attribs.class ?? '') &&
        $(el).closest('del, s, strike').length === 0 &&
        $(el).find('del, s, strike').length === 0 &&
        findPrices(nodeText(el), currencyHint).length > 0,
    );
  const shown = markedEl ? findPrices(nodeText(markedEl), currencyHint)[0] : undefined;
  return markedEl && shown ? switchedFrom($, markedEl, shown, currencyHint) : shown;
}

/**
 * A product page whose price appears only in the text: an h1 with a price written close to it (same block,
 * up to four levels up), plus a sign that this is a product page (a buy button, a /products/… path, a "price"
 * element). Listing pages (several different prices near the heading) are not products.
 */
export function extractHeuristicProduct(
  $: CheerioAPI,
  pageUrl: string,
  currencyHint: string | null,
): Offering[] {
  const h1 = mainHeading($);
  if (!h1) return [];
  const block = headingBlockPrices($, h1, pageUrl, currencyHint);
  const { container } = block;
  let { prices, emptyPrice } = block;
  // A long description between the heading and the price (page builders put them in separate widgets): the
  // page's own price element after the heading.
  // Several figures near the heading (a booking form's per-person rates, a conversion) but one price element
  // after it: that element is the product's price.
  const following =
    (prices.length === 0 || new Set(prices.map((price) => price.amount)).size > 2) && !emptyPrice
      ? priceElementAfter($, h1, currencyHint, prices.length > 0 ? container : null)
      : null;
  if (following) prices = [following.price];
  if (emptyPrice) prices = [];
  else if (prices.length === 0) emptyPrice = isUnpricedProductPage($, h1, pageUrl);
  const distinct = new Set(prices.map((price) => price.amount));
  if ((distinct.size === 0 && !emptyPrice) || distinct.size > 2) return [];
  if (!looksLikeProductPage($, container, pageUrl)) return [];
  const price = markedPrice($, container, currencyHint) ?? following?.price ?? prices[0];
  const containerText = textOf($, container);
  const image = $(container)
    .find('img')
    .toArray()
    .map((img) => img.attribs['data-src'] ?? img.attribs.src)
    .find((src) => src && !/logo|icon|data:/i.test(src));
  const offering = buildOffering(
    {
      name: textOf($, h1),
      price: price?.amount ?? null,
      currency: price?.currency ?? currencyHint,
      description:
        metaContent($, 'description') ??
        $(container)
          .find('p')
          .toArray()
          .map((p) => firstText(p))
          .find((text) => text.length > 30 && findPrices(text).length === 0) ??
        null,
      image_url: metaContent($, 'og:image') ?? image ?? null,
      landing_page: pageUrl,
      offering_type: 'product',
      sku: /\bSKU\s*[:#]?\s*([A-Z0-9][\w-]{1,40})/i.exec(containerText)?.[1] ?? null,
      availability: availabilityIn(containerText),
    },
    'heuristic',
    pageUrl,
  );
  return offering ? [offering] : [];
}

function firstText(el: Element | undefined): string {
  return el ? nodeText(el, undefined, 2000) : '';
}

function headingLevel(el: Element): number {
  return Number(el.name.slice(1));
}

/** The first paragraph after a heading inside its block (a service card's blurb). */
function blurbAfter($: CheerioAPI, heading: Element): string | null {
  const text = firstText($(heading).nextAll('p').get(0) ?? $(heading).parent().find('p').get(0));
  return text || null;
}

/** The link a service card points to: inside the heading, else the first link of its card. */
function linkFor($: CheerioAPI, heading: Element, pageUrl: string): string | null {
  const own = $(heading).find('a[href]').first().attr('href') ?? $(heading).closest('a[href]').attr('href');
  const card = $(heading).parent();
  const cardLink = card.find('a[href]').length === 1 ? card.find('a[href]').first().attr('href') : undefined;
  return resolveUrl(own ?? cardLink, pageUrl);
}

/** Services listed under a "Services" / "What we do" heading: its sub-headings, or its list items. */
function servicesFromSections($: CheerioAPI, pageUrl: string): Offering[] {
  const headings = $('h1, h2, h3, h4')
    .toArray()
    .filter((el) => !isInChrome($, el));
  const found: Offering[] = [];
  headings.forEach((heading, index) => {
    if (!SERVICES_HEADING.test(textOf($, heading))) return;
    const level = headingLevel(heading);
    let subLevel = 0;
    for (const next of headings.slice(index + 1)) {
      const nextLevel = headingLevel(next);
      if (nextLevel <= level) break;
      subLevel ||= nextLevel;
      if (nextLevel !== subLevel) continue;
      const name = textOf($, next);
      if (name.length > Limits.serviceNameChars || NOT_A_SERVICE.test(name)) continue;
      const offering = buildOffering(
        {
          name,
          description: blurbAfter($, next),
          landing_page: linkFor($, next, pageUrl),
          offering_type: 'service',
        },
        'heuristic',
        pageUrl,
      );
      if (offering) found.push(offering);
    }
    if (subLevel === 0) {
      const items = $(heading)
        .nextAll('ul, ol')
        .first()
        .children('li')
        .toArray()
        .slice(0, Limits.maxServices);
      for (const item of items) {
        const name = textOf($, item);
        if (name.length > Limits.serviceNameChars || NOT_A_SERVICE.test(name)) continue;
        const href = $(item).find('a[href]').first().attr('href');
        const offering = buildOffering(
          { name, landing_page: resolveUrl(href, pageUrl), offering_type: 'service' },
          'heuristic',
          pageUrl,
        );
        if (offering) found.push(offering);
      }
    }
  });
  return found.slice(0, Limits.maxServices);
}

const BOOK_CALL =
  /^(book|reserve|schedule|get a quote|request a quote|jetzt buchen|buchen|termin|записаться|забронировать|zarezerwuj|umów)/i;

/** A contact or booking form's heading ("Contact", "Kontakt", "ご予約・お問い合わせ"): no service of its own. */
const CONTACT_HEADING = /contact|kontakt|contacto|contatti|問い合わせ|問合せ/i;

/** A path that names a contact or about page (/contact, /kontakt.html, /ueber-uns/). */
function isContactOrAboutPath(path: string): boolean {
  return pathSegments(path).some((segment) =>
    segment
      .split(/[-_.]/)
      .concat(segment)
      .some((word) => LinkWords.contact.has(word) || LinkWords.about.has(word)),
  );
}

/** Pages under its own path that a page's content links to, at least this many: it is their overview. */
const OVERVIEW_CHILDREN = 3;

/** Whether a page's content links to several pages under its own path ("/medical/" → "/medical/cavities"). */
function isOverviewPage($: CheerioAPI, pageUrl: string): boolean {
  const page = new URL(pageUrl);
  const own = page.pathname.replace(/\/(index\.\w+)?$/, '/');
  if (own === '/') return false;
  const children = new Set<string>();
  for (const link of $('a[href]').toArray()) {
    if (isInChrome($, link)) continue;
    const href = resolveUrl(link.attribs.href, pageUrl);
    if (!href) continue;
    const target = new URL(href);
    if (target.host === page.host && target.pathname.startsWith(own) && target.pathname.length > own.length)
      children.add(target.pathname);
  }
  return children.size >= OVERVIEW_CHILDREN;
}

/**
 * A page about one service, said by its words rather than its URL: not the home page, a heading that names a
 * service ("Laptop Repair Services in Leeds", "Fahrstunden", "Маникюр", "Oefentherapie voor ouderen", "歯石除去治療"),
 * and a Book/Reserve call to action — or, without one, a page that lists nothing priced (`listsPrices`), is no
 * article, legal page or overview of the pages under its path, and whose heading is no "Our services" title.
 */
function isServicePage($: CheerioAPI, h1: Element, pageUrl: string, listsPrices: boolean): boolean {
  const path = new URL(pageUrl).pathname;
  // The home page speaks for the whole business; a /product/ page sells a thing even when its name says "repair".
  if (path.replace(/\/(index\.\w+)?$/, '') === '' || PRODUCT_PATH.test(path)) return false;
  const heading = serviceName(textOf($, h1));
  if (!heading || heading.length > Limits.serviceNameChars || !namesAService(heading)) return false;
  if (
    $('a, button')
      .toArray()
      .some((el) => BOOK_CALL.test(normaliseWhitespace($(el).text())))
  )
    return true;
  return (
    !listsPrices &&
    !SERVICES_HEADING.test(textOf($, h1)) &&
    !isContactOrAboutPath(path) &&
    !CONTACT_HEADING.test(heading) &&
    evidencePageKind(pageUrl) === 'page' &&
    !isOverviewPage($, pageUrl)
  );
}

/** A service page's heading as the service's name: no tagline, no "in <city>", no trailing "Services". */
function serviceName(heading: string): string {
  return heading
    .split(/\s+[|–—:-]\s+/)[0]!
    .replace(
      /^(professional|expert|reliable|affordable|fast|quick|best|top|premium|quality|trusted|certified)\s+/i,
      '',
    )
    .replace(/\s+(in|near|around|im|in der|w|в)\s+\p{Lu}[\p{L} ,.]{1,40}$/u, '')
    .replace(/(\p{L})\s+(services?|dienstleistungen|usługi|услуги)$/iu, '$1')
    .trim();
}

/**
 * Services of a service business, without prices if the site shows none: the headings under a "Services" /
 * "What we do" section, and a service page itself (/services/<name>, /leistungen/<name> …) named by its h1.
 */
export function extractHeuristicServices(
  $: CheerioAPI,
  pageUrl: string,
  currencyHint: string | null,
  listsPrices = false,
): Offering[] {
  const found = servicesFromSections($, pageUrl);
  const h1 = mainHeading($);
  if (h1 && (SERVICE_PATH.test(new URL(pageUrl).pathname) || isServicePage($, h1, pageUrl, listsPrices))) {
    const block = h1.parent && h1.parent.type === 'tag' ? textOf($, h1.parent) : '';
    const price = block.length <= Limits.containerChars ? findPrices(block, currencyHint)[0] : undefined;
    const page = buildOffering(
      {
        name: serviceName(textOf($, h1)),
        price: price?.amount ?? null,
        currency: price?.currency ?? null,
        description: metaContent($, 'description') ?? blurbAfter($, h1),
        image_url: metaContent($, 'og:image'),
        landing_page: pageUrl,
        offering_type: 'service',
      },
      'heuristic',
      pageUrl,
    );
    if (page) found.unshift(page);
  }
  return found;
}
