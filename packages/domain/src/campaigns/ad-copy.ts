import { CampaignLimits, TextLimits } from '../common/constants';
import type { AdType } from './constants';

/**
 * Ad copy editing rules of SPEC §5: up to 5 variations of headline and primary text, the first mirrors the main
 * field and cannot be removed; changing the ad type clears the media; live remaining-character counters.
 */

type Copy = {
  headline: string;
  headline_variations: string[];
  primary_text: string;
  primary_text_variations: string[];
};
export type VariationField = 'headline' | 'primary_text';
const listOf = (field: VariationField) =>
  field === 'headline' ? 'headline_variations' : 'primary_text_variations';

/** Characters left for a field; negative when over the limit (the counter turns red). */
export const remainingCharacters = (text: string, limit: number): number => limit - text.length;

/** The SPEC §5 limit of each ad text field. */
export const AdTextLimits = {
  headline: TextLimits.headline,
  primary_text: TextLimits.primaryText,
  description: TextLimits.description,
  custom_cta_text: TextLimits.customCta,
} as const;

/** Sets the main field and its mirrored first variation together. */
export function setMainText<T extends Copy>(ad: T, field: VariationField, text: string): T {
  const variations = [...ad[listOf(field)]];
  variations[0] = text;
  return { ...ad, [field]: text, [listOf(field)]: variations };
}

/** Sets one variation; editing the first also edits the main field. */
export function setVariation<T extends Copy>(ad: T, field: VariationField, index: number, text: string): T {
  if (index === 0) return setMainText(ad, field, text);
  const variations = [...ad[listOf(field)]];
  if (index >= variations.length) return ad;
  variations[index] = text;
  return { ...ad, [listOf(field)]: variations };
}

/** Whether another variation fits (at most 5, counting the first). */
export const canAddVariation = (ad: Copy, field: VariationField): boolean =>
  Math.max(1, ad[listOf(field)].length) < CampaignLimits.maxVariations;

/** Adds an empty variation when one fits; the first slot is always the main text. */
export function addVariation<T extends Copy>(ad: T, field: VariationField): T {
  if (!canAddVariation(ad, field)) return ad;
  const variations = ad[listOf(field)].length === 0 ? [ad[field]] : [...ad[listOf(field)]];
  return { ...ad, [listOf(field)]: [...variations, ''] };
}

/** Removes a variation; the first cannot be removed (it mirrors the main field). */
export function removeVariation<T extends Copy>(ad: T, field: VariationField, index: number): T {
  if (index <= 0) return ad;
  return { ...ad, [listOf(field)]: ad[listOf(field)].filter((_, position) => position !== index) };
}

/** SPEC §5: changing the ad type clears the media. */
export function changeAdType<T extends { ad_type: AdType; media?: unknown; media_url?: string | null }>(
  ad: T,
  adType: AdType,
): T {
  return ad.ad_type === adType ? ad : { ...ad, ad_type: adType, media: null, media_url: null };
}
