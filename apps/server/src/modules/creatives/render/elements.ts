import { decodeHTML } from 'entities';
import type { Blueprint, TextElement } from '@adsmith/domain/creatives/blueprint';
import { completeLine, fragmentReason, isTruncated } from '../../../ai/offline/creative/complete-line';
import { undrawable } from './fonts';
import { applyCase, roleOf, type TextRole } from './typography';

/** One text element as the layout uses it: its role and the words as set (case applied). */
export type CreativeText = { element: TextElement; role: TextRole; text: string };

/** What a creative says, once each: one headline, up to three supporting lines, at most one price, one CTA. */
export type CreativeCopy = {
  brand: CreativeText | null;
  headline: CreativeText | null;
  body: CreativeText[];
  price: CreativeText | null;
  cta: CreativeText | null;
  /** Why an element of the plan was not set (a duplicate, a second price …). */
  dropped: string[];
};

/** The comparison key of a text: letters and digits only, lower case ("£320" and "£ 320" are the same). */
export const textKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const MAX_BODY = 3;

/**
 * The amounts a text states as prices: "€12.00" → 12, "11,50 €" → 11.5, "3 790 ₽" → 3790, "£1,025" → 1025 (a comma
 * or point before exactly three digits groups thousands; before one or two it is the decimal mark).
 */
export function amountsOf(text: string): number[] {
  return [
    ...text.matchAll(/\d{1,3}(?:[\s\u00a0\u202f.,]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?!\d)/gu),
  ].map((match) => {
    const raw = match[0];
    const decimal = /[.,](\d{1,2})$/.exec(raw);
    const whole = (decimal ? raw.slice(0, -decimal[0].length) : raw).replace(/[^\d]/g, '');
    return Number(`${whole}${decimal ? `.${decimal[1]}` : ''}`);
  });
}

/** The CTA element a blueprint without one gets, so the ad's own button label is always on the image. */
const ctaElement = (label: string, like: TextElement | undefined): TextElement => ({
  element_name: 'cta',
  content: label,
  font_family: like?.font_family ?? 'Inter',
  weight: '700',
  size_description: 'medium',
  color: '#ffffff',
  case: 'uppercase',
  alignment: 'center',
  placement_description: 'bottom, on the call-to-action button',
});

/** The brand line a plan without one gets when no logo carries the brand: the name, small, above the headline. */
const brandElement = (name: string, like: TextElement | undefined): TextElement => ({
  element_name: 'brand_name',
  content: name,
  font_family: like?.font_family ?? 'Inter',
  weight: '700',
  size_description: 'small',
  color: like?.color ?? '#1c1c1c',
  case: 'uppercase',
  alignment: like?.alignment ?? 'left',
  placement_description: 'top, above the headline',
});

/**
 * The blueprint's text elements reduced to what one creative shows: the first headline (later ones become
 * supporting lines), no text twice (compared without case and punctuation), the brand name only when no logo
 * carries it and it is not already the headline, one price — left out when another line already states it — and
 * one CTA, whose label is the ad's own (`ctaLabel`, from the SPEC CTA list) when the ad is known, whatever the
 * blueprint says. A line that arrives cut off ("… Stephen is particularly…") is shortened to its complete clauses
 * or left out: a creative never shows an ellipsis. Nothing is reworded.
 */
/**
 * The text as the creative can show it: HTML entities a site or a model left in the copy decoded ("&#9742;",
 * "&amp;"), characters the fonts cannot draw left out (said in `dropped`, never drawn as empty boxes), and the
 * spaces and separators they leave behind tidied.
 */
function drawableText(raw: string, dropped: string[]): string {
  return bindAmounts(withoutNavigation(withoutUndrawable(raw, dropped), dropped));
}

/**
 * Text without markup: character references decoded until none is left (a site that escaped twice writes
 * "&amp;#9742;"), then tags a site or a model left in ("<br>", "<b>…</b>") taken out.
 */
export function withoutMarkup(raw: string): string {
  let text = raw;
  for (let round = 0; round < 3; round += 1) {
    const decoded = decodeHTML(text);
    if (decoded === text) break;
    text = decoded;
  }
  return text.replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi, ' ');
}

const SEPARATOR = String.raw`[|/›»>·•]`;
const DANGLING = new RegExp(String.raw`^\s*${SEPARATOR}+\s*|\s*${SEPARATOR}+\s*$`, 'gu');
const BETWEEN = new RegExp(String.raw`\s+${SEPARATOR}\s+|\s*[›»>]\s*`, 'u');

/**
 * A menu or breadcrumb trail the site's markup left in the copy ("Shop / Gift Cards |", "Home › Services") is not
 * a line of an ad: left out when its short, number-free parts are joined by separators and the trail dangles a
 * separator or uses a breadcrumb arrow. A separator dangling from a real line is trimmed.
 */
function withoutNavigation(text: string, dropped: string[]): string {
  const dangling = text.replace(DANGLING, '') !== text;
  const trimmed = text.replace(DANGLING, '').trim();
  const parts = trimmed.split(BETWEEN).map((part) => part.trim());
  const trail =
    parts.length >= 2 &&
    (dangling || /[›»>]/.test(trimmed)) &&
    parts.every(
      (part) => part.length > 0 && part.length <= 30 && part.split(/\s+/).length <= 3 && !/\d/.test(part),
    );
  if (trail) {
    dropped.push(`"${text}" is a piece of the site's navigation and was left out.`);
    return '';
  }
  return trimmed;
}

const CURRENCY = String.raw`(?:[€$£¥₽₹₩₪₺₴₫]|CHF|EUR|USD|GBP|SEK|NOK|DKK|PLN|CZK|zł|Kč|kr|Ft|lei|Fr\.)`;
const BEFORE_AMOUNT = new RegExp(String.raw`(?<![\p{L}])(${CURRENCY}) (?=\d)`, 'gu');
const AFTER_AMOUNT = new RegExp(String.raw`(\d) (?=${CURRENCY}(?![\p{L}]))`, 'gu');
const THOUSANDS = /(\d) (?=\d{3}(?!\d))/g;

/** A price never breaks across lines: "€ 67,50", "3 790 ₽" and "45 CHF" hold together with no-break spaces. */
function bindAmounts(text: string): string {
  return text
    .replace(BEFORE_AMOUNT, '$1\u00a0')
    .replace(AFTER_AMOUNT, '$1\u00a0')
    .replace(THOUSANDS, '$1\u00a0');
}

/**
 * The text without the symbols the fonts cannot draw (☎, ✅). A line with letters or digits the fonts cannot draw
 * (a script they do not have) is left out whole: without its words it says something else ("Clinic in 東京" is not
 * "Clinic in").
 */
function withoutUndrawable(raw: string, dropped: string[]): string {
  const missing = undrawable(raw);
  if (missing.length === 0) return raw.replace(/[^\S\u00a0]+/g, ' ').trim();
  if (missing.some((char) => /[\p{L}\p{N}]/u.test(char))) {
    dropped.push(`"${raw}" is written in letters the creative's fonts cannot draw and was left out.`);
    return '';
  }
  dropped.push(
    `${missing.join(' ')} cannot be drawn by the creative's fonts and ${missing.length > 1 ? 'were' : 'was'} left out.`,
  );
  let text = raw;
  for (const char of missing) text = text.split(char).join(' ');
  return text
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/[^\S\u00a0]+/g, ' ')
    .replace(/^[\s|·•–—-]+|[\s|·•]+$/g, '')
    .trim();
}

const wordsOf = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether a line says nothing but (part of) the business's name: "Hostal Sol" beside the brand "Hostal Sol Cusco". */
function onlyNames(text: string, brandName: string): boolean {
  const words = wordsOf(text);
  const brand = new Set(wordsOf(brandName));
  return words.length > 0 && words.every((word) => brand.has(word));
}

export function prepareCopy(
  blueprint: Blueprint,
  options: { hasLogo: boolean; ctaLabel?: string | null; brandName?: string | null },
): CreativeCopy {
  const brandName = options.brandName?.trim();
  // The brand on the image is the business's name as the profile gives it, whatever the plan wrote there.
  const planned =
    blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements.map(
      (element) => (brandName && roleOf(element) === 'brand' ? { ...element, content: brandName } : element),
    );
  // Every creative keeps the brand: without a logo and without a brand line in the plan, the business's name is set.
  const headlineLike = planned.find((element) => roleOf(element) === 'headline');
  if (brandName && !options.hasLogo && !planned.some((element) => roleOf(element) === 'brand'))
    planned.unshift(brandElement(brandName, headlineLike));
  const label = options.ctaLabel?.trim();
  const elements = !label
    ? planned
    : planned.some((element) => roleOf(element) === 'cta')
      ? planned.map((element) => (roleOf(element) === 'cta' ? { ...element, content: label } : element))
      : [
          ...planned,
          ctaElement(
            label,
            planned.find((element) => roleOf(element) === 'headline'),
          ),
        ];
  const copy: CreativeCopy = { brand: null, headline: null, body: [], price: null, cta: null, dropped: [] };
  const seen = new Set<string>();
  const items = elements.flatMap((element) => {
    const text = drawableText(applyCase(withoutMarkup(element.content), element.case), copy.dropped);
    if (!text) return [];
    if (!isTruncated(text)) return [{ element, role: roleOf(element), text }];
    const whole = completeLine(text, text.length);
    copy.dropped.push(
      whole
        ? `"${text}" was cut off; its complete part "${whole}" is shown.`
        : `"${text}" was cut off mid-sentence and was left out.`,
    );
    return whole ? [{ element, role: roleOf(element), text: whole }] : [];
  });
  for (const item of items) {
    const key = textKey(item.text);
    if (!key) continue;
    if (item.role === 'cta') {
      if (copy.cta) copy.dropped.push(`A second call to action ("${item.text}") was left out.`);
      else copy.cta = item;
      continue;
    }
    if (seen.has(key)) {
      copy.dropped.push(`"${item.text}" appeared twice and is shown once.`);
      continue;
    }
    seen.add(key);
    if (item.role === 'brand') {
      if (options.hasLogo) copy.dropped.push('The brand name is carried by the logo.');
      else copy.brand ??= item;
    } else if (item.role === 'headline' && !copy.headline) copy.headline = item;
    else if (item.role === 'price') {
      if (copy.price) copy.dropped.push(`A second price ("${item.text}") was left out.`);
      else copy.price = item;
    } else {
      // A supporting line is a whole phrase: never a menu trail, a web address or a sentence cut at a line break,
      // and never the business's name alone (the logo or the brand line carries it).
      const fragment = fragmentReason(item.text);
      if (fragment) copy.dropped.push(`"${item.text}" was left out: ${fragment}.`);
      else if (brandName && onlyNames(item.text, brandName))
        copy.dropped.push(`"${item.text}" only names the business and was left out.`);
      else copy.body.push({ ...item, role: 'body' });
    }
  }
  if (!copy.headline && copy.body.length > 0) copy.headline = { ...copy.body.shift()!, role: 'headline' };
  const brandKey = copy.brand ? textKey(copy.brand.text) : '';
  if (copy.brand && copy.headline && textKey(copy.headline.text) === brandKey) {
    copy.dropped.push('The brand name is already the headline.');
    copy.brand = null;
  }
  if (copy.price) {
    const priceKey = textKey(copy.price.text);
    // The same amount in another format counts too ("€12.00" after a headline "… für 12 €").
    const amounts = amountsOf(copy.price.text);
    const saidElsewhere = [copy.headline, ...copy.body].some(
      (item) =>
        item &&
        (textKey(item.text).includes(priceKey) ||
          amountsOf(item.text).some((amount) => amounts.some((other) => Math.abs(amount - other) < 0.005))),
    );
    if (saidElsewhere) {
      copy.dropped.push(`The price ${copy.price.text} is already in the copy and is shown once.`);
      copy.price = null;
    }
  }
  if (copy.body.length > MAX_BODY) {
    copy.dropped.push(`${copy.body.length - MAX_BODY} supporting line(s) did not fit and were left out.`);
    copy.body = copy.body.slice(0, MAX_BODY);
  }
  return copy;
}

/** Every element the creative sets, in reading order. */
export const copyItems = (copy: CreativeCopy): CreativeText[] =>
  [copy.brand, copy.headline, ...copy.body, copy.price, copy.cta].filter(
    (item): item is CreativeText => item !== null,
  );
