/**
 * Campaign messages. Everything under the SPEC-named groups is SPEC §5 / §8 word for word (the web shows them as
 * they are); `CampaignRuleMessages` holds the server's own wording for rules the SPEC states without a message.
 */

/** SPEC §5 alerts of the wizard. */
export const CampaignLimitMessages = {
  maxAdsPerCampaign: 'You can only have up to 10 ads across all ad sets in a campaign.',
  maxProductsPerAdSet: 'Maximum 5 products per ad set allowed',
  duplicateProduct: 'Product already in ad set',
  shoppableProductsTip: 'The ad platform supports only "Shop Now" and "Order Now" for shoppable products.',
} as const;

/** SPEC §8 "Products". */
export const ProductMessages = {
  analysisFailed: 'Product analysis failed',
  loadFailed: 'Failed to load products',
  distributeFailed: 'Failed to distribute products',
  loadFailedLater: 'Failed to load products. Please try again later.',
} as const;

/** SPEC §8 "Wizard loading" and §2 item 6. */
export const WizardMessages = {
  missingParameters: 'Missing required parameters',
  noHypothesis: 'No hypothesis data found',
  loadFailed: 'Failed to load campaign data',
  backToAssumptions: 'Back to Business Assumptions',
  changesDetected: 'Changes Detected',
  keepCurrentAds: 'Keep Current Ads',
  regenerateAds: 'Regenerate Ads',
  steps: ['Campaign Setup', 'Product Selection', 'Ad Creation', 'Review & Create'],
} as const;

/** SPEC §8 "Ad generation". */
export const AdGenerationMessages = {
  uploadFailed: (detail: string) => `Failed to upload image: ${detail}`,
  blueprintFailed: (detail: string) => `Failed to generate ad creative blueprint: ${detail}`,
  imagePromptFailed: 'Failed to generate image prompt',
  imageFailed: (detail: string) => `Failed to generate image: ${detail}`,
  imageUrlMissing: 'Image URL not found in response',
  variationsFailed: 'Failed to generate ad variations. Please try again or create ads manually.',
  partialSuccess:
    'Some ad variations could not be generated completely. You can continue with the current ads or try regenerating them.',
  wizardPartialSuccess:
    "Some ad variations couldn't be generated completely. You can continue with the current ads or try regenerating them.",
  adsFailed: (detail: string) => `Failed to generate ads: ${detail}`,
  /** Why a requested ad did not come out (shown with a partial success or a failure). */
  adNotWritten: (position: number, requested: number) =>
    `Ad ${position} of ${requested} was not written: every headline and text the business profile gives for these offerings is used by another ad of the campaign or failed the language checks. Add a benefit or an offer to the brand story, or create this ad manually.`,
  adNotUsable: (position: number, requested: number, detail: string) =>
    `Ad ${position} of ${requested} was left out: ${detail}`,
  nothingWritten: (detail: string) => `No ad could be written: ${detail}`,
  /** A message followed by the reasons the server gave. */
  withReasons: (message: string, reasons: readonly string[]) =>
    reasons.length > 0 ? `${message} ${reasons.join(' ')}` : message,
  allAdSetsFailed: 'Failed to generate ads for all ad sets. Please try again or contact support.',
  someAdSetsFailed: (names: string[]) =>
    `Failed to generate ads for some ad sets: ${names.join(', ')}. You can continue with the ads that were successfully generated or try again.`,
  errorModalActions: {
    ok: 'Ok',
    tryAgain: 'Try Again',
    continueWithAvailable: 'Continue with Available Ads',
  },
} as const;

/** SPEC §8 "Campaign creation". */
export const CampaignCreationMessages = {
  createFailed: (detail: string) => `Failed to create campaign: ${detail}`,
} as const;

/** SPEC §8 "Campaigns dashboard". */
export const DashboardMessages = {
  loadFailed: 'Failed to load campaigns',
  exportFailed: 'Failed to export to Excel. Please try again later.',
} as const;

/** The server's wording for SPEC rules that carry no message of their own. */
export const CampaignRuleMessages = {
  maxAdSets: (max: number) => `A campaign can have at most ${max} ad sets.`,
  minAdSets: 'A campaign needs at least one ad set.',
  maxAdsPerAdSet: (max: number) => `An ad set can have at most ${max} ads.`,
  minAds: 'A campaign needs at least one ad.',
  minProductsPerAdSet: 'Each ad set needs at least one product.',
  unknownAdSet: 'This ad set is not part of the campaign.',
  productNotInAdSet: "This product is not in the ad's ad set.",
  productNotFound: 'This product was not found on the website.',
  textTooLong: (max: number) => `Must be at most ${max} characters`,
  required: 'Required',
  maxVariations: (max: number) => `At most ${max} variations are allowed`,
  firstVariationMirrors: 'The first variation must match the main text',
  goalNotAllowed: (objective: string) => `Not an optimization goal of the ${objective} objective`,
  billingNotAllowed: (objective: string) => `Not a billing event of the ${objective} objective`,
  bidStrategyNotAllowed: (objective: string) => `Not a bid strategy of the ${objective} objective`,
  bidAmountRequired: (min: number) =>
    `A bid or cost cap of at least ${min} is required for this bid strategy`,
  roasRequired: 'A minimum ROAS between 0.01 and 1000 is required for this bid strategy',
  ageRange: 'The minimum age must not be above the maximum age',
  budgetMin: (min: number) => `The daily budget must be at least ${min}`,
  budgetStep: 'The daily budget has at most 2 decimals',
  budgetWhole: (currency: string) =>
    `Amounts in ${currency} are whole: the ad platform takes no decimals in it`,
  ctaNotAllowed: 'This call to action is not available for this channel and offering type',
  customCtaRequired: 'Custom call-to-action text is required for CUSTOM',
  customCtaOnlyForCustom: 'Custom call-to-action text is only used with CUSTOM',
  startNotBeforeTomorrow: 'The start date must be tomorrow or later',
  endBeforeStart: 'The end date must not be before the start date',
  halfHourSteps: 'Times must be on the hour or half hour',
  slotOrder: 'A time slot must end after it starts',
  slotsOverlap: 'Time slots of a day must not overlap',
  noDayEnabled: 'At least one weekday must be enabled',
  positionsWithoutPlatform: (platform: string) =>
    `Positions are set but ${platform} is not a selected platform`,
  duplicateAdSetId: 'Two ad sets share this id',
  hypothesisNotFound: 'Hypothesis not found',
  campaignNotFound: 'Campaign not found',
  crawlMismatch: 'The hypothesis does not belong to this crawl.',
  /** 409 from generate-ad-sets: the wizard turns it into its country question. */
  countryNeeded:
    'Which country is your business in? Adsmith could not tell from your site, and ad sets need a country to target: choose it in Campaign Setup.',
  noAdSetSlots: (max: number) => `This campaign already has ${max} ad sets.`,
  noProducts: 'There are no products to distribute.',
} as const;
