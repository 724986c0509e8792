import { normalizeHex } from '@adsmith/domain/creatives/colors';

/** What the user's brand-guideline text asks for, as the planner and the server apply it. */
export type Guidelines = {
  /** Colours to use, in the order written (hex codes and common colour names). */
  colors: string[];
  /** Colours the text says to avoid. */
  avoidColors: string[];
  /** A font family named in the text, if any (see KNOWN_FAMILIES). */
  font: string | null;
  /** Words or phrases the creative must not say. */
  avoidWords: string[];
};

/** Families the user may name; matched case-insensitively as whole words. */
export const KNOWN_FAMILIES = [
  'Inter',
  'Montserrat',
  'Lora',
  'Playfair Display',
  'Roboto',
  'Open Sans',
  'Poppins',
  'Lato',
  'Merriweather',
  'Georgia',
  'Helvetica',
  'Arial',
  'Raleway',
  'Oswald',
];

/** Common colour names a brand guideline uses, as the hex the renderer paints. */
const NAMED_COLORS: Record<string, string> = {
  black: '#111111',
  white: '#ffffff',
  navy: '#1f2f5c',
  blue: '#1f5fbf',
  'sky blue': '#5ab0e6',
  teal: '#147d7b',
  turquoise: '#2ab3a6',
  green: '#2e7d32',
  'forest green': '#1f5130',
  olive: '#6b7a2a',
  lime: '#9ccc1b',
  mint: '#9be3c4',
  yellow: '#f2c318',
  gold: '#c9a227',
  mustard: '#d4a017',
  orange: '#e8772e',
  coral: '#f07a63',
  red: '#c62828',
  burgundy: '#7a1f2b',
  maroon: '#6d1a24',
  pink: '#e86a9a',
  'dusty pink': '#d8a7a7',
  blush: '#efc6c2',
  purple: '#6a3d9a',
  lavender: '#b8a4d9',
  brown: '#6d4c33',
  beige: '#e8dcc8',
  cream: '#f6f0e2',
  grey: '#7a7a7a',
  gray: '#7a7a7a',
  charcoal: '#36393d',
  silver: '#c0c4c8',
  sand: '#d9c7a3',
  terracotta: '#c0613e',
};

const AVOID =
  /\b(?:avoid|avoiding|don'?t use|do not use|never use|never say|don'?t say|do not say|no|not|without|exclude|ban|banned|forbidden)\b/i;
const NAME_PATTERN = new RegExp(
  `\\b(${Object.keys(NAMED_COLORS)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(' ', '\\s+'))
    .join('|')})\\b`,
  'gi',
);
const HEX = /#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g;

/**
 * Reads brand-guideline text clause by clause (split at sentence ends, semicolons and line breaks): hex codes and
 * colour names are colours to use, or to avoid when the clause says avoid / don't use / no …; a known font family
 * is the font; quoted words in an avoid clause ("avoid the words “cheap” and “sale”"), or the words right after
 * "never say" / "avoid the word", are words the creative must not say.
 */
export function parseGuidelines(text: string): Guidelines {
  const result: Guidelines = { colors: [], avoidColors: [], font: null, avoidWords: [] };
  for (const clause of text.split(/[.;\n!?]+/)) {
    const avoiding = AVOID.test(clause);
    const found = [
      ...[...clause.matchAll(HEX)].map((match) => ({ at: match.index, hex: normalizeHex(match[0])! })),
      ...[...clause.matchAll(NAME_PATTERN)].map((match) => ({
        at: match.index,
        hex: NAMED_COLORS[match[1]!.toLowerCase().replace(/\s+/g, ' ')]!,
      })),
    ]
      .sort((a, b) => a.at - b.at)
      .map((item) => item.hex);
    const target = avoiding ? result.avoidColors : result.colors;
    for (const hex of found) if (!target.includes(hex)) target.push(hex);
    if (avoiding) {
      const quoted = [...clause.matchAll(/["“”„'‘’«»]([^"“”„'‘’«»]{2,40})["“”„'‘’«»]/g)].map((match) =>
        match[1]!.trim(),
      );
      const named =
        /\b(?:never say|don'?t say|do not say|avoid (?:the )?(?:word|term|phrase)s?)\s+([\p{L}\p{N}-]{2,30})/iu.exec(
          clause,
        )?.[1];
      for (const word of [...quoted, ...(named ? [named] : [])])
        if (!result.avoidWords.includes(word.toLowerCase())) result.avoidWords.push(word.toLowerCase());
    }
  }
  result.font = KNOWN_FAMILIES.find((family) => new RegExp(`\\b${family}\\b`, 'i').test(text)) ?? null;
  result.colors = result.colors.filter((colour) => !result.avoidColors.includes(colour));
  return result;
}

/** Whether a text says one of the words to avoid (whole words, any case). */
export function saysAvoided(text: string, avoidWords: string[]): string | null {
  const lower = text.toLowerCase();
  return (
    avoidWords.find((word) =>
      new RegExp(
        `(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`,
        'u',
      ).test(lower),
    ) ?? null
  );
}
