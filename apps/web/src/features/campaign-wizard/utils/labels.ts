import type { BusinessOfferingType } from '@adsmith/domain/crawl/schemas';

/** "LINK_CLICKS" → "Link clicks", "right_hand_column" → "Right hand column": readable names for API values. */
export function humanizeValue(value: string): string {
  const words = value.toLowerCase().split('_').filter(Boolean);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Names the platform values differently from their API spelling. */
const PLATFORM_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  audience_network: 'Audience Network',
  messenger: 'Messenger',
  ig_search: 'Search',
};

export const platformLabel = (value: string): string => PLATFORM_LABELS[value] ?? humanizeValue(value);

/** SPEC §2 item 6: the product step speaks of services, products or both, as the business sells them. */
export function offeringWords(offeringType: BusinessOfferingType | null): {
  title: string;
  plural: string;
  singular: string;
} {
  if (offeringType === 'services')
    return { title: 'Select Services', plural: 'services', singular: 'service' };
  if (offeringType === 'mixed')
    return {
      title: 'Select Products & Services',
      plural: 'products and services',
      singular: 'product or service',
    };
  return { title: 'Select Products', plural: 'products', singular: 'product' };
}
