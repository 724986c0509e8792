import { formatPrice } from '@adsmith/domain/common/money';
import { copyVariantFor } from '@adsmith/domain/copy/variants';
import { knownCountry, type BusinessProfile } from '@adsmith/domain/profile/schemas';
import { tradeFamily } from '@adsmith/domain/profile/trades';
import { copyCity, translationNote } from '../copy-brief';
import { draftName } from './copy-phrases';
import type { CrawlFactsOffering } from '../engine';
import { Cues } from './cues';
import { joinList } from './format';
import { phraseBankFor } from './phrase-banks/banks';
import { fill, pick } from './phrase-banks/phrase-bank';
import { storyPhrasesFor, type StoryPhrases } from './phrase-banks/story';
import type { SiteProfile } from './site-profile';
import {
  calm,
  inRunningText,
  isStorySentence,
  OFFER_CUE,
  statement,
  storyLanguageOf,
  storyNames,
  type StoryLanguage,
} from './story-words';

const end = (text: string) => (/[.!?…"”»]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const MENU = /\b(?:restaurant|caf[eé]|bistro|bakery|bar|pizzeria|takeaway|diner)\b/i;

const ENGLISH_WORDS = /(?<![\p{L}])(?:the|and|you|your|we|our|with|for|if|please|contact|need)(?![\p{L}])/giu;
/** Whether a site sentence is in the story's language (a Russian story takes no English widget line). */
function inLanguage(text: string, language: StoryLanguage): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  if (language === 'ru') return cyrillic > letters / 2;
  if (cyrillic > 0) return false;
  return language === 'en' || (text.match(ENGLISH_WORDS)?.length ?? 0) < 2;
}

/** A negation: "no guarantee can be given" is a disclaimer, not a promise. */
const NEGATED =
  /(?<![\p{L}])(?:no|not|kein\p{L}*|nicht|aucune?|pas|geen|niet|ningun\p{L}*|nessun\p{L}*|nenhum\p{L}*|żadn\p{L}*|nie|никак\p{L}*|не|нет)(?![\p{L}])/iu;

/** A count of years: the founding year says it. */
const YEARS =
  /(?<![\p{L}])(?:years?|jahr\p{L}*|ans|années|años|ann[oi]|jaar|jaren|anos|lat|lata|год\p{L}*|лет)(?![\p{L}])/iu;

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

/**
 * Audience words a frame can list without case agreement: nominative plurals in Russian and Polish. Outside
 * English and German a capitalised word is another language's noun ("Kinder" on a Dutch site), not a customer word.
 */
const listable = (language: StoryLanguage, text: string) =>
  language === 'ru'
    ? /[ыиая]$/u.test(text) && !/(?:ий|ей|ов)$/u.test(text)
    : language === 'pl'
      ? /(?:[iy]|owie)$/u.test(text)
      : language === 'en' || language === 'de' || !/^\p{Lu}/u.test(text);

/**
 * The best-known offerings for the story: in the profile's currency, not an add-on far below the usual price, each
 * under a short display name, priced in the site's format; two to four of them.
 */
export function storyOfferings(
  offerings: readonly CrawlFactsOffering[],
  currency: string | null,
  language: string,
  quoteNames = false,
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
  const storyName = storyNames(offerings.map((offering) => offering.name));
  for (const offering of inCurrency) {
    const price = Number(offering.price);
    if (median > 0 && Number.isFinite(price) && price > 0 && price < median * 0.3) continue;
    const name = storyName(offering.name);
    // An abbreviation dot inside a name ("P.Shine") would split the sentence.
    if (name.length > 48 || /\p{L}\.\p{L}/u.test(name) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const shown = draftName(name, quoteNames);
    named.push(
      offering.price ? `${shown} (${formatPrice(offering.price, offering.currency, language)})` : shown,
    );
    if (named.length === 4 || (named.length === 3 && named.join(' ').length > 110)) break;
  }
  return named;
}

/** A sentence about the website itself ("See our website for more"), not about the business. */
const ABOUT_THE_SITE =
  /(?<![\p{L}])(?:website|webseite|site|sitio|web|strona\p{L}*|stronie|сайт\p{L}*|privacy|privacidade|privacidad|datenschutz|dados pessoais|données)(?![\p{L}])/iu;

/** An invitation to the reader ("Contact us for …"): the site's call to action, not what the business does. */
const INVITATION =
  /^(?:contact|call|visit|kontaktier\p{L}*|rufen|contactez|appelez|contacte|llame|contatta\p{L}*|chiama\p{L}*|neem contact|bel|skontaktuj|zadzwoń|свяжитесь|позвоните)(?![\p{L}])/iu;

/** Whether a site sentence is one the story may quote: a clean statement in the story's language. */
const quotable = (text: string, language: StoryLanguage) =>
  isStorySentence(text) &&
  inLanguage(text, language) &&
  !/\?$/.test(text.trim()) &&
  !ABOUT_THE_SITE.test(text) &&
  !INVITATION.test(text.trim());

/** Pages whose sentences say nothing of the business: legal, privacy, shop and delivery terms. */
const LEGAL_PAGE =
  /privacy|privacidade|privacidad|datenschutz|dados|agb|impressum|imprint|terms|termos|cookie|polityka|политика|regulamin|oferta|versand|shipping|delivery|dostawa|доставка|oplata|оплата|legal/i;

/** A quotation's own words: without the stop the quoting sentence puts after its closing mark. */
const quoted = (text: string) => text.trim().replace(/[.!]+$/u, '');

/**
 * What the business is, in the story's language: the trade's words from the bank. An English site's own category
 * is kept where it names the trade more closely ("a device repair shop" for a repair business).
 */
function whatItIs(profile: BusinessProfile, say: StoryPhrases, siteLanguage: string): string {
  const trade = profile.trade ? say.trades[profile.trade.key] : null;
  const category = profile.category?.value.trim().toLowerCase();
  if (say.language === 'en' && siteLanguage === 'en' && category && /^[a-z][a-z -]{2,40}$/.test(category)) {
    const tradeWords = new Set((trade ?? '').match(/[a-z]{4,}/g) ?? []);
    if (!trade || category.split(/[\s-]+/).some((word) => tradeWords.has(word)))
      return `${/^[aeiou]/.test(category) ? 'an' : 'a'} ${category}`;
  }
  return trade ?? say.business;
}

/**
 * The site's own sentence saying what the business does, to quote: the site describing itself by name, else its
 * start page's description, else a statement of what it offers or who it is.
 */
function ownDescription(site: SiteProfile, language: StoryLanguage): string | null {
  const profile = site.facts.profile!;
  const home = site.facts.pages.find((page) => page.url === site.facts.startUrl) ?? site.facts.pages[0];
  const sentences = (text: string | null | undefined) =>
    (text ?? '').split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());
  const candidates = [
    ...sentences(site.tagline),
    ...sentences(home?.description),
    ...profile.valuePropositions
      .filter((item) => !LEGAL_PAGE.test(item.source.url))
      .map((item) => item.value),
    ...[...site.sentences]
      .filter((sentence) => !LEGAL_PAGE.test(sentence.url))
      .sort((a, b) => b.importance - a.importance)
      .map((sentence) => sentence.text),
  ].filter((text) => wordCount(text) >= 6 && quotable(text, language) && !/\d{3,}/.test(text));
  const named = candidates.find((text) => squash(text).includes(squash(site.name)) && wordCount(text) >= 8);
  const saysWhat = candidates.find((text) => OFFER_CUE.test(text) || Cues.about.test(text));
  return (
    quoted(
      named ?? saysWhat ?? candidates.find((text) => sentences(home?.description).includes(text)) ?? '',
    ) || null
  );
}

/**
 * The brand story from the business profile, composed in the shape a marketer writes one: who the business is and
 * where (its trade in the story's language, its town) and what it does in its own words, quoted; whom it serves and
 * the need its trade answers; what it offers — its best-known offerings with prices, under short display names — and
 * how to buy; proof (a customer's words quoted, a rating, the site's counts, the founding year); the current offer,
 * quoted, the opening hours and a closing. Every sentence is the bank's (phrase-banks/story) with the profile's names
 * in it, and a site sentence appears only inside quotation marks, so the story is written, not stitched, in the site's
 * language. A site in a language the banks do not cover gets the English sentences, no quotation, and the flag to
 * translate it. Null when there is no profile.
 */
export function draftProfileStory(site: SiteProfile): string | null {
  const profile: BusinessProfile | null | undefined = site.facts.profile;
  if (!profile) return null;
  const siteLanguage = profile.languages[0] ?? 'en';
  const language = storyLanguageOf(siteLanguage);
  // Quotations and the site's own words (audience, counts, hours) only when the story is in the site's language.
  const native = language === siteLanguage;
  // In the language's regional variant the business's country reads ("autoescola" in Brazil).
  const variant = native ? copyVariantFor(language, knownCountry(profile.location)) : null;
  const say = storyPhrasesFor(language, variant);
  const family = profile.trade ? tradeFamily(profile.trade.key) : null;
  // An English story of a site in another language quotes the site's names: they are kept, not translated.
  const name = draftName(site.name, !native);
  const [open, close] = say.quotes;
  const running = (text: string) => inRunningText(text, language);
  // By its own name in the story's language ("Wien" in German, not "Vienna"), as the site writes it: a Polish site
  // writes "w Warszawie", and the story puts no name the site does not.
  const town = profile.location.isLocal ? copyCity(profile.location.city?.value ?? null, language) : null;
  const city =
    town && site.facts.pages.some((page) => page.text.includes(town) || page.title?.includes(town))
      ? town
      : null;
  // Lodging books a stay; tours and activities book a place, as courses do.
  const bookAs = profile.trade?.key === 'tours_activities' ? 'learning' : family;

  // Who and where, and what it does in its own words.
  // A name that says what the business is ("Harbour Driving School") is not followed by it again: only where it is.
  const what = whatItIs(profile, say, siteLanguage);
  const echoes = (what.toLowerCase().match(/\p{L}{4,}/gu) ?? []).every((word) =>
    name.toLowerCase().includes(word),
  );
  const who = echoes ? (city ? [say.based(name, city)] : []) : [say.is(name, what, city)];
  const description = native ? ownDescription(site, language) : null;
  if (description) who.push(say.ownWords(description));

  // Whom it serves: the profile's audience words as a list; then the need its trade answers.
  const audience = native
    ? [...new Set(profile.audience.map((item) => item.value.trim()))]
        .filter((text) => listable(language, text))
        .slice(0, 3)
    : [];
  if (audience.length > 0)
    who.push(
      say.serves(
        joinList([...new Set(language === 'en' ? audience.map(plural) : audience.map(running))], say.and),
      ),
    );
  if (family) who.push(say.need[family]);

  // What it offers: the best-known offerings with prices; then how to buy.
  const kind = profile.offeringType?.value ?? site.facts.businessType ?? 'mixed';
  const named = storyOfferings(site.offerings, profile.currency?.value ?? null, siteLanguage, !native).map(
    running,
  );
  // A menu is what food and drink businesses list; lodging and tours are no menu, whatever their category says.
  const menu = family
    ? family === 'food_drink'
    : Boolean(profile.category && MENU.test(profile.category.value));
  // Only a shop or a food business has a range of products; rooms and tours are what it offers.
  const sells = family === null || family === 'shops' || family === 'food_drink';
  const lead = menu ? say.offers.menu : say.offers[kind === 'products' && !sells ? 'mixed' : kind];
  const offer: string[] = named.length > 0 ? [`${lead} ${joinList(named, say.and)}.`] : [];
  const actions = new Set(profile.actions.map((action) => action.value));
  const ways = [
    actions.has('book') ? say.actions.book : null,
    actions.has('buy_online') && kind === 'products' && sells ? say.actions.buy_online : null,
    actions.has('visit') && profile.location.isLocal ? say.actions.visit : null,
    actions.has('call') ? say.actions.call : null,
  ].filter((phrase) => phrase !== null);
  offer.push(...ways.slice(0, 2).map((phrase) => pick(phrase, bookAs)));

  // Why believe it: a customer's words quoted, the rating, the site's counts and the founding year.
  const proof: string[] = [];
  const testimonial = native
    ? profile.proof.testimonials.find((item) => quotable(item.quote, language) && item.quote.length <= 220)
    : undefined;
  if (testimonial)
    proof.push(
      `${say.customers}: ${open}${quoted(testimonial.quote)}${close}${testimonial.author ? ` – ${testimonial.author}` : ''}.`,
    );
  const rating = profile.proof.ratings[0];
  if (rating) {
    const bank = phraseBankFor(language, variant);
    proof.push(
      `${fill(rating.count ? bank.ratedCount : bank.rated, { value: rating.value, scale: rating.scale, reviews: String(rating.count ?? '') })}.`,
    );
  }
  // Counts of customers, pupils or jobs done; years are the founding year's to say.
  const counts = native
    ? [
        ...new Set(
          profile.proof.counts
            .map((item) => item.value.trim())
            .filter(
              (text) =>
                text.length <= 40 && inLanguage(text, language) && !/[.!?:+]/.test(text) && !YEARS.test(text),
            ),
        ),
      ]
        .slice(0, 2)
        .map(running)
    : [];
  if (counts.length > 0) proof.push(say.counts(counts.join(', ')));
  const year = profile.proof.foundedYear?.value;
  if (year && !counts.some((text) => text.includes(year))) proof.push(say.since(year));

  // The promise: the current offer quoted, when it is open, and a closing.
  const promise: string[] = [];
  // The offer's own words, without its label ("Special offer: …") and its FAQ answer word; never a disclaimer.
  const current = native
    ? profile.offers
        .filter((item) => PROMISE_OFFERS.has(item.kind) && !NEGATED.test(item.text))
        .map((item) =>
          statement(
            calm(item.text, name)
              .replace(/\s*\([^)]*\)\s*$/, '')
              .replace(/^[^:]{1,30}:\s*/u, ''),
          ),
        )
        .find(
          (text): text is string =>
            text !== null && text.length <= 160 && inLanguage(text, language) && !ABOUT_THE_SITE.test(text),
        )
    : undefined;
  if (current) promise.push(say.offer(quoted(current)));
  const hours = (profile.openingHours ?? [])
    .map((item) => item.value.trim())
    .filter((text) => text.length <= 80 && !/[.!?]$/.test(text));
  // The site's own label stays when it has one ("Время работы: Пн-Пт …"); only the first line (not the warehouse's).
  const openHours = hours[0]?.replace(/\s+:/g, ':');
  if (profile.location.isLocal && openHours && native)
    promise.push(
      end(/^\p{L}[\p{L}\s]*:/u.test(openHours) ? openHours : `${say.hours} ${running(openHours)}`),
    );
  promise.push(pick(say.closing, family));

  // An English story for a site in a language Adsmith does not write says so first, until the owner translates it.
  const note = translationNote({ marked: !native, siteLanguage }).trim();
  return [[note], who, offer, proof, promise]
    .map((part) => part.join(' '))
    .filter((text) => text.trim().length > 0)
    .join('\n\n');
}
