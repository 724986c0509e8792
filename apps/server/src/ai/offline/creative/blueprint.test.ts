import { describe, expect, it } from 'vitest';
import { blueprintSchema } from '@adsmith/domain/creatives/blueprint';
import type { CreativeBlueprintInput } from '@adsmith/domain/drafting/creative-generations';
import { chooseAdType } from './ad-type';
import { draftCreativeBlueprint } from './blueprint';
import { draftImagePrompt, NO_TEXT_RULE } from './image-prompt';

function input(
  overrides: Partial<CreativeBlueprintInput> = {},
  ad: Partial<CreativeBlueprintInput['ad']> = {},
): CreativeBlueprintInput {
  return {
    business: { name: 'Kiln & Kettle', hostname: 'kilnandkettle.test', offering_type: 'products' },
    brand_story:
      'Kiln & Kettle makes hand-thrown stoneware in Leeds. Every mug is thrown on the wheel in our studio.',
    hypothesis: {
      hypothesis: 'Customers buy because every piece is hand-thrown.',
      strategic_approach: 'Show the craft.',
    },
    ad_set: { name: 'Craft lovers', audience: 'People who value handmade homeware' },
    ad: {
      headline: 'Hand-thrown in Leeds',
      primary_text: 'Stoneware mugs thrown by hand in our Leeds studio.',
      description: 'Stoneware mug',
      call_to_action: 'SHOP_NOW',
      cta_label: 'Shop Now',
      aspect_ratio: '1:1',
      creative_approach: '',
      ...ad,
    },
    product: {
      name: 'Speckled Mug',
      price: '$34.00',
      description: 'A speckled stoneware mug.',
      image_url: 'https://kilnandkettle.test/mug.jpg',
      offering_type: 'product',
    },
    ad_creative_type: 'auto',
    additional_brand_guidelines_text: '',
    additional_brand_guidelines_images: [],
    additional_product_images: [],
    brand_signals: {
      site_name: 'Kiln & Kettle',
      logo_url: null,
      colors: [
        { value: '#1f3a5f', role: 'primary' },
        { value: '#f4efe6', role: 'background' },
        { value: '#d9822b', role: 'accent' },
      ],
      fonts: [
        { family: 'Lora', role: 'heading' },
        { family: 'Inter', role: 'body' },
      ],
    },
    ...overrides,
  };
}

describe('offline creative blueprint', () => {
  it('is a complete, valid SPEC §3 blueprint in the brand colours and fonts', () => {
    const { blueprint, justification } = draftCreativeBlueprint(input());
    expect(blueprintSchema.safeParse(blueprint).success).toBe(true);
    const palette = blueprint.step_4_ad_type_specific_blueprint.part_2_visual_execution.color_palette;
    expect(palette.primary_colors).toEqual(['#1f3a5f', '#f4efe6']);
    expect(palette.secondary_colors).toContain('#d9822b');
    expect(
      blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.cta_design_details,
    ).toContain('#d9822b');
    expect(justification).toContain('kilnandkettle.test');
    expect(blueprint.input_images.product_image_url).toBe('https://kilnandkettle.test/mug.jpg');
  });

  it('puts only the ad copy and the offering it prices on the image, word for word', () => {
    const { blueprint } = draftCreativeBlueprint(input());
    const texts =
      blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements;
    expect(texts.map((element) => [element.element_name, element.content])).toEqual([
      ['brand_name', 'Kiln & Kettle'],
      ['headline', 'Hand-thrown in Leeds'],
      // The price says what it buys: the offering, which neither the headline nor the description names.
      ['subheadline_offering', 'Speckled Mug'],
      ['subheadline', 'Stoneware mug'],
      ['price', '$34.00'],
      ['cta', 'Shop Now'],
    ]);
    expect(texts.find((element) => element.element_name === 'headline')?.font_family).toBe('Lora');
  });

  it('grounds the prose in the business, story and assumption', () => {
    const { blueprint } = draftCreativeBlueprint(input());
    expect(blueprint.step_1_brand_integration.brand_dna_summary).toContain('hand-thrown stoneware in Leeds');
    expect(blueprint.step_1_brand_integration.strategic_cohesion_statement).toContain(
      'every piece is hand-thrown',
    );
  });

  it('uses colours and a font named in the user guidelines first', () => {
    const { blueprint } = draftCreativeBlueprint(
      input({ additional_brand_guidelines_text: 'Use our green #2E7D32 and #FFC107 with Poppins headings.' }),
    );
    const step4 = blueprint.step_4_ad_type_specific_blueprint;
    expect(step4.part_2_visual_execution.color_palette.primary_colors[0]).toBe('#2e7d32');
    expect(
      step4.part_3_textual_elements_and_typography.text_elements.find(
        (element) => element.element_name === 'headline',
      )?.font_family,
    ).toBe('Poppins');
  });

  it('keeps a requested ad type', () => {
    const { blueprint } = draftCreativeBlueprint(input({ ad_creative_type: 'social_proof' }));
    expect(blueprint.step_2_ad_type_definition.selected_type).toBe('social_proof');
  });

  it('is the same for the same input', () => {
    expect(draftCreativeBlueprint(input())).toEqual(draftCreativeBlueprint(input()));
  });
});

describe('ad type for auto (rules)', () => {
  it.each([
    [{}, { headline: '20% off every mug' }, 'promotion'],
    [{}, { call_to_action: 'SIGN_UP', cta_label: 'Sign Up' }, 'lead_magnet'],
    [{}, { primary_text: 'Rated 5 stars by our customers.' }, 'social_proof'],
    [{}, { primary_text: 'Tired of mugs that chip?' }, 'problem_solution'],
    [{}, {}, 'product_showcase'],
    [{ product: null }, {}, 'informational'],
    [
      {
        product: null,
        business: { name: 'Calm Physio', hostname: 'calm.test', offering_type: 'services' as const },
      },
      { primary_text: 'Feel better every morning.' },
      'lifestyle',
    ],
    [
      {
        product: null,
        business: { name: 'Calm Physio', hostname: 'calm.test', offering_type: 'services' as const },
      },
      { primary_text: 'Sports massage and taping.' },
      'feature_callout',
    ],
  ])('%j %j → %s', (overrides, ad, expected) => {
    expect(chooseAdType(input(overrides as Partial<CreativeBlueprintInput>, ad)).type).toBe(expected);
  });
});

describe('offline image prompt', () => {
  it('describes the scene from the blueprint and forbids painted text', () => {
    const { blueprint } = draftCreativeBlueprint(input());
    const { prompt } = draftImagePrompt({ blueprint, ad_creative_type: 'product_showcase' });
    expect(prompt).toContain(
      blueprint.step_4_ad_type_specific_blueprint.part_2_visual_execution.scene_description,
    );
    expect(prompt).toContain('#1f3a5f');
    expect(prompt.endsWith(NO_TEXT_RULE)).toBe(true);
    expect(prompt.length).toBeLessThanOrEqual(4_000);
  });
});
