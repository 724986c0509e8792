import type { EngineInfo, StoryFeedback } from '@adsmith/domain/story/schemas';
import type { MotiveId } from '@adsmith/domain/hypotheses/motives';
import type { Evidence } from '@adsmith/domain/hypotheses/schemas';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import type {
  AdSetsGenerationInput,
  AdSetsGenerationOutput,
  AdVariationsGenerationInput,
  AdVariationsGenerationOutput,
  CampaignGenerationInput,
  CampaignGenerationOutput,
  DistributeProductsInput,
  DistributeProductsOutput,
} from '@adsmith/domain/drafting/campaign-generations';
import type {
  CreativeBlueprintInput,
  CreativeBlueprintOutput,
  ImagePromptInput,
  ImagePromptOutput,
} from '@adsmith/domain/drafting/creative-generations';

/** One crawled page as the engines read it. */
export type CrawlFactsPage = {
  url: string;
  title: string | null;
  description: string | null;
  text: string;
};

/** One product or service found by the crawl. */
export type CrawlFactsOffering = {
  name: string;
  price: string | null;
  currency: string | null;
  description: string | null;
  offeringType: 'service' | 'product';
  landingPage: string | null;
};

/** Everything the crawl knows about a business: the only source of facts a draft may use. */
export type CrawlFacts = {
  crawlId: string;
  hostname: string;
  startUrl: string;
  siteName: string | null;
  businessType: 'services' | 'products' | 'mixed' | null;
  pages: CrawlFactsPage[];
  offerings: CrawlFactsOffering[];
  /** The business profile with the owner's corrections applied, when one has been built for the crawl. */
  profile?: BusinessProfile | null;
};

/** What one generation cost: model, tokens in/out and time (logged and returned). */
export type GenerationRecord = {
  generation: string;
  engine: EngineInfo['kind'];
  model: string;
  inputTokens: number | null;
  outputTokens: number | null;
  durationMs: number;
  attempts: number;
};

export type Generated<T> = { value: T; record: GenerationRecord };

/** A story text plus what grounding removed from it. */
export type StoryDraft = { story: string; unverified: string[] };

export type StoryInput = { facts: CrawlFacts };
export type MergeInsightsInput = { facts: CrawlFacts | null; story: string; insights: string };
/** The story to review and, when the crawl is known, its facts (the feedback's examples come from its profile). */
export type StoryFeedbackInput = { story: string; facts?: CrawlFacts | null };

export type HypothesisDraft = {
  hypothesis: string;
  strategic_approach: string;
  success_metrics: string;
  potential_impact_score: number;
  evidence: Evidence[];
  /** Suggested daily budget in USD, scaled to the site's price points (the default budget when absent). */
  daily_budget?: number;
  /** The motive it argues, from the fixed list (the offline engine always names one). */
  motive?: MotiveId;
  /** True when the site states no evidence for the motive and it comes from the trade. */
  from_trade?: boolean;
};

export type HypothesesInput = {
  facts: CrawlFacts;
  /** The saved brand story, when there is one (the user's own words count as facts). */
  brandStory: string | null;
  /** How many new assumptions to draft (1–4). */
  count: number;
  /** Texts of the assumptions that already exist; new ones must differ from them. */
  existing: string[];
  /** Texts of the assumptions the user deleted in this session; new ones must not rest on their reasons. */
  deleted?: string[];
  /** Motives new assumptions must not argue: those on screen and those deleted in this visit. */
  excludedMotives?: MotiveId[];
};

export type CallOptions = { signal?: AbortSignal };

/**
 * Every generation the product makes, behind one interface with two implementations: the model-backed engine
 * (Vercel AI SDK) and the offline engine (rule-based, grounded in the crawl). Routes and services depend only on
 * this.
 */
export interface DraftingEngine {
  readonly info: EngineInfo;
  story(input: StoryInput, options?: CallOptions): Promise<Generated<StoryDraft>>;
  mergeInsights(input: MergeInsightsInput, options?: CallOptions): Promise<Generated<StoryDraft>>;
  storyFeedback(input: StoryFeedbackInput, options?: CallOptions): Promise<Generated<StoryFeedback>>;
  hypotheses(
    input: HypothesesInput,
    options?: CallOptions,
  ): Promise<Generated<{ hypotheses: HypothesisDraft[] }>>;
  campaign(
    input: CampaignGenerationInput,
    options?: CallOptions,
  ): Promise<Generated<CampaignGenerationOutput>>;
  adSets(input: AdSetsGenerationInput, options?: CallOptions): Promise<Generated<AdSetsGenerationOutput>>;
  distributeProducts(
    input: DistributeProductsInput,
    options?: CallOptions,
  ): Promise<Generated<DistributeProductsOutput>>;
  adVariations(
    input: AdVariationsGenerationInput,
    options?: CallOptions,
  ): Promise<Generated<AdVariationsGenerationOutput>>;
  creativeBlueprint(
    input: CreativeBlueprintInput,
    options?: CallOptions,
  ): Promise<Generated<CreativeBlueprintOutput>>;
  imagePrompt(input: ImagePromptInput, options?: CallOptions): Promise<Generated<ImagePromptOutput>>;
}

/** Minimal logger the engines write their records to (Fastify's logger fits). */
export type EngineLogger = {
  info: (object: Record<string, unknown>, message: string) => void;
  warn: (object: Record<string, unknown>, message: string) => void;
  error: (object: Record<string, unknown>, message: string) => void;
};

export const silentLogger: EngineLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
