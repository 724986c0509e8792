import type { User } from '@adsmith/domain/auth/schemas';
import { formatPrice } from '@adsmith/domain/common/money';
import type { Product } from '@adsmith/domain/crawl/schemas';
import type { Hypothesis } from '@adsmith/domain/hypotheses/schemas';
import type { BrandSignalsInput } from '@adsmith/domain/drafting/creative-generations';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import type { Db } from '../../db/client';
import type { CrawlRow } from '../../db/schema/crawls';
import { priceNotationIn } from '../crawl/extract/price';
import { getBusinessInfo, getProducts, requireOwnedCrawl } from '../crawl/crawl.service';
import { getHypothesis } from '../hypotheses/hypotheses.service';
import { businessNameOf, loadEffectiveProfile } from '../profile/profile.service';

/** The owner-checked facts a creative is grounded in: the assumption, its website, the offerings and the brand. */
export type CreativeContext = {
  hypothesis: Hypothesis;
  crawl: CrawlRow;
  products: Product[];
  business: { name: string; hostname: string; offering_type: 'services' | 'products' | 'mixed' };
  brandSignals: BrandSignalsInput | null;
  /**
   * The business profile (owner corrections applied) when one is stored for the crawl: its testimonials, ratings,
   * offers and features feed the ad types that need them, its hero and product images the picture. Null until the
   * profile is built for this crawl.
   */
  profile: BusinessProfile | null;
};

/** The crawl's brand signals as the engines read them (colours and fonts with their roles, the logo URL). */
export function brandSignalsOf(crawl: Pick<CrawlRow, 'brandSignals'>): BrandSignalsInput | null {
  const signals = crawl.brandSignals;
  if (!signals) return null;
  return {
    site_name: signals.siteName,
    logo_url: signals.logoUrl,
    colors: signals.colors.map((color) => ({ value: color.value, role: color.role })),
    fonts: signals.fonts.map((font) => ({ family: font.family, role: font.role })),
  };
}

/**
 * An offering's price as the site writes it: the site's own currency sign and its place, read from the words the
 * profile quotes for the site's currency ("Precios desde S/. 80": "S/. 80", not Intl's "80 PEN"), the number in the
 * site's language; Intl's way for the language when the site's words show no price in that currency.
 */
export function sitePrice(
  profile: Pick<BusinessProfile, 'currency' | 'languages'> | null | undefined,
  price: string,
  currency: string | null,
): string {
  const quote = profile?.currency?.value === currency ? profile?.currency?.source.quote : null;
  const notation = quote && currency ? priceNotationIn(quote, currency) : null;
  return formatPrice(price, currency, profile?.languages[0], notation);
}

/**
 * Loads the user's hypothesis with its crawl, offerings and brand signals; 404 (from the hypotheses and crawl
 * services) when the hypothesis is not the user's — the creative routes' ownership check.
 */
export async function loadCreativeContext(
  db: Db,
  options: { user: User; hypothesisId: string },
): Promise<CreativeContext> {
  const hypothesis = await getHypothesis(db, { user: options.user, id: options.hypothesisId });
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
    business: {
      name: businessNameOf(crawl, profile),
      hostname: crawl.hostname,
      offering_type: profile?.offeringType?.value ?? info.offering_type,
    },
    brandSignals: brandSignalsOf(crawl),
    profile,
  };
}
