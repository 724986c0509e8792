import { z } from 'zod';
import { AssumptionLimits, Currency } from '../common/constants';
import type { TradeFamily } from '../profile/trades';
import type { Objective } from './constants';

/**
 * Budgets a small business can afford, in the currency of its ad account (a refinement of SPEC §9, whose budgets are
 * US dollars: README "Budgets and the ad account currency").
 *
 * An assumption's budget is sized in US dollars from the offerings' prices, the trade family and the impact score
 * (the offline drafting engine); a campaign takes it for its objective and writes it in the ad account's currency,
 * which defaults to the site's when the ad platform can bill in it. The rates below are approximate values of one
 * unit in US dollars: they size and convert budgets (rounded to amounts a person would type), never prices.
 */

/**
 * The ad platform's ad-account currencies (its list of currency codes, without the retired HRK, LTL, LVL, SKK and
 * VEF) and how many decimals a budget takes in each: 0 where the platform's offset is 1 (CLP, COP, JPY …).
 */
const ACCOUNT_DECIMALS = {
  AED: 2,
  ARS: 2,
  AUD: 2,
  BDT: 2,
  BGN: 2,
  BHD: 2,
  BOB: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CLP: 0,
  CNY: 2,
  COP: 0,
  CRC: 0,
  CZK: 2,
  DKK: 2,
  DZD: 2,
  EGP: 2,
  EUR: 2,
  GBP: 2,
  GTQ: 2,
  HKD: 2,
  HNL: 2,
  HUF: 0,
  IDR: 0,
  ILS: 2,
  INR: 2,
  ISK: 0,
  JOD: 2,
  JPY: 0,
  KES: 2,
  KRW: 0,
  MOP: 2,
  MXN: 2,
  MYR: 2,
  NGN: 2,
  NIO: 2,
  NOK: 2,
  NZD: 2,
  PEN: 2,
  PHP: 2,
  PKR: 2,
  PLN: 2,
  PYG: 0,
  QAR: 2,
  RON: 2,
  RSD: 2,
  RUB: 2,
  SAR: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TRY: 2,
  TWD: 0,
  USD: 2,
  UYU: 2,
  VND: 0,
  ZAR: 2,
} as const satisfies Record<string, 0 | 2>;

export type AdAccountCurrency = keyof typeof ACCOUNT_DECIMALS;
export const AD_ACCOUNT_CURRENCIES = Object.keys(ACCOUNT_DECIMALS) as AdAccountCurrency[];
export const DEFAULT_AD_ACCOUNT_CURRENCY: AdAccountCurrency = Currency.code;

export const adAccountCurrencySchema = z
  .enum(AD_ACCOUNT_CURRENCIES as [AdAccountCurrency, ...AdAccountCurrency[]])
  .describe('The ad account currency (ISO 4217) every budget and bid is in');

/**
 * Approximate US dollars per unit (2024–2025, rounded): the ad-account currencies and the other currencies
 * sites price in. Enough to size a test budget and to convert one; not an exchange rate to show anyone.
 */
const USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CHF: 1.13,
  AUD: 0.65,
  CAD: 0.73,
  NZD: 0.6,
  PLN: 0.25,
  CZK: 0.043,
  HUF: 0.0028,
  RON: 0.22,
  BGN: 0.56,
  RSD: 0.0094,
  SEK: 0.095,
  NOK: 0.093,
  DKK: 0.145,
  ISK: 0.0078,
  TRY: 0.025,
  RUB: 0.011,
  UAH: 0.024,
  BYN: 0.31,
  KZT: 0.002,
  AED: 0.27,
  SAR: 0.27,
  QAR: 0.27,
  BHD: 2.65,
  JOD: 1.41,
  ILS: 0.27,
  EGP: 0.02,
  DZD: 0.0075,
  NGN: 0.00065,
  KES: 0.0077,
  ZAR: 0.055,
  INR: 0.012,
  PKR: 0.0036,
  BDT: 0.0082,
  JPY: 0.0067,
  KRW: 0.00072,
  CNY: 0.14,
  HKD: 0.13,
  MOP: 0.125,
  TWD: 0.031,
  SGD: 0.76,
  MYR: 0.23,
  THB: 0.03,
  IDR: 0.000061,
  PHP: 0.017,
  VND: 0.000039,
  MXN: 0.053,
  GTQ: 0.13,
  HNL: 0.038,
  NIO: 0.027,
  CRC: 0.002,
  COP: 0.00025,
  PEN: 0.27,
  BOB: 0.145,
  CLP: 0.00105,
  ARS: 0.00085,
  PYG: 0.000125,
  UYU: 0.024,
  BRL: 0.18,
};

const code = (currency: string | null | undefined) => currency?.trim().toUpperCase() ?? '';

/** Approximate US dollars per unit of a currency, or null for one the table does not know. */
export const usdPerUnit = (currency: string | null | undefined): number | null =>
  USD_PER_UNIT[code(currency)] ?? null;

export const isAdAccountCurrency = (currency: string | null | undefined): currency is AdAccountCurrency =>
  Object.hasOwn(ACCOUNT_DECIMALS, code(currency));

/** Decimals a budget takes in the currency: 0 for CLP, COP, JPY …, else 2. */
export const budgetDecimals = (currency: string | null | undefined): 0 | 2 =>
  isAdAccountCurrency(code(currency)) ? ACCOUNT_DECIMALS[code(currency) as AdAccountCurrency] : 2;

/**
 * The ad account currency a campaign starts with: the site's when the ad platform bills in it (and we can size a
 * budget in it), else SPEC's USD — a site in Belarusian roubles, or one whose currency is unknown, is billed in USD.
 */
export function adAccountCurrencyFor(siteCurrency: string | null | undefined): AdAccountCurrency {
  const candidate = code(siteCurrency);
  return isAdAccountCurrency(candidate) && usdPerUnit(candidate) !== null
    ? (candidate as AdAccountCurrency)
    : DEFAULT_AD_ACCOUNT_CURRENCY;
}

/**
 * The ad account currency for a site: its profile's currency, else the one most of its offerings are priced in
 * (see adAccountCurrencyFor).
 */
export function siteAdAccountCurrency(
  profileCurrency: string | null | undefined,
  offerings: readonly { currency?: string | null }[] = [],
): AdAccountCurrency {
  if (profileCurrency) return adAccountCurrencyFor(profileCurrency);
  const counts = new Map<string, number>();
  for (const offering of offerings)
    if (offering.currency)
      counts.set(code(offering.currency), (counts.get(code(offering.currency)) ?? 0) + 1);
  return adAccountCurrencyFor([...counts].sort((a, b) => b[1] - a[1])[0]?.[0]);
}

/**
 * An amount rounded the way a person sets a budget: to a step of 1, 2 or 5 times a power of ten close to five US
 * dollars' worth (EUR 5, GBP 5, CLP 5 000, COP 20 000, JPY 1 000), never below one step; a currency the table does
 * not know is rounded to whole units.
 */
export function roundBudget(amount: number, currency: string): number {
  const rate = usdPerUnit(currency);
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  if (rate === null) return Math.max(1, Math.round(amount));
  const target = 5 / rate;
  const power = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= target * 0.7)!;
  return Math.max(step, Math.round(amount / step) * step);
}

/** An amount in another currency, rounded as a budget (null when either rate is unknown). */
export function convertBudget(amount: number, from: string, to: string): number | null {
  if (code(from) === code(to)) return amount;
  const fromRate = usdPerUnit(from);
  const toRate = usdPerUnit(to);
  if (fromRate === null || toRate === null) return null;
  return roundBudget((amount * fromRate) / toRate, to);
}

/**
 * A budget as the owner reads it beside its field: "$25.00", "€25.00", "£20.00", "CHF 25.00", "CLP 15,000" —
 * English symbols are the unambiguous ones ("$" is only the US dollar, "CA$", "MX$"), and a currency without a
 * symbol of its own is written with its code.
 */
export function formatBudget(amount: number, currency: string | null | undefined): string {
  const currencyCode = code(currency) || Currency.code;
  const decimals = budgetDecimals(currencyCode);
  const safe = Number.isFinite(amount) ? amount : 0;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(safe);
  } catch {
    return `${currencyCode} ${safe.toFixed(decimals)}`;
  }
}

/**
 * What a first test of a small business of each trade family spends a day, in US dollars: the least that gives the
 * ads enough results to learn from, a typical amount when no price tells more, and the most a first test needs
 * (a local trade reaches a few thousand people around its town; an online shop or a travel business the country).
 */
export const TEST_BUDGET_USD: Record<TradeFamily, { floor: number; typical: number; cap: number }> = {
  shops: { floor: 10, typical: 25, cap: 50 },
  food_drink: { floor: 10, typical: 15, cap: 20 },
  beauty_fitness: { floor: 10, typical: 15, cap: 25 },
  health: { floor: 10, typical: 20, cap: 30 },
  home_repairs: { floor: 10, typical: 20, cap: 30 },
  learning: { floor: 10, typical: 20, cap: 30 },
  travel: { floor: 10, typical: 25, cap: 40 },
  animals: { floor: 10, typical: 15, cap: 20 },
  professional: { floor: 10, typical: 30, cap: 50 },
};

/** The bounds when the trade is unknown: SPEC's 100 is the most, as the assumption's default budget. */
export const UNKNOWN_TRADE_BUDGET_USD = {
  floor: 10,
  typical: AssumptionLimits.defaultDailyBudget,
  cap: AssumptionLimits.defaultDailyBudget,
};

/**
 * The share of an assumption's budget a campaign of each objective spends: results (purchases, leads) cost the
 * whole of it; visits, engagement and reach are cheaper results, and a test of them needs about half.
 */
export const OBJECTIVE_BUDGET_SHARE: Record<Objective, number> = {
  OUTCOME_SALES: 1,
  LEAD_GENERATION: 1,
  TRAFFIC: 0.6,
  ENGAGEMENT: 0.5,
  AWARENESS: 0.5,
};

/**
 * A campaign's daily budget in its ad account's currency: the assumption's budget (US dollars, SPEC §9) times the
 * objective's share, converted and rounded as a budget (every ad-account currency has a rate; any other keeps
 * the amount, rounded).
 */
export function campaignDailyBudget(
  assumptionBudgetUsd: number,
  objective: Objective,
  currency: string,
): number {
  const share = OBJECTIVE_BUDGET_SHARE[objective] ?? 1;
  const usd = Math.max(1, assumptionBudgetUsd * share);
  // The owner's own figure in US dollars stays as typed when the whole of it is spent.
  if (code(currency) === 'USD') return share === 1 ? usd : roundBudget(usd, 'USD');
  return convertBudget(usd, 'USD', currency) ?? roundBudget(usd, currency);
}

/** The impact score an assumption's budget is sized for; a higher score gets more of the test's money, a lower less. */
export const BASE_IMPACT_SCORE = 7;

/**
 * An assumption's daily budget in US dollars: the price it is based on (three results a day at a cost near a third
 * of it: the price itself, a day), else the trade family's typical test budget, times the impact score over
 * BASE_IMPACT_SCORE, within the family's floor and cap (SPEC's 100 at most when the trade is unknown), rounded to $5.
 * `held` says which bound applied.
 */
export function assumptionBudgetUsd(options: {
  basisUsd: number | null;
  family: TradeFamily | null;
  score?: number;
}): { budget: number; held: 'capped' | 'floor' | null } {
  const bounds = options.family ? TEST_BUDGET_USD[options.family] : UNKNOWN_TRADE_BUDGET_USD;
  const score = options.score ?? BASE_IMPACT_SCORE;
  const usd = ((options.basisUsd ?? bounds.typical) * score) / BASE_IMPACT_SCORE;
  const budget = Math.min(bounds.cap, Math.max(bounds.floor, Math.round(usd / 5) * 5));
  const held = usd > bounds.cap + 2.5 ? 'capped' : usd < bounds.floor - 2.5 ? 'floor' : null;
  return { budget, held };
}
