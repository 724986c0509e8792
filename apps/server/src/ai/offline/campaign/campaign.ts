import {
  campaignDailyBudget,
  formatBudget,
  OBJECTIVE_BUDGET_SHARE,
  siteAdAccountCurrency,
} from '@adsmith/domain/campaigns/budget';
import { NameLimits, type Objective } from '@adsmith/domain/campaigns/constants';
import type {
  CampaignGenerationInput,
  CampaignGenerationOutput,
} from '@adsmith/domain/drafting/campaign-generations';
import { draftLanguageOf, translationNote } from '../../copy-brief';
import { phraseBankFor } from '../phrase-banks/banks';
import { fill } from '../phrase-banks/phrase-bank';
import { asSentence, clipQuote } from '../format';
import { CampaignLimits } from '@adsmith/domain/common/constants';
import type { TradeFamily } from '@adsmith/domain/profile/trades';
import { adSetFocus, angleOf, businessOf, familyOf } from './campaign-facts';
import { campaignReasoning } from './reasoning';

const AWARENESS_WORDS = /\b(?:awareness|reach|recall|impressions|get known|visibility)\b/i;
const LEAD_WORDS =
  /\b(?:leads?|bookings?|book|enquir\w*|inquir\w*|appointments?|consultations?|quotes?|calls?|requests?|sign[- ]?ups?)\b/i;
const TRAFFIC_WORDS = /\b(?:landing[- ]page views?|site visits|visits to|traffic|sessions)\b/i;
const SALES_WORDS =
  /\b(?:purchases?|sales?|orders?|add[- ]to[- ]cart|revenue|conversions?|cost per purchase|checkout)\b/i;

/** Trade families whose customers book an appointment, call or ask for a quote before they buy. */
const BOOKED_FAMILIES = new Set<TradeFamily>([
  'home_repairs',
  'beauty_fitness',
  'health',
  'animals',
  'professional',
]);

/**
 * The objective the assumption's own success metrics point to: sales when they count purchases (and by default),
 * leads when a services business counts bookings or enquiries, traffic or awareness only when that is all they
 * count.
 */
export function chooseObjective(input: CampaignGenerationInput): {
  objective: Objective;
  fromMetrics: boolean;
} {
  const metrics = `${input.hypothesis.success_metrics} ${input.hypothesis.strategic_approach}`;
  const countsSales = SALES_WORDS.test(metrics);
  // A business that takes bookings or enquiries rather than orders is judged by leads, whatever the metrics say.
  const actions = input.profile?.actions.map((action) => action.value) ?? [];
  const offeringType = input.profile?.offeringType?.value ?? input.offering_type;
  // Nor can customers buy where the site takes no order: a restaurant that takes table bookings and calls is judged by
  // the bookings, not by purchases the site cannot record.
  const sellsOnline = actions.includes('buy_online') || actions.includes('order_delivery');
  const takesBookings = actions.some(
    (action) => action === 'book' || action === 'visit' || action === 'call' || action === 'enquire',
  );
  // A trade whose customers book, call or ask first (a locksmith, a salon, a practice) is judged by those leads when
  // most of what it offers is a service, even where its site also sells something (a salon's care products, a price
  // list read as a shop).
  const family = familyOf(input.profile);
  const offerings = input.products ?? [];
  const mostlyServices =
    offerings.filter((product) => product.offering_type === 'service').length >= offerings.length / 2;
  const bookedTrade =
    family !== null && BOOKED_FAMILIES.has(family) && takesBookings && offerings.length > 0 && mostlyServices;
  if (
    offeringType === 'services' ||
    (offeringType === 'mixed' && !sellsOnline) ||
    (actions.length > 0 && !sellsOnline && takesBookings) ||
    bookedTrade
  )
    return {
      objective: AWARENESS_WORDS.test(metrics) && !LEAD_WORDS.test(metrics) ? 'AWARENESS' : 'LEAD_GENERATION',
      fromMetrics: LEAD_WORDS.test(metrics),
    };
  // A business whose site takes no orders (a restaurant that reserves tables by phone) cannot be judged by
  // purchases: leads when people book, call or ask, visits to the site when they can only come by.
  if (actions.length > 0 && !actions.includes('buy_online') && !actions.includes('order_delivery'))
    return {
      objective: actions.some((action) => action === 'book' || action === 'call' || action === 'enquire')
        ? 'LEAD_GENERATION'
        : 'TRAFFIC',
      fromMetrics: LEAD_WORDS.test(metrics),
    };
  if (input.offering_type === 'services' && LEAD_WORDS.test(metrics))
    return { objective: 'LEAD_GENERATION', fromMetrics: true };
  if (!countsSales && !LEAD_WORDS.test(metrics) && AWARENESS_WORDS.test(metrics))
    return { objective: 'AWARENESS', fromMetrics: true };
  if (!countsSales && TRAFFIC_WORDS.test(metrics)) return { objective: 'TRAFFIC', fromMetrics: true };
  return { objective: 'OUTCOME_SALES', fromMetrics: countsSales };
}

/**
 * The offline campaign draft: a name from the business and the assumption's angle, the objective its success
 * metrics point to, and a reasoning that quotes the assumption, names the offerings its ad sets lead with and states
 * the daily budget in the ad account's currency (as the use case sets it).
 */
export function draftCampaign(input: CampaignGenerationInput): CampaignGenerationOutput {
  const business = businessOf(input);
  const angle = angleOf(input.hypothesis);
  const { objective, fromMetrics } = chooseObjective(input);
  const products = input.products ?? [];
  const focus = adSetFocus(products, input.hypothesis, CampaignLimits.maxProductsPerAdSet);
  const budget = campaignBudgetOf(input, objective);
  // The name is the owner's label in the customer's language, as the ads are.
  const draftLanguage = draftLanguageOf(input);
  const bank = phraseBankFor(draftLanguage.language, draftLanguage.variant);
  const name = clipQuote(
    fill(bank.campaignName, {
      business: business.name,
      angle: bank.motives[angle.motive ?? 'core'],
      objective: bank.objectives[objective],
    }),
    NameLimits.campaign,
  );
  // The assumption and its metrics are quoted whole (their sentences are the owner's to read), never cut mid-way.
  const reasoning = campaignReasoning(
    {
      language: draftLanguage.language,
      note: translationNote(draftLanguage),
      family: familyOf(input.profile),
      variant: draftLanguage.variant,
    },
    {
      hypothesis: input.hypothesis.hypothesis,
      objective,
      fromMetrics,
      metrics: asSentence(input.hypothesis.success_metrics.trim()),
      // What the ads will show: what each ad set leads with, the broad one's first.
      products: [
        ...new Set([focus.broad.products, focus.mobile.products].flatMap((list) => list.slice(0, 2))),
      ],
      budget: {
        amount: budget.amount,
        currency: budget.currency,
        assumptionUsd: budget.assumptionUsd,
        share: budget.share,
      },
    },
  );
  return { name, objective, buying_type: 'AUCTION', reasoning };
}

/**
 * The campaign's budget as the use case sets it: the ad account currency, the assumption's budget (US dollars) and
 * the campaign's in that currency, both as written, and the objective's share. Its figures are the plan's own, and
 * the reasoning may state them.
 */
export function campaignBudgetOf(input: CampaignGenerationInput, objective: Objective) {
  const currency = siteAdAccountCurrency(input.profile?.currency?.value, input.products ?? []);
  // A model's objective is untrusted until the use case checks it: an unknown one spends the whole budget.
  const share = OBJECTIVE_BUDGET_SHARE[objective] ?? 1;
  const amount = campaignDailyBudget(input.hypothesis.daily_budget, objective, currency);
  return {
    currency,
    share,
    amount,
    assumptionUsd: input.hypothesis.daily_budget,
    assumption: formatBudget(input.hypothesis.daily_budget, 'USD'),
    budget: formatBudget(amount, currency),
  };
}
