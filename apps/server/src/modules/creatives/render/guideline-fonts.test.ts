import { describe, expect, it } from 'vitest';
import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { guidelineFonts, withGuidelineFonts } from './guideline-fonts';
import { roleOf } from './typography';

describe('fonts from the brand-guideline text', () => {
  it.each([
    ['Headings in Playfair Display and body copy in Lato.', 'Playfair Display', 'Lato'],
    ['Our typeface is Futura; never use Comic Sans.', 'Montserrat', 'Montserrat'],
    ['Font: Brandon Grotesque\nColours: navy and cream', 'Montserrat', 'Montserrat'],
    ['Überschriften: Merriweather, Fließtext: Source Sans Pro', 'Merriweather', 'Source Sans 3'],
    ['Titres en Oswald, texte en Nunito', 'Oswald', 'Nunito'],
    ['Use warm colours and a friendly tone.', null, null],
    ['Avoid Helvetica.', null, null],
  ])('%s', (text, heading, body) => {
    expect(guidelineFonts(text)).toMatchObject({ heading, body });
  });

  it('sets the headline, brand and price in the heading font and the rest in the body font', () => {
    const blueprint = withGuidelineFonts(
      sampleBlueprint(),
      guidelineFonts('Headlines in Oswald, body text in Lora'),
    );
    const elements =
      blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements;
    expect(elements.length).toBeGreaterThan(1);
    for (const element of elements)
      expect(element.font_family).toBe(
        ['headline', 'brand', 'price'].includes(roleOf(element)) ? 'Oswald' : 'Lora',
      );
    expect(withGuidelineFonts(sampleBlueprint(), guidelineFonts('No fonts named here'))).toEqual(
      sampleBlueprint(),
    );
  });
});
