import type { Objective } from '@adsmith/domain/campaigns/constants';
import { guessCopyLanguage, type CopyContext } from '@adsmith/domain/copy/copy-check';
import { profileSourceTexts } from '@adsmith/domain/copy/sources';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import { formatPrice } from '../../ai/offline/format';
import type { CampaignContext } from './campaign-context';

/** The currency most of the offerings are priced in, or null. */
function mainCurrency(products: readonly { currency?: string | null }[]): string | null {
  const counts = new Map<string, number>();
  for (const product of products) {
    const code = product.currency?.toUpperCase();
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * What the copy checker needs to judge a campaign's ads: the business's name and host (site-name suffixes), its
 * currency and language (from the profile, else the offerings and the brand story), the channel, objective and
 * offering type (calls to action), and every text the ads may take facts from.
 */
export function copyContextOf(
  context: Pick<CampaignContext, 'business' | 'offeringType' | 'products' | 'hypothesis'> & { profile?: BusinessProfile | null },
  options: { channel: string; objective?: Objective | null },
): CopyContext {
  const { hypothesis, products, profile } = context;
  const story = hypothesis.brand_story ?? '';
  return {
    siteName: profile?.businessName?.value ?? context.business.name,
    hostname: context.business.hostname,
    currency: profile?.currency?.value ?? mainCurrency(products),
    language: profile?.languages[0] ?? guessCopyLanguage(story),
    channel: options.channel,
    objective: options.objective ?? null,
    offeringType: context.offeringType,
    sources: [
      context.business.name,
      context.business.hostname,
      story,
      hypothesis.hypothesis,
      hypothesis.strategic_approach,
      hypothesis.success_metrics,
      ...products.flatMap((product) => [
        product.name,
        product.description ?? '',
        product.price ?? '',
        formatPrice({ price: product.price ?? null, currency: product.currency ?? null }) ?? '',
      ]),
      ...profileSourceTexts(profile),
    ],
  };
}
