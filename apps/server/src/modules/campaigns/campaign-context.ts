import type { User } from '@adsmith/domain/auth/schemas';
import { siteAdAccountCurrency, type AdAccountCurrency } from '@adsmith/domain/campaigns/budget';
import { CampaignRuleMessages } from '@adsmith/domain/campaigns/messages';
import type { BusinessOfferingType, Product } from '@adsmith/domain/crawl/schemas';
import type { CampaignGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import type { Hypothesis } from '@adsmith/domain/hypotheses/schemas';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import type { Db } from '../../db/client';
import type { CrawlRow } from '../../db/schema/crawls';
import { AppError } from '../../lib/errors';
import { getBusinessInfo, getProducts, requireOwnedCrawl } from '../crawl/crawl.service';
import { getHypothesis } from '../hypotheses/hypotheses.service';
import { businessNameOf, loadEffectiveProfile } from '../profile/profile.service';

/** Everything a campaign generation or check needs about the user's hypothesis and its website. */
export type CampaignContext = {
  hypothesis: Hypothesis;
  crawl: CrawlRow;
  products: Product[];
  offeringType: BusinessOfferingType;
  business: { name: string; hostname: string; start_url: string };
  /** The business profile with the owner's corrections, when one was built for the crawl. */
  profile: BusinessProfile | null;
  /** The ad account currency a campaign starts with: the site's when the ad platform bills in it, else USD. */
  accountCurrency: AdAccountCurrency;
};

/**
 * Loads the user's hypothesis with its crawl, products and offering type; 404 when either is not the user's. When
 * the request names a crawl, it must be the user's (404) and the hypothesis's own (400).
 */
export async function loadCampaignContext(
  db: Db,
  options: { user: User; hypothesisId: string; crawlId?: string },
): Promise<CampaignContext> {
  const hypothesis = await getHypothesis(db, { user: options.user, id: options.hypothesisId });
  if (options.crawlId !== undefined) {
    const named = await requireOwnedCrawl(db, options.crawlId, options.user);
    if (named.id !== hypothesis.crawl_id)
      throw new AppError('BAD_REQUEST', CampaignRuleMessages.crawlMismatch);
  }
  const crawl = await requireOwnedCrawl(db, hypothesis.crawl_id, options.user);
  const [{ products }, info, profile] = await Promise.all([
    getProducts(db, crawl.id, options.user),
    getBusinessInfo(db, crawl.id, options.user),
    loadEffectiveProfile({ db }, crawl),
  ]);
  return {
    hypothesis,
    crawl,
    products,
    // The owner may have corrected the offering type on the story screen; the drafts follow the correction.
    offeringType: profile?.offeringType?.value ?? info.offering_type,
    business: { name: businessNameOf(crawl, profile), hostname: crawl.hostname, start_url: crawl.startUrl },
    profile,
    accountCurrency: siteAdAccountCurrency(profile?.currency?.value, products),
  };
}

/** A product as the engines read it. */
export const toProductRef = (
  product: Pick<
    Product,
    'id' | 'name' | 'price' | 'currency' | 'description' | 'offering_type' | 'landing_page'
  >,
) => ({
  id: product.id,
  name: product.name,
  price: product.price ?? null,
  currency: product.currency ?? null,
  description: product.description ?? null,
  offering_type: product.offering_type === 'service' ? ('service' as const) : ('product' as const),
  landing_page: product.landing_page ?? null,
});

/** The context every campaign generation of the engine receives. */
export function engineContext(context: CampaignContext): CampaignGenerationInput {
  const { hypothesis } = context;
  return {
    crawl_id: context.crawl.id,
    brand_story: hypothesis.brand_story ?? '',
    hypothesis: {
      hypothesis: hypothesis.hypothesis,
      strategic_approach: hypothesis.strategic_approach,
      success_metrics: hypothesis.success_metrics,
      daily_budget: hypothesis.daily_budget,
    },
    offering_type: context.offeringType,
    business: context.business,
    products: context.products.map(toProductRef),
    profile: context.profile,
  };
}

/**
 * The stored products behind the ids a request names, in request order; a 400 naming the field for an id that is
 * not an offering of the hypothesis's website (another site's, or made up).
 */
export function requireKnownProducts(
  context: CampaignContext,
  ids: { id: string }[],
  field: string,
): Product[] {
  const byId = new Map(context.products.map((product) => [product.id, product]));
  return ids.map((item, index) => {
    const product = byId.get(item.id);
    if (!product)
      throw new AppError('BAD_REQUEST', `${field}.${index}.id: ${CampaignRuleMessages.productNotFound}`);
    return product;
  });
}
