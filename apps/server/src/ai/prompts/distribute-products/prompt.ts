import type { DistributeProductsInput } from '@adsmith/domain/drafting/campaign-generations';
import { DataTags, quoteData } from '../../model/quote';

/** Prompt for allocating offerings to ad sets by audience fit. */
export function distributePrompt(input: DistributeProductsInput): string {
  const products = input.products.map((product) => ({
    id: product.id,
    name: product.name,
    price: product.price,
    type: product.offering_type,
    description: product.description?.slice(0, 300) ?? null,
  }));
  const adSets = input.ad_sets.map((adSet) => ({
    id: adSet.id,
    name: adSet.name,
    audience: adSet.audience_type ?? null,
    reasoning: adSet.selection_reasoning,
    approach: adSet.targeting_approach ?? null,
  }));
  return `Allocate the offerings to the ad sets so that each ad set gets the offerings its audience is most likely to buy. Rules: every ad set gets at least 1 and at most ${input.max_per_set} offerings; an offering appears at most once per ad set; prefer giving each offering to one ad set only; use the ids exactly as given. Explain each allocation in terms of the audience.

The offerings, as crawled:
${quoteData(DataTags.crawl, products)}

The ad sets:
${quoteData(DataTags.existing, adSets)}

The assumption being tested:
${quoteData(DataTags.insights, input.hypothesis.hypothesis)}`;
}
