import {
  type GenerateBlueprintRequest,
  type GenerateImageRequest,
  type GenerateImageResponse,
} from '@adsmith/domain/creatives/api-schemas';
import { parseBlueprint, type Blueprint, type TextElement } from '@adsmith/domain/creatives/blueprint';
import type { AdCreativeType } from '@adsmith/domain/creatives/constants';
import { IMAGE_GENERATION_TIMEOUT_MS } from '@adsmith/domain/creatives/constants';
import { CreativeGenerationMessages } from '@adsmith/domain/creatives/messages';
import { apiClient, getErrorMessage } from '@/lib/api-client';

/** A failed generation step, its message already the SPEC §8 text. */
export class CreativeStepError extends Error {
  override readonly name = 'CreativeStepError';
}

export type BlueprintResult = { blueprint: Blueprint; justification: string; notices: string[] };

/**
 * POST /api/generate-static-ad-blueprint; failure → "Failed to generate ad creative blueprint: {detail}". The answer
 * is parsed like any untrusted blueprint: corrupt text elements are reset (SPEC §5) with the notice, not a crash.
 */
export async function generateBlueprint(
  request: GenerateBlueprintRequest,
  resetTextElements: () => TextElement[],
): Promise<BlueprintResult> {
  let body: unknown;
  try {
    body = await apiClient.post<unknown>('/generate-static-ad-blueprint', request);
  } catch (error) {
    throw new CreativeStepError(CreativeGenerationMessages.blueprintFailed(getErrorMessage(error)));
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const parsed = parseBlueprint(record.blueprint, resetTextElements);
  if (!parsed.success) {
    throw new CreativeStepError(CreativeGenerationMessages.blueprintFailed('The blueprint was incomplete'));
  }
  const serverNotices = Array.isArray(record.notices)
    ? record.notices.filter((n): n is string => typeof n === 'string')
    : [];
  return {
    blueprint: parsed.blueprint,
    justification: typeof record.justification === 'string' ? record.justification : '',
    notices: [...new Set([...serverNotices, ...parsed.notices])],
  };
}

/** POST /api/generate-image-prompt; any failure → "Failed to generate image prompt" (SPEC §8 has no detail here). */
export async function generateImagePrompt(
  blueprint: Blueprint,
  adCreativeType: AdCreativeType,
): Promise<string> {
  try {
    const body = await apiClient.post<{ prompt?: unknown }>('/generate-image-prompt', {
      blueprint,
      ad_creative_type: adCreativeType,
    });
    if (typeof body?.prompt !== 'string') throw new Error('no prompt');
    return body.prompt;
  } catch {
    throw new CreativeStepError(CreativeGenerationMessages.imagePromptFailed);
  }
}

/**
 * POST /api/generate-static-ad-image with the 180 s limit of SPEC §7. Failure → "Failed to generate image: {detail}";
 * an answer without image_url → "Image URL not found in response".
 */
export async function generateAdImage(
  request: GenerateImageRequest,
): Promise<Partial<GenerateImageResponse> & { image_url: string }> {
  let body: Partial<GenerateImageResponse> | undefined;
  try {
    body = await apiClient.post<Partial<GenerateImageResponse>>('/generate-static-ad-image', request, {
      timeoutMs: IMAGE_GENERATION_TIMEOUT_MS,
    });
  } catch (error) {
    throw new CreativeStepError(CreativeGenerationMessages.imageFailed(getErrorMessage(error)));
  }
  const imageUrl = body?.image_url;
  if (typeof imageUrl !== 'string' || !imageUrl)
    throw new CreativeStepError(CreativeGenerationMessages.imageUrlMissing);
  return { ...body, image_url: imageUrl };
}
