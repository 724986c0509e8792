import type { CrawlFactsOffering } from '../../ai/engine';
import type { OfferingRow } from '../../db/schema/crawls';

/** A stored offering as the drafting engines read it. */
export function offeringFact(
  offering: Pick<OfferingRow, 'name' | 'price' | 'currency' | 'description' | 'offeringType' | 'landingPage'>,
): CrawlFactsOffering {
  return {
    name: offering.name,
    price: offering.price,
    currency: offering.currency,
    description: offering.description,
    offeringType: offering.offeringType,
    landingPage: offering.landingPage,
  };
}
