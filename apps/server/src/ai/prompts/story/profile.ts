import type { CrawlFacts } from '../../engine';
import { languageName } from '../../copy-brief';
import { storyOfferings } from '../../offline/profile-story';
import { isStorySentence, storyLanguageOf } from '../../offline/story-words';

/**
 * What the business profile says, for the story and feedback prompts: the same items the offline story composes
 * from (clean value propositions only, the best-known offerings under short names with prices), each in the site's
 * words. Null without a profile.
 */
export function storyProfileForPrompt(facts: CrawlFacts) {
  const profile = facts.profile;
  if (!profile) return null;
  const siteLanguage = profile.languages[0] ?? null;
  return {
    name: profile.businessName?.value ?? facts.siteName,
    category: profile.category?.value ?? null,
    city: profile.location.city?.value ?? null,
    language: siteLanguage ? languageName(siteLanguage) : null,
    write_in: languageName(storyLanguageOf(siteLanguage)),
    audience: profile.audience.map((item) => item.value),
    value_propositions: profile.valuePropositions.map((item) => item.value).filter(isStorySentence),
    best_known_offerings: storyOfferings(
      facts.offerings,
      profile.currency?.value ?? null,
      siteLanguage ?? 'en',
    ),
    proof: {
      founded: profile.proof.foundedYear?.value ?? null,
      counts: profile.proof.counts.map((item) => item.source.quote ?? item.value),
      testimonials: profile.proof.testimonials
        .slice(0, 3)
        .map((item) => ({ quote: item.quote, author: item.author })),
      ratings: profile.proof.ratings.map(
        (rating) => `${rating.value}/${rating.scale}${rating.count ? ` (${rating.count})` : ''}`,
      ),
      awards: profile.proof.awards.map((item) => item.value),
    },
    offers: profile.offers
      .filter((offer) => offer.kind !== 'returns' && offer.kind !== 'other')
      .map((offer) => offer.text),
  };
}
