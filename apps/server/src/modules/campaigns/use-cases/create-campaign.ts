import type { User } from '@adsmith/domain/auth/schemas';
import type { Campaign, CreateCampaignPayload } from '@adsmith/domain/campaigns/api-schemas';
import { collectDraftIssues, formatDraftIssue } from '@adsmith/domain/campaigns/draft-rules';
import type { Product } from '@adsmith/domain/crawl/schemas';
import { isOwnerAdded } from '@adsmith/domain/profile/offering-corrections';
import type { Db } from '../../../db/client';
import { checkAdCopy, describeFinding } from '@adsmith/domain/copy/copy-check';
import { AppError } from '../../../lib/errors';
import { assertOwnMediaUrls } from '../../media/media-ownership';
import { copyContextOf } from '../copy-context';
import { loadCampaignContext, requireKnownProducts } from '../campaign-context';
import { presentCampaign } from '../campaigns.presenter';
import { findCampaignGraphs, insertCampaignGraph, type NewCampaignGraph } from '../campaigns.repo';

/** The rows to save, in draft order; products are the stored offerings (not the request's copy of them). */
function toGraph(
  user: User,
  payload: CreateCampaignPayload,
  productsByAdSet: Map<string, Product[]>,
): NewCampaignGraph {
  const draft = payload.campaign_data;
  const budget = draft.daily_budget ?? draft.ad_sets.reduce((sum, adSet) => sum + adSet.daily_budget, 0);
  return {
    campaign: {
      userId: user.id,
      crawlId: payload.crawl_id,
      hypothesisId: payload.hypothesis_id,
      name: draft.name,
      objective: draft.objective,
      status: 'DRAFT',
      buyingType: draft.buying_type,
      channel: draft.channel,
      dailyBudget: budget.toFixed(2),
      currency: draft.currency,
    },
    adSets: draft.ad_sets.map((adSet, position) => {
      const products = productsByAdSet.get(adSet.id) ?? [];
      return {
        values: {
          position,
          name: adSet.name,
          selectionReasoning: adSet.selection_reasoning,
          targetingApproach: adSet.targeting_approach,
          audienceType: adSet.audience_type,
          dailyBudget: adSet.daily_budget.toFixed(2),
          targeting: adSet.targeting,
          optimizationGoal: adSet.optimization_goal,
          billingEvent: adSet.billing_event,
          bidStrategy: adSet.bid_strategy,
          bidAmount: adSet.bid_amount === null ? null : adSet.bid_amount.toFixed(2),
          roasAverageFloor: adSet.roas_average_floor ?? null,
          schedule: { ...adSet.schedule, end_time: adSet.schedule.end_time ?? null },
          isManuallyCreated: adSet.isManuallyCreated,
          facebookAdSetId: adSet.facebook_ad_set_id ?? null,
        },
        products: products.map((product, index) => ({
          // An offering the owner added has no crawled offering behind it to link to.
          offeringId: isOwnerAdded(product) ? null : product.id,
          position: index,
          name: product.name,
          price: product.price,
          currency: product.currency,
          description: product.description,
          imageUrl: product.image_url,
          landingPage: product.landing_page,
          offeringType: product.offering_type,
        })),
        ads: payload.ad_creatives
          .filter((ad) => ad.ad_set_id === adSet.id)
          .map((ad, index) => {
            const shown = products.find((product) => product.id === ad.product_ids[0]);
            return {
              position: index,
              name: ad.name,
              adType: ad.ad_type,
              headline: ad.headline,
              headlineVariations: ad.headline_variations.length > 0 ? ad.headline_variations : [ad.headline],
              primaryText: ad.primary_text,
              primaryTextVariations:
                ad.primary_text_variations.length > 0 ? ad.primary_text_variations : [ad.primary_text],
              description: ad.description,
              callToAction: ad.call_to_action,
              customCtaText: ad.call_to_action === 'CUSTOM' ? (ad.custom_cta_text ?? null) : null,
              aspectRatio: ad.aspect_ratio,
              mediaUrl: ad.media_url ?? null,
              media: ad.media ?? null,
              product: shown
                ? {
                    name: shown.name,
                    price: shown.price,
                    image_url: shown.image_url,
                    landing_page: shown.landing_page,
                  }
                : (ad.product ?? null),
              productIds: ad.product_ids,
              creativeApproach: ad.creative_approach,
              valueProposition: ad.value_proposition,
              isManuallyCreated: ad.isManuallyCreated,
              facebookAdId: ad.facebook_ad_id ?? null,
            };
          }),
      };
    }),
  };
}

/**
 * Saves a campaign draft (SPEC §7 POST /create-campaign) as DRAFT. The hypothesis and crawl must be the user's
 * (404) and belong together (400); the request schema has checked every rule already, and here the ones that need
 * the website: calls to action for its offering type, and products that are its offerings. Campaign, ad sets,
 * products and ads are saved in one transaction. The copy checker's findings on the saved ads are returned as
 * `copy_findings` (warnings, not refusals).
 */
export async function createCampaign(
  db: Db,
  options: { user: User; payload: CreateCampaignPayload; now?: Date },
): Promise<Campaign> {
  const { payload } = options;
  const context = await loadCampaignContext(db, {
    user: options.user,
    hypothesisId: payload.hypothesis_id,
    crawlId: payload.crawl_id,
  });
  await assertOwnMediaUrls(
    db,
    options.user.id,
    payload.ad_creatives.flatMap((ad, index) => [
      { field: `ad_creatives.${index}.media_url`, url: ad.media_url },
      ...[ad.media ?? []].flat().map((url, n) => ({ field: `ad_creatives.${index}.media.${n}`, url })),
    ]),
  );
  const issues = collectDraftIssues(payload, {
    now: options.now ?? new Date(),
    offeringType: context.offeringType,
  });
  if (issues.length > 0) throw new AppError('BAD_REQUEST', issues.map(formatDraftIssue).join('; '));
  const productsByAdSet = new Map(
    Object.entries(payload.products_by_ad_set).map(([adSetId, products]) => [
      adSetId,
      requireKnownProducts(context, products, `products_by_ad_set.${adSetId}`),
    ]),
  );
  const id = await insertCampaignGraph(db, toGraph(options.user, payload, productsByAdSet));
  const [graph] = await findCampaignGraphs(db, options.user.id, { id });
  // The copy checker runs on what the owner saves too: its findings come back as warnings (the owner decides).
  const copyContext = copyContextOf(context, {
    channel: payload.campaign_data.channel,
    objective: payload.campaign_data.objective,
  });
  const findings = checkAdCopy(payload.ad_creatives, copyContext).map(
    (finding) =>
      `${payload.ad_creatives[finding.ad]?.name ?? `Ad ${finding.ad + 1}`} – ${describeFinding(finding)}`,
  );
  return { ...presentCampaign(graph!), copy_findings: findings };
}
