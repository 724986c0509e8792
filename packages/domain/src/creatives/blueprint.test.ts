import { describe, expect, it } from 'vitest';
import { blueprintSchema, parseBlueprint, type TextElement } from './blueprint';
import { generateBlueprintRequestSchema } from './api-schemas';
import { CreativeLimitMessages } from './messages';
import { ctaButtonLabel, defaultTextElements } from './text-elements';
import { sampleBlueprint } from './testing/sample-blueprint';

const reset = (): TextElement[] =>
  defaultTextElements({ headline: 'Hand-thrown in Leeds', ctaLabel: 'Shop Now', price: '$34.00' });

const DELETE = Symbol('delete');
type Json = { [key: string]: Json } | Json[] | string | number | boolean | null;
type Change = [path: string, value: unknown];

/** A deep copy of the sample with the value at a dotted path replaced (or deleted), as a model could send it. */
function malformed(...changes: Change[]): unknown {
  const raw = JSON.parse(JSON.stringify(sampleBlueprint())) as Record<string, Json>;
  for (const [path, value] of changes) {
    const keys = path.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce<Record<string, Json>>((node, key) => node[key] as Record<string, Json>, raw);
    if (value === DELETE) delete parent[last];
    else parent[last] = value as Json;
  }
  return raw;
}

const PART2 = 'step_4_ad_type_specific_blueprint.part_2_visual_execution';
const PART3 = 'step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography';

describe('blueprint schema (SPEC §3)', () => {
  it('accepts a complete blueprint as it is', () => {
    const result = parseBlueprint(sampleBlueprint(), reset);
    expect(result).toMatchObject({ success: true, textElementsReset: false, notices: [] });
  });

  it.each([
    ['a missing step', ['step_3_psychological_strategy', DELETE]],
    ['a missing part', [PART2, DELETE]],
    ['a missing field', ['step_1_brand_integration.brand_dna_summary', DELETE]],
    ['a number for a text', ['step_2_ad_type_definition.context_analysis', 42]],
    ['an unknown ad type', ['step_2_ad_type_definition.selected_type', 'meme']],
    ['auto as the selected type', ['step_2_ad_type_definition.selected_type', 'auto']],
    ['a colour name in the palette', [`${PART2}.color_palette.primary_colors`, ['navy']]],
    ['an empty palette', [`${PART2}.color_palette.primary_colors`, []]],
    ['a string for the palette', [`${PART2}.color_palette`, '#fff']],
    ['an unknown key', ['step_1_brand_integration.extra', 'x']],
    ['a javascript: product image', ['input_images.product_image_url', 'javascript:alert(1)']],
    [
      'six additional product images',
      ['input_images.additional_product_images', Array(6).fill('/api/proxy-media/a.png')],
    ],
    ['no input_images', ['input_images', DELETE]],
    ['the CTA design missing', [`${PART3}.cta_design_details`, DELETE]],
    ['blank prose', ['step_3_psychological_strategy.narrative_core', '   ']],
  ] as [string, Change][])('refuses %s', (_name, change) => {
    const result = parseBlueprint(malformed(change), reset);
    expect(result.success).toBe(false);
    expect(blueprintSchema.safeParse(malformed(change)).success).toBe(false);
  });

  it.each([
    ['not a list', [`${PART3}.text_elements`, 'headline: Buy']],
    ['an empty list', [`${PART3}.text_elements`, []]],
    ['missing', [`${PART3}.text_elements`, DELETE]],
    ['one element without content', [`${PART3}.text_elements.0.content`, DELETE]],
    ['a colour that is not hex', [`${PART3}.text_elements.1.color`, 'blue']],
    ['an unknown case', [`${PART3}.text_elements.0.case`, 'SHOUTING']],
    ['a weight that is no weight', [`${PART3}.text_elements.0.weight`, 'heavy-ish; drop table']],
    ['an element that is a string', [`${PART3}.text_elements.2`, 'Shop Now']],
  ] as [string, Change][])('resets corrupt text elements (%s) with the SPEC message', (_name, change) => {
    const result = parseBlueprint(malformed(change), reset);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.textElementsReset).toBe(true);
    expect(result.notices).toEqual(['Error: Text elements data is corrupt. Resetting...']);
    expect(
      result.blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements,
    ).toEqual(reset());
    // Everything else is kept as it was.
    expect(result.blueprint.step_1_brand_integration).toEqual(sampleBlueprint().step_1_brand_integration);
  });

  it('does not repair text elements when the rest is malformed too', () => {
    const raw = malformed([`${PART3}.text_elements`, null], ['step_1_brand_integration', DELETE]);
    expect(parseBlueprint(raw, reset).success).toBe(false);
  });

  it('reset elements are the ad copy: headline, description, price and CTA, in valid form', () => {
    const elements = defaultTextElements({
      headline: 'Hand-thrown in Leeds',
      description: 'Stoneware for every day',
      price: '$34.00',
      ctaLabel: ctaButtonLabel('SHOP_NOW'),
      brandName: 'Kiln & Kettle',
      fonts: { heading: 'Lora' },
      colors: { text: 'not-a-colour' },
    });
    expect(elements.map((element) => [element.element_name, element.content])).toEqual([
      ['brand_name', 'Kiln & Kettle'],
      ['headline', 'Hand-thrown in Leeds'],
      ['subheadline', 'Stoneware for every day'],
      ['price', '$34.00'],
      ['cta', 'Shop Now'],
    ]);
    expect(elements.every((element) => element.color.startsWith('#'))).toBe(true);
    expect(elements[1]!.font_family).toBe('Lora');
    expect(parseBlueprint(sampleBlueprint(), () => elements).success).toBe(true);
  });

  it('a price never stands alone: the offering is named beside it unless the headline or description names it', () => {
    const names = (headline: string, description: string | null) =>
      defaultTextElements({
        headline,
        description,
        price: '₹5,200',
        productName: '8-Session Package',
        ctaLabel: 'Book Now',
      }).map((element) => [element.element_name, element.content]);
    expect(names('Free consultation', 'Professional yoga classes')).toEqual([
      ['headline', 'Free consultation'],
      ['subheadline_offering', '8-Session Package'],
      ['subheadline', 'Professional yoga classes'],
      ['price', '₹5,200'],
      ['cta', 'Book Now'],
    ]);
    expect(names('Our 8 session package', null).map(([name]) => name)).toEqual(['headline', 'price', 'cta']);
    expect(names('Free consultation', 'The 8-session package, at home').map(([name]) => name)).not.toContain(
      'subheadline_offering',
    );
  });

  it('CTA labels: the custom text only for CUSTOM, unknown codes never shown raw', () => {
    expect(ctaButtonLabel('BOOK_NOW')).toBe('Book Now');
    expect(ctaButtonLabel('CUSTOM', 'Try it free')).toBe('Try it free');
    expect(ctaButtonLabel('SHOP_NOW', 'ignored')).toBe('Shop Now');
    expect(ctaButtonLabel('DROP_TABLES')).toBe('Learn More');
    // In the site's language where the ads are written in it; a language without labels keeps the platform's.
    expect(ctaButtonLabel('BOOK_NOW', null, 'pl')).toBe('Zarezerwuj');
    expect(ctaButtonLabel('SHOP_NOW', null, 'de')).toBe('Jetzt einkaufen');
    expect(ctaButtonLabel('ORDER_NOW', null, 'ru')).toBe('Заказать');
    expect(ctaButtonLabel('DROP_TABLES', null, 'de')).toBe('Mehr dazu');
    expect(ctaButtonLabel('CUSTOM', 'Probefahrt', 'de')).toBe('Probefahrt');
    expect(ctaButtonLabel('BOOK_NOW', null, 'fr')).toBe('Réserver');
    expect(ctaButtonLabel('SHOP_NOW', null, 'it-IT')).toBe('Acquista ora');
    expect(ctaButtonLabel('CALL_NOW', null, 'nl')).toBe('Nu bellen');
    expect(ctaButtonLabel('BOOK_NOW', null, 'fi')).toBe('Book Now');
    // A Czech or Slovak site's ads are drafted in English: its button is English too, never the Polish label.
    expect(ctaButtonLabel('BOOK_NOW', null, 'cs')).toBe('Book Now');
    expect(ctaButtonLabel('BOOK_NOW', null, 'sk-SK')).toBe('Book Now');
  });
});

describe('blueprint request (SPEC §5 image limits)', () => {
  const base = { ad_data: { headline: 'Hi' }, hypothesis_id: 'h1' };
  it('defaults the type to auto and the lists to empty', () => {
    expect(generateBlueprintRequestSchema.parse(base)).toMatchObject({
      ad_creative_type: 'auto',
      additional_brand_guidelines_images: [],
      additional_product_images: [],
    });
  });
  it('refuses a sixth image of either kind with the SPEC message', () => {
    const six = Array.from({ length: 6 }, (_, index) => `/api/proxy-media/u/${index}.png`);
    const products = generateBlueprintRequestSchema.safeParse({ ...base, additional_product_images: six });
    const guidelines = generateBlueprintRequestSchema.safeParse({
      ...base,
      additional_brand_guidelines_images: six,
    });
    expect(products.error?.issues[0]?.message).toBe(CreativeLimitMessages.maxAdditionalProductImages);
    expect(products.error?.issues[0]?.message).toBe('Maximum 5 additional product images allowed');
    expect(guidelines.error?.issues[0]?.message).toBe('Maximum 5 additional brand guidelines images allowed');
    expect(
      generateBlueprintRequestSchema.safeParse({ ...base, additional_product_images: six.slice(0, 5) })
        .success,
    ).toBe(true);
  });
  it('refuses an ad type outside SPEC §9', () => {
    expect(generateBlueprintRequestSchema.safeParse({ ...base, ad_creative_type: 'video' }).success).toBe(
      false,
    );
  });
});
