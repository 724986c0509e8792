import { CampaignLimits, TextLimits } from '@adsmith/domain/common/constants';
import { NameLimits, type CallToAction } from '@adsmith/domain/campaigns/constants';
import { allowedCallsToAction, BOILERPLATE, copySentences, isPriceOnly } from '@adsmith/domain/copy/copy-check';
import type { AdVariationDraft, AdVariationsGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { copyBriefOf, languageName, type CopyBrief } from '../../copy-brief';
import { copyPhrasesFor, type CopyPhrases } from '../copy-phrases';
import { Motives } from '../cues';
import { clipQuote } from '../format';
import { angleOf, productPrice, sentenceWithin, type ProductRef } from './campaign-facts';

type AdAngle = 'benefit' | 'proof' | 'offer';

const key = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
const unpunctuated = (text: string) => text.replace(/[.!]+$/, '').trim();
const sentence = (text: string) => (/[.!?…"”)]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const within =
  (max: number) =>
  (text: string | null | undefined): text is string =>
    typeof text === 'string' && text.trim().length >= 3 && text.trim().length <= max;
const distinct = (texts: string[]) => texts.filter((text, index) => texts.findIndex((other) => key(other) === key(text)) === index);

/** The call to action that fits the business and the product, among those the channel and objective allow. */
export function chooseCallToAction(product: ProductRef, brief: CopyBrief, options: readonly string[]): CallToAction {
  const isMenu = /\b(?:restaurant|café|cafe|bistro|imbiss|menu|speisekarte|küche|kitchen)\b/i.test(brief.category ?? '');
  const wanted: string[] =
    product.offering_type === 'product'
      ? ['SHOP_NOW', 'ORDER_NOW', 'BUY_NOW']
      : [
          ...(brief.actions.includes('book') ? ['BOOK_NOW'] : []),
          ...(isMenu ? ['SEE_MENU'] : []),
          ...(brief.actions.includes('order_delivery') ? ['ORDER_NOW'] : []),
          ...(brief.actions.includes('enquire') ? ['GET_QUOTE'] : []),
          ...(brief.actions.includes('call') ? ['CALL_NOW'] : []),
          'BOOK_NOW',
          'LEARN_MORE',
          'CONTACT_US',
        ];
  return (wanted.find((cta) => options.includes(cta)) ?? options[0] ?? 'LEARN_MORE') as CallToAction;
}

/** Lines already used by an ad of the campaign: a sentence may appear in one ad only. */
class UsedLines {
  private readonly lines = new Set<string>();
  constructor(texts: string[]) {
    texts.forEach((text) => this.add(text));
  }
  add(text: string) {
    this.lines.add(`h:${key(text)}`);
    for (const line of copySentences(text)) this.lines.add(key(line));
  }
  fresh = (text: string) => copySentences(text).every((line) => !this.lines.has(key(line)));
  freshHeadline = (text: string) => !this.lines.has(`h:${key(text)}`);
}

/** Proof lines the site gives, framed in the copy's language ("Since 2015", "Rated 4.9/5 by 120 customers"). */
function proofLines(brief: CopyBrief, phrases: CopyPhrases): string[] {
  return brief.proof.map((item) => {
    if (item.kind === 'year') return phrases.since(item.value);
    if (item.kind === 'rating') return phrases.rated(item.value, item.scale ?? '5', item.count ?? null);
    if (item.kind === 'count') return phrases.counting(item.value);
    return item.value;
  });
}

/** The brief's benefits, those arguing the assumption's motive first. */
function rankedBenefits(brief: CopyBrief, motiveId: string | null): string[] {
  const cues = Motives.find((motive) => motive.id === motiveId)?.cues ?? null;
  const benefits = distinct(brief.benefits);
  return cues ? [...benefits.filter((text) => cues.test(text)), ...benefits.filter((text) => !cues.test(text))] : benefits;
}

/** The first clause of a benefit, when it reads alone as a headline ("Lessons at your pace, with …" → "Lessons at your pace"). */
const headlineOf = (text: string): string | null => {
  const whole = unpunctuated(text);
  if (whole.length >= 3 && whole.length <= TextLimits.headline) return whole;
  // Only a clause set off by a colon or a dash stands alone; one cut at a comma usually dangles ("… offer fast").
  const clause = unpunctuated(whole.split(/[:–—]\s|\s[-–—]\s/)[0] ?? '');
  return within(TextLimits.headline)(clause) && clause.split(' ').length >= 3 ? clause : null;
};

type Material = {
  brief: CopyBrief;
  phrases: CopyPhrases;
  benefits: string[];
  proof: string[];
  hooks: string[];
};

type Drafted = { headlines: string[]; primaries: string[]; descriptions: string[]; approach: string; promise: string };

/** Headlines, primary texts and descriptions of one ad for one angle; the first of each is the main one. */
/** The product as an ad names it: a bracketed delivery time or shop term ("(4 Wochen Lieferzeit)") left out. */
const adName = (product: ProductRef): ProductRef => ({
  ...product,
  name: product.name.replace(/\s*\(([^)]*)\)/g, (whole, inner: string) => (BOILERPLATE.test(inner) ? '' : whole)).trim() || product.name,
});

function composeAngle(angle: AdAngle, shown: ProductRef, cta: CallToAction, material: Material): Drafted {
  const product = adName(shown);
  const { brief, phrases, benefits, proof, hooks } = material;
  const price = productPrice(product, brief.siteLanguage);
  const productLine = price ? phrases.priced(product.name, price) : product.name;
  const action = phrases.action[cta] ?? '';
  const feature = sentenceWithin(product.description, TextLimits.primaryText - product.name.length - 2);
  const audience = brief.audience[0] ?? null;
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).map((part) => sentence(part!)).join(' ');
  const shortBenefits = benefits.map(headlineOf).filter((text): text is string => text !== null);
  const place = brief.isLocal && brief.city ? phrases.inCity(brief.city) : null;

  if (angle === 'proof') {
    const quotes = brief.testimonials.map((item) => `“${unpunctuated(item.quote)}”${item.author ? ` – ${item.author}` : ''}`);
    return {
      headlines: [...proof, ...brief.testimonials.map((item) => `“${unpunctuated(item.quote)}”`), ...shortBenefits],
      primaries: [
        ...proof.map((line) => join(line, productLine, action)),
        ...quotes.map((quote) => `${quote} ${sentence(productLine)}`),
        ...quotes,
        ...proof.map((line) => join(line, benefits[0])),
      ],
      descriptions: [...proof, ...shortBenefits, place, phrases.shortAction[cta]].filter((text): text is string => Boolean(text)),
      approach: `Social proof: ${proof[0] ?? 'a customer’s words'} up front, then ${product.name}.`,
      promise: proof[0] ?? brief.testimonials[0]?.quote ?? benefits[0] ?? productLine,
    };
  }
  if (angle === 'offer') {
    const offers = brief.offers;
    return {
      headlines: [...offers.map(unpunctuated), ...(price ? [phrases.priced(product.name, price)] : []), ...shortBenefits],
      primaries: [
        ...offers.map((offer) => join(productLine, offer, action)),
        ...offers.map((offer) => join(offer, action)),
        join(productLine, feature, action),
        join(productLine, benefits[0], action),
        ...(feature ? [join(`${product.name}: ${unpunctuated(feature)}`, action)] : []),
        join(productLine, action),
      ],
      descriptions: [...offers.map(unpunctuated), ...shortBenefits, place, phrases.shortAction[cta]].filter((text): text is string => Boolean(text)),
      approach: `Offer-led: ${product.name}${price ? ` at ${price}` : ''}${offers[0] ? ` with “${unpunctuated(offers[0])}”` : ''}, and a clear call to act.`,
      promise: offers[0] ?? productLine,
    };
  }
  // Benefit: problem → solution (a hook question, then the site's own benefit), and feature → benefit.
  return {
    headlines: [...shortBenefits, ...hooks.filter(within(TextLimits.headline)), ...(audience ? [phrases.forAudience(audience)] : [])],
    primaries: [
      ...benefits.map((benefit) => join(benefit, productLine, action)),
      ...(feature ? [join(`${productLine}: ${unpunctuated(feature)}`, action), join(`${product.name}: ${unpunctuated(feature)}`, action)] : []),
      ...benefits.map((benefit) => join(benefit, productLine)),
      ...benefits.map((benefit) => join(benefit, product.name)),
      ...hooks.map((hook) => join(hook, feature ? `${product.name}: ${unpunctuated(feature)}` : productLine, action)),
      ...benefits.flatMap((benefit) => hooks.map((hook) => join(hook, benefit, product.name))),
      ...benefits.flatMap((benefit) => hooks.map((hook) => join(hook, benefit))),
      ...(audience ? [join(`${phrases.forAudience(audience)}: ${productLine}`, action)] : []),
      ...hooks.map((hook) => join(hook, feature ? `${product.name}: ${unpunctuated(feature)}` : productLine, action)),
    ],
    descriptions: [...shortBenefits.slice(1), place, phrases.shortAction[cta]].filter((text): text is string => Boolean(text)),
    approach: `Benefit-led (problem → solution): a question the customer asks, answered by what ${brief.businessName || 'the business'} says it does best.`,
    promise: benefits[0] ?? productLine,
  };
}

/**
 * Offline ad copy for one ad set, written from the business profile (or, without one, the brand story): each ad
 * takes its own angle — benefit (hook → benefit), proof (a rating, count, year or a customer’s words) and offer
 * (price and the site's offers) — with a call to action that fits what customers do. No line is used twice across
 * the campaign's ads, headlines are not product names with the site name after them, descriptions add a benefit,
 * proof or action rather than a bare price, and every text is within the SPEC §5 limits. English and German
 * sites get copy in their language; other sites get English copy, and the creative approach says so.
 */
export function draftAdVariations(input: AdVariationsGenerationInput): {
  status: 'success' | 'partial_success' | 'failure';
  ad_variations: AdVariationDraft[];
} {
  const brief = copyBriefOf(input);
  const phrases = copyPhrasesFor(brief.language);
  const motive = angleOf(input.hypothesis).motive;
  const benefits = rankedBenefits(brief, motive);
  const proof = proofLines(brief, phrases);
  const hooks = distinct([
    ...(brief.isLocal && brief.city ? [phrases.localHook(brief.city)] : []),
    phrases.hooks[motive ?? 'default'],
    phrases.hooks.default,
  ]);
  const material: Material = { brief, phrases, benefits, proof, hooks };
  const options =
    input.call_to_action_options ??
    allowedCallsToAction({ channel: input.channel, objective: input.objective ?? null, offeringType: input.offering_type ?? null });
  const used = new UsedLines(input.existing_ads.flatMap((ad) => [ad.headline, ad.primary_text, ...(ad.primary_text_variations ?? [])]));
  const angles: AdAngle[] = ['benefit', ...(proof.length > 0 || brief.testimonials.length > 0 ? ['proof' as const] : []), 'offer'];
  const products = input.selected_products;
  const ads: AdVariationDraft[] = [];
  const marker = brief.marked ? `English draft: the site is in ${languageName(brief.siteLanguage)}; have it translated before it runs. ` : '';
  const draftOne = (product: ProductRef, angle: AdAngle): AdVariationDraft | null => {
    const cta = chooseCallToAction(product, brief, options);
    const drafted = composeAngle(angle, product, cta, material);
    // The product's own name is the last resort: a plain name still beats no ad for it.
    const headlines = distinct([...drafted.headlines, adName(product).name].filter(within(TextLimits.headline)).filter(used.freshHeadline));
    const headline = headlines[0];
    // A question headline is not asked again in the primary text.
    const fresh = distinct(
      drafted.primaries.filter(within(TextLimits.primaryText)).filter(used.fresh).filter((text) => !headline?.endsWith('?') || !key(text).includes(key(headline))),
    );
    // The main text names the product the ad shows (when a fresh line does), so the ad is specific.
    const shownName = key(adName(product).name);
    const named = (text: string) => key(text).includes(shownName) || key(headline ?? '').includes(shownName);
    const primaries = [...fresh.filter(named), ...fresh.filter((text) => !named(text))];
    const primary = primaries[0];
    if (!headline || !primary) return null;
    // Variations are other angles, never the main text with words added.
    const variations = primaries.filter((text, position) => position === 0 || !key(text).startsWith(key(primary))).slice(0, 3);
    const description =
      drafted.descriptions
        .map(unpunctuated)
        .filter(within(TextLimits.description))
        .find((text) => text.length >= 3 && key(text) !== key(headline) && !isPriceOnly(text)) ?? '';
    return {
      name: clipQuote(`${product.name} – ${phrases.angles[angle]}`, NameLimits.ad),
      headline,
      headline_variations: headlines.slice(0, CampaignLimits.maxVariations),
      primary_text: primary,
      primary_text_variations: variations,
      description,
      call_to_action: cta,
      product_ids: [product.id],
      creative_approach: clipQuote(`${marker}${drafted.approach}`, 300),
      value_proposition: clipQuote(unpunctuated(drafted.promise), 300),
    };
  };
  // Ad by ad, product after product, each ad with the next angle (another when that one has nothing fresh left).
  const start = input.existing_ads.length;
  for (let slot = 0; products.length > 0 && ads.length < input.remaining_slots && slot < input.remaining_slots + products.length * angles.length; slot += 1) {
    const product = products[slot % products.length]!;
    for (let turn = 0; turn < angles.length; turn += 1) {
      const ad = draftOne(product, angles[(start + slot + turn) % angles.length]!);
      if (!ad) continue;
      [ad.headline, ...ad.primary_text_variations].forEach((text) => used.add(text));
      ads.push(ad);
      break;
    }
  }
  const status = ads.length === 0 ? 'failure' : ads.length < input.remaining_slots ? 'partial_success' : 'success';
  return { status, ad_variations: ads };
}
