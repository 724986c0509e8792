import type { BusinessOfferingType } from '../crawl/schemas';
import type { CallToAction } from './constants';

/**
 * The channel value that names the social ad platform (SPEC §7 generate-ad-variations `channel`). The wizard builds
 * ads for it; other channels (e.g. a generic ad editor) get the wider CTA list of SPEC §5.
 */
export const PLATFORM_CHANNEL = 'facebook';
const PLATFORM_CHANNEL_ALIASES = new Set([PLATFORM_CHANNEL, 'meta', 'instagram']);

export const isPlatformChannel = (channel: string): boolean =>
  PLATFORM_CHANNEL_ALIASES.has(channel.trim().toLowerCase());

const PRODUCT_CTAS: readonly CallToAction[] = ['SHOP_NOW', 'ORDER_NOW'];
const SERVICE_CTAS: readonly CallToAction[] = [
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
const OTHER_CHANNEL_EXTRAS: readonly CallToAction[] = ['BUY_NOW', 'DOWNLOAD', 'CUSTOM'];

/**
 * Call-to-action options of SPEC §5: on the platform channel, a business selling only products gets SHOP_NOW and
 * ORDER_NOW, one with services (services or mixed) gets the service list; other channels add BUY_NOW, DOWNLOAD
 * and CUSTOM. An unknown offering type counts as products, as the wizard treats anything not service as a product.
 */
export function getCallToActionOptions(
  channel: string,
  offeringType: BusinessOfferingType | null,
): CallToAction[] {
  const base = offeringType === 'services' || offeringType === 'mixed' ? SERVICE_CTAS : PRODUCT_CTAS;
  return isPlatformChannel(channel) ? [...base] : [...base, ...OTHER_CHANNEL_EXTRAS];
}

export const isCallToActionAllowed = (
  cta: string,
  channel: string,
  offeringType: BusinessOfferingType | null,
): boolean => (getCallToActionOptions(channel, offeringType) as string[]).includes(cta);

/** SPEC §5: a call to action not allowed for the channel falls back to the first allowed one. */
export function resolveCallToAction(
  cta: string | null | undefined,
  channel: string,
  offeringType: BusinessOfferingType | null,
): CallToAction {
  const options = getCallToActionOptions(channel, offeringType);
  return (options as string[]).includes(cta ?? '') ? (cta as CallToAction) : options[0]!;
}

/**
 * The ad's call to action after a change: custom text survives only with CUSTOM (SPEC §5 "changing call_to_action
 * away from CUSTOM clears it").
 */
export function changeCallToAction<
  T extends { call_to_action: CallToAction; custom_cta_text?: string | null },
>(ad: T, cta: CallToAction): T {
  return {
    ...ad,
    call_to_action: cta,
    custom_cta_text: cta === 'CUSTOM' ? (ad.custom_cta_text ?? '') : null,
  };
}
