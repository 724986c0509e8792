import type { User } from '@adsmith/domain/auth/schemas';
import type {
  GenerateAdVariationsResponse,
  generateAdVariationsRequestSchema,
} from '@adsmith/domain/campaigns/api-schemas';
import { CampaignLimits, TextLimits } from '@adsmith/domain/common/constants';
import { NameLimits } from '@adsmith/domain/campaigns/constants';
import { resolveCallToAction } from '@adsmith/domain/campaigns/cta';
import { allowedCallsToAction } from '@adsmith/domain/copy/copy-check';
import { collectAdIssues } from '@adsmith/domain/campaigns/draft-rules';
import {
  AdGenerationMessages,
  CampaignLimitMessages,
  CampaignRuleMessages,
} from '@adsmith/domain/campaigns/messages';
import { newDraftKey } from '@adsmith/domain/campaigns/new-items';
import { adSchema, type Ad } from '@adsmith/domain/campaigns/schemas';
import type { Product } from '@adsmith/domain/crawl/schemas';
import type { AdVariationDraft } from '@adsmith/domain/drafting/campaign-generations';
import type { z } from 'zod';
import { fitWords } from '../../../ai/offline/campaign/campaign-facts';
import { clipQuote } from '../../../ai/offline/format';
import { AppError } from '../../../lib/errors';
import { engineContext, loadCampaignContext, requireKnownProducts, toProductRef } from '../campaign-context';
import type { GenerationDeps } from './generate-campaign';

type Request = z.output<typeof generateAdVariationsRequestSchema>;

/** How many ads one call drafts: one per product, at least 2 and at most 3, within the free slots. */
export const adsToRequest = (slots: number, productCount: number): number =>
  Math.min(slots, Math.max(2, Math.min(productCount, 3)));

const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Variations clipped to the limit, distinct, at most 5, the first equal to the main text (SPEC §5). */
function variationsOf(main: string, variations: string[], max: number): string[] {
  const clipped = variations.map((text) => fitWords(text, max)).filter((text) => text.length > 0);
  const distinct = [main, ...clipped].filter(
    (text, index, all) => all.findIndex((other) => key(other) === key(text)) === index,
  );
  return distinct.slice(0, CampaignLimits.maxVariations);
}

/** An engine's ad as a valid draft ad of the ad set, or why nothing usable is left of it. */
function toAd(
  draft: AdVariationDraft,
  request: Request,
  products: Product[],
  options: { channel: string; offeringType: Parameters<typeof resolveCallToAction>[2] },
): Ad | { problem: string } {
  const headline = fitWords(draft.headline, TextLimits.headline);
  const primary = fitWords(draft.primary_text, TextLimits.primaryText);
  if (!headline || !primary) return { problem: 'it had no headline or primary text.' };
  const productIds = [...new Set(draft.product_ids)].filter((id) =>
    products.some((product) => product.id === id),
  );
  const shown = products.find((product) => product.id === productIds[0]) ?? products[0]!;
  const parsed = adSchema.safeParse({
    id: newDraftKey('ad'),
    ad_set_id: request.ad_set.id,
    ad_set_name: clipQuote(request.ad_set.name, NameLimits.adSet),
    name: clipQuote(draft.name.trim(), NameLimits.ad) || clipQuote(`${shown.name} ad`, NameLimits.ad),
    ad_type: 'single_image',
    headline,
    headline_variations: variationsOf(headline, draft.headline_variations, TextLimits.headline),
    primary_text: primary,
    primary_text_variations: variationsOf(primary, draft.primary_text_variations, TextLimits.primaryText),
    description: fitWords(draft.description, TextLimits.description),
    call_to_action: resolveCallToAction(draft.call_to_action, options.channel, options.offeringType),
    custom_cta_text: null,
    aspect_ratio: '1:1',
    media_url: null,
    media: null,
    product: {
      name: shown.name,
      price: shown.price,
      image_url: shown.image_url,
      landing_page: shown.landing_page,
    },
    product_ids: productIds.length > 0 ? productIds.slice(0, CampaignLimits.maxProductsPerAdSet) : [shown.id],
    creative_approach: clipQuote(draft.creative_approach.trim(), NameLimits.reasoning),
    value_proposition: clipQuote(draft.value_proposition.trim(), NameLimits.reasoning),
    isManuallyCreated: false,
  });
  if (!parsed.success)
    return {
      problem: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    };
  const issues = collectAdIssues(parsed.data, options.channel, options.offeringType);
  return issues.length === 0 ? parsed.data : { problem: issues.map((issue) => issue.message).join('; ') };
}

/**
 * Drafts ads for one ad set (SPEC §7 POST /generate-ad-variations) within its free slots (5 per ad set, and the
 * caller's remaining slots for the campaign's 10). Copy is clipped to the SPEC limits, calls to action are those
 * the channel and the business's offering type allow, and each ad shows the ad set's products. The status is
 * success when every requested ad came back usable, partial_success when some did, failure when none did
 * (including an engine failure, which the SPEC reports through the status). Nothing is saved.
 */
export async function generateAdVariations(
  deps: GenerationDeps,
  options: { user: User; request: Request; log?: (error: unknown) => void },
): Promise<GenerateAdVariationsResponse> {
  const { request } = options;
  const context = await loadCampaignContext(deps.db, {
    user: options.user,
    hypothesisId: request.hypothesis_id,
  });
  const products = requireKnownProducts(context, request.selected_products, 'selected_products');
  // existing_ads are the campaign's ads so far (the wizard sends them all, so no line repeats across ad sets);
  // remaining_slots is what this ad set may still take. Neither limit may be passed.
  if (request.existing_ads.length >= CampaignLimits.maxAdsPerCampaign)
    throw new AppError('BAD_REQUEST', CampaignLimitMessages.maxAdsPerCampaign);
  const slots = Math.min(
    request.remaining_slots,
    CampaignLimits.maxAdsPerAdSet,
    CampaignLimits.maxAdsPerCampaign - request.existing_ads.length,
  );
  if (slots <= 0)
    throw new AppError('BAD_REQUEST', CampaignRuleMessages.maxAdsPerAdSet(CampaignLimits.maxAdsPerAdSet));
  const requested = adsToRequest(slots, products.length);
  const base = engineContext(context);
  const ctaOptions = allowedCallsToAction({
    channel: request.channel,
    objective: request.objective ?? null,
    offeringType: context.offeringType,
  });
  let drafts: AdVariationDraft[] = [];
  let engineProblem: string | null = null;
  try {
    const { value } = await deps.engine.adVariations({
      business: context.business,
      offering_type: context.offeringType,
      call_to_action_options: ctaOptions,
      brand_story: base.brand_story,
      hypothesis: base.hypothesis,
      ad_set: {
        id: request.ad_set.id,
        name: request.ad_set.name,
        selection_reasoning: request.ad_set.selection_reasoning ?? '',
        targeting_approach: request.ad_set.targeting_approach ?? '',
        audience_type: request.ad_set.audience_type ?? '',
        daily_budget: 0,
        targeting: {
          geo_locations: { countries: [], cities: [], regions: [] },
          genders: [],
          age_min: 18,
          age_max: 65,
          publisher_platforms: [],
          device_platforms: [],
          facebook_positions: [],
          instagram_positions: [],
        },
        optimization_goal: '',
        billing_event: '',
        bid_strategy: '',
      },
      existing_ads: request.existing_ads.map((ad) => ({
        headline: ad.headline,
        primary_text: ad.primary_text,
        primary_text_variations: ad.primary_text_variations ?? [],
      })),
      selected_products: products.map(toProductRef),
      remaining_slots: requested,
      channel: request.channel,
      objective: request.objective,
      profile: context.profile,
    });
    drafts = value.ad_variations;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    options.log?.(error);
    engineProblem = error.message;
  }
  // Every requested ad comes out, or the answer says why it did not: one reason per missing ad.
  const ads: Ad[] = [];
  const reasons: string[] = [];
  for (let position = 1; position <= requested; position += 1) {
    const draft = drafts[position - 1];
    const ad = draft
      ? toAd(draft, request, products, { channel: request.channel, offeringType: context.offeringType })
      : null;
    if (ad && !('problem' in ad)) ads.push(ad);
    else if (ad) reasons.push(AdGenerationMessages.adNotUsable(position, requested, ad.problem));
    else if (!engineProblem) reasons.push(AdGenerationMessages.adNotWritten(position, requested));
  }
  if (engineProblem) reasons.unshift(AdGenerationMessages.nothingWritten(engineProblem));
  const status = ads.length === 0 ? 'failure' : ads.length < requested ? 'partial_success' : 'success';
  return { status, ad_variations: ads, reasons, engine: deps.engine.info };
}
