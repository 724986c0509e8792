import type { SiteProfile, SiteSentence } from './site-profile';
import { isNearDuplicate, pickSentences } from './site-profile';
import { Cues } from './cues';
import { formatPrice, joinList, lowerFirst } from './format';
import { phrasesFor, storyLanguage, type StoryPhrases } from './language';

/** Opens with the business's own description, its place and its founding year when the site states them. */
function aboutParagraph(profile: SiteProfile, used: Set<string>, say: StoryPhrases): string {
  const { name } = profile;
  const nameKey = name.toLowerCase();
  const homeUrl = profile.facts.startUrl;
  const isAboutPage = (sentence: SiteSentence) => /about|story|who-we-are|team/i.test(sentence.url);
  // Best: the site describing itself by name ("Kiln & Kettle is a …"); then the about cues; then the tagline.
  const selfDescription = profile.sentences
    .filter(
      (sentence) =>
        sentence.text.toLowerCase().startsWith(nameKey) &&
        /^\S+(?:\s\S+){0,5}\s(?:is|are|was|has|have|makes|started|began|opened)\b/i.test(sentence.text),
    )
    .sort(
      (a, b) =>
        Number(b.url === homeUrl) - Number(a.url === homeUrl) ||
        Number(isAboutPage(b)) - Number(isAboutPage(a)),
    )[0];
  const preferAbout = (sentence: SiteSentence) =>
    (sentence.text.toLowerCase().includes(nameKey) ? 0.5 : 0) +
    (isAboutPage(sentence) ? 0.3 : 0) +
    (sentence.url === homeUrl ? 0.2 : 0);
  const opening =
    selfDescription ??
    (profile.tagline ? { text: profile.tagline } : null) ??
    pickSentences(profile, Cues.about, { limit: 1, exclude: used, prefer: preferAbout })[0] ??
    null;
  const meet = say.meet(name);
  const parts: string[] = [];
  if (opening) {
    used.add(opening.text);
    if (opening.text.toLowerCase().includes(nameKey)) parts.push(opening.text);
    else if (say.at && /^(?:We|Our)\b/.test(opening.text))
      parts.push(`${say.at(name)}${lowerFirst(opening.text)}`);
    else parts.push(meet, opening.text);
  } else {
    parts.push(meet);
  }
  if (
    profile.since &&
    !parts.join(' ').includes(profile.since.year) &&
    !isNearDuplicate(profile.since.sentence.text, used)
  ) {
    parts.push(profile.since.sentence.text);
    used.add(profile.since.sentence.text);
  }
  const place = profile.places.find((candidate) => !parts.join(' ').includes(candidate));
  if (place && parts.length < 3) {
    const where = profile.sentences.find(
      (sentence) =>
        sentence.text.includes(place) &&
        !isNearDuplicate(sentence.text, used) &&
        Cues.about.test(sentence.text),
    );
    if (where) {
      parts.push(where.text);
      used.add(where.text);
    }
  }
  return parts.join(' ');
}

/** Names at least three real offerings (with their crawled prices) and one sentence on what they are. */
function offeringsParagraph(profile: SiteProfile, used: Set<string>, say: StoryPhrases): string | null {
  const named = profile.offerings.slice(0, 5).map((offering) => {
    const price = formatPrice(offering);
    // Service names read as activities ("Clinical Pilates"); product names as things ("the Speckled Mug").
    const label = offering.offeringType === 'service' ? offering.name : `${say.article}${offering.name}`;
    return price ? `${label} (${price})` : label;
  });
  const parts: string[] = [];
  if (named.length > 0) {
    const lead =
      profile.facts.businessType === 'services'
        ? say.services
        : profile.facts.businessType === 'products'
          ? say.products
          : say.mixed;
    const listing = `${lead} ${joinList(named, say.and)}.`;
    // When an earlier paragraph already listed the offerings in the site's words, do not list them again.
    if (!isNearDuplicate(listing, used)) {
      parts.push(listing);
      used.add(listing);
    }
  }
  const offeringNames = profile.offerings.map((offering) => offering.name.toLowerCase());
  const mentionsOffering = (sentence: SiteSentence) =>
    offeringNames.some((name) => sentence.text.toLowerCase().includes(name)) ? 0.4 : 0;
  const describing = pickSentences(profile, Cues.solution, {
    limit: named.length > 0 ? 1 : 2,
    exclude: used,
    prefer: mentionsOffering,
  });
  for (const sentence of describing) {
    parts.push(sentence.text);
    used.add(sentence.text);
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/** What sets the business apart, in the site's own words. */
function differentiatorParagraph(profile: SiteProfile, used: Set<string>, say: StoryPhrases): string | null {
  const inWhySection = (sentence: SiteSentence) =>
    sentence.section && Cues.differentiatorSection.test(sentence.section) ? 0.6 : 0;
  const picked = pickSentences(profile, Cues.differentiator, {
    limit: 2,
    exclude: used,
    prefer: inWhySection,
  });
  if (picked.length === 0) return null;
  picked.forEach((sentence) => used.add(sentence.text));
  const [first, ...rest] = picked.map((sentence) => sentence.text);
  return [`${say.apart}${say.lowerAfterColon ? lowerFirst(first!) : first!}`, ...rest].join(' ');
}

/** Who the customers are and which problems the business solves for them. */
function customersParagraph(profile: SiteProfile, used: Set<string>): string | null {
  const audience = pickSentences(profile, Cues.audience, { limit: 1, exclude: used });
  audience.forEach((sentence) => used.add(sentence.text));
  const problems = pickSentences(profile, Cues.problem, { limit: 1, exclude: used });
  problems.forEach((sentence) => used.add(sentence.text));
  const parts = [...audience, ...problems].map((sentence) => sentence.text);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** How to buy: shipping, booking, quotes — when the site says. */
function closingParagraph(profile: SiteProfile, used: Set<string>): string | null {
  const picked = pickSentences(profile, Cues.policy, { limit: 2, exclude: used, allowCommands: true });
  picked.forEach((sentence) => used.add(sentence.text));
  return picked.length > 0 ? picked.map((sentence) => sentence.text).join(' ') : null;
}

/**
 * The offline brand story: 3–5 short paragraphs assembled from the site's own most central sentences — who the
 * business is, what it offers (real names and prices), what sets it apart, whom it serves and how to buy.
 */
export function draftStory(profile: SiteProfile): string {
  const used = new Set<string>();
  // The connecting phrases follow the site's language (the sentences are the site's own anyway).
  const say = phrasesFor(storyLanguage(profile.facts.pages.map((page) => page.text).join('\n')));
  const paragraphs = [
    aboutParagraph(profile, used, say),
    offeringsParagraph(profile, used, say),
    differentiatorParagraph(profile, used, say),
    customersParagraph(profile, used),
    closingParagraph(profile, used),
  ].filter((paragraph): paragraph is string => Boolean(paragraph));
  // A thin site still gets three paragraphs, from its most central remaining sentences.
  const remaining = profile.sentences
    .filter((sentence) => !isNearDuplicate(sentence.text, used))
    .sort((a, b) => b.importance - a.importance);
  while (paragraphs.length < 3 && remaining.length > 0) {
    const next: string[] = [];
    while (next.length < 2 && remaining.length > 0) {
      const candidate = remaining.shift()!.text;
      if (isNearDuplicate(candidate, used)) continue;
      used.add(candidate);
      next.push(candidate);
    }
    if (next.length > 0) paragraphs.push(next.join(' '));
  }
  return paragraphs.slice(0, 5).join('\n\n');
}
