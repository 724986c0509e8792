import { describe, expect, it } from 'vitest';
import { reviewStory } from './feedback';
import { mergeInsights } from './merge';
import { FEEDBACK_PHRASES } from './phrase-banks/feedback-phrases';

/** Small stories of one bike workshop: who it serves, then what it does — but no problem or need. */
const CASES = [
  {
    language: 'en',
    story:
      'Harbour Bikes is a bike workshop in Leeds. We work with commuters and families who ride every day.\n\nWe repair and service bikes, and we sell new bikes and parts.',
    audience: 'commuters and families',
    insight: 'Many riders are tired of waiting a week for a repair.',
  },
  {
    language: 'de',
    story:
      'Radhaus Weber ist eine Fahrradwerkstatt in Köln. Unsere Kundschaft sind Pendler und Familien, die jeden Tag fahren.\n\nWir reparieren und warten Fahrräder und verkaufen neue Räder und Ersatzteile.',
    audience: 'Pendler und Familien',
    insight: 'Viele Radfahrer haben keine Lust, eine Woche auf eine Reparatur zu warten.',
  },
  {
    language: 'fr',
    story:
      'Atelier Vélo Martin est un atelier de vélos à Lyon. Nous travaillons pour les cyclistes urbains et les familles qui roulent tous les jours.\n\nNous réparons et entretenons les vélos, et nous vendons des vélos neufs et des pièces.',
    audience: 'cyclistes urbains',
    insight: 'Beaucoup de cyclistes en ont assez d’attendre une semaine pour une réparation.',
  },
  {
    language: 'nl',
    story:
      'Fietshuis De Vries is een fietsenwinkel in Utrecht. Wij werken voor forenzen en gezinnen die elke dag fietsen.\n\nWij repareren en onderhouden fietsen en verkopen nieuwe fietsen en onderdelen.',
    audience: 'forenzen en gezinnen',
    insight: 'Veel fietsers hebben er genoeg van om een week op een reparatie te wachten.',
  },
] as const;

describe('story feedback judged from the story text, in its language', () => {
  it.each(CASES)(
    '$language: a story naming its audience is never asked to name one',
    ({ language, story, audience }) => {
      const { customers } = reviewStory(story);
      const say = FEEDBACK_PHRASES[language];
      expect(customers.answered).toBe(true);
      expect(customers.feedback).toContain(audience);
      expect(customers.feedback).not.toBe(say.customersMissing(null));
    },
  );

  it.each(CASES)(
    '$language: a story without a problem is asked for one, quoting whom it serves',
    ({ language, story, audience }) => {
      const { problems, solution } = reviewStory(story);
      const say = FEEDBACK_PHRASES[language];
      // The business's own "we repair …" is the offer, not a need.
      expect(problems.answered).toBe(false);
      expect(problems.feedback).toContain(audience);
      expect(problems.feedback.startsWith(say.problemMissingFor('').split('(')[0]!)).toBe(true);
      expect(solution.answered).toBe(true);
    },
  );

  it.each(CASES)(
    '$language: an added need lands in the paragraph about the customers, and the feedback notices it',
    ({ story, insight }) => {
      const merged = mergeInsights(story, insight);
      const paragraphs = merged.split('\n\n');
      expect(paragraphs).toHaveLength(2);
      expect(paragraphs[0]).toContain(insight);
      expect(paragraphs[1]).not.toContain(insight);
      const { problems } = reviewStory(merged);
      expect(problems.answered).toBe(true);
      expect(problems.feedback).toContain(insight.slice(0, 20));
    },
  );
});

describe('story feedback quotes the offerings a story lists', () => {
  it('drops each price in brackets whatever its currency sign, so a thousands comma never splits a name', () => {
    const { solution } = reviewStory(
      'Lotus Room is a yoga studio in Pune. We work with beginners and seniors.\n\nOur services include Personal Training (₹1,500), Prenatal Yoga (₹700) and Senior Yoga (₹600).',
    );
    expect(solution.answered).toBe(true);
    expect(solution.feedback).toContain('“Personal Training”, “Prenatal Yoga” and “Senior Yoga”');
    expect(solution.feedback).not.toContain('500)');
  });
});
