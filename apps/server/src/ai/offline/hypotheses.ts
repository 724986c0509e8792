import { HypothesisLimits } from '@adsmith/domain/hypotheses/schemas';
import type { CrawlFactsOffering, HypothesisDraft } from '../engine';
import { isSameAssumption, primaryMotive } from '../similarity';
import { Motives, type Motive } from './cues';
import { clipQuote, formatPrice, joinList } from './format';
import type { SiteProfile, SiteSentence } from './site-profile';

type MotiveId = Motive['id'];

/** How much a confirmed motive tends to move sales, before the strength of the site's evidence. */
const BASE_IMPACT: Record<MotiveId, number> = {
  value: 7, craft: 7, convenience: 7, expertise: 7, local: 6, sustainability: 6, personal: 6, gifting: 5, range: 5,
};

/** What the business sells: the profile's offering type (the owner may have corrected it), else the crawl's. */
const kindOf = (profile: SiteProfile) => profile.facts.profile?.offeringType?.value ?? profile.facts.businessType;

type Context = { name: string; offering: CrawlFactsOffering | null; place: string | null; term: string; quote: string };

const offeringLabel = (offering: CrawlFactsOffering | null) => {
  if (!offering) return null;
  const price = formatPrice(offering);
  return price ? `the ${offering.name} (${price})` : `the ${offering.name}`;
};

/** Wording per motive; every specific in it (name, term, quote, offering, place) comes from the crawl. */
function compose(motive: MotiveId, c: Context, profile: SiteProfile): Omit<HypothesisDraft, 'potential_impact_score' | 'evidence'> {
  const product = offeringLabel(c.offering);
  const page = c.offering ? `the ${c.offering.name} page` : 'the product pages';
  switch (motive) {
    case 'craft':
      return {
        hypothesis: `Customers choose ${c.name} for quality they can see — "${c.quote}" — and will pay for ${product ?? 'its work'} over a mass-produced alternative.`,
        strategic_approach: `Lead with close-up, process-led creative (${c.term}, the work up close, the result) and quote the site's own words in the primary text. Send traffic to ${page} and compare against a price-led control ad.`,
        success_metrics: `Click-through rate of the craft-led ads at least 20% above the control; add-to-cart rate on ${page}; cost per purchase falling over the first 14 days.`,
      };
    case 'value':
      return {
        hypothesis: `Customers buy from ${c.name} because the deal feels fair and clear: "${c.quote}"${product && c.offering?.price ? ` — ${product} is priced up front` : ''}.`,
        strategic_approach: `Put the price and the offer in the first line of the ad${product ? ` (${product})` : ''}, repeat the "${c.term}" message in the headline, and test it against a quality-led version of the same ad.`,
        success_metrics: `Conversion rate from click to purchase; cost per purchase below the quality-led version; share of orders that use the "${c.term}" offer.`,
      };
    case 'convenience':
      return {
        hypothesis: `Customers pick ${c.name} because buying is quick and easy: "${c.quote}".`,
        strategic_approach: `Make speed the headline ("${c.term}"), show the few steps from ad to ${kindOf(profile) === 'services' ? 'booking' : 'delivery'}, and send traffic straight to ${page} rather than the home page.`,
        success_metrics: `Landing-page-view to ${kindOf(profile) === 'services' ? 'booking' : 'purchase'} rate; time from first click to conversion; cost per result compared with a generic ad.`,
      };
    case 'expertise':
      return {
        hypothesis: `Customers trust ${c.name} because of its expertise: "${c.quote}".`,
        strategic_approach: `Build ads around the people and their track record (${c.term}), use a "meet the expert" image and a direct call to ${kindOf(profile) === 'services' ? 'book' : 'buy'}${product ? `, sending people to ${product}` : ''}.`,
        success_metrics: `Lead or booking rate from the expertise ads; comments and saves that mention trust or experience; cost per lead versus an offer-led ad.`,
      };
    case 'local':
      return {
        hypothesis: `Customers buy from ${c.name} because it is local${c.place ? ` to ${c.place}` : ''}: "${c.quote}".`,
        strategic_approach: `Target a tight radius${c.place ? ` around ${c.place}` : ''}, name the area in the headline and show the ${kindOf(profile) === 'services' ? 'place and the people' : 'shop'}; compare with the same ad shown nationally.`,
        success_metrics: `Cost per result inside the local radius at least 25% below the national ad; store visits, calls or bookings from the area; repeat purchases within 60 days.`,
      };
    case 'sustainability':
      return {
        hypothesis: `Customers choose ${c.name} because they care how things are made: "${c.quote}".`,
        strategic_approach: `Show the materials and process behind the "${c.term}" claim in the creative, keep the copy factual, and target people who look for low-waste, well-made goods${product ? `, sending them to ${product}` : ''}.`,
        success_metrics: `Click-through rate among low-waste-minded audiences; add-to-cart rate; engagement on posts explaining the materials.`,
      };
    case 'personal':
      return {
        hypothesis: `Customers come to ${c.name} for something made for them: "${c.quote}".`,
        strategic_approach: `Show before-and-after or made-to-order examples, invite people to start a request in the ad, and use a lead form or booking as the goal.`,
        success_metrics: `Number of custom requests or consultations; cost per request; share of requests that turn into orders.`,
      };
    case 'gifting':
      return {
        hypothesis: `Many customers buy from ${c.name} as a gift: "${c.quote}".`,
        strategic_approach: `Run gift-led creative${product ? ` featuring ${product}` : ''} ahead of gifting dates, with copy that speaks to the giver, and send traffic to ${page}.`,
        success_metrics: `Purchase rate during gifting periods; average order value; share of orders with gift notes or wrapping.`,
      };
    case 'range':
      return {
        hypothesis: `Customers come to ${c.name} for the range — ${joinList(profile.offerings.slice(0, 3).map((offering) => offering.name))} — and find more than one thing they want.`,
        strategic_approach: `Use a carousel of the main ${kindOf(profile) === 'services' ? 'services' : 'products'}, one card each with its price, and send each card to its own page.`,
        success_metrics: `Click-through rate per carousel card; items per order; purchases of a second ${kindOf(profile) === 'services' ? 'service' : 'product'} within 30 days.`,
      };
  }
}

/** The offering a sentence mentions, else the first priced one. */
function offeringFor(profile: SiteProfile, evidence: SiteSentence[]): CrawlFactsOffering | null {
  const text = evidence.map((sentence) => sentence.text.toLowerCase()).join(' ');
  return (
    profile.offerings.find((offering) => text.includes(offering.name.toLowerCase())) ??
    profile.offerings.find((offering) => evidence.some((sentence) => sentence.url === offering.landingPage)) ??
    profile.offerings[0] ??
    null
  );
}

/** Motive cues in German, Polish and Russian (the English ones are in cues.ts), for profile items in those languages. */
const LOCAL_CUES: Partial<Record<MotiveId, RegExp>> = {
  craft: /(?:qualität|hochwertig|handgemacht|langlebig|jakoś|trwał|starann|качеств|ручн|прочн|долговечн)/i,
  value: /(?:günstig|preis|rabatt|kostenlos|gratis|sonderangebot|promocj|rabat|taniej|cen[ayi]|цен|скидк|дешев|выгод|бесплатн)/i,
  convenience: /(?:schnell|einfach|express|lieferung|versand|szybk|wygod|dostaw|быстр|доставк|удобн|самовывоз)/i,
  expertise: /(?:erfahr|experte|fachm|zertifiz|doświadcz|profesjonaln|specjali|специалист|опыт|профессионал|гаранти|сертифиц)/i,
  personal: /(?:individuell|persönlich|nach maß|indywidualn|dostosow|индивидуальн|на заказ)/i,
  sustainability: /(?:nachhaltig|umweltfreundlich|wiederverwendbar|waschbar|ekologiczn|экологичн|многоразов)/i,
};

/**
 * The business profile's items as evidence (value propositions, offers, proof, place), each with the page and the
 * words on it, ranked above plain site sentences: the profile builder already chose them as what sells.
 */
function profileEvidence(profile: SiteProfile): { motive: MotiveId; sentence: SiteSentence }[] {
  const business = profile.facts.profile;
  if (!business) return [];
  const item = (text: string, url: string, importance = 1): SiteSentence => ({ text, url, pageIndex: 0, section: null, importance, bow: {} as SiteSentence['bow'] });
  const out: { motive: MotiveId; sentence: SiteSentence }[] = [];
  const classify = (text: string, url: string) => {
    for (const motive of Motives) {
      if (motive.cues.test(text) || LOCAL_CUES[motive.id]?.test(text)) out.push({ motive: motive.id, sentence: item(text, url) });
    }
  };
  for (const proposition of business.valuePropositions) {
    if (!/\?$/.test(proposition.value)) classify(proposition.source.quote ?? proposition.value, proposition.source.url);
  }
  for (const offer of business.offers) {
    const text = offer.source.quote ?? offer.text;
    if (offer.kind === 'free_shipping') out.push({ motive: 'convenience', sentence: item(text, offer.source.url, 0.9) }, { motive: 'value', sentence: item(text, offer.source.url, 0.9) });
    else if (offer.kind === 'discount' || offer.kind === 'trial' || offer.kind === 'free_consultation') out.push({ motive: 'value', sentence: item(text, offer.source.url, 0.9) });
    else if (offer.kind === 'gift') out.push({ motive: 'gifting', sentence: item(text, offer.source.url, 0.9) });
  }
  const proof = business.proof;
  for (const testimonial of proof.testimonials) out.push({ motive: 'expertise', sentence: item(testimonial.quote, testimonial.source.url, 0.95) });
  for (const entry of [...proof.counts, ...proof.awards]) out.push({ motive: 'expertise', sentence: item(entry.source.quote ?? entry.value, entry.source.url, 0.95) });
  const city = business.location.city;
  if (business.location.isLocal && city?.source?.quote) out.push({ motive: 'local', sentence: item(city.source.quote, city.source.url, 0.8) });
  return out.filter((entry) => entry.sentence.text.length >= 12 && entry.sentence.text.length <= 300);
}

/**
 * Offline assumptions: for each motive (craft, value, convenience, expertise, local, sustainability, personal,
 * gifting, range) the site sentences that evidence it; the best-evidenced motives not already covered become
 * assumptions quoting those sentences, each with the pages it rests on.
 */
export function draftHypotheses(profile: SiteProfile, options: { count: number; existing: string[] }): HypothesisDraft[] {
  const covered = new Set(options.existing.map((text) => primaryMotive(text.replace(/["\u201c][^"\u201d]*["\u201d]/g, ' '))).filter(Boolean));
  const fromProfile = profileEvidence(profile);
  const candidates = Motives.map((motive) => {
    const evidence = [
      ...fromProfile.filter((entry) => entry.motive === motive.id).map((entry) => entry.sentence),
      ...profile.sentences.filter((sentence) => motive.cues.test(sentence.text)),
    ]
      .filter((sentence, index, all) => all.findIndex((other) => other.text === sentence.text) === index)
      .sort((a, b) => b.importance - a.importance);
    return { id: motive.id, cues: motive.cues, evidence, score: evidence.slice(0, 3).reduce((sum, s) => sum + s.importance, 0) + Math.min(evidence.length, 6) * 0.05 };
  });
  if (profile.offerings.length >= 3) {
    const pages = new Set(profile.offerings.map((offering) => offering.landingPage));
    const evidence = profile.sentences.filter((sentence) => pages.has(sentence.url)).sort((a, b) => b.importance - a.importance);
    candidates.push({ id: 'range', cues: /$^/, evidence, score: 0.05 });
  }
  const drafts: HypothesisDraft[] = [];
  const usedQuotes = new Set<string>();
  for (const candidate of candidates.filter((c) => c.evidence.length > 0).sort((a, b) => b.score - a.score)) {
    if (drafts.length >= options.count) break;
    if (covered.has(candidate.id)) continue;
    const place = profile.places[0] ?? null;
    // Local rests on sentences that name the place; others on their most central evidence.
    const ordered = candidate.id === 'local' && place ? [...candidate.evidence].sort((a, b) => Number(b.text.includes(place)) - Number(a.text.includes(place))) : candidate.evidence;
    const evidence = ordered.filter((sentence) => !usedQuotes.has(sentence.text)).slice(0, 2);
    const lead = evidence[0];
    if (!lead) continue;
    const term = (lead.text.match(candidate.cues)?.[0] ?? lead.text.split(' ').slice(0, 3).join(' ')).toLowerCase();
    const context: Context = {
      name: profile.name,
      offering: offeringFor(profile, evidence),
      place,
      term,
      quote: clipQuote(lead.text.replace(/[.!?]$/, ''), 160),
    };
    const text = compose(candidate.id, context, profile);
    if ([...options.existing, ...drafts.map((draft) => draft.hypothesis)].some((other) => isSameAssumption(text.hypothesis, other, [profile.name]))) continue;
    evidence.forEach((sentence) => usedQuotes.add(sentence.text));
    const strength = candidate.evidence.length >= 3 ? 1 : candidate.evidence.length === 1 ? -1 : 0;
    drafts.push({
      ...text,
      potential_impact_score: Math.min(HypothesisLimits.impactScore.max, Math.max(HypothesisLimits.impactScore.min, BASE_IMPACT[candidate.id] + strength)),
      evidence: evidence.map((sentence) => ({ url: sentence.url, quote: clipQuote(sentence.text, HypothesisLimits.quoteChars) })),
    });
  }
  return drafts;
}
