/**
 * Business constants and limits of SPEC §9, in one place so server and web agree.
 * Durations are milliseconds unless the name says otherwise.
 */
export const Timing = {
  requestTimeoutMs: 180_000,
  storyPollIntervalMs: 3_000,
  productPollIntervalMs: 3_000,
  recrawlPollIntervalMs: 2_000,
  sessionCheckDelayMs: 300,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const CrawlLimits = {
  depth: { default: 1, min: 0, max: 3 },
  rateLimitSeconds: { default: 1, min: 0, max: 10 },
  productCrawlDepth: { default: 3, min: 1, max: 5 },
  useSitemapDefault: true,
  maxSitemapUrls: { default: 50, sliderMin: 10, sliderMax: 100, clampMin: 1, clampMax: 100 },
  useLlmDefault: false,
} as const;

export const AssumptionLimits = {
  maxAssumptions: 4,
  defaultDailyBudget: 100,
} as const;

export const CampaignLimits = {
  maxAdSets: 2,
  maxAdsPerAdSet: 5,
  maxAdsPerCampaign: 10,
  maxProductsPerAdSet: 5,
  maxVariations: 5,
} as const;

export const TextLimits = {
  primaryText: 125,
  headline: 40,
  description: 30,
  customCta: 20,
} as const;

export const ImageLimits = {
  maxAdditionalProductImages: 5,
  maxAdditionalBrandGuidelineImages: 5,
} as const;

export const PreviewLimits = {
  crawlDataContent: 500,
  dashboardStory: 200,
} as const;

export const PasswordRules = {
  minLength: 5,
} as const;

export const MonitorSettings = {
  historySize: 20,
  poolWarningRatio: 0.8,
  autoRefreshChoicesSeconds: [2, 5, 10, 30],
  processManagerDefaultRefreshSeconds: 5,
} as const;

export const Currency = {
  code: 'USD',
  decimals: 2,
} as const;

export const RoasScale = 10_000;
