import { CampaignLimits, RoasScale, TextLimits } from '../common/constants';

/**
 * Campaign vocabulary of SPEC §3 and the defaults of §9. Values are the ad platform's API names, so the draft can be
 * exported without translation; labels are what the UI shows.
 */

export const OBJECTIVES = ['AWARENESS', 'TRAFFIC', 'ENGAGEMENT', 'LEAD_GENERATION', 'OUTCOME_SALES'] as const;
export type Objective = (typeof OBJECTIVES)[number];

export const ObjectiveLabels: Record<Objective, string> = {
  AWARENESS: 'Brand Awareness',
  TRAFFIC: 'Traffic',
  ENGAGEMENT: 'Engagement',
  LEAD_GENERATION: 'Lead Generation',
  OUTCOME_SALES: 'Sales',
};

export const DEFAULT_OBJECTIVE: Objective = 'OUTCOME_SALES';

/** Every optimisation goal a draft may carry: the SPEC §3 table plus the §9 default for new items. */
export const OPTIMIZATION_GOALS = [
  'REACH',
  'IMPRESSIONS',
  'LINK_CLICKS',
  'LANDING_PAGE_VIEWS',
  'POST_ENGAGEMENT',
  'PAGE_LIKES',
  'EVENT_RESPONSES',
  'LEAD_GENERATION',
  'CONVERSIONS',
  'VALUE',
  'OFFSITE_CONVERSIONS',
] as const;
export type OptimizationGoal = (typeof OPTIMIZATION_GOALS)[number];

export const BILLING_EVENTS = [
  'IMPRESSIONS',
  'LINK_CLICKS',
  'POST_ENGAGEMENT',
  'CONVERSIONS',
  'PURCHASE',
] as const;
export type BillingEvent = (typeof BILLING_EVENTS)[number];

export const BID_STRATEGIES = [
  'LOWEST_COST_WITHOUT_CAP',
  'LOWEST_COST_WITH_BID_CAP',
  'COST_CAP',
  'LOWEST_COST_WITH_MIN_ROAS',
] as const;
export type BidStrategy = (typeof BID_STRATEGIES)[number];

export const BidStrategyLabels: Record<BidStrategy, string> = {
  LOWEST_COST_WITHOUT_CAP: 'Highest volume (no cap)',
  LOWEST_COST_WITH_BID_CAP: 'Bid cap',
  COST_CAP: 'Cost per result goal',
  LOWEST_COST_WITH_MIN_ROAS: 'Minimum ROAS',
};

/** Bid strategies that need a bid or cost cap amount. */
export const CAPPED_BID_STRATEGIES: readonly BidStrategy[] = ['LOWEST_COST_WITH_BID_CAP', 'COST_CAP'];

export type ObjectiveSetting = {
  optimizationGoals: readonly OptimizationGoal[];
  billingEvents: readonly BillingEvent[];
  bidStrategies: readonly BidStrategy[];
};

/** SPEC §3 "Objective settings" table and its bid strategy rules, exactly. */
export const ObjectiveSettings: Record<Objective, ObjectiveSetting> = {
  AWARENESS: {
    optimizationGoals: ['REACH', 'IMPRESSIONS'],
    billingEvents: ['IMPRESSIONS'],
    bidStrategies: ['LOWEST_COST_WITHOUT_CAP'],
  },
  TRAFFIC: {
    optimizationGoals: ['LINK_CLICKS', 'LANDING_PAGE_VIEWS'],
    billingEvents: ['IMPRESSIONS', 'LINK_CLICKS'],
    bidStrategies: ['LOWEST_COST_WITHOUT_CAP', 'LOWEST_COST_WITH_BID_CAP', 'COST_CAP'],
  },
  ENGAGEMENT: {
    optimizationGoals: ['POST_ENGAGEMENT', 'PAGE_LIKES', 'EVENT_RESPONSES'],
    billingEvents: ['IMPRESSIONS', 'POST_ENGAGEMENT'],
    bidStrategies: ['LOWEST_COST_WITHOUT_CAP', 'LOWEST_COST_WITH_BID_CAP', 'COST_CAP'],
  },
  LEAD_GENERATION: {
    optimizationGoals: ['LEAD_GENERATION'],
    billingEvents: ['IMPRESSIONS'],
    bidStrategies: ['LOWEST_COST_WITHOUT_CAP', 'LOWEST_COST_WITH_BID_CAP', 'COST_CAP'],
  },
  OUTCOME_SALES: {
    optimizationGoals: ['CONVERSIONS', 'VALUE'],
    billingEvents: ['IMPRESSIONS'],
    bidStrategies: [
      'LOWEST_COST_WITHOUT_CAP',
      'LOWEST_COST_WITH_BID_CAP',
      'COST_CAP',
      'LOWEST_COST_WITH_MIN_ROAS',
    ],
  },
};

export const CALL_TO_ACTIONS = [
  'SHOP_NOW',
  'ORDER_NOW',
  'GET_OFFER',
  'LEARN_MORE',
  'BOOK_NOW',
  'SIGN_UP',
  'APPLY_NOW',
  'CONTACT_US',
  'GET_QUOTE',
  'SUBSCRIBE',
  'REQUEST_TIME',
  'START_ORDER',
  'SEE_MENU',
  'CALL_NOW',
  'BUY_NOW',
  'DOWNLOAD',
  'CUSTOM',
] as const;
export type CallToAction = (typeof CALL_TO_ACTIONS)[number];

/** "SHOP_NOW" → "Shop Now", as the ad platform shows it. */
export const callToActionLabel = (cta: CallToAction): string =>
  cta === 'CUSTOM'
    ? 'Custom'
    : cta
        .split('_')
        .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
        .join(' ');

export const AD_TYPES = ['single_image', 'video', 'carousel'] as const;
export type AdType = (typeof AD_TYPES)[number];

export const ASPECT_RATIOS = ['1:1', '4:5', '16:9', '9:16'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const CAMPAIGN_STATUSES = ['ACTIVE', 'PAUSED', 'COMPLETED', 'DRAFT'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** SPEC §4 badge colours (Mantine colour names). */
export const StatusBadgeColors: Record<CampaignStatus, 'green' | 'orange' | 'blue' | 'gray'> = {
  ACTIVE: 'green',
  PAUSED: 'orange',
  COMPLETED: 'blue',
  DRAFT: 'gray',
};

export const BUYING_TYPES = ['AUCTION', 'RESERVED'] as const;
export type BuyingType = (typeof BUYING_TYPES)[number];

export const PUBLISHER_PLATFORMS = ['facebook', 'instagram', 'audience_network', 'messenger'] as const;
export const DEVICE_PLATFORMS = ['mobile', 'desktop'] as const;
export const FACEBOOK_POSITIONS = [
  'feed',
  'right_hand_column',
  'marketplace',
  'video_feeds',
  'story',
  'search',
  'instream_video',
  'facebook_reels',
  'profile_feed',
] as const;
export const INSTAGRAM_POSITIONS = [
  'stream',
  'story',
  'explore',
  'explore_home',
  'reels',
  'profile_feed',
  'ig_search',
] as const;

/** Gender codes of the ad platform: both (or none) selected means all. */
export const Genders = { male: 1, female: 2 } as const;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Ad set settings of SPEC §5 and §9. */
export const AdSetRules = {
  age: { min: 13, max: 65, newMin: 18, newMax: 65 },
  dailyBudget: { min: 1, step: 0.01, max: 1_000_000 },
  bidAmount: { min: 0.01, max: 1_000_000 },
  /** Minimum ROAS as the user types it; stored times RoasScale. */
  roas: { min: 0.01, max: 1000, scale: RoasScale },
  schedule: { stepMinutes: 30, manualDurationDays: 30 },
} as const;

/** Lengths of names the SPEC leaves open; generous but bounded, so a draft cannot grow without limit. */
export const NameLimits = {
  campaign: 150,
  adSet: 150,
  ad: 150,
  reasoning: 2_000,
  city: 100,
  region: 100,
} as const;

/** SPEC §9 defaults for new ad sets (before they are fitted to the campaign objective, see objective-settings). */
export const NewAdSetDefaults = {
  optimization_goal: 'OFFSITE_CONVERSIONS',
  billing_event: 'CONVERSIONS',
  bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
  bid_amount: 0,
  daily_budget: 0,
  age_min: AdSetRules.age.newMin,
  age_max: AdSetRules.age.newMax,
} as const satisfies {
  optimization_goal: OptimizationGoal;
  billing_event: BillingEvent;
  bid_strategy: BidStrategy;
  [key: string]: unknown;
};

/** SPEC §9 defaults for a new ad. */
export const NewAdDefaults = {
  call_to_action: 'SHOP_NOW',
  ad_type: 'single_image',
  aspect_ratio: '1:1',
} as const satisfies { call_to_action: CallToAction; ad_type: AdType; aspect_ratio: AspectRatio };

export const CampaignDraftDefaults = {
  objective: DEFAULT_OBJECTIVE,
  status: 'DRAFT',
  buying_type: 'AUCTION',
} as const satisfies { objective: Objective; status: CampaignStatus; buying_type: BuyingType };

/** Limits the wizard and the server check (re-exported with the SPEC §9 values for one import site). */
export const WizardLimits = { ...CampaignLimits, text: TextLimits } as const;
