import { describe, expect, it } from 'vitest';
import { isSameAssumption } from '../similarity';
import { reviewStory } from './feedback';
import { mergeInsights } from './merge';

const story = [
  'Kiln & Kettle is a two-person pottery studio in Leeds, making hand-thrown stoneware since 2012.',
  'Our range includes the Speckled Stoneware Mug (£28.00), the Moon Jar (£120.00) and the Oval Serving Platter (£78.00).',
  'What sets us apart: every piece is hand-thrown in our Leeds studio. We fire to 1280°C, which makes stoneware chip-resistant.',
  'Free UK delivery on orders over £50.',
].join('\n\n');

describe('offline insights merge', () => {
  it('weaves each insight into the paragraph on its topic instead of appending it', () => {
    const merged = mergeInsights(story, 'Most of our customers are young families. Every glaze is food-safe and lead-free.');
    const paragraphs = merged.split('\n\n');
    expect(paragraphs[2]).toMatch(/^What sets us apart: .*Every glaze is food-safe and lead-free\./);
    // No paragraph said whom the studio serves: the insight becomes that paragraph, before the closing one.
    expect(paragraphs).toHaveLength(5);
    expect(paragraphs[3]).toBe('Most of our customers are young families.');
    expect(merged.endsWith('Free UK delivery on orders over £50.')).toBe(true);
  });

  it('does not repeat what the story already says, and keeps every original sentence', () => {
    const merged = mergeInsights(story, 'every piece is hand-thrown in our Leeds studio');
    expect(merged.match(/hand-thrown in our Leeds studio/g)).toHaveLength(1);
    for (const paragraph of story.split('\n\n')) expect(merged).toContain(paragraph.split('. ')[0]!);
  });

  it('capitalises and punctuates an insight typed in a hurry', () => {
    expect(mergeInsights(story, 'we also take wedding commissions')).toContain('We also take wedding commissions.');
  });
});

describe('offline story feedback', () => {
  it('marks customers and problems unanswered when the story is silent, with advice naming its offering', () => {
    const feedback = reviewStory(story.split('\n\n').slice(1, 2).join(''));
    expect(feedback.customers.answered).toBe(false);
    expect(feedback.problems.answered).toBe(false);
    expect(feedback.solution.answered).toBe(true);
    expect(feedback.customers.feedback).toContain('Speckled Stoneware Mug');
    expect(feedback.solution.feedback).toMatch(/Speckled Stoneware Mug, Moon Jar/);
  });

  it('quotes the story when an aspect is answered', () => {
    const feedback = reviewStory(`${story}\n\nOur customers are busy parents who are tired of mugs that chip in the dishwasher.`);
    expect(feedback.customers).toMatchObject({ answered: true });
    expect(feedback.customers.feedback).toContain('customers are busy parents');
    expect(feedback.problems).toMatchObject({ answered: true });
    expect(feedback.problems.feedback).toMatch(/chip/);
  });
});

describe('assumption similarity', () => {
  it('treats a reworded assumption as the same, and a different reason as different', () => {
    const a = 'Customers buy from Kiln & Kettle because every mug is handmade with care.';
    expect(isSameAssumption(a, 'Shoppers choose Kiln & Kettle since each mug is hand-made with care.', ['Kiln & Kettle'])).toBe(true);
    expect(isSameAssumption(a, 'Customers buy from Kiln & Kettle because delivery is free and fast.', ['Kiln & Kettle'])).toBe(false);
  });
});
