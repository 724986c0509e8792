import { BOILERPLATE, guessCopyLanguage, isWelcome } from '@adsmith/domain/copy/copy-check';
import { fragmentKind, withoutAnswerWord } from '@adsmith/domain/copy/fragments';
import { isFoundingYear, isProofCount } from '@adsmith/domain/copy/proof';
import { copyVariantFor, VARIANT_NAMES, type CopyVariant } from '@adsmith/domain/copy/variants';
import { knownCountry, type BusinessProfile, type CustomerAction } from '@adsmith/domain/profile/schemas';
import { tradeFamily, type TradeFamily } from '@adsmith/domain/profile/trades';
import { splitSentences } from './nlp';
import { cityByForm, cityName } from '../modules/profile/rules/location';
import { Cues } from './offline/cues';
import { COPY_LANGUAGES, LANGUAGE_NAMES, type CopyLanguage } from './offline/copy-phrases';

/**
 * The copy brief: what an ad may say about a business, read from its profile (or, without one, from the brand
 * story), in the form both engines write ads from — benefits, proof, offers, audience, place, language and the
 * actions customers take. Every item is the site's own wording or a figure the site states.
 */
export type CopyBrief = {
  /** The language the copy is written in: the site's own when the phrase banks have it (en, de, fr, es, it, nl, pt, pl, ru), else English. */
  language: CopyLanguage;
  /** The site's language (ISO 639-1), when known. */
  siteLanguage: string | null;
  /** True when the site's language is none the copy is written in: the copy is English and says so. */
  marked: boolean;
  /** The language's regional variant the business's country reads (pt-BR, es-419), when it has one. */
  variant: CopyVariant | null;
  businessName: string;
  category: string | null;
  /** The family of the business's trade (profile.trade), which words closing lines and picks calls to action. */
  family: TradeFamily | null;
  /** Whether the category is in the copy's language: English copy, or the site's own words ("Restaurant"). */
  categoryInCopyLanguage: boolean;
  city: string | null;
  country: string | null;
  isLocal: boolean;
  currency: string | null;
  audience: string[];
  /** Value propositions: sentences or phrases in the site's words, without FAQ, heading, keyword or navigation
   * fragments, truncated sentences or shouting. */
  benefits: string[];
  /** Short proof lines ready to frame: founding year, counts, ratings, awards. */
  proof: {
    kind: 'year' | 'count' | 'rating' | 'award';
    value: string;
    scale?: string;
    count?: number | null;
  }[];
  testimonials: { quote: string; author: string | null }[];
  offers: string[];
  actions: CustomerAction[];
};

export const languageName = (code: string | null): string =>
  code ? (LANGUAGE_NAMES[code] ?? code.toUpperCase()) : 'another language';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A sentence taken out of its paragraph loses its link word ("Außerdem sind …" → "Sind …" is no better, so only
 * a connective followed by a comma or a subject-first clause is dropped: "Also, we …" → "We …"). */
const withoutConnective = (text: string) => {
  const stripped = text.replace(
    /^(?:also|additionally|moreover|plus|in addition|zudem|außerdem|dazu|ebenso|также|кроме того|dodatkowo|ponadto|poza tym),\s+/iu,
    '',
  );
  return stripped.charAt(0).toUpperCase() + stripped.slice(1);
};
/**
 * Site lines that do not sell: questions, apologies, warnings, payment terms, headings about a person or the page,
 * and asides that lean on the page around them ("Bestelle am Besten gleich die Filterpads dazu").
 */
const NOT_A_BENEFIT =
  /\?$|^(?:about|über|o nas|о нас|важно|wichtig|important|uwaga|hinweis)(?![\p{L}])|(?<![\p{L}])(?:leider|unfortunately|unser hauptgeschäft|payment|zahlung\p{L}*|kreditkarte|paypal|stripe|snipcart|cookie|dazu|hierzu|оплат\p{L}*|платеж\p{L}*|платёж\p{L}*|реквизит\p{L}*|płatnoś\p{L}*|przelew\p{L}*)(?![\p{L}])/iu;
/**
 * The city as the copy names it: English copy as the profile has it; other copy by the city's own name in that
 * language's script ("Vienna" → "Wien", "Warszawie" → "Warszawa"), else not at all (a German ad never says "Vienna").
 */
export function copyCity(city: string | null, language: CopyLanguage): string | null {
  if (!city || language === 'en') return city;
  const own = cityByForm(city)?.name ?? cityName(city);
  return /\p{Script=Cyrillic}/u.test(own) === (language === 'ru') ? own : null;
}

/** Offer kinds worth an ad line (returns and "other" are usually shop terms). */
const AD_OFFERS = new Set(['free_shipping', 'discount', 'trial', 'free_consultation', 'gift', 'guarantee']);

const usable = (text: string) =>
  text.length >= 8 &&
  !BOILERPLATE.test(text) &&
  !Cues.injection.test(text) &&
  !/<|&[a-z#]/i.test(text) &&
  !/(?:…|\.\.\.)$/.test(text) &&
  // A web address is a link on the page, not a line of an ad; an unclosed bracket was cut from its paragraph.
  !/(?:https?:\/\/|(?<![\p{L}\p{N}])www\.)/iu.test(text) &&
  (text.match(/\(/g)?.length ?? 0) === (text.match(/\)/g)?.length ?? 0) &&
  fragmentKind(text) === null &&
  // A greeting is for a visitor already on the site; a phone number is the call button's, not a line of copy.
  !isWelcome(text) &&
  !PHONE_NUMBER.test(text);

/** A phone number as sites write it ("(914) 406-4474", "+31 30 123 45 67", "0800 123 456"). */
const PHONE_NUMBER =
  /\(\d{2,5}\)\s?\d{3,4}[\s.-]\d{3,4}|\+\d{1,3}[\s.-]?\d{1,4}(?:[\s.-]\d{2,4}){2,4}|(?<![\p{L}\p{N}])\d{3}[.-]\d{3}[.-]\d{4}(?!\p{N})/u;

/** Whether a site line may stand in an ad: no boilerplate, fragment, markup or truncation, and it sells. */
export const adUsable = (text: string): boolean => usable(text) && !NOT_A_BENEFIT.test(text);

/** Shouted text in sentence case ("СКИДКА 7% ПРИ ЗАКАЗЕ ОТ 2х ДЕК!" → "Скидка 7% при заказе от 2х дек!"); a
 * shouted first word alone loses its capitals too ("KOSTENLOSER Versand" → "Kostenloser Versand"). */
export function calm(text: string): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((letter) => /\p{Lu}/u.test(letter)).length;
  if (letters.length >= 8 && upper / letters.length > 0.7) {
    const lower = text.toLowerCase();
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  }
  return text.replace(
    /^(\p{Lu})(\p{Lu}{3,})(?=\s)/u,
    (_, first: string, rest: string) => first + rest.toLowerCase(),
  );
}

/** A site line as an ad may use it: whitespace collapsed, an FAQ answer word and a link word dropped, no shouting. */
export const adLine = (text: string) =>
  calm(withoutConnective(withoutAnswerWord(clean(text))))
    // A note after the last stop belongs inside it: "Наждак в комплекте! (перфорированный)" → "Наждак в комплекте (перфорированный)!"
    .replace(/([.!])\s*(\([^()]{1,40}\))$/u, ' $2$1');

/** Lead-ins the offline story puts before a site sentence; an ad takes the sentence alone. */
const STORY_LEAD_INS = /^(?:what sets us apart|was uns auszeichnet)\s*:\s*/i;

/** Sentences the offline story frames itself (lists of offerings, introductions): not benefits. */
const STORY_FRAMES =
  /^(?:our services include|our range includes|we offer|meet |zu unseren leistungen gehören|unser sortiment umfasst|wir bieten|das ist )/i;

/**
 * The trade family each category the profile rules name (CATEGORY_CUES) belongs to: a category of another family
 * than the profile's trade was read from a page about something else (a locksmith's neighbourhood page mentioning
 * restaurants), and an ad never calls the business by it.
 */
export const CATEGORY_FAMILIES: Record<string, TradeFamily> = {
  'driving school': 'learning',
  'language school': 'learning',
  'nail and lash salon': 'beauty_fitness',
  'beauty salon': 'beauty_fitness',
  'hair salon': 'beauty_fitness',
  'fitness studio': 'beauty_fitness',
  restaurant: 'food_drink',
  café: 'food_drink',
  bakery: 'food_drink',
  'device repair shop': 'home_repairs',
  'dental practice': 'health',
  photographer: 'professional',
  'skateboard shop': 'shops',
  'plant-pot manufacturer': 'shops',
  'face-mask shop': 'shops',
  'online shop': 'shops',
};

/** The profile's category when it agrees with its trade (or either is unknown), else null. */
export function categoryOfTrade(profile: Pick<BusinessProfile, 'category' | 'trade'>): string | null {
  const category = profile.category?.value ?? null;
  if (!category || !profile.trade) return category;
  const family = CATEGORY_FAMILIES[category.toLowerCase()];
  return family && family !== tradeFamily(profile.trade.key) ? null : category;
}

/** Story sentences that say why to choose the business (the brief's benefits when there is no profile). */
function storyBenefits(story: string): string[] {
  return splitSentences(story)
    .map((sentence) => clean(sentence).replace(STORY_LEAD_INS, ''))
    .map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1))
    .filter(
      (sentence) =>
        usable(sentence) &&
        sentence.length <= 160 &&
        !STORY_FRAMES.test(sentence) &&
        !NOT_A_BENEFIT.test(sentence) &&
        (Cues.differentiator.test(sentence) || Cues.solution.test(sentence)),
    );
}

/**
 * The language drafts for a business are written in: the profile's (else the brand story's) when the phrase banks
 * have it, else English, marked so the owner has it translated before it runs.
 */
export function draftLanguageOf(input: { profile?: BusinessProfile | null; brand_story?: string | null }): {
  language: CopyLanguage;
  siteLanguage: string | null;
  marked: boolean;
  /** The language's regional variant the business's country reads (pt-BR, es-419), when it has one. */
  variant: CopyVariant | null;
} {
  const siteLanguage = input.profile?.languages[0] ?? guessCopyLanguage(input.brand_story ?? '');
  const language: CopyLanguage = COPY_LANGUAGES.find((code) => code === siteLanguage) ?? 'en';
  const marked = Boolean(siteLanguage && language !== siteLanguage);
  const variant = marked ? null : copyVariantFor(language, knownCountry(input.profile?.location));
  return { language, siteLanguage, marked, variant };
}

/**
 * The flag on every artefact drafted in English for a site in another language ("English draft: the site is in
 * Finnish; translate it before publishing. "), or nothing.
 */
export const translationNote = (draft: { marked: boolean; siteLanguage: string | null }): string =>
  draft.marked
    ? `English draft: the site is in ${languageName(draft.siteLanguage)}; translate it before publishing. `
    : '';

/**
 * What a prompt asks of the model's language: the site's when Adsmith writes it, whole sentences with names and
 * quotes as the site has them; else English with the translation flag first in every text.
 */
export const languageInstruction = (draft: {
  language: CopyLanguage;
  marked: boolean;
  siteLanguage: string | null;
  variant?: CopyVariant | null;
}): string =>
  draft.marked
    ? `The site is in ${languageName(draft.siteLanguage)}, which Adsmith does not write: write in English and begin every text with "${translationNote(draft).trim()}". Quote the site's names as they are, never a sentence of the site's language.`
    : `Write every sentence in ${languageName(draft.language)}${draft.variant ? ` as ${VARIANT_NAMES[draft.variant]} writes it (the business's country)` : ''}, the site's language, whole — never an English word or phrase inside a ${languageName(draft.language)} sentence. Names, prices and quotes keep the site's words; put a name where it needs no other grammatical form (after a colon, in a list, as a label).`;

/** A text without the translation flag translationNote puts first: what the owner's words are. */
export const withoutTranslationNote = (text: string): string =>
  text.replace(/^English draft: the site is in [^;]*; translate it before publishing\.\s*/, '');

/** The brief from the profile when there is one, else from the brand story and the offering type. */
export function copyBriefOf(input: {
  profile?: BusinessProfile | null;
  brand_story: string;
  business?: { name: string } | null;
  offering_type?: 'services' | 'products' | 'mixed' | null;
}): CopyBrief {
  const { profile } = input;
  const story = input.brand_story ?? '';
  const { language, siteLanguage, marked, variant } = draftLanguageOf(input);
  const defaultActions: CustomerAction[] =
    input.offering_type === 'products' ? ['buy_online'] : input.offering_type ? ['book'] : [];
  if (!profile) {
    const years = [...story.matchAll(/\b(?:since|seit|founded in|gegründet)\s+((?:19|20)\d\d)\b/gi)].map(
      (match) => match[1]!,
    );
    return {
      language,
      siteLanguage,
      marked,
      variant,
      businessName: input.business?.name ?? '',
      category: null,
      family: null,
      categoryInCopyLanguage: false,
      city: null,
      country: null,
      isLocal: false,
      currency: null,
      audience: [],
      benefits: storyBenefits(story),
      proof: years
        .filter((value) => isFoundingYear(value))
        .slice(0, 1)
        .map((value) => ({ kind: 'year' as const, value })),
      testimonials: [],
      offers: splitSentences(story)
        .map(adLine)
        .filter(
          (sentence) =>
            usable(sentence) &&
            /\bfree (?:shipping|delivery|returns|consultation|quotes?)\b|\bkostenlos/i.test(sentence),
        ),
      actions: defaultActions,
    };
  }
  const proof: CopyBrief['proof'] = [
    ...profile.proof.ratings.map((rating) => ({
      kind: 'rating' as const,
      value: rating.value,
      scale: rating.scale,
      count: rating.count,
    })),
    // Profiles built before the proof rules were tightened may hold a model number or a date as a count.
    ...profile.proof.counts
      .map((count) => ({ kind: 'count' as const, value: clean(count.value) }))
      .filter((count) => isProofCount(count.value)),
    ...(profile.proof.foundedYear && isFoundingYear(profile.proof.foundedYear.value)
      ? [{ kind: 'year' as const, value: profile.proof.foundedYear.value }]
      : []),
    ...profile.proof.awards.map((award) => ({ kind: 'award' as const, value: clean(award.value) })),
  ].filter((item) => usable(item.value) || item.kind === 'year' || item.kind === 'rating');
  return {
    language,
    siteLanguage,
    marked,
    variant,
    businessName: profile.businessName?.value ?? input.business?.name ?? '',
    category: categoryOfTrade(profile),
    family: profile.trade ? tradeFamily(profile.trade.key) : null,
    categoryInCopyLanguage:
      language === 'en' ||
      Boolean(
        profile.category &&
        profile.category.source.quote?.toLowerCase().includes(profile.category.value.toLowerCase()),
      ),
    city: copyCity(profile.location.city?.value ?? null, language),
    country: profile.location.country?.value ?? null,
    isLocal: profile.location.isLocal,
    currency: profile.currency?.value ?? null,
    audience: profile.audience
      .map((item) => clean(item.value))
      .filter((text) => text.length >= 3 && !BOILERPLATE.test(text)),
    benefits: [
      ...profile.valuePropositions
        .map((item) => adLine(item.value))
        .filter((text) => usable(text) && !NOT_A_BENEFIT.test(text)),
      ...storyBenefits(story),
    ],
    proof,
    testimonials: profile.proof.testimonials
      .map((testimonial) => ({ quote: clean(testimonial.quote), author: testimonial.author }))
      .filter((testimonial) => usable(testimonial.quote)),
    // An offer of another kind counts when it names no figure: "Easy Home Collection" sells, "Versand in 1-2 Tagen" is a term.
    offers: profile.offers
      .filter(
        (offer) =>
          AD_OFFERS.has(offer.kind) ||
          (offer.kind === 'other' && !/\d/.test(offer.text) && offer.text.length <= 60),
      )
      .map((offer) => adLine(offer.text))
      .filter((text) => usable(text) && !NOT_A_BENEFIT.test(text)),
    actions: profile.actions.length > 0 ? profile.actions.map((action) => action.value) : defaultActions,
  };
}
