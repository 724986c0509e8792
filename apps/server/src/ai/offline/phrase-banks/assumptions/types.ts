import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { MotiveId } from '@adsmith/domain/hypotheses/motives';
import type { TradeFamily } from '@adsmith/domain/profile/trades';

/**
 * An assumption's texts in one language, as whole sentences per motive. Slots take only text that keeps its form:
 * the business's name as a label or as the sentence's subject ("business"), a quotation already in the language's
 * marks ("quote"), a quoted offering name after a colon ("offering"), a city as a label ("place"), prices as the site
 * writes them and figures. `result` is the language's own word for what a customer does (a booking, an order), in
 * the one form every metrics sentence uses it in ("cost per …").
 */
export type AssumptionPhrases = {
  language: CopyLanguage;
  /** Opening and closing quotation marks. */
  quotes: [string, string];
  /** The hypothesis, with the site's words that state the motive. */
  claim: Record<MotiveId, (business: string, quote: string) => string>;
  /** The hypothesis when the site states no evidence: what the trade's customers often buy for. */
  tradeClaim: Record<MotiveId, (business: string) => string>;
  /** "From your trade (Beauty and fitness) — " — the mark of an assumption the site does not state. */
  fromTrade: (family: string | null) => string;
  families: Record<TradeFamily, string>;
  /** How a campaign tests it. */
  approach: Record<MotiveId, string>;
  /**
   * A motive worded for a trade family where the general words do not fit it: a restaurant shows its dishes, not
   * "the work"; a shop its products; a stay or a tour is bought for the experience, not "the result of the work".
   */
  forFamily: Partial<
    Record<
      TradeFamily,
      {
        tradeClaim?: Partial<Record<MotiveId, (business: string) => string>>;
        approach?: Partial<Record<MotiveId, string>>;
      }
    >
  >;
  /** The offering an approach features, as a label sentence: "Offering to feature: “Gel nails”." */
  feature: (offering: string) => string;
  /** The area a local ad targets, as a label sentence. */
  area: (place: string) => string;
  /** What would show it holds. */
  metrics: Record<MotiveId, (result: string) => string>;
  /** What a result is, per trade family, in the form "cost per …" takes. */
  results: Record<TradeFamily | 'default', string>;
  /** Why a motive tends to move sales. */
  impactBasis: Record<MotiveId, string>;
  /** How strongly the site states it. */
  weight: { once: string; twice: string; often: string; many: string; trade: string };
  withPrices: string;
  /** "Impact 7/10: {basis}; {weight}." */
  impact: (score: number, basis: string, weight: string) => string;
  /** The sentence after the budget when the impact score moved it. */
  scaled: (score: number) => string;
  /**
   * The daily budget and its reason: `budget` and `price` as written ("$25", "45,00 €"), `local` the budget in the
   * site's currency or null, `range` the lowest and highest price, `held` when the test budget's bounds apply.
   */
  budget: (slots: {
    budget: string;
    local: string | null;
    price: string;
    range: string;
    lead: boolean;
    held: 'capped' | 'floor' | null;
  }) => string;
};
