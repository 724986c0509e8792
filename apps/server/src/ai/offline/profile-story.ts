import { formatPrice } from '@adsmith/domain/common/money';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import { tradeFamily } from '@adsmith/domain/profile/trades';
import { copyCity, translationNote } from '../copy-brief';
import type { CrawlFactsOffering } from '../engine';
import { joinList } from './format';
import { isNearDuplicate, type SiteProfile } from './site-profile';
import {
  AUDIENCE_CUE,
  calm,
  displayName,
  isStorySentence,
  PROBLEM_CUE,
  PROOF_CUE,
  statement,
  STORY_FRAMES,
  LIFTING_LANGUAGES,
  storyLanguageOf,
  type StoryLanguage,
} from './story-words';

const MIN_WORDS = 120;
const MAX_WORDS = 250;

const end = (text: string) => (/[.!?…"”»]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const PROMISE =
  /(?<![\p{L}])(?:guarant\p{L}*|warrant\p{L}*|promise\p{L}*|garant\p{L}*|versprech\p{L}*|гарант\p{L}*|обеща\p{L}*|gwarant\p{L}*|obiec\p{L}*)/iu;
const MENU = /\b(?:restaurant|caf[eé]|bistro|bakery|bar|pizzeria|takeaway|diner)\b/i;
/** Words that name what goes wrong or what a customer fears, not only the trade ("repair"). */
const STRONG_PROBLEM =
  /(?<![\p{L}])(?:dealing with|damage\p{L}*|problems?|issues|broken|nervous|worried|anxious|risk\p{L}*|tired of|struggl\p{L}*|избега\p{L}*|переплат\p{L}*|проблем\p{L}*|risiko|kłopot\p{L}*|bezpieczen\p{L}*|bezpieczeń\p{L}*)(?![\p{L}])/iu;

const ENGLISH_WORDS = /(?<![\p{L}])(?:the|and|you|your|we|our|with|for|if|please|contact|need)(?![\p{L}])/giu;
/** Whether a site sentence is in the story's language (a Russian story takes no English widget line). */
function inLanguage(text: string, language: StoryLanguage): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  if (language === 'ru') return cyrillic > letters / 2;
  if (cyrillic > 0) return false;
  return language === 'en' || (text.match(ENGLISH_WORDS)?.length ?? 0) < 2;
}

const PROMISE_OFFERS = new Set([
  'free_shipping',
  'discount',
  'trial',
  'free_consultation',
  'gift',
  'guarantee',
]);

/** An English audience word as a plural noun after "We work with": "Learner driver" → "learner drivers". */
function plural(text: string): string {
  const lower = /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return /(?:er|or|ist|ant|ent|ian|ee|le|ner)$/i.test(lower) ? `${lower}s` : lower;
}

/** Audience words a frame can list without case agreement: nominative plurals in Russian and Polish. */
const listable = (language: StoryLanguage, text: string) =>
  language === 'ru'
    ? /[ыиая]$/u.test(text) && !/(?:ий|ей|ов)$/u.test(text)
    : language === 'pl'
      ? /(?:[iy]|owie)$/u.test(text)
      : true;

/**
 * The best-known offerings for the story: in the profile's currency, not an add-on far below the usual price, each
 * under a short display name, priced in the site's format; two to four of them.
 */
export function storyOfferings(
  offerings: readonly CrawlFactsOffering[],
  currency: string | null,
  language: string,
): string[] {
  const inCurrency = offerings.filter(
    (offering) =>
      !offering.price || !currency || !offering.currency || offering.currency.toUpperCase() === currency,
  );
  const prices = inCurrency
    .map((offering) => Number(offering.price))
    .filter((value) => Number.isFinite(value) && value > 0)
    .sort((a, b) => a - b);
  const median = prices[Math.floor(prices.length / 2)] ?? 0;
  const seen = new Set<string>();
  const named: string[] = [];
  for (const offering of inCurrency) {
    const price = Number(offering.price);
    if (median > 0 && Number.isFinite(price) && price > 0 && price < median * 0.3) continue;
    const name = displayName(offering.name);
    // An abbreviation dot inside a name ("P.Shine") would split the sentence.
    if (name.length > 48 || /\p{L}\.\p{L}/u.test(name) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    named.push(
      offering.price ? `${name} (${formatPrice(offering.price, offering.currency, language)})` : name,
    );
    if (named.length === 4 || (named.length === 3 && named.join(' ').length > 110)) break;
  }
  return named;
}

/**
 * The brand story from the business profile, composed in the shape a marketer writes one: who the business is and
 * where, who it serves, the problem it solves, what it offers (its best-known offerings with prices, short display
 * names), why believe it (proof) and its promise. The framing words are the story's own and state no fact; every
 * other sentence is a profile item or site sentence (with its page) that reads as the business's own clean
 * statement — never a shop, payment, delivery, legal or navigation line. Written in English, German, Russian or
 * Polish as the site is; a site in another language gets plain English frames and no lifted sentences, so the story
 * never mixes languages. Null when there is no profile.
 */
export function draftProfileStory(site: SiteProfile): string | null {
  const profile: BusinessProfile | null | undefined = site.facts.profile;
  if (!profile) return null;
  const siteLanguage = profile.languages[0] ?? 'en';
  const language = storyLanguageOf(siteLanguage);
  const lifts = LIFTING_LANGUAGES.includes(siteLanguage as StoryLanguage);
  const say = STORY_FRAMES[language];
  const name = site.name;
  const used: string[] = [];
  // A sentence sharing three long words with one already told says the same again ("fast, reliable, affordable").
  const echoes = (text: string) => {
    const long = new Set(text.toLowerCase().match(/\p{L}{5,}/gu) ?? []);
    return used.some(
      (other) =>
        (other.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter(
          (word, index, all) => long.has(word) && all.indexOf(word) === index,
        ).length >= 3,
    );
  };
  const fresh = (text: string) => !isNearDuplicate(text, used) && !echoes(text);
  const take = (text: string) => {
    used.push(text);
    return end(text);
  };
  const clean = (texts: readonly string[]) =>
    lifts
      ? texts.map((text) => text.trim()).filter((text) => isStorySentence(text) && inLanguage(text, language))
      : [];
  const propositions = clean(profile.valuePropositions.map((item) => item.value));
  const siteSentences = clean(
    [...site.sentences]
      .filter(
        (sentence) =>
          !/privacy|datenschutz|agb|impressum|imprint|terms|cookie|polityka|политика|regulamin|oferta|versand|shipping|delivery|dostawa|доставка|oplata|оплата/i.test(
            sentence.url,
          ),
      )
      .sort((a, b) => b.importance - a.importance)
      .map((sentence) => sentence.text),
  );
  // By its own name in the story's language ("Wien" in German, not "Vienna"); Polish frames would need its case.
  const city =
    profile.location.isLocal && language !== 'pl'
      ? copyCity(profile.location.city?.value ?? null, language)
      : null;

  // Who and where: the category sentence (English), else the site describing itself by name, else the welcome frame.
  const who: string[] = [];
  const selfDescription = [
    ...(lifts && site.tagline ? site.tagline.split(/(?<=[.!?])\s+/) : []).filter(isStorySentence),
    ...propositions,
    ...siteSentences,
  ].find((text) => squash(text).includes(squash(name)));
  if (say.is && profile.category && language === siteLanguage)
    who.push(say.is(name, profile.category.value, city));
  else if (!selfDescription) who.push(say.meet(name, city));
  if (selfDescription) who.push(take(selfDescription));

  // Who it serves: the profile's audience in a frame, else the site's own sentence about its customers.
  const audience = [...new Set(profile.audience.map((item) => item.value.trim()))]
    .filter((text) => listable(language, text))
    .slice(0, 3);
  const audienceSentence = propositions.find(
    (text) => AUDIENCE_CUE.test(text) && !PROOF_CUE.test(text) && fresh(text),
  );
  if (
    audience.length > 0 &&
    (language === 'en' || language === 'de' || !audienceSentence) &&
    language === siteLanguage
  ) {
    const words = language === 'en' ? audience.map(plural) : audience;
    who.push(take(say.serves(joinList([...new Set(words)], say.and))));
  } else if (audienceSentence) who.push(take(audienceSentence));

  // The problem or need it answers, in the site's words.
  // A sentence naming what goes wrong beats one that only names the trade ("repair needs").
  const problems = [...propositions, ...siteSentences]
    .filter((text) => PROBLEM_CUE.test(text) && wordCount(text) >= 7 && fresh(text))
    .sort((a, b) => Number(STRONG_PROBLEM.test(b)) - Number(STRONG_PROBLEM.test(a)));
  const problem = problems.find((text) => !PROOF_CUE.test(text)) ?? problems[0];
  if (problem) who.push(take(problem));

  // What it offers: the best-known offerings with prices, then what they do for the customer.
  const kind = profile.offeringType?.value ?? site.facts.businessType ?? 'mixed';
  const named = storyOfferings(site.offerings, profile.currency?.value ?? null, siteLanguage);
  // A menu is what food and drink businesses list; lodging and tours are no menu, whatever their category says.
  const family = profile.trade ? tradeFamily(profile.trade.key) : null;
  const menu = family
    ? family === 'food_drink'
    : Boolean(profile.category && MENU.test(profile.category.value));
  const lead = menu ? say.offers.menu : say.offers[kind];
  const offer: string[] = named.length > 0 ? [take(`${lead} ${joinList(named, say.and)}`)] : [];
  // A statement, not a heading: "Driving lessons for everyone" and "Die besten Schutzmasken für Corona" stay out.
  const benefits = propositions.filter(
    (text) => wordCount(text) >= 6 && !PROOF_CUE.test(text) && !PROMISE.test(text) && !/\?$/.test(text),
  );
  for (const text of benefits) {
    if (offer.length >= 3) break;
    if (fresh(text)) offer.push(take(text));
  }

  // Why believe it: customers' words, ratings, counts, qualifications and years, as the site states them.
  const proof: string[] = [];
  for (const item of profile.proof.testimonials.slice(0, 1)) {
    // A customer's words are a marked quote, in every language the story is written in.
    if (language === siteLanguage && isStorySentence(item.quote))
      proof.push(
        take(
          `${say.customers}: “${item.quote.trim().replace(/[.!]$/, '')}”${item.author ? ` – ${item.author}` : ''}`,
        ),
      );
  }
  const proofQuotes = [
    ...profile.proof.ratings.map((rating) => rating.source.quote ?? ''),
    ...[...profile.proof.counts, ...profile.proof.awards].map((item) => item.source.quote ?? item.value),
    ...propositions.filter(
      (text) =>
        PROOF_CUE.test(text) ||
        /(?<![\p{L}])(?:insured|licensed|most experienced|many years|wielu lat|vielen jahren|многолет\p{L}*)(?![\p{L}])/iu.test(
          text,
        ),
    ),
    ...(profile.proof.foundedYear?.source.quote ? [profile.proof.foundedYear.source.quote] : []),
  ];
  for (const text of clean(proofQuotes)) {
    if (proof.length >= 3) break;
    // Proof may share words with the need it answers ("experienced with nervous drivers"); only a repeat stays out.
    if (!isNearDuplicate(text, used)) proof.push(take(text));
  }
  const year = profile.proof.foundedYear?.value;
  if (year && ![...who, ...offer, ...proof].some((text) => text.includes(year)))
    proof.push(take(say.since(year)));

  // The promise: what the business offers on top (a discount, a gift, a warranty), then its own guarantee.
  const promise: string[] = [];
  for (const item of profile.offers.filter((offerItem) => PROMISE_OFFERS.has(offerItem.kind))) {
    if (promise.length >= 2 || !lifts) break;
    const text = calm(item.text, name).replace(/\s*\([^)]*\)\s*$/, '');
    const usable =
      item.kind === 'free_shipping'
        ? text.length <= 120 && !/@|cookie/i.test(text)
        : statement(text) !== null;
    const line = item.kind === 'free_shipping' ? text : statement(text);
    if (usable && line && fresh(line)) promise.push(take(line));
  }
  // A local business: when it is open, as the site writes it.
  const hours = (profile.openingHours ?? [])
    .map((item) => item.value.trim())
    .filter((text) => text.length <= 80 && !/[.!?]$/.test(text));
  // The site's own label stays when it has one ("Время работы: Пн-Пт …"); only the first line (not the warehouse's).
  const open = hours[0]?.replace(/\s+:/g, ':');
  if (profile.location.isLocal && open && language === siteLanguage)
    promise.push(take(/^\p{L}[\p{L}\s]*:/u.test(open) ? open : `${say.hours} ${open}`));
  const guarantee = propositions.find((text) => PROMISE.test(text) && fresh(text));
  if (guarantee) promise.push(take(guarantee));

  // Short of 120 words: more of the business's own clean statements under what it offers.
  const total = () => wordCount([who, offer, proof, promise].flat().join(' '));
  // (A question lifted from an FAQ needs its answer, so none is used.)
  // Site sentences only when they are on the business's subject (an offering or category word), not a hobby or a widget.
  const subject = new Set(
    [
      profile.category?.value ?? '',
      ...site.offerings.slice(0, 12).map((offering) => displayName(offering.name)),
    ]
      .flatMap((text) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
      .map((word) => word.slice(0, 5)),
  );
  const onSubject = (text: string) =>
    (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((word) => subject.has(word.slice(0, 5)));
  for (const text of [
    ...benefits,
    ...siteSentences.filter(
      (sentence) => wordCount(sentence) >= 6 && !/\?$/.test(sentence) && onSubject(sentence),
    ),
  ]) {
    if (total() >= MIN_WORDS) break;
    if (fresh(text) && total() + wordCount(text) <= MAX_WORDS) offer.push(take(text));
  }
  // An English story for a site in a language Adsmith does not write says so first, until the owner translates it.
  const note = translationNote({ marked: language !== siteLanguage, siteLanguage }).trim();
  return [[note], who, offer, proof, promise]
    .map((part) => part.join(' '))
    .filter((text) => text.trim().length > 0)
    .join('\n\n');
}
