import type { BusinessOfferingType } from '../crawl/schemas';
import type { CustomerAction } from '../profile/schemas';
import type { TradeFamily } from '../profile/trades';
import type { CallToAction } from './constants';

/**
 * The calls to action that fit a business of each trade family, best first, within SPEC §5's lists: `products` for
 * a business whose offerings are all products (SPEC allows Shop Now and Order Now there), `services` for one with
 * services. Shop Now is for shops; a restaurant, a salon or a practice whose offerings read as products is ordered
 * from, never shopped at. A salon or a clinic is booked, a trade is called or asked for a quote, a course is signed
 * up or applied for. Offerings are never retyped to unlock a call to action: the table only narrows SPEC's list.
 */
export const TRADE_FAMILY_CTAS: Record<
  TradeFamily,
  { products: readonly CallToAction[]; services: readonly CallToAction[] }
> = {
  shops: {
    products: ['SHOP_NOW', 'ORDER_NOW'],
    services: ['ORDER_NOW', 'GET_OFFER', 'CONTACT_US', 'BOOK_NOW', 'LEARN_MORE'],
  },
  food_drink: {
    products: ['ORDER_NOW'],
    services: ['BOOK_NOW', 'ORDER_NOW', 'START_ORDER', 'SEE_MENU', 'CALL_NOW', 'CONTACT_US'],
  },
  beauty_fitness: {
    products: ['ORDER_NOW'],
    services: ['BOOK_NOW', 'REQUEST_TIME', 'SIGN_UP', 'CALL_NOW', 'CONTACT_US', 'GET_OFFER'],
  },
  health: {
    products: ['ORDER_NOW'],
    services: ['BOOK_NOW', 'REQUEST_TIME', 'CALL_NOW', 'CONTACT_US', 'LEARN_MORE'],
  },
  home_repairs: {
    products: ['ORDER_NOW'],
    services: ['CALL_NOW', 'GET_QUOTE', 'BOOK_NOW', 'REQUEST_TIME', 'CONTACT_US'],
  },
  learning: {
    products: ['ORDER_NOW'],
    services: ['SIGN_UP', 'APPLY_NOW', 'BOOK_NOW', 'CONTACT_US', 'LEARN_MORE'],
  },
  travel: {
    products: ['ORDER_NOW'],
    services: ['BOOK_NOW', 'CONTACT_US', 'CALL_NOW', 'GET_OFFER', 'LEARN_MORE'],
  },
  animals: {
    products: ['ORDER_NOW'],
    services: ['BOOK_NOW', 'REQUEST_TIME', 'CALL_NOW', 'CONTACT_US', 'LEARN_MORE'],
  },
  professional: {
    products: ['ORDER_NOW'],
    services: ['GET_QUOTE', 'CONTACT_US', 'BOOK_NOW', 'CALL_NOW', 'LEARN_MORE'],
  },
};

/** The calls to action a family's business may get, for its offering type (products only, or with services). */
export const tradeFamilyCallsToAction = (
  family: TradeFamily,
  offeringType: BusinessOfferingType | null,
): readonly CallToAction[] =>
  offeringType === 'services' || offeringType === 'mixed'
    ? TRADE_FAMILY_CTAS[family].services
    : TRADE_FAMILY_CTAS[family].products;

/** The calls to action each thing customers do on the site supports (a site that takes bookings is booked). */
const ACTION_CTAS: Record<CustomerAction, readonly CallToAction[]> = {
  book: ['BOOK_NOW', 'REQUEST_TIME', 'SIGN_UP', 'APPLY_NOW'],
  call: ['CALL_NOW'],
  enquire: ['GET_QUOTE', 'CONTACT_US', 'APPLY_NOW', 'SIGN_UP'],
  buy_online: ['SHOP_NOW', 'ORDER_NOW', 'START_ORDER'],
  order_delivery: ['ORDER_NOW', 'START_ORDER'],
  visit: ['SEE_MENU', 'CONTACT_US'],
};

/**
 * The call to action for a business of a trade family among the allowed options (SPEC §5 for the channel, the
 * offering type and the objective): the family's first that something customers do on the site supports, else
 * the family's first allowed; null when the family's list and the options share none.
 */
export function tradeCallToAction(
  family: TradeFamily,
  offeringType: BusinessOfferingType | null,
  options: readonly string[],
  actions: readonly CustomerAction[],
): CallToAction | null {
  const fitting = tradeFamilyCallsToAction(family, offeringType).filter((cta) => options.includes(cta));
  const supported = new Set(actions.flatMap((action) => ACTION_CTAS[action]));
  return fitting.find((cta) => supported.has(cta)) ?? fitting[0] ?? null;
}
