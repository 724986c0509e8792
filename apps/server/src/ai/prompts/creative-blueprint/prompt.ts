import { SELECTED_AD_TYPES } from '@adsmith/domain/creatives/constants';
import type { CreativeBlueprintInput } from '@adsmith/domain/drafting/creative-generations';
import { DataTags, quoteData } from '../../model/quote';

/** Prompt for one static image creative plan (SPEC §3 Blueprint), grounded in the ad, product and brand. */
export function creativeBlueprintPrompt(input: CreativeBlueprintInput): string {
  const type =
    input.ad_creative_type === 'auto'
      ? `Choose the ad type that fits best from: ${SELECTED_AD_TYPES.join(', ')}; say why in step 2.`
      : `The ad type is ${input.ad_creative_type}: use exactly this selected_type and plan for it.`;
  const business = {
    name: input.business.name,
    website: input.business.hostname,
    offering_type: input.business.offering_type,
    brand_signals: input.brand_signals,
    product: input.product && {
      name: input.product.name,
      price: input.product.price,
      type: input.product.offering_type,
      description: input.product.description?.slice(0, 600) ?? null,
      has_photo: Boolean(input.product.image_url),
    },
  };
  const ad = {
    assumption: input.hypothesis.hypothesis,
    approach: input.hypothesis.strategic_approach,
    ad_set: input.ad_set,
    headline: input.ad.headline,
    primary_text: input.ad.primary_text,
    description: input.ad.description,
    call_to_action_button: input.ad.cta_label,
    aspect_ratio: input.ad.aspect_ratio,
    creative_idea: input.ad.creative_approach,
    brand_guidelines_from_the_user: input.additional_brand_guidelines_text.slice(0, 2_000),
    guideline_images: input.additional_brand_guidelines_images.length,
    extra_product_images: input.additional_product_images.length,
  };
  return `Plan one static image ad for the business below as a creative blueprint: step 1 brand integration, step 2 ad type, step 3 psychological strategy, step 4 parts 1–4 (concept, visual execution with a hex colour palette, text elements and CTA design, final check). ${type}

How the image is made: an image model paints only the background scene; our renderer then places the product photo and sets every text element exactly as you write it. So:
- The scene description must contain no text, letters or logos, and leave space where the text goes.
- Text elements are every text shown on the image (at most 8): use the ad's own words — the headline, the description, the product's price, the call-to-action button text "${input.ad.cta_label}", the business name. Do not write new claims, numbers, prices, discounts or reviews.
- Colours are hex (#rrggbb); prefer the brand's colours. Fonts: prefer the brand's fonts. Weight 100–900 or a name such as bold; case one of uppercase, lowercase, title, sentence, none; alignment left, center or right; placement in words (top, center, bottom, left, right).

The business, its brand signals and the product, as crawled:
${quoteData(DataTags.crawl, business)}

The brand story:
${quoteData(DataTags.story, input.brand_story.slice(0, 4_000))}

The assumption, the ad set, the ad copy and the user's brand guidelines:
${quoteData(DataTags.insights, ad)}`;
}
