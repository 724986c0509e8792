import type { CopyLanguage } from '@adsmith/domain/copy/languages';

/**
 * Whether a generated sentence is whole: it starts where a sentence starts (a capital, not a conjunction) and ends
 * where one ends (not on an article, a preposition or a comma), and it is not a site's navigation (a breadcrumb or
 * a menu). Stitched copy fails these: "… group discounts for." followed by "your own lashes …".
 */

/** Words that join two clauses: a sentence that starts with one continues another. */
const OPENING_JOINERS: Record<CopyLanguage, string> = {
  en: 'and or nor but which whereas',
  de: 'und oder sondern sowie bzw beziehungsweise weshalb wobei',
  fr: 'et ou mais car ni dont lequel laquelle',
  es: 'y e o u pero sino ni cuyo cuya',
  it: 'e ed o od ma oppure né cui',
  nl: 'en of maar want noch',
  pt: 'e ou mas nem cujo cuja',
  pl: 'i oraz lub albo lecz ani który która które',
  ru: 'и или либо но который которая которые',
};

/**
 * Words a sentence cannot end on: articles, determiners, conjunctions and prepositions. German and Dutch leave out
 * the prepositions that double as separable verb particles ("Rufen Sie uns an.", "Bel ons op."); a pronoun after a
 * hyphen ("Profitez-en.", "Compre-o.") is not read as a last word.
 */
const CLOSING_JOINERS: Record<CopyLanguage, string> = {
  en: 'the a an and or but your our their its my for of to with from by at in on into than as via',
  de: 'der die das den dem des ein eine einen einem einer eines und oder für von zum zur bei beim im am vom ins ohne gegen unser unsere ihre',
  fr: 'le la les un une des du de et ou mais pour avec sans dans sur à au aux par chez notre nos votre vos',
  es: 'el la los las un una unos unas y o pero de del para con sin en a al por sobre entre desde hasta nuestro nuestra su sus',
  it: 'il lo la i gli le un uno una e o ma di del della dei delle per con su in a al alla da tra fra nostro nostra nostri nostre',
  nl: 'de het een en of maar van voor met tot onze ons uw',
  pt: 'o a os as um uma e ou mas de do da dos das para com sem em no na nos nas por pelo pela nosso nossa',
  pl: 'i oraz lub albo ale w we z ze na do od dla po przy o za u bez pod nad przez nasz nasza nasze',
  ru: 'и или но а в во на с со к ко по за из от до для о об у без при под над через наш наша наши',
};

function asSets(lists: Record<CopyLanguage, string>): Record<CopyLanguage, ReadonlySet<string>> {
  const sets = {} as Record<CopyLanguage, ReadonlySet<string>>;
  for (const code of Object.keys(lists) as CopyLanguage[]) sets[code] = new Set(lists[code].split(' '));
  return sets;
}
const OPENERS = asSets(OPENING_JOINERS);
const CLOSERS = asSets(CLOSING_JOINERS);

/** Menu and breadcrumb separators: "Shop / Gift Cards |", "Home > Services > Repairs", "Start » Kontakt". */
const NAV_SEPARATOR = /\s[|>»›]\s|\s[|>»›]$|^[|>»›]\s|\s\/\s[^/]*\s\/\s|[|»›]\s*$/u;
/** A first breadcrumb item: "Home", "Startseite", "Accueil" … followed by a separator. */
const NAV_HOME =
  /^(?:home|startseite|start|accueil|inicio|início|home ?page|главная|strona główna)\s*[/|>»›]/iu;

/** Words and numbers: a sentence may end on a price ("… for 14,90 €"). */
const WORD = /[\p{L}\p{M}\p{N}'’]+/gu;
const FIRST_WORD = /^[^\p{L}\p{N}]*([\p{L}\p{M}'’-]+)/u;

/** Why a sentence does not read as a whole one, or null: the first reason found. Names read as "Name". */
export function incompleteReason(sentence: string, language: CopyLanguage): string | null {
  const text = sentence.trim();
  if (/^[,;:)\]}–—]/u.test(text)) return `starts with "${text[0]}"`;
  const first = text.match(FIRST_WORD)?.[1];
  if (first && /^\p{Ll}/u.test(first) && !/\p{Lu}/u.test(first.slice(1)))
    return `starts lower-case ("${first}")`;
  if (first && OPENERS[language].has(first.toLowerCase()))
    return `starts with "${first}", continuing another sentence`;
  if (/[,;:–—-]\s*[.!?…]?$/u.test(text)) return `ends on "${text.replace(/[.!?…\s]+$/u, '').slice(-1)}"`;
  const body = text.replace(/[\s.!?…"“”»«)]+$/u, '');
  // "Profitez-en", "Compre-o": a pronoun after a hyphen closes a sentence.
  if (/-[\p{L}]+$/u.test(body)) return null;
  const words = body.match(WORD) ?? [];
  const last = words[words.length - 1];
  if (!last || words.length < 2) return null;
  // A question may end on a preposition ("What are you waiting for?").
  if (/\?\s*$/.test(text) && language === 'en') return null;
  if (CLOSERS[language].has(last.toLowerCase())) return `ends on "${last}"`;
  return null;
}

/** Why a sentence reads as a site's navigation (a breadcrumb or a menu), or null. */
export function navigationReason(sentence: string): string | null {
  const text = sentence.trim();
  if (NAV_HOME.test(text)) return 'a breadcrumb';
  if (NAV_SEPARATOR.test(text)) return 'menu or breadcrumb separators';
  return null;
}
