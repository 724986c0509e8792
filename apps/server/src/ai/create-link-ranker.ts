import type { LinkRanker } from '../modules/crawl/crawl.runner';
import type { Config } from '../config/env';
import type { EngineLogger } from './engine';
import { createLanguageModel, resolveModelSettings } from './model/provider';
import { rankLinksWithModel } from './prompts/rank-links/index';

type RankerConfig = Parameters<typeof resolveModelSettings>[0] & Pick<Config, 'AI_TIMEOUT_SECONDS'>;

/**
 * The model link ranker for AI-powered crawls (admins' use_llm), or undefined when no model is configured —
 * the crawl then chooses links by rules and says so in its log.
 */
export function createLinkRanker(config: RankerConfig, logger: EngineLogger): LinkRanker | undefined {
  const { settings } = resolveModelSettings(config);
  if (!settings) return undefined;
  const context = {
    model: createLanguageModel(settings),
    modelLabel: settings.modelId,
    timeoutMs: config.AI_TIMEOUT_SECONDS * 1000,
    logger,
  };
  return async (page, candidates, signal) => {
    const pageTitle = /<title[^>]*>([^<]{0,200})/i.exec(page.html)?.[1]?.trim() ?? null;
    const result = await rankLinksWithModel(
      context,
      { pageUrl: page.finalUrl, pageTitle, candidates: candidates.map((candidate) => ({ url: candidate.url, text: candidate.text })) },
      signal,
    );
    return result.value;
  };
}
