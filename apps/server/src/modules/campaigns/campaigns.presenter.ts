import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { adAccountCurrencyFor } from '@adsmith/domain/campaigns/budget';
import type {
  CallToAction,
  AdType,
  AspectRatio,
  Objective,
  OptimizationGoal,
  BillingEvent,
  BidStrategy,
} from '@adsmith/domain/campaigns/constants';
import type { CampaignGraph } from './campaigns.repo';

const money = (value: string | null) => (value === null ? null : Number(value));

/**
 * A stored campaign as SPEC §3 lists it. Ad sets, products and ads refer to each other by the stored ids; each
 * ad's product_ids are offering ids, as the draft's were.
 */
export function presentCampaign(graph: CampaignGraph): Campaign {
  const { campaign } = graph;
  const adSetName = new Map(graph.adSets.map((adSet) => [adSet.id, adSet.name]));
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    objective: campaign.objective as Objective,
    hypothesis_id: campaign.hypothesisId,
    hypothesis:
      campaign.hypothesisId && graph.hypothesisText !== null
        ? { id: campaign.hypothesisId, hypothesis: graph.hypothesisText }
        : null,
    daily_budget: Number(campaign.dailyBudget),
    currency: adAccountCurrencyFor(campaign.currency),
    created_at: campaign.createdAt.toISOString(),
    updated_at: campaign.updatedAt.toISOString(),
    crawl_id: campaign.crawlId,
    start_url: graph.startUrl,
    hostname: graph.hostname,
    facebook_campaign_id: campaign.facebookCampaignId,
    campaign_data: {
      name: campaign.name,
      objective: campaign.objective as Objective,
      buying_type: campaign.buyingType,
      channel: campaign.channel,
      currency: adAccountCurrencyFor(campaign.currency),
    },
    product_data: graph.products.map((product) => ({
      id: product.offeringId ?? product.id,
      name: product.name,
      price: product.price,
      currency: product.currency,
      description: product.description,
      image_url: product.imageUrl,
      landing_page: product.landingPage,
      offering_type: product.offeringType,
      ad_set_id: product.adSetId,
    })),
    analytics: {
      impressions: campaign.impressions,
      clicks: campaign.clicks,
      conversions: campaign.conversions,
      spend: Number(campaign.spend),
      conversion_value: Number(campaign.conversionValue),
    },
    ad_sets: graph.adSets.map((adSet) => ({
      id: adSet.id,
      campaign_id: adSet.campaignId,
      name: adSet.name,
      selection_reasoning: adSet.selectionReasoning,
      targeting_approach: adSet.targetingApproach,
      audience_type: adSet.audienceType,
      daily_budget: Number(adSet.dailyBudget),
      targeting: adSet.targeting,
      optimization_goal: adSet.optimizationGoal as OptimizationGoal,
      billing_event: adSet.billingEvent as BillingEvent,
      bid_strategy: adSet.bidStrategy as BidStrategy,
      bid_amount: money(adSet.bidAmount),
      roas_average_floor: adSet.roasAverageFloor,
      schedule: { ...adSet.schedule, end_time: adSet.schedule.end_time ?? null },
      isManuallyCreated: adSet.isManuallyCreated,
      facebook_ad_set_id: adSet.facebookAdSetId,
    })),
    ads: graph.ads.map((ad) => ({
      id: ad.id,
      ad_set_id: ad.adSetId,
      ad_set_name: adSetName.get(ad.adSetId) ?? '',
      name: ad.name,
      ad_type: ad.adType as AdType,
      headline: ad.headline,
      headline_variations: ad.headlineVariations,
      primary_text: ad.primaryText,
      primary_text_variations: ad.primaryTextVariations,
      description: ad.description,
      call_to_action: ad.callToAction as CallToAction,
      custom_cta_text: ad.customCtaText,
      aspect_ratio: ad.aspectRatio as AspectRatio,
      media_url: ad.mediaUrl,
      media: ad.media,
      product: ad.product,
      product_ids: ad.productIds,
      creative_approach: ad.creativeApproach,
      value_proposition: ad.valueProposition,
      isManuallyCreated: ad.isManuallyCreated,
      facebook_ad_id: ad.facebookAdId,
    })),
  };
}
