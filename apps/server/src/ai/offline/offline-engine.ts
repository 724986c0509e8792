import { OFFLINE_ENGINE_LABEL, StoryMessages } from '@adsmith/domain/story/messages';
import { AppError } from '../../lib/errors';
import type { DraftingEngine, EngineLogger, Generated } from '../engine';
import { copyLanguageChecker, siteWordsOfDraft } from '../checks/copy-language';
import { draftLanguageOf, withoutTranslationNote } from '../copy-brief';
import { motivesOf } from '../similarity';
import { reviewStory } from './feedback';
import { draftHypotheses } from './hypotheses';
import { mergeInsights } from './merge';
import { buildSiteProfile } from './site-profile';
import { draftAdSets } from './campaign/ad-sets';
import { draftAdVariations } from './campaign/ad-variations';
import { draftCampaign } from './campaign/campaign';
import { distributeProducts } from './campaign/distribute';
import { draftCreativeBlueprint } from './creative/blueprint';
import { draftImagePrompt } from './creative/image-prompt';
import { draftProfileStory } from './profile-story';
import { draftStory } from './story';

/** Fewer words than this say nothing about a business: the site had no usable text. */
const MIN_STORY_WORDS = 20;

/** The offline engine: rule-based and grounded only in the crawl; the default when no model is configured. */
export function createOfflineEngine(options: { logger: EngineLogger }): DraftingEngine {
  const run = <T>(generation: string, work: () => T): Generated<T> => {
    const started = performance.now();
    const value = work();
    const record = {
      generation,
      engine: 'offline' as const,
      model: OFFLINE_ENGINE_LABEL,
      inputTokens: null,
      outputTokens: null,
      durationMs: Math.round(performance.now() - started),
      attempts: 1,
    };
    options.logger.info(record, 'offline generation');
    return { value, record };
  };
  return {
    info: { kind: 'offline', label: OFFLINE_ENGINE_LABEL },
    story: async ({ facts }) =>
      run('story', () => {
        const site = buildSiteProfile(facts);
        const story = draftProfileStory(site) ?? draftStory(site);
        // A site with no usable text gets a plain message, never a story of frames around nothing.
        if (withoutTranslationNote(story).split(/\s+/).filter(Boolean).length < MIN_STORY_WORDS)
          throw new AppError('CONFLICT', StoryMessages.siteTooThin);
        return { story, unverified: [] };
      }),
    mergeInsights: async ({ story, insights }) =>
      run('mergeInsights', () => ({ story: mergeInsights(story, insights), unverified: [] })),
    storyFeedback: async ({ story, facts }) => run('storyFeedback', () => reviewStory(story, facts)),
    hypotheses: async ({ facts, count, existing, deleted = [], excludedMotives = [] }) =>
      run('hypotheses', () => ({
        hypotheses: draftHypotheses(buildSiteProfile(facts), {
          count,
          existing,
          excludedMotives: [...motivesOf(deleted), ...excludedMotives],
        }),
      })),
    campaign: async (input) => run('campaign', () => draftCampaign(input)),
    adSets: async (input) => run('adSets', () => ({ ad_sets: draftAdSets(input) })),
    distributeProducts: async (input) => run('distributeProducts', () => distributeProducts(input)),
    adVariations: async (input) => {
      // Every line is checked in the copy's language before it is chosen; the dictionaries load once per process.
      const draft = draftLanguageOf(input);
      const check = await copyLanguageChecker(draft.language, draft.variant);
      const site = siteWordsOfDraft({ ...input, products: input.selected_products });
      const verdicts = new Map<string, boolean>();
      const accepts = (text: string) => {
        let verdict = verdicts.get(text);
        if (verdict === undefined) {
          verdict = check(text, site).every((finding) => !finding.gated);
          verdicts.set(text, verdict);
        }
        return verdict;
      };
      return run('adVariations', () => draftAdVariations(input, { accepts }));
    },
    creativeBlueprint: async (input) => run('creativeBlueprint', () => draftCreativeBlueprint(input)),
    imagePrompt: async (input) => run('imagePrompt', () => draftImagePrompt(input)),
  };
}
