import { BOILERPLATE, guessCopyLanguage } from '@adsmith/domain/copy/copy-check';
import type { BusinessProfile, CustomerAction } from '@adsmith/domain/profile/schemas';
import { splitSentences } from './nlp';
import { Cues } from './offline/cues';
import { LANGUAGE_NAMES } from './offline/copy-phrases';

/**
 * The copy brief: what an ad may say about a business, read from its profile (or, without one, from the brand
 * story), in the form both engines write ads from — benefits, proof, offers, audience, place, language and the
 * actions customers take. Every item is the site's own wording or a figure the site states.
 */
export type CopyBrief = {
  /** The language the copy is written in. */
  language: 'en' | 'de';
  /** The site's language (ISO 639-1), when known. */
  siteLanguage: string | null;
  /** True when the site's language is neither English nor German: the copy is English and says so. */
  marked: boolean;
  businessName: string;
  category: string | null;
  city: string | null;
  country: string | null;
  isLocal: boolean;
  currency: string | null;
  audience: string[];
  /** Value propositions: sentences or phrases in the site's words. */
  benefits: string[];
  /** Short proof lines ready to frame: founding year, counts, ratings, awards. */
  proof: { kind: 'year' | 'count' | 'rating' | 'award'; value: string; scale?: string; count?: number | null }[];
  testimonials: { quote: string; author: string | null }[];
  offers: string[];
  actions: CustomerAction[];
};

export const languageName = (code: string | null): string => (code ? (LANGUAGE_NAMES[code] ?? code.toUpperCase()) : 'another language');

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A sentence taken out of its paragraph loses its link word ("Außerdem sind …" → "Sind …" is no better, so only
 * a connective followed by a comma or a subject-first clause is dropped: "Also, we …" → "We …"). */
const withoutConnective = (text: string) => {
  const stripped = text.replace(/^(?:also|additionally|moreover|plus|in addition|zudem|außerdem|dazu|ebenso),\s+/i, '');
  return stripped.charAt(0).toUpperCase() + stripped.slice(1);
};
/** Site lines that do not sell: questions, apologies, payment providers, headings about a person or the page. */
const NOT_A_BENEFIT = /\?$|^(?:about|über|o nas|о нас)\b|\b(?:leider|unfortunately|unser hauptgeschäft|payment|zahlung\w*|kreditkarte|paypal|stripe|snipcart|cookie)\b/i;
/** Offer kinds worth an ad line (returns and "other" are usually shop terms). */
const AD_OFFERS = new Set(['free_shipping', 'discount', 'trial', 'free_consultation', 'gift', 'guarantee']);

const usable = (text: string) => text.length >= 8 && !BOILERPLATE.test(text) && !Cues.injection.test(text) && !/<|&[a-z#]/i.test(text);

/** Lead-ins the offline story puts before a site sentence; an ad takes the sentence alone. */
const STORY_LEAD_INS = /^(?:what sets us apart|was uns auszeichnet)\s*:\s*/i;

/** Sentences the offline story frames itself (lists of offerings, introductions): not benefits. */
const STORY_FRAMES = /^(?:our services include|our range includes|we offer|meet |zu unseren leistungen gehören|unser sortiment umfasst|wir bieten|das ist )/i;

/** Story sentences that say why to choose the business (the brief's benefits when there is no profile). */
function storyBenefits(story: string): string[] {
  return splitSentences(story)
    .map((sentence) => clean(sentence).replace(STORY_LEAD_INS, ''))
    .map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1))
    .filter((sentence) => usable(sentence) && sentence.length <= 160 && !STORY_FRAMES.test(sentence) && !NOT_A_BENEFIT.test(sentence) && (Cues.differentiator.test(sentence) || Cues.solution.test(sentence)));
}

/** The brief from the profile when there is one, else from the brand story and the offering type. */
export function copyBriefOf(input: {
  profile?: BusinessProfile | null;
  brand_story: string;
  business?: { name: string } | null;
  offering_type?: 'services' | 'products' | 'mixed' | null;
}): CopyBrief {
  const { profile } = input;
  const story = input.brand_story ?? '';
  const siteLanguage = profile?.languages[0] ?? guessCopyLanguage(story);
  const language: 'en' | 'de' = siteLanguage === 'de' ? 'de' : 'en';
  const defaultActions: CustomerAction[] = input.offering_type === 'products' ? ['buy_online'] : input.offering_type ? ['book'] : [];
  if (!profile) {
    const years = [...story.matchAll(/\b(?:since|seit|founded in|gegründet)\s+((?:19|20)\d\d)\b/gi)].map((match) => match[1]!);
    return {
      language,
      siteLanguage,
      marked: Boolean(siteLanguage && siteLanguage !== 'en' && siteLanguage !== 'de'),
      businessName: input.business?.name ?? '',
      category: null,
      city: null,
      country: null,
      isLocal: false,
      currency: null,
      audience: [],
      benefits: storyBenefits(story),
      proof: years.slice(0, 1).map((value) => ({ kind: 'year' as const, value })),
      testimonials: [],
      offers: splitSentences(story).map(clean).filter((sentence) => usable(sentence) && /\bfree (?:shipping|delivery|returns|consultation|quotes?)\b|\bkostenlos/i.test(sentence)),
      actions: defaultActions,
    };
  }
  const proof: CopyBrief['proof'] = [
    ...profile.proof.ratings.map((rating) => ({ kind: 'rating' as const, value: rating.value, scale: rating.scale, count: rating.count })),
    ...profile.proof.counts.map((count) => ({ kind: 'count' as const, value: clean(count.value) })),
    ...(profile.proof.foundedYear ? [{ kind: 'year' as const, value: profile.proof.foundedYear.value }] : []),
    ...profile.proof.awards.map((award) => ({ kind: 'award' as const, value: clean(award.value) })),
  ].filter((item) => usable(item.value) || item.kind === 'year' || item.kind === 'rating');
  return {
    language,
    siteLanguage,
    marked: Boolean(siteLanguage && siteLanguage !== 'en' && siteLanguage !== 'de'),
    businessName: profile.businessName?.value ?? input.business?.name ?? '',
    category: profile.category?.value ?? null,
    // The profile may name the city in English ("Vienna"): German copy leaves it out rather than mix languages.
    city: language === 'en' ? (profile.location.city?.value ?? null) : null,
    country: profile.location.country?.value ?? null,
    isLocal: profile.location.isLocal,
    currency: profile.currency?.value ?? null,
    audience: profile.audience.map((item) => clean(item.value)).filter((text) => text.length >= 3 && !BOILERPLATE.test(text)),
    benefits: [...profile.valuePropositions.map((item) => withoutConnective(clean(item.value))).filter((text) => usable(text) && !NOT_A_BENEFIT.test(text)), ...storyBenefits(story)],
    proof,
    testimonials: profile.proof.testimonials
      .map((testimonial) => ({ quote: clean(testimonial.quote), author: testimonial.author }))
      .filter((testimonial) => usable(testimonial.quote)),
    offers: profile.offers.filter((offer) => AD_OFFERS.has(offer.kind)).map((offer) => clean(offer.text)).filter((text) => usable(text) && !NOT_A_BENEFIT.test(text)),
    actions: profile.actions.length > 0 ? profile.actions.map((action) => action.value) : defaultActions,
  };
}
