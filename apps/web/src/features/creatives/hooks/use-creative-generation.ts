import type {
  GenerateBlueprintRequest,
  GenerateImageResponse,
  ImageSettings,
} from '@adsmith/domain/creatives/api-schemas';
import type { Blueprint, TextElement } from '@adsmith/domain/creatives/blueprint';
import type { AdCreativeType } from '@adsmith/domain/creatives/constants';
import type { AspectRatio } from '@adsmith/domain/campaigns/constants';
import { useCallback, useState } from 'react';
import { generateAdImage, generateBlueprint, generateImagePrompt } from '../api/generate-creative';

/** 0 blueprint, 1 prompt, 2 image, 3 done. */
export type CreativeStep = 0 | 1 | 2 | 3;

export type ImageRun = {
  blueprint: Blueprint;
  adCreativeType: AdCreativeType;
  aspectRatio: AspectRatio;
  hypothesisId: string;
  /** Admins only (SPEC §6); undefined for everyone else, so nothing is sent. */
  settings?: ImageSettings | undefined;
  /** Admins' prompt test: the edited prompt, which skips the prompt step. */
  prompt?: string | undefined;
  /** The image the user uploaded for the ad ("Upload Image"): the picture when the offering has no good photo. */
  uploadedImageUrl?: string | undefined;
};

/** What a finished image run returned besides its URL: the placements, what to know, the design checks. */
export type ImageResult = Pick<
  Partial<GenerateImageResponse>,
  'placements' | 'notices' | 'design_checks' | 'picture_source'
>;

/** The blueprint → prompt → image sequence of the static ad generator, with the step under way and its error. */
export function useCreativeGeneration() {
  const [step, setStep] = useState<CreativeStep>(0);
  const [isRunning, setIsRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [blueprint, setBlueprint] = useState<Blueprint | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const [prompt, setPrompt] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [image, setImage] = useState<ImageResult | null>(null);

  const runBlueprint = useCallback(async (request: GenerateBlueprintRequest, reset: () => TextElement[]) => {
    setIsRunning(true);
    setError(null);
    setStep(0);
    setImageUrl(null);
    setImage(null);
    setPrompt(null);
    try {
      const result = await generateBlueprint(request, reset);
      setBlueprint(result.blueprint);
      setNotices(result.notices);
      setStep(1);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setIsRunning(false);
    }
  }, []);

  const runImage = useCallback(async (run: ImageRun): Promise<{ imageUrl: string } | { error: string }> => {
    setIsRunning(true);
    setError(null);
    try {
      let scenePrompt = run.prompt;
      if (scenePrompt === undefined) {
        setStep(1);
        scenePrompt = await generateImagePrompt(run.blueprint, run.adCreativeType);
        setPrompt(scenePrompt);
      }
      setStep(2);
      const generated = await generateAdImage({
        blueprint: run.blueprint,
        ad_creative_type: run.adCreativeType,
        aspect_ratio: run.aspectRatio,
        hypothesis_id: run.hypothesisId,
        prompt: scenePrompt,
        ...(run.uploadedImageUrl ? { uploaded_image_url: run.uploadedImageUrl } : {}),
        ...run.settings,
      });
      setImage({
        placements: generated.placements ?? [],
        notices: generated.notices ?? [],
        design_checks: generated.design_checks ?? [],
        picture_source: generated.picture_source,
      });
      setImageUrl(generated.image_url);
      setStep(3);
      return { imageUrl: generated.image_url };
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      setError(message);
      return { error: message };
    } finally {
      setIsRunning(false);
    }
  }, []);

  return {
    step,
    isRunning,
    error,
    blueprint,
    setBlueprint,
    notices,
    prompt,
    setPrompt,
    imageUrl,
    image,
    runBlueprint,
    runImage,
  };
}
