import { describe, expect, it } from 'vitest';
import {
  AD_ACCOUNT_CURRENCIES,
  adAccountCurrencyFor,
  adAccountCurrencySchema,
  assumptionBudgetUsd,
  budgetDecimals,
  campaignDailyBudget,
  convertBudget,
  formatBudget,
  roundBudget,
  siteAdAccountCurrency,
  usdPerUnit,
} from './budget';
import { nameForObjective } from './objective-names';

describe('assumption budgets a small business can afford', () => {
  it('gives a cheap-product shop and a high-ticket service different budgets, each within its trade', () => {
    // A €4 candle shop: three purchases a day cost about the €4 price, under the least a test learns from.
    const shop = assumptionBudgetUsd({ basisUsd: 4 * 1.08, family: 'shops' });
    expect(shop).toEqual({ budget: 10, held: 'floor' });
    // A $180 locksmith call-out would be $180 a day by price alone: a local trade's test is held at $30.
    const locksmith = assumptionBudgetUsd({ basisUsd: 180, family: 'home_repairs' });
    expect(locksmith).toEqual({ budget: 30, held: 'capped' });
    // The same price in a consultancy, whose leads cost more, is held higher.
    expect(assumptionBudgetUsd({ basisUsd: 180, family: 'professional' }).budget).toBe(50);
    // SPEC's bounds when the trade is unknown.
    expect(assumptionBudgetUsd({ basisUsd: 180, family: null })).toEqual({ budget: 100, held: 'capped' });
  });

  it('follows the impact score within the bounds, and the trade alone when there is no price', () => {
    expect(assumptionBudgetUsd({ basisUsd: 20, family: 'health', score: 7 }).budget).toBe(20);
    expect(assumptionBudgetUsd({ basisUsd: 20, family: 'health', score: 9 }).budget).toBe(25);
    expect(assumptionBudgetUsd({ basisUsd: 20, family: 'health', score: 4 }).budget).toBe(10);
    expect(assumptionBudgetUsd({ basisUsd: null, family: 'food_drink' })).toEqual({ budget: 15, held: null });
  });
});

describe('campaign budgets in the ad account currency', () => {
  it("starts with the site's currency where the ad platform bills in it, else USD", () => {
    expect(adAccountCurrencyFor('eur')).toBe('EUR');
    expect(adAccountCurrencyFor('CLP')).toBe('CLP');
    // The ad platform has no Belarusian rouble accounts; nothing known is SPEC's USD.
    expect(adAccountCurrencyFor('BYN')).toBe('USD');
    expect(adAccountCurrencyFor(null)).toBe('USD');
    expect(siteAdAccountCurrency(null, [{ currency: 'GBP' }, { currency: 'GBP' }, { currency: 'EUR' }])).toBe(
      'GBP',
    );
    expect(siteAdAccountCurrency('COP', [{ currency: 'USD' }])).toBe('COP');
  });

  it('has a rate for every ad-account currency, so every budget can be written in it', () => {
    for (const currency of AD_ACCOUNT_CURRENCIES) expect(usdPerUnit(currency)).toBeGreaterThan(0);
    expect(adAccountCurrencySchema.safeParse('XYZ').success).toBe(false);
    expect(adAccountCurrencySchema.safeParse('JPY').success).toBe(true);
  });

  it('writes the budget as a person would type it in that currency, whole where it has no cents', () => {
    expect(campaignDailyBudget(30, 'LEAD_GENERATION', 'USD')).toBe(30);
    expect(campaignDailyBudget(30, 'LEAD_GENERATION', 'EUR')).toBe(30);
    expect(campaignDailyBudget(30, 'LEAD_GENERATION', 'GBP')).toBe(25);
    expect(campaignDailyBudget(30, 'OUTCOME_SALES', 'CLP')).toBe(30_000);
    expect(campaignDailyBudget(30, 'OUTCOME_SALES', 'COP')).toBe(120_000);
    expect(campaignDailyBudget(30, 'OUTCOME_SALES', 'JPY')).toBe(4_000);
    expect(budgetDecimals('CLP')).toBe(0);
    expect(budgetDecimals('EUR')).toBe(2);
    // Reach and visits cost less than leads: about half the assumption's budget.
    expect(campaignDailyBudget(30, 'AWARENESS', 'USD')).toBe(15);
    expect(campaignDailyBudget(30, 'TRAFFIC', 'EUR')).toBe(15);
  });

  it('converts an amount between currencies and rounds it as a budget', () => {
    expect(convertBudget(25, 'EUR', 'EUR')).toBe(25);
    expect(convertBudget(25, 'USD', 'EUR')).toBe(25);
    expect(convertBudget(25, 'EUR', 'CLP')).toBe(25_000);
    expect(convertBudget(25, 'EUR', 'XYZ')).toBeNull();
    expect(roundBudget(1, 'EUR')).toBe(5);
    expect(roundBudget(12.4, 'XYZ')).toBe(12);
  });

  it('shows a budget with its currency, by code where the currency has no symbol of its own', () => {
    // Intl separates a code from the amount with a no-break space.
    const formatBudgetText = (amount: number, currency: string) =>
      formatBudget(amount, currency).replace(/\u00a0/g, ' ');
    expect(formatBudgetText(25, 'USD')).toBe('$25.00');
    expect(formatBudgetText(25, 'EUR')).toBe('€25.00');
    expect(formatBudgetText(20, 'GBP')).toBe('£20.00');
    // No "$" for another dollar or peso: CLP, MXN and CHF read by their codes or marked symbols.
    expect(formatBudgetText(15_000, 'CLP')).toBe('CLP 15,000');
    expect(formatBudgetText(500, 'MXN')).toBe('MX$500.00');
    expect(formatBudgetText(25, 'CHF')).toBe('CHF 25.00');
    expect(formatBudgetText(25, 'BYN')).toBe('BYN 25.00');
  });
});

describe('names that follow the objective', () => {
  it('swaps the bracketed objective label in the language it is written in', () => {
    expect(nameForObjective('Kiln & Kettle – Craft (Sales)', 'LEAD_GENERATION')).toBe(
      'Kiln & Kettle – Craft (Lead Generation)',
    );
    expect(nameForObjective('Tasca – Calidad (Ventas)', 'TRAFFIC')).toBe('Tasca – Calidad (Tráfico)');
    expect(nameForObjective('Praxis – Vertrauen (Anfragen)', 'OUTCOME_SALES')).toBe(
      'Praxis – Vertrauen (Umsatz)',
    );
    expect(nameForObjective('Spring lessons', 'LEAD_GENERATION')).toBe('Spring lessons');
  });
});
