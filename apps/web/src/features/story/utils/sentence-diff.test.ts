import { describe, expect, it } from 'vitest';
import { diffStory } from './sentence-diff';

describe('sentence-level story diff', () => {
  it('shows a touched sentence whole, once removed and once added', () => {
    const diff = diffStory('We fix bikes. We are fast.', 'We fix bikes and scooters. We are fast.');
    expect(diff.parts.filter((part) => part.kind === 'removed').map((part) => part.text.trim())).toEqual([
      'We fix bikes.',
    ]);
    expect(diff.parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual([
      'We fix bikes and scooters.',
    ]);
    expect(diff.addedSentences).toBe(1);
    expect(diff.removedSentences).toBe(1);
  });

  it('counts added sentences across paragraphs and leaves untouched ones alone', () => {
    const diff = diffStory(
      'Call us today.\n\nOpen daily.',
      'Call us today.\n\nOpen on Sundays. We deliver too. Open daily.',
    );
    expect(diff.addedSentences).toBe(2);
    expect(diff.removedSentences).toBe(0);
    expect(
      diff.parts
        .filter((part) => part.kind === 'same')
        .map((part) => part.text)
        .join(''),
    ).toContain('Open daily.');
  });

  it('reports nothing for an unchanged story', () => {
    const diff = diffStory('Same text. Twice.', 'Same text. Twice.');
    expect(diff.addedSentences + diff.removedSentences).toBe(0);
  });
});
