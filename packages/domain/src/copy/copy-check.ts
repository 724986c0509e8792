import { bareHost } from '../crawl/url';
import { TextLimits } from '../common/constants';
import type { Objective, CallToAction } from '../campaigns/constants';
import { getCallToActionOptions } from '../campaigns/cta';
import type { BusinessOfferingType } from '../crawl/schemas';
import { displayName } from './display-name';
import { fragmentKind } from './fragments';
import { CopyMessages, type CopyFindingCode } from './messages';
import { falseProofLines } from './proof';

/**
 * The one ad-copy checker: run on what either drafting engine writes and on what the owner saves, and shown in the
 * wizard as warnings. Pure and synchronous (the wizard runs it on every keystroke).
 *
 * Checks: SPEC §5 limits; no HTML tags or entities; no site-name suffixes ("… - Shop Name", "… | Shop"); no
 * sentence repeated across the ads of a campaign; no legal or shipping boilerplate; no description that is only a
 * price; prices in the site's currency; no word cut in the middle; a call to action allowed for the channel, the
 * objective and the offering type; no number, price or claim the sources do not contain (when sources are given);
 * copy in the site's language, never two languages mixed in one text; no site fragments (FAQ answers, headings
 * glued to sentences, keyword strings, navigation); no proof line framing a number that is no proof; no generic
 * filler headline, bare offering name or offering name with its price; a description on every ad, never one that
 * only repeats an action or a place; a primary text that says more than its headline; variations that take
 * different angles rather than repeat a sentence; no two ads, and no two variations of an ad, ending on the same
 * sentence.
 */

export type CopyField = 'headline' | 'primary_text' | 'description' | 'custom_cta_text' | 'call_to_action';

export type CopyFinding = {
  /** Index of the ad in the list checked. */
  ad: number;
  field: CopyField;
  /** Index in headline_variations / primary_text_variations; null for the main field. */
  variation: number | null;
  code: CopyFindingCode;
  message: string;
  /** The text the finding is about (the field's text, or the repeated sentence). */
  text: string;
};

export type CopyContext = {
  /** The business's name as the site gives it (site-name suffixes are checked against it). */
  siteName?: string | null;
  hostname?: string | null;
  /** ISO 4217 code of the site's prices. */
  currency?: string | null;
  /** ISO 639-1 code of the site's main language. */
  language?: string | null;
  channel: string;
  objective?: Objective | null;
  offeringType?: BusinessOfferingType | null;
  /**
   * Texts the copy may take facts from (the profile, offerings, brand story, the owner's own words). When given,
   * every number, price and strong claim in the copy must appear in them.
   */
  sources?: readonly string[] | null;
  /** Names of the offerings the ads may show: a headline that is only one of them says nothing yet. */
  offerings?: readonly string[] | null;
};

/** The fields of an ad the checker reads (the draft Ad and the engines' AdVariationDraft both fit). */
export type CheckableAd = {
  headline: string;
  headline_variations?: readonly string[];
  primary_text: string;
  primary_text_variations?: readonly string[];
  description?: string | null;
  call_to_action: string;
  custom_cta_text?: string | null;
};

const LIMITS: Record<Exclude<CopyField, 'call_to_action'>, number> = {
  headline: TextLimits.headline,
  primary_text: TextLimits.primaryText,
  description: TextLimits.description,
  custom_cta_text: TextLimits.customCta,
};

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;
const HTML_ENTITY = /&(?:[a-z][a-z0-9]{1,30}|#\d{1,7}|#x[0-9a-f]{1,6});/i;

/**
 * Legal, shipping and shop-widget text that never belongs in an ad: English and German shop terms, and a copyright or
 * legal-page line in every language Adsmith drafts in ("Alle rechten voorbehouden", "Tous droits réservés").
 */
export const BOILERPLATE =
  /(?:©|\bcopyright\b|all rights reserved|privacy policy|cookie|terms (?:and|&) conditions|terms of (?:service|sale)|between the parties|if so agreed|shipping (?:costs?|fees?|terms|policy)|plus shipping|excl(?:uding|\.)? (?:vat|shipping)|incl(?:uding|\.)? vat|\bvat\b|delivery time|working days|business days|return policy|right of withdrawal|add to (?:cart|basket|bag)|\bout of stock\b|\bin stock\b|\bsku\b|impressum|datenschutz|\bagb\b|widerruf|versandkosten|zzgl\.?|inkl\.? (?:mwst|ust)|\bmwst\b|lieferzeit|werktage|in den warenkorb|nicht auf lager|alle rechte vorbehalten|urheberrecht\p{L}*|alle rechten voorbehouden|auteursrecht|privacyverklaring|algemene voorwaarden|tous droits réservés|droits d'auteur|mentions légales|todos los derechos reservados|derechos de autor|aviso legal|política de privacidad|tutti i diritti riservati|diritti riservati|todos os direitos reservados|direitos reservados|política de privacidade|wszelkie prawa zastrzeżone|polityka prywatności|все права защищены|политика конфиденциальности|všechna práva vyhrazena|kaikki oikeudet pidätetään|\(c\)\s*(?:19|20)\d\d)/iu;

/** Currency signs and the currencies they stand for, where a sign is shared or written in ways Intl does not. */
const WRITTEN_SIGNS: Record<string, readonly string[]> = {
  // The dollars, and the pesos their own countries write with a bare "$" ($279.990 in Chile).
  $: ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'CLP', 'COP', 'ARS', 'UYU'],
  '€': ['EUR'],
  '£': ['GBP'],
  '¥': ['JPY', 'CNY'],
  '￥': ['JPY', 'CNY'],
  '₽': ['RUB'],
  zł: ['PLN'],
  '₹': ['INR'],
  '₪': ['ILS'],
  kr: ['SEK', 'NOK', 'DKK'],
  'Fr.': ['CHF'],
  CHF: ['CHF'],
  руб: ['RUB'],
  'р.': ['RUB', 'BYN'],
  Br: ['BYN'],
  AED: ['AED'],
  'د.إ': ['AED'],
};

/**
 * The languages whose way of writing prices the checker knows when it meets a sign it has no entry for: English,
 * the languages Adsmith writes, and the home languages of currencies with a sign of their own.
 */
const SIGN_LOCALES = 'en pt es fr de it nl pl ru cs hu ro bg tr uk'.split(' ');

const signCodes = new Map<string, readonly string[]>();

/**
 * The currencies a sign may stand for: the written signs above, else every ISO 4217 currency Intl writes with that
 * sign in one of those languages ("R$" → BRL, "CA$" → CAD, "Kč" → CZK), found once per sign.
 */
function codesOfSign(sign: string): readonly string[] {
  const written = WRITTEN_SIGNS[sign];
  if (written) return written;
  const known = signCodes.get(sign);
  if (known) return known;
  const codes = new Set<string>();
  const currencies = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  for (const locale of SIGN_LOCALES) {
    for (const code of currencies) {
      const part = new Intl.NumberFormat(locale, { style: 'currency', currency: code })
        .formatToParts(1)
        .find((item) => item.type === 'currency');
      if (part?.value.trim() === sign) codes.add(code);
    }
    if (codes.size > 0) break;
  }
  const found = codes.size > 0 ? [...codes] : [sign.toUpperCase()];
  signCodes.set(sign, found);
  return found;
}

/**
 * Signs read without an entry: a dollar sign with a country's capitals before it (R$, CA$, A$, NZ$, HK$, US$), any
 * Unicode currency sign (₺, ₩, ฿, ₴), and the lettered signs of European currencies.
 */
const OTHER_SIGNS = String.raw`\p{Lu}{1,3}\$|\p{Sc}|Kč|Ft|лв|lei|kn`;
const CODES =
  /\b(USD|EUR|GBP|JPY|CNY|RUB|PLN|INR|ILS|SEK|NOK|DKK|CHF|BYN|AED|CAD|AUD|NZD|SGD|HKD|MXN|BRL|ZAR|CZK|TRY|CLP|COP|PEN|ARS|UYU|HUF|RON|BGN|UAH|KZT|KRW|THB|VND|IDR|MYR|PHP|TWD)\b/;
const NUMBER = String.raw`\d[\d.,\u00a0\u202f ]*\d|\d`;
const SYMBOL_ALTERNATION = Object.keys(WRITTEN_SIGNS)
  .sort((a, b) => b.length - a.length)
  .map((symbol) => symbol.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`))
  .join('|')
  .concat(`|${OTHER_SIGNS}`);
/** The codes without a group of their own, so PRICE's four groups are unit, number | number, unit. */
const CODE_ALTERNATION = CODES.source.slice(3, -3);
/** A price: a symbol or code before or after a number. */
const PRICE = new RegExp(
  String.raw`(?:(${SYMBOL_ALTERNATION}|${CODE_ALTERNATION})\s?(${NUMBER}))|(?:(${NUMBER})\s?(${SYMBOL_ALTERNATION}|${CODE_ALTERNATION}))`,
  'gu',
);

/** Strong claims a draft may only make when the sources make them. */
const CLAIMS =
  /\b(?:best|#1|no\.? ?1|number one|award[- ]winning|award|certified|accredited|guarantee[ds]?|organic|cheapest|lowest price|free (?:shipping|delivery|returns|trial|consultation|quote)|beste[nrs]?|günstigste[nrs]?|zertifiziert|garantie|kostenlos(?:e[nrs]?)?|gratis|bio)\b/giu;

const WORD = /[\p{L}\p{N}]+/gu;
const norm = (text: string) => (text.toLowerCase().match(WORD) ?? []).join(' ');

/** A number as digits only, trailing ".00" decimals dropped ("1,299.00" → "1299", "24,90" → "2490"). */
const digitsOf = (number: string) => number.replace(/[.,](?:00|-|–)$/, '').replace(/[^\d]/g, '');

/** Splits copy into sentences (for the repeat check); very short fragments are not sentences. */
export function copySentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\s+[–—]\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => norm(sentence).split(' ').length >= 4);
}

/**
 * Whether two texts are one sentence with a word or two swapped ("14 Repair and counting. Laptop Repair." and "13
 * Repair and counting. Laptop Repair."): what differs between their shared start and end is at most four words
 * each, and what they share is most of the longer text.
 */
function sameSkeleton(a: string, b: string): boolean {
  const left = norm(a).split(' ');
  const right = norm(b).split(' ');
  let start = 0;
  while (start < left.length && start < right.length && left[start] === right[start]) start += 1;
  let end = 0;
  while (
    end < left.length - start &&
    end < right.length - start &&
    left[left.length - 1 - end] === right[right.length - 1 - end]
  )
    end += 1;
  const shared = start + end;
  return (
    left.length - shared <= 4 &&
    right.length - shared <= 4 &&
    shared >= 0.6 * Math.max(left.length, right.length)
  );
}

/**
 * Whether two texts of one ad take the same angle: the same text, the same opening, a shared sentence, or one
 * sentence with a word or two swapped.
 */
export function sameAngle(a: string, b: string): boolean {
  if (norm(a) === norm(b) || (openingOf(a) !== null && openingOf(a) === openingOf(b)) || sameSkeleton(a, b))
    return true;
  const sentences = new Set(copySentences(a).map(norm));
  return copySentences(b).some((sentence) => sentences.has(norm(sentence)));
}

/** The first sentence of a text, normalised, when it has two words or more (the opening of an ad), else null. */
function openingOf(text: string): string | null {
  const first = norm(text.split(/(?<=[.!?…])\s+|\s+[–—]\s+/)[0] ?? '');
  return first.split(' ').length >= 2 ? first : null;
}

/** The site-name suffix of a text ("Fast Charger - Shop Name" → "Shop Name"), or null. */
function siteSuffix(text: string, context: CopyContext): string | null {
  const names = [context.siteName, context.hostname, context.hostname ? bareHost(context.hostname) : null]
    .filter((name): name is string => Boolean(name && name.trim().length >= 2))
    .map((name) => name.trim());
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(String.raw`\s*(?:[-–—|:·•»]|\bat|\bbei|\bby)\s*${escaped}\s*[.!]?$`, 'iu').exec(
      text,
    );
    if (match && match.index > 0) return match[0];
  }
  // A page-title separator "… | Anything" never reads as ad copy.
  const pipe = /\s+\|\s+[^|]{2,60}$/.exec(text);
  return pipe ? pipe[0] : null;
}

/** Whether the text states nothing but a price ("£89.00", "From 12 €", "ab 3790 ₽"). */
export function isPriceOnly(text: string): boolean {
  if (!new RegExp(PRICE.source, 'u').test(text)) return /^\s*[\d.,]+\s*$/.test(text);
  const rest = text
    .replace(PRICE, ' ')
    .replace(/\b(?:from|only|just|now|price|ab|nur|jetzt|preis|od|от|за|цена|tylko|już|cena)\b/giu, ' ')
    .replace(/[^\p{L}]+/gu, '');
  return rest.length === 0;
}

/** How many prices a text states ("Screening: € 32,50" states one). */
export const pricesIn = (text: string): number => [...text.matchAll(PRICE)].length;

/** Currencies of the prices in a text. */
function priceCurrencies(text: string): { raw: string; codes: readonly string[]; number: string }[] {
  return [...text.matchAll(PRICE)].map((match) => {
    const unit = match[1] ?? match[4] ?? '';
    const number = match[2] ?? match[3] ?? '';
    return { raw: match[0], codes: codesOfSign(unit), number };
  });
}

const EN_WORDS = new Set([
  'the',
  'and',
  'your',
  'you',
  'with',
  'for',
  'our',
  'from',
  'this',
  'every',
  'get',
  'that',
  'are',
  'is',
  'of',
  'to',
]);
const DE_WORDS = new Set([
  'der',
  'die',
  'das',
  'und',
  'ihr',
  'ihre',
  'mit',
  'für',
  'unser',
  'unsere',
  'von',
  'jetzt',
  'ist',
  'sie',
  'zu',
  'im',
  'auf',
  'ein',
  'eine',
  'bei',
]);

/** "en" or "de" when the text reads as one of them (by its function words), else null. */
export function guessCopyLanguage(text: string): 'en' | 'de' | null {
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  let en = 0;
  let de = 0;
  for (const word of words) {
    if (EN_WORDS.has(word)) en += 1;
    if (DE_WORDS.has(word)) de += 1;
  }
  if (en + de < 2) return null;
  if (en >= 2 * Math.max(de, 1)) return 'en';
  if (de >= 2 * Math.max(en, 1)) return 'de';
  return null;
}

/** Short words that end a clause whole, though longer words start with them ("will" → "willow"). */
const COMMON_WORDS = new Set([
  ...EN_WORDS,
  ...DE_WORDS,
  'will',
  'can',
  'more',
  'than',
  'all',
  'new',
  'made',
  'make',
  'how',
  'what',
  'when',
  'now',
  'out',
  'day',
  'days',
  'one',
  'two',
  'time',
  'home',
  'care',
  'hand',
  'free',
  'best',
  'love',
  'fit',
  'fast',
  'easy',
  'set',
  'kit',
  'art',
  'man',
  'men',
  'car',
  'pro',
  'mit',
  'vom',
  'zum',
  'zur',
  'aus',
  'neu',
  'wie',
  'was',
  'hier',
  'bald',
  'mehr',
  'alle',
  'ganz',
  'gut',
]);

type Sources = { words: Set<string>; digits: Set<string>; text: string };
const sourcesOf = (texts: readonly string[]): Sources => {
  const text = texts.join('\n');
  const words = new Set(text.toLowerCase().match(WORD) ?? []);
  const digits = new Set(
    [...text.matchAll(new RegExp(NUMBER, 'gu'))].flatMap((match) => [
      digitsOf(match[0]),
      match[0].replace(/[^\d]/g, ''),
    ]),
  );
  return { words, digits, text: norm(text) };
};

/** Whether the text ends inside a word: its last word is not one the sources know but begins one they do. */
function endsMidWord(text: string, sources: Sources | null): boolean {
  const trimmed = text.trim();
  if (/(?:…|\.\.\.)$/.test(trimmed)) return true;
  if (!sources || /[.!?)"»“”]$/.test(trimmed)) return false;
  const last = trimmed.match(/[\p{L}]+$/u)?.[0]?.toLowerCase();
  if (!last || last.length < 2 || sources.words.has(last) || COMMON_WORDS.has(last)) return false;
  for (const word of sources.words) if (word.length >= last.length + 3 && word.startsWith(last)) return true;
  return false;
}

/** Whether a run of five words comes back within one text ("made by hand in our studio, made by hand in our studio"). */
function repeatsItself(text: string): boolean {
  const words = norm(text).split(' ');
  const seen = new Set<string>();
  for (let index = 0; index + 5 <= words.length; index += 1) {
    const shingle = words.slice(index, index + 5).join(' ');
    if (seen.has(shingle)) return true;
    seen.add(shingle);
  }
  return false;
}

/** What the checker finds in one text of one field. */
function checkText(
  text: string,
  field: Exclude<CopyField, 'call_to_action'>,
  context: CopyContext,
  sources: Sources | null,
): { code: CopyFindingCode; message: string }[] {
  const found: { code: CopyFindingCode; message: string }[] = [];
  const add = (code: CopyFindingCode, message: string) => found.push({ code, message });
  const limit = LIMITS[field];
  if (!text.trim()) {
    if (field === 'headline' || field === 'primary_text') add('empty', CopyMessages.empty);
    return found;
  }
  if (text.length > limit) add('too_long', CopyMessages.tooLong(limit, text.length));
  if (HTML_TAG.test(text) || HTML_ENTITY.test(text)) add('html', CopyMessages.html);
  const suffix = siteSuffix(text, context);
  if (suffix && field !== 'custom_cta_text')
    add('site_name_suffix', CopyMessages.siteNameSuffix(suffix.replace(/^\s*[-–—|:·•»]?\s*/, '')));
  if (BOILERPLATE.test(text)) add('boilerplate', CopyMessages.boilerplate);
  if (repeatsItself(text)) add('repeated_sentence', CopyMessages.repeatsItself);
  if (field === 'description' && isPriceOnly(text)) add('price_only', CopyMessages.priceOnly);
  const currency = context.currency?.toUpperCase();
  for (const price of priceCurrencies(text)) {
    if (currency && !price.codes.includes(currency))
      add('price_currency', CopyMessages.priceCurrency(price.raw.trim(), currency));
  }
  if (endsMidWord(text, sources)) add('cut_word', CopyMessages.cutWord);
  if (sources) {
    const unknownNumbers = [...text.matchAll(new RegExp(NUMBER, 'gu'))]
      .map((match) => match[0].trim())
      .filter(
        (number) =>
          !sources.digits.has(digitsOf(number)) && !sources.digits.has(number.replace(/[^\d]/g, '')),
      );
    const unknownClaims = [...text.matchAll(CLAIMS)]
      .map((match) => match[0])
      .filter((claim) => !sources.text.includes(norm(claim)));
    const unknown = [...new Set([...unknownNumbers, ...unknownClaims])];
    if (unknown.length > 0) add('ungrounded', CopyMessages.ungrounded(unknown.join(', ')));
  }
  const fragment = fragmentKind(text);
  if (fragment) add('fragment', CopyMessages.fragment[fragment]);
  const falseProof = falseProofLines(text);
  if (falseProof.length > 0) add('not_proof', CopyMessages.notProof(falseProof[0]!));
  if ((field === 'headline' || field === 'primary_text') && isGeneric(text, sources))
    add('generic', CopyMessages.generic);
  if (field === 'headline' && context.offerings?.some((name) => isOfferingName(text, name)))
    add('generic', CopyMessages.productNameOnly);
  if (field === 'headline' && isWelcome(text)) add('generic', CopyMessages.welcome);
  if (field === 'headline' && context.offerings && isNameAndPrice(text, context.offerings))
    add('name_price', CopyMessages.namePrice);
  if (field === 'description' && addsNothing(text)) add('adds_nothing', CopyMessages.addsNothing);
  const language = context.language?.toLowerCase();
  if (language && field !== 'custom_cta_text') {
    const guessed = guessCopyLanguage(text);
    if ((language === 'en' || language === 'de') && guessed && guessed !== language)
      add('language', CopyMessages.language(language));
    else if (language !== 'en' && guessed === 'en' && !SCRIPT_WORD[language]?.test(text))
      add('language', CopyMessages.language(language));
    else if (language !== 'en' && mixesEnglish(text, language))
      add('language', CopyMessages.mixedLanguage(language));
  }
  return found;
}

/**
 * A welcome ("Welcome to …", "Welkom bij …", "Willkommen bei …", "Добро пожаловать …"): a greeting for a visitor already
 * on the site, no hook or benefit for someone scrolling past.
 */
const WELCOME =
  /^(?:welcome\b(?!\s+(?:offer|discount|gift|bonus|pack)\b)|welkom\b|willkommen\b|herzlich willkommen\b|bienvenu[es]*\b|bienvenid[oa]s?\b|benvenut[oie]\b|bem[- ]vind[oa]s?\b|witamy\b|witaj\b|добро пожаловать|приветствуем)/iu;

/** Whether a headline only greets the visitor ("Welcome to Studio Lena", "Welkom bij …"). */
export const isWelcome = (text: string): boolean => WELCOME.test(text.trim().replace(/^[“"„«‚‘']/u, ''));

/**
 * Whether a headline is only an offering's name: as the site writes it, as an ad says it (no sizes), or its first
 * words, as a shortened name is ("Mittagsmenü: Schweinefleisch mit Bambus" of "… mit Bambus und Morcheln").
 */
export function isOfferingName(text: string, name: string): boolean {
  const said = norm(text);
  if (said.split(' ').length < 2 && said !== norm(name)) return false;
  return [norm(name), norm(displayName(name))].some((form) => form === said || form.startsWith(`${said} `));
}

/** Words that frame a price in a headline ("for", "from", "ab", "vanaf", "à partir de", "od", "от"). */
const PRICE_FRAMES = new Set(
  'for from at only just now price ab für nur jetzt preis vanaf voor prijs slechts à dès prix pour partir de desde por precio solo da per prezzo a partire preço od za cena tylko от за цена только'.split(
    ' ',
  ),
);

/**
 * Whether a headline states only a price and an offering's name ("Sessie kinderyoga: € 40", "Haircut for £20",
 * "Workshop for £85" of "Wheel-Throwing Workshop"): a label from the price list, no hook or benefit.
 */
export function isNameAndPrice(text: string, offerings: readonly string[]): boolean {
  if (pricesIn(text) === 0) return false;
  const rest = norm(text.replace(PRICE, ' '))
    .split(' ')
    .filter((word) => word && !PRICE_FRAMES.has(word))
    .join(' ');
  if (!rest) return true;
  return offerings.some(
    (name) =>
      isOfferingName(rest, name) ||
      (rest.split(' ').length >= 2 &&
        [norm(name), norm(displayName(name))].some((form) => form.endsWith(` ${rest}`))),
  );
}

/**
 * Whether a primary text only repeats its headline: the same words, or the headline with a short line after it
 * ("Sessie kinderyoga: € 40. Bel de praktijk." under "Sessie kinderyoga: € 40").
 */
export function repeatsHeadline(text: string, headline: string): boolean {
  const said = norm(text);
  const head = norm(headline);
  if (!head || !said) return false;
  if (said === head) return true;
  // The headline as a sentence of its own, then only a short line: a clause that goes on after it ("Speckled Mug,
  // thrown by hand in our studio.") says more than the headline.
  const [first = '', ...rest] = text.trim().split(/(?<=[.!?…])\s+/);
  return norm(first) === head && rest.join(' ').split(/\s+/).filter(Boolean).length <= 6;
}

/** The last sentence of a text, normalised: its closing line. */
const closingOf = (text: string) =>
  norm(
    text
      .trim()
      .split(/(?<=[.!?…])\s+/)
      .at(-1) ?? '',
  );

/** Openers of questions any business could ask ("Looking for the right fit?", "Mehr für Ihr Geld?"). */
const GENERIC_OPENERS =
  /^(?:looking (?:for|in)\b|want\b|need\b|short on time|ready for\b|auf der suche|sie suchen|sie sind in|mehr für ihr geld|wenig zeit|soll es|lieber\b|wollen sie|ein ergebnis, das|ищете|хотите|нужен|нужна|нужно|szukasz|chcesz|potrzebujesz)/iu;
/** A line naming only an audience ("For Professionals", "Für Unternehmen", "Для компаний", "Dla kobiet"). */
const AUDIENCE_ONLY = /^(?:for|für|для|dla)\s+[\p{L}-]+(?:\s[\p{L}-]+)?$/iu;

/** Whether a text is generic filler: an audience alone, or a question that says nothing about this business. */
function isGeneric(text: string, sources: Sources | null): boolean {
  if (AUDIENCE_ONLY.test(text.trim().replace(/[.!:]+$/, ''))) return true;
  return text.split(/(?<=[.!?…])\s+/).some((sentence) => {
    const line = sentence.trim();
    if (!line.endsWith('?')) return false;
    if (GENERIC_OPENERS.test(line)) return true;
    const content = line.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
    return sources !== null && !content.some((word) => sources.words.has(word));
  });
}

/** Words of calls to action and fillers in the copy languages: a description made only of them adds nothing. */
const ACTION_WORDS =
  /(?<![\p{L}])(?:order|shop|buy|book|get|call|contact|see|find|learn|start|request|ask|pick|online|today|now|yours?|us|more|here|the|a|your|place|quote|time|menu|full|what|we|offer|touch|out|that|suits|you|jetzt|bestellen|kaufen|buchen|termin|sichern|anrufen|rufen|sie|uns|an|mehr|erfahren|zur|speisekarte|kontakt|aufnehmen|angebot|anfragen|hier|heute|wunschtermin|bestellung|starten|закажите|заказать|оформите|заказ|купите|купить|онлайн|сейчас|сегодня|запишитесь|позвоните|нам|узнайте|больше|свяжитесь|с|нами|смотрите|меню|выберите|время|запросите|расчёт|zamów|kup|teraz|dziś|dzisiaj|umów|zadzwoń|do|nas|dowiedz|się|więcej|skontaktuj|zarezerwuj|wizytę|zobacz|wybierz|poproś|o|wycenę|złóż|zamówienie)(?![\p{L}])/giu;
/** A place alone ("In Dubai", "В Гродно", "W Warszawie"). */
const PLACE_ONLY = /^(?:[Ii][nm]|[Вв]о?|[Ww]e?)\s+\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*)?$/u;

/** Whether a description only repeats the call to action or names the place. */
function addsNothing(text: string): boolean {
  const line = text.trim().replace(/[.!]+$/, '');
  if (PLACE_ONLY.test(line)) return true;
  return line.replace(ACTION_WORDS, ' ').replace(/[^\p{L}\p{N}]+/gu, '').length === 0;
}

/** Letters of the site's own script, where it is not Latin: a text without them is not in the site's language. */
const SCRIPT_WORD: Record<string, RegExp> = {
  ru: /\p{Script=Cyrillic}{2,}/u,
  uk: /\p{Script=Cyrillic}{2,}/u,
  be: /\p{Script=Cyrillic}{2,}/u,
};
/** Words of English copy that do not occur in other languages' copy or in most product names. */
const ENGLISH_ONLY = new Set([
  'the',
  'your',
  'yours',
  'our',
  'today',
  'order',
  'since',
  'counting',
  'looking',
  'want',
  'and',
  'for',
  'book',
  'place',
  'get',
  'shop',
  'now',
  'with',
]);
const SITE_WORDS: Record<string, RegExp> = {
  de: new RegExp(`(?<![\\p{L}])(?:${[...DE_WORDS].join('|')})(?![\\p{L}])|[äöüß]`, 'iu'),
  ru: /\p{Script=Cyrillic}{2,}/u,
  uk: /\p{Script=Cyrillic}{2,}/u,
  be: /\p{Script=Cyrillic}{2,}/u,
  pl: /[ąćęłńśźż]|(?<![\p{L}])(?:i|w|z|na|do|dla|oraz|jest|się|od|już|cena|zamów|twoje?)(?![\p{L}])/iu,
};

/** Whether one sentence of the text puts English copy words beside words of the site's language. */
function mixesEnglish(text: string, language: string): boolean {
  const own = SITE_WORDS[language];
  if (!own) return false;
  return (
    text.split(/(?<=[.!?…])\s+/).some((sentence) => {
      const words = sentence.toLowerCase().match(/[\p{L}]+/gu) ?? [];
      return own.test(sentence) && words.some((word) => ENGLISH_ONLY.has(word));
    }) ||
    (own.test(text) &&
      (text.toLowerCase().match(/[\p{L}]+/gu) ?? []).filter((word) => ENGLISH_ONLY.has(word)).length >= 2)
  );
}

/** CTAs that send people to buy; they do not fit a campaign that collects leads or bookings for services. */
const PURCHASE_CTAS = new Set<string>(['SHOP_NOW', 'BUY_NOW', 'ORDER_NOW', 'START_ORDER']);

/** Calls to action allowed for the channel, the offering type (SPEC §5) and the objective. */
export function allowedCallsToAction(
  context: Pick<CopyContext, 'channel' | 'objective' | 'offeringType'>,
): CallToAction[] {
  const options = getCallToActionOptions(context.channel, context.offeringType ?? null);
  if (context.offeringType !== 'services' && context.offeringType !== 'mixed') return options;
  if (context.objective === 'LEAD_GENERATION' || context.objective === 'TRAFFIC') {
    return options.filter((cta) => !PURCHASE_CTAS.has(cta));
  }
  return options;
}

/**
 * Every finding in a list of ads (a campaign's, or one ad set's): per field and variation, the repeat check across
 * ads, and the call to action. An empty list means the copy is ready to run.
 */
export function checkAdCopy(ads: readonly CheckableAd[], context: CopyContext): CopyFinding[] {
  const findings: CopyFinding[] = [];
  const sources = context.sources ? sourcesOf(context.sources) : null;
  const ctas = new Set<string>(allowedCallsToAction(context));
  const sentenceOwner = new Map<string, number>();
  const closingOwner = new Map<string, number>();
  ads.forEach((ad, index) => {
    const push =
      (field: CopyField, variation: number | null, text: string) =>
      (finding: { code: CopyFindingCode; message: string }) =>
        findings.push({ ad: index, field, variation, text, ...finding });
    const texts: { field: 'headline' | 'primary_text'; variation: number | null; text: string }[] = [
      { field: 'headline', variation: null, text: ad.headline },
      ...(ad.headline_variations ?? []).map((text, variation) => ({
        field: 'headline' as const,
        variation,
        text,
      })),
      { field: 'primary_text', variation: null, text: ad.primary_text },
      ...(ad.primary_text_variations ?? []).map((text, variation) => ({
        field: 'primary_text' as const,
        variation,
        text,
      })),
    ];
    for (const item of texts) {
      // The first variation mirrors the main field: checked once, as the main field.
      if (item.variation === 0 && item.text === (item.field === 'headline' ? ad.headline : ad.primary_text))
        continue;
      checkText(item.text, item.field, context, sources).forEach(push(item.field, item.variation, item.text));
    }
    if (ad.description?.trim())
      checkText(ad.description, 'description', context, sources).forEach(
        push('description', null, ad.description),
      );
    else push('description', null, '')({ code: 'no_description', message: CopyMessages.noDescription });
    if (ad.custom_cta_text)
      checkText(ad.custom_cta_text, 'custom_cta_text', context, sources).forEach(
        push('custom_cta_text', null, ad.custom_cta_text),
      );
    if (!ctas.has(ad.call_to_action)) {
      push(
        'call_to_action',
        null,
        ad.call_to_action,
      )({ code: 'cta_not_allowed', message: CopyMessages.ctaNotAllowed(ad.call_to_action) });
    }
    // Variations must be different angles: not the main text with something added, and no sentence or opening
    // shared with an earlier text of the ad (the same sentence with another product or suffix).
    const primaries = [ad.primary_text, ...(ad.primary_text_variations ?? []).slice(1)];
    primaries.forEach((text, position) => {
      if (position === 0) return;
      const mainKey = norm(ad.primary_text);
      const earlier = primaries.slice(0, position);
      if (
        (mainKey.length > 0 && (norm(text).startsWith(mainKey) || mainKey.startsWith(norm(text)))) ||
        earlier.some((other) => sameAngle(other, text))
      ) {
        push('primary_text', position, text)({ code: 'same_variation', message: CopyMessages.sameVariation });
      }
    });
    // The primary text says more than the headline; each ad, and each variation of an ad, ends its own way.
    primaries.forEach((text, position) => {
      if (repeatsHeadline(text, ad.headline))
        push(
          'primary_text',
          position === 0 ? null : position,
          text,
        )({ code: 'repeats_headline', message: CopyMessages.repeatsHeadline });
      const closing = closingOf(text);
      if (!closing) return;
      if (position === 0) {
        const owner = closingOwner.get(closing);
        if (owner === undefined) closingOwner.set(closing, index);
        else if (owner !== index)
          push(
            'primary_text',
            null,
            text,
          )({ code: 'repeated_closing', message: CopyMessages.repeatedClosing(owner + 1) });
      } else if (primaries.slice(0, position).some((other) => closingOf(other) === closing))
        push(
          'primary_text',
          position,
          text,
        )({ code: 'repeated_closing', message: CopyMessages.repeatedClosing(null) });
    });
    // A headline and a sentence may appear in one ad only (its variations may share them).
    const headlineKey = `headline:${norm(ad.headline)}`;
    const headlineOwner = sentenceOwner.get(headlineKey);
    if (headlineOwner === undefined) sentenceOwner.set(headlineKey, index);
    else if (headlineOwner !== index) {
      findings.push({
        ad: index,
        field: 'headline',
        variation: null,
        code: 'repeated_sentence',
        message: CopyMessages.repeatedSentence(headlineOwner + 1),
        text: ad.headline,
      });
    }
    const own = new Map<string, { variation: number | null; text: string }>();
    primaries.forEach((text, position) => {
      for (const sentence of copySentences(text)) {
        if (!own.has(norm(sentence)))
          own.set(norm(sentence), { variation: position === 0 ? null : position, text: sentence });
      }
      // An ad opening as another ad does ("Since 2004. Bronze course …" after "Since 2004. One lesson …") repeats it.
      const opening = openingOf(text);
      if (opening && !own.has(`opening:${opening}`))
        own.set(`opening:${opening}`, {
          variation: position === 0 ? null : position,
          text: text.split(/(?<=[.!?…])\s+/)[0] ?? text,
        });
    });
    for (const [sentence, where] of own) {
      const owner = sentenceOwner.get(sentence);
      if (owner === undefined) sentenceOwner.set(sentence, index);
      else if (owner !== index) {
        findings.push({
          ad: index,
          field: 'primary_text',
          variation: where.variation,
          code: 'repeated_sentence',
          message: CopyMessages.repeatedSentence(owner + 1),
          text: where.text,
        });
      }
    }
  });
  return findings;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  euro: '€',
  pound: '£',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/** Cuts text to a limit at a word boundary, never inside a word, without an ellipsis; "" when no word fits. */
export function fitCopy(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  if (space <= 0) return '';
  return cut
    .slice(0, space)
    .replace(/[\s,;:\-–—(&+/]+$/u, '')
    .trim();
}

/**
 * The mechanical repairs the checker can make on its own: tags and entities removed, a site-name suffix dropped,
 * whitespace collapsed, text cut to the limit at a word boundary. Returns "" when nothing usable is left.
 */
export function repairCopyText(
  text: string,
  field: Exclude<CopyField, 'call_to_action'>,
  context: CopyContext,
): string {
  let repaired = text
    .replace(/<(?:br|\/p|\/li|\/div)\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi, '')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,30});/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 32);
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10) || 32);
      return ENTITIES[name.toLowerCase()] ?? ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (field !== 'custom_cta_text') {
    const suffix = siteSuffix(repaired, context);
    if (suffix) repaired = repaired.slice(0, repaired.length - suffix.length).trim();
  }
  return fitCopy(repaired, LIMITS[field]);
}

/** Findings as the one-line warnings the wizard and the API show ("Headline variation 2: …"). */
export function describeFinding(finding: CopyFinding): string {
  const field = CopyMessages.fieldLabels[finding.field];
  const where =
    finding.variation === null ? field : `${field} ${CopyMessages.variation} ${finding.variation + 1}`;
  return `${where}: ${finding.message}`;
}
