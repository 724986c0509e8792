import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS, type AspectRatio } from '@adsmith/domain/campaigns/constants';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import {
  CONTENT_CHECK_NAMES,
  DESIGN_CHECK_NAMES,
  SELECTED_AD_TYPES,
  type SelectedAdType,
} from '@adsmith/domain/creatives/constants';
import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { decode, distance, pixelAt, shareOfColor } from '../testing/pixels';
import { runDesignChecks } from './checks';
import { amountsOf, prepareCopy } from './elements';
import { planLayout } from './layout';
import { placementSize, renderCreative, type RenderImages } from './render-creative';
import { buildTextLayer } from './text-layer';

const PRODUCT_RED = '#c0392b';
const CTA_ORANGE = '#d9822b';
/** A photo-like picture: a gradient with shapes (not flat, so it reads as a picture), 1200 × 1200. */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8fae7a"/><stop offset="1" stop-color="#2f4f5f"/></linearGradient></defs><rect width="1200" height="1200" fill="url(#g)"/><circle cx="800" cy="360" r="200" fill="#f3d98b"/><rect x="200" y="640" width="500" height="400" fill="${PRODUCT_RED}"/></svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();
/** A product shot on white (a cut-out). */
const cutout = () =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><rect x="300" y="200" width="300" height="500" rx="40" fill="${PRODUCT_RED}"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

type TextElements =
  Blueprint['step_4_ad_type_specific_blueprint']['part_3_textual_elements_and_typography']['text_elements'];
const withElements = (blueprint: Blueprint, change: (elements: TextElements) => TextElements) => {
  const copy = structuredClone(blueprint);
  const part3 = copy.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
  part3.text_elements = change(part3.text_elements);
  return copy;
};
const ofType = (type: SelectedAdType, blueprint = sampleBlueprint()) => ({
  ...blueprint,
  step_2_ad_type_definition: { ...blueprint.step_2_ad_type_definition, selected_type: type },
});
/** The sample with a subheadline and a brand name too (five elements, as the offline planner writes them). */
const fullBlueprint = () =>
  withElements(sampleBlueprint(), (list) => [
    {
      ...list[0]!,
      element_name: 'brand_name',
      content: 'Kiln & Kettle',
      size_description: 'small',
      case: 'uppercase',
      font_family: 'Montserrat',
      placement_description: 'top',
    },
    list[0]!,
    {
      ...list[0]!,
      element_name: 'subheadline',
      content: 'Stoneware thrown on the wheel in our Leeds studio',
      font_family: 'Lora',
      weight: 'regular',
      size_description: 'medium',
      placement_description: 'below the headline',
    },
    list[1]!,
    list[2]!,
  ]);

const SIZES: Record<AspectRatio, [number, number]> = {
  '1:1': [1080, 1080],
  '4:5': [1080, 1350],
  '9:16': [1080, 1920],
  '16:9': [1920, 1080],
};

describe('renderCreative: a layout per ad type and placement, checked before it is returned', () => {
  // Each type at two ratios with a photo and the other two without one, the ratios rotating with the type: every
  // type meets every ratio and each ratio meets every type once with or without a photo. (The designer-review
  // matrix in bench:render renders every type × ratio × photo / no photo.)
  const withPhoto = (index: number) => [ASPECT_RATIOS[index % 4]!, ASPECT_RATIOS[(index + 2) % 4]!];
  const withoutPhoto = (index: number) => [ASPECT_RATIOS[(index + 1) % 4]!, ASPECT_RATIOS[(index + 3) % 4]!];

  it.each(SELECTED_AD_TYPES.map((type, index) => [type, index] as const))(
    '%s renders with a photo, every design check passing',
    async (type, index) => {
      const images: RenderImages = { product: await photo(), background: null, logo: null };
      for (const ratio of withPhoto(index)) {
        const rendered = await renderCreative(ofType(type, fullBlueprint()), ratio, images);
        const metadata = await sharp(rendered.png).metadata();
        expect([metadata.width, metadata.height]).toEqual(SIZES[ratio]);
        // The language is checked only where the ad's is known, the logo's provenance only where the crawl recorded
        // it (the route knows both, not this render).
        expect(rendered.checks.map((check) => check.name)).toEqual([
          ...DESIGN_CHECK_NAMES,
          ...CONTENT_CHECK_NAMES.filter((name) => name !== 'language' && name !== 'logo'),
        ]);
        expect(
          rendered.checks.filter((check) => !check.passed),
          `${type} ${ratio}`,
        ).toEqual([]);
        // One headline, one CTA, every text once.
        expect(rendered.boxes.filter((box) => box.item.role === 'headline')).toHaveLength(1);
        expect(rendered.boxes.filter((box) => box.item.role === 'cta')).toHaveLength(1);
        expect(new Set(rendered.boxes.map((box) => box.item.text)).size).toBe(rendered.boxes.length);
        expect(rendered.pictures.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(SELECTED_AD_TYPES.map((type, index) => [type, index] as const))(
    '%s without any picture still has a visual: the designed brand background',
    async (type, index) => {
      for (const ratio of withoutPhoto(index)) {
        const rendered = await renderCreative(
          ofType(type, fullBlueprint()),
          ratio,
          { product: null, background: null, logo: null },
          { brandName: 'Kiln & Kettle' },
        );
        expect(rendered.pictures).toEqual([]);
        expect(rendered.checks.find((check) => check.name === 'visual')).toMatchObject({ passed: true });
        expect(
          rendered.checks.filter((check) => !check.passed),
          `${type} ${ratio}`,
        ).toEqual([]);
        // The picture's place is not flat: the pattern's shapes vary its pixels.
        const slot = rendered.plan.visuals[0]!.rect;
        const image = await decode(rendered.png);
        const samples = [0.2, 0.5, 0.8].flatMap((fx) =>
          [0.2, 0.5, 0.8].map((fy) => pixelAt(image, slot.x + slot.width * fx, slot.y + slot.height * fy)),
        );
        const spread =
          Math.max(...samples.map((pixel) => pixel[0])) - Math.min(...samples.map((pixel) => pixel[0]));
        expect(spread).toBeGreaterThan(12);
      }
    },
  );

  it('keeps text and CTA of 9:16 out of the top 14 % and the bottom 35 % (Stories and Reels interface)', async () => {
    for (const type of SELECTED_AD_TYPES) {
      const rendered = await renderCreative(ofType(type, fullBlueprint()), '9:16', {
        product: await photo(),
        background: null,
        logo: null,
      });
      for (const box of rendered.boxes) {
        expect(box.rect.y).toBeGreaterThanOrEqual(1920 * 0.14 - 1);
        expect(box.rect.y + box.rect.height).toBeLessThanOrEqual(1920 * 0.65 + 1);
      }
      const image = await decode(rendered.png);
      // The CTA button is where the layout says, in the accent colour named in the plan.
      const cta = rendered.cta!;
      expect(
        distance(pixelAt(image, cta.x + cta.height * 0.3, cta.y + cta.height / 2), CTA_ORANGE),
      ).toBeLessThan(8);
    }
  });

  it('sets the brand name once, the price once and no text twice', async () => {
    const blueprint = withElements(fullBlueprint(), (list) => [
      ...list,
      { ...list[0]!, element_name: 'brand_tag', content: 'KILN & KETTLE', placement_description: 'bottom' },
      { ...list[3]!, element_name: 'offer_price', content: '$34.00' },
    ]);
    const rendered = await renderCreative(blueprint, '1:1', {
      product: await photo(),
      background: null,
      logo: null,
    });
    expect(rendered.boxes.map((box) => box.item.text)).toEqual([
      'KILN & KETTLE',
      'Hand-thrown in Leeds',
      'Stoneware thrown on the wheel in our Leeds studio',
      '$34.00',
      'SHOP NOW',
    ]);
    expect(rendered.checks.find((check) => check.name === 'duplicate_text')!.passed).toBe(true);
    // With a logo the brand name is not set as text as well.
    const logo = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#6a1b9a' } })
      .png()
      .toBuffer();
    const withLogo = await renderCreative(blueprint, '1:1', {
      product: await photo(),
      background: null,
      logo,
    });
    expect(withLogo.boxes.some((box) => box.item.role === 'brand')).toBe(false);
    expect(withLogo.warnings).toContain('The brand name is carried by the logo.');
  });

  it('leaves out a price the copy already states', () => {
    const blueprint = withElements(sampleBlueprint(), (list) => [
      list[0]!,
      {
        ...list[0]!,
        element_name: 'subheadline',
        content: 'Now $34.00 — made in Leeds',
        size_description: 'medium',
      },
      list[1]!,
      list[2]!,
    ]);
    const copy = prepareCopy(blueprint, { hasLogo: false });
    expect(copy.price).toBeNull();
    expect(copy.dropped.join(' ')).toMatch(/\$34\.00 is already in the copy/);
    // The same amount written the site's way in the headline ("für 34 €") is the same price.
    const german = withElements(sampleBlueprint(), (list) => [
      { ...list[0]!, content: 'Vorspeisenplatte für 34\u00a0€' },
      list[1]!,
      list[2]!,
    ]);
    expect(prepareCopy(german, { hasLogo: false }).price).toBeNull();
  });

  /** The copy the renderer prepares from the sample blueprint with this headline and subheadline. */
  const copyOf = (headline: string, subheadline: string) =>
    prepareCopy(
      withElements(sampleBlueprint(), (list) => [
        { ...list[0]!, content: headline },
        { ...list[0]!, element_name: 'subheadline', content: subheadline },
        list[1]!,
        list[2]!,
      ]),
      { hasLogo: false },
    );

  it('decodes entities left in the copy and leaves out characters the fonts cannot draw, saying so', () => {
    const copy = copyOf('Locked out? &#9742; 0123 456789', 'Locks &amp; keys, fitted today ✅');
    const texts = [copy.headline, ...copy.body].map((item) => item?.text);
    expect(texts).toContain('Locked out? 0123 456789');
    expect(texts).toContain('Locks & keys, fitted today');
    expect(copy.dropped.join(' ')).toMatch(/☎ cannot be drawn by the creative's fonts/);
    expect(copy.dropped.join(' ')).toMatch(/✅ cannot be drawn/);
    // A line in a script the fonts do not have is left out whole, never shown gutted ("1 6 in").
    const gutted = copyOf('ลดราคา 20% วันนี้', 'Thai massage in ภูเก็ต');
    expect(gutted.headline).toBeNull();
    expect(gutted.body).toEqual([]);
    expect(gutted.dropped.join(' ')).toMatch(/in letters the creative's fonts cannot draw and was left out/);
    // Letters of the loaded scripts stay: Latin Extended and Cyrillic.
    const letters = withElements(sampleBlueprint(), (list) => [
      { ...list[0]!, content: 'Łódź · Škoda · Дека — 3 790 ₽' },
      list[1]!,
      list[2]!,
    ]);
    expect(prepareCopy(letters, { hasLogo: false }).headline?.text).toBe(
      'Łódź · Škoda · Дека — 3\u00a0790\u00a0₽',
    );
  });

  it('leaves out navigation trails the site left in the copy, and trims a dangling separator from a real line', () => {
    const copy = copyOf('Shop / Gift Cards |', 'Home › Services › Colour');
    expect(copy.headline).toBeNull();
    expect(copy.body).toEqual([]);
    expect(copy.dropped.join(' ')).toMatch(/"Shop \/ Gift Cards \|" is a piece of the site's navigation/);
    const kept = copyOf('Balayage by Sonja |', 'Cut / colour from 65 CHF');
    expect(kept.headline?.text).toBe('Balayage by Sonja');
    expect(kept.body.map((item) => item.text)).toEqual(['Cut / colour from 65\u00a0CHF']);
  });

  it('names the business as the profile does, whatever the plan wrote as the brand', () => {
    const blueprint = withElements(sampleBlueprint(), (list) => [
      { ...list[0]!, element_name: 'brand_name', content: 'CASCINASANTARITA-GIT' },
      ...list,
    ]);
    const copy = prepareCopy(blueprint, { hasLogo: false, brandName: 'Cascina Santa Rita' });
    expect(copy.brand?.text).toBe('Cascina Santa Rita');
  });

  it('leaves out a supporting line that only names the business, and keeps one that says more', () => {
    const blueprint = withElements(sampleBlueprint(), (list) => [
      { ...list[0]!, content: 'Rooms with breakfast' },
      { ...list[0]!, element_name: 'feature_1', content: 'Posada Luna.' },
      { ...list[0]!, element_name: 'feature_2', content: 'Posada Luna, in the old town' },
      list[2]!,
    ]);
    const copy = prepareCopy(blueprint, { hasLogo: true, brandName: 'Posada Luna Cusco' });
    expect(copy.body.map((item) => item.text)).toEqual(['Posada Luna, in the old town']);
    expect(copy.dropped).toContain('"Posada Luna." only names the business and was left out.');
    expect(prepareCopy(blueprint, { hasLogo: true }).body).toHaveLength(2);
  });

  it('holds a price together on one line: currency, amount and thousands bound by no-break spaces', () => {
    const copy = copyOf('Intake and assessment for € 67,50', 'Deck 3 790 ₽, cut 45 CHF, from EUR 9');
    expect(copy.headline?.text).toBe('Intake and assessment for €\u00a067,50');
    expect(copy.body.map((item) => item.text)).toContain(
      'Deck 3\u00a0790\u00a0₽, cut 45\u00a0CHF, from EUR\u00a09',
    );
    expect(amountsOf('3\u00a0790\u00a0₽')).toEqual([3790]);
  });

  it('reads the amounts a text states in any price format', () => {
    expect(amountsOf('€12.00')).toEqual([12]);
    expect(amountsOf('Mittagsmenü für 11,50 €')).toEqual([11.5]);
    expect(amountsOf('Дека — 3 790 ₽')).toEqual([3790]);
    expect(amountsOf('Gold course for £1,395')).toEqual([1395]);
    expect(amountsOf('10 x KN95 für 17,99 €')).toEqual([10, 95, 17.99]);
  });

  it('draws the brand logo once: large on the designed background when there is no picture, else in the text column', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#6a1b9a' } })
      .png()
      .toBuffer();
    const rendered = await renderCreative(sampleBlueprint(), '1:1', {
      product: null,
      background: null,
      logo,
    });
    const image = await decode(rendered.png);
    // The logo's purple fills a large tile in the middle of the picture's place, and is not repeated over the headline.
    const slot = rendered.plan.visuals[0]!.rect;
    expect(
      distance(pixelAt(image, slot.x + slot.width / 2, slot.y + slot.height / 2), '#6a1b9a'),
    ).toBeLessThan(12);
    expect(shareOfColor(image, rendered.plan.text, '#6a1b9a', 12)).toBeLessThan(0.001);
    expect(rendered.brandMarks).toHaveLength(1);
    const withPhoto = await renderCreative(sampleBlueprint(), '1:1', {
      product: await photo(),
      background: null,
      logo,
    });
    expect(shareOfColor(await decode(withPhoto.png), withPhoto.plan.text, '#6a1b9a', 12)).toBeGreaterThan(
      0.005,
    );
    expect(withPhoto.brandMarks).toHaveLength(1);
  });

  it('puts a cut-out product on a stage, whole, and never enlarges a small photo beyond 2× without saying so', async () => {
    const shot = await renderCreative(sampleBlueprint(), '1:1', {
      product: await cutout(),
      background: null,
      logo: null,
    });
    expect(shot.plan.visuals[0]!.fit).toBe('contain');
    const image = await decode(shot.png);
    const placed = shot.pictures[0]!;
    // The product's red, multiplied into the stage tint (a little darker), fills the middle.
    expect(
      distance(pixelAt(image, placed.x + placed.width / 2, placed.y + placed.height / 2), PRODUCT_RED),
    ).toBeLessThan(50);
    // Around the product: the stage colour, not the photo's white box.
    expect(distance(pixelAt(image, placed.x + 4, placed.y + 4), '#ffffff')).toBeGreaterThan(6);
    expect(shot.warnings.some((warning) => /enlarged/.test(warning))).toBe(false);

    // 200 px would need 2.1× to fill its place: it is shown at 2× at most, and the user is told.
    const small = await sharp({ create: { width: 200, height: 200, channels: 3, background: PRODUCT_RED } })
      .png()
      .toBuffer();
    const shown = await renderCreative(sampleBlueprint(), '1:1', {
      product: small,
      background: null,
      logo: null,
    });
    expect(shown.pictures[0]!.width).toBeLessThanOrEqual(400);
    expect(shown.warnings.join(' ')).toMatch(/only 200×200 px.*not enlarged more than 2×/);
    // A 48 px thumbnail is too small to show at all: the designed background is the visual, and the user is told.
    const tiny = await sharp({ create: { width: 48, height: 48, channels: 3, background: PRODUCT_RED } })
      .png()
      .toBuffer();
    const fallback = await renderCreative(
      sampleBlueprint(),
      '1:1',
      { product: tiny, background: null, logo: null },
      { brandName: 'Kiln & Kettle' },
    );
    expect(fallback.pictures).toEqual([]);
    expect(fallback.checks.every((check) => check.passed)).toBe(true);
    // The plan had no brand line and there is no logo: the business's name is set, so the brand is kept.
    expect(fallback.boxes.map((box) => box.item.text)).toContain('KILN & KETTLE');
    expect(fallback.warnings.join(' ')).toMatch(/only 48×48 px, too small to show/);
  });

  it("takes the admin's settings: quality sets the short side, style the palette's saturation and contrast", async () => {
    expect(placementSize('9:16', 'high')).toEqual({ width: 1440, height: 2560 });
    expect(placementSize('16:9', 'medium')).toEqual({ width: 1920, height: 1080 });
    const images = { product: null, background: null, logo: null };
    const [plain, vivid, natural] = await Promise.all(
      (['default', 'vivid', 'natural'] as const).map((style) =>
        renderCreative(sampleBlueprint(), '1:1', images, {
          quality: 'low',
          style,
          brandName: 'Kiln & Kettle',
        }),
      ),
    );
    expect([plain!.width, plain!.height]).toEqual([720, 720]);
    expect((await sharp(plain!.png).metadata()).width).toBe(720);
    // The same layout in three palettes: the button's pixels differ, the vivid one more saturated than the natural.
    const button = plain!.cta!;
    // The button's fill above its label.
    const at = async (png: Buffer) =>
      pixelAt(await decode(png), button.x + button.width / 2, button.y + Math.round(button.height * 0.12));
    const [a, b, c] = await Promise.all([plain!, vivid!, natural!].map((rendered) => at(rendered.png)));
    const saturation = (rgb: [number, number, number]) => Math.max(...rgb) - Math.min(...rgb);
    expect(new Set([a, b, c].map(String)).size).toBe(3);
    expect(saturation(b!)).toBeGreaterThan(saturation(a!));
    expect(saturation(c!)).toBeLessThan(saturation(a!));
    expect(vivid!.checks.filter((check) => !check.passed)).toEqual([]);
    expect(natural!.checks.filter((check) => !check.passed)).toEqual([]);
  });

  it('renders the same input to the same bytes', async () => {
    const images = { product: await photo(), background: null, logo: null };
    const [first, second] = [
      await renderCreative(sampleBlueprint(), '4:5', images),
      await renderCreative(sampleBlueprint(), '4:5', images),
    ];
    expect(first.png.equals(second.png)).toBe(true);
    const changed = await renderCreative(
      withElements(sampleBlueprint(), (list) =>
        list.map((element) =>
          element.element_name === 'headline' ? { ...element, content: 'Hand-thrown in York' } : element,
        ),
      ),
      '4:5',
      images,
    );
    expect(changed.png.equals(first.png)).toBe(false);
  });

  it('draws Latin Extended letters from their own font file (no placeholder boxes)', async () => {
    const render = (content: string) =>
      renderCreative(
        withElements(sampleBlueprint(), (list) =>
          list.map((element) => (element.element_name === 'headline' ? { ...element, content } : element)),
        ),
        '1:1',
        { product: null, background: null, logo: null },
      );
    const [first, second] = [await render('ŁŁŁ'), await render('ŐŐŐ')];
    expect(first.png.equals(second.png)).toBe(false);
    // Cyrillic (Russian and Belarusian shops) too.
    const [zhe, shcha] = [await render('ЖЖЖ'), await render('ЩЩЩ')];
    expect(zhe.png.equals(shcha.png)).toBe(false);
  });

  it('paints over a model-made scene: a lifestyle creative is the scene full-bleed with the text on a scrim', async () => {
    const scene = await photo();
    const rendered = await renderCreative(
      ofType('lifestyle'),
      '9:16',
      { product: null, background: scene, logo: null },
      { brandName: 'Kiln & Kettle' },
    );
    expect(rendered.plan.kind).toBe('scene');
    expect(rendered.plan.visuals[0]!.rect).toEqual({ x: 0, y: 0, width: 1080, height: 1920 });
    expect(rendered.checks.every((check) => check.passed)).toBe(true);
    // Text on the picture reads white on the darkened scrim.
    expect(rendered.boxes.find((box) => box.item.role === 'headline')!.color).toBe('#ffffff');
  });
});

describe('design checks measure the pixels', () => {
  const plan = planLayout('product_showcase', '1:1', { width: 1080, height: 1080 });
  const copy = prepareCopy(sampleBlueprint(), { hasLogo: false });
  const layer = buildTextLayer(copy, plan, {
    grounds: { column: '#ffffff', badge: '#d9822b', cta: '#d9822b' },
    ink: '#1f3a5f',
    logo: null,
  });
  /** A text layer with opaque ink of one colour over every box, and a base of one colour. */
  const pixels = (inkHex: string, baseHex: string) => {
    const base = Buffer.alloc(1080 * 1080 * 4);
    const text = new Uint8Array(1080 * 1080 * 4);
    const [br, bg, bb] = [1, 3, 5].map((i) => parseInt(baseHex.slice(i, i + 2), 16));
    const [ir, ig, ib] = [1, 3, 5].map((i) => parseInt(inkHex.slice(i, i + 2), 16));
    for (let o = 0; o < base.length; o += 4)
      [base[o], base[o + 1], base[o + 2], base[o + 3]] = [br!, bg!, bb!, 255];
    for (const box of layer.boxes) {
      for (let y = box.rect.y; y < box.rect.y + box.rect.height / 2; y += 1) {
        for (let x = box.rect.x; x < box.rect.x + 20; x += 1) {
          const o = (y * 1080 + x) * 4;
          [text[o], text[o + 1], text[o + 2], text[o + 3]] = [ir!, ig!, ib!, 255];
        }
      }
    }
    return { base, text: { pixels: text, left: 0, top: 0, width: 1080, height: 1080 } };
  };
  const run = (inkHex: string, baseHex: string) =>
    runDesignChecks({
      plan,
      ...pixels(inkHex, baseHex),
      boxes: layer.boxes,
      copy,
      artwork: [],
      pictures: [plan.visuals[0]!.rect],
      designed: [],
      onPurpose: [],
    });

  it('passes dark ink on white and fails grey ink on white, box by box', () => {
    expect(run('#111111', '#ffffff').checks.find((check) => check.name === 'contrast')!.passed).toBe(true);
    const grey = run('#bbbbbb', '#ffffff');
    expect(grey.checks.find((check) => check.name === 'contrast')!.passed).toBe(false);
    expect(grey.lowContrast.length).toBe(layer.boxes.length);
    expect(grey.checks.find((check) => check.name === 'contrast')!.detail).toMatch(/1\.\d:1 \(needs/);
  });

  it('finds text outside the safe area and text over the picture', () => {
    const moved = { ...layer.boxes[0]!, rect: { ...layer.boxes[0]!.rect, y: 10 } };
    const result = runDesignChecks({
      plan,
      ...pixels('#111111', '#ffffff'),
      boxes: [moved, ...layer.boxes.slice(1)],
      copy,
      artwork: [],
      pictures: [],
      designed: [],
      onPurpose: [],
    });
    expect(result.checks.find((check) => check.name === 'safe_zone')!.passed).toBe(false);
    expect(result.checks.find((check) => check.name === 'overlap')!.passed).toBe(false);
  });

  it('finds a large empty area and a missing visual', () => {
    const result = runDesignChecks({
      plan,
      ...pixels('#111111', '#ffffff'),
      boxes: layer.boxes,
      copy,
      artwork: [],
      pictures: [],
      designed: [],
      onPurpose: [],
    });
    expect(result.checks.find((check) => check.name === 'empty_area')!.passed).toBe(false);
    expect(result.checks.find((check) => check.name === 'visual')!.passed).toBe(false);
  });

  it('a 9:16 testimonial shows a small photo above its card, and what fails is reported with the image, never silently', async () => {
    // A small transparent cut-out on a 9:16 testimonial: shown whole above the card, never under it.
    const shot = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect x="120" y="60" width="160" height="280" rx="30" fill="${PRODUCT_RED}"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();
    const rendered = await renderCreative(ofType('social_proof', fullBlueprint()), '9:16', {
      product: shot,
      background: null,
      logo: null,
    });
    const card = rendered.plan.surfaces.find((surface) => surface.fill === 'card')!.rect;
    const shown = rendered.pictures[0]!;
    expect(shown.y + shown.height).toBeLessThanOrEqual(card.y);
    expect(shown.width).toBeGreaterThanOrEqual(300);
    const failed = rendered.checks.filter((check) => !check.passed);
    expect(rendered.passed).toBe(failed.length === 0);
    if (failed.length > 0)
      expect(rendered.warnings.join(' ')).toContain(
        `Design check${failed.length > 1 ? 's' : ''} not passed at 9:16`,
      );
  });
});
