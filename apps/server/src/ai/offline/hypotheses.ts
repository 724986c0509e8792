import { formatPrice as formatMoney } from '@adsmith/domain/common/money';
import { isSellingText } from '@adsmith/domain/copy/site-text';
import { HypothesisLimits } from '@adsmith/domain/hypotheses/schemas';
import type { CrawlFactsOffering, HypothesisDraft } from '../engine';
import { groundEvidence } from '../grounding';
import { isSameAssumption, motivesOf } from '../similarity';
import { Cues, Motives, type Motive } from './cues';
import { clipQuote, formatPrice, joinList } from './format';
import type { SiteProfile, SiteSentence } from './site-profile';

type MotiveId = Motive['id'];

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
  gifting: 5,
  range: 5,
};

/** Why a motive tends to move sales (the first half of an impact score's reason). */
const IMPACT_BASIS: Record<MotiveId, string> = {
  value: 'a clear price or offer answers the first question a buyer asks',
  craft: 'visible quality justifies the price and is easy to show in an image',
  convenience: 'removing effort shortens the path from ad to result',
  expertise: 'trust is what a first-time customer lacks most',
  outcome: 'people buy the result, and an image of it stops the scroll',
  social: "other customers' words persuade more than the business's own",
  local: 'people close by turn into customers more readily, but the audience is small',
  sustainability: 'it matters strongly to a part of the audience only',
  personal: 'made-to-measure work wins people who felt unheard elsewhere',
  gifting: 'gift buying is seasonal',
  range: 'choice helps people find their fit but is a weaker reason alone',
};

/** What the business sells: the profile's offering type (the owner may have corrected it), else the crawl's. */
const kindOf = (profile: SiteProfile) =>
  profile.facts.profile?.offeringType?.value ?? profile.facts.businessType;

type Context = {
  name: string;
  offering: CrawlFactsOffering | null;
  place: string | null;
  term: string | null;
  quote: string;
};

const offeringLabel = (offering: CrawlFactsOffering | null) => {
  if (!offering) return null;
  const price = formatPrice(offering);
  return price ? `the ${offering.name} (${price})` : `the ${offering.name}`;
};

/** Wording per motive; every specific in it (name, term, quote, offering, place) comes from the crawl. */
function compose(
  motive: MotiveId,
  c: Context,
  profile: SiteProfile,
): Omit<HypothesisDraft, 'potential_impact_score' | 'evidence'> {
  const product = offeringLabel(c.offering);
  const services = kindOf(profile) === 'services';
  const page = c.offering
    ? `the ${c.offering.name} page`
    : services
      ? 'the booking page'
      : 'the product pages';
  const food =
    /\b(?:restaurant|caf[eé]|bistro|imbiss|gaststätte|kitchen|food|küche|bakery|bäckerei|pizzeria)\b/i.test(
      profile.facts.profile?.category?.value ?? profile.name,
    );
  const result = services ? 'booking' : food ? 'reservation or order' : 'purchase';
  // The cue word goes into the English text only when it is English; a word of the site's language is not an English noun.
  const paren = c.term ? ` (${c.term})` : '';
  const quoted = c.term ? ` ("${c.term}")` : '';
  switch (motive) {
    case 'craft':
      if (food) {
        return {
          hypothesis: `Guests choose ${c.name} for food made in the kitchen, not bought in — "${c.quote}" — and come back for dishes they cannot get elsewhere.`,
          strategic_approach: `Show the dishes close up as they leave the kitchen${paren}, name ${product ?? 'the dish'} in the headline and send people to the menu; compare against a price-led control ad.`,
          success_metrics: `Click-through rate of the food-led ads at least 20% above the control; table reservations and calls from the ad; cost per reservation over the first 14 days.`,
        };
      }
      return services
        ? {
            hypothesis: `Customers choose ${c.name} for careful, lasting work — "${c.quote}" — and will pay for ${product ?? 'it'} over a quicker, cheaper alternative.`,
            strategic_approach: `Lead with close-ups of finished work${paren} and quote the site's own words in the primary text. Send traffic to ${page} and compare against a price-led control ad.`,
            success_metrics: `Click-through rate of the quality-led ads at least 20% above the control; booking rate on ${page}; cost per booking falling over the first 14 days.`,
          }
        : {
            hypothesis: `Customers choose ${c.name} for quality they can see — "${c.quote}" — and will pay for ${product ?? 'it'} over a mass-produced alternative.`,
            strategic_approach: `Lead with close-up creative of the product and its materials${paren} and quote the site's own words in the primary text. Send traffic to ${page} and compare against a price-led control ad.`,
            success_metrics: `Click-through rate of the quality-led ads at least 20% above the control; add-to-cart rate on ${page}; cost per purchase falling over the first 14 days.`,
          };
    case 'value':
      return {
        hypothesis: `Customers buy from ${c.name} because the deal feels fair and clear: "${c.quote}"${product && c.offering?.price ? ` — ${product} is priced up front` : ''}.`,
        strategic_approach: `Put the price and the offer in the first line of the ad${product ? ` (${product})` : ''}, repeat ${c.term ? `the "${c.term}" message` : 'the offer'} in the headline, and test it against a quality-led version of the same ad.`,
        success_metrics: `Conversion rate from click to ${result}; cost per ${result} below the quality-led version; share of ${services ? 'bookings' : 'orders'} that name ${c.term ? `the "${c.term}" offer` : 'the offer'}.`,
      };
    case 'convenience':
      return {
        hypothesis: `Customers pick ${c.name} because ${services ? 'getting it done' : 'buying'} is quick and easy: "${c.quote}".`,
        strategic_approach: `Make speed the headline${quoted}, show the few steps from ad to ${kindOf(profile) === 'services' ? 'booking' : 'delivery'}, and send traffic straight to ${page} rather than the home page.`,
        success_metrics: `Landing-page-view to ${kindOf(profile) === 'services' ? 'booking' : 'purchase'} rate; time from first click to conversion; cost per result compared with a generic ad.`,
      };
    case 'expertise':
      return {
        hypothesis: `Customers trust ${c.name} because of its expertise: "${c.quote}".`,
        // A service sells the person who does it; a shop sells products, with the know-how behind them as the proof.
        strategic_approach: services
          ? `Build ads around the people and their track record${paren}, use a "meet the expert" image and a direct call to book${product ? `, sending people to ${product}` : ''}.`
          : `Put the know-how behind the products${paren} in the first line of the ad, show ${product ?? 'the products'} in the image and send people to ${page}.`,
        success_metrics: services
          ? `Lead or booking rate from the expertise ads; comments and saves that mention trust or experience; cost per lead versus an offer-led ad.`
          : `Click-through and add-to-cart rate of the expertise-led ads; comments that mention trust or experience; cost per purchase versus an offer-led ad.`,
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
        strategic_approach: `Show the materials and process behind the ${c.term ? `"${c.term}" ` : ''}claim in the creative, keep the copy factual, and target people who look for low-waste, well-made goods${product ? `, sending them to ${product}` : ''}.`,
        success_metrics: `Click-through rate among low-waste-minded audiences; add-to-cart rate; engagement on posts explaining the materials.`,
      };
    case 'personal':
      return {
        hypothesis: `Customers come to ${c.name} for something made for them: "${c.quote}".`,
        strategic_approach: `Show ${services ? 'how each client is listened to and the result fitted to them' : 'made-to-order examples'}${quoted}, invite people to ${services ? 'book a first appointment' : 'start a request'} in the ad, and use a ${services ? 'booking' : 'lead form'} as the goal.`,
        success_metrics: `Number of ${services ? 'first bookings' : 'custom requests'}; cost per ${services ? 'booking' : 'request'}; share of ${services ? 'first-time clients who book again' : 'requests that turn into orders'}.`,
      };
    case 'outcome':
      return {
        hypothesis: `Customers come to ${c.name} for the result, not the ${services ? 'appointment' : 'product'} itself: "${c.quote}".`,
        strategic_approach: `Open the ad with the result people get${paren} — a finished-result image, then ${product ?? 'the offer'} and a direct call to ${services ? 'book' : 'buy'}; compare against a process-led ad.`,
        success_metrics: `Thumb-stop and click-through rate against the process-led ad; ${result} rate on ${page}; saves and shares of the result image.`,
      };
    case 'social':
      return {
        hypothesis: `People choose ${c.name} because others already do and say so: "${c.quote}".`,
        strategic_approach: `Put the customers' own words or numbers${quoted} in the first line of the ad, with a real customer photo where the site has one, and send traffic to ${page}.`,
        success_metrics: `Click-through rate against an ad without the proof line; cost per ${result}; comments from people tagging friends.`,
      };
    case 'gifting':
      return {
        hypothesis: `Many customers buy from ${c.name} as a gift: "${c.quote}".`,
        strategic_approach: `Run gift-led creative${product ? ` featuring ${product}` : ''} ahead of gifting dates${quoted}, with copy that speaks to the giver, and send traffic to ${page}.`,
        success_metrics: `Purchase rate during gifting periods; average order value; share of orders with gift notes or wrapping.`,
      };
    case 'range':
      return {
        hypothesis: `Customers come to ${c.name} for the range — ${joinList(mainOfferings(profile.offerings, 3).map((offering) => offering.name))} — and find more than one thing they want.`,
        strategic_approach: `Use a carousel of the main ${kindOf(profile) === 'services' ? 'services' : 'products'}, one card each with its price, and send each card to its own page.`,
        success_metrics: `Click-through rate per carousel card; ${services ? 'bookings per client' : 'items per order'}; a second ${services ? 'service booked' : 'product bought'} within 30 days.`,
      };
  }
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

/** Motive cues in German, Polish and Russian (the English ones are in cues.ts), for profile items in those languages. */
const LOCAL_CUES: Partial<Record<MotiveId, RegExp>> = {
  craft:
    /(?:qualität|hochwertig|handgemacht|hausgemacht|langlebig|sorgfält|frisch zubereitet|jakoś|trwał|starann|dokładn|najwyższ\p{L}* (?:jakoś|poziom)|качеств|ручн|прочн|долговечн|канадск\p{L}* кл[её]н|стекловолокн|прессовк)/iu,
  value:
    /(?:günstig|preis|rabatt|kostenlos|gratis|sonderangebot|inklusive|promocj|rabat|taniej|cen[ayi]|цен|скидк|дешев|выгод|бесплатн)/i,
  convenience:
    /(?:schnell|einfach|express|lieferung|versand|abholung|szybk|wygod|dostaw|(?<![\p{L}])быстр(?:о|ая|ый|ое|ые|ую|ого)?(?![\p{L}])|доставк|удобн|самовывоз|срок отправки|\d\s?[-–]\s?\d\s?(?:дн|day|tag|dni))/iu,
  expertise:
    /(?:erfahr|experte|fachm|zertifiz|\bmeister|doświadcz|profesjonaln|specjali|szkoleni|wieloletni|od wielu lat|специалист|опыт|профессионал|гаранти|сертифиц)/i,
  personal: /(?:individuell|persönlich|nach maß|indywidualn|dostosow|pomysły moich|индивидуальн|на заказ)/i,
  sustainability:
    /(?:nachhaltig|umweltfreundlich|wiederverwendbar|waschbar|regional|ekologiczn|экологичн|многоразов)/i,
  outcome:
    /(?:ergebnis|entspann|wohlfühl|piękn|elegancj|pewności siebie|wyjątkow|efekt końcow|relaksuj|красив|уверенност)/i,
  social: /(?:bewertung|weiterempfehl|zufriedene|beliebt|zadowol|polec|opini|отзыв|рекоменд|довольн)/i,
};

const motiveCue = (id: MotiveId) => {
  const english = Motives.find((motive) => motive.id === id)?.cues;
  const local = LOCAL_CUES[id];
  return (text: string) => Boolean(english?.test(text) || local?.test(text));
};

/** The words of the first English cue a text matches ("hand-thrown"), or null (a text in another language). */
function cueTerm(id: MotiveId, text: string): string | null {
  const english = Motives.find((motive) => motive.id === id)?.cues;
  const match = english ? text.match(english) : null;
  if (!match) return null;
  // Extend a stem ("profesjonaln") to its whole word.
  const rest = text.slice((match.index ?? 0) + match[0].length).match(/^[\p{L}]*/u)?.[0] ?? '';
  return `${match[0]}${rest}`.toLowerCase();
}

/** Approximate US dollars per unit of the currencies the sites price in, to scale a USD budget to price points. */
/** A first test's daily budget in US dollars: enough results to learn from, not more than a test needs. */
const MIN_TEST_BUDGET = 10;
const MAX_TEST_BUDGET = 100;
const USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CHF: 1.13,
  AUD: 0.65,
  CAD: 0.73,
  NZD: 0.6,
  PLN: 0.25,
  AED: 0.27,
  ILS: 0.27,
  SEK: 0.095,
  NOK: 0.093,
  DKK: 0.145,
  CZK: 0.043,
  JPY: 0.0067,
  INR: 0.012,
  RUB: 0.011,
  UAH: 0.024,
  BYN: 0.31,
  KZT: 0.002,
};

/**
 * A daily budget in USD in proportion to the site's price points: about three results a day. A purchase costs near a
 * third of the typical (median) price; a booking or an enquiry near a third of the entry (lowest) price, since the
 * first thing a new customer books is the smallest. Between $10 and $100 (a test budget for a small business),
 * rounded to $5. The reason shows the price it is based on in the site's currency and in dollars. Null without
 * usable prices.
 */
export function suggestDailyBudget(
  offerings: CrawlFactsOffering[],
  result: 'purchase' | 'lead' = 'purchase',
): { budget: number; reason: string; local: string } | null {
  const priced = offerings
    .map((offering) => ({
      offering,
      amount: Number(offering.price),
      rate: USD_PER_UNIT[offering.currency?.toUpperCase() ?? 'USD'],
    }))
    .filter((entry) => Number.isFinite(entry.amount) && entry.amount > 0 && entry.rate !== undefined)
    .sort((a, b) => a.amount * a.rate! - b.amount * b.rate!);
  const median = priced[Math.floor(priced.length / 2)];
  if (!median) return null;
  // Three results a day at a cost per result near a third of the basis price: the price itself, a day.
  const basis = result === 'lead' ? priced[0]! : median;
  const usd = basis.amount * basis.rate!;
  const budget = Math.min(MAX_TEST_BUDGET, Math.max(MIN_TEST_BUDGET, Math.round(usd / 5) * 5));
  const price = formatPrice(basis.offering)!;
  const low = formatPrice(priced[0]!.offering);
  const high = formatPrice(priced.at(-1)!.offering);
  const currency = basis.offering.currency?.toUpperCase() ?? 'USD';
  const inDollars = currency === 'USD' ? '' : ` ≈ $${Math.round(usd)}`;
  // Budgets are set in US dollars (SPEC §9); the business reads them in its own currency.
  const local =
    currency === 'USD'
      ? ''
      : ` (about ${formatMoney(String(Math.round(budget / basis.rate!)), currency, 'en')})`;
  const range = low === high ? `every listed price is ${low}` : `prices run ${low}–${high}`;
  const what =
    result === 'lead'
      ? `a booking or enquiry costing near a third of the entry price (${price}${inDollars})`
      : `a purchase costing near a third of a typical price (${price}${inDollars})`;
  const base = `three results a day, ${what}, come to ${price} a day`;
  const reason =
    usd > MAX_TEST_BUDGET + 2.5
      ? `${base}, more than a first test needs; it is held to $${MAX_TEST_BUDGET} until the ads show which of them bring results (${range})`
      : usd < MIN_TEST_BUDGET - 2.5
        ? `${base}, too little for the ad set to learn from; $${MIN_TEST_BUDGET} is the least that gets it enough results (${range})`
        : `${base} (${range})`;
  return { budget, reason, local };
}

/**
 * The business profile's items as evidence (value propositions, offers, proof, place), each with the page and the
 * words on it, ranked above plain site sentences: the profile builder already chose them as what sells.
 */
function profileEvidence(profile: SiteProfile): { motive: MotiveId; sentence: SiteSentence }[] {
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
  const classify = (text: string, url: string) => {
    for (const motive of Motives) {
      if (motiveCue(motive.id)(text)) out.push({ motive: motive.id, sentence: item(text, url) });
    }
  };
  for (const proposition of business.valuePropositions) {
    if (!/\?$/.test(proposition.value))
      classify(proposition.source.quote ?? proposition.value, proposition.source.url);
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
        motive: motiveCue('gifting')(text) ? 'gifting' : 'value',
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
      motive: /(?:since|seit|od \d|с \d|\b(?:19|20)\d\d\b)/i.test(entry.source.quote ?? entry.value)
        ? 'expertise'
        : 'social',
      sentence: item(entry.source.quote ?? entry.value, entry.source.url, 0.95),
    });
  for (const entry of proof.awards)
    out.push({
      motive: motiveCue('social')(entry.source.quote ?? entry.value) ? 'social' : 'expertise',
      sentence: item(entry.source.quote ?? entry.value, entry.source.url, 0.95),
    });
  const city = business.location.city;
  if (business.location.isLocal && city?.source?.quote)
    out.push({ motive: 'local', sentence: item(city.source.quote, city.source.url, 0.8) });
  return out.filter((entry) => entry.sentence.text.length >= 12 && entry.sentence.text.length <= 300);
}

/**
 * The lines of the pages that list offerings (menu and price-list lines, with their descriptions), as evidence:
 * `named` are those naming an offering (the range), `all` every short line there (a dish "in a homemade sauce").
 */
function offeringLines(profile: SiteProfile): { named: SiteSentence[]; all: SiteSentence[] } {
  const named: SiteSentence[] = [];
  const all: SiteSentence[] = [];
  const names = profile.offerings
    .slice(0, 300)
    .map((offering) => offering.name)
    .filter((name) => name.length >= 4);
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
      const line = {
        text,
        url: page.url,
        pageIndex: 0,
        section: null,
        importance: 0.1,
        bow: {} as SiteSentence['bow'],
      };
      all.push(line);
      if (names.some((name) => text.includes(name))) named.push(line);
    }
  }
  return { named, all };
}

/** Shipping, returns, defects and fees: terms of trade, never evidence of why people buy (except price or ease). */
const TERMS =
  /(?:shipping costs?|returns?|refund|defect|excluding|\bfees?\b|versandkosten|rücksend|widerruf|zzgl|брак|возврат|стоимость (?:каждой )?(?:доставки|отправки)|zwrot|reklamac)/i;

/** Whether the words just before a motive's cue deny it ("not certified", "nicht zertifiziert", "не сертифицирован"). */
function deniesCue(id: MotiveId, text: string): boolean {
  const english = Motives.find((motive) => motive.id === id)?.cues;
  const match = (english && text.match(english)) ?? (LOCAL_CUES[id] ? text.match(LOCAL_CUES[id]!) : null);
  if (!match || match.index === undefined) return false;
  const before = text.slice(Math.max(0, match.index - 40), match.index);
  return /(?<![\p{L}])(?:not|no|never|nicht|kein\p{L}*|не|nie)(?![\p{L}])/iu.test(before);
}

/** Pages of legal text: privacy policy, imprint, terms, cookies, disclaimers. */
const LEGAL_URL =
  /(?:privacy|datenschutz|impressum|imprint|terms|agb|cookie|polityka|политика|конфиденциальн|legal|disclaimer|haftung|regulamin|оферт)/i;

type Candidate = { id: MotiveId; evidence: SiteSentence[]; score: number };

/** Each motive with the sentences and profile items that state it, only those really on the cited page. */
export function candidatesOf(profile: SiteProfile): Candidate[] {
  const fromProfile = profileEvidence(profile);
  const city = profile.facts.profile?.location.city?.value ?? profile.places[0] ?? null;
  const onPage = (sentences: SiteSentence[]) => {
    const kept = groundEvidence(
      sentences.map((sentence) => ({ url: sentence.url, quote: sentence.text })),
      profile.facts,
    );
    return sentences.filter((sentence) => kept.some((item) => item.quote === sentence.text.trim()));
  };
  const lines = offeringLines(profile);
  const candidates: Candidate[] = Motives.map((motive) => {
    const states = motiveCue(motive.id);
    const evidence = onPage(
      [
        ...fromProfile.filter((entry) => entry.motive === motive.id).map((entry) => entry.sentence),
        ...profile.sentences.filter(
          (sentence) =>
            states(sentence.text) || (motive.id === 'local' && city !== null && sentence.text.includes(city)),
        ),
        // Menu and price-list lines ("… in a homemade dressing") state motives too, where a site has few sentences.
        ...lines.all.filter((line) => motive.id !== 'local' && states(line.text)),
      ]
        .filter((sentence, index, all) => all.findIndex((other) => other.text === sentence.text) === index)
        .filter(
          (sentence) => motive.id === 'value' || motive.id === 'convenience' || !TERMS.test(sentence.text),
        )
        // Evidence states the motive: a heading of two or three words ("SUPPORT MATERIALS") states nothing, a sentence
        // about paying, delivery terms or privacy argues no motive, and local evidence names the place.
        .filter((sentence) => motive.id === 'local' || sentence.text.trim().split(/\s+/).length >= 4)
        // A claim the sentence denies ("Dies heißt allerdings nicht, dass sie FFP2 zertifiziert sind") is no evidence.
        .filter((sentence) => !deniesCue(motive.id, sentence.text))
        // Nothing from the privacy policy, the imprint or the terms: "Die persönlichen Daten, die wir sammeln …" is no motive.
        .filter(
          (sentence) =>
            !LEGAL_URL.test(sentence.url) || fromProfile.some((entry) => entry.sentence === sentence),
        )
        .filter(
          (sentence) =>
            motive.id === 'local' ||
            fromProfile.some((entry) => entry.sentence === sentence) ||
            isSellingText(sentence.text),
        )
        .filter(
          (sentence) =>
            motive.id !== 'local' ||
            city === null ||
            sentence.text.includes(city) ||
            /\b(?:local|nearby|neighbou?rhood)\b/i.test(sentence.text),
        )
        .sort((a, b) => b.importance - a.importance),
    );
    return {
      id: motive.id,
      evidence,
      score:
        evidence.slice(0, 3).reduce((sum, s) => sum + s.importance, 0) + Math.min(evidence.length, 6) * 0.05,
    };
  });
  if (profile.offerings.length >= 3) {
    // The range rests on the offerings themselves: the lines of the pages that list them.
    candidates.push({ id: 'range', evidence: onPage(lines.named), score: 0.05 });
  }
  return candidates;
}

/** The impact score and the reason for it: the motive's pull, the weight of the site's evidence, a stated offer or price. */
function impactOf(
  id: MotiveId,
  evidence: SiteSentence[],
  priced: boolean,
): { score: number; reason: string } {
  const count = evidence.length;
  const pages = new Set(evidence.map((sentence) => sentence.url)).size;
  const strength = count >= 3 ? 1 : count === 1 ? -1 : 0;
  const priceBonus = priced && (id === 'value' || id === 'range') ? 1 : 0;
  const score = Math.min(
    HypothesisLimits.impactScore.max,
    Math.max(HypothesisLimits.impactScore.min, BASE_IMPACT[id] + strength + priceBonus),
  );
  // In words, not figures: the grounding keeps every figure of a draft to those on the site.
  const weight =
    count === 1
      ? 'the site says it only once'
      : pages >= 3
        ? 'the site says it on many pages'
        : pages === 2
          ? 'the site says it on two pages'
          : 'the site says it more than once';
  return {
    score,
    reason: `Impact ${score}/10: ${IMPACT_BASIS[id]}; ${weight}${priceBonus ? ', with prices to show' : ''}.`,
  };
}

/**
 * Offline assumptions: for each motive (quality, value, convenience, expertise, outcome, social proof, local,
 * sustainability, personal, gifting, range) the profile items and site sentences that state it, kept only when
 * the quote is on the cited page; the best-evidenced motives not already covered (on screen or deleted) become
 * assumptions quoting them, each with an impact score and its reason and a budget in proportion to the prices.
 */
export function draftHypotheses(
  profile: SiteProfile,
  options: { count: number; existing: string[]; excludedMotives?: readonly string[] },
): HypothesisDraft[] {
  const covered = new Set<string>([...motivesOf(options.existing), ...(options.excludedMotives ?? [])]);
  // What a result is: a booking or an enquiry when customers cannot buy on the site, else a purchase.
  const business = profile.facts.profile;
  const actions = business?.actions.map((action) => action.value) ?? [];
  const sellsOnline = actions.includes('buy_online') || actions.includes('order_delivery');
  const isLead = business?.offeringType?.value === 'services' || (actions.length > 0 && !sellsOnline);
  const budget = suggestDailyBudget(profile.offerings, isLead ? 'lead' : 'purchase');
  const drafts: HypothesisDraft[] = [];
  const usedQuotes = new Set<string>();
  for (const candidate of candidatesOf(profile)
    .filter((c) => c.evidence.length > 0)
    .sort((a, b) => b.score - a.score)) {
    if (drafts.length >= options.count) break;
    if (covered.has(candidate.id)) continue;
    const place = profile.facts.profile?.location.city?.value ?? profile.places[0] ?? null;
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
    const evidence = support ? [lead, support] : [lead];
    const term = cueTerm(candidate.id, lead.text);
    const context: Context = {
      name: profile.name,
      offering: offeringFor(profile, evidence),
      place,
      term,
      quote: clipQuote(lead.text.replace(/[.!?]$/, ''), 160),
    };
    const text = compose(candidate.id, context, profile);
    if (
      [...options.existing, ...drafts.map((draft) => draft.hypothesis)].some((other) =>
        isSameAssumption(text.hypothesis, other, [profile.name]),
      )
    )
      continue;
    usedQuotes.add(lead.text);
    const impact = impactOf(
      candidate.id,
      candidate.evidence,
      profile.offerings.some((offering) => offering.price),
    );
    drafts.push({
      ...text,
      // The reason and the budget go with the metrics: they are the plan's own figures, not claims about the business.
      success_metrics: [
        text.success_metrics,
        impact.reason,
        budget ? `Suggested budget $${budget.budget} a day${budget.local}: ${budget.reason}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
      potential_impact_score: impact.score,
      evidence: evidence.map((sentence) => ({
        url: sentence.url,
        quote: clipQuote(sentence.text, HypothesisLimits.quoteChars),
      })),
      ...(budget ? { daily_budget: budget.budget } : {}),
    });
  }
  return drafts;
}
