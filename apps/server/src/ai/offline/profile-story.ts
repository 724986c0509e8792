import { formatPrice } from '@adsmith/domain/common/money';
import { BOILERPLATE } from '@adsmith/domain/copy/copy-check';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import { Cues } from './cues';
import { joinList } from './format';
import type { SiteProfile } from './site-profile';

/** The story's own words per language: they only frame what the profile says, never state a fact. */
const FRAMES = {
  en: {
    is: (name: string, category: string, city: string | null) => `${name} is a ${category}${city ? ` in ${city}` : ''}.`,
    meet: (name: string) => `Meet ${name}.`,
    serves: (audience: string) => `We work with ${audience}.`,
    offers: { services: 'Our services include', products: 'Our range includes', mixed: 'We offer' },
    and: 'and',
    customers: 'Customers say',
  },
  de: {
    is: (name: string) => `Das ist ${name}.`,
    meet: (name: string) => `Das ist ${name}.`,
    serves: (audience: string) => `Unsere Kunden: ${audience}.`,
    offers: { services: 'Zu unseren Leistungen gehören', products: 'Unser Sortiment umfasst', mixed: 'Wir bieten' },
    and: 'und',
    customers: 'Kunden sagen',
  },
} as const;

const end = (text: string) => (/[.!?…"”]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const key = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
const sells = (text: string) =>
  text.length >= 20 && text.length <= 220 && !BOILERPLATE.test(text) && !Cues.injection.test(text) &&
  !/^(?:about|über)\b|\b(?:daten|data|privacy|leider|unfortunately|payment|zahlung\w*|kreditkarte|paypal|stripe|snipcart|hauptgeschäft)\b/i.test(text);

/**
 * The brand story from the business profile, in the shape a marketer writes one: who the business is and where,
 * who it serves, the problem it solves, what it offers (the best-known offerings with their prices), why believe it
 * (proof), and its promise (offers and the strongest remaining value proposition). Every sentence but the framing
 * ones is the site's own (a profile item with its page); the framing words state nothing. English and German
 * sites; null for others (the extractive story stays, in the site's own sentences) or when the profile has too
 * little to say.
 */
export function draftProfileStory(site: SiteProfile): string | null {
  const profile: BusinessProfile | null | undefined = site.facts.profile;
  const language = profile?.languages[0];
  if (!profile || (language !== 'en' && language !== 'de')) return null;
  const say = FRAMES[language];
  const name = site.name;
  const used = new Set<string>();
  const take = (text: string) => {
    used.add(key(text));
    return end(text);
  };
  const fresh = (text: string) => !used.has(key(text)) && ![...used].some((other) => other.includes(key(text)) || key(text).includes(other));
  const propositions = profile.valuePropositions.map((item) => item.value.trim()).filter(sells);
  const city = profile.location.isLocal && language === 'en' ? (profile.location.city?.value ?? null) : null;

  // Who and where, and who it serves.
  const who = [
    profile.category && language === 'en' ? say.is(name, profile.category.value, city) : say.meet(name),
    ...(profile.audience.length > 0
      ? [say.serves(joinList([...new Set(profile.audience.map((item) => item.value.trim()))].slice(0, 3).map((text) => (language === 'en' ? text.charAt(0).toLowerCase() + text.slice(1) : text)), say.and))]
      : []),
  ];
  // The problem: a question the site asks its customers, or a sentence naming what goes wrong.
  const problem = propositions.find((text) => /\?$/.test(text)) ?? site.sentences.map((sentence) => sentence.text).find((text) => sells(text) && Cues.problem.test(text));
  if (problem) who.push(take(problem));

  // What it offers: the first offerings with prices, then the propositions that say what they do.
  const kind = profile.offeringType?.value ?? site.facts.businessType ?? 'mixed';
  const offerings = site.offerings.slice(0, 3).map((offering) => {
    const price = offering.price ? formatPrice(offering.price, offering.currency, language) : null;
    return price ? `${offering.name} (${price})` : offering.name;
  });
  const offer = [
    ...(offerings.length > 0 ? [`${say.offers[kind]} ${joinList(offerings, say.and)}.`] : []),
    ...propositions.filter((text) => !/\?$/.test(text) && fresh(text)).slice(0, 3).map(take),
  ];

  // Why believe it: the site's proof (customers' words, ratings, counts, awards).
  const proof = [
    ...profile.proof.testimonials.slice(0, 1).map((item) => `${say.customers}: “${item.quote.trim().replace(/[.!]$/, '')}”${item.author ? ` – ${item.author}` : ''}.`),
    ...profile.proof.ratings.slice(0, 1).map((rating) => end(rating.source.quote ?? `${rating.value}/${rating.scale}`)),
    ...[...profile.proof.counts, ...profile.proof.awards].map((item) => item.source.quote ?? item.value).filter((text) => sells(text) && fresh(text)).slice(0, 2).map(take),
  ];

  // The promise: what the site offers on top, and its strongest remaining proposition.
  const promise = [
    ...profile.offers.filter((item) => ['free_shipping', 'discount', 'trial', 'free_consultation', 'gift', 'guarantee'].includes(item.kind)).map((item) => item.text).filter((text) => sells(text) || /kostenlos|free/i.test(text)).filter(fresh).slice(0, 2).map(take),
    ...propositions.filter((text) => !/\?$/.test(text) && fresh(text)).slice(0, 2).map(take),
  ];
  // Short of 120 words: more of the site's own propositions, then its most central sentences, under the offer.
  const words = () => [who, offer, proof, promise].flat().join(' ').split(/\s+/).length;
  const more = [
    ...propositions.filter((text) => !/\?$/.test(text)),
    ...[...site.sentences]
      .filter((sentence) => !/privacy|datenschutz|agb|impressum|imprint|terms|cookie|polityka|политика/i.test(sentence.url))
      .sort((a, b) => b.importance - a.importance)
      .map((sentence) => sentence.text)
      .filter(sells),
  ];
  for (const text of more) {
    if (words() >= 120) break;
    if (fresh(text) && words() + text.split(/\s+/).length <= 250) offer.push(take(text));
  }
  const paragraphs = [who, offer, proof, promise].map((part) => part.join(' ')).filter((text) => text.trim().length > 0);
  const story = paragraphs.join('\n\n');
  return story.split(/\s+/).length >= 60 ? story : null;
}
