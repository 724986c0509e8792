import type { VariationField } from '@adsmith/domain/campaigns/ad-copy';
import { AD_TYPES, ASPECT_RATIOS, type AdType, type AspectRatio } from '@adsmith/domain/campaigns/constants';

/**
 * View helpers the domain does not carry: option labels for the ad editor's selects and the variation list as
 * the editor shows it. The rules themselves (mirroring, limits, clearing, CTA fallback) stay in the domain.
 */

const AdTypeLabels: Record<AdType, string> = {
  single_image: 'Single image',
  video: 'Video',
  carousel: 'Carousel',
};

const AspectRatioLabels: Record<AspectRatio, string> = {
  '1:1': '1:1 (square)',
  '4:5': '4:5 (portrait)',
  '16:9': '16:9 (landscape)',
  '9:16': '9:16 (vertical)',
};

export const adTypeOptions = AD_TYPES.map((value) => ({ value, label: AdTypeLabels[value] }));
export const aspectRatioOptions = ASPECT_RATIOS.map((value) => ({ value, label: AspectRatioLabels[value] }));

export const isAdType = (value: string): value is AdType => (AD_TYPES as readonly string[]).includes(value);
export const isAspectRatio = (value: string): value is AspectRatio =>
  (ASPECT_RATIOS as readonly string[]).includes(value);

type CopyFields = {
  headline: string;
  headline_variations: string[];
  primary_text: string;
  primary_text_variations: string[];
};

/**
 * The variations to show. Generated or older ads may carry an empty list, or a first entry that drifted from the
 * main field; the first slot always shows the main text because that is what it mirrors.
 */
export function visibleVariations(ad: CopyFields, field: VariationField): string[] {
  const list = field === 'headline' ? ad.headline_variations : ad.primary_text_variations;
  return [ad[field], ...list.slice(1)];
}

/** Field names as the user reads them, for labels and button names. */
export const VariationFieldLabels: Record<VariationField, { single: string; lower: string }> = {
  headline: { single: 'Headline', lower: 'headline' },
  primary_text: { single: 'Primary text', lower: 'primary text' },
};
