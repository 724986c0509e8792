import { describe, expect, it } from 'vitest';
import { mapFontFamily, resolveFontWeight, loadRenderFonts, RENDER_FAMILIES, undrawable } from './fonts';
import { applyCase, fontSizePx, roleOf, zoneOf } from './typography';

describe('fonts from npm', () => {
  it('loads every family in Latin and Latin Extended (and Cyrillic where it has one), once', () => {
    const fonts = loadRenderFonts();
    const names = new Set(fonts.map((font) => font.name));
    for (const family of RENDER_FAMILIES) {
      expect(names).toContain(family);
      expect(names).toContain(`${family} Ext`);
    }
    // Lato, Poppins and Quicksand have no Cyrillic: Inter's draws it in their stacks.
    for (const family of ['Inter', 'Montserrat', 'Roboto', 'Open Sans', 'Merriweather'])
      expect(names).toContain(`${family} Cyr`);
    expect(fonts.length).toBeGreaterThanOrEqual(150);
    expect(loadRenderFonts()).toBe(fonts);
    // A creative loads only the families it sets, with Inter (every stack's fallback): the same array each time.
    const some = loadRenderFonts(['Quicksand']);
    expect(new Set(some.map((font) => font.name.replace(/ (Ext|Cyr)$/, '')))).toEqual(
      new Set(['Inter', 'Quicksand']),
    );
    expect(loadRenderFonts(['Quicksand', 'Inter'])).toBe(some);
  });

  it('draws Japanese from the Noto Sans JP subsets holding the text’s characters, and only those', () => {
    const text = '目黒しずか歯科クリニック ￥19,800（税込）';
    expect(undrawable(text)).toEqual([]);
    expect(undrawable('☎ ✅')).toEqual(['☎', '✅']);
    const fonts = loadRenderFonts(['Inter'], [text]);
    const japanese = fonts.filter((font) => font.name.startsWith('Noto Sans JP'));
    // Kana, kanji and full-width forms of this text sit in a handful of the about 120 subsets, regular and bold.
    expect(japanese.length).toBeGreaterThanOrEqual(2);
    expect(japanese.length).toBeLessThanOrEqual(20);
    expect(new Set(japanese.map((font) => font.weight))).toEqual(new Set([400, 700]));
    expect(loadRenderFonts(['Inter'], [text])).toBe(fonts);
    expect(loadRenderFonts(['Inter'], ['Plain Latin text'])).toBe(loadRenderFonts(['Inter']));
  });

  it.each([
    ['Montserrat', 'Montserrat'],
    ['playfair display', 'Playfair Display'],
    ['Helvetica Neue', 'Inter'],
    ['Open Sans', 'Open Sans'],
    ['"Source Sans Pro"', 'Source Sans 3'],
    ['Alegreya Sans', 'Inter'],
    ['Georgia', 'Lora'],
    ['Times New Roman', 'Lora'],
    ['Bodoni Moda', 'Playfair Display'],
    ['Poppins', 'Poppins'],
    ['Josefin Sans', 'Montserrat'],
    ['Futura PT', 'Montserrat'],
    ['Comic Sans MS', 'Inter'],
    ['system-ui', 'Inter'],
    ['Roboto Condensed', 'Roboto'],
    ['Playfair Display SC', 'Playfair Display'],
    ['Merriweather Sans', 'Inter'],
    ['Roboto Slab', 'Lora'],
    ['OpenSans', 'Open Sans'],
  ])('maps %s to %s', (family, expected) => {
    expect(mapFontFamily(family)).toBe(expected);
  });

  it.each([
    ['bold', 'Inter', 700],
    ['700', 'Montserrat', 700],
    ['semi-bold', 'Inter', 600],
    ['black', 'Lora', 700],
    ['light', 'Montserrat', 400],
    ['850', 'Inter', 800],
  ] as const)('weight %s in %s → %i', (weight, family, expected) => {
    expect(resolveFontWeight(weight, family)).toBe(expected);
  });
});

describe('typography', () => {
  it.each([
    ['cta', 'cta'],
    ['call_to_action', 'cta'],
    ['headline', 'headline'],
    ['subheadline', 'body'],
    ['price', 'price'],
    ['brand_name', 'brand'],
    ['feature_1', 'body'],
  ])('%s is a %s', (name, role) => {
    expect(roleOf({ element_name: name })).toBe(role);
  });

  it.each([
    ['headline', 'top third, centered', 'top'],
    ['subheadline', 'below the headline', 'top'],
    ['price', 'bottom, above the call to action', 'bottom'],
    ['feature_1', 'middle of the image, left', 'middle'],
    ['headline', 'lower third over the scene', 'bottom'],
    ['price', 'centered', 'bottom'],
    ['cta', 'top right', 'bottom'],
  ])('%s placed "%s" goes to the %s band', (name, placement, zone) => {
    expect(zoneOf({ element_name: name, placement_description: placement })).toBe(zone);
  });

  it('sizes: pixels for a 1080 design scale with the canvas; words are shares of the short side', () => {
    expect(fontSizePx('64px', 'headline', 1080)).toBe(64);
    expect(fontSizePx('48pt', 'headline', 1080)).toBe(64);
    expect(fontSizePx('extra large', 'headline', 1080)).toBe(81);
    expect(fontSizePx('small', 'body', 1080)).toBe(32);
    expect(fontSizePx('whatever fits', 'cta', 1080)).toBe(41);
    expect(fontSizePx('900px', 'headline', 1080)).toBe(173);
  });

  it('changes letter case only, never the words', () => {
    expect(applyCase('hand-thrown in leeds', 'title')).toBe('Hand-Thrown In Leeds');
    expect(applyCase('kiln & Kettle mugs', 'sentence')).toBe('Kiln & Kettle mugs');
    expect(applyCase('Shop Now', 'uppercase')).toBe('SHOP NOW');
    expect(applyCase('Łódź Café', 'lowercase')).toBe('łódź café');
    expect(applyCase('As Written', 'none')).toBe('As Written');
  });
});
