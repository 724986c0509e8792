import type { CreativeMaterial } from '@adsmith/domain/drafting/creative-generations';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import type { SelectedAdType } from '@adsmith/domain/creatives/constants';
import type { TextElement } from '@adsmith/domain/creatives/blueprint';
import { isWelcome } from '@adsmith/domain/copy/copy-check';

import { adLine } from '../../copy-brief';
import { completeLine, fragmentReason } from './complete-line';

/**
 * The profile's material for creatives: its shortest substantial testimonial (with its author), its best-supported
 * rating, its first offer and up to three value propositions as features. Only what the site says; nothing when
 * there is no profile. Every line is complete (whole sentences, or for features and offers whole clauses): a line
 * that cannot be shortened without cutting a thought in half is left out, never ended with an ellipsis, and so is one
 * that was never whole (fragmentReason: cut at the page's line break, a web address, a navigation trail). `accepts`
 * says whether a line reads in the ad's language (the copy language checks): a bilingual site's English
 * propositions are no bullets on a Spanish creative.
 */
export function creativeMaterialOf(
  profile: BusinessProfile | null | undefined,
  { accepts = () => true }: { accepts?: (line: string) => boolean } = {},
): CreativeMaterial {
  if (!profile) return { testimonial: null, rating: null, offer: null, features: [] };
  const testimonial =
    [...profile.proof.testimonials]
      .filter((item) => item.quote.trim().length >= 20)
      .sort((a, b) => a.quote.length - b.quote.length)
      .map((item) => ({ quote: completeLine(item.quote, 150, { sentencesOnly: true }), author: item.author }))
      .find((item) => item.quote !== null) ?? null;
  const offer =
    profile.offers
      .filter((item) => fragmentReason(item.text) === null)
      .map((item) => completeLine(item.text, 90))
      .find((text) => text !== null && accepts(text)) ?? null;
  // As an ad line (no "Dodatkowo," left hanging), whole statements before ones shortened to a clause; a sentence the
  // page cut at a line break, a web address or a menu trail is never a bullet, nor a welcome ("Welkom bij …" greets a
  // visitor already on the site; the ad's viewer is not).
  const lines = profile.valuePropositions
    .map((item) => adLine(item.value))
    .filter((line) => fragmentReason(line, { sentence: true }) === null && !isWelcome(line) && accepts(line));
  const features = [
    ...lines.map((line) => completeLine(line, 60)).filter((text) => text !== null && lines.includes(text)),
    ...lines.map((line) => completeLine(line, 60)),
  ]
    .filter(
      (text, index, all): text is string =>
        text !== null && all.findIndex((other) => other?.toLowerCase() === text.toLowerCase()) === index,
    )
    .slice(0, 3);
  const rating = [...profile.proof.ratings].sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0] ?? null;
  return {
    testimonial: testimonial?.quote
      ? { quote: testimonial.quote, author: testimonial.author?.trim() || null }
      : null,
    rating: rating ? `${rating.value}/${rating.scale}${rating.count ? ` (${rating.count})` : ''}` : null,
    offer,
    features,
  };
}

/** What a type needs and has not: the reason it cannot be made as designed (never filled with invented text). */
export function missingMaterial(type: SelectedAdType, material: CreativeMaterial | undefined): string | null {
  if (type === 'social_proof' && !material?.testimonial && !material?.rating)
    return 'the site shows no testimonial or rating, so the creative uses the ad’s own copy';
  if (type === 'promotion' && !material?.offer)
    return 'the site states no offer, so the creative shows the ad’s own copy and price';
  if (type === 'feature_callout' && (material?.features.length ?? 0) < 2)
    return 'the site names fewer than two features, so the creative uses the ad’s own copy';
  return null;
}

/**
 * The type's material as text elements added to the ad's copy: the testimonial (as the quote headline, the ad's
 * headline becoming a supporting line) with its author or the rating for social proof, the offer for a promotion,
 * the features as a list for a feature callout. The copy elements keep their fonts and colours.
 */
export function materialElements(
  type: SelectedAdType,
  material: CreativeMaterial | undefined,
  elements: TextElement[],
): TextElement[] {
  if (!material) return elements;
  const headline = elements.find((element) => element.element_name === 'headline');
  const like = (
    base: TextElement | undefined,
    fields: Partial<TextElement> & Pick<TextElement, 'element_name' | 'content'>,
  ): TextElement => ({
    font_family: base?.font_family ?? 'Inter',
    weight: '400',
    size_description: 'medium',
    color: base?.color ?? '#111111',
    case: 'none',
    alignment: base?.alignment ?? 'left',
    placement_description: 'below the headline',
    ...fields,
  });
  const rest = elements.filter((element) => element.element_name !== 'subheadline');
  if (type === 'social_proof' && material.testimonial) {
    const quote = like(headline, {
      element_name: 'testimonial_quote',
      content: `“${material.testimonial.quote}”`,
      weight: '600',
      size_description: 'large',
      placement_description: 'top',
    });
    const author = material.testimonial.author
      ? [like(headline, { element_name: 'testimonial_author', content: `— ${material.testimonial.author}` })]
      : [];
    return [
      quote,
      ...author,
      ...rest.filter((element) => element !== headline),
      ...(headline
        ? [{ ...headline, element_name: 'supporting_headline', size_description: 'medium', weight: '600' }]
        : []),
    ];
  }
  if (type === 'social_proof' && material.rating)
    return [
      ...rest.slice(0, 2),
      like(headline, { element_name: 'supporting_rating', content: material.rating, weight: '700' }),
      ...rest.slice(2),
    ];
  if (type === 'promotion' && material.offer)
    return [
      ...rest.slice(0, 2),
      like(headline, { element_name: 'supporting_offer', content: material.offer, weight: '700' }),
      ...rest.slice(2),
    ];
  if (type === 'feature_callout' && material.features.length >= 2) {
    const features = material.features.map((feature, index) =>
      like(headline, { element_name: `feature_${index + 1}`, content: feature }),
    );
    const cta = rest.filter((element) => /cta/.test(element.element_name));
    return [...rest.filter((element) => !/cta|price/.test(element.element_name)), ...features, ...cta];
  }
  return elements;
}
