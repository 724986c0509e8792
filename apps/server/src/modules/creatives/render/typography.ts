import type { TextElement } from '@adsmith/domain/creatives/blueprint';

/** Spaces a line may break at: every white space but the no-break space that binds an amount to its currency. */
export const BREAKABLE_SPACE = /[^\S\u00a0]+/;

/** What a text element does on the image; decides its default zone and size. */
export type TextRole = 'headline' | 'body' | 'price' | 'cta' | 'brand';
/** Vertical band of the layout a text element goes to. */
export type Zone = 'top' | 'middle' | 'bottom';

export function roleOf(element: Pick<TextElement, 'element_name'>): TextRole {
  const name = element.element_name.toLowerCase();
  if (/cta|call[ _-]?to[ _-]?action|button/.test(name)) return 'cta';
  if (/sub|tag ?line|body|support|description|feature|bullet|caption/.test(name)) return 'body';
  if (/headline|title|heading|hook|quote/.test(name)) return 'headline';
  if (/price|offer|discount|badge|deal|promo/.test(name)) return 'price';
  if (/brand|logo|company|business/.test(name)) return 'brand';
  return 'body';
}

const DEFAULT_ZONE: Record<TextRole, Zone> = {
  headline: 'top',
  body: 'top',
  brand: 'top',
  price: 'bottom',
  cta: 'bottom',
};

/**
 * The band a placement description names. Phrases relative to other elements come first ("below the headline"
 * stays with the headline at the top, "above the call to action" with the CTA at the bottom); then top / bottom /
 * middle words; "centered" alone means horizontal centring, not the middle band.
 */
export function zoneOf(element: Pick<TextElement, 'element_name' | 'placement_description'>): Zone {
  const role = roleOf(element);
  if (role === 'cta') return 'bottom';
  const text = element.placement_description.toLowerCase();
  if (/(below|under|beneath|after) the (headline|title|heading|brand)/.test(text)) return 'top';
  if (/(above|over|before|next to|beside) the (cta|call|button|price)/.test(text)) return 'bottom';
  if (/\b(top|upper|above|header|first)\b/.test(text)) return 'top';
  if (/\b(bottom|lower|footer|beneath|below|last)\b/.test(text)) return 'bottom';
  if (
    /\b(middle|center of the (image|frame|canvas)|centre of the (image|frame|canvas)|vertically cent)/.test(
      text,
    )
  )
    return 'middle';
  return DEFAULT_ZONE[role];
}

const SIZE_WORDS: [RegExp, number][] = [
  [/\b(huge|massive|giant|hero|dominant|oversized)\b/, 0.1],
  [/\b(extra[- ]?large|x-?large|xl|very large)\b/, 0.075],
  [/\b(extra[- ]?small|x-?small|tiny|fine print|xs)\b/, 0.024],
  [/\b(large|big|prominent|bold)\b/, 0.058],
  [/\b(medium|regular|normal|moderate)\b/, 0.04],
  [/\b(small|subtle|minor)\b/, 0.03],
];
const DEFAULT_SIZE: Record<TextRole, number> = {
  headline: 0.07,
  body: 0.036,
  price: 0.055,
  cta: 0.038,
  brand: 0.028,
};

/**
 * Font size in pixels for a size description on a canvas whose short side is `base`: "64px" and "48pt" are read
 * for a 1080 px design and scaled, words map to fractions of the short side, anything else takes the role default.
 */
export function fontSizePx(sizeDescription: string, role: TextRole, base: number): number {
  const text = sizeDescription.toLowerCase();
  const absolute = /(\d+(?:\.\d+)?)\s*(px|pt)\b/.exec(text);
  let size: number;
  if (absolute) {
    size = Number(absolute[1]) * (absolute[2] === 'pt' ? 4 / 3 : 1) * (base / 1080);
  } else {
    const fraction = SIZE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_SIZE[role];
    size = fraction * base;
  }
  return Math.round(Math.min(base * 0.16, Math.max(base * 0.018, size)));
}

/**
 * The text as the element's case asks. The words are never changed, only letter case; sentence case only raises
 * the first letter, so brand names inside keep their own capitals.
 */
export function applyCase(text: string, textCase: TextElement['case']): string {
  switch (textCase) {
    case 'uppercase':
      return text.toUpperCase();
    case 'lowercase':
      return text.toLowerCase();
    case 'title':
      return text.replace(
        /(^|[\s\-–(“"'])(\p{L})/gu,
        (_match, before: string, letter: string) => before + letter.toUpperCase(),
      );
    case 'sentence':
      return text.replace(
        /^(\P{L}*)(\p{L})/u,
        (_match, before: string, letter: string) => before + letter.toUpperCase(),
      );
    default:
      return text;
  }
}

/**
 * A rough height for wrapped text: average glyph width by family style, line height 1.15. Only used to shrink a
 * zone's sizes when its text would not fit — satori does the real layout.
 */
export function estimateTextBox(
  text: string,
  fontSize: number,
  width: number,
  options: { uppercase: boolean; wide: boolean },
) {
  const glyph = fontSize * (options.wide ? 0.64 : 0.56) * (options.uppercase ? 1.12 : 1);
  const charsPerLine = Math.max(1, Math.floor(width / glyph));
  const words = text.split(BREAKABLE_SPACE);
  let lines = 1;
  let current = 0;
  for (const word of words) {
    const length = word.length + (current > 0 ? 1 : 0);
    if (current + length > charsPerLine && current > 0) {
      lines += 1;
      current = word.length;
    } else {
      current += length;
    }
  }
  return { lines, height: lines * fontSize * 1.15, width: Math.min(width, Math.ceil(text.length * glyph)) };
}
