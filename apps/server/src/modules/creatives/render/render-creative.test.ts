import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS } from '@adsmith/domain/campaigns/constants';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { SELECTED_AD_TYPES } from '@adsmith/domain/creatives/constants';
import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { decode, distance, pixelAt, shareOfColor } from '../testing/pixels';
import { renderCreative } from './render-creative';

const PRODUCT_RED = '#c0392b';
const HEADLINE_NAVY = '#1f3a5f';
const CTA_ORANGE = '#d9822b';
const product = () => sharp({ create: { width: 800, height: 600, channels: 3, background: PRODUCT_RED } }).jpeg({ quality: 95 }).toBuffer();

type TextElements = Blueprint['step_4_ad_type_specific_blueprint']['part_3_textual_elements_and_typography']['text_elements'];
const withElements = (blueprint: Blueprint, change: (elements: TextElements) => TextElements) => {
  const copy = structuredClone(blueprint);
  const part3 = copy.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
  part3.text_elements = change(part3.text_elements);
  return copy;
};

describe('renderCreative', () => {
  it.each(ASPECT_RATIOS)('renders %s at its Meta placement size', async (ratio) => {
    const rendered = await renderCreative(sampleBlueprint(), ratio, { product: await product(), background: null, logo: null });
    const expected = { '1:1': [1080, 1080], '4:5': [1080, 1350], '9:16': [1080, 1920], '16:9': [1920, 1080] }[ratio];
    const metadata = await sharp(rendered.png).metadata();
    expect([metadata.width, metadata.height]).toEqual(expected);
    expect(metadata.format).toBe('png');
  });

  it.each(ASPECT_RATIOS)('at %s the pixels show the product, the CTA button and the headline where the layout put them', async (ratio) => {
    const rendered = await renderCreative(sampleBlueprint(), ratio, { product: await product(), background: null, logo: null });
    const image = await decode(rendered.png);
    const { product: box, zones } = rendered.plan;
    expect(box).not.toBeNull();
    // The product photo fills the centre of its box.
    expect(distance(pixelAt(image, box!.x + box!.width / 2, box!.y + box!.height / 2), PRODUCT_RED)).toBeLessThan(12);
    // The CTA is a button in the blueprint's CTA colour (#d9822b, named in cta_design_details): sample its left cap,
    // clear of the label.
    const cta = rendered.cta!;
    expect(distance(pixelAt(image, cta.x + cta.height * 0.35, cta.y + cta.height / 2), CTA_ORANGE)).toBeLessThan(6);
    // The white label sits inside the button.
    expect(shareOfColor(image, cta, '#ffffff', 30)).toBeGreaterThan(0.03);
    // The headline band holds navy ink (the headline colour) — and the product box none of it.
    expect(shareOfColor(image, zones.top, HEADLINE_NAVY, 30)).toBeGreaterThan(0.02);
    expect(shareOfColor(image, box!, HEADLINE_NAVY, 30)).toBe(0);
  });

  it('draws no headline ink when the blueprint has no headline (the test can fail)', async () => {
    const blueprint = withElements(sampleBlueprint(), (list) => list.filter((element) => element.element_name !== 'headline'));
    const rendered = await renderCreative(blueprint, '1:1', { product: await product(), background: null, logo: null });
    expect(shareOfColor(await decode(rendered.png), rendered.plan.zones.top, HEADLINE_NAVY, 30)).toBe(0);
  });

  it('renders the same input to the same bytes', async () => {
    const images = { product: await product(), background: null, logo: null };
    const [first, second] = [await renderCreative(sampleBlueprint(), '4:5', images), await renderCreative(sampleBlueprint(), '4:5', images)];
    expect(first.png.equals(second.png)).toBe(true);
    const changed = await renderCreative(
      withElements(sampleBlueprint(), (list) => list.map((element) => (element.element_name === 'headline' ? { ...element, content: 'Hand-thrown in York' } : element))),
      '4:5',
      images,
    );
    expect(changed.png.equals(first.png)).toBe(false);
  });

  it('draws Latin Extended letters from their own font file (no placeholder boxes)', async () => {
    // A missing glyph is drawn as the font's one .notdef box, so two different missing letters look the same.
    const render = (content: string) =>
      renderCreative(
        withElements(sampleBlueprint(), (list) => list.map((element) => (element.element_name === 'headline' ? { ...element, content } : element))),
        '1:1',
        { product: null, background: null, logo: null },
      );
    const [first, second] = [await render('ŁŁŁ'), await render('ŐŐŐ')];
    expect(first.png.equals(second.png)).toBe(false);
  });

  it('sets every text element with its case, font, weight and colour', async () => {
    const elements = sampleBlueprint().step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements;
    const rendered = await renderCreative(sampleBlueprint(), '1:1', { product: null, background: null, logo: null });
    expect(rendered.placed.map((item) => [item.element.element_name, item.text, item.family, item.weight, item.color])).toEqual([
      ['headline', 'Hand-thrown in Leeds', 'Playfair Display', 700, '#1f3a5f'],
      ['price', '$34.00', 'Montserrat', 700, '#1f3a5f'],
      ['cta', 'SHOP NOW', 'Montserrat', 700, '#ffffff'],
    ]);
    expect(rendered.placed).toHaveLength(elements.length);
  });

  it('paints over a model-made scene: the scene shows where no text or product is', async () => {
    const scene = await sharp({ create: { width: 1024, height: 1536, channels: 3, background: '#2e7d32' } }).png().toBuffer();
    const blueprint = { ...sampleBlueprint(), step_2_ad_type_definition: { ...sampleBlueprint().step_2_ad_type_definition, selected_type: 'lifestyle' as const } };
    const rendered = await renderCreative(blueprint, '9:16', { product: await product(), background: scene, logo: null });
    const image = await decode(rendered.png);
    // Mid-height at the left edge: no scrim, no product, no text — the scene itself.
    expect(distance(pixelAt(image, 8, rendered.height / 2), '#2e7d32')).toBeLessThan(10);
    expect(distance(pixelAt(image, rendered.cta!.x + rendered.cta!.height * 0.35, rendered.cta!.y + rendered.cta!.height / 2), CTA_ORANGE)).toBeLessThan(6);
  });

  it('draws the brand logo top-left', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#6a1b9a' } }).png().toBuffer();
    const rendered = await renderCreative(sampleBlueprint(), '1:1', { product: null, background: null, logo });
    const box = rendered.plan.logo!;
    expect(shareOfColor(await decode(rendered.png), box, '#6a1b9a', 12)).toBeGreaterThan(0.5);
  });

  it.each(SELECTED_AD_TYPES)('lays out a %s creative at every ratio', async (type) => {
    const blueprint = { ...sampleBlueprint(), step_2_ad_type_definition: { ...sampleBlueprint().step_2_ad_type_definition, selected_type: type } };
    for (const ratio of ASPECT_RATIOS) {
      const rendered = await renderCreative(blueprint, ratio, { product: await product(), background: null, logo: null });
      expect(rendered.cta).not.toBeNull();
      // The button stays on the canvas and clear of the product.
      const cta = rendered.cta!;
      expect(cta.y + cta.height).toBeLessThanOrEqual(rendered.height);
      const box = rendered.plan.product!;
      const overlaps = cta.x < box.x + box.width && box.x < cta.x + cta.width && cta.y < box.y + box.height && box.y < cta.y + cta.height;
      expect(overlaps).toBe(false);
    }
  });
});
