import { describe, expect, it } from 'vitest';
import {
  addVariation,
  canAddVariation,
  changeAdType,
  remainingCharacters,
  removeVariation,
  setMainText,
  setVariation,
} from './ad-copy';

const ad = {
  headline: 'Mugs',
  headline_variations: ['Mugs', 'Bowls'],
  primary_text: 'Made in Leeds.',
  primary_text_variations: ['Made in Leeds.'],
};

describe('ad copy editing (SPEC §5)', () => {
  it('mirrors the main field into the first variation and back', () => {
    expect(setMainText(ad, 'headline', 'Jugs').headline_variations).toEqual(['Jugs', 'Bowls']);
    const edited = setVariation(ad, 'headline', 0, 'Cups');
    expect([edited.headline, edited.headline_variations]).toEqual(['Cups', ['Cups', 'Bowls']]);
    expect(setVariation(ad, 'headline', 1, 'Plates')).toMatchObject({
      headline: 'Mugs',
      headline_variations: ['Mugs', 'Plates'],
    });
  });

  it.each([
    [0, ['Mugs', 'Bowls']],
    [1, ['Mugs']],
  ])('removing variation %i leaves %j (the first cannot be removed)', (index, expected) => {
    expect(removeVariation(ad, 'headline', index).headline_variations).toEqual(expected);
  });

  it.each([
    [1, true],
    [4, true],
    [5, false],
  ])('with %i variations another can be added: %s', (count, ok) => {
    const many = {
      ...ad,
      headline_variations: ['Mugs', ...Array.from({ length: count - 1 }, (_, index) => `v${index}`)],
    };
    expect(canAddVariation(many, 'headline')).toBe(ok);
    expect(addVariation(many, 'headline').headline_variations).toHaveLength(ok ? count + 1 : count);
  });

  it('starts the variations from the main text when there were none', () => {
    expect(
      addVariation({ ...ad, primary_text_variations: [] }, 'primary_text').primary_text_variations,
    ).toEqual(['Made in Leeds.', '']);
  });

  it('clears the media when the ad type changes, not otherwise', () => {
    const withMedia = {
      ad_type: 'single_image' as const,
      media: 'x.png',
      media_url: '/api/proxy-media/x.png',
    };
    expect(changeAdType(withMedia, 'carousel')).toEqual({
      ad_type: 'carousel',
      media: null,
      media_url: null,
    });
    expect(changeAdType(withMedia, 'single_image')).toBe(withMedia);
  });

  it.each([
    ['', 40, 40],
    ['x'.repeat(40), 40, 0],
    ['x'.repeat(45), 40, -5],
  ])('%s against %i leaves %i characters', (text, limit, left) =>
    expect(remainingCharacters(text, limit)).toBe(left),
  );
});
