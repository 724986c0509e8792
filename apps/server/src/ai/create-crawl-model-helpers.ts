import type { LinkRanker, ModelOfferingReader } from '../modules/crawl/crawl.runner';
import type { Config } from '../config/env';
import type { EngineLogger } from './engine';
import { createLanguageModel, resolveModelSettings } from './model/provider';
import { extractOfferingsWithModel } from './prompts/extract-offerings/index';
import { rankLinksWithModel } from './prompts/rank-links/index';

type CrawlModelConfig = Parameters<typeof resolveModelSettings>[0] & Pick<Config, 'AI_TIMEOUT_SECONDS'>;

/**
 * The model helpers of AI-powered crawls (admins' use_llm): a link ranker and an offering reader — or nothing
 * when no model is configured; the crawl then chooses links by rules and says so in its log.
 */
export function createCrawlModelHelpers(
  config: CrawlModelConfig,
  logger: EngineLogger,
): { rankLinks?: LinkRanker; readOfferings?: ModelOfferingReader } {
  const { settings } = resolveModelSettings(config);
  if (!settings) return {};
  const context = {
    model: createLanguageModel(settings),
    modelLabel: settings.modelId,
    timeoutMs: config.AI_TIMEOUT_SECONDS * 1000,
    logger,
  };
  return {
    rankLinks: async (page, candidates, signal) => {
      const pageTitle = /<title[^>]*>([^<]{0,200})/i.exec(page.html)?.[1]?.trim() ?? null;
      const result = await rankLinksWithModel(
        context,
        {
          pageUrl: page.finalUrl,
          pageTitle,
          candidates: candidates.map((candidate) => ({ url: candidate.url, text: candidate.text })),
        },
        signal,
      );
      return result.value;
    },
    readOfferings: async (input, signal) => (await extractOfferingsWithModel(context, input, signal)).value,
  };
}
