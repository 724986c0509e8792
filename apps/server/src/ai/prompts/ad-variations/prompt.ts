import { TextLimits } from '@adsmith/domain/common/constants';
import type { AdVariationsGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { copyBriefOf, languageName } from '../../copy-brief';
import { DataTags, quoteData } from '../../model/quote';

/** Prompt for the ads of one ad set, within the SPEC §5 text limits and the allowed calls to action. */
export function adVariationsPrompt(
  input: AdVariationsGenerationInput,
  count: number,
  options: readonly string[],
): string {
  const business = {
    name: input.business?.name ?? null,
    website: input.business?.start_url ?? null,
    offerings: input.selected_products.map((product) => ({
      id: product.id,
      name: product.name,
      price: product.price,
      currency: product.currency ?? null,
      type: product.offering_type,
      description: product.description?.slice(0, 400) ?? null,
    })),
  };
  // The same copy brief the offline engine writes from: the profile's benefits, proof, offers, audience and place.
  const brief = copyBriefOf(input);
  const facts = {
    language: brief.marked ? 'en' : brief.language,
    audience: brief.audience.slice(0, 5),
    benefits: brief.benefits.slice(0, 8),
    proof: brief.proof.slice(0, 5),
    testimonials: brief.testimonials.slice(0, 3),
    offers: brief.offers.slice(0, 5),
    city: brief.isLocal ? brief.city : null,
    customer_actions: brief.actions,
  };
  const existing =
    input.existing_ads.length > 0
      ? `\n\nAds the ad set already has, as data — do not repeat their headlines:\n${quoteData(DataTags.existing, input.existing_ads)}`
      : '';
  return `Write exactly ${count} ad(s) for the ad set "${input.ad_set.name.replace(/"/g, "'")}" on the ${input.channel} channel. Each ad shows one or more of the offerings below and argues the assumption. Limits: headline ${TextLimits.headline} characters, primary text ${TextLimits.primaryText}, description ${TextLimits.description}; up to 5 variations each of headline and primary text, the first equal to the main one. Use only these calls to action: ${options.join(', ')}. Name only offerings, prices and facts present in the material.
Write in ${facts.language === 'de' ? 'German' : 'English'}${brief.marked ? ` (the site is in ${languageName(brief.siteLanguage)}; say so in creative_approach)` : ''}. Each ad takes its own angle — benefit (a hook question, then the benefit), proof (a rating, count, year or a customer's words) or offer (price and the site's offers) — using hook → benefit → proof → offer → call to action, problem → agitation → solution, or feature → advantage → benefit. Variations are different angles, never the main text with words added. No sentence may appear in two ads. Headlines are not product names followed by the site name; descriptions add a benefit, proof or offer, never a price alone. No HTML, no shipping or legal terms.

What the business profile says, as data (benefits, proof and offers in the site's own words):
${quoteData(DataTags.crawl, facts)}

The business and the ad set's offerings, as crawled:
${quoteData(DataTags.crawl, business)}

The brand story:
${quoteData(DataTags.story, input.brand_story.slice(0, 6_000))}

The assumption being tested and the audience:
${quoteData(DataTags.insights, { assumption: input.hypothesis.hypothesis, approach: input.hypothesis.strategic_approach, audience: input.ad_set.selection_reasoning })}${existing}`;
}
