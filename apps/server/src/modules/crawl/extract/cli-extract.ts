import type { Availability, OfferingType, PageImage, PageMeta } from '../crawl.types';
import { showOwnCurrency } from './currency-switcher';
import { loadHtml } from './dom';
import { extractOfferingsFromDom } from './offerings';
import { extractPageFromDom } from './page';

/** The DESIGN contract of `adsmith extract`: one page → one JSON object. */
export type CliExtractResult = {
  url: string;
  title: string | null;
  meta: PageMeta;
  text: string;
  images: Pick<PageImage, 'src' | 'alt' | 'title'>[];
  products: Array<{
    name: string;
    price: string | null;
    currency: string | null;
    sku: string | null;
    availability: Availability | null;
    description: string | null;
    image_url: string | null;
    landing_page: string;
    offering_type: OfferingType;
  }>;
};

/**
 * What `adsmith extract <file|-> --url U` prints: { url, title, meta, text, images, products }, products with
 * price as a decimal string ("87.11") and availability InStock / OutOfStock / null. Pure; the CLI does the I/O.
 */
export function extractForCli(html: string, url: string): CliExtractResult {
  const $ = loadHtml(html);
  showOwnCurrency($, html);
  const page = extractPageFromDom($, html, url);
  const products = extractOfferingsFromDom($, url).map((offering) => ({
    name: offering.name,
    price: offering.price,
    currency: offering.currency,
    sku: offering.sku,
    availability: offering.availability,
    description: offering.description,
    image_url: offering.image_url,
    landing_page: offering.landing_page,
    offering_type: offering.offering_type,
  }));
  return {
    url: page.url,
    title: page.title,
    meta: page.meta,
    text: page.text,
    // The DESIGN contract's image shape; what the picture chain reads besides stays in the crawl.
    images: page.images.map(({ src, alt, title }) => ({ src, alt, title })),
    products,
  };
}
