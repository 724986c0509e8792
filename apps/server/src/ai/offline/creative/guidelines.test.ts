import { describe, expect, it } from 'vitest';
import { parseGuidelines, saysAvoided } from './guidelines';

describe('brand guideline text', () => {
  it('reads colours (hex and names), colours and words to avoid, and a font', () => {
    const guidelines = parseGuidelines(
      'Use navy and #C9A227 with Playfair Display headings. Avoid red. Never say cheap; avoid the words "discount" and “sale”.',
    );
    expect(guidelines.colors).toEqual(['#1f2f5c', '#c9a227']);
    expect(guidelines.avoidColors).toEqual(['#c62828']);
    expect(guidelines.font).toBe('Playfair Display');
    expect(new Set(guidelines.avoidWords)).toEqual(new Set(['cheap', 'discount', 'sale']));
  });

  it('finds an avoided word as a whole word only', () => {
    expect(saysAvoided('Summer SALE on mugs', ['sale'])).toBe('sale');
    expect(saysAvoided('Wholesale mugs', ['sale'])).toBeNull();
  });

  it('reads nothing from text without guidance', () => {
    expect(parseGuidelines('Friendly and warm.')).toEqual({
      colors: [],
      avoidColors: [],
      font: null,
      avoidWords: [],
    });
  });
});
