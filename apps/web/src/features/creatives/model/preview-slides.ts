import type { Ad, DraftProduct } from '@adsmith/domain/campaigns/schemas';

/** SPEC §4 "Ad preview generation": generating, image ready, failed (`none`: nothing generated yet). */
export type GenerationStatus = 'none' | 'generating' | 'ready' | 'failed';

export type PreviewSlide = {
  id: string;
  /** What the slide shows, for its accessible name ("Creative", a product name …). */
  label: string;
  mediaUrl: string | null;
  status: GenerationStatus;
  error?: string | undefined;
};

export type CreativeGeneration = { status: GenerationStatus; error?: string | undefined };

/** The ad's media as one URL: media_url first, else `media` (a URL or the first of a list). */
export function adMediaUrl(ad: Pick<Ad, 'media_url' | 'media'>): string | null {
  if (ad.media_url) return ad.media_url;
  if (typeof ad.media === 'string') return ad.media;
  return Array.isArray(ad.media) ? (ad.media[0] ?? null) : null;
}

/**
 * The slides of an ad's preview: its creative (or the generation under way) first, then each product it features
 * with the product's own image, so an ad set with several products can be paged through.
 */
export function buildPreviewSlides(
  ad: Pick<Ad, 'media_url' | 'media' | 'product'>,
  products: readonly Pick<DraftProduct, 'id' | 'name' | 'image_url'>[],
  generation: CreativeGeneration = { status: 'none' },
): PreviewSlide[] {
  const slides: PreviewSlide[] = [];
  const media = adMediaUrl(ad);
  if (generation.status !== 'none' || media) {
    const status = generation.status === 'none' ? 'ready' : generation.status;
    slides.push({ id: 'creative', label: 'Creative', mediaUrl: media, status, error: generation.error });
  }
  const featured = products.length > 0 ? products : ad.product ? [{ id: 'product', ...ad.product }] : [];
  for (const product of featured) {
    slides.push({
      id: `product-${product.id}`,
      label: product.name,
      mediaUrl: product.image_url ?? null,
      status: 'ready',
    });
  }
  if (slides.length === 0)
    slides.push({ id: 'empty', label: 'No image yet', mediaUrl: null, status: 'none' });
  return slides;
}
