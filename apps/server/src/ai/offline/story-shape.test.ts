import { describe, expect, it } from 'vitest';
import { StoryMessages } from '@adsmith/domain/story/messages';
import { silentLogger } from '../engine';
import { fixtureFacts } from '../testing/fixture-facts';
import { reviewStory } from './feedback';
import { mergeInsights } from './merge';
import { createOfflineEngine } from './offline-engine';
import { storyOfferings } from './profile-story';
import { calm, displayName, isStorySentence } from './story-words';

/** A story in the offline shape: who and whom it serves, the offer, the promise — no proof yet, no age range. */
const story = [
  'Arrow Driving School is a driving school in Sandown. We work with learner drivers, nervous drivers and students. Driving is for everyone, and Stephen is particularly experienced with nervous drivers.',
  'Our services include Block booking of ten 1-hour lessons (£390), Bronze course (£640) and Silver course (£1,025). Drive our cars or your own.',
  'Special offer: 10 lessons and first theory test fee.',
].join('\n\n');

describe('offline story pieces', () => {
  it('shortens offering names the way people say them', () => {
    expect(displayName('10 x KN95 (FFP2) Filterpads')).toBe('KN95 (FFP2) Filterpads');
    expect(displayName('Кассета на 6 ячеек для контейнера 15х15х15см 43.5x29см, d12см')).toBe(
      'Кассета на 6 ячеек для контейнера',
    );
    expect(displayName('Декоративное кашпо (литьевое) d73см, h30см, объем 83л')).toBe('Декоративное кашпо');
    expect(displayName('Дека бланковая БАЗА Черная + Наждак')).toBe('Дека бланковая БАЗА Черная');
    expect(displayName('Silver course')).toBe('Silver course');
  });

  it('lists an offering under its whole name when another offering shortens to the same name', () => {
    const offering = (name: string, price: string) => ({
      name,
      price,
      currency: 'EUR',
      description: null,
      offeringType: 'service' as const,
      landingPage: null,
    });
    const listed = storyOfferings(
      [
        offering('Hay', '305'),
        offering('Grazing + 1 meal a day (May to September)', '225'),
        offering('Grazing (with foal)', '280'),
        offering('Extra shavings (billed separately)', '140'),
      ],
      'EUR',
      'en',
    );
    // Not "Grazing (€225)": the short name is another offering's too, and the price is not its price.
    expect(listed).toEqual([
      'Hay (€305)',
      'Grazing + 1 meal a day (May to September) (€225)',
      'Grazing (with foal) (€280)',
      'Extra shavings (€140)',
    ]);
  });

  it('keeps shop, payment, delivery, legal, navigation and stitched lines out of a story', () => {
    for (const line of [
      '6 cm, 0.08l (Copy) (Copy) has been removed from your basket because it can no longer be purchased.',
      'Оплату также можно совершить посредством сервисов Apple Pay, Samsung Pay, Yandex Pay.',
      'Unser Angebot enthält Links zu externen Webseiten Dritter, auf deren Inhalte wir keinen Einfluss haben.',
      'Schauen Sie für eine einfache Erklärung am Besten auf unserer Homepage nach.',
      'Bestelle am Besten gleich die Filterpads dazu.',
      'Dodatkowo, każda klientka otrzymuje pełne doradztwo i indywidualne podejście.',
      'Учитывая потребности быстрорастущих рынков, были запущены в производство: Термоформованные горшки…',
      // A list cut off after its colon.
      'Учитывая потребности быстрорастущих рынков России и Беларуси, были запущены в производство:',
    ]) {
      expect(isStorySentence(line), line).toBe(false);
    }
    expect(isStorySentence('Работая напрямую с производителем вы избегаете переплат.')).toBe(true);
    expect(
      isStorySentence(
        "Stephen is one of the Isle of Wight's most experienced and successful driving instructors.",
      ),
    ).toBe(true);
  });

  it('writes a shouted offer in sentence case, keeping the brand', () => {
    expect(calm('СКИДКА 7% ПРИ ЗАКАЗЕ ОТ 2х ДЕК!', 'БАЗА Скейтборды')).toBe(
      'Скидка 7% при заказе от 2х дек!',
    );
    expect(calm('KOSTENLOSER Versand auf alle Bestellungen.', 'SchutzmaskeKaufen')).toBe(
      'Kostenloser Versand auf alle Bestellungen.',
    );
  });
});

describe('insights placed in the story shape, and the feedback noticing them', () => {
  it('puts an age range with the customers and stops asking for one', () => {
    const before = reviewStory(story);
    expect(before.customers.answered).toBe(true);
    expect(before.customers.feedback).toMatch(/age range/);

    const merged = mergeInsights(story, 'Most of our pupils are 35–55 year olds returning to driving.');
    const [first] = merged.split('\n\n');
    expect(first).toContain(
      'We work with learner drivers, nervous drivers and students. Most of our pupils are 35–55 year olds',
    );
    const after = reviewStory(merged);
    expect(after.customers.answered).toBe(true);
    expect(after.customers.feedback).not.toMatch(/age range/);
    expect(after.customers.feedback).toContain('35–55 year olds');
  });

  it('gives proof its own paragraph before the promise and stops asking for proof', () => {
    expect(reviewStory(story).solution.feedback).toMatch(/proof/i);
    const merged = mergeInsights(story, 'We have taught 300 families since 2015.');
    const paragraphs = merged.split('\n\n');
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[2]).toBe('We have taught 300 families since 2015.');
    expect(paragraphs[3]).toBe('Special offer: 10 lessons and first theory test fee.');
    const feedback = reviewStory(merged);
    expect(feedback.solution.answered).toBe(true);
    expect(feedback.solution.feedback).not.toMatch(/proof/i);
  });

  it('adds proof to the paragraph that already gives proof, and a need next to the customers', () => {
    const withProof = `${story.split('\n\n').slice(0, 2).join('\n\n')}\n\nFully qualified since 2004.\n\nSpecial offer: 10 lessons and first theory test fee.`;
    const merged = mergeInsights(
      withProof,
      'Over 500 pupils have passed with us. Many of them were worried about motorway driving.',
    );
    const paragraphs = merged.split('\n\n');
    expect(paragraphs[2]).toBe('Fully qualified since 2004. Over 500 pupils have passed with us.');
    expect(paragraphs[0]).toContain('Many of them were worried about motorway driving.');
  });
});

describe('offline story feedback checks', () => {
  it('quotes the offerings the story lists and never a capitalised word that is no offering', () => {
    const feedback = reviewStory(story);
    expect(feedback.solution.feedback).toContain(
      '“Block booking of ten 1-hour lessons”, “Bronze course” and “Silver course”',
    );
    expect(feedback.problems.answered).toBe(true);
    expect(feedback.problems.feedback).not.toMatch(/without the Block/);
  });

  it('reads a Russian story in Russian: the audience frame, the need and the listed offerings', () => {
    const feedback = reviewStory(
      'Это БАЗА Скейтборды. Наши клиенты — скейтеры и родители.\n\nВ ассортименте: Дека бланковая БАЗА Черная (3 790 ₽) и Парафин «БАЗА».',
    );
    expect(feedback.customers.answered).toBe(true);
    expect(feedback.solution.answered).toBe(true);
    expect(feedback.solution.feedback).toContain('(«Дека бланковая БАЗА Черная» и «Парафин «БАЗА»»)');
    expect(feedback.customers.feedback).not.toMatch(/BYN|RUB|₽/);
  });

  it('says plainly that an emptied story is empty instead of judging it', () => {
    const feedback = reviewStory('   \n\n ');
    for (const aspect of Object.values(feedback)) {
      expect(aspect.answered).toBe(false);
      expect(aspect.feedback).toMatch(/story is empty/);
    }
  });
});

describe('bad input to the story, merge and feedback', () => {
  const engine = createOfflineEngine({ logger: silentLogger });

  it('says plainly that a site with no usable text has too little for a story', async () => {
    const facts = fixtureFacts('shop');
    const empty = {
      ...facts,
      offerings: [],
      profile: null,
      pages: facts.pages.map((page) => ({
        ...page,
        title: null,
        description: null,
        text: 'Home. Cart. Login.',
      })),
    };
    await expect(engine.story({ facts: empty })).rejects.toMatchObject({
      statusCode: 409,
      message: StoryMessages.siteTooThin,
    });
  });

  it('writes no offering listing and names none in the feedback when the site has no offerings', async () => {
    const facts = { ...fixtureFacts('shop'), offerings: [] };
    const { value } = await engine.story({ facts });
    expect(value.story).not.toMatch(/Our range includes|We offer|Our services include/);
    const feedback = reviewStory(value.story, facts);
    expect(feedback.solution.feedback).not.toMatch(/such as “/);
  });

  it('places insights written in another language by their role and keeps them word for word', () => {
    const merged = mergeInsights(
      story,
      'Наши клиенты — в основном родители учеников. С 2015 года у нас учились 300 семей.',
    );
    const paragraphs = merged.split('\n\n');
    expect(paragraphs[0]).toContain(
      'We work with learner drivers, nervous drivers and students. Наши клиенты — в основном родители учеников.',
    );
    expect(paragraphs[2]).toBe('С 2015 года у нас учились 300 семей.');
    expect(reviewStory(merged).solution.feedback).not.toMatch(/proof/i);
  });
});
