import { describe, expect, it } from 'vitest';
import {
  changeCallToAction,
  getCallToActionOptions,
  isCallToActionAllowed,
  resolveCallToAction,
} from './cta';

const SERVICES = [
  'GET_OFFER',
  'LEARN_MORE',
  'ORDER_NOW',
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
];

describe('call-to-action options (SPEC §5)', () => {
  it.each([
    ['facebook', 'products', ['SHOP_NOW', 'ORDER_NOW']],
    ['facebook', null, ['SHOP_NOW', 'ORDER_NOW']],
    ['facebook', 'services', SERVICES],
    ['facebook', 'mixed', SERVICES],
    ['email', 'products', ['SHOP_NOW', 'ORDER_NOW', 'BUY_NOW', 'DOWNLOAD', 'CUSTOM']],
    ['email', 'services', [...SERVICES, 'BUY_NOW', 'DOWNLOAD', 'CUSTOM']],
  ] as const)('%s channel, %s → %j', (channel, offering, expected) => {
    expect(getCallToActionOptions(channel, offering)).toEqual(expected);
  });

  it.each([
    ['SHOP_NOW', 'facebook', 'products', 'SHOP_NOW'],
    ['SHOP_NOW', 'facebook', 'services', 'GET_OFFER'],
    ['BOOK_NOW', 'facebook', 'products', 'SHOP_NOW'],
    ['CUSTOM', 'facebook', 'products', 'SHOP_NOW'],
    ['CUSTOM', 'web', 'products', 'CUSTOM'],
    [null, 'facebook', 'services', 'GET_OFFER'],
  ] as const)(
    '%s on %s for %s resolves to %s (fallback to the first allowed)',
    (cta, channel, offering, expected) => {
      expect(resolveCallToAction(cta, channel, offering)).toBe(expected);
      expect(isCallToActionAllowed(expected, channel, offering)).toBe(true);
    },
  );

  it('clears custom text when leaving CUSTOM and keeps it on CUSTOM', () => {
    const ad = { call_to_action: 'CUSTOM' as const, custom_cta_text: 'Visit the studio' };
    expect(changeCallToAction(ad, 'SHOP_NOW').custom_cta_text).toBeNull();
    expect(changeCallToAction(ad, 'CUSTOM').custom_cta_text).toBe('Visit the studio');
  });
});
