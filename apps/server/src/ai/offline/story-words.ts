import { BOILERPLATE } from '@adsmith/domain/copy/copy-check';
import { fragmentKind, withoutAnswerWord } from '@adsmith/domain/copy/fragments';
import { COPY_LANGUAGES, type CopyLanguage } from '@adsmith/domain/copy/languages';
import { Cues } from './cues';
import { regionalBanks } from './phrase-banks/regional';
import { STORY_PHRASES, storyPhraseTexts } from './phrase-banks/story';

/**
 * The languages the offline story is composed in (the copy languages); a site in any other gets an English story
 * flagged for translation.
 */
export type StoryLanguage = CopyLanguage;
export const STORY_LANGUAGES: readonly StoryLanguage[] = COPY_LANGUAGES;
/**
 * The story's own sentences per language (phrase-banks/story): the story is composed from the profile's facts with
 * them, and a site sentence appears in it only as a quotation.
 */
export { STORY_PHRASES, type StoryPhrases } from './phrase-banks/story';

export const storyLanguageOf = (code: string | null | undefined): StoryLanguage =>
  STORY_LANGUAGES.includes(code as StoryLanguage) ? (code as StoryLanguage) : 'en';

/** Shop, payment, delivery, returns and legal words in the four languages: such a sentence never enters a story. */
const TRANSACTIONAL =
  /(?:basket|\bcart\b|checkout|payment|\bpay\b|apple pay|paypal|stripe|snipcart|credit card|shipping|delivery time|returns?\b|refund|privacy|cookie|terms|imprint|\(copy\)|e-?mail|@|warenkorb|kasse|zahlung\w*|bezahl\w*|kreditkarte|versand(?!kostenfrei)|lieferzeit|rücksend\w*|umtausch\w*|haftung|rechtsverletz\w*|externen webseiten|hauptgeschäft|leider|daten|корзин\w*|оплат\w*|платеж\w*|платёж\w*|карточк\w*|реквизит\w*|доставк\w*|отправк\w*|возврат\w*|вернуть|шифрован\w*|политик\w*|оферт\w*|авито|avito|koszyk\w*|płatnoś\w*|płatn\w*|przelew\w*|dostaw\w*|wysyłk\w*|zwrot\w*|regulamin\w*|polityk\w*|rodo|rückerstatt\p{L}*|товар\p{L}* (?:должен|не должен)|frist\p{L}*|примет участие|выставк\p{L}*|will take part|exhibition|messe|targi|заказчик\p{L}*|употреблени\p{L}*)/iu;

/** Words that tie a sentence to the one before it on the page (a connective, a pronoun, "this …"): lifted alone it reads as stitched. */
const CONNECTIVE =
  /^(?:additionally|also|moreover|however|furthermore|plus|and|but|so|then|außerdem|zudem|auch|dann|jedoch|dodatkowo|ponadto|także|również|jednak|также|кроме того|однако|поэтому|а также|it|this|these|they|he|she|er|es|dies|dieser|diese|dieses|sie (?:sind|ist|haben|werden|können)|он|она|оно|они|этот|эта|эти|on|ona|ono|oni|ten|ta|te)(?![\p{L}])/iu;

/** A usage instruction addressed to the reader ("Beachten sie dabei …", "… halten sie den Stab …"): product manual text. */
const INSTRUCTION =
  /^\p{Lu}\p{Ll}+en sie(?![\p{L}])|(?<![\p{L}])\p{Ll}+en sie (?:den|die|das|dabei|gerne|einen|diese[nrs]?)(?![\p{L}])/u;

/** A sales aside or order instruction ("Bestelle am Besten gleich …", "Закажите …"): no statement about the business. */
const IMPERATIVE =
  /^(?:specialising|specializing|bestelle|bestellen sie|schau\p{L}*|kaufe|kaufen sie|hol\p{L}*|sichere|besuche|order|buy|shop|click|call|закажите|купите|звоните|zamów|kup|zadzwoń)(?![\p{L}])/iu;

/** Whether a site sentence may stand in a story as the business's own clean statement. */
export function isStorySentence(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length >= 20 &&
    trimmed.length <= 220 &&
    !BOILERPLATE.test(trimmed) &&
    !Cues.injection.test(trimmed) &&
    !TRANSACTIONAL.test(trimmed) &&
    fragmentKind(trimmed) === null &&
    !/^(?:about|über|о нас|o nas)\b/iu.test(trimmed) &&
    !CONNECTIVE.test(trimmed) &&
    !IMPERATIVE.test(trimmed) &&
    !INSTRUCTION.test(trimmed) &&
    // A truncated item, a footnote or a shouted label ("ВАЖНО:", "*Товар …").
    // A truncated or split line starts lower-case ("cloud e.U., mittels welchem …").
    !/…$|[:;,]$|^\*|^\p{Lu}{3,}:|^\p{Ll}/u.test(trimmed) &&
    // A label or heading rather than a sentence: no verb-ish lower-case word run.
    (trimmed.match(/\p{Ll}{3,}/gu)?.length ?? 0) >= 3
  );
}

/** A shouting line ("СКИДКА 7% ПРИ ЗАКАЗЕ ОТ 2х ДЕК!") in sentence case; words of the business name keep theirs. */
export function calm(text: string, name: string): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = text.match(/\p{Lu}/gu) ?? [];
  const keep = new Set(name.split(/\s+/));
  const sentence = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
  if (letters.length > 0 && upper.length / letters.length > 0.6) {
    return sentence(
      text
        .split(/(\s+)/)
        .map((word) => (keep.has(word) ? word : word.toLowerCase()))
        .join(''),
    );
  }
  return text.replace(/(?<![\p{L}])(\p{Lu})(\p{Lu}{3,})(?![\p{L}])/gu, (word, first: string, rest: string) =>
    keep.has(word) ? word : `${first}${rest.toLowerCase()}`,
  );
}

/** An FAQ answer or offer line as a statement the story can use, or null when it is no clean statement. */
export function statement(text: string): string | null {
  const plain = withoutAnswerWord(text.trim());
  return isStorySentence(plain) ? plain : null;
}

/**
 * An offering's name as a person says it: without pack counts ("10 x "), sizes and volumes ("d12см, h10см,
 * объем 2.5л", "43.5x29см"), model codes after a slash, add-ons after "+" and lower-case bracketed asides.
 */
export function displayName(name: string): string {
  const short = name
    .replace(/^\s*\d+\s*[x×х]\s+/iu, '')
    // Lower-case asides go ("(литьевое)"); codes stay, they are part of the name ("KN95 (FFP2) Filterpads").
    .replace(/\s*\([^)A-Z\d]*\)/g, '')
    .replace(/\s*\+.*$/, '')
    .replace(/\s*\/.*$/, '')
    .split(/,\s*/)[0]!
    .replace(
      /(?:\s+|^)(?:[dhwl]\s?)?\d+(?:[.,]\d+)?(?:\s?[x×х]\s?\d+(?:[.,]\d+)?)*\s?(?:см|мм|м|л|мл|cm|mm|ml|l|кг|kg|g|г)(?![\p{L}])/giu,
      '',
    )
    .replace(/\s+(?:объем|объём|volume|inhalt)\s*$/iu, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return short.length >= 3 ? short : name.trim();
}

/** A name with its numbers as one mark: sizes and pack counts of one product read alike ("d20см", "d30см"). */
const withoutNumbers = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\d+(?:[.,]\d+)?/g, '#');

/**
 * The names a story lists a catalogue's offerings by: each one's short name (displayName) unless another offering
 * that is not the same thing in another size or pack shortens to it too ("Grazing + 1 meal a day" and "Grazing
 * (with foal)" both to "Grazing"), then its whole name: such a short name would put one offering's price on
 * another's name.
 */
export function storyNames(catalogue: readonly string[]): (name: string) => string {
  const owners = new Map<string, Set<string>>();
  for (const name of catalogue) {
    const key = displayName(name).toLowerCase();
    owners.set(key, (owners.get(key) ?? new Set()).add(withoutNumbers(name)));
  }
  return (name) => {
    const short = displayName(name);
    return (owners.get(short.toLowerCase())?.size ?? 0) > 1 ? name.trim() : short;
  };
}

/** Who a sentence says the customers are, in the languages the offline story is written in. */
export const AUDIENCE_CUE = new RegExp(
  [
    Cues.audience.source,
    String.raw`\d{2}\s?[–—-]\s?\d{2}(?:\s?(?:year|jahr|лет|lat))|(?:aged|age|im alter|в возрасте|w wieku)\s+\d`,
    String.raw`(?<![\p{L}])(?:kunden|kundinnen|familien|unternehmen|firmen|eltern|anfänger|клиент\p{L}*|покупател\p{L}*|любител\p{L}*|профессионал\p{L}*|хозяйк\p{L}*|дачник\p{L}*|семь\p{L}*|родител\p{L}*|klient\p{L}*|kobiet\p{L}*|rodzin\p{L}*|mam\b|firm\p{L}*)(?![\p{L}])`,
    // French, Dutch, Spanish, Italian, Portuguese: the customers by name, or "for families / voor wie …".
    String.raw`(?<![\p{L}])(?:kundschaft|client\p{L}*|clientèle|familles|particuliers|entreprises|professionnels|débutants|amateurs|propriétaires|klant\p{L}*|gezinnen|ouders|particulieren|bedrijven|ondernemers|liefhebbers|eigenaren|familias|padres|empresas|profesionales|principiantes|aficionados|propietarios|famiglie|genitori|aziende|professionisti|principianti|appassionati|proprietari|famílias|profissionais|iniciantes|proprietários|(?:travaillons|werken|trabajamos|lavoriamo|trabalhamos)\s+(?:pour|voor|para|per|con|com|avec|met)|voor (?:wie|iedereen|mensen)|pour (?:tous|toutes|ceux|celles)|para (?:quienes|todos|todas)|per (?:chi|tutti))(?![\p{L}])`,
  ].join('|'),
  'iu',
);

/** A problem or need a sentence states, in the languages the offline story is written in. */
export const PROBLEM_CUE = new RegExp(
  [
    Cues.problem.source,
    String.raw`\?$|nervous|returning to|second language|special (?:adaptations|requirements?)|particular requirement`,
    // A problem or a need in German, French, Dutch, Spanish, Italian and Portuguese.
    String.raw`(?<![\p{L}])(?:keine (?:lust|zeit)|lange warten|wartezeit\p{L}*|kaputt|defekt|ärger\p{L}*|brauchen|benötig\p{L}*|schwierig\p{L}*|probl[eè]m\p{L}*|pannes?|en ont assez|marre|soucis?|attendre|attente|éviter|cassé\p{L}*|fuites?|difficile\p{L}*|manque de|besoins?|pas le temps|inquiet\p{L}*|probleem\p{L}*|genoeg van|zat van|last van|wachten|voorkomen|vermijden|kapot|lekkage|lekt|storing\p{L}*|moeilijk\p{L}*|gedoe|geen tijd|nodig|behoefte\p{L}*|averías?|cansad\p{L}* de|preocupa\p{L}*|estrés|estresse|esperar|evitar|rot[oa]s?|difícil\p{L}*|necesita\p{L}*|necesidad\p{L}*|guast\p{L}*|stanc\p{L}* di|preoccup\p{L}*|aspettare|attesa|evitare|rott[oiae]|difficil\p{L}*|bisogno|quebrad\p{L}*|precisa\p{L}*|necessidade\p{L}*|sem tempo|sin tiempo)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:risiko|problem\p{L}*|schutz|schützen|vermeiden|ärger|stress|избега\p{L}*|переплат\p{L}*|посредник\p{L}*|проблем\p{L}*|брак\p{L}*|слом\p{L}*|трудн\p{L}*|wygod\p{L}*|problem\p{L}*|kłopot\p{L}*|stres\p{L}*|bezpieczeństw\p{L}*|bezpieczenstw\p{L}*|pewności siebie)(?![\p{L}])`,
  ].join('|'),
  'iu',
);

/** The business saying what it does ("We repair bikes", "Wir reparieren", "Nous réparons", "Wij repareren"). */
export const OFFER_CUE = new RegExp(
  [
    Cues.solution.source,
    String.raw`(?<![\p{L}])(?:wir (?:bieten|reparieren|verkaufen|liefern|fertigen|bauen|installieren|helfen|gestalten|backen|reinigen|warten)|unser (?:angebot|sortiment|team)|unsere (?:leistungen|produkte)|nous (?:proposons|offrons|réparons|vendons|livrons|fabriquons|installons|aidons|créons|entretenons|concevons)|nos (?:services|produits|prestations)|(?:wij|we) (?:bieden|repareren|verkopen|leveren|maken|bouwen|installeren|helpen|ontwerpen|onderhouden)|onze (?:diensten|producten)|ofrecemos|reparamos|vendemos|entregamos|fabricamos|instalamos|ayudamos|creamos|diseñamos|nuestros (?:servicios|productos)|offriamo|ripariamo|vendiamo|consegniamo|produciamo|installiamo|aiutiamo|creiamo|progettiamo|i nostri (?:servizi|prodotti)|oferecemos|ajudamos|criamos|nossos (?:serviços|produtos))(?![\p{L}])`,
  ].join('|'),
  'iu',
);

/**
 * Whether a sentence states a problem or need: a problem cue outside the business's own account of what it does,
 * so "We repair and service bikes" states the offer, not a need, while "We fix leaking roofs" names the leak.
 */
export const statesNeed = (sentence: string): boolean =>
  PROBLEM_CUE.test(sentence.replace(new RegExp(OFFER_CUE.source, 'giu'), ' '));

/** Proof a sentence gives: years, counts of customers, qualifications, reviews, in the four languages. */
export const PROOF_CUE = new RegExp(
  [
    String.raw`\b(?:since|seit|founded|established|gegründet)\s+(?:\d{4})`,
    String.raw`(?:^|\s)(?:с|od)\s+\d{4}`,
    String.raw`\d[\d\s.,]*\+?\s+(?:customers|clients|families|students|pupils|orders|reviews|years|kunden|familien|jahre\p{L}*|клиент\p{L}*|семей|лет|год\p{L}*|отзыв\p{L}*|klient\p{L}*|rodzin|lat)`,
    String.raw`(?<![\p{L}])(?:qualified|certified|accredited|award\p{L}*|rated|testimonial|years of experience|zertifiziert|erfahr\p{L}*|опыт\p{L}*|сертифиц\p{L}*|doświadczeni\p{L}*|certyfik\p{L}*)`,
  ].join('|'),
  'iu',
);

/** An age range or a place named as where the customers live: the detail feedback asks for when it is missing. */
export const AUDIENCE_DETAIL =
  /(?<![:\d])\d{2}\s?[–—-]\s?\d{2}(?![:\d])|(?<![\p{L}])(?:aged|age|years? old|year olds|im alter|jährig\p{L}*|в возрасте|w wieku)(?![\p{L}])|(?:live|living|wohnen|живут|mieszkają)\s+(?:in|на|в|w)\s/iu;

/** Capitalised words the story's own sentences bring in: grounding must not take them for names. */
export const STORY_FRAME_WORDS: readonly string[] = [
  ...Object.values(STORY_PHRASES),
  ...regionalBanks('story', STORY_PHRASES),
].flatMap((say) => storyPhraseTexts(say).flatMap((text) => text.match(/\p{Lu}[\p{L}]*/gu) ?? []));

/**
 * A name a French or Dutch sentence writes in lower case after a colon or in a list: a common phrase the site
 * capitalised as a heading ("Behandeling manuele therapie", "Foin"), not a brand or a title ("Tailor Express", "KN95 Masken").
 */
export function isCommonPhrase(text: string): boolean {
  const words = text
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const [first, ...rest] = words;
  return (
    first !== undefined &&
    /^\p{Lu}\p{Ll}+(?:['’-]\p{L}+)*$/u.test(first) &&
    rest.every((word) => !/^\p{Lu}/u.test(word))
  );
}

/** Languages that write a common noun after a colon in lower case. */
const LOWER_AFTER_COLON: readonly StoryLanguage[] = ['fr', 'nl'];

/** A name as it stands after a colon or in a list in the story's language ("Foin" → "foin" in French). */
export const inRunningText = (text: string, language: StoryLanguage): string =>
  LOWER_AFTER_COLON.includes(language) && isCommonPhrase(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;

/**
 * The capitals after a colon that French and Dutch write in lower case: a common phrase starting upper-case right
 * after the colon (a quotation, a brand, a title or one of the given names, a town, may start with a capital).
 */
export function capitalsAfterColon(
  text: string,
  language: StoryLanguage,
  names: readonly string[] = [],
): string[] {
  if (!LOWER_AFTER_COLON.includes(language)) return [];
  return [...text.matchAll(/:[\s\u00a0]+(\p{Lu}[^,.;:!?«»“”"]*)/gu)]
    .map((match) => match[1]!.trim())
    .filter((phrase) => !names.some((name) => name && phrase.startsWith(name)))
    .filter((phrase) => isCommonPhrase(phrase.split(/\s+(?:et|en|and)\s+/)[0]!));
}

/**
 * The sentences of a story that are a site's sentence outside quotation marks (lifted rather than quoted): every
 * site sentence of at least six words whose words a story sentence, its quotations left out, contains in order.
 * A line that is one of the profile's names (an offering, the opening hours) is no sentence: names stand in lists.
 */
export function unmarkedSiteSentences(
  story: string,
  siteTexts: readonly string[],
  names: readonly string[] = [],
): string[] {
  const norm = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const unquoted = norm(story.replace(/[“„«"][^“”„«»"]*[”“»"]/gu, ' '));
  const named = names.map(norm);
  const found = new Set<string>();
  for (const text of siteTexts)
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
      const words = norm(sentence);
      if (words.split(' ').length < 6 || named.some((name) => name.includes(words))) continue;
      if (` ${unquoted} `.includes(` ${words} `)) found.add(sentence.trim());
    }
  return [...found];
}
