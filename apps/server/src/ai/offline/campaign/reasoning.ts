import type { Objective } from '@adsmith/domain/campaigns/constants';
import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { CopyVariant } from '@adsmith/domain/copy/variants';
import type { TradeFamily } from '@adsmith/domain/profile/trades';
import { assumptionBudgetIn, budgetIn } from '../budget-text';
import { draftName } from '../copy-phrases';
import { clipSentences } from '../format';
import { PHRASE_BANKS, phraseBankFor } from '../phrase-banks/banks';
import { listOf, pick } from '../phrase-banks/phrase-bank';
import { reasoningPhrasesFor, type AdStructure } from '../phrase-banks/reasoning';
import type { AdSetFocus, Angle, ProductRef } from './campaign-facts';
import { listedName, productPrice } from './campaign-facts';

/**
 * The reasoning of the offline campaign, its ad sets and its ads' creative approach, written from the whole-sentence
 * reasoning banks (phrase-banks/reasoning) in the draft's language: the site's names, prices and the assumption's
 * own sentences go only where they keep their form (quoted, or as a list after a colon). An English draft of a site
 * in another language starts with the translation note.
 */

/** What every reasoning is written for: the draft's language, its translation note ('' when none), the trade family. */
export type ReasoningDraft = {
  language: CopyLanguage;
  note: string;
  family: TradeFamily | null;
  /** The language's regional variant the business's country reads (pt-BR, es-419), when it has one. */
  variant?: CopyVariant | null;
};

/**
 * A text in the language's quotation marks, without its full stop (the sentence around it ends it); quotation marks
 * inside it become the language's inner ones («… “…” …»).
 */
export function quoted(language: CopyLanguage, text: string): string {
  const say = reasoningPhrasesFor(language);
  const [open, close] = say.quotes;
  const [innerOpen, innerClose] = say.innerQuotes;
  const inner = text
    .trim()
    .replace(/\.$/, '')
    .replaceAll(open, innerOpen)
    .replaceAll(close, innerClose)
    .replaceAll(open.trim(), innerOpen)
    .replaceAll(close.trim(), innerClose);
  return `${open}${inner}${close}`;
}

/**
 * "Screening (20,00 €), Intake and Zitting" — up to `max` names, each once, with the price as the site writes it; an
 * offering whose short name another of the `catalogue` shares is listed by its whole name (listedName).
 */
export function offeringList(
  products: readonly ProductRef[],
  language: CopyLanguage,
  max = 3,
  catalogue: readonly ProductRef[] = products,
  quoteNames = false,
): string {
  const labels = products.map((product) => {
    const price = productPrice(product, language);
    const name = draftName(listedName(product, catalogue), quoteNames);
    return price ? `${name} (${price})` : name;
  });
  return listOf(PHRASE_BANKS[language], [...new Set(labels)].slice(0, max));
}

/** The campaign's reasoning: the assumption it tests, why the objective, the metrics to watch, what the ads show. */
export function campaignReasoning(
  draft: ReasoningDraft,
  slots: {
    hypothesis: string;
    objective: Objective;
    fromMetrics: boolean;
    metrics: string;
    products: readonly ProductRef[];
    budget?: CampaignBudget;
  },
): string {
  const say = reasoningPhrasesFor(draft.language, draft.variant);
  const why = say.objective[slots.objective];
  return [
    `${draft.note}${say.tests(quoted(draft.language, slots.hypothesis.trim()))}`,
    slots.fromMetrics ? why.metrics : why.chosen,
    say.watch(slots.metrics),
    slots.products.length > 0
      ? say.shows(offeringList(slots.products, draft.language, 3, slots.products, Boolean(draft.note)))
      : null,
    slots.budget ? budgetSentence(draft.language, slots.budget) : null,
    say.budgetSplit,
  ]
    .filter((sentence): sentence is string => Boolean(sentence))
    .join(' ');
}

/**
 * A campaign's daily budget as the reasoning states it: the amount in the ad account's currency, the assumption's
 * budget in US dollars and the objective's share of it.
 */
export type CampaignBudget = { amount: number; currency: string; assumptionUsd: number; share: number };

/**
 * The sentence stating the campaign's daily budget in the ad account's currency: the assumption's own figure, or the
 * objective's share of it, both in that currency.
 */
export function budgetSentence(language: CopyLanguage, budget: CampaignBudget): string {
  const say = reasoningPhrasesFor(language);
  const amount = budgetIn(language, budget.amount, budget.currency);
  // The assumption's budget as its own metrics state it: in the ad account currency (one figure, one currency).
  const from = assumptionBudgetIn(language, budget.assumptionUsd, budget.currency);
  const same = from === amount;
  return say.budget({
    amount,
    code: budget.currency.toUpperCase(),
    from: same ? null : from,
    share:
      budget.share === 1 ? null : new Intl.NumberFormat(language, { style: 'percent' }).format(budget.share),
  });
}

/** The angle's label in the draft's language, quoted ("„Handwerk und Qualität“"). */
const angleLabel = (draft: ReasoningDraft, angle: Angle) =>
  quoted(draft.language, phraseBankFor(draft.language, draft.variant).motives[angle.motive ?? 'core']);

/**
 * An ad set's reasoning: the broad ad set brings the assumption to new customers of the trade and says what the cost
 * per result will show; the mobile Instagram one is the contrasting audience.
 */
export function adSetReasoning(
  draft: ReasoningDraft,
  slots: {
    audience: 'broad' | 'instagramMobile';
    focus: AdSetFocus;
    /** Every offering of the business: a name two of them share is listed whole. */
    catalogue?: readonly ProductRef[];
    kind: 'services' | 'products';
    objective: Objective;
    angle: Angle;
  },
): string {
  const say = reasoningPhrasesFor(draft.language, draft.variant);
  const cost = say.cost[slots.objective];
  // Every offering the ad set shows is named: the product distribution reads them from this text.
  const { products, basis } = slots.focus;
  const shows =
    products.length > 0
      ? say.focus[basis](
          offeringList(products, draft.language, products.length, slots.catalogue, Boolean(draft.note)),
        )
      : say.leadsAll[slots.kind];
  const sentences =
    slots.audience === 'broad'
      ? [pick(say.broad, draft.family), shows, say.test(cost, angleLabel(draft, slots.angle))]
      : [say.contrast, shows, say.holds(cost)];
  return `${draft.note}${sentences.join(' ')}`;
}

/**
 * An ad's creative approach: its structure, the picture the trade calls for, the offering it shows and the line its
 * text opens with — whole sentences within `max` characters (the opening line is left out when it does not fit).
 */
export function creativeApproach(
  draft: ReasoningDraft,
  slots: { structure: AdStructure; offering: string; opening: string },
  max = 300,
): string {
  const say = reasoningPhrasesFor(draft.language, draft.variant);
  const sentences = [
    `${draft.note}${say.structure[slots.structure]}`,
    pick(say.picture, draft.family),
    say.offering(slots.offering),
    say.opens(quoted(draft.language, slots.opening.replace(/[.!]+$/, ''))),
  ];
  return clipSentences(sentences.join(' '), max);
}
