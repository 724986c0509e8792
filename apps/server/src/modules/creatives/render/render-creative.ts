import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { AspectRatio } from '@adsmith/domain/campaigns/constants';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { luminance } from '@adsmith/domain/creatives/colors';
import { MediaLimits, PLACEMENT_SIZES } from '@adsmith/domain/creatives/constants';
import { decorSvg } from './decor';
import { loadRenderFonts } from './fonts';
import { planLayout, type LayoutPlan, type Rect } from './layout';
import { resolvePalette, type CreativePalette } from './palette';
import { buildTextLayer, estimateTextNeeds, type PlacedText } from './text-layer';
import { roleOf } from './typography';

/** Images a creative is composed from; each already checked as an image (type, pixel cap) by its loader. */
export type RenderImages = {
  product: Buffer | null;
  /** A scene painted by the image model; without it the renderer paints the background itself. */
  background: Buffer | null;
  logo: Buffer | null;
};

export type RenderedCreative = {
  png: Buffer;
  width: number;
  height: number;
  aspectRatio: AspectRatio;
  plan: LayoutPlan;
  palette: CreativePalette;
  cta: Rect | null;
  placed: PlacedText[];
};

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const input = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MediaLimits.maxInputPixels, failOn: 'error' });

/**
 * Rasterises an SVG with resvg on its worker threads (the event loop stays free for other requests). The pixels
 * are premultiplied RGBA, which sharp is told when compositing.
 */
async function rasterise(svg: string) {
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return { pixels: image.pixels, width: image.width, height: image.height };
}

async function productOverlay(bytes: Buffer, box: Rect, base: number): Promise<OverlayOptions> {
  const pad = Math.round(base * 0.03);
  const { data, info } = await input(bytes)
    .rotate()
    .resize(box.width - pad * 2, box.height - pad * 2, { fit: 'contain', background: TRANSPARENT })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    input: data,
    raw: { width: info.width, height: info.height, channels: 4 },
    left: box.x + Math.round((box.width - info.width) / 2),
    top: box.y + Math.round((box.height - info.height) / 2),
  };
}

async function logoDataUri(bytes: Buffer, box: Rect): Promise<string> {
  // Twice the box in pixels, so the logo stays crisp after resvg scales it into place.
  const png = await input(bytes).resize(box.width * 2, box.height * 2, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Renders one blueprint at one Meta placement ratio: satori lays out the text (fonts from npm) and resvg
 * rasterises it and the decor; sharp scales the images and composites background → decor → product → text.
 * The result is byte-for-byte the same for the same input (no clocks, no randomness, fonts from fixed files).
 */
export async function renderCreative(blueprint: Blueprint, aspectRatio: AspectRatio, images: RenderImages): Promise<RenderedCreative> {
  const size = PLACEMENT_SIZES[aspectRatio];
  const type = blueprint.step_2_ad_type_definition.selected_type;
  const palette = resolvePalette(blueprint);
  const hasScene = images.background !== null;
  const layoutOptions = { hasProduct: images.product !== null, hasLogo: images.logo !== null };
  // Plan twice: the first plan gives band widths to estimate the text, the second sizes the bands to it.
  const draft = planLayout(type, size, layoutOptions);
  const plan = planLayout(type, size, { ...layoutOptions, needs: estimateTextNeeds(blueprint, draft, palette, hasScene) });
  const logo = images.logo && plan.logo ? await logoDataUri(images.logo, plan.logo) : null;
  const layer = buildTextLayer(blueprint, plan, palette, { hasScene, logoDataUri: logo });

  const elements = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements;
  const headline = elements.find((element) => roleOf(element) === 'headline')?.color ?? '#111111';
  const usedZones = new Set(layer.placed.map((item) => item.zone));
  const textZones = (['top', 'middle', 'bottom'] as const).filter((zone) => usedZones.has(zone)).map((zone) => plan.zones[zone]);
  const decorMarkup = decorSvg(plan, palette, { hasScene, textZones, lightText: /^#[0-9a-f]{6}$/i.test(headline) && luminance(headline) > 0.5 });
  const textMarkup = await satori(layer.tree as unknown as Parameters<typeof satori>[0], { width: size.width, height: size.height, fonts: loadRenderFonts() });
  const [decor, text] = await Promise.all([rasterise(decorMarkup), rasterise(textMarkup)]);

  const overlays: OverlayOptions[] = [];
  let base: Sharp;
  if (images.background) {
    const scene = await input(images.background).resize(size.width, size.height, { fit: 'cover' }).removeAlpha().ensureAlpha().raw().toBuffer();
    base = sharp(scene, { raw: { width: size.width, height: size.height, channels: 4 } });
    overlays.push({ input: decor.pixels, raw: { width: decor.width, height: decor.height, channels: 4, premultiplied: true } });
  } else {
    base = sharp(decor.pixels, { raw: { width: decor.width, height: decor.height, channels: 4, premultiplied: true } });
  }
  if (images.product && plan.product) overlays.push(await productOverlay(images.product, plan.product, plan.base));
  overlays.push({ input: text.pixels, raw: { width: text.width, height: text.height, channels: 4, premultiplied: true } });
  const png = await base.composite(overlays).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
  return { png, width: size.width, height: size.height, aspectRatio, plan, palette, cta: layer.cta, placed: layer.placed };
}
