import type { CheerioAPI, Element } from './dom';
import { findPrices } from './price';

/**
 * The state a shop's currency switcher declares on a page: the currency its prices are shown in, the shop's own
 * currency, and the rate from the one to the other (shown = own × rate), with the decimals shown.
 */
export type SwitchedCurrency = { shown: string; own: string; rate: number; decimals: number };

/** Where the state is declared: WooCommerce Currency Switcher (WOOCS) writes both currencies as script variables. */
const DECLARATION = /\bwoocs_(current|default)_currency\s*=\s*(\{[^{}]{1,2000}\})/g;

/** A struck figure at least this many times the one beside it is the shop's own price, printed beside its conversion. */
const ORIGINAL_RATIO = 20;

type Declared = { name?: unknown; rate?: unknown; decimals?: unknown };

function parseDeclared(json: string): Declared | null {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Declared) : null;
  } catch {
    return null;
  }
}

/**
 * The currency switcher's state when the page shows prices converted into another currency than the shop's own (read
 * from the raw HTML: script bodies are emptied before parsing); null when it shows the shop's own or declares nothing.
 */
export function switchedCurrencyOf(html: string): SwitchedCurrency | null {
  if (!html.includes('woocs_')) return null;
  const declared: Record<string, Declared> = {};
  for (const match of html.matchAll(DECLARATION)) {
    const value = parseDeclared(match[2] as string);
    if (value) declared[match[1] as string] ??= value;
  }
  const { current, default: own } = declared;
  if (!current || !own) return null;
  const rate = Number(current.rate);
  const ownRate = Number(own.rate ?? 1);
  const code = (value: unknown) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : null);
  const shown = code(current.name);
  const ownCode = code(own.name);
  if (!shown || !ownCode || shown === ownCode) return null;
  if (!Number.isFinite(rate) || rate <= 0 || !Number.isFinite(ownRate) || ownRate <= 0) return null;
  const decimals = Number(current.decimals ?? 2);
  return {
    shown,
    own: ownCode,
    rate: rate / ownRate,
    decimals: Number.isInteger(decimals) && decimals >= 0 && decimals <= 4 ? decimals : 2,
  };
}

/** Significant digits of an amount to the cent: 270000 → 2, 69.95 → 4, 0.05 → 1. */
function significantDigits(amount: number): number {
  return amount.toFixed(2).replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
}

/**
 * The shop's own amount a converted figure came from: of the amounts that round to the figure shown, the roundest
 * (a shop prices 150,000 pesos, shown as 38.86 dollars; 38.86 ÷ rate is 149,995.7, and 150,000 rounds to 38.86).
 * Null when no amount that round fits: a figure a cached page still shows in the shop's own currency (150,000
 * "dollars" would be some 579 million pesos, to no round figure).
 */
export function ownAmountOf(shown: number, switched: SwitchedCurrency): number | null {
  const own = roundestBehind(shown, switched);
  return significantDigits(own) <= significantDigits(shown) + 1 ? own : null;
}

function roundestBehind(shown: number, switched: SwitchedCurrency): number {
  const half = 0.5 / 10 ** switched.decimals;
  const low = Math.max(0, (shown - half) / switched.rate);
  const high = (shown + half) / switched.rate;
  if (high <= 0) return 0;
  for (let power = Math.floor(Math.log10(high)); power >= -2; power--) {
    const step = 10 ** power;
    const candidate = Math.ceil(low / step) * step;
    if (candidate <= high) return Number(candidate.toFixed(2));
  }
  return Number((shown / switched.rate).toFixed(2));
}

/** WooCommerce's amount markup: the figure and its currency symbol. */
const AMOUNT = '.woocommerce-Price-amount';

function isStruckOriginal($: CheerioAPI, amount: Element): boolean {
  const struck = $(amount).closest('del, s, strike');
  if (struck.length === 0) return false;
  const beside = struck.siblings('ins').find(AMOUNT).get(0);
  const own = findPrices($(amount).text())[0];
  const shown = beside ? findPrices($(beside).text())[0] : undefined;
  return Boolean(own && shown && Number(own.amount) >= Number(shown.amount) * ORIGINAL_RATIO);
}

/**
 * Shows the page's prices in the shop's own currency where a currency switcher converted them: a converted figure is
 * not the site's price (the same offering reads 150,000 pesos on one page and 38.86 dollars on the next). Each amount
 * shown in the switched currency is written back as the shop's own amount (ownAmountOf); an amount printed struck
 * through beside its conversion, or one no round amount of the shop's currency converts to, is the shop's own already
 * and is left as it is.
 */
export function showOwnCurrency($: CheerioAPI, html: string): void {
  const switched = switchedCurrencyOf(html);
  if (!switched) return;
  for (const amount of $(AMOUNT).toArray()) {
    if (isStruckOriginal($, amount)) continue;
    for (const node of $(amount).find('*').addBack().contents().toArray()) {
      if (node.type !== 'text') continue;
      const text = node.data;
      const figure = /\d[\d,.\s]*\d|\d/.exec(text);
      const parsed = figure ? findPrices(`$${figure[0]}`)[0] : undefined;
      if (!figure || !parsed) continue;
      const own = ownAmountOf(Number(parsed.amount), switched);
      if (own === null) continue;
      node.data = `${text.slice(0, figure.index)}${own.toFixed(2)}${text.slice(figure.index + figure[0].length)}`;
    }
  }
}
