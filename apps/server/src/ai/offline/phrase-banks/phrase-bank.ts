import type { CallToAction } from '@adsmith/domain/campaigns/constants';
import type { Objective } from '@adsmith/domain/campaigns/constants';
import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { Motive } from '../cues';
import type { TradeFamily } from '@adsmith/domain/profile/trades';

/**
 * The trade families a phrase may differ by are the profile's (packages/domain profile/trades.ts): a bank entry is
 * one whole sentence for every business, with variants for the families it reads better for ("Book your stay." for
 * lodging).
 */
export type { TradeFamily };

/** A whole sentence or label, with optional variants per trade family. */
export type Phrase = string | { default: string; families: Partial<Record<TradeFamily, string>> };

/**
 * One language's phrase bank: whole sentences and labels written in that language, never translated word by word
 * from English. Slots in braces take only clean noun phrases from the profile — an offering's name, the business's
 * name, its city, a price as the site writes it, a year or a count as the site states it — and stand where the noun
 * keeps the form the site gives it: after a colon or a dash, as a label, in a list. A site's noun is never inflected.
 *
 * Slots: {name} an offering (or what the business is), {business}, {city}, {price}, {year}, {count} (a count as the
 * site writes it, with its noun: "5800 клиентов"), {value} and {scale} (a rating), {reviews} (a number of reviews),
 * {angle}, {objective}, {focus} (an offering list or an audience), {audience} (an ad set's audience label).
 */
export type PhraseBank = {
  language: CopyLanguage;
  /** The last sentence of a primary text, per call to action (at most about three words). */
  action: Record<ActionKey, Phrase>;
  /**
   * More closing lines per call to action, after the action line: whole short invitations that state no fact, so
   * no two ads of a campaign, and no two variations of an ad, need end on the same sentence.
   */
  closings: Record<ActionKey, readonly Phrase[]>;
  /** BOOK_NOW where the business serves meals: a table, not an appointment. */
  reserve: Phrase;
  /** A rating the site shows: "{value}/{scale}", with and without the number of reviews. */
  rated: string;
  ratedCount: string;
  /** An offering with its price: "{name} for {price}", "{name}: {price}". */
  priced: string;
  /** A price on its own, as a label: "Price: {price}". */
  price: string;
  /** An offering (or what the business is) where the business is: "{name} in {city}", "{name} — {city}". */
  local: string;
  /** Another offering of the ad set, as a short description: "Also: {name}", "Ook: {name}" (the name after a colon). */
  also: string;
  /** Labels of the three ad angles, for ad names. */
  angles: { benefit: string; proof: string; offer: string };
  /** A campaign's angle per motive of its assumption, and when no motive stands out. */
  motives: Record<Motive['id'] | 'core', string>;
  /** The objectives as a campaign name says them. */
  objectives: Record<Objective, string>;
  /** "{business} – {angle} ({objective})". */
  campaignName: string;
  /** "{angle}: {focus} – {audience}". */
  adSetName: string;
  /** The two audiences of the offline ad sets, as their names end. */
  audiences: { broad: string; instagramMobile: string };
  /** The word joining the last two names of a list ("Macarons und Muotokakut"): the names keep their form. */
  and: string;
  /** What an ad set leads with when it has no offerings to name: "{business} services" / "{business} products". */
  businessServices: string;
  businessProducts: string;
};

export type ActionKey = Extract<
  CallToAction,
  | 'SHOP_NOW'
  | 'ORDER_NOW'
  | 'BUY_NOW'
  | 'BOOK_NOW'
  | 'GET_QUOTE'
  | 'GET_OFFER'
  | 'LEARN_MORE'
  | 'CONTACT_US'
  | 'CALL_NOW'
  | 'SEE_MENU'
  | 'REQUEST_TIME'
  | 'START_ORDER'
  | 'SIGN_UP'
  | 'APPLY_NOW'
>;

export type Slots = Partial<
  Record<
    | 'name'
    | 'business'
    | 'city'
    | 'price'
    | 'year'
    | 'count'
    | 'value'
    | 'scale'
    | 'reviews'
    | 'angle'
    | 'objective'
    | 'focus'
    | 'audience',
    string
  >
>;

/** The phrase for a trade family, else its general form. */
export const pick = (phrase: Phrase, family?: TradeFamily | null): string =>
  typeof phrase === 'string' ? phrase : ((family && phrase.families[family]) ?? phrase.default);

/** A template with its slots filled; a slot the caller does not give stays visible, so a test catches it. */
export const fill = (template: string, slots: Slots): string =>
  template.replace(/\{(\w+)\}/g, (whole, slot: keyof Slots) => slots[slot] ?? whole);

/**
 * Names as a list in the bank's language: "A, B and C". Spanish writes "e" for "y" before a word starting with an
 * "i" sound ("Quesos e Ibéricos").
 */
export function listOf(bank: PhraseBank, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const last = items.at(-1)!;
  const and = bank.language === 'es' && /^h?i(?![aeouáéóú])/iu.test(last) ? 'e' : bank.and;
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}
