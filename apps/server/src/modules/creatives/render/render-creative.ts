import { renderAsync, Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp, { type OverlayOptions } from 'sharp';
import type { AspectRatio } from '@adsmith/domain/campaigns/constants';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { contrastRatio } from '@adsmith/domain/creatives/colors';
import {
  MediaLimits,
  PLACEMENT_SIZES,
  type ImageQuality,
  type ImageStyle,
} from '@adsmith/domain/creatives/constants';
import { runDesignChecks, type DesignCheckName, type PixelLayer } from './checks';
import { runContentChecks, type ContentCheckName, type ContentExpectations } from './content-checks';
import { brandPatternSvg, groundOf, overSvg, underSvg } from './decor';
import { prepareCopy, type CreativeCopy } from './elements';
import { loadRenderFonts } from './fonts';
import { KIND_OF, planLayout, VARIANTS, type LayoutKind, type LayoutPlan, type Rect } from './layout';
import { readableColor, resolvePalette, styledBlueprint, type CreativePalette } from './palette';
import { buildTextLayer, type TextBox } from './text-layer';
import {
  analyseVisualOnce,
  coverUpscale,
  MAX_UPSCALE,
  placeVisual,
  type PlacedVisual,
  type VisualInfo,
} from './visual';

/** Images a creative is composed from; each already checked as an image (type, pixel cap) by its loader. */
export type RenderImages = {
  /** The picture: the offering's photo, or the best other image (page, site, the user's upload). */
  product: Buffer | null;
  /** A scene painted by the image model: the picture of scene-like layouts, else a stand-in for a missing photo. */
  background: Buffer | null;
  logo: Buffer | null;
};

export type RenderOptions = {
  /** The business name, for the initials on the designed background when there is no logo. */
  brandName?: string | null;
  /** The ad's own button label (its call_to_action from the SPEC CTA list): the CTA on the image, whatever the blueprint says. */
  ctaLabel?: string | null;
  /** The admin's quality setting: the output's short side (low 720 px, medium 1080 px, high 1440 px). */
  quality?: ImageQuality;
  /** The admin's style setting: the palette's saturation and contrast (vivid more, natural less). */
  style?: ImageStyle;
  /** What the content checks compare the creative with (the offering's price as the site writes it, its own photo). */
  expect?: Omit<ContentExpectations, 'brandName'>;
};

/** One check of a returned creative: a design check (geometry, pixels) or a content check (what a person reads). */
export type CreativeCheck =
  | { kind: 'design'; name: DesignCheckName; passed: boolean; detail: string }
  | { kind: 'content'; name: ContentCheckName; passed: boolean; detail: string };

export type RenderedCreative = {
  png: Buffer;
  width: number;
  height: number;
  aspectRatio: AspectRatio;
  plan: LayoutPlan;
  palette: CreativePalette;
  cta: Rect | null;
  /** Every text as set, with its box, font, size and colour. */
  boxes: TextBox[];
  /** The design checks of the returned image, then its content checks. */
  checks: CreativeCheck[];
  passed: boolean;
  /** What the layout changed to pass the checks (another variant, a panel behind the text, smaller text). */
  adaptations: string[];
  /** What the user should know: a small photo shown smaller, text of the plan left out. */
  warnings: string[];
  /** Where the picture(s) landed, or null when the designed brand background stands in. */
  pictures: Rect[];
  /** Where the brand shows — the logo (small over the headline, or large on the designed background) or the brand name: once. */
  brandMarks: Rect[];
};

const input = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MediaLimits.maxInputPixels, failOn: 'error' });

/** Pixels resvg drew for part of the canvas. */
type Raster = PixelLayer & { pixels: Buffer };

const RESVG_OPTIONS = { fitTo: { mode: 'original' as const }, font: { loadSystemFonts: false } };

/**
 * Rasterises an SVG with resvg on its worker threads (the event loop stays free for other requests). The pixels
 * are premultiplied RGBA, which sharp is told when compositing.
 */
async function rasterise(svg: string) {
  const image = await renderAsync(svg, RESVG_OPTIONS);
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/**
 * Rasterises only the part of a canvas-sized SVG that draws something: the bounding box resvg computes for its
 * visible elements, grown by `pad` for strokes and anti-aliasing, on whole pixels so the result is the same pixels
 * as a full render. A text or decor layer covers a fifth of the canvas or less, and resvg's cost (and the copy of
 * its pixels) grows with the area it draws. Null when the SVG draws nothing.
 */
async function rasteriseDrawn(
  svg: string,
  canvas: { width: number; height: number },
  pad: number,
): Promise<Raster | null> {
  const box = new Resvg(svg, RESVG_OPTIONS).getBBox();
  if (!box) return null;
  const left = Math.max(0, Math.floor(box.x) - pad);
  const top = Math.max(0, Math.floor(box.y) - pad);
  const width = Math.min(canvas.width, Math.ceil(box.x + box.width) + pad) - left;
  const height = Math.min(canvas.height, Math.ceil(box.y + box.height) + pad) - top;
  if (width <= 0 || height <= 0) return null;
  const image = await renderAsync(viewBoxed(svg, canvas, { left, top, width, height }), RESVG_OPTIONS);
  return { pixels: image.pixels, left, top, width: image.width, height: image.height };
}

/** The SVG with its root element's size and viewBox set to one part of its canvas (user units are pixels). */
function viewBoxed(
  svg: string,
  canvas: { width: number; height: number },
  part: { left: number; top: number; width: number; height: number },
): string {
  const end = svg.indexOf('>');
  const root = svg.slice(0, end);
  const whole = new RegExp(`\\sviewBox="0 0 ${canvas.width} ${canvas.height}"`);
  if (!root.startsWith('<svg') || !whole.test(root))
    throw new Error('A layer SVG must have a viewBox of its whole canvas.');
  return (
    root
      .replace(whole, ` viewBox="${part.left} ${part.top} ${part.width} ${part.height}"`)
      .replace(/\swidth="[^"]*"/, ` width="${part.width}"`)
      .replace(/\sheight="[^"]*"/, ` height="${part.height}"`) + svg.slice(end)
  );
}

const premultiplied = (layer: { pixels: Buffer; width: number; height: number }): OverlayOptions => ({
  input: layer.pixels,
  raw: { width: layer.width, height: layer.height, channels: 4, premultiplied: true },
});

/** A layer rasterised from part of the canvas, as sharp composites it in place. */
const placedLayer = (layer: Raster): OverlayOptions => ({
  ...premultiplied(layer),
  left: layer.left,
  top: layer.top,
});

/** A layer with nothing drawn on it. */
const NOTHING_DRAWN: Raster = { pixels: Buffer.alloc(0), left: 0, top: 0, width: 0, height: 0 };

/** The output's short side per quality setting (SPEC §6: admins choose the quality). */
export const QUALITY_SHORT_SIDE: Record<ImageQuality, number> = { low: 720, medium: 1080, high: 1440 };

/** The placement's pixel size at a quality: its Meta size (short side 1080) scaled to the quality's short side. */
export function placementSize(aspectRatio: AspectRatio, quality: ImageQuality) {
  const size = PLACEMENT_SIZES[aspectRatio];
  const scale = QUALITY_SHORT_SIDE[quality] / Math.min(size.width, size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/** The layout families whose picture is a photograph of a moment (a painted scene suits them best). */
const SCENE_FIRST: LayoutKind[] = ['scene', 'quote', 'postcard', 'features'];

/** A photo whose long side, doubled, is under this share of the canvas's short side is too small to show. */
const TOO_SMALL = 0.3;

const initials = (name: string | null | undefined) =>
  (name ?? '')
    .split(/[\s&+-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

type Attempt = { variant: number; scale: number; panel: boolean };

/**
 * Renders one blueprint at one Meta placement ratio. The ad type's layout family places the picture (or, without
 * one, the designed brand background with the logo large), the text column and the CTA inside the placement's safe
 * area; satori sets the text, resvg rasterises text and decor, sharp composites. Before the image is returned the
 * design checks run on the pixels; a failed check makes the layout adapt — a panel behind low-contrast text,
 * smaller text when it overflows, the family's other variant when text crowds the picture or space is left empty —
 * and whatever still fails is reported with the image, never hidden. Same input, same bytes.
 */
export async function renderCreative(
  blueprint: Blueprint,
  aspectRatio: AspectRatio,
  images: RenderImages,
  options: RenderOptions = {},
): Promise<RenderedCreative> {
  const size = placementSize(aspectRatio, options.quality ?? 'medium');
  const type = blueprint.step_2_ad_type_definition.selected_type;
  const basePalette = resolvePalette(styledBlueprint(blueprint, options.style ?? 'default'));
  const copy = prepareCopy(blueprint, {
    hasLogo: images.logo !== null,
    ctaLabel: options.ctaLabel,
    brandName: options.brandName,
  });
  const warnings = [...copy.dropped];

  // The picture of this layout: a photograph-of-a-moment layout prefers a painted scene, others the product photo.
  let kind = KIND_OF[type];
  const preferScene = SCENE_FIRST.includes(kind);
  let picture =
    (preferScene ? (images.background ?? images.product) : (images.product ?? images.background)) ?? null;
  let info: VisualInfo | null = picture ? await analyseVisualOnce(picture) : null;
  if (
    info &&
    Math.max(info.width, info.height) * MAX_UPSCALE < Math.min(size.width, size.height) * TOO_SMALL
  ) {
    // Even at 2× the photo would be a stamp on the canvas: the designed brand background is the visual instead.
    warnings.push(
      `The photo is only ${info.width}×${info.height} px, too small to show without blurring; the creative uses the brand background instead — upload a larger photo.`,
    );
    picture = null;
    info = null;
  }
  // Two panels without a picture would be two bare patterns side by side: the picture-and-text layout instead.
  if (kind === 'split' && !picture) kind = 'showcase';
  // A cut-out product shot, or a photo too small to fill the canvas, cannot be a full-bleed scene: it is framed.
  if (kind === 'scene' && info && (info.cutout || coverUpscale(info, { x: 0, y: 0, ...size }) > MAX_UPSCALE))
    kind = info.cutout ? 'showcase' : 'postcard';

  const logo = images.logo
    ? await prepareLogo(images.logo, Math.round(Math.min(size.width, size.height) * 0.07))
    : null;
  const attempt: Attempt = { variant: 0, scale: 1, panel: false };
  const adaptations: string[] = [];
  const placements = new Map<string, Promise<PlacedVisual>>();
  let result: Awaited<ReturnType<typeof compose>>;
  for (let round = 0; ; round += 1) {
    const composed = await compose({
      type,
      kind,
      aspectRatio,
      size,
      copy,
      picture,
      info,
      logo,
      basePalette,
      attempt,
      brandName: options.brandName ?? copy.brand?.text ?? null,
      placements,
    });
    result = composed;
    const failing = composed.checks.filter((check) => !check.passed).map((check) => check.name);
    if (failing.length === 0 || round >= 4) break;
    if (failing.includes('contrast') && !attempt.panel) {
      attempt.panel = true;
      adaptations.push('A panel was put behind the text so it reads against the picture.');
    } else if (composed.overflow && attempt.scale > 0.6) {
      attempt.scale *= 0.85;
      adaptations.push('The text was set smaller so it stays in its place.');
    } else if (
      (failing.includes('overlap') || failing.includes('empty_area')) &&
      attempt.variant + 1 < VARIANTS
    ) {
      attempt.variant += 1;
      attempt.scale = 1;
      adaptations.push(
        `The layout's other arrangement was used (${failing.join(', ').replace(/_/g, ' ')} failed).`,
      );
    } else break;
  }
  for (const slotWarning of result.slotWarnings)
    if (!warnings.includes(slotWarning)) warnings.push(slotWarning);
  for (const line of result.omitted)
    warnings.push(
      `"${line}" did not fit at ${aspectRatio} with the headline at a readable size and was left out there.`,
    );
  const failed = result.checks.filter((check) => !check.passed);
  if (failed.length > 0)
    warnings.push(
      `Design check${failed.length > 1 ? 's' : ''} not passed at ${aspectRatio}: ${failed.map((check) => check.detail).join(' ')}`,
    );
  // What a person reads on the final image, checked once the layout is settled (a layout cannot fix a wrong price).
  const content = runContentChecks({
    copy,
    boxes: result.boxes,
    logoShown: result.logoShown,
    photoShown: result.pictures.length > 0,
    expect: { ...options.expect, brandName: options.brandName ?? null },
  });
  const unread = content.filter((check) => !check.passed);
  if (unread.length > 0)
    warnings.push(
      `Content check${unread.length > 1 ? 's' : ''} not passed at ${aspectRatio}: ${unread.map((check) => check.detail).join(' ')}`,
    );
  const checks: CreativeCheck[] = [
    ...result.checks.map((check) => ({ kind: 'design' as const, ...check })),
    ...content.map((check) => ({ kind: 'content' as const, ...check })),
  ];
  const png = await sharp(result.base, { raw: { width: size.width, height: size.height, channels: 4 } })
    .composite(result.text.width > 0 ? [placedLayer(result.text)] : [])
    // The creative is opaque (a flat ground under everything): RGB, a quarter less to compress and store.
    .removeAlpha()
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  const {
    base: _base,
    text: _text,
    overflow: _overflow,
    slotWarnings: _slotWarnings,
    omitted: _omitted,
    logoShown: _logoShown,
    checks: _designChecks,
    ...rest
  } = result;
  return {
    ...rest,
    checks,
    passed: checks.every((check) => check.passed),
    png,
    adaptations,
    warnings,
  };
}

/** The logo as the creative draws it: its trimmed pixels (straight RGBA), their size, and a PNG at twice the drawn size. */
export type PreparedLogo = {
  pixels: Buffer;
  aspect: number;
  width: number;
  height: number;
  dataUri: string;
};

const preparedLogos = new WeakMap<Buffer, Map<number, Promise<PreparedLogo>>>();

/**
 * The logo as the creative draws it: its empty margin trimmed (a logo file often pads its mark with transparent or
 * white space, which would make the mark small and off-centre), then kept at twice the drawn size. Decoded once:
 * the trimmed pixels stay in memory for the large logo on the designed background, and the four placements of a
 * creative (the same short side) share the result.
 */
export function prepareLogo(original: Buffer, height: number): Promise<PreparedLogo> {
  const byHeight = preparedLogos.get(original) ?? new Map<number, Promise<PreparedLogo>>();
  preparedLogos.set(original, byHeight);
  let prepared = byHeight.get(height);
  if (!prepared) {
    prepared = prepareLogoOnce(original, height);
    byHeight.set(height, prepared);
  }
  return prepared;
}

async function prepareLogoOnce(original: Buffer, height: number): Promise<PreparedLogo> {
  const trimmed = await input(original)
    .trim({ threshold: 12 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => input(original).ensureAlpha().raw().toBuffer({ resolveWithObject: true }));
  const ground = await groundOfLogo(original);
  const { data, info } = ground ? await onPlate(trimmed, ground) : trimmed;
  const aspect = info.width / info.height;
  // Twice the drawn size, so the logo stays crisp after resvg scales it into place.
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .resize({
      height: height * 2,
      width: Math.round(height * 2 * Math.min(4, aspect)),
      fit: 'inside',
      withoutEnlargement: true,
    })
    .png()
    .toBuffer();
  return {
    pixels: data,
    aspect,
    width: info.width,
    height: info.height,
    dataUri: `data:image/png;base64,${png.toString('base64')}`,
  };
}

/** Clear space around a logo drawn on its own plate, as a share of the mark's height (each side). */
const PLATE_PADDING = 0.22;

/**
 * The flat opaque ground a logo file draws its mark on (a JPEG or PNG logo on white), or null for a cut-out logo
 * (a transparent margin) or a flat block with nothing drawn on it: read from the file's outer ring of pixels at
 * 64 px, which must be opaque and within a few steps of one colour, while the mark covers 2 % or more.
 */
export async function groundOfLogo(original: Buffer): Promise<[number, number, number] | null> {
  const { data, info } = await input(original)
    .resize(64, 64, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => ({ data: Buffer.alloc(0), info: { width: 0, height: 0, channels: 4 } }));
  const { width, height, channels } = info;
  if (width < 4 || height < 4) return null;
  const at = (x: number, y: number) => (y * width + x) * channels;
  const ring: number[] = [];
  for (let x = 0; x < width; x += 1) ring.push(at(x, 0), at(x, height - 1));
  for (let y = 1; y < height - 1; y += 1) ring.push(at(0, y), at(width - 1, y));
  if (ring.some((offset) => data[offset + 3]! < 250)) return null;
  const mean = [0, 1, 2].map(
    (channel) => ring.reduce((sum, offset) => sum + data[offset + channel]!, 0) / ring.length,
  ) as [number, number, number];
  const off = (offset: number) =>
    Math.max(...mean.map((value, channel) => Math.abs(data[offset + channel]! - value))) > 24;
  if (ring.some(off)) return null;
  let marked = 0;
  for (let offset = 0; offset < data.length; offset += channels) if (off(offset)) marked += 1;
  return marked / (width * height) >= 0.02 ? (mean.map(Math.round) as [number, number, number]) : null;
}

/**
 * A logo on an opaque ground, set on a plate of that ground: the mark trimmed tight gets its clear space back (a
 * margin of the ground colour) and rounded corners, so it reads as the brand's badge rather than a cut rectangle.
 */
async function onPlate(
  logo: { data: Buffer; info: { width: number; height: number } },
  ground: [number, number, number],
) {
  const pad = Math.max(2, Math.round(logo.info.height * PLATE_PADDING));
  const width = logo.info.width + pad * 2;
  const height = logo.info.height + pad * 2;
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${pad}" fill="#fff"/></svg>`,
  );
  const [r, g, b] = ground;
  const plate = await sharp(logo.data, {
    raw: { width: logo.info.width, height: logo.info.height, channels: 4 },
  })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r, g, b, alpha: 1 } })
    .png()
    .toBuffer();
  return sharp(plate)
    .composite([{ input: corners, blend: 'dest-in' }])
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

type ComposeInput = {
  type: Blueprint['step_2_ad_type_definition']['selected_type'];
  kind: LayoutKind;
  aspectRatio: AspectRatio;
  size: { width: number; height: number };
  copy: CreativeCopy;
  picture: Buffer | null;
  info: VisualInfo | null;
  logo: PreparedLogo | null;
  basePalette: CreativePalette;
  attempt: Attempt;
  brandName: string | null;
  /** The picture placed in each slot so far (by the slot), shared by the layout rounds of one render. */
  placements: Map<string, Promise<PlacedVisual>>;
};

/** One composition of the creative (one layout variant) with its design checks. */
async function compose(options: ComposeInput) {
  const { size, copy, picture, info, logo, attempt } = options;
  const plan = planLayout(options.type, options.aspectRatio, size, {
    variant: attempt.variant,
    cutout: info?.cutout ?? false,
    contained: info !== null && coverUpscale(info, { x: 0, y: 0, ...size }) > MAX_UPSCALE,
    hasPrice: copy.price !== null,
    kind: options.kind,
    hasPicture: picture !== null,
  });
  const palette = { ...options.basePalette };
  if (plan.canvas === 'brand' && contrastRatio(palette.accent, palette.brand) < 2) {
    // The button must stand out from a brand-coloured block: white with brand-coloured text.
    palette.accent = '#ffffff';
    palette.accentText = palette.brand;
  }
  const slotWarnings: string[] = [];
  if (picture && info) {
    for (const slot of plan.visuals) {
      if (slot.fit === 'cover' && coverUpscale(info, slot.rect) > MAX_UPSCALE) {
        // Filling the slot would blow the photo up beyond 2×: shown whole and smaller on a stage instead.
        slot.fit = 'contain';
        if (!plan.surfaces.some((surface) => surface.rect === slot.rect))
          plan.surfaces.unshift({
            rect: slot.rect,
            fill: 'stage',
            radius: slot.radius,
            shadow: false,
            over: false,
          });
      }
    }
  }
  const placed =
    picture && info
      ? await Promise.all(
          plan.visuals.map((slot) => {
            // A later layout round with the picture in the same place reuses the crop of the earlier one.
            const key = JSON.stringify(slot);
            const known = options.placements.get(key) ?? placeVisual(picture, info, slot);
            options.placements.set(key, known);
            return known;
          }),
        )
      : [];
  if (info && placed.some((item) => item.upscale > MAX_UPSCALE)) {
    slotWarnings.push(
      `The photo is only ${info.width}×${info.height} px: it is shown smaller than its place so it is not enlarged more than ${MAX_UPSCALE}× — upload a larger photo for a fuller creative.`,
    );
  }

  // Without a picture the designed brand background fills the picture's place, with the logo large (or initials);
  // a photo shown smaller than a large place sits on the designed background rather than on a flat stage.
  const canvasArea = size.width * size.height;
  const emptySlots = plan.visuals
    .map((slot, index) => ({ slot, index }))
    .filter(
      ({ slot }) =>
        !picture ||
        (info &&
          !info.cutout &&
          slot.fit === 'contain' &&
          slot.rect.width * slot.rect.height > canvasArea * 0.3),
    )
    .map(({ index }) => index);
  const main = plan.visuals[0]!;
  let logoTile: Rect | null = null;
  let monogram: { text: string; rect: Rect; color: string } | null = null;
  let focus: { x: number; y: number } | null = null;
  if (!picture) {
    // The logo or initials go where the designed background shows: above text on it, else its largest uncovered part.
    const clear = plan.keepClear
      .filter((r) => r.width * r.height > 0)
      .sort((a, b) => b.width * b.height - a.width * a.height)[0];
    const area = plan.textOnVisual
      ? { ...main.rect, height: Math.max(main.rect.height * 0.3, plan.text.y - main.rect.y) }
      : plan.kind === 'quote' && clear
        ? clear
        : main.rect;
    const short = Math.min(area.width, area.height);
    focus = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
    // On 9:16 a background below the safe band is under the caption and buttons: the logo stays in the text column.
    const hidden = focus.y > plan.safe.y + plan.safe.height;
    if (logo && !hidden) {
      // Large, but not larger than the text beside it (a wide logo on 16:9 would outweigh the headline).
      const h = Math.round(short * (plan.aspectRatio === '16:9' ? 0.22 : 0.3));
      const w = Math.min(
        Math.round(area.width * (plan.aspectRatio === '16:9' ? 0.56 : 0.7)),
        Math.round(h * Math.min(3, Math.max(1, logo.aspect))),
      );
      const pad = Math.round(h * 0.22);
      logoTile = {
        x: Math.round(focus.x - w / 2 - pad),
        y: Math.round(focus.y - h / 2 - pad),
        width: w + pad * 2,
        height: h + pad * 2,
      };
    } else if (!logo && initials(options.brandName)) {
      const d = Math.round(short * 0.5);
      monogram = {
        text: initials(options.brandName),
        rect: { x: Math.round(focus.x - d / 2), y: Math.round(focus.y - d / 2), width: d, height: d },
        color: '#ffffff',
      };
    }
  }

  const column = plan.textOnVisual
    ? '#1c1c1c'
    : plan.kind === 'quote'
      ? palette.card
      : plan.canvas === 'brand'
        ? palette.brand
        : palette.background;
  const ink = readableColor(palette.ink, column);
  const layer = buildTextLayer(copy, plan, {
    grounds: { column, badge: palette.accent, cta: palette.accent },
    ink,
    // One brand mark: when the designed background shows the logo large, the text column does not repeat it.
    logo: logo && !logoTile ? { dataUri: logo.dataUri, aspect: logo.aspect } : null,
    scale: attempt.scale,
    monogram,
  });
  const textBoxes = layer.boxes.filter(
    (box) => box.item !== copy.cta && !(plan.badge && box.item === copy.price),
  );
  const panelRect =
    attempt.panel && textBoxes.length > 0 ? unionRect(textBoxes.map((box) => box.rect)) : null;
  const decor = {
    logoTile,
    floor: info?.cutout && placed[0] ? placed[0].placed : null,
    textPanels: panelRect
      ? [{ rect: { ...panelRect, x: plan.text.x, width: plan.text.width }, fill: column }]
      : [],
    scrim: plan.textOnVisual ? ('dark' as const) : null,
    cta: layer.cta,
    bullets: layer.bullets,
  };
  // Strokes (the badge's and arrow's white rims, the CTA's shadow) and anti-aliasing reach past resvg's boxes.
  const pad = Math.ceil(plan.base * 0.02);
  const [under, over, text] = await Promise.all([
    rasteriseDrawn(underSvg(plan, palette, decor), size, pad),
    rasteriseDrawn(overSvg(plan, palette, decor), size, pad),
    satori(layer.tree as unknown as Parameters<typeof satori>[0], {
      width: size.width,
      height: size.height,
      fonts: loadRenderFonts(layer.families, [
        ...layer.boxes.map((box) => box.item.text),
        options.brandName ?? '',
      ]),
    }).then(async (svg) => (await rasteriseDrawn(svg, size, pad)) ?? NOTHING_DRAWN),
  ]);
  const overlays: OverlayOptions[] = under ? [placedLayer(under)] : [];
  for (const index of emptySlots) {
    const slot = plan.visuals[index]!;
    overlays.push(
      await patternOverlay(
        brandPatternSvg(
          slot.rect,
          slot.radius,
          palette,
          slot.treatment === 'muted',
          index === 0 ? (focus ?? undefined) : undefined,
        ),
        slot.rect,
      ),
    );
  }
  overlays.push(...placed.flatMap((item) => item.overlays));
  if (logoTile && logo) {
    const pad = Math.round(Math.min(logoTile.width, logoTile.height) * 0.18);
    // A small raster logo is enlarged at most 2× (a blurred logo looks worse than a smaller one): it sits centred
    // on its plate with more clear space around it.
    const box = { width: logoTile.width - pad * 2, height: logoTile.height - pad * 2 };
    const factor =
      logo.width && logo.height ? Math.min(box.width / logo.width, box.height / logo.height, 2) : 1;
    const scaled = await sharp(logo.pixels, { raw: { width: logo.width, height: logo.height, channels: 4 } })
      .resize(
        logo.width ? Math.max(1, Math.round(logo.width * factor)) : box.width,
        logo.height ? Math.max(1, Math.round(logo.height * factor)) : box.height,
        { fit: 'inside' },
      )
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    overlays.push({
      input: scaled.data,
      raw: { width: scaled.info.width, height: scaled.info.height, channels: 4 },
      left: logoTile.x + Math.round((logoTile.width - scaled.info.width) / 2),
      top: logoTile.y + Math.round((logoTile.height - scaled.info.height) / 2),
    });
  }
  if (over) overlays.push(placedLayer(over));
  // The ground is a flat colour sharp fills; resvg draws only what lies on it.
  const base = await sharp({
    create: { width: size.width, height: size.height, channels: 4, background: groundOf(plan, palette) },
  })
    .composite(overlays)
    .raw()
    .toBuffer();
  const pictures = placed.map((item) => item.placed);
  const designed = emptySlots.map((index) => plan.visuals[index]!.rect);
  const artwork = [layer.logo, layer.monogram, logoTile].filter((rect): rect is Rect => rect !== null);
  const result = runDesignChecks({
    plan,
    base,
    text,
    boxes: layer.boxes,
    copy,
    artwork,
    pictures,
    designed,
    onPurpose: plan.badge ? [plan.badge] : [],
  });
  return {
    width: size.width,
    height: size.height,
    aspectRatio: options.aspectRatio,
    plan,
    palette,
    cta: layer.cta,
    boxes: layer.boxes,
    checks: result.checks,
    passed: result.checks.every((check) => check.passed),
    overflow: result.overflow,
    pictures,
    omitted: layer.omitted,
    brandMarks: [
      layer.logo,
      logoTile,
      ...layer.boxes.filter((box) => box.item === copy.brand).map((box) => box.rect),
    ].filter((rect): rect is Rect => rect !== null),
    logoShown: layer.logo !== null || logoTile !== null,
    slotWarnings,
    base,
    text,
  };
}

/** The designed background of one slot (its corners already rounded in the SVG). */
async function patternOverlay(svg: string, slot: Rect): Promise<OverlayOptions> {
  return { ...premultiplied(await rasterise(svg)), left: slot.x, top: slot.y };
}

const unionRect = (rects: Rect[]): Rect => {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return {
    x,
    y,
    width: Math.max(...rects.map((r) => r.x + r.width)) - x,
    height: Math.max(...rects.map((r) => r.y + r.height)) - y,
  };
};
