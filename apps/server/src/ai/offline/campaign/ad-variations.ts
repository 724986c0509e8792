import { CampaignLimits, TextLimits } from '@adsmith/domain/common/constants';
import { NameLimits, type CallToAction } from '@adsmith/domain/campaigns/constants';
import { getCallToActionOptions } from '@adsmith/domain/campaigns/cta';
import type {
  AdVariationDraft,
  AdVariationsGenerationInput,
} from '@adsmith/domain/drafting/campaign-generations';
import { splitSentences } from '../../nlp';
import { Cues, Motives } from '../cues';
import { clipQuote } from '../format';
import {
  angleOf,
  businessOf,
  endSentence,
  fitWords,
  productPrice,
  sentenceWithin,
  type ProductRef,
} from './campaign-facts';

type Copy = { name: string; headlines: string[]; primaries: string[]; approach: string };
type CopyAngle = 'assumption' | 'product' | 'offer';
const ANGLE_ORDER: CopyAngle[] = ['assumption', 'product', 'offer'];
const ANGLE_NAMES: Record<CopyAngle, string> = {
  assumption: 'Why they buy',
  product: 'The product',
  offer: 'Price',
};

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const fits =
  (max: number) =>
  (text: string | null | undefined): text is string =>
    Boolean(text && text.length <= max && text.length >= 3);

/** Sentences of the brand story that argue the assumption's motive (or, without one, describe the business). */
function storySentences(story: string, motiveCues: RegExp | null): string[] {
  return splitSentences(story)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(
      (sentence) =>
        /[.!?]["')]?$/.test(sentence) && !Cues.injection.test(sentence) && !Cues.boilerplate.test(sentence),
    )
    .filter((sentence) => (motiveCues ? motiveCues.test(sentence) : Cues.differentiator.test(sentence)));
}

/** The call to action a product or service ad calls for, if the channel allows it, else the first allowed. */
function chooseCallToAction(
  product: ProductRef,
  options: readonly string[],
  intentText: string,
): CallToAction {
  const wanted: string[] =
    product.offering_type === 'product'
      ? ['SHOP_NOW', 'ORDER_NOW', 'BUY_NOW']
      : /\b(?:quote|estimate)\b/i.test(intentText)
        ? ['GET_QUOTE', 'CONTACT_US']
        : /\b(?:book|booking|appointment|session|class|visit)\b/i.test(intentText)
          ? ['BOOK_NOW', 'REQUEST_TIME']
          : ['LEARN_MORE', 'CONTACT_US'];
  return (wanted.find((cta) => options.includes(cta)) ?? options[0] ?? 'LEARN_MORE') as CallToAction;
}

/** Headline, primary text and approach for one product and angle, every fact from the product, story or assumption. */
function composeCopy(
  angle: CopyAngle,
  product: ProductRef,
  context: { business: string; story: string[]; angleLabel: string },
): Copy {
  const price = productPrice(product);
  const verb = product.offering_type === 'service' ? 'Discover' : 'Meet';
  const headlines = [
    angle === 'offer' && price ? `${product.name}, ${price}` : null,
    product.name,
    `${context.business}: ${product.name}`,
    price ? `${product.name}, ${price}` : null,
    `${verb} the ${product.name}`,
    fitWords(`${context.business}`, TextLimits.headline),
  ].filter(fits(TextLimits.headline));

  const described = sentenceWithin(product.description, TextLimits.primaryText);
  const withPrice = price ? ` – ${price}` : '';
  // Lines that argue the assumption, with the product after them when both fit, else alone.
  const argued = context.story.flatMap((line) => [
    `${endSentence(line)} ${product.name}${withPrice}.`,
    `${endSentence(line)} ${product.name}.`,
    endSentence(line),
  ]);
  const byAngle: Record<CopyAngle, (string | null)[]> = {
    assumption: argued,
    product: [described ? `${product.name}: ${described}` : null, described],
    offer: [price ? endSentence(`${product.name} for ${price}, from ${context.business}`) : null],
  };
  const fallback = endSentence(`${product.name}${price ? ` for ${price}` : ''}, from ${context.business}`);
  const primaries = [
    ...byAngle[angle],
    ...ANGLE_ORDER.filter((other) => other !== angle).flatMap((other) => byAngle[other]),
    fallback,
    fitWords(fallback, TextLimits.primaryText),
  ].filter(fits(TextLimits.primaryText));
  const approach: Record<CopyAngle, string> = {
    assumption: `${context.angleLabel}: the ${product.name} in use, with a line from the brand story making the case.`,
    product: `Product-led: a clear picture of the ${product.name} and what it is, in the business's own words.`,
    offer: `Price-led: the ${product.name} with its price on the image${price ? ` (${price})` : ''}.`,
  };
  return { name: `${product.name} – ${ANGLE_NAMES[angle]}`, headlines, primaries, approach: approach[angle] };
}

const distinct = (texts: string[]) =>
  texts.filter((text, index) => texts.findIndex((other) => key(other) === key(text)) === index);

/**
 * Offline ad copy for one ad set (SPEC §5 limits): one ad per selected product and angle (why customers buy, the
 * product itself, its price), up to `remaining_slots`. Headlines and primary texts are built from the product's
 * name, price and description, the brand story's sentences that argue the assumption, and the business's name —
 * never a template with a name swapped in, never a fact the crawl lacks. An ad repeating an existing headline is
 * skipped. Each ad has up to 5 variations, the first equal to its main text.
 */
export function draftAdVariations(input: AdVariationsGenerationInput): {
  status: 'success' | 'partial_success' | 'failure';
  ad_variations: AdVariationDraft[];
} {
  const business = businessOf(input);
  const angle = angleOf(input.hypothesis);
  const motive = Motives.find((candidate) => candidate.id === angle.motive) ?? null;
  // The assumption quotes the site in its own words; those quotes argue it best, then the story's lines that do.
  const quoted = [...input.hypothesis.hypothesis.matchAll(/["\u201c]([^"\u201d]{12,160})["\u201d]/g)].map(
    (match) => match[1]!.trim(),
  );
  const story = [...quoted, ...storySentences(input.brand_story, motive?.cues ?? null)];
  const options =
    input.call_to_action_options ?? getCallToActionOptions(input.channel, input.offering_type ?? null);
  const intent = `${input.hypothesis.hypothesis} ${input.hypothesis.strategic_approach}`;
  const used = new Set(input.existing_ads.map((ad) => key(ad.headline)));
  const products = input.selected_products;
  const ads: AdVariationDraft[] = [];
  // Round by round, each product with a different angle, so the ads of one ad set differ in product and approach.
  const combos = ANGLE_ORDER.flatMap((_angle, round) =>
    products.map((product, index) => ({
      product,
      copyAngle: ANGLE_ORDER[(index + round) % ANGLE_ORDER.length]!,
    })),
  );
  for (const { product, copyAngle } of combos) {
    if (ads.length >= input.remaining_slots) break;
    const copy = composeCopy(copyAngle, product, { business: business.name, story, angleLabel: angle.label });
    const headline = copy.headlines.find((candidate) => !used.has(key(candidate)));
    const primary = copy.primaries[0];
    if (!headline || !primary) continue;
    used.add(key(headline));
    const headlines = distinct([headline, ...copy.headlines]).slice(0, CampaignLimits.maxVariations);
    const primaries = distinct(copy.primaries).slice(0, 3);
    const price = productPrice(product);
    const description =
      [price, business.name, business.hostname].find(fits(TextLimits.description)) ??
      fitWords(business.name, TextLimits.description);
    ads.push({
      name: clipQuote(copy.name, NameLimits.ad),
      headline,
      headline_variations: headlines,
      primary_text: primary,
      primary_text_variations: primaries,
      description,
      call_to_action: chooseCallToAction(product, options, intent),
      product_ids: [product.id],
      creative_approach: copy.approach,
      value_proposition: clipQuote(`${angle.label}: ${input.hypothesis.hypothesis.trim()}`, 300),
    });
  }
  const status =
    ads.length === 0 ? 'failure' : ads.length < input.remaining_slots ? 'partial_success' : 'success';
  return { status, ad_variations: ads };
}
