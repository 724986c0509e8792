/**
 * Site fragments that read as copy only until a customer sees them in an ad: an FAQ answer ("Yes, we provide a
 * warranty …"), a page heading glued to the sentence after it ("iPhone 14 Repair Services At MLG FIX, we offer
 * …"), an SEO keyword string ("База скейтшоп доступные скейтборды , подвески …") and a navigation instruction
 * ("Schauen Sie … auf unserer Homepage nach"). Shared by the copy checker and the copy brief both engines write
 * from, in English, German, Russian and Polish.
 */

export type FragmentKind = 'faq_answer' | 'glued_heading' | 'keyword_string' | 'navigation';

/** An answer that needs its question: "Yes, …", "Nein, …", "Да, …", "Tak, …". */
const FAQ_ANSWER =
  /^(?:yes|no|yep|sure|absolutely|of course|ja|nein|natürlich|да|нет|конечно|tak|nie|oczywiście)\s*[,!.–—-]\s*(?!\d)/iu;

/** A run of three or more capitalised words or numbers (a heading) running into a sentence about "we". */
const GLUED_HEADING = new RegExp(
  [
    String.raw`(?:^|[.!?]\s+)(?:[\p{Lu}\d][\p{L}\d'’&+-]*\s+){3,}(?:At|In|For|With|Bei|Mit|Für|Im|В|На|W|Na)\s+[^,.!?]{1,40},\s*(?:we|wir|мы|my)(?![\p{L}])`,
    String.raw`(?:^|[.!?]\s+)(?:[\p{Lu}\d][\p{L}\d'’&+-]*\s+){3,}(?:We|Our|Wir|Unser\w*|Мы|Наш\p{L}*|My|Nasz\p{L}*)\s`,
  ].join('|'),
  'u',
);

/** Pointers to other pages: a customer reading an ad cannot follow them. */
const NAVIGATION = new RegExp(
  String.raw`(?<![\p{L}])(?:click here|tap here|see below|scroll down|visit our (?:website|homepage|site|shop|page)|on our (?:homepage|website|site)|see (?:our|the) (?:homepage|website)|(?:auf )?unsere[rn]? (?:homepage|webseite|website|startseite)|besuch(?:e|en sie|t)\s[^.!?]{0,40}?(?:seite|shop)(?![\p{L}])|schau(?:e|en sie|t)?\s[^.!?]{0,60}?(?:vorbei|nach)(?![\p{L}])|klicken sie|hier klicken|siehe unten|нажмите|перейдите|на нашем сайте|смотрите ниже|kliknij|na naszej stronie|zobacz poniżej)`,
  'iu',
);

const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * A run of search keywords rather than a sentence: a space before a comma ("скейтборды , подвески"), or six or more
 * words with no punctuation inside that repeat a pair of words ("деки для скейтборда … доски для скейтборда").
 */
function isKeywordString(text: string): boolean {
  if (/\p{L}\s+[,;]\s*\p{L}/u.test(text)) return true;
  const body = text.trim().replace(/[.!?…]+$/, '');
  if (/[,;:–—()]|\s-\s/.test(body)) return false;
  const words = body.toLowerCase().match(WORDS) ?? [];
  if (words.length < 6) return false;
  const pairs = words
    .slice(1)
    .map((word, index) => `${words[index]} ${word}`)
    .filter((pair) => pair.length >= 8);
  return pairs.some((pair, index) => pairs.indexOf(pair) !== index);
}

/** The kind of site fragment a text is (or holds), or null when it reads as copy. */
export function fragmentKind(text: string): FragmentKind | null {
  const sentences = text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  if (
    sentences.some(
      (sentence) => FAQ_ANSWER.test(sentence) && sentence.replace(FAQ_ANSWER, '').split(/\s+/).length >= 2,
    )
  )
    return 'faq_answer';
  if (GLUED_HEADING.test(text)) return 'glued_heading';
  if (NAVIGATION.test(text)) return 'navigation';
  if (sentences.some(isKeywordString)) return 'keyword_string';
  return null;
}

/** An FAQ answer as a statement: "Yes, all our repairs come with a warranty." → "All our repairs come with a warranty." */
export function withoutAnswerWord(text: string): string {
  const stripped = text.replace(FAQ_ANSWER, '');
  return stripped === text ? text : stripped.charAt(0).toUpperCase() + stripped.slice(1);
}
