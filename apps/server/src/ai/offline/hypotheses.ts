import {
  assumptionBudgetUsd,
  BASE_IMPACT_SCORE,
  convertBudget,
  siteAdAccountCurrency,
  usdPerUnit,
} from '@adsmith/domain/campaigns/budget';
import { formatPrice as formatMoney } from '@adsmith/domain/common/money';
import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import { isSellingText } from '@adsmith/domain/copy/site-text';
import { evidencePageKind } from '@adsmith/domain/crawl/page-url';
import {
  DEFAULT_MOTIVES,
  MOTIVE_IDS,
  TRADE_MOTIVES,
  type MotiveId,
} from '@adsmith/domain/hypotheses/motives';
import { HypothesisLimits } from '@adsmith/domain/hypotheses/schemas';
import { tradeFamily, type TradeFamily } from '@adsmith/domain/profile/trades';
import { draftLanguageOf, translationNote } from '../copy-brief';
import type { CrawlFactsOffering, HypothesisDraft } from '../engine';
import { groundEvidence } from '../grounding';
import { motiveOfAssumption } from '../similarity';
import { assumptionBudgetIn } from './budget-text';
import { Cues } from './cues';
import { startsMidSentence } from './creative/complete-line';
import { clipQuote } from './format';
import { deniesMotive, offerSpeaker, statesMotive } from './motive-cues';
import { assumptionPhrasesFor, type AssumptionPhrases } from './phrase-banks/assumptions';
import type { SiteProfile, SiteSentence } from './site-profile';

/** How much a confirmed motive tends to move sales, before the strength of the site's evidence. */
const BASE_IMPACT: Record<MotiveId, number> = {
  value: 7,
  craft: 7,
  convenience: 7,
  expertise: 7,
  outcome: 7,
  social: 6,
  local: 6,
  sustainability: 6,
  personal: 6,
  design: 6,
  gifting: 5,
  range: 5,
};

/** The site's trade family, when the profile knows the trade. */
const familyOf = (profile: SiteProfile): TradeFamily | null => {
  const key = profile.facts.profile?.trade?.key;
  return key ? tradeFamily(key) : null;
};

/** The language an assumption is written in: the site's where Adsmith writes it, else English with the flag. */
const languageOf = (profile: SiteProfile) => draftLanguageOf({ profile: profile.facts.profile ?? null });

type Context = {
  say: AssumptionPhrases;
  family: TradeFamily | null;
  name: string;
  offering: CrawlFactsOffering | null;
  place: string | null;
  /** The site's words that state the motive, or null for an assumption from the trade. */
  quote: string | null;
};

/** An assumption's three texts, whole sentences of the language's bank; every specific in them comes from the crawl. */
function compose(
  motive: MotiveId,
  c: Context,
): Pick<HypothesisDraft, 'hypothesis' | 'strategic_approach' | 'success_metrics'> {
  const { say } = c;
  const [open, close] = say.quotes;
  // The trade family's own words where the general ones do not fit it (a restaurant's dishes, not "the work").
  const own = c.family ? say.forFamily[c.family] : undefined;
  const tradeClaim = own?.tradeClaim?.[motive] ?? say.tradeClaim[motive];
  const hypothesis =
    c.quote === null
      ? `${say.fromTrade(c.family ? say.families[c.family] : null)}${tradeClaim(c.name)}`
      : say.claim[motive](c.name, `${open}${c.quote}${close}`);
  const approach = [
    own?.approach?.[motive] ?? say.approach[motive],
    c.offering && motive !== 'range' ? say.feature(`${open}${c.offering.name}${close}`) : null,
    motive === 'local' && c.place ? say.area(c.place) : null,
  ];
  return {
    hypothesis,
    strategic_approach: approach.filter(Boolean).join(' '),
    success_metrics: say.metrics[motive](say.results[c.family ?? 'default']),
  };
}

/** A main offering rather than an add-on (a sauce, a repair of one nail): the best-ranked one priced at least half the median. */
function mainOfferings(offerings: CrawlFactsOffering[], count: number): CrawlFactsOffering[] {
  const prices = offerings
    .map((offering) => Number(offering.price))
    .filter((price) => Number.isFinite(price) && price > 0)
    .sort((a, b) => a - b);
  const median = prices[Math.floor(prices.length / 2)];
  const main =
    median === undefined
      ? []
      : offerings.filter((offering) => !offering.price || Number(offering.price) >= median / 2);
  return (main.length > 0 ? main : offerings).slice(0, count);
}
const mainOffering = (offerings: CrawlFactsOffering[]) => mainOfferings(offerings, 1)[0] ?? null;

/** The offering a sentence mentions, else the page's own offering, else a main one. */
function offeringFor(profile: SiteProfile, evidence: SiteSentence[]): CrawlFactsOffering | null {
  const text = evidence.map((sentence) => sentence.text.toLowerCase()).join(' ');
  return (
    // A main offering the quote names (a dish "in homemade sauce" is not about the sauce sold as an extra).
    mainOfferings(profile.offerings, profile.offerings.length).find((offering) =>
      text.includes(offering.name.toLowerCase()),
    ) ??
    profile.offerings.find((offering) =>
      evidence.some((sentence) => sentence.url === offering.landingPage),
    ) ??
    mainOffering(profile.offerings)
  );
}

/** How many times below the site's typical price a figure is read as no price of it. */
const MISREAD_RATIO = 50;

/**
 * A daily budget in USD in proportion to the site's price points: about three results a day. A purchase costs near a
 * third of the typical (median) price; a booking or an enquiry near a third of the entry price (the lower quartile:
 * the first thing a new customer books is among the smallest, but not a stray add-on or a misread figure). Within the trade family's test budget (TEST_BUDGET_USD in the
 * domain: $10–$30 for a local trade, up to $50 for a shop; $10–$100 when the trade is unknown), rounded to $5. The
 * reason, a whole sentence of the language's bank, shows the price it is based on as the site writes it, the budget
 * in the ad account currency (the site's in brackets when the account bills in another) and the bound when one applies. Null without usable prices (SPEC's default applies).
 */
export function suggestDailyBudget(
  offerings: CrawlFactsOffering[],
  result: 'purchase' | 'lead' = 'purchase',
  say: AssumptionPhrases = assumptionPhrasesFor('en'),
  score = BASE_IMPACT_SCORE,
  family: TradeFamily | null = null,
  accountCurrency: string = siteAdAccountCurrency(null, offerings),
): { budget: number; reason: string; held: 'capped' | 'floor' | null } | null {
  const read = offerings
    .map((offering) => ({
      offering,
      amount: Number(offering.price),
      rate: usdPerUnit(offering.currency ?? 'USD'),
    }))
    .filter((entry) => Number.isFinite(entry.amount) && entry.amount > 0 && entry.rate !== null)
    .sort((a, b) => a.amount * a.rate! - b.amount * b.rate!);
  // A figure fifty times below the typical price is no price of this business: a currency switcher's other
  // currency ("$ 23.32" beside "$ 90,000.00"), a quantity read as a price. It sets neither the budget nor the range.
  const typical = read[Math.floor(read.length / 2)];
  const priced = typical
    ? read.filter((entry) => entry.amount * entry.rate! * MISREAD_RATIO >= typical.amount * typical.rate!)
    : read;
  const median = priced[Math.floor(priced.length / 2)];
  if (!median) return null;
  // Three results a day at a cost per result near a third of the basis price: the price itself, a day. The entry
  // price is the lower quartile's, so one stray low figure (an add-on, a surcharge, a misread number) does not set it.
  const entry = priced[Math.floor(priced.length / 4)]!;
  const basis = result === 'lead' ? entry : median;
  // An assumption expected to move sales more gets more of the test's money; the trade bounds what a test needs.
  const { budget, held } = assumptionBudgetUsd({ basisUsd: basis.amount * basis.rate!, family, score });
  const currency = basis.offering.currency?.toUpperCase() ?? 'USD';
  // Prices as the site's language writes them ("6,50 €", "$24.00").
  const money = (offering: CrawlFactsOffering) =>
    formatMoney(offering.price!, offering.currency, say.language);
  const low = money(priced[0]!.offering);
  const high = money(priced.at(-1)!.offering);
  // Budgets are held in US dollars (SPEC §9) and stated in the ad account currency, as the campaign's reasoning states
  // them; the site's own currency follows when the account bills in another (a site in Belarusian roubles).
  const reason = say.budget({
    budget: assumptionBudgetIn(say.language, budget, accountCurrency),
    local:
      currency === accountCurrency.toUpperCase()
        ? null
        : formatMoney(
            String(convertBudget(budget, 'USD', currency) ?? Math.round(budget / basis.rate!)),
            currency,
            say.language,
          ),
    price: money(basis.offering),
    range: low === high ? low : `${low}–${high}`,
    lead: result === 'lead',
    held,
  });
  return { budget, reason: score === BASE_IMPACT_SCORE ? reason : `${reason} ${say.scaled(score)}`, held };
}

/**
 * A sentence the page cut before its start: one starting in lower case, a quotation's closing mark after its stop too
 * ("and it helped me."”), or cut at both ends ("la mano del guía el cual está certificado para realizar esta").
 */
const cutAtStart = (text: string) => {
  const line = text.trim().replace(/["'”»’]+$/u, '');
  return startsMidSentence(line) || (/^\p{Ll}{2}/u.test(line) && line.split(/\s+/).length > 3);
};

/** A count of years in the trade or the year it began, in the draft languages. */
const YEARS_IN_TRADE =
  /(?:since|seit|(?:depuis|desde|dal|sinds|od|с) \d|\b(?:19|20)\d\d\b|\d+\+?\s*(?:years?|jahre?n?|ans|años|anni|jaar|anos|lat|лет|года?)(?![\p{L}]))/iu;

/**
 * The business profile's items as evidence (value propositions, offers, proof, place), each with the page and the
 * words on it, ranked above plain site sentences: the profile builder already chose them as what sells.
 */
function profileEvidence(
  profile: SiteProfile,
  language: CopyLanguage,
): { motive: MotiveId; sentence: SiteSentence }[] {
  const business = profile.facts.profile;
  if (!business) return [];
  const item = (text: string, url: string, importance = 1): SiteSentence => ({
    text,
    url,
    pageIndex: 0,
    section: null,
    importance,
    bow: {} as SiteSentence['bow'],
  });
  const out: { motive: MotiveId; sentence: SiteSentence }[] = [];
  const speaksOfOffer = offerSpeaker(language, offerNames(profile));
  const classify = (text: string, url: string) => {
    for (const motive of MOTIVE_IDS) {
      // A motive's word in a clause about something else states no motive (offerSpeaker).
      if (statesMotive(motive, text, language) && speaksOfOffer(text, motive))
        out.push({ motive, sentence: item(text, url) });
    }
  };
  for (const proposition of business.valuePropositions) {
    const text = proposition.source.quote ?? proposition.value;
    // A question argues nothing; a sentence the page cut is no quote to lead an assumption with.
    if (!/\?$/.test(proposition.value) && !cutAtStart(text)) classify(text, proposition.source.url);
  }
  for (const offer of business.offers) {
    const text = offer.source.quote ?? offer.text;
    if (offer.kind === 'free_shipping')
      out.push(
        { motive: 'convenience', sentence: item(text, offer.source.url, 0.9) },
        { motive: 'value', sentence: item(text, offer.source.url, 0.9) },
      );
    else if (offer.kind === 'discount' || offer.kind === 'trial' || offer.kind === 'free_consultation')
      out.push({ motive: 'value', sentence: item(text, offer.source.url, 0.9) });
    // A "gift" offer is often something included for free ("all menus include a soup"): value unless it reads as a gift.
    else if (offer.kind === 'gift')
      out.push({
        motive: statesMotive('gifting', text, language) ? 'gifting' : 'value',
        sentence: item(text, offer.source.url, 0.9),
      });
    // Another offer ("dispatched within 1–2 days of payment") argues the motive its words do.
    else if (offer.kind === 'other') classify(text, offer.source.url);
  }
  const proof = business.proof;
  for (const testimonial of proof.testimonials)
    out.push({ motive: 'social', sentence: item(testimonial.quote, testimonial.source.url, 0.95) });
  for (const entry of proof.counts)
    out.push({
      // A year founded or years in the trade ("over 8 years of experience") is expertise; a count of customers social.
      motive: YEARS_IN_TRADE.test(entry.source.quote ?? entry.value) ? 'expertise' : 'social',
      sentence: item(entry.source.quote ?? entry.value, entry.source.url, 0.95),
    });
  for (const entry of proof.awards)
    out.push({
      motive: statesMotive('social', entry.source.quote ?? entry.value, language) ? 'social' : 'expertise',
      sentence: item(entry.source.quote ?? entry.value, entry.source.url, 0.95),
    });
  // The place is evidence of a local motive only in a sentence that says why being close matters, never as the line
  // that names the town (an address says where the business is, not why people buy).
  const city = business.location.city;
  const cityQuote = city?.source?.quote;
  if (
    business.location.isLocal &&
    cityQuote &&
    !isContactLine(cityQuote) &&
    statesMotive('local', cityQuote, language)
  )
    out.push({ motive: 'local', sentence: item(cityQuote, city.source!.url, 0.8) });
  return out.filter((entry) => entry.sentence.text.length >= 12 && entry.sentence.text.length <= 300);
}

/**
 * The lines of the pages that list offerings (menu and price-list lines, with their descriptions), as evidence: a
 * dish "in a homemade sauce" states craft where a site has few sentences.
 */
function offeringLines(profile: SiteProfile): SiteSentence[] {
  const all: SiteSentence[] = [];
  const keys = new Set(profile.offerings.map((offering) => offering.landingPage?.replace(/#.*$/, '')));
  const seen = new Set<string>();
  for (const page of profile.facts.pages) {
    if (!keys.has(page.url.replace(/#.*$/, ''))) continue;
    for (const raw of page.text.slice(0, 40_000).split(/\n+/)) {
      const text = raw.trim();
      if (
        text.length < 12 ||
        text.length > 240 ||
        seen.has(text) ||
        Cues.boilerplate.test(text) ||
        Cues.injection.test(text)
      )
        continue;
      seen.add(text);
      all.push({
        text,
        url: page.url,
        pageIndex: 0,
        section: null,
        importance: 0.1,
        bow: {} as SiteSentence['bow'],
      });
    }
  }
  return all;
}

/** Shipping, returns, defects and fees: terms of trade, never evidence of why people buy (except price or ease). */
const TERMS =
  /(?:shipping costs?|returns?|refund|defect|excluding|\bfees?\b|versandkosten|rücksend|widerruf|zzgl|брак|возврат|стоимость (?:каждой )?(?:доставки|отправки)|zwrot|reklamac)/i;

/** A contact or address line (a phone number, a postcode before a town): where the business is, not why people buy. */
function isContactLine(text: string): boolean {
  return (
    /\+?\d[\d\s()./-]{7,}\d/.test(text) ||
    /(?<![\p{L}\d])\d{2}-\d{3}(?![\d])|(?<![\p{L}\d])\d{4,5}\s+\p{Lu}/u.test(text) ||
    /@|https?:\/\//.test(text)
  );
}

type Candidate = { id: MotiveId; evidence: SiteSentence[]; score: number };

/** The names a sentence may speak of the offer by: the business's and its offerings'. */
const offerNames = (profile: SiteProfile) => [
  profile.name,
  ...profile.offerings.slice(0, 300).map((offering) => offering.name),
];

/**
 * Each motive with the sentences and profile items that state it in the site's language, only those really on the
 * cited page and only from the business's own pages (offerings, about, reviews, prices): never a blog article, a
 * news item or a legal page, never a contact or address line.
 */
export function candidatesOf(profile: SiteProfile): Candidate[] {
  const language = languageOf(profile).language;
  const fromProfile = profileEvidence(profile, language);
  const onPage = (sentences: SiteSentence[]) => {
    const kept = groundEvidence(
      sentences.map((sentence) => ({ url: sentence.url, quote: sentence.text })),
      profile.facts,
    );
    // Only the business's own pages, and only whole sentences: one the page cut at a line break is no quote.
    return sentences.filter(
      (sentence) =>
        evidencePageKind(sentence.url) === 'page' &&
        kept.some((item) => item.quote === sentence.text.trim()) &&
        !cutAtStart(sentence.text),
    );
  };
  const lines = offeringLines(profile);
  // A site sentence states a motive only when it speaks of the business's offer: a motive's word in a sentence about
  // something else (a child who "quickly" grows restless) is no evidence, and the motive comes from the trade.
  const speaksOfOffer = offerSpeaker(language, offerNames(profile));
  const candidates: Candidate[] = MOTIVE_IDS.filter((id) => id !== 'range').map((id) => {
    const states = (text: string) => statesMotive(id, text, language) && speaksOfOffer(text, id);
    const evidence = onPage(
      [
        ...fromProfile.filter((entry) => entry.motive === id).map((entry) => entry.sentence),
        // A local motive is said in words ("from the neighbourhood", "del barrio"): a line naming the town is not one.
        ...profile.sentences.filter((sentence) => states(sentence.text)),
        // Menu and price-list lines ("… in a homemade dressing") state motives too, where a site has few sentences.
        ...lines.filter((line) => id !== 'local' && states(line.text)),
      ]
        .filter((sentence, index, all) => all.findIndex((other) => other.text === sentence.text) === index)
        .filter((sentence) => id === 'value' || id === 'convenience' || !TERMS.test(sentence.text))
        // Evidence states the motive: a heading of two or three words ("SUPPORT MATERIALS") states nothing, and an
        // address or a phone number says where the business is, not why people buy ("quick and easy" is no address).
        .filter((sentence) => sentence.text.trim().split(/\s+/).length >= (id === 'local' ? 5 : 4))
        .filter((sentence) => !isContactLine(sentence.text))
        // A claim the sentence denies ("Dies heißt allerdings nicht, dass sie FFP2 zertifiziert sind") is no evidence.
        .filter((sentence) => !deniesMotive(id, sentence.text, language))
        .filter(
          (sentence) =>
            fromProfile.some((entry) => entry.sentence === sentence) || isSellingText(sentence.text),
        )
        .sort((a, b) => b.importance - a.importance),
    );
    return {
      id,
      evidence,
      score:
        evidence.slice(0, 3).reduce((sum, s) => sum + s.importance, 0) + Math.min(evidence.length, 6) * 0.05,
    };
  });
  if (profile.offerings.length >= 3) {
    // The range rests on the site's words for it ("a wide choice of …", "große Auswahl"), said of its offer: a line
    // that only names an offering, a breadcrumb or a menu row, says nothing of choice.
    const states = (text: string) => statesMotive('range', text, language) && speaksOfOffer(text, 'range');
    candidates.push({
      id: 'range',
      evidence: onPage(
        [
          ...fromProfile.filter((entry) => entry.motive === 'range').map((entry) => entry.sentence),
          ...[...profile.sentences, ...lines].filter((sentence) => states(sentence.text)),
        ]
          .filter((sentence) => !isContactLine(sentence.text))
          .filter((sentence, index, all) => all.findIndex((other) => other.text === sentence.text) === index),
      ),
      score: 0.05,
    });
  }
  return candidates;
}

/**
 * The impact score and the reason for it: the motive's pull, the weight of the site's evidence (none for a motive
 * from the trade), a stated offer or price; in the language's words.
 */
function impactOf(
  id: MotiveId,
  evidence: SiteSentence[],
  priced: boolean,
  say: AssumptionPhrases,
): { score: number; reason: string } {
  const count = evidence.length;
  const pages = new Set(evidence.map((sentence) => sentence.url)).size;
  const strength = count >= 3 ? 1 : count <= 1 ? -1 : 0;
  const priceBonus = priced && (id === 'value' || id === 'range') ? 1 : 0;
  const score = Math.min(
    HypothesisLimits.impactScore.max,
    Math.max(HypothesisLimits.impactScore.min, BASE_IMPACT[id] + strength + priceBonus),
  );
  // In words, not figures: the grounding keeps every figure of a draft to those on the site.
  const weight =
    count === 0
      ? say.weight.trade
      : count === 1
        ? say.weight.once
        : pages >= 3
          ? say.weight.many
          : pages === 2
            ? say.weight.twice
            : say.weight.often;
  return {
    score,
    reason: say.impact(score, say.impactBasis[id], priceBonus ? `${weight}, ${say.withPrices}` : weight),
  };
}

/**
 * Offline assumptions: for each motive of the fixed list (packages/domain hypotheses/motives.ts) the profile items
 * and site sentences that state it in the site's language, kept only when the quote is on the cited business page;
 * the best-evidenced motives not already covered (on screen, deleted or excluded) become assumptions quoting them.
 * When the site states fewer, the motives its trade's customers most often buy for fill the rest, marked "from your
 * trade" and worded for it, with no evidence. Each has an impact score with its reason and a daily budget in
 * proportion to the prices and the score; every text is a whole sentence of the language's bank.
 */
export function draftHypotheses(
  profile: SiteProfile,
  options: { count: number; existing: string[]; excludedMotives?: readonly string[] },
): HypothesisDraft[] {
  const covered = new Set<string>([
    ...options.existing.flatMap((text) => motiveOfAssumption(text) ?? []),
    ...(options.excludedMotives ?? []),
  ]);
  const draft = languageOf(profile);
  const say = assumptionPhrasesFor(draft.language, draft.variant);
  const note = translationNote(draft);
  const family = familyOf(profile);
  // What a result is: a booking or an enquiry when customers cannot buy on the site, else a purchase.
  const business = profile.facts.profile;
  const actions = business?.actions.map((action) => action.value) ?? [];
  const sellsOnline = actions.includes('buy_online') || actions.includes('order_delivery');
  const isLead = business?.offeringType?.value === 'services' || (actions.length > 0 && !sellsOnline);
  const place = business?.location.city?.value ?? profile.places[0] ?? null;
  // The currency the campaign's ad account starts in, which every budget sentence states.
  const accountCurrency = siteAdAccountCurrency(business?.currency?.value, profile.offerings);
  const priced = profile.offerings.some((offering) => offering.price);
  const drafts: HypothesisDraft[] = [];
  const usedQuotes = new Set<string>();
  const add = (id: MotiveId, evidence: SiteSentence[], all: SiteSentence[]) => {
    const lead = evidence[0];
    const text = compose(id, {
      say,
      family,
      name: profile.name,
      offering: lead ? offeringFor(profile, evidence) : mainOffering(profile.offerings),
      place,
      quote: lead ? clipQuote(lead.text.trim().replace(/[.!?]$/, ''), 160) : null,
    });
    const impact = impactOf(id, all, priced, say);
    const budget = suggestDailyBudget(
      profile.offerings,
      isLead ? 'lead' : 'purchase',
      say,
      impact.score,
      family,
      accountCurrency,
    );
    drafts.push({
      hypothesis: note + text.hypothesis,
      strategic_approach: text.strategic_approach,
      // The reason and the budget go with the metrics: they are the plan's own figures, not claims about the business.
      success_metrics: [text.success_metrics, impact.reason, budget?.reason ?? ''].filter(Boolean).join(' '),
      potential_impact_score: impact.score,
      evidence: evidence.map((sentence) => ({
        url: sentence.url,
        quote: clipQuote(sentence.text, HypothesisLimits.quoteChars),
      })),
      motive: id,
      ...(lead ? {} : { from_trade: true }),
      ...(budget ? { daily_budget: budget.budget } : {}),
    });
    covered.add(id);
  };
  for (const candidate of candidatesOf(profile)
    .filter((c) => c.evidence.length > 0)
    .sort((a, b) => b.score - a.score)) {
    if (drafts.length >= options.count) break;
    if (covered.has(candidate.id)) continue;
    // Local rests on sentences that name the place; others on their most central evidence.
    const ordered =
      candidate.id === 'local' && place
        ? [...candidate.evidence].sort(
            (a, b) => Number(b.text.includes(place)) - Number(a.text.includes(place)),
          )
        : candidate.evidence;
    // The quote a draft leads with is its own; a supporting quote may also support another motive.
    const lead = ordered.find((sentence) => !usedQuotes.has(sentence.text));
    if (!lead) continue;
    const support =
      ordered.find((sentence) => sentence !== lead && !usedQuotes.has(sentence.text)) ??
      ordered.find((sentence) => sentence !== lead);
    usedQuotes.add(lead.text);
    add(candidate.id, support ? [lead, support] : [lead], candidate.evidence);
  }
  // The site states fewer motives than there are free places: the trade's own, worded for it.
  for (const id of family ? TRADE_MOTIVES[family] : DEFAULT_MOTIVES) {
    if (drafts.length >= options.count) break;
    if (!covered.has(id)) add(id, [], []);
  }
  return drafts;
}
