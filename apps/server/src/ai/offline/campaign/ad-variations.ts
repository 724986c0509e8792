import { CampaignLimits, TextLimits } from '@adsmith/domain/common/constants';
import { NameLimits, type CallToAction } from '@adsmith/domain/campaigns/constants';
import { tradeCallToAction } from '@adsmith/domain/campaigns/trade-ctas';
import type { BusinessOfferingType } from '@adsmith/domain/crawl/schemas';
import {
  allowedCallsToAction,
  BOILERPLATE,
  copySentences,
  isNameAndPrice,
  isOfferingName,
  isPriceOnly,
  isWelcome,
  pricesIn,
  repeatsHeadline,
  sameAngle,
} from '@adsmith/domain/copy/copy-check';
import type {
  AdVariationDraft,
  AdVariationsGenerationInput,
} from '@adsmith/domain/drafting/campaign-generations';
import { displayName } from '@adsmith/domain/copy/display-name';
import { fragmentKind } from '@adsmith/domain/copy/fragments';
import { adUsable, calm, copyBriefOf, translationNote, type CopyBrief } from '../../copy-brief';
import { copyPhrasesFor, type CopyPhrases } from '../copy-phrases';
import { Motives } from '../cues';
import { clipQuote } from '../format';
import { angleOf, descriptionSentences, productPrice, type ProductRef } from './campaign-facts';
import type { AdStructure } from '../phrase-banks/reasoning';
import { creativeApproach } from './reasoning';

type AdAngle = 'benefit' | 'proof' | 'offer';

const key = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
const unpunctuated = (text: string) => text.replace(/[.!]+$/, '').trim();
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) =>
  capitalised(/[.!?…"”)]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const within =
  (max: number) =>
  (text: string | null | undefined): text is string =>
    typeof text === 'string' && text.trim().length >= 3 && text.trim().length <= max;
const distinct = (texts: string[]) =>
  texts.filter((text, index) => texts.findIndex((other) => key(other) === key(text)) === index);

/** Whether the business serves meals at its tables (its category says so). */
const servesMeals = (brief: CopyBrief) =>
  /\b(?:restaurant|café|cafe|bistro|imbiss|menu|speisekarte|küche|kitchen)\b/i.test(brief.category ?? '');

/**
 * The call to action that fits the business and the product, among those the channel and objective allow: by the
 * trade family's table (packages/domain campaigns/trade-ctas.ts) when the profile names a trade, else by what
 * customers do on the site and the offering's type.
 */
export function chooseCallToAction(
  product: ProductRef,
  brief: CopyBrief,
  options: readonly string[],
  offeringType: BusinessOfferingType | null = null,
): CallToAction {
  const byTrade = brief.family ? tradeCallToAction(brief.family, offeringType, options, brief.actions) : null;
  if (byTrade) return byTrade;
  const isMenu = servesMeals(brief);
  // A business that takes no orders online (a restaurant) is ordered from, not shopped at.
  const purchase =
    brief.actions.length === 0 || brief.actions.includes('buy_online')
      ? ['SHOP_NOW', 'ORDER_NOW', 'BUY_NOW']
      : ['ORDER_NOW', 'SHOP_NOW', 'BUY_NOW'];
  // Where the site takes no order at all (a restaurant with table bookings and a phone number), nothing is bought.
  const sellsOnline =
    brief.actions.length === 0 ||
    brief.actions.includes('buy_online') ||
    brief.actions.includes('order_delivery');
  const wanted: string[] = [
    ...(product.offering_type === 'product' && sellsOnline ? purchase : []),
    // A product of a services business (a test fee, a voucher) is booked like the services.
    ...(brief.actions.includes('book') ? ['BOOK_NOW'] : []),
    ...(isMenu ? ['SEE_MENU'] : []),
    ...(brief.actions.includes('order_delivery') ? ['ORDER_NOW'] : []),
    ...(brief.actions.includes('enquire') ? ['GET_QUOTE'] : []),
    ...(brief.actions.includes('call') ? ['CALL_NOW'] : []),
    // A product of a business that takes no online order is still ordered, never shopped (SPEC allows those two).
    ...(product.offering_type === 'product' && !sellsOnline ? ['ORDER_NOW'] : []),
    'BOOK_NOW',
    'LEARN_MORE',
    'CONTACT_US',
  ];
  return (wanted.find((cta) => options.includes(cta)) ?? options[0] ?? 'LEARN_MORE') as CallToAction;
}

/** The first sentence of a text, as a key (an ad may not open as another does). */
const openingKey = (text: string) => key(text.split(/(?<=[.!?…])\s+|\s+[–—]\s+/)[0] ?? '');

/** Lines already used by an ad of the campaign: a sentence, an opening and a headline may appear in one ad only. */
class UsedLines {
  private readonly lines = new Set<string>();
  constructor(texts: string[]) {
    texts.forEach((text) => this.add(text));
  }
  add(text: string) {
    this.lines.add(`h:${key(text)}`);
    this.lines.add(`o:${openingKey(text)}`);
    for (const line of copySentences(text)) this.lines.add(key(line));
  }
  fresh = (text: string) =>
    !this.lines.has(`o:${openingKey(text)}`) &&
    copySentences(text).every((line) => !this.lines.has(key(line)));
  freshHeadline = (text: string) => !this.lines.has(`h:${key(text)}`);
}

/**
 * Proof lines the site gives, framed in the copy's language ("Since 2015", "Уже более 5800 клиентов"); a short
 * benefit that already states the year ("Fully qualified since 2004") says it better than the frame.
 */
function proofLines(brief: CopyBrief, phrases: CopyPhrases): string[] {
  return brief.proof.map((item) => {
    const stated = brief.benefits
      .map(unpunctuated)
      .find((text) => text.includes(item.value) && text.length <= TextLimits.headline);
    if (item.kind === 'year') return stated ?? phrases.since(item.value);
    if (item.kind === 'rating') return phrases.rated(item.value, item.scale ?? '5', item.count ?? null);
    if (item.kind === 'count') return phrases.counting(item.value);
    return item.value;
  });
}

/** The brief's benefits, those arguing the assumption's motive first. */
function rankedBenefits(brief: CopyBrief, motiveId: string | null): string[] {
  const cues = Motives.find((motive) => motive.id === motiveId)?.cues ?? null;
  const benefits = distinct(brief.benefits);
  return cues
    ? [...benefits.filter((text) => cues.test(text)), ...benefits.filter((text) => !cues.test(text))]
    : benefits;
}

/** The first clause of a benefit, when it reads alone as a headline ("Lessons at your pace, with …" → "Lessons at your pace"). */
const headlineOf = (text: string): string | null => {
  const whole = unpunctuated(text);
  if (whole.length >= 3 && whole.length <= TextLimits.headline) return whole;
  // Only a clause set off by a colon or a dash stands alone; one cut at a comma or an "and" usually dangles
  // ("… offer fast", "W trosce o bezpieczenstwo").
  const clause = unpunctuated(whole.split(/[:–—]\s|\s[-–—]\s/)[0] ?? '');
  return within(TextLimits.headline)(clause) && clause.split(' ').length >= 3 ? clause : null;
};

/** The clause after a dash, when it stands alone as a short benefit ("Работа с производителем – работа без посредников"). */
const tailClause = (text: string): string | null => {
  const parts = unpunctuated(text).split(/\s[–—-]\s/);
  const tail = parts.length === 2 ? parts[1]!.trim() : '';
  return tail.split(' ').length >= 2 ? capitalised(tail) : null;
};

/**
 * A sentence that opens with a hook and then speaks to the customer, split in two: "From sprained ankles to
 * hamstring tears, we get you back to training …" → hook "From sprained ankles to hamstring tears" and the rest
 * "We get you back to training …"; "Desk-bound …: we treat the cause, not just the ache" → rest "We treat the cause,
 * not just the ache". Only where the rest starts with "we" or "you" (in the copy languages), so no clause dangles.
 */
function splitHook(text: string): { hook: string; rest: string } | null {
  const match =
    /^(.{8,}?)[,:]\s+((?:we|you|wir|sie|мы|вы|my|wy|nous|vous|wij|jij|noi|nosotros|nós)\s.{8,})$/iu.exec(
      unpunctuated(text),
    );
  return match ? { hook: match[1]!.trim(), rest: capitalised(match[2]!.trim()) } : null;
}

type Material = {
  brief: CopyBrief;
  phrases: CopyPhrases;
  benefits: string[];
  proof: string[];
  /** The names of the ad set's offerings: proof about one is shown with that one only. */
  offeringNames: string[];
  /** The closing lines of a call to action, in the business's trade family (a table for a restaurant's booking). */
  closingsOf: (cta: CallToAction) => string[];
};

/**
 * Where a primary text takes its closing line: which one is chosen when the ad is put together, so no two ads of a
 * campaign and no two variations of an ad end alike (a text whose closings are all taken ends on its last sentence).
 */
const CLOSING = '\uE010.';

/** The last sentence of a text, as a key: no two texts of a campaign may end on the same one. */
const endingOf = (text: string) => key(text.split(/(?<=[.!?…])\s+/).at(-1) ?? text);

type Drafted = {
  /** Headlines of the ad's own angle, then of the other angles (variations are other angles). */
  headlines: string[][];
  /** Primary texts of the ad's own angle first, then of the other angles, each a whole structure. */
  primaries: string[][];
  /** Lines that add a benefit, proof or offer in 30 characters. */
  descriptions: string[];
  /** The structure of the ad: its own angle, or the offering where the business is. */
  approach: AdStructure;
  promise: string;
  /**
   * When the campaign's lines are all taken by earlier ads: the offering where the business is as the headline
   * ("Bike Repair in Leeds") and a benefit said of the offering ("Bike Repair: our certified
   * technicians …"), so an ad set of unpriced offerings still gets its ads.
   */
  lastResort: { headlines: string[]; primaries: string[] };
  /** For an offering the site says nothing more of: its name labelled with the business's ("Course – Institute"). */
  labelled: { headlines: string[]; primaries: string[] };
};

/** The product as an ad names it: a bracketed delivery time or shop term ("(4 Wochen Lieferzeit)") left out. */
/** The offering as an ad names it: no shop asides in brackets, no catalogue sizes ("Кассета 15 ячеек"). */
const adName = (product: ProductRef): ProductRef => ({
  ...product,
  name: displayName(
    product.name
      .replace(/\s*\(([^)]*)\)/g, (whole, inner: string) => (BOILERPLATE.test(inner) ? '' : whole))
      .trim() || product.name,
  ),
});

const SHIPPING =
  /(?<![\p{L}])(?:versand\p{L}*|shipping|delivery|dispatch\p{L}*|lieferung|lieferzeit|доставк\p{L}*|отправк\p{L}*|wysyłk\p{L}*|dostaw\p{L}*|livraison\p{L}*|envío\p{L}*|envio\p{L}*|spedizion\p{L}*|verzend\p{L}*|bezorg\p{L}*|entrega\p{L}*)(?![\p{L}])/iu;

/** The clean sentences of an offering's description: no allergen codes, questions, site fragments or shop terms. */
function featuresOf(product: ProductRef): string[] {
  const text = (product.description ?? '')
    .replace(/\s*\[[A-Z0-9, ]{1,20}\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A description holding a keyword string is the site's SEO text, shared by many pages: none of it describes the offering.
  if (fragmentKind(text) === 'keyword_string') return [];
  // A feature describes the offering: not its shipping, not another product ("Dazu eignet sich …"), no shop aside.
  return descriptionSentences(text)
    .filter((line) => line.split(' ').length >= 3)
    .filter(
      (line, index, all) =>
        (/[.!]$/.test(line) || all.length === 1) &&
        adUsable(line) &&
        !SHIPPING.test(line) &&
        !/^(?:product description|produktbeschreibung|описание)/i.test(line) &&
        !restatesName(line, product.name),
    )
    .map(calm);
}

/** Whether a line only names the offering again ("Кассета литьевая РКЛ-100" for "Кассета литьевая 100 ячеек"). */
function restatesName(line: string, name: string): boolean {
  const named = new Set(key(name).split(' '));
  const words = key(line)
    .split(' ')
    .filter((word) => word.length > 2);
  return words.length > 0 && words.filter((word) => named.has(word)).length / words.length >= 0.6;
}

/**
 * A headline built around the offering's name within the limit ("<Offering> for <price>", "<Offering> in <City>"):
 * a long name keeps its head noun, the last words in English, German and Dutch ("Wheel-Throwing Workshop for £85"),
 * the first in the Romance and Slavic languages ("Кассета — 450 р."); null when even one word is too long.
 */
function nameWithin(name: string, build: (name: string) => string, language: string): string | null {
  // A menu section or category before a colon goes first ("Mittagsmenü: …").
  const words = name
    .replace(/^[^:]{2,30}:\s+/, '')
    .split(/\s+/)
    .filter(Boolean);
  // Romance and Slavic names lead with their head noun ("Coupe femme", "Кассета литьевая").
  const headFirst = ['ru', 'pl', 'fr', 'es', 'it', 'pt'].includes(language);
  const first = build(name);
  if (first.length <= TextLimits.headline) return first;
  for (let count = words.length; count >= 1; count -= 1) {
    const kept = (headFirst ? words.slice(0, count) : words.slice(words.length - count))
      .join(' ')
      .replace(/[/,;:–—-]+$/u, '');
    // A shortened name must still name the thing: it starts as a name does (not "of Four"), after no joining word
    // ("Bambus und Morcheln" is what comes with the dish, not the dish), and is not a size.
    const before = headFirst ? '' : (words[words.length - count - 1] ?? '');
    // Nor does it end on a joining word ("Дека БАЗА "Пекарь" 2026 +").
    const last = headFirst ? (words[count - 1] ?? '') : '';
    // A number before it belongs to it ("für 2 Personen" is no name).
    if (
      count < words.length &&
      ((!headFirst && !/^\p{Lu}/u.test(kept)) ||
        !/\p{L}{4,}/u.test(kept) ||
        JOINING_WORD.test(before) ||
        /^\d/.test(before) ||
        JOINING_WORD.test(last) ||
        // Nor does it end inside brackets ("Herbe + 1 repas / jour (Mai à").
        (kept.match(/\(/g)?.length ?? 0) !== (kept.match(/\)/g)?.length ?? 0))
    )
      continue;
    const line = build(kept);
    if (line.length <= TextLimits.headline) return line;
  }
  // Else, in English and German, the name up to a qualifier it can do without ("Reis mit Rindfleisch" of
  // "Reis mit Rindfleisch mit Gemüse in Curry-Sauce"), longest first.
  if (!headFirst) {
    for (let count = words.length - 1; count >= 1; count -= 1) {
      if (!JOINING_WORD.test(words[count] ?? '') || JOINING_WORD.test(words[count - 1] ?? '')) continue;
      const kept = words.slice(0, count).join(' ');
      if (!/\p{L}{4,}/u.test(kept)) continue;
      const line = build(kept);
      if (line.length <= TextLimits.headline) return line;
    }
  }
  // Else the menu section it is listed under ("Mittagsmenü für 10,30 €").
  const section = /^([^:]{4,30}):\s+/u.exec(name)?.[1];
  const bySection = section ? build(section) : null;
  return bySection && bySection.length <= TextLimits.headline ? bySection : null;
}

/**
 * Whether a text names an offering other than the one the ad shows, by a brand-like word that is not in its name
 * nor the business's ("… for all iPhone models" in an ad for a Switch repair; "Xbox" in an iPhone ad).
 */
export function namesAnother(text: string, productName: string, businessName: string): boolean {
  const own = new Set([...key(productName).split(' '), ...key(businessName).split(' ')]);
  const brands =
    text.match(
      /[\p{L}\p{N}]*\p{Ll}\p{Lu}[\p{L}\p{N}]*|(?<![\p{L}\p{N}])\p{Lu}{2,}\p{Ll}*(?![\p{L}\p{N}])|(?<=\p{Ll}[^.!?]*\s)(?:Xbox|Nintendo|PlayStation|Apple|Samsung|Huawei|Sony|Dell|Lenovo|Google|Pixel|iPad|Steam)(?![\p{L}])/gu,
    ) ?? [];
  return brands.some((word) => !own.has(word.toLowerCase()) && !CURRENCY_CODES.has(word));
}

/** ISO currency codes ("BYN", "AED"): a price's unit, not another brand. */
const CURRENCY_CODES = new Set(Intl.supportedValuesOf('currency'));

/** Words that join a name to what comes with it or what it is made of. */
const JOINING_WORD =
  /^(?:with|and|of|for|from|in|on|&|\+|mit|und|von|für|aus|nach|im|in|auf|zu|и|с|для|на|i|z|dla|na|de|du|des|avec|et|pour|con|y|para|di|da|e|per|met|en|van|voor|com)$/i;

/** Whether a text is the business's name and nothing else, legal form and quotes aside ("ООО “Ромашка”"). */
function namesOnly(text: string, businessName: string): boolean {
  const legalForms = new Set(['ооо', 'оао', 'зао', 'ип', 'gmbh', 'ug', 'ltd', 'llc', 'inc', 'sp', 'z', 'o']);
  const rest = key(text)
    .split(' ')
    .filter((word) => !legalForms.has(word))
    .join(' ');
  const name = key(businessName);
  return rest.length === 0 || rest === name || (name.length > 0 && name.includes(rest));
}

/**
 * Headlines, primary texts and descriptions of one ad, built from the profile's items with the structures marketers
 * use: hook → benefit → offer → call to action (benefit), proof → benefit → call to action (proof), offer → product
 * and price → call to action (offer), and feature → benefit for the offering itself. Each list holds the ad's own
 * angle first, then the other two, so its variations are other angles rather than the same sentence reworded.
 */
function composeAngles(angle: AdAngle, shown: ProductRef, cta: CallToAction, material: Material): Drafted {
  const product = adName(shown);
  const { brief, phrases, benefits } = material;
  // Proof and customers' words about another offering ("the wine list" in an ad for a tapa) are not this ad's.
  const others = material.offeringNames.filter((name) => key(name) !== key(shown.name));
  const aboutAnother = (text: string) =>
    !key(text).includes(key(product.name)) &&
    others.some((name) => key(name).length >= 4 && key(text).includes(key(name)));
  const proof = material.proof.filter((line) => !aboutAnother(line));
  const testimonials = brief.testimonials.filter((item) => !aboutAnother(item.quote));
  const price = productPrice(product, brief.siteLanguage);
  const productLine = price ? phrases.priced(product.name, price) : product.name;
  const closings = material.closingsOf(cta);
  const action = closings.length > 0 ? CLOSING : '';
  const features = featuresOf(product);
  const room = TextLimits.primaryText - product.name.length - (closings[0]?.length ?? 0) - 4;
  const hooks = features
    .map(splitHook)
    .filter((split): split is { hook: string; rest: string } => split !== null);
  const feature =
    features.find((line) => line.length <= room) ??
    hooks.find((split) => split.rest.length <= room)?.rest ??
    null;
  // Each part once: a proof line that is itself a benefit ("Fully qualified since 2004") is not said twice.
  const join = (...parts: (string | null | undefined)[]) =>
    distinct(parts.filter((part): part is string => Boolean(part)))
      .map(sentence)
      .join(' ');
  const shortBenefits = distinct(
    // A feature stands as a headline only as a whole sentence ("Diese FFP2 Maske besteht aus 5 Schichten"), its hook
    // or the clause that speaks to the customer.
    [
      ...benefits.map(headlineOf),
      ...benefits.map(tailClause),
      ...features.map(unpunctuated).filter(within(TextLimits.headline)),
      ...hooks.flatMap((split) => [split.hook, split.rest]).filter(within(TextLimits.headline)),
    ].filter(
      // A clause that is only the company's name ("ООО “Ромашка”") says nothing the ad's page does not.
      (text): text is string => text !== null && !namesOnly(text, brief.businessName),
    ),
  );
  const offers = brief.offers;
  const quotes = testimonials.map(
    (item) => `“${unpunctuated(item.quote)}”${item.author ? ` – ${item.author}` : ''}`,
  );
  // After a colon a sentence goes on in lower case, except in German (nouns) and where it starts with a name.
  // A title ("Easy Home Collection") keeps its capitals.
  const afterColon = (text: string) =>
    brief.language !== 'de' && /^\p{Lu}\p{Ll}/u.test(text) && !/^\p{Lu}\p{Ll}*\s+\p{Lu}/u.test(text)
      ? text.charAt(0).toLowerCase() + text.slice(1)
      : text;
  const featureLine = feature ? `${product.name}: ${afterColon(unpunctuated(feature))}` : null;

  // The offering is named with its price (an offer) or its feature; a bare name between two sentences is a stitch.
  const offerLine = price ? productLine : null;
  // Hook → benefit → offer → action, and feature → benefit.
  const benefitPrimaries = [
    ...(offerLine ? benefits.map((benefit) => join(benefit, offerLine, action)) : []),
    ...(featureLine ? benefits.slice(0, 3).map((benefit) => join(featureLine, benefit)) : []),
    ...benefits.map((benefit) => join(benefit, action)),
  ];
  // Proof → offer → action, proof → benefit → action, a customer's words.
  const proofPrimaries = [
    ...(offerLine ? proof.map((line) => join(line, offerLine, action)) : []),
    ...quotes.map((quote) => join(quote, offerLine)),
    ...proof.flatMap((line) => benefits.slice(0, 4).map((benefit) => join(line, benefit, action))),
    ...(featureLine ? proof.map((line) => join(line, featureLine, action)) : []),
    ...(offerLine ? proof.map((line) => join(offerLine, line, action)) : []),
    ...proof.map((line) => join(line, action)),
  ];
  const offerPrimaries = [
    ...(price ? offers.map((offer) => join(offer, productLine, action)) : []),
    ...(featureLine ? [join(price ? `${featureLine}. ${phrases.price(price)}` : featureLine, action)] : []),
    ...offers.map((offer) => join(offer, action)),
    // Feature → benefit, the headline naming the offering and its price.
    ...features.map((line) => join(line, action)),
    // A name alone with an action says nothing; with its price it is an offer.
    ...(price ? [join(productLine, action)] : []),
  ];
  // A headline names the offering inside a hook: its benefit, proof or offer after the name ("Driving lessons: at
  // your pace", "Sessie kinderyoga – sinds 1998"), or the offering where the business is; never the price-list
  // row ("Sessie kinderyoga: € 40").
  const city = brief.city;
  const localHeadline = city
    ? nameWithin(product.name, (name) => phrases.local(name, city), brief.language)
    : null;
  const named = (lines: string[], joint: string) =>
    lines
      .map((line) => nameWithin(product.name, (name) => `${name}${joint}${afterColon(line)}`, brief.language))
      .filter((line): line is string => line !== null && pricesIn(line) === 0);
  const offerHeadlines = [
    ...offers.map(unpunctuated),
    ...named(offers.map(unpunctuated), ': '),
    ...(localHeadline ? [capitalised(localHeadline)] : []),
  ];
  const proofHeadlines = [
    ...proof,
    ...testimonials.map((item) => `“${unpunctuated(item.quote)}”`),
    ...named(proof, ' – '),
  ];
  const byAngle: Record<AdAngle, { headlines: string[]; primaries: string[] }> = {
    benefit: {
      headlines: [
        ...shortBenefits,
        ...named(shortBenefits, ': '),
        ...(localHeadline ? [capitalised(localHeadline)] : []),
      ],
      primaries: benefitPrimaries,
    },
    proof: { headlines: proofHeadlines, primaries: proofPrimaries },
    offer: { headlines: offerHeadlines, primaries: offerPrimaries },
  };
  const order: AdAngle[] = [
    angle,
    ...(['benefit', 'proof', 'offer'] as const).filter((other) => other !== angle),
  ];
  // Last, the head of a long offer ("Kostenloser Versand auf alle Bestellungen" → "Kostenloser Versand") and what the
  // business is and where ("Device repair shop in Dubai", "Studio Lena — Warszawa"), when nothing else is left.
  const offerHeads = offers
    .map(
      (offer) => unpunctuated(offer).split(/\s(?:auf|on|for|für|ab|from|bei|при|на|для|dla|od|przy)\s/iu)[0]!,
    )
    .filter((head) => head.split(' ').length >= 2);
  const where = brief.category && brief.categoryInCopyLanguage ? brief.category : brief.businessName;
  // A business named after its town ("Physio Townsville") says where it is by its name.
  const whereLine =
    city && where ? (key(where).includes(key(city)) ? where : capitalised(phrases.local(where, city))) : null;
  const descriptions = [
    ...{
      benefit: [...shortBenefits.slice(1), ...offers.map(unpunctuated), ...proof],
      proof: [...shortBenefits, ...proof.slice(1), ...offers.map(unpunctuated)],
      offer: [...offers.map(unpunctuated), ...shortBenefits, ...proof],
    }[angle],
    ...offerHeads,
    ...(whereLine ? [whereLine] : []),
    // Else the offering with its price, as an offer under a headline and text that state none.
    ...(price
      ? [
          phrases.priced(product.name, price),
          nameWithin(product.name, (name) => phrases.priced(name, price), brief.language) ?? '',
        ]
      : []),
    ...features.map(unpunctuated),
    // Else the ad set's other offerings ("Also: home visits"), and what the business is and where, by its name.
    ...others
      .map((name) => nameWithin(displayName(name), (short) => phrases.also(short), brief.language))
      .filter((line): line is string => line !== null && pricesIn(line) === 0),
    ...(where ? [where] : []),
  ];
  const promise =
    {
      benefit: benefits[0],
      proof: proof[0] ?? testimonials[0]?.quote ?? benefits[0],
      offer: offers[0],
    }[angle] ?? productLine;
  // And when the site gives nothing to say of it (an institute listing unpriced programmes, no benefit, no town):
  // the offering with the business's name, as a label ("Programme – Institute"), never a claim the site did not make.
  const business = brief.businessName.trim();
  const labelled =
    business && !namesOnly(product.name, business)
      ? nameWithin(product.name, (name) => `${name} – ${business}`, brief.language)
      : null;
  const lastResort = {
    headlines: localHeadline ? [capitalised(localHeadline)] : [],
    primaries: [...benefits, ...offers]
      .filter((line) => !namesAnother(line, product.name, brief.businessName))
      .map((line) => join(`${product.name}: ${afterColon(unpunctuated(line))}`, action)),
  };
  const labelledLines = {
    headlines: labelled ? [capitalised(labelled)] : [],
    primaries:
      business && action
        ? [join(`${business}: ${product.name}`, action), join(`${product.name} – ${business}`, action)]
        : [],
  };
  return {
    headlines: order.map((name) => byAngle[name].headlines),
    primaries: order.map((name) => byAngle[name].primaries),
    descriptions,
    approach: angle,
    promise,
    lastResort,
    labelled: labelledLines,
  };
}

/**
 * The ad set's products in the order its ads show them: those the ad set names first (its name and reasoning say what
 * it leads with), then the rest; an add-on (under a third of the usual price: a sauce, a spare part) never leads
 * an ad while a main offering is there.
 */
export function adOrder<T extends ProductRef>(products: readonly T[], adSetText: string): T[] {
  const text = adSetText.toLowerCase();
  const prices = products
    .map((product) => Number.parseFloat(product.price ?? ''))
    .filter((value) => value > 0)
    .sort((a, b) => a - b);
  const usual = prices[Math.floor(prices.length / 2)] ?? 0;
  const isAddOn = (product: T) => {
    const price = Number.parseFloat(product.price ?? '');
    return price > 0 && price < usual / 3;
  };
  const named = (product: T) => text.includes(displayName(product.name).toLowerCase());
  const main = products.filter((product) => !isAddOn(product));
  const ordered = [...main.filter(named), ...main.filter((product) => !named(product))];
  return ordered.length > 0 ? ordered : [...products];
}

export type DraftOptions = {
  /**
   * Whether a line may run: the language checks (whole sentences in the copy's language) on every headline, primary
   * text and description before it is chosen; a line that fails is dropped, and the next candidate is taken.
   */
  accepts?: (text: string) => boolean;
};

/**
 * Offline ad copy for one ad set, written from the business profile (or, without one, the brand story): each ad
 * takes its own angle — benefit, proof (a rating, count, year or a customer’s words) or offer (price and the site's
 * offers) — and its variations take the other angles, with a call to action that fits what customers do. No
 * sentence, opening or headline is used twice across the campaign's ads; headlines are a benefit, proof or offer,
 * never a generic question or a bare product name; descriptions add a benefit, proof or offer; every text is within
 * the SPEC §5 limits. English, German, Russian and Polish sites get copy in their language; other sites get English
 * copy, and the creative approach says so.
 */
export function draftAdVariations(
  input: AdVariationsGenerationInput,
  draftOptions: DraftOptions = {},
): {
  status: 'success' | 'partial_success' | 'failure';
  ad_variations: AdVariationDraft[];
} {
  const accepts = draftOptions.accepts ?? (() => true);
  const brief = copyBriefOf(input);
  const phrases = copyPhrasesFor(brief.language, brief.family, brief.variant, brief.marked);
  const motive = angleOf(input.hypothesis).motive;
  const benefits = rankedBenefits(brief, motive);
  const proof = proofLines(brief, phrases);
  // A restaurant's booking is a table whatever its trade reads as.
  const mealPhrases = servesMeals(brief)
    ? copyPhrasesFor(brief.language, 'food_drink', brief.variant, brief.marked)
    : phrases;
  const closingsOf = (cta: CallToAction) =>
    ((cta === 'BOOK_NOW' ? mealPhrases : phrases).closings[cta] ?? []).filter(accepts);
  const offeringNames = input.selected_products.map((product) => product.name);
  const material: Material = { brief, phrases, benefits, proof, offeringNames, closingsOf };
  const options =
    input.call_to_action_options ??
    allowedCallsToAction({
      channel: input.channel,
      objective: input.objective ?? null,
      offeringType: input.offering_type ?? null,
    });
  const used = new UsedLines(
    input.existing_ads.flatMap((ad) => [ad.headline, ad.primary_text, ...(ad.primary_text_variations ?? [])]),
  );
  const usedDescriptions = new Set<string>();
  // The sentences the campaign's ads end their primary text on (each ends one ad only), and how often each sentence
  // ends any text of the campaign (the least used closing line comes first).
  const endings = new Set(input.existing_ads.map((ad) => endingOf(ad.primary_text)));
  const endingUse = new Map<string, number>();
  const countEnding = (text: string) =>
    endingUse.set(endingOf(text), (endingUse.get(endingOf(text)) ?? 0) + 1);
  input.existing_ads
    .flatMap((ad) => [ad.primary_text, ...(ad.primary_text_variations ?? []).slice(1)])
    .forEach(countEnding);
  // Every closing line of the language: a description never repeats one.
  const actionKeys = [
    ...new Set([phrases, mealPhrases].flatMap((bank) => Object.values(bank.closings).flat().map(key))),
  ];
  // A headline is never an offering's bare name (nor its first words), nor a welcome: it is a hook or a benefit.
  const bareNames = new Set(
    input.selected_products.flatMap((product) => [key(product.name), key(adName(product).name)]),
  );
  const angles: AdAngle[] = [
    'benefit',
    ...(proof.length > 0 || brief.testimonials.length > 0 ? ['proof' as const] : []),
    'offer',
  ];
  const products = adOrder(
    input.selected_products,
    `${input.ad_set.name} ${input.ad_set.selection_reasoning}`,
  );
  const ads: AdVariationDraft[] = [];
  const marker = translationNote(brief);
  const draftOne = (
    product: ProductRef,
    angle: AdAngle,
    lastResort: 'place' | 'label' | null = null,
  ): AdVariationDraft | null => {
    const cta = chooseCallToAction(product, brief, options, input.offering_type ?? null);
    const closings = closingsOf(cta);
    const composed = composeAngles(angle, product, cta, material);
    const drafted = lastResort
      ? {
          ...composed,
          headlines: [
            [
              ...composed.lastResort.headlines,
              ...(lastResort === 'label' ? composed.labelled.headlines : []),
            ],
            ...composed.headlines,
          ],
          primaries: [
            [
              ...composed.lastResort.primaries,
              ...(lastResort === 'label' ? composed.labelled.primaries : []),
            ],
            ...composed.primaries,
          ],
          approach: 'place' as const,
        }
      : composed;
    const fits = (texts: string[]) =>
      distinct(
        texts
          .filter(within(TextLimits.headline))
          .filter((text) => used.freshHeadline(text) && !bareNames.has(key(text)) && !isWelcome(text))
          .filter((text) => !input.selected_products.some((item) => isOfferingName(text, item.name)))
          .filter((text) => !isNameAndPrice(text, offeringNames))
          .filter(accepts),
      );
    const [ownHeadlines = [], ...otherHeadlines] = drafted.headlines.map(fits);
    const headline = ownHeadlines[0];
    if (!headline) return null;
    // Headline variations: one from each other angle first, then the rest of the ad's own.
    const headlines = distinct([
      headline,
      ...otherHeadlines.map((list) => list[0]).filter((text): text is string => Boolean(text)),
      ...ownHeadlines.slice(1),
      ...otherHeadlines.flatMap((list) => list.slice(1)),
    ]);
    const shownName = key(adName(product).name);
    // A text that opens with the headline's words repeats it: those come last. A text naming another offering
    // ("… for all Xbox Series X and S issues" in an iPhone ad) is not this ad's. With a price in the headline, texts
    // without one come first (one price per ad), and no text states two.
    type Candidate = { body: string; close: boolean };
    const headlinePriced = pricesIn(headline) > 0;
    const leads = (candidate: Candidate) => !key(candidate.body).startsWith(key(headline));
    const fresh = (texts: string[]): Candidate[] => {
      const candidates = new Map<string, Candidate>();
      for (const text of texts) {
        const close = text.endsWith(CLOSING);
        const body = close ? text.slice(0, -CLOSING.length).trim() : text;
        if (
          !within(TextLimits.primaryText)(body) ||
          !used.fresh(body) ||
          repeatsHeadline(body, headline) ||
          pricesIn(body) > 1 ||
          namesAnother(body, product.name, brief.businessName) ||
          !accepts(body)
        )
          continue;
        if (!candidates.has(key(body))) candidates.set(key(body), { body, close });
      }
      const usable = [...candidates.values()];
      const onePrice = (candidate: Candidate) => !headlinePriced || pricesIn(candidate.body) === 0;
      return [
        ...usable.filter((candidate) => leads(candidate) && onePrice(candidate)),
        ...usable.filter((candidate) => leads(candidate) && !onePrice(candidate)),
        ...usable.filter((candidate) => !leads(candidate)),
      ];
    };
    /**
     * The text with a closing line that no text in `taken` ends on (the campaign's least used first; one of four
     * words or more, a sentence, only once in the campaign), else as it is when its own end is free.
     */
    const finish = (candidate: Candidate, taken: ReadonlySet<string>): string | null => {
      const closing = candidate.close
        ? closings
            .filter(
              (line) =>
                !taken.has(key(line)) &&
                used.fresh(line) &&
                candidate.body.length + 1 + line.length <= TextLimits.primaryText,
            )
            .sort((a, b) => (endingUse.get(key(a)) ?? 0) - (endingUse.get(key(b)) ?? 0))[0]
        : undefined;
      if (closing) return `${candidate.body} ${closing}`;
      return taken.has(endingOf(candidate.body)) ? null : candidate.body;
    };
    const [own = [], ...others] = drafted.primaries.map(fresh);
    // The main text names the product the ad shows (when a fresh line does), so the ad is specific, and does not
    // open with the headline's words when another text of the ad can lead.
    const named = (candidate: Candidate) =>
      key(candidate.body).includes(shownName) || key(headline).includes(shownName);
    const chosen = [
      ...own.filter((candidate) => named(candidate) && leads(candidate)),
      ...own.filter(leads),
      ...others.flat().filter((candidate) => named(candidate) && leads(candidate)),
      ...own,
    ]
      .map((candidate) => ({ candidate, text: finish(candidate, endings) }))
      .find((item) => item.text !== null);
    const primary = chosen?.text;
    if (!primary) return null;
    // Variations take the other angles first; none shares a sentence, an opening or an ending with a text already
    // chosen.
    const primaries = [primary];
    const ends = new Set([endingOf(primary)]);
    for (const candidate of [
      ...others.map((list) => list[0]),
      ...others.flatMap((list) => list.slice(1)),
      ...own,
    ]) {
      if (primaries.length >= 3) break;
      if (!candidate || candidate === chosen.candidate) continue;
      const text = finish(candidate, ends);
      if (text && primaries.every((other) => !sameAngle(other, text))) {
        primaries.push(text);
        ends.add(endingOf(text));
      }
    }
    const wordsOf = (text: string) => new Set(key(text).split(' '));
    const shown = [headline, ...primaries].map(key).join(' ');
    // A description adds a benefit or an offer: never the call to action again, nor a second price.
    const priced = [headline, ...primaries].some((text) => pricesIn(text) > 0);
    const candidates = distinct(drafted.descriptions.map(unpunctuated))
      .filter(within(TextLimits.description))
      .filter((text) => key(text) !== key(headline) && !isPriceOnly(text) && !shown.includes(key(text)))
      .filter(
        (text) => !actionKeys.some((line) => key(text).includes(line)) && !(priced && pricesIn(text) > 0),
      )
      .filter((text) => [...wordsOf(text)].some((word) => word.length > 3))
      .filter(accepts);
    const description = candidates.find((text) => !usedDescriptions.has(key(text))) ?? candidates[0] ?? '';
    return {
      name: clipQuote(`${product.name} – ${phrases.angles[angle]}`, NameLimits.ad),
      headline,
      headline_variations: headlines.slice(0, CampaignLimits.maxVariations),
      primary_text: primary,
      primary_text_variations: primaries,
      description,
      call_to_action: cta,
      product_ids: [product.id],
      // What the ad does, as drafted: its structure, the line it opens with and the offering it shows.
      creative_approach: creativeApproach(
        { language: brief.language, note: marker, family: brief.family, variant: brief.variant },
        {
          structure: drafted.approach,
          offering: adName(product).name,
          // Its first sentence, an abbreviation ("inkl.") kept inside.
          opening: descriptionSentences(primary)[0] ?? primary,
        },
      ),
      value_proposition: clipQuote(unpunctuated(drafted.promise), 300),
    };
  };
  // Ad by ad, product after product, each ad with the next angle (another when that one has nothing fresh left).
  const start = input.existing_ads.length;
  for (
    let slot = 0;
    products.length > 0 &&
    ads.length < input.remaining_slots &&
    slot < input.remaining_slots + products.length * angles.length;
    slot += 1
  ) {
    const product = products[slot % products.length]!;
    // Every angle in turn; when none has a fresh headline and text left, the offering where the business is, and for
    // an offering without an ad yet, the offering labelled with the business's name.
    const shownAlready = ads.some((ad) => ad.product_ids.includes(product.id));
    for (let turn = 0; turn <= angles.length; turn += 1) {
      const angle = angles[(start + slot + turn) % angles.length]!;
      const ad =
        turn < angles.length
          ? draftOne(product, angle)
          : draftOne(product, angle, shownAlready ? 'place' : 'label');
      if (!ad) continue;
      [ad.headline, ...ad.primary_text_variations].forEach((text) => used.add(text));
      endings.add(endingOf(ad.primary_text));
      ad.primary_text_variations.forEach(countEnding);
      if (ad.description) usedDescriptions.add(key(ad.description));
      ads.push(ad);
      break;
    }
  }
  const status =
    ads.length === 0 ? 'failure' : ads.length < input.remaining_slots ? 'partial_success' : 'success';
  return { status, ad_variations: ads };
}
