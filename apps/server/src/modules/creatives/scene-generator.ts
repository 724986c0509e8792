import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateImage, type ImageModel } from 'ai';
import type { ImageSettings } from '@adsmith/domain/creatives/api-schemas';
import type { Config } from '../../config/env';

/** Paints the background scene of a creative; the renderer adds product and text on top. */
export interface SceneGenerator {
  /** What the UI shows as the engine: the image model's name. */
  readonly label: string;
  paint(options: { prompt: string; settings: ImageSettings; signal: AbortSignal }): Promise<Buffer>;
}

type ImageConfig = Pick<
  Config,
  'IMAGE_PROVIDER' | 'IMAGE_MODEL' | 'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'OPENAI_API_KEY'
>;

/**
 * The image model the configuration asks for (IMAGE_PROVIDER / IMAGE_MODEL), or null: then the renderer makes the
 * whole ad. OpenAI uses OPENAI_API_KEY (or AI_API_KEY); an OpenAI-compatible endpoint uses AI_BASE_URL and
 * AI_API_KEY, like the text model, and needs IMAGE_MODEL.
 */
export function createSceneGenerator(config: ImageConfig): SceneGenerator | null {
  let model: ImageModel;
  let optionsKey: string;
  if (config.IMAGE_PROVIDER === 'openai') {
    const apiKey = config.OPENAI_API_KEY ?? config.AI_API_KEY;
    if (!apiKey) return null;
    // A custom base URL only applies when the text model is OpenAI (or compatible) too: it is one setting.
    const baseURL = config.AI_PROVIDER === 'openai' ? config.AI_BASE_URL : undefined;
    model = createOpenAI({ apiKey, baseURL }).image(config.IMAGE_MODEL ?? 'gpt-image-1');
    optionsKey = 'openai';
  } else if (config.IMAGE_PROVIDER === 'openai-compatible') {
    if (!config.AI_BASE_URL || !config.IMAGE_MODEL) return null;
    model = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
    }).imageModel(config.IMAGE_MODEL);
    optionsKey = 'openai-compatible';
  } else {
    return null;
  }
  const label = config.IMAGE_MODEL ?? 'gpt-image-1';
  return {
    label,
    async paint({ prompt, settings, signal }) {
      const size = settings.size === 'auto' ? undefined : settings.size;
      // quality and style go to the provider as they are (gpt-image-1 reads quality, dall-e-3 style).
      const extra: Record<string, string> = { quality: settings.quality };
      if (settings.style !== 'default') extra.style = settings.style;
      const result = await generateImage({
        model,
        prompt,
        n: 1,
        size,
        providerOptions: { [optionsKey]: extra },
        abortSignal: signal,
        maxRetries: 1,
      });
      return Buffer.from(result.image.uint8Array);
    },
  };
}
