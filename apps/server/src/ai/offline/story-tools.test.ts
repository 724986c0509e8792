import { describe, expect, it } from 'vitest';
import { isSameAssumption } from '../similarity';
import { reviewStory } from './feedback';
import { suggestDailyBudget } from './hypotheses';
import { assumptionPhrasesFor } from './phrase-banks/assumptions';
import { mergeInsights } from './merge';

const story = [
  'Kiln & Kettle is a two-person pottery studio in Leeds, making hand-thrown stoneware since 2012.',
  'Our range includes the Speckled Stoneware Mug (£28.00), the Moon Jar (£120.00) and the Oval Serving Platter (£78.00).',
  'What sets us apart: every piece is hand-thrown in our Leeds studio. We fire to 1280°C, which makes stoneware chip-resistant.',
  'Free UK delivery on orders over £50.',
].join('\n\n');

describe('offline insights merge', () => {
  it('weaves each insight into the paragraph on its topic instead of appending it', () => {
    const merged = mergeInsights(
      story,
      'Most of our customers are young families. Every glaze is food-safe and lead-free.',
    );
    const paragraphs = merged.split('\n\n');
    expect(paragraphs[2]).toMatch(/^What sets us apart: .*Every glaze is food-safe and lead-free\./);
    // No paragraph said whom the studio serves: the insight joins the opening one, which says who the business is.
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[0]).toMatch(/since 2012\. Most of our customers are young families\.$/);
    expect(merged.endsWith('Free UK delivery on orders over £50.')).toBe(true);
  });

  it('does not repeat what the story already says, and keeps every original sentence', () => {
    const merged = mergeInsights(story, 'every piece is hand-thrown in our Leeds studio');
    expect(merged.match(/hand-thrown in our Leeds studio/g)).toHaveLength(1);
    for (const paragraph of story.split('\n\n')) expect(merged).toContain(paragraph.split('. ')[0]!);
  });

  it('puts proof with the proof: a count of customers goes beside "since 2012", not at the end', () => {
    const merged = mergeInsights(story, '300 families have bought from us since 2015.');
    const paragraphs = merged.split('\n\n');
    expect(paragraphs[0]).toContain('300 families have bought from us since 2015.');
    expect(paragraphs.at(-1)).toBe('Free UK delivery on orders over £50.');
  });

  it('capitalises and punctuates an insight typed in a hurry', () => {
    expect(mergeInsights(story, 'we also take wedding commissions')).toContain(
      'We also take wedding commissions.',
    );
  });
});

describe('offline story feedback', () => {
  it('marks customers and problems unanswered when the story is silent, with advice naming its offering', () => {
    const feedback = reviewStory(story.split('\n\n').slice(1, 2).join(''));
    expect(feedback.customers.answered).toBe(false);
    expect(feedback.problems.answered).toBe(false);
    expect(feedback.solution.answered).toBe(true);
    expect(feedback.customers.feedback).toContain('Speckled Stoneware Mug');
    expect(feedback.solution.feedback).toMatch(
      /“Speckled Stoneware Mug”, “Moon Jar” and “Oval Serving Platter”/,
    );
  });

  it('quotes the story when an aspect is answered', () => {
    const feedback = reviewStory(
      `${story}\n\nOur customers are busy parents who are tired of mugs that chip in the dishwasher.`,
    );
    expect(feedback.customers).toMatchObject({ answered: true });
    expect(feedback.customers.feedback).toContain('customers are busy parents');
    expect(feedback.problems).toMatchObject({ answered: true });
    expect(feedback.problems.feedback).toMatch(/chip/);
  });
});

describe('assumption similarity', () => {
  it('treats a reworded assumption as the same, and a different reason as different', () => {
    const a = 'Customers buy from Kiln & Kettle because every mug is handmade with care.';
    expect(
      isSameAssumption(a, 'Shoppers choose Kiln & Kettle since each mug is hand-made with care.', [
        'Kiln & Kettle',
      ]),
    ).toBe(true);
    expect(
      isSameAssumption(a, 'Customers buy from Kiln & Kettle because delivery is free and fast.', [
        'Kiln & Kettle',
      ]),
    ).toBe(false);
  });
});

describe('suggested daily budget', () => {
  const offering = (price: string, currency: string) =>
    ({ name: `Item ${price}`, price, currency, url: null, description: null, image_url: null }) as never;

  it('scales with the prices and the impact score, in the site currency too, within $10–$100', () => {
    const course = suggestDailyBudget(
      [offering('40.00', 'GBP'), offering('400.00', 'GBP'), offering('640.00', 'GBP')],
      'lead',
    )!;
    // A booking costs near a third of the £40 entry lesson: three a day ≈ $51, rounded to $50.
    expect(course.budget).toBe(50);
    expect(course.held).toBeNull();
    // Stated in the ad account currency, the site's pounds, in the language's money format: one figure, one currency.
    expect(course.reason).toBe(
      'Suggested budget £40.00 a day: about three bookings or enquiries a day, each costing about a third of £40 (prices: £40–£640).',
    );
    // An account that bills in another currency than the site's (Belarusian roubles are billed in US dollars).
    expect(suggestDailyBudget([offering('30.00', 'BYN'), offering('40.00', 'BYN')], 'lead')!.reason).toMatch(
      /^Suggested budget \$10\.00 a day \(about BYN\s\d+\): /,
    );
    const pots = suggestDailyBudget([
      offering('2.71', 'BYN'),
      offering('3.80', 'BYN'),
      offering('0.82', 'BYN'),
    ])!;
    expect(pots.budget).toBe(10);
    expect(pots.held).toBe('floor');
    expect(pots.reason).toMatch(/; the least that gives the ads enough results to learn from \(prices: /);
    const sofas = suggestDailyBudget([
      offering('1200.00', 'EUR'),
      offering('900.00', 'EUR'),
      offering('1500.00', 'EUR'),
    ])!;
    expect(sofas.budget).toBe(100);
    expect(sofas.reason).toMatch(/held at this amount until the ads show what works/);
    // The impact score moves the budget: an 8 gets more than the price-based 7, a 5 less, and says so.
    const high = suggestDailyBudget([offering('40.00', 'USD')], 'lead', undefined, 8)!;
    const low = suggestDailyBudget([offering('40.00', 'USD')], 'lead', undefined, 5)!;
    expect([low.budget, high.budget]).toEqual([30, 45]);
    expect(high.reason).toMatch(/Adjusted for the impact score \(8\/10\)\.$/);
    expect(suggestDailyBudget([])).toBeNull();
  });

  it('bases a booking on the entry price of the price list, not on one stray low figure', () => {
    // A locksmith's jobs from $80, and one $3 line (a surcharge, a figure misread as a price) below them all.
    const prices = [
      '3.00',
      '35.00',
      '80.00',
      '100.00',
      '100.00',
      '120.00',
      '130.00',
      '150.00',
      '160.00',
      '200.00',
    ];
    const locksmith = suggestDailyBudget(
      prices.map((price) => offering(price, 'USD')),
      'lead',
      undefined,
      7,
      'home_repairs',
    )!;
    expect(locksmith.reason).toContain('each costing about a third of $80.00');
    // A third of $80 a booking, three a day: more than a local trade's first test needs, so held at its cap.
    expect([locksmith.budget, locksmith.held]).toEqual([30, 'capped']);
  });

  it("reads a figure fifty times below the typical price as no price of the site's: not the basis, not the range", () => {
    // Tours in pesos, two of them also read from a currency switcher's dollar figure ("$ 23.32" as 23.32 COP).
    const tours = suggestDailyBudget(
      ['23.32', '187.00', '90000.00', '150000.00', '290000.00', '94000.00', '120000.00'].map((price) =>
        offering(price, 'COP'),
      ),
      'lead',
      assumptionPhrasesFor('es'),
    )!;
    expect(tours.reason).toContain('un tercio de 94.000');
    expect(tours.reason).toMatch(/precios: 90\.000\sCOP–290\.000\sCOP/);
    expect(tours.reason).not.toMatch(/\b(?:23|187) COP/);
  });
});
