import { budgetDecimals, convertBudget, formatBudget } from '@adsmith/domain/campaigns/budget';
import type { CopyLanguage } from '@adsmith/domain/copy/languages';

/**
 * A budget as the language writes money ("25,00 €", "CHF 30.00", "30.000 CLP"), with the currency's decimals; US
 * dollars outside English by their code ("30,00 USD"), as the languages' own signs ("$US", "US$") read as English.
 * Every budget sentence of a draft — an assumption's, a campaign's — is written with it.
 */
export function budgetIn(language: CopyLanguage, amount: number, currency: string): string {
  if (language === 'en') return formatBudget(amount, currency);
  const decimals = budgetDecimals(currency);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: currency.toUpperCase() === 'USD' ? 'code' : 'symbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount);
  } catch {
    return formatBudget(amount, currency);
  }
}

/**
 * An assumption's daily budget (held in US dollars, SPEC §9) as the owner reads it: converted into the ad account
 * currency and rounded as a budget, in the language's money format ("10,00 €" for a Spanish bar, "$25.00").
 */
export function assumptionBudgetIn(language: CopyLanguage, usd: number, accountCurrency: string): string {
  const converted = convertBudget(usd, 'USD', accountCurrency);
  return converted === null ? budgetIn(language, usd, 'USD') : budgetIn(language, converted, accountCurrency);
}
