import { describe, expect, it } from 'vitest';
import { TRADE_FAMILIES, type TradeFamily } from '../profile/trades';
import { getCallToActionOptions } from './cta';
import { TRADE_FAMILY_CTAS, tradeCallToAction } from './trade-ctas';

const families = Object.keys(TRADE_FAMILIES) as TradeFamily[];

describe('calls to action by trade family', () => {
  it('keeps every family within SPEC §5: products get Shop Now or Order Now, and only shops Shop Now', () => {
    for (const family of families) {
      const { products, services } = TRADE_FAMILY_CTAS[family];
      expect(products.length, family).toBeGreaterThan(0);
      for (const cta of products) expect(getCallToActionOptions('facebook', 'products')).toContain(cta);
      for (const cta of services) expect(getCallToActionOptions('facebook', 'services')).toContain(cta);
      if (family !== 'shops') expect(products, family).not.toContain('SHOP_NOW');
    }
  });

  it('picks what the site supports within the family, never a call to action outside the options', () => {
    const services = getCallToActionOptions('facebook', 'services');
    expect(tradeCallToAction('food_drink', 'products', ['SHOP_NOW', 'ORDER_NOW'], ['buy_online'])).toBe(
      'ORDER_NOW',
    );
    expect(tradeCallToAction('shops', 'products', ['SHOP_NOW', 'ORDER_NOW'], ['buy_online'])).toBe(
      'SHOP_NOW',
    );
    expect(tradeCallToAction('home_repairs', 'services', services, ['enquire'])).toBe('GET_QUOTE');
    expect(tradeCallToAction('home_repairs', 'services', services, [])).toBe('CALL_NOW');
    expect(tradeCallToAction('learning', 'mixed', services, ['book'])).toBe('SIGN_UP');
    expect(tradeCallToAction('beauty_fitness', 'services', services, ['call', 'book'])).toBe('BOOK_NOW');
    // A lead objective leaves out the purchase calls to action: a restaurant is booked.
    expect(tradeCallToAction('food_drink', 'services', ['BOOK_NOW', 'CONTACT_US'], ['order_delivery'])).toBe(
      'BOOK_NOW',
    );
    expect(tradeCallToAction('learning', 'services', ['SHOP_NOW'], [])).toBeNull();
  });
});
