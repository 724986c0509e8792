import { canonicalPageUrl, isNeverOfferingUrl } from '@adsmith/domain/crawl/page-url';
import type { Offering } from '../crawl.types';
import { nodeText, resolveUrl, type CheerioAPI, type Element } from './dom';
import { switchedFrom } from './heuristics';
import { isJunkOfferingName } from './junk';
import { buildOffering } from './offering';
import { findPrices } from './price';

/**
 * Offerings a listing shows for other pages: a grid of repeated cards (at least three siblings of one tag and
 * class), each linking to one page of the site and showing a name and a price ("Lake cabin — from € 120 a night").
 * Each card's landing page is the page it links to. They stand for those pages only until the pages speak for
 * themselves: the crawl keeps a card for a page that gave no offering of its own (a page beyond the budget or off the
 * copy). A single page's own offerings never include them (extractOfferings does not call this).
 */

const CHROME = 'nav, header, footer, aside, [role="navigation"], [role="contentinfo"]';
const CARD_NAME = 'h2, h3, h4, h5, [class*="title" i], [class*="name" i]';
const PRICE_ELEMENT = '[class~="price"], [itemprop="price"], [class*="price" i]';
const Limits = { cardChars: 600, minCards: 3, maxCards: 200, nameChars: 160 };

/** The one page a card links to (its other links — add to cart, the same page again — do not count), or null. */
function cardTarget($: CheerioAPI, card: Element, pageUrl: string): string | null {
  const hrefs = new Set<string>();
  const links = $(card).is('a[href]') ? [card] : $(card).find('a[href]').toArray();
  for (const link of links) {
    const url = resolveUrl(link.attribs.href, pageUrl);
    if (!url || isNeverOfferingUrl(url)) continue;
    hrefs.add(canonicalPageUrl(url));
  }
  const self = canonicalPageUrl(pageUrl);
  hrefs.delete(self);
  return hrefs.size === 1 ? ([...hrefs][0] as string) : null;
}

function cardName($: CheerioAPI, card: Element): string {
  const named = $(card)
    .find(CARD_NAME)
    .toArray()
    .filter((el) => !$(el).is(PRICE_ELEMENT) && $(el).find(PRICE_ELEMENT).length === 0)
    .map((el) => nodeText(el))
    .find((text) => text.length > 1 && findPrices(text).length === 0);
  return named ?? '';
}

function cardPrice($: CheerioAPI, card: Element, hint: string | null) {
  const marked = $(card)
    .find(PRICE_ELEMENT)
    .toArray()
    .find((el) => $(el).closest('del, s, strike').length === 0 && findPrices(nodeText(el), hint).length > 0);
  if (marked) {
    const inserted = $(marked).find('ins').first();
    const el = (inserted.length ? inserted.get(0) : marked) as Element;
    const shown = findPrices(nodeText(el), hint)[0];
    return shown ? switchedFrom($, el, shown, hint) : null;
  }
  const prices = findPrices(nodeText(card), hint);
  return prices.length === 1 ? prices[0]! : null;
}

/** Cards of listings on a page, as offerings landing on the pages they link to. */
export function extractListedOfferings($: CheerioAPI, pageUrl: string, currency: string | null): Offering[] {
  if (isNeverOfferingUrl(pageUrl)) return [];
  const found: Offering[] = [];
  const seenParents = new Set<Element>();
  const main = ($('main').get(0) ?? $('body').get(0)) as Element | undefined;
  if (!main) return [];
  for (const price of $(main).find(PRICE_ELEMENT).toArray()) {
    // Climb from a price to the card among like siblings.
    let card: Element | null = null;
    for (let node = price.parent; node && node.type === 'tag' && node !== main; node = node.parent) {
      const el = node as Element;
      if (nodeText(el).length > Limits.cardChars) break;
      const parent = el.parent;
      if (!parent || parent.type !== 'tag') break;
      const cls = el.attribs.class ?? '';
      const like = $(parent)
        .children()
        .toArray()
        .filter(
          (child) =>
            child.name === el.name && (child.attribs.class ?? '').split(/\s+/)[0] === cls.split(/\s+/)[0],
        );
      if (like.length >= Limits.minCards) {
        card = el;
        break;
      }
    }
    if (!card || !card.parent || seenParents.has(card.parent as Element)) continue;
    const grid = card.parent as Element;
    seenParents.add(grid);
    if ($(grid).closest(CHROME).length) continue;
    const cards = $(grid)
      .children()
      .toArray()
      .filter((child) => child.name === card.name)
      .slice(0, Limits.maxCards);
    for (const item of cards) {
      const landing = cardTarget($, item, pageUrl);
      if (!landing) continue;
      const name = cardName($, item).slice(0, Limits.nameChars);
      if (!name || isJunkOfferingName(name)) continue;
      const shown = cardPrice($, item, currency);
      if (!shown) continue;
      const offering = buildOffering(
        {
          name,
          price: shown.amount,
          currency: shown.currency ?? currency,
          landing_page: landing,
          image_url: $(item).find('img').first().attr('src') ?? null,
          offering_type: 'product',
        },
        'heuristic',
        pageUrl,
      );
      if (offering) found.push(offering);
    }
  }
  return found;
}
