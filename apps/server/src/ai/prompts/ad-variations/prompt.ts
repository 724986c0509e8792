import { TextLimits } from '@adsmith/domain/common/constants';
import type { AdVariationsGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
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
  const existing =
    input.existing_ads.length > 0
      ? `\n\nAds the ad set already has, as data — do not repeat their headlines:\n${quoteData(DataTags.existing, input.existing_ads)}`
      : '';
  return `Write exactly ${count} ad(s) for the ad set "${input.ad_set.name.replace(/"/g, "'")}" on the ${input.channel} channel. Each ad shows one or more of the offerings below and argues the assumption. Limits: headline ${TextLimits.headline} characters, primary text ${TextLimits.primaryText}, description ${TextLimits.description}; up to 5 variations each of headline and primary text, the first equal to the main one. Use only these calls to action: ${options.join(', ')}. Name only offerings, prices and facts present in the material.

The business and the ad set's offerings, as crawled:
${quoteData(DataTags.crawl, business)}

The brand story:
${quoteData(DataTags.story, input.brand_story.slice(0, 6_000))}

The assumption being tested and the audience:
${quoteData(DataTags.insights, { assumption: input.hypothesis.hypothesis, approach: input.hypothesis.strategic_approach, audience: input.ad_set.selection_reasoning })}${existing}`;
}
