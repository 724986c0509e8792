/**
 * What counts as proof in ad copy, shared by the profile builder (which reads proof counts from the site) and the
 * copy checker (which flags a proof line whose figure is no proof): a number of people served, years in business,
 * jobs done, reviews or countries — read as such, in English, German, Russian and Polish — and the frames the
 * drafting engines put around a figure ("Since 2008", "Уже более 5800 клиентов").
 */

type ProofKind = 'people' | 'years' | 'jobs' | 'reviews' | 'countries';

const NOUNS: Record<ProofKind, string> = {
  people:
    'customers|clients|students|families|patients|guests|riders|members|learners|pupils|users|kunden|kundinnen|schüler(?:innen)?|familien|patienten|gäste|mitglieder|клиентов|покупателей|учеников|студентов|семей|пациентов|гостей|klientów|klientek|uczniów|rodzin|pacjentów|gości',
  years: 'years|jahre[n]?|лет|года|lat',
  jobs: 'repairs|lessons|orders|projects|jobs|installations|weddings|sessions|reparaturen|fahrstunden|bestellungen|projekte|aufträge|ремонтов|уроков|заказов|проектов|napraw|lekcji|zamówień|projektów|zabiegów|stylizacji',
  reviews: 'reviews|ratings|bewertungen|rezensionen|отзывов|opinii|recenzji',
  countries: 'countries|ländern|стран|krajów',
};

/** The smallest figure of each kind that proves anything ("10 lessons" is a package, "500 lessons" a record). */
const MINIMUM: Record<ProofKind, number> = { people: 10, years: 2, jobs: 50, reviews: 5, countries: 3 };
/** Years in business above this are a calendar year ("2008 года"), not a duration. */
const MAX_YEARS = 150;

const QUALIFIER = String.raw`(?:over|more than|almost|nearly|about|around|über|mehr als|fast|rund|более|свыше|около|почти|ponad|prawie|blisko|około)\s+`;
const FIGURE = String.raw`\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d+`;
const KINDS = Object.keys(NOUNS) as ProofKind[];
const COUNT = new RegExp(
  String.raw`(?<![\p{L}\d.,])(${QUALIFIER})?(${FIGURE})\s*\+?\s*(?:(${NOUNS.people})|(${NOUNS.years})|(${NOUNS.jobs})|(${NOUNS.reviews})|(${NOUNS.countries}))(?![\p{L}])`,
  'giu',
);

/** A word that names a model rather than leads up to a count ("iPhone 14", "PS 5", "Xbox 360"). */
const MODEL_WORD = /(?:\p{Ll}\p{Lu}|^\p{Lu}{2,}\d*$|\d$)/u;

export type ProofCount = { value: string; index: number; kind: ProofKind };

/** Every proof count in a text ("more than 5800 clients", "12 years"), with where it starts. */
export function findProofCounts(text: string): ProofCount[] {
  const found: ProofCount[] = [];
  for (const match of text.matchAll(COUNT)) {
    const kind = KINDS[match.slice(3, 8).findIndex((group) => group !== undefined)]!;
    const number = Number((match[2] ?? '').replace(/[^\d]/g, ''));
    if (number < MINIMUM[kind] || (kind === 'years' && number > MAX_YEARS)) continue;
    const before = text.slice(0, match.index).trimEnd().split(/\s+/).at(-1) ?? '';
    if (!match[1] && before && MODEL_WORD.test(before)) continue;
    found.push({ value: match[0].trim(), index: match.index ?? 0, kind });
  }
  return found;
}

/** Whether the whole text is a proof count (the figure inside a proof frame). */
export function isProofCount(text: string): boolean {
  const figure = text.trim().replace(/[.!]+$/, '');
  return findProofCounts(figure).some((count) => count.index === 0 && count.value.length === figure.length);
}

/** Whether the text is a founding year a business could have. */
export const isFoundingYear = (text: string, now = new Date()): boolean =>
  /^\d{4}$/.test(text.trim()) && Number(text) >= 1800 && Number(text) <= now.getFullYear();

export type ProofLanguage = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'ru';

/**
 * The frames around a figure, per language, written so the figure needs no case agreement: the count keeps the
 * site's own inflection ("5800 клиентов", "300 klientek") and the year stands after a fixed preposition.
 */
export const PROOF_FRAMES: Record<ProofLanguage, { since: [string, string]; counting: [string, string] }> = {
  en: { since: ['Since ', ''], counting: ['', ' and counting'] },
  de: { since: ['Seit ', ''], counting: ['Schon ', ''] },
  fr: { since: ['Depuis ', ''], counting: ['Déjà ', ''] },
  es: { since: ['Desde ', ''], counting: ['Ya ', ''] },
  it: { since: ['Dal ', ''], counting: ['Già ', ''] },
  nl: { since: ['Sinds ', ''], counting: ['Al ', ''] },
  pt: { since: ['Desde ', ''], counting: ['Já ', ''] },
  ru: { since: ['С ', ' года'], counting: ['Уже ', ''] },
  pl: { since: ['Od ', ' roku'], counting: ['Już ', ''] },
};

export const frameSince = (language: ProofLanguage, year: string): string =>
  `${PROOF_FRAMES[language].since[0]}${year}${PROOF_FRAMES[language].since[1]}`;
/** "Уже более 5800 клиентов": the count as the site wrote it, its first letter lower-cased after a lead word. */
export function frameCounting(language: ProofLanguage, count: string): string {
  const [before, after] = PROOF_FRAMES[language].counting;
  const figure =
    before && /^\p{Lu}\p{Ll}/u.test(count) ? count.charAt(0).toLowerCase() + count.slice(1) : count;
  const text = `${before}${figure}${after}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The proof lines of a text whose figure is no proof: "14 Repair and counting" (a model number), "2023 года and
 * counting" (a date), "Since 2099". Only frames whose figure starts with a number (or a qualifier and a number) are
 * read, so "Schon gewusst?" is no proof line at all.
 */
export function falseProofLines(text: string, now = new Date()): string[] {
  const wrong: string[] = [];
  for (const sentence of text.split(/(?<=[.!?…])\s+|\s+[–—]\s+/)) {
    const line = sentence.trim().replace(/[.!]+$/, '');
    const lower = line.toLowerCase();
    for (const frames of Object.values(PROOF_FRAMES)) {
      const [sinceBefore, sinceAfter] = frames.since.map((part) => part.toLowerCase()) as [string, string];
      if (
        lower.startsWith(sinceBefore) &&
        lower.endsWith(sinceAfter) &&
        line.length > sinceBefore.length + sinceAfter.length
      ) {
        const figure = line.slice(sinceBefore.length, line.length - sinceAfter.length);
        if (/^\d+$/.test(figure) && !isFoundingYear(figure, now)) wrong.push(line);
      }
      const [before, after] = frames.counting.map((part) => part.toLowerCase()) as [string, string];
      if (
        (before || after) &&
        lower.startsWith(before) &&
        lower.endsWith(after) &&
        line.length > before.length + after.length
      ) {
        const figure = line.slice(before.length, line.length - after.length);
        if (new RegExp(String.raw`^(?:${QUALIFIER})?\d`, 'iu').test(figure) && !isProofCount(figure))
          wrong.push(line);
      }
    }
  }
  return [...new Set(wrong)];
}
