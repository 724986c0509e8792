import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { CustomerAction } from '@adsmith/domain/profile/schemas';
import type { TradeFamily, TradeKey } from '@adsmith/domain/profile/trades';
import type { Phrase } from '../phrase-bank';

/**
 * The brand story's own sentences in one language, written in it (never translated word by word from English). The
 * story is composed from the profile's facts with them: who and where, whom it serves, the need, what it offers with
 * prices, proof and the promise. Slots take only what keeps its form: the business's name as the subject, the city
 * where the language needs no case or article for it (or in brackets), a list of the site's names after a colon, a
 * year, and a site sentence only as a quotation in the language's marks. Nothing states a fact the profile does not
 * give: the need is the trade family's, said of customers in general, never a claim about the business.
 */
export type StoryPhrases = {
  language: CopyLanguage;
  /** Opening and closing quotation marks. */
  quotes: [string, string];
  /** What a business of each trade is, as the sentence's complement with its article ("a hair salon"). */
  trades: Record<TradeKey, string>;
  /** What the business is when its trade is unknown. */
  business: string;
  /** "Salon Marlene is a hair salon in Thun." */
  is: (name: string, what: string, city: string | null) => string;
  /** The site describing the business, quoted whole: "In our own words: “…”." */
  ownWords: (quote: string) => string;
  /** Where the business is, when its name already says what it is ("Harbour Driving School is based in Poole."). */
  based: (name: string, city: string) => string;
  /** Whom it serves, a list of the profile's audience words. */
  serves: (audience: string) => string;
  /** The need the trade family answers, said of its customers in general. */
  need: Record<TradeFamily, string>;
  /** The lead of the offerings list. */
  offers: { services: string; products: string; mixed: string; menu: string };
  and: string;
  /** The lead of a customer's words ("Customers say"). */
  customers: string;
  since: (year: string) => string;
  /** "In numbers: more than 5800 customers." — the site's counts after a colon. */
  counts: (list: string) => string;
  /** Lead of the opening hours as the site writes them. */
  hours: string;
  /** The site's current offer, quoted whole. */
  offer: (quote: string) => string;
  /** How to buy, per customer action the profile found (with trade-family variants). */
  actions: Record<Exclude<CustomerAction, 'enquire' | 'order_delivery'>, Phrase>;
  /** The last sentence, per trade family. */
  closing: Phrase;
};
