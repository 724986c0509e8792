import pluralize from 'pluralize';
import type { Offering } from '../crawl.types';
import { nodeText, normaliseWhitespace, type CheerioAPI, type Element } from './dom';
import { isProductPath } from './heuristics';
import { buildOffering } from './offering';
import { findPrices, priceStart } from './price';
import { offeringTypeFromText, pageServiceSignals } from './service-signals';
import { evidencePageKind } from '@adsmith/domain/crawl/page-url';

/**
 * Offers a page states in its running text, one sentence each: "Boiler repair with parts from $180 to
 * $300.", "Haircuts from £25.", "Kerroskakut alkaen 8,50 €", "Zimmer ab 45 €", "Precios desde S/. 80". The words before
 * the from-word name the offering, the figure right after it is its price (a range's lower end). A sentence whose
 * subject only says "prices" or "rates" names the rooms the page speaks of, when it speaks of rooms.
 */

const CHROME = 'nav, header, footer, aside, [role="navigation"], [role="contentinfo"], [aria-hidden="true"]';
const Limits = { paragraphChars: 600, subjectWords: 9, subjectChars: 90, perPage: 8 };

/** The words that open a from-price, in the languages Adsmith reads ("from", "ab", "à partir de", "desde" …). */
const FROM_WORD =
  /\s(?:(?:start(?:s|ing)?|begin(?:s|ning)?|run(?:s|ning)?|are|is|cost(?:s|ing)?|available|kosten|beginnen|sind|ist|coûtent|cuestan|costano|kosten)\s+)?(?:from|starting (?:at|from)|ab|à partir de|dès|desde|a partir de|a partire da|da|vanaf|od|alkaen|от)\s+(?=\S)/giu;
/** Words that open a subject of no offering of its own ("We offer …", "Free shipping on orders …"). */
const NOT_A_SUBJECT =
  /^(?:we|you|i|it|they|this|that|there|wir|sie|es|ich|nous|vous|il|on|nosotros|usted|noi|voi|wij|jij|u|ze|my)\b|shipping|delivery|versand|lieferung|livraison|envío|spedizione|verzending|orders?\b|bestellungen|commandes?\b|pedidos?\b|ordini\b|bestellingen/iu;
/** Determiners and quantifiers before the subject ("Most …", "Our …", "Unsere …"). */
const LEADING_WORDS =
  /^(?:(?:most|our|all|the|all our|unsere|unser|alle|nos|nuestros|nuestras|nuestro|nuestra|i nostri|le nostre|onze|nossos|nossas)\s+)+/iu;
/** A subject that only says "prices" or "rates": the page's own offer, not named here. */
const PRICES_ONLY =
  /^(?:prices?|rates?|pricing|preise?|tarife?|tarifs?|prix|precios?|tarifas?|prezzi|tariffe|prijzen|tarieven|preços|ceny|cennik|ceník|hinnat|цены)$/iu;
/** Rooms and flats a lodging page speaks of, each language's word and the name of its offering. */
const ROOM_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\bhabitaci(?:ón|on|ones)\b/iu, 'Habitación'],
  [/\brooms?\b/iu, 'Room'],
  [/\bzimmer\b/iu, 'Zimmer'],
  [/\bferienwohnung(?:en)?\b/iu, 'Ferienwohnung'],
  [/\bchambres?\b/iu, 'Chambre'],
  [/\bcamer[ae]\b/iu, 'Camera'],
  [/\bkamers?\b/iu, 'Kamer'],
  [/\bquartos?\b/iu, 'Quarto'],
  [/\bpok[oó]j(?:e)?\b/iu, 'Pokój'],
];

/** The room word the page's text uses, as an offering's name, or null on a page about no rooms. */
function roomsOf(text: string): string | null {
  return ROOM_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** Sentences of a paragraph: split after . ! ? before a capital, and at line breaks (never inside "8.50" or "S/. 80"). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=\p{Lu})|\n+/u)
    .map((sentence) => normaliseWhitespace(sentence))
    .filter(Boolean);
}

/** An English from-word ("from", "starting at"): the subject before it is English. */
const ENGLISH_FROM = /\b(?:from|starting)\b/i;
/** Words after an English head noun ("… keys with programming", "… lessons for beginners"). */
const ENGLISH_AFTER_HEAD = /^(?:with|for|in|on|of|at|by|to|including|incl\.?|per|without)$/i;

/**
 * The subject of an English sentence named as one offering: its head noun in the singular, as a catalogue names
 * an item ("Brass padlocks from $20" → "Brass padlock", "Spare door keys with cutting" →
 * "Spare door key with cutting"). The head is the last word before a preposition, or the last word; pluralize
 * knows the irregular and uncountable nouns ("series", "scissors"). Acronyms and words with figures stay as written.
 */
export function singularSubject(subject: string): string {
  const words = subject.split(' ');
  const after = words.findIndex((word, index) => index > 0 && ENGLISH_AFTER_HEAD.test(word));
  const head = after > 0 ? after - 1 : words.length - 1;
  const word = words[head] ?? '';
  if (!/^\p{L}[\p{Ll}'’-]*\p{Ll}$/u.test(word) || word.length < 4 || !pluralize.isPlural(word))
    return subject;
  words[head] = pluralize.singular(word);
  return words.join(' ');
}

/** The offering a sentence states with a from-price, or null. */
function offerOf(sentence: string, currency: string | null) {
  for (const match of sentence.matchAll(FROM_WORD)) {
    const rest = sentence.slice(match.index + match[0].length);
    if (priceStart(rest) !== 0) continue;
    const price = findPrices(rest, currency)[0];
    if (!price) continue;
    const subject = sentence
      .slice(0, match.index)
      .replace(/[\s,:;–—-]+$/u, '')
      .replace(LEADING_WORDS, '')
      .trim();
    return { subject: ENGLISH_FROM.test(match[0]) ? singularSubject(subject) : subject, price };
  }
  return null;
}

/**
 * From-price offers in the paragraphs of a page's content (not its chrome, tables or lists, which the price-list reader
 * reads): at most a few per page, none on the home page, a product's page, an article or a legal page.
 */
export function extractLeadOffers(
  $: CheerioAPI,
  ctx: { currency: string | null; pageUrl: string },
): Offering[] {
  if (evidencePageKind(ctx.pageUrl) !== 'page') return [];
  // The home page speaks for the whole business, a product's page for that product: neither states offers this way.
  const path = new URL(ctx.pageUrl).pathname;
  if (path.replace(/\/(index\.\w+)?$/, '') === '' || isProductPath(ctx.pageUrl)) return [];
  const main = ($('main').get(0) ?? $('body').get(0)) as Element | undefined;
  if (!main) return [];
  const pageText = nodeText(main).slice(0, 20_000);
  const pageType = pageServiceSignals(pageText);
  const found: Offering[] = [];
  for (const paragraph of $(main).find('p').toArray()) {
    if ($(paragraph).closest(`${CHROME}, table, li, dl, a, button`).length) continue;
    const text = nodeText(paragraph);
    if (text.length > Limits.paragraphChars) continue;
    for (const sentence of sentencesOf(text)) {
      const offer = offerOf(sentence, ctx.currency);
      if (!offer) continue;
      const words = offer.subject.split(/\s+/).filter(Boolean);
      const pricesOnly = PRICES_ONLY.test(offer.subject);
      const name = pricesOnly ? roomsOf(pageText) : offer.subject;
      if (!name || !/\p{L}/u.test(name) || (!pricesOnly && NOT_A_SUBJECT.test(name))) continue;
      if (words.length > Limits.subjectWords || name.length > Limits.subjectChars) continue;
      const offering = buildOffering(
        {
          name: name.charAt(0).toUpperCase() + name.slice(1),
          price: offer.price.amount,
          currency: offer.price.currency ?? ctx.currency,
          landing_page: ctx.pageUrl,
          offering_type: pricesOnly
            ? 'service'
            : (offeringTypeFromText(name, '', pageText) ?? pageType ?? 'service'),
        },
        'heuristic',
        ctx.pageUrl,
      );
      if (offering) found.push(offering);
    }
  }
  return found.length <= Limits.perPage ? found : [];
}

/** Words of three letters that join a name's words, never what it names ("and", "with", "für", "avec" …). */
const JOINING_WORD =
  /^(?:and|with|for|the|per|from|incl|und|mit|für|der|die|das|oder|les|des|avec|pour|ou|con|por|del|los|las|per|dei|een|met|voor|van|ja|tai|och|med)$/u;

/** The word stems of a name (lower case, the first four letters of each word of three letters or more). */
function stemsOf(name: string): Set<string> {
  return new Set(
    (name.toLowerCase().match(/\p{L}{3,}/gu) ?? [])
      .filter((word) => !JOINING_WORD.test(word))
      .map((word) => word.slice(0, 4)),
  );
}

/**
 * The page's records (its price list's rows, cards, one service) without those one of its sentence offers states
 * again: a record at the sentence offer's price whose name shares a word with it is the same offering ("Spare door
 * keys from $12." beside a "Door Key — $12 to $20" card and a "Door key cutting | $12" row). The sentence's name is
 * kept: it names the offering with the page's subject.
 */
export function withoutRestatedRecords(
  stated: readonly Offering[],
  records: readonly Offering[],
): Offering[] {
  if (stated.length === 0) return [...records];
  const offers = stated.map((offer) => ({ price: offer.price, stems: stemsOf(offer.name) }));
  return records.filter(
    (record) =>
      record.price === null ||
      !offers.some(
        (offer) =>
          offer.price === record.price && [...stemsOf(record.name)].some((stem) => offer.stems.has(stem)),
      ),
  );
}
