import {
  CAPPED_BID_STRATEGIES,
  ObjectiveSettings,
  type BidStrategy,
  type BillingEvent,
  type Objective,
  type ObjectiveSetting,
  type OptimizationGoal,
} from './constants';

/** The optimisation goals, billing events and bid strategies an objective allows (SPEC §3). */
export function getObjectiveSettings(objective: Objective): ObjectiveSetting {
  return ObjectiveSettings[objective];
}

export const isOptimizationGoalAllowed = (objective: Objective, goal: string): goal is OptimizationGoal =>
  (ObjectiveSettings[objective].optimizationGoals as readonly string[]).includes(goal);

export const isBillingEventAllowed = (objective: Objective, event: string): event is BillingEvent =>
  (ObjectiveSettings[objective].billingEvents as readonly string[]).includes(event);

export const isBidStrategyAllowed = (objective: Objective, strategy: string): strategy is BidStrategy =>
  (ObjectiveSettings[objective].bidStrategies as readonly string[]).includes(strategy);

/** Whether the strategy needs a bid or cost cap amount (bid cap, cost cap). */
export const needsBidAmount = (strategy: BidStrategy): boolean => CAPPED_BID_STRATEGIES.includes(strategy);

/** Whether the strategy needs a minimum ROAS. */
export const needsRoasFloor = (strategy: BidStrategy): boolean => strategy === 'LOWEST_COST_WITH_MIN_ROAS';

export type DeliverySettings = {
  optimization_goal: string;
  billing_event: string;
  bid_strategy: string;
};

/**
 * Fits an ad set's delivery settings to the campaign objective: each value the objective allows is kept, any other
 * falls back to the objective's first allowed value. The wizard calls this when the objective changes and when a
 * new ad set is made, because the SPEC §9 defaults for new items (OFFSITE_CONVERSIONS, CONVERSIONS) are not in the
 * §3 objective table, and the dropdowns only offer what the objective allows.
 */
export function fitDeliveryToObjective(
  objective: Objective,
  settings: DeliverySettings,
): { optimization_goal: OptimizationGoal; billing_event: BillingEvent; bid_strategy: BidStrategy } {
  const allowed = ObjectiveSettings[objective];
  return {
    optimization_goal: isOptimizationGoalAllowed(objective, settings.optimization_goal)
      ? settings.optimization_goal
      : allowed.optimizationGoals[0]!,
    billing_event: isBillingEventAllowed(objective, settings.billing_event)
      ? settings.billing_event
      : allowed.billingEvents[0]!,
    bid_strategy: isBidStrategyAllowed(objective, settings.bid_strategy)
      ? settings.bid_strategy
      : allowed.bidStrategies[0]!,
  };
}
