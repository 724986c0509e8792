import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { mapFontFamily, RENDER_FAMILIES, type RenderFamily } from './fonts';
import { roleOf } from './typography';

/** The fonts a brand guideline's text asks for: one for headings, one for the rest (either may be unnamed). */
export type GuidelineFonts = { heading: RenderFamily | null; body: RenderFamily | null; named: string[] };

/**
 * Typefaces a guideline names without a label: the installed families and the fonts brands most often specify,
 * each drawn as the installed family nearest to it (mapFontFamily: Futura → Montserrat, Garamond → Lora).
 */
const KNOWN_FACES = [
  ...RENDER_FAMILIES,
  'Source Sans Pro',
  'Helvetica Neue',
  'Helvetica',
  'Arial',
  'Futura',
  'Gotham',
  'Avenir',
  'Proxima Nova',
  'Gill Sans',
  'Garamond',
  'Baskerville',
  'Didot',
  'Bodoni',
  'Georgia',
  'Times New Roman',
  'Century Gothic',
  'Gilroy',
  'Josefin Sans',
  'Work Sans',
  'DM Sans',
  'Cormorant Garamond',
  'Libre Baskerville',
  'Bebas Neue',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FACE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...KNOWN_FACES]
    .sort((a, b) => b.length - a.length)
    .map((face) => escape(face).replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);
/** A face the text labels as the font ("Font: Brandon Text", "Schrift: …", "police : …", "tipografía: …"). */
const LABELLED =
  /(?:[Ff]onts?|[Tt]ypefaces?|[Tt]ypography|[Ss]chrift(?:art)?|[Pp]olice|[Ff]uente|[Tt]ipograf[ií]a|[Cc]arattere|[Ll]ettertype|[Cc]zcionka|[Шш]рифт)\s*[:=]\s*["“'«]?([\p{Lu}][\p{L}\p{N}]*(?:[ -][\p{Lu}\p{N}][\p{L}\p{N}]*){0,3})/gu;
const HEADING_WORDS =
  /(?<!\p{L})(headings?|headlines?|titles?|display|überschriften?|titres?|t[ií]tulos?|titoli|titolo|koppen|kop|nagłówki|заголов\p{L}*)(?!\p{L})/iu;
const BODY_WORDS =
  /(?<!\p{L})(body|text|copy|paragraphs?|fließtext|texte|corps|cuerpo|testo|tekst|broodtekst|treść|текст\p{L}*)(?!\p{L})/iu;
const AVOID =
  /\b(avoid|don'?t use|do not use|never use|not|no|without|nicht|keine?|jamais|pas|evita|nunca|niet|nie)\b/i;

/**
 * Reads the fonts a brand guideline's text names, clause by clause (split at sentence ends, semicolons, commas and
 * line breaks): a known typeface anywhere, or any name after a label ("Font: …"), as the installed family nearest
 * to it; a clause that speaks of headings or titles gives the heading font, one that speaks of body text or copy
 * the body font, and one that says neither gives both when they are still open. A clause that says to avoid a
 * font gives nothing.
 */
export function guidelineFonts(text: string): GuidelineFonts {
  const result: GuidelineFonts = { heading: null, body: null, named: [] };
  for (const clause of text.split(/[.;,\n!?]+|\s(?:and|und|et|y|e|i|и)\s/)) {
    if (AVOID.test(clause)) continue;
    const names = [
      ...[...clause.matchAll(FACE)].map((match) => match[1]!),
      ...[...clause.matchAll(LABELLED)].map((match) => match[1]!.trim()),
    ];
    const name = names[0];
    if (!name) continue;
    const family = mapFontFamily(name.replace(/\s+/g, ' '));
    if (!result.named.includes(name)) result.named.push(name);
    const heading = HEADING_WORDS.test(clause);
    const body = BODY_WORDS.test(clause);
    if (heading) result.heading = family;
    if (body) result.body = family;
    if (!heading && !body) {
      result.heading ??= family;
      result.body ??= family;
    }
  }
  return result;
}

/**
 * The blueprint's text in the guideline's fonts: the headline, the brand line and the price in the heading font,
 * the other lines and the button in the body font. Unchanged where the guideline names none.
 */
export function withGuidelineFonts(blueprint: Blueprint, fonts: GuidelineFonts): Blueprint {
  if (!fonts.heading && !fonts.body) return blueprint;
  const part3 = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
  const text_elements = part3.text_elements.map((element) => {
    const font = ['headline', 'brand', 'price'].includes(roleOf(element))
      ? (fonts.heading ?? fonts.body)
      : (fonts.body ?? fonts.heading);
    return font ? { ...element, font_family: font } : element;
  });
  return {
    ...blueprint,
    step_4_ad_type_specific_blueprint: {
      ...blueprint.step_4_ad_type_specific_blueprint,
      part_3_textual_elements_and_typography: { ...part3, text_elements },
    },
  };
}
