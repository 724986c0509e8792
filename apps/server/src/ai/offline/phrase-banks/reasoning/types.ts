import type { Objective } from '@adsmith/domain/campaigns/constants';
import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { FocusBasis } from '../../campaign/campaign-facts';
import type { Phrase } from '../phrase-bank';

/** The structure of an ad as its creative approach names it: its angle, or the offering where the business is. */
export type AdStructure = 'benefit' | 'proof' | 'offer' | 'place';

/**
 * The reasoning a campaign, an ad set and an ad's creative approach give, in one language, as whole sentences written
 * in it (never translated word by word from English). Slots take only what keeps its form: a quotation already in
 * the language's marks ("quote"), a list of offering names as a label after a colon ("list"), the language's own
 * labels of a motive or an objective in quotation marks, the assumption's own metrics sentences after a colon, and
 * the bank's own cost phrase. Family variants ({ default, families }) say a sentence the way it reads best for a
 * trade family (a table for a restaurant, a stay for lodging).
 */
export type ReasoningPhrases = {
  language: CopyLanguage;
  /** Opening and closing quotation marks. */
  quotes: [string, string];
  /** The marks of a quotation inside a quotation. */
  innerQuotes: [string, string];

  /** "This campaign tests the assumption: “…”" — the assumption whole, quoted. */
  tests: (quote: string) => string;
  /** Why the objective, when the assumption's metrics count its results, and when the business decides it. */
  objective: Record<Objective, { metrics: string; chosen: string }>;
  /** "The metrics to watch: …" — the assumption's own metrics sentences follow the colon. */
  watch: (metrics: string) => string;
  /** "The ads will show: A (12,50 €), B and C." */
  shows: (list: string) => string;
  /**
   * The campaign's daily budget in the ad account's currency (`amount` as the language writes money, `code` its ISO
   * code): the assumption's own figure (`from` null), the assumption's `from` converted, or a `share` of it (a
   * percentage as the language writes it) for an objective whose results cost less than a purchase or a lead.
   */
  budget: (slots: { amount: string; code: string; from: string | null; share: string | null }) => string;
  /** How the campaign's daily budget reaches the ad sets. */
  budgetSplit: string;

  /** The broad ad set: whom it reaches, per trade family. */
  broad: Phrase;
  /** What an ad set shows and why (FocusBasis): "It leads with the main offerings, those new customers come for: A, B." */
  focus: Record<FocusBasis, (list: string) => string>;
  /** What it leads with when it has no offering to name. */
  leadsAll: { services: string; products: string };
  /** The cost of one result of the objective, as the subject of a sentence ("The cost per lead"). */
  cost: Record<Objective, string>;
  /** "{cost} shows whether the “{angle}” message brings customers." */
  test: (cost: string, angle: string) => string;
  /** The mobile Instagram ad set: whom it reaches. */
  contrast: string;
  /** "If {cost} is lower here than in the broad ad set, the assumption holds most for these people." */
  holds: (cost: string) => string;

  /**
   * An ad set's targeting approach, in one sentence: where its ads run (`place`: around the city, with the radius as
   * the platform writes it, "+25 km", and the country names; in the whole country; or in the country the owner
   * chooses), whom (the ages, an audience label already quoted) and in which placements.
   */
  targeting: {
    around: (slots: { city: string; radius: string; countries: string }) => string;
    country: (countries: string) => string;
    open: string;
    broad: (slots: { place: string; min: number; max: number }) => string;
    mobile: (slots: { place: string; min: number; max: number; audience: string | null }) => string;
  };

  /** The ad's structure, as a label sentence ("Structure: hook → benefit → offer → call to action."). */
  structure: Record<AdStructure, string>;
  /** What the picture shows, per trade family. */
  picture: Phrase;
  /** "Offering shown: {name}." */
  offering: (name: string) => string;
  /** "The text opens with: “…”." */
  opens: (quote: string) => string;
};
