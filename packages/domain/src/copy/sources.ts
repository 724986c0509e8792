import type { BusinessProfile } from '../profile/schemas';

/** Everything a business profile states, as texts the copy checker may take facts from (values and their quotes). */
export function profileSourceTexts(profile: BusinessProfile | null | undefined): string[] {
  if (!profile) return [];
  const sourced = (items: readonly { value: string; source: { quote: string | null } | null }[]) =>
    items.flatMap((item) => [item.value, item.source?.quote ?? '']);
  const { location, proof } = profile;
  return [
    ...sourced([profile.businessName, profile.category].filter((item) => item !== null)),
    ...sourced(
      [location.country, location.region, location.city, location.street].filter((item) => item !== null),
    ),
    ...sourced(profile.audience),
    ...sourced(profile.valuePropositions),
    ...sourced(proof.counts),
    ...sourced(proof.awards),
    ...sourced(proof.press),
    proof.foundedYear?.value ?? '',
    ...proof.testimonials.map((testimonial) => testimonial.quote),
    ...proof.ratings.flatMap((rating) => [
      `${rating.value}/${rating.scale}`,
      rating.count === null ? '' : String(rating.count),
      rating.source.quote ?? '',
    ]),
    ...profile.offers.flatMap((offer) => [offer.text, offer.source.quote ?? '']),
  ].filter((text) => text.trim().length > 0);
}
