import type { LanguageModel } from 'ai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Config } from '../../config/env';

export type ModelProvider = 'openai' | 'anthropic' | 'google' | 'openai-compatible';

export type ModelSettings = { provider: ModelProvider; modelId: string; apiKey?: string; baseURL?: string };

type AiConfig = Pick<
  Config,
  | 'AI_PROVIDER'
  | 'AI_MODEL'
  | 'AI_BASE_URL'
  | 'AI_API_KEY'
  | 'OPENAI_API_KEY'
  | 'ANTHROPIC_API_KEY'
  | 'GOOGLE_GENERATIVE_AI_API_KEY'
>;

const DEFAULT_MODELS: Record<Exclude<ModelProvider, 'openai-compatible'>, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
};

/**
 * Which model the configuration asks for, or null with the reason the offline engine is used instead. No key
 * means offline; an OpenAI-compatible endpoint (Ollama, vLLM) needs a base URL and a model name but may need no key.
 */
export function resolveModelSettings(config: AiConfig): { settings: ModelSettings | null; reason: string } {
  const provider: ModelProvider | undefined =
    config.AI_PROVIDER ??
    (config.OPENAI_API_KEY
      ? 'openai'
      : config.ANTHROPIC_API_KEY
        ? 'anthropic'
        : config.GOOGLE_GENERATIVE_AI_API_KEY
          ? 'google'
          : undefined);
  if (!provider) return { settings: null, reason: 'no AI provider or key configured' };
  if (provider === 'openai-compatible') {
    if (!config.AI_BASE_URL)
      return { settings: null, reason: 'AI_PROVIDER=openai-compatible needs AI_BASE_URL' };
    if (!config.AI_MODEL) return { settings: null, reason: 'AI_PROVIDER=openai-compatible needs AI_MODEL' };
    return {
      settings: {
        provider,
        modelId: config.AI_MODEL,
        apiKey: config.AI_API_KEY,
        baseURL: config.AI_BASE_URL,
      },
      reason: 'configured',
    };
  }
  const key =
    config.AI_API_KEY ??
    {
      openai: config.OPENAI_API_KEY,
      anthropic: config.ANTHROPIC_API_KEY,
      google: config.GOOGLE_GENERATIVE_AI_API_KEY,
    }[provider];
  if (!key) return { settings: null, reason: `no API key for ${provider}` };
  return {
    settings: {
      provider,
      modelId: config.AI_MODEL ?? DEFAULT_MODELS[provider],
      apiKey: key,
      baseURL: config.AI_BASE_URL,
    },
    reason: 'configured',
  };
}

/** The AI SDK language model for the settings; the provider is configured here and nowhere else. */
export function createLanguageModel(settings: ModelSettings): LanguageModel {
  switch (settings.provider) {
    case 'openai':
      return createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL })(settings.modelId);
    case 'anthropic':
      return createAnthropic({ apiKey: settings.apiKey, baseURL: settings.baseURL })(settings.modelId);
    case 'google':
      return createGoogleGenerativeAI({ apiKey: settings.apiKey, baseURL: settings.baseURL })(
        settings.modelId,
      );
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.baseURL!,
        apiKey: settings.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(settings.modelId);
  }
}
