import { beforeAll, describe, expect, it } from 'vitest';
import { copyLanguageFor } from '@adsmith/domain/copy/languages';
import { createDraftingEngine } from './create-engine';
import { silentLogger, type CrawlFacts } from './engine';
import { splitSentences } from './nlp';
import { feedbackPhrasesFor } from './offline/phrase-banks/feedback-phrases';
import { displayName, isStorySentence } from './offline/story-words';
import { draftSite, type DraftRun } from './testing/draft-run';
import {
  realSiteNames,
  realSitesAvailable,
  realsiteFacts,
  type RealSiteTruth,
} from './testing/realsite-facts';

/**
 * The brand story and its feedback as the offline engine drafts them for each real site in ../shared/realsites:
 * 120–250 words (or, for a site that says little, the feedback saying so plainly), in the site's language, without a
 * shop, payment, delivery, legal or navigation sentence, no sentence twice, and feedback that quotes only the
 * site's own offerings as what the story offers.
 */
const sites: readonly string[] = realSitesAvailable() ? realSiteNames : [];
const offline = createDraftingEngine({ AI_PROVIDER: 'none' } as never, silentLogger);

/** The site crawled from its local copy and drafted by the offline engine, as a new user would get it. */
async function draftRealSite(site: (typeof realSiteNames)[number]) {
  const facts = await realsiteFacts(site);
  return { facts, run: await draftSite(offline, facts) };
}

/** What a story must never carry, whatever its language (the sentences the drafts carried before). */
const JUNK =
  /basket|\bcart\b|checkout|apple pay|оплат|корзин|доставк|возврат|реквизит|rechtsverletz|externen webseiten|homepage|bestelle am|frist|płatnoś|zwrot|dostaw|\(copy\)|privacy|cookie/i;
/** The English frames of the story: a German, Russian or Polish story carries none of them. */
const ENGLISH_FRAMES =
  /\b(?:Meet|Welcome to|Our (?:range|services) include|We work with|We offer|Customers say)\b/;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.skipIf(sites.length === 0).each(realSiteNames)(
  'the story and feedback for the real site %s',
  (site) => {
    let drafted: { facts: CrawlFacts & { truth: RealSiteTruth }; run: DraftRun };
    beforeAll(async () => {
      drafted = await draftRealSite(site);
    }, 120_000);
    const facts = () => drafted.facts;
    const run = () => drafted.run;
    const say = () => feedbackPhrasesFor(copyLanguageFor(facts().truth.language));

    it('is 120–250 words, or the feedback says plainly that it is short and asks for more', () => {
      const count = words(run().story);
      expect(count).toBeLessThanOrEqual(250);
      if (count < 120) {
        // In the site's language, from the feedback bank: with the reason that the site says little when it does.
        const solution = run().feedback.solution.feedback;
        expect(
          solution.includes(say().short(count, true)) || solution.includes(say().short(count, false)),
          solution,
        ).toBe(true);
        expect(count).toBeGreaterThanOrEqual(30);
      }
    });

    it("is written in the site's language, never English frames around other words", () => {
      const letters = run().story.match(/\p{L}/gu) ?? [];
      const cyrillic = run().story.match(/\p{Script=Cyrillic}/gu) ?? [];
      if (facts().truth.language === 'ru') expect(cyrillic.length / letters.length).toBeGreaterThan(0.7);
      else expect(cyrillic).toHaveLength(0);
      if (facts().truth.language !== 'en') expect(run().story).not.toMatch(ENGLISH_FRAMES);
      if (facts().truth.language === 'pl') expect(run().story).toMatch(/Nasze usługi:|W ofercie:|Oferujemy:/);
      if (facts().truth.language === 'de')
        expect(run().story).toMatch(
          /Unser Sortiment umfasst|Zu unseren Leistungen gehören|Auf unserer Karte:|Wir bieten/,
        );
    });

    it('carries no shop, payment, delivery, legal or navigation sentence, and no sentence twice', () => {
      expect(run().story).not.toMatch(JUNK);
      const sentences = splitSentences(run().story.replace(/\n+/g, ' '));
      expect(new Set(sentences).size).toBe(sentences.length);
      // Every lifted sentence is one the story filter passes (the short frames and the listings are the story's own).
      const frame = (text: string) => /^[^.]{1,60} is an? [^.]{1,60}\.$/.test(text) || /:/.test(text);
      for (const sentence of sentences.filter((text) => words(text) >= 8 && !frame(text)))
        expect(isStorySentence(sentence), sentence).toBe(true);
    });

    it('names the best-known offerings with prices, under short names', () => {
      const names = facts().offerings.map((offering) => displayName(offering.name));
      expect(names.filter((name) => run().story.includes(name)).length).toBeGreaterThanOrEqual(2);
      expect(run().story).not.toMatch(/\b\d+\s?x\s|d\d+см|объем \d/);
    });

    it('gets feedback that quotes only real offerings as what the story offers, and asks nothing the story says', () => {
      const names = new Set(facts().offerings.map((offering) => displayName(offering.name)));
      const [lead, tail] = say().solutionNamed('\u0000').split('\u0000') as [string, string];
      const solution = run().feedback.solution.feedback;
      const quoted = solution.startsWith(lead) ? solution.slice(lead.length, solution.indexOf(tail)) : '';
      const [open, close] = say().quotes;
      for (const item of quoted
        .split(open)
        .slice(1)
        .map((part) => part.slice(0, part.indexOf(close))))
        expect(names.has(item), item).toBe(true);
      if (facts().offerings.some((offering) => run().story.includes(displayName(offering.name))))
        expect(quoted.length, solution).toBeGreaterThan(0);
      for (const aspect of Object.values(run().feedback))
        expect(aspect.feedback).not.toMatch(
          /\b(?:the )?(?:BYN|RUB|PLN|EUR|GBP)\b|without (?:the )?[A-Z]\w+ —/,
        );
      const audience = facts().profile?.audience.map((item) => item.value) ?? [];
      if (audience.some((word) => run().story.includes(word.toLowerCase()) || run().story.includes(word)))
        expect(run().feedback.customers.answered).toBe(true);
    });
  },
);
