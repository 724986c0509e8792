import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@adsmith/domain/common/money';
import { blueprintSchema, type Blueprint } from '@adsmith/domain/creatives/blueprint';
import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import {
  callAs,
  seedHypothesis,
  uploadTestImage,
  type Account,
  type SeededHypothesis,
} from '../campaigns/testing/campaign-setup';
import { blueprintRequest, setBrandSignals } from './testing/creative-setup';

describe('creative blueprint and image prompt routes (offline engine)', () => {
  let t: TestApp;
  let owner: Account;
  let other: Account;
  let seeded: SeededHypothesis;
  const as = (user: Account) => callAs(t.app, user);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    other = await buildUser(t.app);
    seeded = await seedHypothesis(t, owner, 'shop');
    await setBrandSignals(t, seeded.crawlId);
  });
  afterAll(async () => {
    await t.close();
  });

  it('plans the full SPEC §3 blueprint from the business, its brand signals, the product and the ad copy', async () => {
    const response = await as(owner)('POST', '/generate-static-ad-blueprint', blueprintRequest(seeded));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.engine.kind).toBe('offline');
    const blueprint = blueprintSchema.parse(body.blueprint);
    const product = seeded.products[0]!;
    const texts =
      blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements;
    expect(texts.find((element) => element.element_name === 'headline')?.content).toBe(
      `${product.name} — made by hand`.slice(0, 40),
    );
    expect(texts.find((element) => element.element_name === 'cta')?.content).toBe('Shop Now');
    // The price as the site's language writes it ("£45" for "45.00" in pounds on an English site).
    if (product.price)
      expect(texts.find((element) => element.element_name === 'price')?.content).toBe(
        formatPrice(product.price, product.currency ?? null, 'en'),
      );
    expect(texts.find((element) => element.element_name === 'headline')?.font_family).toBe(
      'Playfair Display',
    );
    expect(
      blueprint.step_4_ad_type_specific_blueprint.part_2_visual_execution.color_palette.primary_colors,
    ).toContain('#1f3a5f');
    expect(blueprint.step_1_brand_integration.strategic_cohesion_statement).toContain(
      "campaign's assumption",
    );
    expect(body.justification).toMatch(/\w/);
    expect(body.notices).toEqual([]);
  });

  it('uses the crawled facts for a product named by id, whatever the draft says', async () => {
    const product = seeded.products[0]!;
    const response = await as(owner)(
      'POST',
      '/generate-static-ad-blueprint',
      blueprintRequest(seeded, { product: { ...product, price: '1.00', name: 'Renamed' } }),
    );
    const texts = response.json().blueprint.step_4_ad_type_specific_blueprint
      .part_3_textual_elements_and_typography.text_elements as { content: string }[];
    expect(texts.some((element) => element.content.includes('1.00'))).toBe(false);
  });

  it('keeps a requested ad type and the images it was given', async () => {
    const images = [await uploadTestImage(t, owner), 'https://example.test/guide.png'];
    const response = await as(owner)(
      'POST',
      '/generate-static-ad-blueprint',
      blueprintRequest(seeded, {
        ad_creative_type: 'before_after',
        additional_brand_guidelines_images: images,
        additional_product_images: images.slice(0, 1),
      }),
    );
    const blueprint = response.json().blueprint as Blueprint;
    expect(blueprint.step_2_ad_type_definition.selected_type).toBe('before_after');
    expect(blueprint.input_images.additional_brand_guidelines_images).toEqual(images);
    expect(blueprint.input_images.additional_product_images).toEqual(images.slice(0, 1));
  });

  it("refuses another user's image, a made-up media key and other /api paths, naming the field", async () => {
    const stranger = await buildUser(t.app);
    const theirs = await uploadTestImage(t, stranger);
    for (const [field, url] of [
      ['additional_product_images', theirs],
      ['additional_brand_guidelines_images', `http://127.0.0.1:3000${theirs}`],
      [
        'additional_product_images',
        `/api/proxy-media/${owner.user.id}/00000000-0000-4000-8000-000000000000.png`,
      ],
      ['additional_brand_guidelines_images', '/api/users/me'],
    ] as const) {
      const response = await as(owner)('POST', '/generate-static-ad-blueprint', {
        ...blueprintRequest(seeded),
        [field]: [url],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail).toBe(`${field}.0: is not one of your images`);
    }
  });

  it.each([
    ['additional_product_images', 'Maximum 5 additional product images allowed'],
    ['additional_brand_guidelines_images', 'Maximum 5 additional brand guidelines images allowed'],
  ])('refuses a sixth image in %s with the SPEC message', async (field, message) => {
    const six = Array.from({ length: 6 }, (_, index) => `/api/proxy-media/x/${index}.png`);
    const response = await as(owner)('POST', '/generate-static-ad-blueprint', {
      ...blueprintRequest(seeded),
      [field]: six,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(`${field}: ${message}`);
  });

  it('applies the guideline text: named colours replace the brand colours, an avoided colour and avoided words are not used', async () => {
    const request = blueprintRequest(seeded, {
      additional_brand_guidelines_text:
        'Use forest green and cream. Avoid orange. Never say handmade. Headlines in Oswald, body copy in Lora.',
    });
    request.ad_data = {
      ...request.ad_data,
      headline: 'Handmade mugs for slow mornings',
      description: 'Thrown in Leeds',
    };
    const response = await as(owner)('POST', '/generate-static-ad-blueprint', request);
    expect(response.statusCode).toBe(200);
    const blueprint = response.json().blueprint as Blueprint;
    const palette = blueprint.step_4_ad_type_specific_blueprint.part_2_visual_execution.color_palette;
    expect(palette.primary_colors[0]).toBe('#1f5130');
    // The brand's orange accent (#d9822b) is avoided; forest green and cream lead.
    expect([...palette.primary_colors, ...palette.secondary_colors]).not.toContain('#d9822b');
    const texts =
      blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements.map(
        (element) => element.content,
      );
    expect(texts.some((text) => /handmade/i.test(text))).toBe(false);
    expect(texts).toContain('Thrown in Leeds');
    expect(response.json().notices.join(' ')).toMatch(/says "handmade", which your guidelines avoid/);
    // The fonts it names: the brand line and price in the heading font, the description in the body font.
    const fonts =
      blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements.map(
        (element) => [element.content, element.font_family],
      );
    expect(fonts).toContainEqual(['Thrown in Leeds', 'Lora']);
    expect(fonts.filter(([, font]) => font === 'Oswald').length).toBeGreaterThan(0);
    expect(response.json().notices.join(' ')).toMatch(
      /Headings are set in Oswald and the other lines in Lora/,
    );
  });

  it('refuses an unknown ad type and a signed-out caller', async () => {
    expect(
      (
        await as(owner)('POST', '/generate-static-ad-blueprint', {
          ...blueprintRequest(seeded),
          ad_creative_type: 'meme',
        })
      ).statusCode,
    ).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/generate-static-ad-blueprint',
      payload: blueprintRequest(seeded),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another user's hypothesis, and for one that does not exist", async () => {
    const foreign = await as(other)('POST', '/generate-static-ad-blueprint', blueprintRequest(seeded));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(seeded.products[0]!.name);
    expect(
      (
        await as(owner)(
          'POST',
          '/generate-static-ad-blueprint',
          blueprintRequest(seeded, { hypothesis_id: '00000000-0000-4000-8000-000000000000' }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('writes the scene prompt from a blueprint, without text in the picture', async () => {
    const response = await as(owner)('POST', '/generate-image-prompt', {
      blueprint: sampleBlueprint(),
      ad_creative_type: 'auto',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().prompt).toContain('A warm studio backdrop');
    expect(response.json().prompt).toMatch(/Do not paint any text/);
  });

  it('refuses a malformed blueprint with 400 naming the field', async () => {
    const broken = structuredClone(sampleBlueprint()) as unknown as Record<string, Record<string, unknown>>;
    broken.step_2_ad_type_definition!.selected_type = 'meme';
    const response = await as(owner)('POST', '/generate-image-prompt', {
      blueprint: broken,
      ad_creative_type: 'auto',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('blueprint.step_2_ad_type_definition.selected_type');
  });
});
