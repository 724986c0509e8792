import { HypothesisLimits } from '@adsmith/domain/hypotheses/schemas';
import { HypothesisMessages } from '@adsmith/domain/hypotheses/messages';
import { StoryMessages } from '@adsmith/domain/story/messages';
import { StoryLimits, type StoryAspectFeedback, type StoryFeedback } from '@adsmith/domain/story/schemas';
import { AppError } from '../lib/errors';
import { withCampaignGrounding } from './campaign-grounding';
import { copyLanguageChecker, siteWordsOf } from './checks/copy-language';
import { withoutBlockedSentences } from './checks/draft-language';
import { draftLanguageOf } from './copy-brief';
import { reviewStory } from './offline/feedback';
import type { DraftingEngine, HypothesisDraft } from './engine';
import { buildCorpus, crawlSources, groundHypothesis, groundText } from './grounding';
import { clipQuote } from './offline/format';
import { keepDistinct } from './similarity';

const clipAspect = (aspect: StoryAspectFeedback): StoryAspectFeedback => ({
  answered: aspect.answered,
  feedback: clipQuote(aspect.feedback.trim(), StoryLimits.maxFeedbackChars),
});

/** Holds a drafted assumption to the field limits, whatever the engine (or a prompt injection) produced. */
function clipHypothesis(draft: HypothesisDraft): HypothesisDraft {
  const score = Math.round(
    Number.isFinite(draft.potential_impact_score)
      ? draft.potential_impact_score
      : HypothesisLimits.impactScore.min,
  );
  return {
    hypothesis: clipQuote(draft.hypothesis.trim(), HypothesisLimits.hypothesisChars),
    strategic_approach: clipQuote(draft.strategic_approach.trim(), HypothesisLimits.strategicApproachChars),
    success_metrics: clipQuote(draft.success_metrics.trim(), HypothesisLimits.successMetricsChars),
    potential_impact_score: Math.min(
      HypothesisLimits.impactScore.max,
      Math.max(HypothesisLimits.impactScore.min, score),
    ),
    evidence: draft.evidence.slice(0, HypothesisLimits.maxEvidence).map((item) => ({
      url: item.url.slice(0, 2048),
      quote: clipQuote(item.quote.trim(), HypothesisLimits.quoteChars),
    })),
    ...(typeof draft.daily_budget === 'number' && Number.isFinite(draft.daily_budget)
      ? {
          daily_budget: Math.min(
            HypothesisLimits.maxDailyBudget,
            Math.max(HypothesisLimits.minDailyBudget, Math.round(draft.daily_budget)),
          ),
        }
      : {}),
    ...(draft.motive ? { motive: draft.motive } : {}),
    ...(draft.from_trade ? { from_trade: true } : {}),
  };
}

/**
 * Wraps either engine so nothing ungrounded or oversized leaves it: stories and merges keep only what the crawl
 * (and the user's own words) contain, assumptions keep only verifiable evidence, differ from the existing ones and
 * respect the requested count; every text is clipped to its limit. Model output is treated as untrusted input.
 */
export function withGrounding(engine: DraftingEngine): DraftingEngine {
  return {
    ...engine,
    ...withCampaignGrounding(engine),
    info: engine.info,
    async story(input, options) {
      const result = await engine.story(input, options);
      const grounded = groundText(result.value.story, buildCorpus(crawlSources(input.facts)));
      // One language, whole sentences, spelled: a sentence the language checks block does not reach the owner.
      const { language, variant } = draftLanguageOf({
        profile: input.facts.profile ?? null,
        brand_story: grounded.text,
      });
      const checked = await withoutBlockedSentences(
        grounded.text,
        language,
        siteWordsOf(input.facts),
        variant,
      );
      if (!checked.text.trim()) throw new AppError('BAD_GATEWAY', StoryMessages.generateFailed);
      return {
        ...result,
        value: {
          story: checked.text.slice(0, StoryLimits.maxStoryChars),
          unverified: [...result.value.unverified, ...grounded.unverified, ...checked.dropped],
        },
      };
    },
    async mergeInsights(input, options) {
      const result = await engine.mergeInsights(input, options);
      const sources = [...(input.facts ? crawlSources(input.facts) : []), input.story, input.insights];
      const grounded = groundText(result.value.story, buildCorpus(sources));
      if (!grounded.text.trim()) throw new AppError('BAD_GATEWAY', StoryMessages.mergeFailed);
      return {
        ...result,
        value: { story: grounded.text.slice(0, StoryLimits.maxStoryChars), unverified: grounded.unverified },
      };
    },
    async storyFeedback(input, options) {
      const result = await engine.storyFeedback(input, options);
      // Advice the language checks block (another language, a clipped sentence) gives way to the offline review's.
      const draft = draftLanguageOf({ profile: input.facts?.profile ?? null, brand_story: input.story });
      const check = await copyLanguageChecker(draft.language, draft.variant);
      const site = input.facts ? siteWordsOf(input.facts) : { names: [] };
      let offline: StoryFeedback | null = null;
      const checked = (aspect: keyof StoryFeedback): StoryAspectFeedback => {
        const value = result.value[aspect];
        if (check(value.feedback, site).every((finding) => !finding.gated)) return clipAspect(value);
        offline ??= reviewStory(input.story, input.facts);
        return clipAspect(offline[aspect]);
      };
      return {
        ...result,
        value: {
          customers: checked('customers'),
          problems: checked('problems'),
          solution: checked('solution'),
        },
      };
    },
    async hypotheses(input, options) {
      const result = await engine.hypotheses(input, options);
      const corpus = buildCorpus([...crawlSources(input.facts), input.brandStory ?? '']);
      const grounded = result.value.hypotheses
        .map(clipHypothesis)
        .map((draft) => groundHypothesis(draft, corpus, input.facts).draft)
        .filter((draft): draft is HypothesisDraft => draft !== null);
      // Every assumption of a site names the business: its names say nothing about which motive a draft argues.
      const names = [input.facts.siteName ?? '', input.facts.profile?.businessName?.value ?? ''].filter(
        Boolean,
      );
      const distinct = keepDistinct(grounded, input.existing, (draft) => draft.hypothesis, names).slice(
        0,
        input.count,
      );
      if (distinct.length === 0) {
        throw new AppError(
          'BAD_GATEWAY',
          input.existing.length > 0 ? HypothesisMessages.newFailed : HypothesisMessages.initialFailed,
        );
      }
      return { ...result, value: { hypotheses: distinct } };
    },
  };
}
