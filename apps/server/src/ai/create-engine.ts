import type { Config } from '../config/env';
import type { DraftingEngine, EngineLogger } from './engine';
import { withGrounding } from './grounded-engine';
import { createModelEngine } from './model/model-engine';
import { createLanguageModel, resolveModelSettings } from './model/provider';
import { createOfflineEngine } from './offline/offline-engine';

type EngineConfig = Parameters<typeof resolveModelSettings>[0] & Pick<Config, 'AI_TIMEOUT_SECONDS'>;

/**
 * Builds the drafting engine once, from configuration: a model when a provider is configured (with its key, or
 * an OpenAI-compatible base URL), else the offline engine. Either way its output passes through grounding.
 */
export function createDraftingEngine(config: EngineConfig, logger: EngineLogger): DraftingEngine {
  const { settings, reason } = resolveModelSettings(config);
  if (!settings) {
    logger.info({ reason }, 'drafting engine: offline');
    return withGrounding(createOfflineEngine({ logger }));
  }
  logger.info({ provider: settings.provider, model: settings.modelId }, 'drafting engine: model');
  return withGrounding(
    createModelEngine({
      model: createLanguageModel(settings),
      modelLabel: settings.modelId,
      timeoutMs: config.AI_TIMEOUT_SECONDS * 1000,
      logger,
    }),
  );
}
