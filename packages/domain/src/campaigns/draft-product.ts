import type { Product } from '../crawl/schemas';
import type { DraftProduct } from './schemas';

/** What a campaign draft carries of an offering (SPEC §3 Product); the rest stays with the crawl. */
export function draftProductOf(product: Product): DraftProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    currency: product.currency,
    description: product.description,
    image_url: product.image_url,
    landing_page: product.landing_page,
    // SPEC §3: anything not a service is treated as a product.
    offering_type: product.offering_type === 'service' ? 'service' : 'product',
  };
}
