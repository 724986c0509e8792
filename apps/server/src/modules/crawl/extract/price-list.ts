import type { Offering, OfferingType, OfferingVariant } from '../crawl.types';
import { nodeText, normaliseWhitespace, type CheerioAPI, type Element } from './dom';
import { buildOffering } from './offering';
import { findPrices, parsePrice, priceStart, type ParsedPrice } from './price';
import { offeringTypeFromText, pageServiceSignals } from './service-signals';

/**
 * Several offerings on one page, by rules (no model): price-list tables (service menus, restaurant menus, lesson
 * prices), pricing cards in a row (packages, plans) and lists whose items each carry a price. One offering per
 * item: its name (without dish numbers, allergen codes, emoji), its price (the total or the first size, never an
 * hourly breakdown or a hidden placeholder), its description, and the page URL with the nearest id as anchor.
 */

const CHROME = 'nav, header, footer, aside, [role="navigation"], [role="contentinfo"], [aria-hidden="true"]';
const HEADING = 'h1, h2, h3, h4, h5, h6';
/** Column headers of a per-unit breakdown ("Hourly rate", "pro Stunde", "за час"), not the price. */
const RATE_HEADER =
  /hourly|per\s+(hour|lesson|session|person|unit)|\brate\b|pro\s+(stunde|person)|stundensatz|за\s+(час|урок)|za\s+godzin|\/\s*(h|hr|std)\b/i;
/** Column headers that name the price ("Total cost", "Preis", "Цена", "Cena"). */
const PRICE_HEADER = /total|price|cost|fee|preis|kosten|цена|стоимость|cena|koszt|prix|precio|prezzo/i;
/** A per-unit figure in the same text as the price ("£38.50 per hour"): a breakdown, not the offering's price. */
const PER_UNIT_AFTER =
  /^\s*(\/\s*|per\s+|pro\s+|за\s+|za\s+|a\s+)(hour|hr|h\b|lesson|session|person|stunde|std|час|урок|godz|heure)/i;
/**
 * Headings of tables that list charges the business passes on, not offerings of its own: government/agency fees
 * "where not included", delivery and shipping costs, surcharges, deposits.
 */
const PASS_ON_HEADING =
  /\b(agency|government|dvsa|statutory)\b.*\bfees?\b|where not included|shipping|delivery (costs?|charges?)|versandkosten|lieferkosten|zuschl[aä]ge|surcharges?|deposits?|kaution|доставк|стоимость доставки|koszty? (dostawy|wysyłki)/i;
/** A cell that only numbers the item: "12", "4a", "N1", "M12", "V9a", "E1". */
const ITEM_NUMBER = /^(no\.?\s*)?[A-Z]{0,2}\d{1,4}[a-z]?\.?$/i;
/** A size or volume cell ("0,33l", "500 ml", "250 g", "30 cm"). */
const SIZE = /^\d+(?:[.,]\d+)?\s?(l|ml|cl|dl|g|kg|cm|mm|oz|lb|шт|szt|stk)\.?$/i;
/** Header words that are not item names ("Zabieg", "Cena", "Service", "Price"). */
const HEADER_WORD =
  /^(zabieg|usługa|cena|price|prices|service|services|treatment|item|leistung|preis|behandlung|услуга|цена|процедура|name|description)$/i;
/** Headings of set menus served at a time of day, whose items are named with the menu. */
const SET_MENU_HEADING =
  /^(mittags?|abend|lunch|dinner|brunch|breakfast|frühstücks?|business ?lunch|бизнес-ланч|ланч|обед|ужин|lunch(owe)?|obiad|kolacja)\s*-?\s*(menü|menu|menus|меню|karte)?s?\s*$/i;
const Limits = { maxItems: 150, nameChars: 160, cardChars: 700, tableRows: 400 };
/** A cell that is only an amount ("44", "65.5", "108.50", "53*", "25.-"): a price when the page says its currency. */
const BARE_AMOUNT = /^(\d{1,6}(?:[.,]\d{1,2})?)\s*(?:\*{1,3}|\.[-–]|,[-–])?$/;
/** Column headers of figures that are not prices: durations, quantities, years, sizes. */
const NOT_PRICE_HEADER =
  /\b(min|minuten|minutes?|std|stunden|hours?|dauer|duration|anzahl|menge|qty|quantity|jahr|year|größe|size|gewicht|weight|cm|mm|kg|nr|no)\b/i;
/** A column header that is a unit of what its figures count ("Minuten", "min", "Personen", "cm"). */
const UNIT_HEADER =
  /^(?:min\.?|mins|minuten|minutes?|minuti|minutos|minuty|minuuttia|std\.?|stunden?|hours?|heures?|ore|horas|personen|persons?|people|pax|personnes|persone|personas|osob|osoby|hlö|henkilöä?|cm|mm|kg|g|ml|cl|l|stk\.?|stück|pcs|pieces?)$/iu;
/**
 * A row named only by a duration, an age, a size or a count of persons ("5 Minuten", "30 min", "5 - 7 Jahre",
 * "Ø 26 cm", "10 hlö"): a variant of what the table's heading names, never an offering of its own.
 */
const VARIANT_LABEL =
  /^(?:ab|from|bis|up to|à partir de|da|desde|od|alkaen)?\s*(?:ø\s*)?\d+(?:[.,]\d+)?(?:\s*(?:-|–|bis|to|à|a)\s*\d+(?:[.,]\d+)?)?\s*(?:min\.?|mins|minuten|minutes?|minuti|minutos|minuty|minuuttia|h|std\.?|stunden?|hours?|heures?|ore|horas|jahre|years?|yrs|ans|anni|años|lat|vuotta|cm|mm|kg|g|ml|cl|l|personen|persons?|people|pax|personnes|persone|personas|osob|osoby|hlö|henkilöä?|stk\.?|pcs|pieces?|stück)(?![\p{L}])/iu;
/**
 * A row named by a period: a season ("Hochsaison", "low season", "temporada alta", "bassa stagione") or a date range
 * ("09.01. - 26.03.", "1/5 – 30/9"). Lodging price tables list their rooms across and the periods down.
 */
const PERIOD_LABEL =
  /saison|season|stagione|temporada|seizoen|sezon|kausi|\d{1,2}[./]\d{1,2}\.?(?:\d{2,4})?\s*(?:-|–|—|bis|to|au|al|a|t\/m)\s*\d{1,2}[./]\d{1,2}/iu;
/** A row that adds to another's price ("Aufpreis", "Zuschlag", "Surcharge", "Supplément"): not an offering. */
const SURCHARGE_NAME =
  /^(?:aufpreis|zuschlag|mehrpreis|surcharge|supplement|supplément|extra charge|recargo|suplemento|supplemento|toeslag|příplatek|dopłata|lisämaksu)\b/iu;
/** Words that only say "prices of" before a section's subject ("Preise Kindercoiffeur", "Tarifs massage"). */
const PRICE_WORDS =
  /^(?:preise?|preisliste|prices?|price list|pricing|tarifs?|prix|prezzi|listino prezzi|precios|tarifas|preços|prijzen|tarieven|cennik|ceny|ceník|hinnasto|hinnat|цены|прайс)\s*(?:für|for|de|des|du|di|del|de la|van|voor|na|za)?\s*[:–—-]?\s*/iu;
/**
 * The subject of a price table's heading: "Preise Entspannungs-Kopfmassage in Worb" → "Entspannungs-Kopfmassage"
 * (no price word before it, no "in <Town>" after it, as headings written for search engines have).
 */
export function sectionName(heading: string): string {
  const subject = cleanItemName(heading)
    .replace(PRICE_WORDS, '')
    .replace(/\s+(?:in|im|à|a|en|em|w|ve|v|i|di)\s+\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*)?$/u, '');
  return subject.trim() || cleanItemName(heading);
}

/** Currencies as a sentence about the prices names them ("Alle Preise sind in CHF", "Prices in GBP", "prix en euros"). */
const CURRENCY_WORDS: Array<[RegExp, string]> = [
  [/^(eur|euros?|€)$/i, 'EUR'],
  [/^(chf|franken|francs?|fr\.)$/i, 'CHF'],
  [/^(gbp|£|pounds?)$/i, 'GBP'],
  [/^(usd|us\$|dollars?)$/i, 'USD'],
  [/^(pln|zł|złotych)$/i, 'PLN'],
  [/^(czk|kč|korun)$/i, 'CZK'],
  [/^(sek|nok|dkk)$/i, ''],
];
const PRICES_IN_CURRENCY =
  /\b(?:preise?|prices?|prix|tarifs?|prezzi|precios|preços|prijzen|ceny|cena|hinnat|rates?|fees?|kosten)\b[^.!?\n]{0,50}?\b(?:in|en|em|v|w|sont en|are in|sind in|in der währung)\s+(eur|euros?|€|chf|franken|francs?|fr\.|gbp|£|pounds?|usd|us\$|dollars?|pln|zł|złotych|czk|kč|korun|sek|nok|dkk)(?![\p{L}])/iu;

/** The currency a sentence of the page declares for its prices ("Alle Preise sind in CHF und inklusive MWST"), or null. */
export function declaredCurrency(text: string): string | null {
  const match = PRICES_IN_CURRENCY.exec(text);
  const word = match?.[1];
  if (!word) return null;
  if (/^(sek|nok|dkk)$/i.test(word)) return word.toUpperCase();
  for (const [pattern, code] of CURRENCY_WORDS) if (pattern.test(word)) return code || null;
  return null;
}

export type PriceListContext = { currency: string | null; pageUrl: string; pageType?: OfferingType | null };

function hidden(el: Element): boolean {
  const style = (el.attribs.style ?? '').toLowerCase().replace(/\s+/g, '');
  return (
    'hidden' in el.attribs ||
    /visibility:hidden|display:none/.test(style) ||
    el.attribs['aria-hidden'] === 'true'
  );
}

function isVisible($: CheerioAPI, el: Element): boolean {
  return (
    !hidden(el) &&
    $(el)
      .parents()
      .toArray()
      .every((parent) => !hidden(parent))
  );
}

const skipHidden = (el: Element) => hidden(el);

/** Item name as a customer says it: no allergen codes ("[A,F,N]"), emoji, leader dots, trailing colons. */
export function cleanItemName(text: string): string {
  return normaliseWhitespace(
    text
      .replace(/\s*\[[A-Z0-9]{1,2}(?:\s*,\s*[A-Z0-9]{1,2})*\]/g, '')
      .replace(/\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\uFE0F|\u200d/gu, '')
      .replace(/\.{3,}|…{2,}|_{3,}/g, ' ')
      .replace(/\s+([,;)])/g, '$1')
      .replace(/\(\s+/g, '('),
  ).replace(/[\s:–—-]+$/, '');
}

/**
 * The price written in a cell or line: alternatives "10/20zł" and ranges "10–20 €" give the lower figure, "from £45"
 * gives 45; several prices (sizes) give the first. Per-unit breakdowns ("£38.50 per hour") are skipped.
 */
export function priceInText(raw: string, currency: string | null): ParsedPrice | null {
  const inclusive = taxInclusivePrice(raw, currency);
  if (inclusive) return inclusive;
  // Surcharges for options ("mit Garnelen (+2,00€)") are not the item's price.
  const text = raw.replace(/\(?\+\s?\d[\d.,]*\s?(?:zł|€|£|\$|₽|руб\.?|eur|pln|gbp|usd|chf)\)?/gi, ' ');
  const alternative =
    /(\d+(?:[.,]\d{1,2})?)\s*(?:\/|–|—|-|bis|do|до)\s*(\d+(?:[.,]\d{1,2})?)\s*(zł|€|£|\$|₽|руб\.?|eur|pln|gbp|usd|chf|kr)/i.exec(
      text,
    );
  if (alternative) {
    const parsed = parsePrice(`${alternative[1]} ${alternative[3]}`, { currency });
    if (parsed) return parsed;
  }
  const prices = findPrices(text, currency);
  if (prices.length === 0) return null;
  const lower = rangeLowerBound(text, prices[0]!);
  if (lower) return lower;
  // Skip the figures immediately followed by a per-unit phrase.
  for (const price of prices) {
    const integer = price.amount.split('.')[0] as string;
    const at = text.indexOf(integer);
    const after =
      at >= 0
        ? text.slice(at).replace(/^[\d\s.,'\u00a0\u202f]*(?:zł|€|£|\$|₽|руб\.?|[A-Z]{3}\b)?\s*/, '')
        : '';
    if (!PER_UNIT_AFTER.test(after)) return price;
  }
  return null;
}

/** A figure and a range word just before a price ("600–", "20 bis ", "100 to "): the range's lower end. */
const RANGE_START =
  /(?<![\d.,])(\d{1,3}(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s*(?:-|–|—|bis|to|do|až|à|a|al|au|t\/m)\s*$/iu;

/**
 * The lower end of a range whose currency is written once, after its upper end ("600–900 Kč", "1.200–1.500 €",
 * "20 bis 30 CHF"): the price a customer starts from, in the upper end's currency. Null when no figure and range
 * word stand right before the first price, or when the figure is not a plausible lower end (at least a tenth of the
 * upper, below it: "Nr. 2 – 15 €" is a dish number and its price).
 */
function rangeLowerBound(text: string, upper: ParsedPrice): ParsedPrice | null {
  const at = priceStart(text);
  if (at <= 0) return null;
  const match = RANGE_START.exec(text.slice(0, at));
  if (!match?.[1]) return null;
  const lower = parsePrice(match[1], { currency: upper.currency });
  if (!lower || Number(lower.amount) >= Number(upper.amount)) return null;
  if (Number(lower.amount) < Number(upper.amount) / 10) return null;
  return { amount: lower.amount, currency: upper.currency };
}

/** Words that mark a figure as the price with tax ("税込 ¥30,800", "£24 inc. VAT", "30,25 € TTC", "inkl. MwSt."). */
const TAX_INCLUSIVE =
  /税込|tax[- ]?incl(?:usive|\.)?|incl(?:\.|uding|usive)?\s+(?:of\s+)?(?:vat|tax|gst)|inc\.?\s+vat|inkl\.?\s*(?:mwst|ust)|\bttc\b|iva\s+incl(?:uida|usa|\.)?|btw\s+inbegrepen|incl\.?\s+btw|z\s+vat|s\s+dph|с\s+ндс|brutto/iu;

/**
 * Where a line shows the price before and with tax ("¥28,000（税込 ¥30,800）", "€20 excl. VAT, €24.20 incl. VAT"), the
 * price with tax: what the customer pays. Null when the line has fewer than two prices or no such mark.
 */
function taxInclusivePrice(text: string, currency: string | null): ParsedPrice | null {
  const mark = TAX_INCLUSIVE.exec(text);
  if (!mark || findPrices(text, currency).length < 2) return null;
  const end = mark.index + mark[0].length;
  const after = findPrices(text.slice(end, end + 40), currency)[0];
  if (after) return after;
  return findPrices(text.slice(Math.max(0, mark.index - 40), mark.index), currency).at(-1) ?? null;
}

/** The nearest heading before an element in document order (its own section's title). */
function headingBefore($: CheerioAPI, el: Element): Element | null {
  let node: Element | null = el;
  for (let depth = 0; node && depth < 6; depth++) {
    let sibling = node.prev;
    while (sibling) {
      if (sibling.type === 'tag') {
        const tag = sibling as Element;
        if (/^h[1-6]$/.test(tag.name)) return tag;
        const inner = $(tag).find(HEADING).last().get(0);
        if (inner && nodeText(tag).length < 400) return inner;
      }
      sibling = sibling.prev;
    }
    node = node.parent && node.parent.type === 'tag' ? (node.parent as Element) : null;
  }
  return null;
}

/** The nearest id at or above an element: the anchor of the item's landing page. */
function anchorFor($: CheerioAPI, el: Element, pageUrl: string): string {
  const withId = $(el).closest('[id]').get(0) as Element | undefined;
  const id = withId?.attribs.id;
  if (!id || /^(main|content|page|wrapper|root|app|__next)$/i.test(id)) return pageUrl;
  try {
    const url = new URL(pageUrl);
    url.hash = id;
    return url.href;
  } catch {
    return pageUrl;
  }
}

type Item = {
  name: string;
  price: ParsedPrice;
  description: string | null;
  el: Element;
  context: string;
  landing?: string;
  /** Named only by a duration, size or persons: a variant of the table's subject. */
  isVariant?: boolean;
  /** Several prices of the item (columns "Kurz / Mittel / Lang", "Tag / Nacht", rows "10 hlö / 15 hlö"). */
  variants?: OfferingVariant[];
  /** Priced records the item was read from (its variant rows), when more than one. */
  records?: number;
};

/** Variants lowest first, one per label; none when fewer than two distinct prices remain. */
function orderedVariants(variants: readonly OfferingVariant[]): OfferingVariant[] | undefined {
  const seen = new Set<string>();
  const kept = variants.filter((variant) => {
    const key = variant.label.toLowerCase();
    if (!variant.label || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (kept.length < 2) return undefined;
  return [...kept].sort((a, b) => Number(a.price ?? Infinity) - Number(b.price ?? Infinity));
}

function toOffering(item: Item, ctx: PriceListContext, pageText: string): Offering | null {
  const name = cleanItemName(item.name).slice(0, Limits.nameChars);
  if (!name || HEADER_WORD.test(name) || !/\p{L}/u.test(name)) return null;
  // A question ("How much does a spare key cost?", "¿Cuánto cuesta…?") is an FAQ entry quoting a price, not an item.
  if (/[?？]\s*$/.test(name)) return null;
  const type =
    offeringTypeFromText(`${name} ${item.description ?? ''}`, item.context, pageText) ??
    ctx.pageType ??
    'product';
  const offering = buildOffering(
    {
      name,
      price: item.price.amount,
      currency: item.price.currency ?? ctx.currency,
      description: item.description ? cleanItemName(item.description) : null,
      offering_type: type,
    },
    'heuristic',
    ctx.pageUrl,
  );
  // The anchor of the item's section (buildOffering drops fragments from URLs it is given).
  if (offering && item.landing) offering.landing_page = item.landing;
  const variants = item.variants && orderedVariants(item.variants);
  if (offering && variants) offering.variants = variants;
  return offering;
}

/** Group headings that only start a dish name ("Reis mit Schweinefleisch…"): rows continue them. */
function groupPrefix(heading: string): string | null {
  const match = /^(.*\S)\s*(…|\.{3})$/.exec(heading.trim());
  return match?.[1] ? cleanItemName(match[1]) : null;
}

type TableContext = PriceListContext & { declared?: string | null };
type PricedColumn = { price: ParsedPrice; index: number };

/** Each cell's price: a price in its text, or a bare amount in a table whose page declares the currency. */
function cellPrices(
  texts: readonly string[],
  headers: readonly string[],
  ctx: TableContext,
): (ParsedPrice | null)[] {
  // Bare amounts are prices in a table whose page declares the currency, under headers that are not other figures.
  const bare = (text: string, index: number): ParsedPrice | null => {
    const amount = ctx.declared && index > 0 ? BARE_AMOUNT.exec(text.trim())?.[1] : undefined;
    if (!amount || NOT_PRICE_HEADER.test(headers[index] ?? '')) return null;
    return parsePrice(amount, { currency: ctx.declared });
  };
  return texts.map((text, index) => priceInText(text, ctx.currency) ?? bare(text, index));
}

/**
 * The row's price column, how many of its cells are priced, and the other priced columns as variants of the row's
 * item when the headers name them apart; null when no column can be the price.
 */
function priceColumn(
  prices: readonly (ParsedPrice | null)[],
  headers: readonly string[],
): { chosen: PricedColumn; priced: number; columnVariants: OfferingVariant[] | undefined } | null {
  // The price column: a "total"/"price" header wins, a per-unit ("hourly rate") column never; else the first.
  const candidates = prices.flatMap((price, index) => (price ? [{ price, index }] : []));
  // Among columns that headers do not tell apart (sizes, lengths, persons), the lowest figure: "from" the price.
  const ranked = candidates
    .filter((c) => !RATE_HEADER.test(headers[c.index] ?? ''))
    .sort(
      (a, b) =>
        Number(PRICE_HEADER.test(headers[b.index] ?? '')) -
          Number(PRICE_HEADER.test(headers[a.index] ?? '')) ||
        Number(a.price.amount) - Number(b.price.amount),
    );
  // Where a column gives the price with tax beside one without ("exkl. MwSt | inkl. MwSt"), the price with tax.
  const withTax = ranked.find((c) => TAX_INCLUSIVE.test(headers[c.index] ?? ''));
  const chosen = withTax ?? ranked[0];
  if (!chosen) return null;
  // Columns the headers name apart ("Kurz | Mittel | Lang", "Tag | Abend | Nacht") are variants of the row's item.
  const columnVariants =
    withTax || ranked.length < 2
      ? undefined
      : ranked.map((c) => ({ label: cleanItemName(headers[c.index] ?? ''), price: c.price.amount }));
  return { chosen, priced: candidates.length, columnVariants };
}

/**
 * A row named by a bare figure under a unit ("Minuten | Preis": "60 | 110 Euro") is that many units: the label of a
 * variant; null when the row has no such figure.
 */
function unitVariantLabel(
  texts: readonly string[],
  prices: readonly (ParsedPrice | null)[],
  chosen: PricedColumn,
  headers: readonly string[],
): string | null {
  const unitIndex = texts.findIndex(
    (text, index) =>
      index !== chosen.index && prices[index] === null && /^\d+(?:[.,]\d+)?$/.test(text.trim()),
  );
  const unit = normaliseWhitespace(headers[unitIndex] ?? '');
  if (unitIndex < 0 || !UNIT_HEADER.test(unit)) return null;
  return `${texts[unitIndex]!.trim()} ${unit}`;
}

/** The name and description a row's name cell gives. */
function nameCellText(
  $: CheerioAPI,
  nameCell: Element,
  text: string,
): { name: string; description: string | null } {
  // "<b>Dish</b><br>what comes with it": the bold part names it, the rest describes it.
  const bold = $(nameCell).children('b, strong').first();
  let name = bold.length ? nodeText(bold.get(0) as Element) : text;
  let description = bold.length
    ? normaliseWhitespace(text.slice(text.indexOf(name) + name.length)) || null
    : null;
  if (!bold.length && $(nameCell).find('ul, ol').length) {
    name = nodeText($(nameCell).contents().first().get(0) as Element) || name;
  }
  // "Dish<br><i>alternativ mit Rindfleisch (+1,00€)</i>": the italic or small line is a note, not the name.
  const notes = $(nameCell).children('i, em, small').toArray();
  if (!bold.length && notes.length) {
    const plain = nodeText(nameCell, (el) => notes.includes(el) || hidden(el));
    if (plain) {
      description = notes.map((note) => nodeText(note)).join(' ') || description;
      name = plain;
    }
  }
  return { name, description };
}

/** A table's heading, caption and full-width title row ("DRIVER AND VEHICLE STANDARDS AGENCY FEES"): its title. */
function tableTitle(
  $: CheerioAPI,
  table: Element,
  rows: readonly Element[],
): { headingText: string; title: string } {
  const heading = headingBefore($, table);
  const headingText = heading ? nodeText(heading) : '';
  const caption = $(table).find('caption').first().text();
  const titleRow = rows.find((row) => $(row).children('td, th').length === 1);
  return { headingText, title: `${headingText} ${caption} ${titleRow ? nodeText(titleRow) : ''}` };
}

/**
 * The priced rows of a table as items, with the headers each was read under and, when only one of its cells is
 * priced, that cell's column.
 */
function tableRows(
  $: CheerioAPI,
  rows: readonly Element[],
  ctx: TableContext,
  table: { headingText: string; title: string },
) {
  // A set menu's section ("Mittagsmenü", "Lunch menu") is part of what its rows are called: the same dish is
  // also on the à-la-carte menu at another price.
  const setMenu = SET_MENU_HEADING.test(table.headingText) ? cleanItemName(table.headingText) : null;
  const prefix = groupPrefix(table.headingText) ?? (setMenu ? `${setMenu}:` : null);
  let headers: string[] = [];
  const items: Item[] = [];
  const headersOf = new Map<Item, string[]>();
  /** The column of a row's one price, when it has one only. */
  const onlyColumn = new Map<Item, number>();
  for (const row of rows) {
    const cells = $(row).children('td, th').toArray();
    if (cells.length < 2) continue;
    const texts = cells.map((cell) => (isVisible($, cell) ? nodeText(cell, skipHidden) : ''));
    const prices = cellPrices(texts, headers, ctx);
    if (prices.every((price) => price === null)) {
      if (texts.some((text) => text && !ITEM_NUMBER.test(text))) headers = texts;
      continue;
    }
    const column = priceColumn(prices, headers);
    if (!column) continue;
    const { chosen, columnVariants } = column;
    const nameIndex = texts.findIndex(
      (text, index) =>
        index !== chosen.index &&
        prices[index] === null &&
        text &&
        !ITEM_NUMBER.test(text) &&
        !SIZE.test(text),
    );
    if (nameIndex < 0) {
      const label = unitVariantLabel(texts, prices, chosen, headers);
      if (label) {
        items.push({
          name: label,
          price: chosen.price,
          description: null,
          el: row,
          context: table.title,
          isVariant: true,
        });
      }
      continue;
    }
    let { name, description } = nameCellText($, cells[nameIndex] as Element, texts[nameIndex]!);
    const size = texts.find((text, index) => index !== nameIndex && SIZE.test(text.split(/\s+/)[0] ?? ''));
    if (size) name = `${name} ${size.split(/\s+/)[0]}`;
    if (SURCHARGE_NAME.test(cleanItemName(name))) continue;
    // A row named by a duration, age, size or persons is a variant of what the table's heading names.
    const isVariant = VARIANT_LABEL.test(cleanItemName(name));
    // An ellipsis heading ("Reis mit Schweinefleisch…") is the first half of every row's name.
    if (prefix && !name.toLowerCase().startsWith(prefix.toLowerCase())) name = `${prefix} ${name}`;
    if (description && description.length < 3) description = null;
    const item: Item = {
      name,
      price: chosen.price,
      description,
      el: row,
      context: `${table.title} ${headers.join(' ')}`,
      isVariant,
      ...(columnVariants && !HEADER_WORD.test(columnVariants[0]?.label ?? '')
        ? { variants: columnVariants }
        : {}),
    };
    headersOf.set(item, headers);
    if (column.priced === 1) onlyColumn.set(item, chosen.index);
    items.push(item);
  }
  return { items, headersOf, onlyColumn };
}

/**
 * The variant rows ("10 hlö 64 €", "15 hlö 79 €") as one offering, named by the heading, at its lowest price; without
 * them when the heading names nothing.
 */
function variantRowsAsOne(items: Item[], headingText: string): Item[] {
  const variants = items.filter((item) => item.isVariant);
  if (variants.length === 0) return items;
  const others = items.filter((item) => !item.isVariant);
  const subject = sectionName(headingText);
  if (!subject || VARIANT_LABEL.test(subject) || ITEM_NUMBER.test(subject)) return others;
  const lowest = variants.reduce((a, b) => (Number(b.price.amount) < Number(a.price.amount) ? b : a));
  // Each row is a variant; a row with priced columns ("15 hlö": Kinkku, Kasvis, Lohi) gives one per column.
  const rowVariants = variants.flatMap((item) => {
    const label = cleanItemName(item.name);
    return item.variants
      ? item.variants.map((column) => ({ label: `${column.label} ${label}`, price: column.price }))
      : [{ label, price: item.price.amount }];
  });
  return [
    ...others,
    {
      ...lowest,
      name: subject,
      description: null,
      isVariant: false,
      variants: rowVariants,
      records: variants.length,
    },
  ];
}

function tableItems($: CheerioAPI, table: Element, ctx: TableContext): Item[] {
  const rows = $(table).find('tr').toArray().slice(0, Limits.tableRows);
  const title = tableTitle($, table, rows);
  if (PASS_ON_HEADING.test(title.title)) return [];
  const { items, headersOf, onlyColumn } = tableRows($, rows, ctx, title);
  return (
    seasonColumns($, items, headersOf, ctx.currency) ??
    columnNamedItems(items, headersOf, onlyColumn, title.headingText) ??
    variantRowsAsOne(items, title.headingText)
  );
}

/**
 * A table whose columns are its offerings ("Artikel | Mini package | Standard package | Premium package", each row
 * priced in one column, each column in one row): the column header names the offering, the row says what it holds,
 * as "<section> <header>: <row>". Null when the priced cells are not such a diagonal or a header is missing or only
 * says "price".
 */
function columnNamedItems(
  items: readonly Item[],
  headersOf: ReadonlyMap<Item, string[]>,
  onlyColumn: ReadonlyMap<Item, number>,
  headingText: string,
): Item[] | null {
  if (items.length < 2 || items.some((item) => item.isVariant || !onlyColumn.has(item))) return null;
  const columns = items.map((item) => onlyColumn.get(item)!);
  if (new Set(columns).size !== items.length) return null;
  const headers = items.map((item, index) => cleanItemName(headersOf.get(item)?.[columns[index]!] ?? ''));
  if (headers.some((header) => !header || HEADER_WORD.test(header) || PRICE_HEADER.test(header))) return null;
  const section = sectionName(headingText);
  return items.map((item, index) => {
    const header = headers[index]!;
    const named =
      section && !header.toLowerCase().includes(section.toLowerCase()) ? `${section} ${header}` : header;
    return { ...item, name: `${named}: ${cleanItemName(item.name)}`, context: `${item.context} ${header}` };
  });
}

/**
 * Parallel tables: the same rows under headings that name a class of customer or size ("Malý pes" / "Střední pes",
 * "Short hair" / "Long hair", "Einzelzimmer" / "Doppelzimmer" over the same seasons). A row found under two or more
 * such headings, when the tables share at least two rows, is one offering with a variant per heading, its lowest price
 * its price.
 */
function parallelTables($: CheerioAPI, items: readonly Item[]): Item[] {
  const tableOf = new Map<Item, Element>();
  for (const item of items) {
    const table =
      item.el.name === 'tr' ? ($(item.el).closest('table').get(0) as Element | undefined) : undefined;
    if (table) tableOf.set(item, table);
  }
  const key = (item: Item) => cleanItemName(item.name).toLowerCase();
  const rowsOf = new Map<Element, Set<string>>();
  for (const [item, table] of tableOf) rowsOf.set(table, (rowsOf.get(table) ?? new Set()).add(key(item)));
  const groups = new Map<string, Item[]>();
  for (const item of items)
    if (tableOf.has(item)) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  const merged = new Map<Item, Item | null>();
  for (const group of groups.values()) {
    const tables = [...new Set(group.map((item) => tableOf.get(item)!))];
    if (tables.length < 2 || tables.length !== group.length || group.some((item) => item.variants)) continue;
    const headings = tables.map((table) => {
      const heading = headingBefore($, table);
      return heading ? sectionName(nodeText(heading)) : '';
    });
    if (headings.some((heading) => !heading || heading.length > 40) || new Set(headings).size < tables.length)
      continue;
    const [first, ...others] = tables.map((table) => rowsOf.get(table)!);
    const shared = [...first!].filter((row) => others.every((rows) => rows.has(row)));
    if (shared.length < 2) continue;
    const lowest = group.reduce((a, b) => (Number(b.price.amount) < Number(a.price.amount) ? b : a));
    const variants = group.map((item, index) => ({ label: headings[index]!, price: item.price.amount }));
    merged.set(group[0]!, { ...lowest, el: group[0]!.el, variants, records: group.length });
    for (const item of group.slice(1)) merged.set(item, null);
  }
  return items.flatMap((item) => {
    const replaced = merged.get(item);
    return replaced === undefined ? [item] : replaced ? [replaced] : [];
  });
}

/**
 * A season table ("Saison | Room A | Room B", one row per period): the columns are the offerings, each period's price
 * (and each rate a cell names, "ÜF 77 € / ZZ 45 €") a variant, the lowest its price. Null when the rows are not all
 * periods, or the columns have no names.
 */
function seasonColumns(
  $: CheerioAPI,
  rows: readonly Item[],
  headersOf: ReadonlyMap<Item, string[]>,
  currency: string | null,
): Item[] | null {
  if (rows.length < 2 || !rows.every((row) => PERIOD_LABEL.test(row.name))) return null;
  const columns = new Map<string, { item: Item; variants: OfferingVariant[] }>();
  for (const row of rows) {
    const headers = headersOf.get(row) ?? [];
    const period = cleanItemName(row.name);
    $(row.el)
      .children('td, th')
      .toArray()
      .forEach((cell, index) => {
        const name = cleanItemName(headers[index] ?? '');
        if (index === 0 || !name || HEADER_WORD.test(name)) return;
        const text = nodeText(cell, skipHidden);
        const prices = findPrices(text, currency);
        let cursor = 0;
        for (const price of prices) {
          // A cell of several rates names each before its price ("ÜF 77 €", "ZZ 45 €").
          const at = text.indexOf(price.amount.split('.')[0] ?? '', cursor);
          const rate =
            at > cursor ? (text.slice(cursor, at).match(/\p{L}[\p{L}.]*/gu) ?? []).pop() : undefined;
          if (at >= 0) cursor = at + 1;
          const label = prices.length > 1 && rate ? `${period} ${rate}` : period;
          const column = columns.get(name) ?? {
            item: { ...row, name, description: null, isVariant: false, variants: [] },
            variants: [],
          };
          column.variants.push({ label, price: price.amount });
          if (Number(price.amount) < Number(column.item.price.amount) || column.variants.length === 1)
            column.item.price = { amount: price.amount, currency: price.currency };
          columns.set(name, column);
        }
      });
  }
  if (columns.size === 0) return null;
  return [...columns.values()].map(({ item, variants }) => ({ ...item, variants, records: variants.length }));
}

function hasOwnLink($: CheerioAPI, card: Element, heading: Element): boolean {
  return (
    $(heading).closest('a[href]').length > 0 ||
    $(heading).find('a[href]').length > 0 ||
    $(card).is('a[href]') ||
    $(card).parent().is('a[href]')
  );
}

/** Sibling blocks that each hold one heading and a price: package cards, plans, classes. */
function cardItems($: CheerioAPI, root: Element, ctx: PriceListContext): Item[] {
  const items: Item[] = [];
  const seen = new Set<Element>();
  for (const heading of $(root).find('h2, h3, h4, h5, [class*="card-header"], [class*="title"]').toArray()) {
    if ($(heading).closest(`table, ${CHROME}`).length) continue;
    // Climb to the block that is one of several similar siblings.
    let card: Element = heading;
    while (
      card.parent &&
      card.parent.type === 'tag' &&
      nodeText(card.parent as Element).length <= Limits.cardChars
    ) {
      const parent = card.parent as Element;
      if ($(parent).find(HEADING).length > 1 || ['main', 'body', 'section'].includes(parent.name)) break;
      card = parent;
      // An <article> is one item (a pricing card, a class): the card, with whatever it holds.
      if (parent.name === 'article') break;
    }
    if (seen.has(card) || $(card).find(`${HEADING}, table`).length > 1 || !isVisible($, card)) continue;
    const siblings = $(card)
      .siblings()
      .toArray()
      .filter((sibling) => (sibling as Element).name === card.name);
    if (siblings.length === 0) continue;
    seen.add(card);
    if (hasOwnLink($, card, heading)) continue; // a listing of other pages: each page speaks for itself
    const cardText = nodeText(card, skipHidden);
    const name = nodeText(heading);
    const afterName = cardText.slice(cardText.indexOf(name) + name.length);
    // A card's only price may be per unit ("₹1,500 /session"): then that is what the card offers.
    const price = priceInText(afterName, ctx.currency) ?? findPrices(afterName, ctx.currency)[0] ?? null;
    if (!price) continue;
    const description = $(card)
      .find('li, p')
      .toArray()
      .filter((el) => $(el).find('a, button').length === 0 && findPrices(nodeText(el)).length === 0)
      .map((el) => nodeText(el))
      .filter(Boolean)
      .join(', ');
    items.push({ name, price, description: description || null, el: card, context: name });
  }
  return items;
}

/** The words of a line before its price ("Screening € 20,00" → "Screening", "Haircut ..... 25 € p.p." → "Haircut"). */
function nameBeforePrice(text: string): string {
  const at = priceStart(text);
  return (at >= 0 ? text.slice(0, at) : text)
    .replace(/\s*\d+(?:[.,]\d+)?\s*(?:\/|–|—|-|bis|do|до)\s*$/u, '') // "10/" of "10/20zł"
    .replace(/[\s.·:–—-]+$/, '')
    .trim();
}

/**
 * A fee list written as lines of one block ("Screening € 20,00<br>Intake € 45,00<br>…"): every line that carries a
 * price is an item, when at least three do (a sentence with one price is not a list).
 */
function lineItems($: CheerioAPI, block: Element, ctx: PriceListContext): Item[] {
  const html = $(block).html() ?? '';
  const lines = html
    .split(/<br\s*\/?>/i)
    .map((part) => normaliseWhitespace($(`<div>${part}</div>`).text()))
    .filter(Boolean);
  const items: Item[] = [];
  const heading = headingBefore($, block);
  for (const line of lines) {
    const price = priceInText(line, ctx.currency);
    if (!price) continue;
    const name = nameBeforePrice(line);
    if (!name || name.length > Limits.nameChars || VARIANT_LABEL.test(cleanItemName(name))) continue;
    if (SURCHARGE_NAME.test(cleanItemName(name))) continue;
    items.push({ name, price, description: null, el: block, context: heading ? nodeText(heading) : '' });
  }
  return items.length >= 3 ? items : [];
}

/** A from-word at the end of a line's name ("Suolaiset piirakat alkaen", "Scones from"). */
const TRAILING_FROM =
  /\s+(?:alkaen|from|starting at|ab|à partir de|dès|desde|a partir de|a partire da|vanaf|od|от)$/iu;
const Lines = { nameWords: 6, wordsAfterPrice: 2 };

/** A line whose price comes first, or after a from-word only ("Alkaen 7,00 € per henkilö", "From £25"). */
function opensWithPrice(text: string): boolean {
  const at = priceStart(text);
  return at === 0 || (at > 0 && TRAILING_FROM.test(` ${text.slice(0, at).trim()}`));
}

/**
 * A line that names one thing and its price ("Britakakku haluamallasi maulla 6,50 €/hlö", "Pasteijat 2,90 €/kpl
 * (riippuen täytteestä)", "Tasting: 30 €/h, …"): a short name before the price, then at most a unit and a word or
 * two (a bracket aside), or a label ending in a colon. Not a sentence that mentions a price ("The price rises by 10 €
 * for each special diet"), a line that opens with its price or a from-word, or a line naming a size or a surcharge.
 */
function namedLine(text: string, ctx: PriceListContext): { name: string; price: ParsedPrice } | null {
  const at = priceStart(text);
  if (at <= 0) return null;
  // A line's only price may be per unit ("30 €/h"): then that is what it offers.
  const price = priceInText(text, ctx.currency) ?? findPrices(text, ctx.currency)[0];
  if (!price) return null;
  const before = text.slice(0, at);
  const labelled = /:\s*$/.test(before);
  const name = cleanItemName(nameBeforePrice(text).replace(TRAILING_FROM, ''));
  const words = name.split(/\s+/).filter(Boolean);
  if (!/\p{L}{3}/u.test(name) || words.length > Lines.nameWords || /[.!?]\s+\p{Lu}/u.test(name)) return null;
  if ((name.match(/\(/g) ?? []).length !== (name.match(/\)/g) ?? []).length) return null;
  if (VARIANT_LABEL.test(name) || SURCHARGE_NAME.test(name) || PRICE_WORDS.test(`${name} `)) return null;
  const after = text
    .slice(at)
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .slice(1)
    .filter((word) => /\p{L}{2}/u.test(word));
  return labelled || after.length <= Lines.wordsAfterPrice ? { name, price } : null;
}

/**
 * Sections written flat, one heading after another in the same block ("<h2>Kerroskakut</h2><div>Alkaen 8,50 € per
 * henkilö.</div><h2>Hääkakut</h2>…"): a section whose words carry a price is one item named by its heading, when at
 * least three sections of the block do. Sections holding a table or a list are read by those readers instead;
 * questions ("How much does it cost?") are not names.
 */
function sectionItems($: CheerioAPI, main: Element, ctx: PriceListContext): Item[] {
  const items: Item[] = [];
  for (const level of ['h2', 'h3', 'h4']) {
    const parents = new Set(
      $(main)
        .find(level)
        .toArray()
        .map((heading) => heading.parent)
        .filter((parent): parent is Element => parent?.type === 'tag'),
    );
    for (const parent of parents) {
      if ($(parent).closest(CHROME).length) continue;
      const found: Item[] = [];
      let current: { heading: Element; parts: Element[] } | null = null;
      const close = () => {
        if (!current) return;
        const { heading, parts } = current;
        current = null;
        const name = cleanItemName(nodeText(heading));
        if (!name || name.length > 80 || /\?\s*$/.test(name) || VARIANT_LABEL.test(name)) return;
        if (parts.some((part) => $(part).is('table, ul, ol, dl') || $(part).find('table, ul, ol, dl').length))
          return;
        // A line of the section that names its own thing before its price ("Pasteijat 2,90 €/kpl", "Wedding cake
        // tasting: 30 €/h") is an item of its own; the heading is priced by a line that only prices it.
        const lines = parts.map((part) => ({ part, line: namedLine(nodeText(part, skipHidden), ctx) }));
        for (const { part, line } of lines)
          if (line) found.push({ ...line, description: null, el: part, context: name });
        // A line that opens with its price (or a from-word) prices the heading; else, without named lines, the
        // section's words do.
        const rest = lines.filter(({ line }) => !line).map(({ part }) => nodeText(part, skipHidden));
        const opening = rest.find(opensWithPrice);
        const text = opening ?? (lines.some(({ line }) => line) ? '' : rest.join(' '));
        const price = priceInText(text, ctx.currency) ?? findPrices(text, ctx.currency)[0] ?? null;
        if (price) found.push({ name, price, description: null, el: heading, context: name });
      };
      for (const child of $(parent).children().toArray()) {
        if (/^h[1-6]$/.test(child.name) && child.name <= level) {
          close();
          if (child.name === level) current = { heading: child, parts: [] };
        } else if (current) current.parts.push(child);
      }
      close();
      if (found.length >= 3) items.push(...found);
    }
  }
  return items;
}

/** List items "Name …… £25" / "Name – 25 €": every item of the list names one thing and carries one price. */
function listItems($: CheerioAPI, list: Element, ctx: PriceListContext): Item[] {
  const entries = $(list).children('li, dt, dd, div').toArray();
  if (entries.length < 2) return [];
  const items: Item[] = [];
  for (const entry of entries) {
    if ($(entry).find('a[href]').length > 0) return []; // links to other pages: a listing, not a price list
    const text = nodeText(entry, skipHidden);
    const price = priceInText(text, ctx.currency);
    if (!price) continue;
    const name = nameBeforePrice(text);
    if (!name || name.length > Limits.nameChars) continue;
    items.push({
      name,
      price,
      description: null,
      el: entry,
      context: headingBefore($, list) ? nodeText(headingBefore($, list) as Element) : '',
    });
  }
  return items.length >= 2 ? items : [];
}

/** The block an item was read from: its table, or the list, card row or section its element sits in. */
function containerOf($: CheerioAPI, item: Item): Element | null {
  if (item.el.name === 'tr') return ($(item.el).closest('table').get(0) as Element | undefined) ?? null;
  return item.el.parent?.type === 'tag' ? (item.el.parent as Element) : null;
}

/** The shape of a block: a table by its number of columns, anything else by its tag. */
function shapeOf($: CheerioAPI, item: Item): string {
  return item.el.name === 'tr' ? `table:${$(item.el).children('td, th').length}` : item.el.name;
}

const nameWords = (name: string) =>
  new Set(
    cleanItemName(name)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );

/**
 * One offering listed twice on a page — a lead list and a table, cards and a summary table ("Flip remote key
 * replacement $220" above, "Flip Remote Key $220" in the table): the same price in two blocks of different shapes,
 * every word of one name (two at least) in the other. The shorter name, the words both blocks agree on, is kept. Items
 * of one block, or of blocks of one shape (a menu's sections, each a two-column table), are never merged: "Spring
 * roll" and "Spring roll, vegetarian" at one price are two dishes.
 */
function listedOnce($: CheerioAPI, items: readonly Item[]): Item[] {
  const dropped = new Set<Item>();
  const kept = new Map<Item, Item>();
  const keyed = items.map((item) => ({
    item,
    words: nameWords(item.name),
    block: containerOf($, item),
    shape: shapeOf($, item),
  }));
  for (const [index, a] of keyed.entries()) {
    for (const b of keyed.slice(index + 1)) {
      if (dropped.has(a.item)) break;
      if (dropped.has(b.item) || a.block === b.block || a.shape === b.shape) continue;
      if (a.item.price.amount !== b.item.price.amount) continue;
      const shared = [...a.words].filter((word) => b.words.has(word)).length;
      if (shared < 2 || shared < Math.min(a.words.size, b.words.size)) continue;
      const [keep, drop] = a.words.size <= b.words.size ? [a.item, b.item] : [b.item, a.item];
      dropped.add(drop);
      // The variants of either (a lead list's columns) stay with the offering kept.
      if (!keep.variants && drop.variants) kept.set(keep, { ...keep, variants: drop.variants });
    }
  }
  return items.filter((item) => !dropped.has(item)).map((item) => kept.get(item) ?? item);
}

/**
 * Offerings of a price list page. Empty unless at least two priced items are found (one priced item on a page is
 * the page's own product, read elsewhere).
 */
export function extractPriceListOfferings($: CheerioAPI, ctx: PriceListContext): Offering[] {
  const main = ($('main').get(0) ?? $('body').get(0)) as Element | undefined;
  if (!main) return [];
  const pageText = nodeText(main).slice(0, 20_000);
  const body = $('body').get(0) as Element | undefined;
  const pageType = ctx.pageType ?? pageServiceSignals(body ? nodeText(body).slice(0, 50_000) : pageText);
  const context = { ...ctx, pageType, declared: declaredCurrency(pageText) };
  const items: Item[] = [];
  for (const table of $(main).find('table').toArray()) {
    if ($(table).closest(CHROME).length || $(table).find('table').length) continue;
    items.push(...tableItems($, table, context));
  }
  items.splice(0, items.length, ...parallelTables($, items));
  items.push(...cardItems($, main, context));
  items.push(...sectionItems($, main, context));
  for (const list of $(main).find('ul, ol, dl').toArray()) {
    if ($(list).closest(`${CHROME}, table`).length) continue;
    items.push(...listItems($, list, context));
  }
  for (const block of $(main).find('p, div').toArray()) {
    if ($(block).children('br').length < 2 || $(block).closest(`${CHROME}, table, li`).length) continue;
    if ($(block).find(`p, div, table, ul, ol, ${HEADING}`).length) continue;
    items.push(...lineItems($, block, context));
  }
  // Two priced records at least: the rows of one offering's variants count each.
  if (items.reduce((count, item) => count + (item.records ?? 1), 0) < 2) return [];
  const found: Offering[] = [];
  for (const item of listedOnce($, items).slice(0, Limits.maxItems)) {
    const offering = toOffering({ ...item, landing: anchorFor($, item.el, ctx.pageUrl) }, context, pageText);
    if (offering) found.push(offering);
  }
  return found;
}
