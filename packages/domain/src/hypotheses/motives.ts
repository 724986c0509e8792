import { z } from 'zod';
import type { TradeFamily } from '../profile/trades';

/**
 * Why customers buy: the fixed list of motives an assumption argues. Every drafted assumption names one, four
 * drafted for a site name four different ones, and "Generate New Assumptions" leaves out the motives on screen and
 * those deleted in the visit.
 */
export const MOTIVE_IDS = [
  'craft',
  'convenience',
  'value',
  'expertise',
  'local',
  'personal',
  'social',
  'outcome',
  'design',
  'sustainability',
  'gifting',
  'range',
] as const;

export type MotiveId = (typeof MOTIVE_IDS)[number];
export const motiveIdSchema = z.enum(MOTIVE_IDS);

/** What the owner reads for each motive. */
export const MOTIVE_LABELS: Record<MotiveId, string> = {
  craft: 'Quality and craft',
  convenience: 'Convenience and speed',
  value: 'Price and value',
  expertise: 'Expertise and trust',
  local: 'Local',
  personal: 'Made to order',
  social: 'Social proof',
  outcome: 'The result',
  design: 'Style and status',
  sustainability: 'Sustainability',
  gifting: 'Gifting',
  range: 'Choice and range',
};

/**
 * The motives a trade family's customers most often buy for, strongest first: an assumption "from your trade" when
 * the site does not state four motives itself.
 */
export const TRADE_MOTIVES: Record<TradeFamily, readonly MotiveId[]> = {
  shops: ['craft', 'value', 'convenience', 'gifting', 'design', 'social'],
  food_drink: ['craft', 'local', 'social', 'value', 'convenience', 'outcome'],
  beauty_fitness: ['outcome', 'expertise', 'personal', 'social', 'convenience', 'local'],
  health: ['expertise', 'outcome', 'personal', 'social', 'convenience', 'local'],
  home_repairs: ['convenience', 'expertise', 'value', 'local', 'social', 'craft'],
  learning: ['outcome', 'expertise', 'personal', 'social', 'value', 'convenience'],
  travel: ['outcome', 'local', 'value', 'social', 'personal', 'design'],
  animals: ['expertise', 'personal', 'convenience', 'local', 'social', 'outcome'],
  professional: ['expertise', 'outcome', 'personal', 'social', 'value', 'convenience'],
};

/** The order motives are tried in when the trade is unknown. */
export const DEFAULT_MOTIVES: readonly MotiveId[] = [
  'craft',
  'value',
  'expertise',
  'convenience',
  'social',
  'outcome',
];
