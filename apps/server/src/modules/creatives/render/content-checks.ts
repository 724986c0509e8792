import type { LogoEvidence } from '@adsmith/domain/crawl/brand-signals';
import { CONTENT_CHECK_NAMES } from '@adsmith/domain/creatives/constants';
import { amountsOf, textKey, type CreativeCopy } from './elements';
import type { TextBox } from './text-layer';

/**
 * The content checks every creative passes beside the design checks: what a person reads on it, not its geometry.
 * A check is never passed by leaving content out, and a check that cannot be made counts as failed.
 */
export const CONTENT_CHECKS = CONTENT_CHECK_NAMES;
export type ContentCheckName = (typeof CONTENT_CHECKS)[number];
export type ContentCheck = { name: ContentCheckName; passed: boolean; detail: string };

export type ContentExpectations = {
  /** The business's name as its profile gives it: the brand line, when one is drawn, says exactly this. */
  brandName?: string | null;
  /** The offering's price as the site writes it ("14,90 €", "$1,250"): any price on the creative is this one. */
  price?: string | null;
  /** The offering's name: a price on the creative says what it buys. */
  offeringName?: string | null;
  /** The picture given to the renderer is a real photo of the business's own (its site or the owner's upload). */
  ownPhoto?: boolean;
  /**
   * The ad's language and the sentences of a text that are not in it (the copy language checks); without it the
   * language is not checked (nothing to compare with).
   */
  language?: { name: string; misread: (text: string) => string[] };
  /** Where the site's page showed the logo given to the renderer (the crawl's reading); without it not checked. */
  logo?: LogoEvidence;
};

export type ContentInput = {
  copy: CreativeCopy;
  /** Every text as drawn (a line left out for room is not here). */
  boxes: TextBox[];
  /** Whether the logo is drawn (small over the text or large on the designed background). */
  logoShown: boolean;
  /** Whether a photo is on the creative (not the designed background). */
  photoShown: boolean;
  expect: ContentExpectations;
};

/** A character reference or a tag left in text ("&#9742;", "&amp;", "<br>"): never on an image. */
const MARKUP = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]{1,31});|<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

/** A price compared as written: spaces of any width left out, everything else (symbol, separators) kept. */
const asWritten = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '').toLowerCase();

const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;

/**
 * What a person reads on the creative, from the text as drawn: no character reference or markup; the brand kept (the
 * logo, or the profile's name — a brand line that says something else fails); the price, when the plan or the
 * offering has one, drawn and equal to the offering's as the site writes it; the business's own photo used when one
 * was given; a headline; the call to action; every line in the ad's language (when it is known).
 */
export function runContentChecks(input: ContentInput): ContentCheck[] {
  const { copy, boxes, expect } = input;
  const drawn = (item: CreativeCopy['headline']) => item !== null && boxes.some((box) => box.item === item);
  const checks: ContentCheck[] = [];

  const marked = boxes.filter((box) => MARKUP.test(box.item.text));
  checks.push({
    name: 'clean_text',
    passed: marked.length === 0,
    detail:
      marked.length === 0
        ? 'No character reference or markup in the text.'
        : `Markup or a character reference in ${marked.map((box) => quoted(box.item.text)).join(', ')}.`,
  });

  const name = expect.brandName?.trim() || null;
  const nameKey = name ? textKey(name) : '';
  const brandBox = boxes.find((box) => box.item === copy.brand);
  const named = nameKey !== '' && boxes.some((box) => textKey(box.item.text).includes(nameKey));
  const wrongName = brandBox && nameKey !== '' && !textKey(brandBox.item.text).includes(nameKey);
  checks.push(
    wrongName
      ? {
          name: 'brand',
          passed: false,
          detail: `The brand line says ${quoted(brandBox.item.text)}, the business is ${quoted(name!)}.`,
        }
      : input.logoShown
        ? { name: 'brand', passed: true, detail: 'The logo carries the brand.' }
        : named
          ? {
              name: 'brand',
              passed: true,
              detail: `The business's name ${quoted(name!)} is on the creative.`,
            }
          : brandBox && !name
            ? {
                name: 'brand',
                passed: true,
                detail: `The brand line ${quoted(brandBox.item.text)} is on the creative (no profile name to compare).`,
              }
            : {
                name: 'brand',
                passed: false,
                detail: name
                  ? `Neither the logo nor the business's name ${quoted(name)} is on the creative.`
                  : 'No logo, and the business name is not known: the brand could not be shown.',
              },
  );
  checks.push(priceCheck(input));

  checks.push(
    expect.ownPhoto
      ? {
          name: 'photo',
          passed: input.photoShown,
          detail: input.photoShown
            ? "The business's own photo is on the creative."
            : "The business's own photo was given but the creative does not show it.",
        }
      : {
          name: 'photo',
          passed: true,
          detail: input.photoShown
            ? 'A picture is on the creative.'
            : 'No photo of the business large enough was found; the designed background stands in.',
        },
  );
  checks.push({
    name: 'headline',
    passed: drawn(copy.headline),
    detail: drawn(copy.headline)
      ? `Headline ${quoted(copy.headline!.text)}.`
      : copy.headline
        ? `The headline ${quoted(copy.headline.text)} could not be set.`
        : 'The creative has no headline.',
  });
  checks.push({
    name: 'cta',
    passed: drawn(copy.cta),
    detail: drawn(copy.cta)
      ? `Call to action ${quoted(copy.cta!.text)}.`
      : copy.cta
        ? `The call to action ${quoted(copy.cta.text)} could not be set.`
        : 'The creative has no call to action.',
  });
  if (expect.language) {
    const { name: language, misread } = expect.language;
    // The brand and the price are the site's own words in any language.
    const foreign = boxes
      .filter((box) => box.item !== copy.brand && box.item !== copy.price)
      .flatMap((box) => misread(box.item.text));
    checks.push({
      name: 'language',
      passed: foreign.length === 0,
      detail:
        foreign.length === 0
          ? `Every line is in ${language}.`
          : `Not in ${language}: ${foreign.map(quoted).join(', ')}.`,
    });
  }
  if (expect.logo) checks.push(logoCheck(expect.logo, input.logoShown));
  return checks;
}

/**
 * The logo is the business's: one whose link on the site leads to another site, neither in the page's masthead nor
 * naming the business, is a partner's, an association's or a certifier's badge — drawn as the brand it fails.
 */
export function logoCheck(logo: LogoEvidence, shown: boolean): ContentCheck {
  if (!shown) return { name: 'logo', passed: true, detail: 'No logo is drawn.' };
  const others = logo.linksTo !== null && !logo.named && logo.place !== 'header';
  return others
    ? {
        name: 'logo',
        passed: false,
        detail: `The logo links to ${logo.linksTo} from the ${logo.place === 'footer' ? 'footer' : 'page body'}: it is that site's brand, not the business's.`,
      }
    : {
        name: 'logo',
        passed: true,
        detail: logo.named
          ? 'The logo names the business.'
          : logo.place === 'header'
            ? "The logo is the one in the site's header."
            : 'The logo is an image of the business’s own pages.',
      };
}

/** The price: drawn when planned, and equal to the offering's in amount and in the site's way of writing it. */
function priceCheck({ copy, boxes, expect }: ContentInput): ContentCheck {
  const expected = expect.price?.trim() || null;
  const texts = boxes.filter((box) => box.item !== copy.cta).map((box) => box.item.text);
  const priceDrawn = copy.price !== null && boxes.some((box) => box.item === copy.price);
  if (copy.price && !priceDrawn)
    return { name: 'price', passed: false, detail: `The price ${quoted(copy.price.text)} could not be set.` };
  if (!expected)
    return {
      name: 'price',
      passed: true,
      detail: priceDrawn
        ? `Price ${quoted(copy.price!.text)} as planned (no offering price to compare).`
        : 'No price on this creative.',
    };
  const amounts = amountsOf(expected);
  const stating = texts.filter((text) =>
    amountsOf(text).some((amount) => amounts.some((other) => Math.abs(amount - other) < 0.005)),
  );
  if (stating.length === 0)
    return priceDrawn
      ? {
          name: 'price',
          passed: false,
          detail: `The creative shows ${quoted(copy.price!.text)}; the offering costs ${quoted(expected)}.`,
        }
      : {
          name: 'price',
          passed: true,
          detail: `No price on this creative (the offering's is ${quoted(expected)}).`,
        };
  const written = stating.find((text) => asWritten(text).includes(asWritten(expected)));
  const offering = expect.offeringName?.trim() || null;
  if (written && offering && !texts.some((text) => textKey(text).includes(textKey(offering))))
    return {
      name: 'price',
      passed: false,
      detail: `The price ${quoted(expected)} is on the creative without what it buys (${quoted(offering)}).`,
    };
  return written
    ? {
        name: 'price',
        passed: true,
        detail: `The offering's price ${quoted(expected)} as the site writes it.`,
      }
    : {
        name: 'price',
        passed: false,
        detail: `${quoted(stating[0]!)} states the price differently from the site's ${quoted(expected)}.`,
      };
}
