import type { CampaignGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { DataTags, quoteData } from '../../model/quote';

type ContextInput = Pick<
  CampaignGenerationInput,
  'brand_story' | 'hypothesis' | 'business' | 'products' | 'offering_type'
>;

/**
 * The material every campaign prompt quotes, each part in the tag the system prompt declares as data: the business
 * and its offerings (crawled), the brand story, and the chosen assumption (the user's own words).
 */
export function campaignMaterial(input: ContextInput): string {
  const business = {
    name: input.business?.name ?? null,
    website: input.business?.start_url ?? null,
    sells: input.offering_type,
    offerings: (input.products ?? []).slice(0, 30).map((product) => ({
      id: product.id,
      name: product.name,
      price: product.price,
      currency: product.currency ?? null,
      type: product.offering_type,
      description: product.description?.slice(0, 300) ?? null,
      page: product.landing_page,
    })),
  };
  return `The business and its offerings, as crawled from its website:
${quoteData(DataTags.crawl, business)}

The brand story:
${quoteData(DataTags.story, input.brand_story.slice(0, 6_000))}

The assumption the campaign tests, as the owner saved it:
${quoteData(DataTags.insights, input.hypothesis)}`;
}
