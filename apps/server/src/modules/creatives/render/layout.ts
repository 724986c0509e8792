import type { AspectRatio } from '@adsmith/domain/campaigns/constants';
import type { SelectedAdType } from '@adsmith/domain/creatives/constants';

export type Rect = { x: number; y: number; width: number; height: number };

/**
 * The layout families, each designed for what its ad types must show: `showcase` the product large on a stage,
 * `scene` a full-bleed picture with the text on a scrim, `postcard` a framed photo over its caption, `quote` a
 * testimonial card over the picture, `offer` a bold brand block with the price in a badge, `split` two panels
 * (problem → solution, before → after), `features` a picture beside a headline and a list.
 */
export type LayoutKind = 'showcase' | 'scene' | 'postcard' | 'quote' | 'offer' | 'split' | 'features';

export const KIND_OF: Record<SelectedAdType, LayoutKind> = {
  product_showcase: 'showcase',
  lifestyle: 'scene',
  social_post: 'postcard',
  social_proof: 'quote',
  promotion: 'offer',
  lead_magnet: 'offer',
  problem_solution: 'split',
  before_after: 'split',
  feature_callout: 'features',
  informational: 'features',
};

/** Where the picture goes: cover crops it to fill, contain shows it whole on a stage. */
export type VisualSlot = {
  rect: Rect;
  radius: number;
  treatment: 'color' | 'muted';
  fit: 'cover' | 'contain';
  /** Where a contained picture is centred when not the whole slot (a card covers the rest of it). */
  showIn?: Rect;
};

/** A flat shape of the decor: stage, card, panel; `over` shapes are painted over the picture. */
export type Surface = {
  rect: Rect;
  fill: 'stage' | 'card' | 'muted' | 'brand' | 'background';
  radius: number;
  shadow: boolean;
  over: boolean;
};

/** Where everything goes on one canvas: computed, so the checks and the tests know where to look. */
export type LayoutPlan = {
  kind: LayoutKind;
  /** 0 is the designed layout; higher numbers are the alternatives tried when a check fails. */
  variant: number;
  aspectRatio: AspectRatio;
  width: number;
  height: number;
  /** The short side: font sizes scale with it. */
  base: number;
  /**
   * Text size against the 1:1 design: a 9:16 Story fills a phone screen, so its words must be larger than in a
   * feed square to read at the same size (headline ≥ 5 % of its height); a 16:9's wide column carries a larger
   * headline too, so the text balances the picture beside it.
   */
  textScale: number;
  /** The smallest headline in px this placement reads at on a phone (9:16: 5 % of the canvas height). */
  headlineMin: number;
  margin: number;
  /** Where text, CTA and logo may go: the canvas less its margin, and on 9:16 Meta's safe zone (top 14 %, bottom 35 % kept free). */
  safe: Rect;
  /** The canvas colour: the calm background or the bold brand block (offers). */
  canvas: 'background' | 'brand';
  surfaces: Surface[];
  /** The picture's place(s): the main one first; split layouts have two. */
  visuals: VisualSlot[];
  /** The text column: logo or brand name, headline, supporting lines, price, CTA. */
  text: Rect;
  align: 'left' | 'center';
  justify: 'start' | 'center' | 'end';
  /** The text sits on the picture itself (a scrim keeps it readable). */
  textOnVisual: boolean;
  /** The price's badge (offers), else the price is a line of the text column. */
  badge: Rect | null;
  /** Supporting lines as a list with bullets (feature callouts). */
  bullets: boolean;
  /** Oversized quotation marks (testimonials) at this spot. */
  quoteMark: Rect | null;
  /** The arrow between split panels. */
  arrow: Rect | null;
  /** Areas of the picture text must stay clear of (the rest of the picture is under a card or scrim). */
  keepClear: Rect[];
};

const rect = (x: number, y: number, width: number, height: number): Rect => ({
  x: Math.round(x),
  y: Math.round(y),
  width: Math.max(1, Math.round(width)),
  height: Math.max(1, Math.round(height)),
});

/** The area text and CTA may use: Meta keeps the top ~14 % and bottom ~35 % of 9:16 Stories and Reels for its interface. */
export function safeArea(aspectRatio: AspectRatio, size: { width: number; height: number }): Rect {
  const { width: W, height: H } = size;
  const margin = Math.round(Math.min(W, H) * 0.06);
  if (aspectRatio === '9:16') return rect(margin, H * 0.14, W - margin * 2, H * 0.51);
  return rect(margin, margin, W - margin * 2, H - margin * 2);
}

/** How many layout variants each family has (the renderer tries them in order when a check fails). */
export const VARIANTS = 2;

type Shape = 'wide' | 'tall' | 'portrait';

/**
 * The layout of one ad type at one placement. Variant 0 is the family's designed layout; variant 1 an alternative
 * arrangement (picture beside instead of above the text, or the other way round) the renderer falls back to when
 * variant 0 fails a design check. `cutout` (a product photo on white or transparent) puts the photo on a stage
 * instead of cropping it to fill.
 */
export function planLayout(
  type: SelectedAdType,
  aspectRatio: AspectRatio,
  size: { width: number; height: number },
  options: {
    variant?: number;
    cutout?: boolean;
    /** The picture is shown whole, smaller than the canvas (too small to fill it without blurring). */
    contained?: boolean;
    hasPrice?: boolean;
    kind?: LayoutKind;
    hasPicture?: boolean;
  } = {},
): LayoutPlan {
  const kind = options.kind ?? KIND_OF[type];
  const variant = options.variant ?? 0;
  const { width: W, height: H } = size;
  const base = Math.min(W, H);
  const m = Math.round(base * 0.06);
  const gap = Math.round(base * 0.03);
  const safe = safeArea(aspectRatio, size);
  const shape: Shape = aspectRatio === '16:9' ? 'wide' : aspectRatio === '9:16' ? 'tall' : 'portrait';
  const fit: VisualSlot['fit'] = options.cutout ? 'contain' : 'cover';
  const plan: LayoutPlan = {
    kind,
    variant,
    aspectRatio,
    width: W,
    height: H,
    base,
    textScale: shape === 'tall' ? 1.5 : shape === 'wide' ? 1.15 : 1,
    headlineMin: shape === 'tall' ? Math.round(H * 0.05) : Math.round(base * 0.05),
    margin: m,
    safe,
    canvas: 'background',
    surfaces: [],
    visuals: [],
    text: safe,
    align: 'left',
    justify: 'center',
    textOnVisual: false,
    badge: null,
    bullets: false,
    quoteMark: null,
    arrow: null,
    keepClear: [],
  };
  /** Picture above (or, variant 1, beside) the text: the plain arrangement most families build on. */
  const pictureAndText = (share: number, visualFit: VisualSlot['fit'], stage: boolean) => {
    let visual: Rect;
    if (shape === 'wide' || (variant === 1 && shape === 'portrait')) {
      const split = W * (shape === 'wide' ? 0.5 : 0.5);
      visual = rect(split, 0, W - split, H);
      plan.text = rect(safe.x, safe.y, split - safe.x - m, safe.height);
      plan.align = 'left';
    } else if (shape === 'tall') {
      // Text and CTA fill the safe band (large, to read on a phone); the picture from there to the bottom edge.
      // Without a photo the whole safe band is the text's: the brand background goes under Meta's interface.
      // (Variant 1, for short copy that would leave the band half empty: the background rises to mid-height.)
      const textBottom =
        options.hasPicture === false
          ? variant === 1
            ? 0.56
            : (safe.y + safe.height) / H
          : variant === 1
            ? 0.6
            : 0.56;
      plan.text = rect(safe.x, safe.y, safe.width, H * textBottom - safe.y);
      visual = rect(0, H * textBottom + gap, W, H - H * textBottom - gap);
      plan.align = 'center';
    } else {
      const visualH = H * share;
      visual = rect(0, 0, W, visualH);
      plan.text = rect(safe.x, visualH + gap, safe.width, safe.y + safe.height - visualH - gap);
      plan.align = 'center';
    }
    plan.visuals.push({ rect: visual, radius: 0, treatment: 'color', fit: visualFit });
    if (stage) plan.surfaces.push({ rect: visual, fill: 'stage', radius: 0, shadow: false, over: false });
    plan.keepClear.push(visual);
  };

  switch (kind) {
    case 'showcase':
      pictureAndText(H > W ? 0.56 : 0.5, fit, true);
      break;
    case 'features':
      pictureAndText(0.45, fit, fit === 'contain');
      plan.align = 'left';
      plan.bullets = true;
      break;
    case 'postcard': {
      // The photo framed with a margin, its caption under it (a social post).
      if (shape === 'wide') {
        const frame = rect(W * 0.46, m, W * 0.54 - m, H - m * 2);
        plan.visuals.push({ rect: frame, radius: Math.round(base * 0.03), treatment: 'color', fit });
        plan.text = rect(safe.x, safe.y, W * 0.46 - safe.x - m, safe.height);
      } else if (shape === 'tall') {
        plan.text = rect(safe.x, safe.y, safe.width, H * 0.52 - safe.y);
        plan.visuals.push({
          rect: rect(m, H * 0.54, W - m * 2, H * 0.46 - m),
          radius: Math.round(base * 0.03),
          treatment: 'color',
          fit,
        });
      } else {
        const frameH = (H > W ? 0.62 : 0.58) * H;
        plan.visuals.push({
          rect: rect(m, m, W - m * 2, frameH - m),
          radius: Math.round(base * 0.03),
          treatment: 'color',
          fit,
        });
        plan.text = rect(safe.x, frameH + gap, safe.width, safe.y + safe.height - frameH - gap);
      }
      if (fit === 'contain')
        plan.surfaces.push({
          rect: plan.visuals[0]!.rect,
          fill: 'stage',
          radius: plan.visuals[0]!.radius,
          shadow: false,
          over: false,
        });
      plan.align = 'left';
      plan.keepClear.push(plan.visuals[0]!.rect);
      break;
    }
    case 'scene': {
      // The picture fills the canvas; the text sits at its foot (9:16: in the safe band) on a scrim.
      plan.visuals.push({ rect: rect(0, 0, W, H), radius: 0, treatment: 'color', fit });
      plan.textOnVisual = true;
      if (shape === 'wide') plan.text = rect(safe.x, safe.y, W * 0.48, safe.height);
      else if (shape === 'tall')
        plan.text = rect(
          safe.x,
          H * (variant === 1 ? 0.3 : 0.36),
          safe.width,
          safe.y + safe.height - H * (variant === 1 ? 0.3 : 0.36),
        );
      else
        plan.text = rect(
          safe.x,
          H * (variant === 1 ? 0.4 : 0.5),
          safe.width,
          safe.y + safe.height - H * (variant === 1 ? 0.4 : 0.5),
        );
      plan.justify = 'end';
      break;
    }
    case 'quote': {
      // The picture behind, a white card with the testimonial over it.
      let visual: Rect;
      let card: Rect;
      if (shape === 'wide') {
        visual = rect(W * 0.5, 0, W * 0.5, H);
        card = rect(m, m * 1.4, W * 0.56, H - m * 2.8);
        plan.keepClear.push(rect(card.x + card.width, 0, W - card.x - card.width, H));
      } else if (shape === 'tall') {
        visual = rect(0, 0, W, H);
        // A photo shown whole (a cut-out, or too small to fill the canvas) is not under the card: the card takes
        // the lower part of the safe band and the photo sits above it.
        const top = fit === 'contain' || options.contained ? safe.y + safe.height * 0.3 : safe.y + gap;
        card = rect(safe.x, top, safe.width, safe.y + safe.height - top);
        plan.keepClear.push(
          rect(0, 0, W, card.y),
          rect(0, card.y + card.height, W, H - card.y - card.height),
        );
      } else {
        const visualH = H * (variant === 1 ? 0.36 : 0.44);
        visual = rect(0, 0, W, visualH);
        card = rect(m, visualH - H * 0.14, W - m * 2, H - visualH + H * 0.14 - m);
        plan.keepClear.push(rect(0, 0, W, card.y));
      }
      plan.visuals.push({
        rect: visual,
        radius: 0,
        treatment: 'color',
        fit,
        ...(shape === 'tall' ? { showIn: rect(0, safe.y * 0.5, W, card.y - gap - safe.y * 0.5) } : {}),
      });
      if (fit === 'contain')
        plan.surfaces.push({ rect: visual, fill: 'stage', radius: 0, shadow: false, over: false });
      plan.surfaces.push({
        rect: card,
        fill: 'card',
        radius: Math.round(base * 0.03),
        shadow: true,
        over: true,
      });
      const pad = Math.round(base * 0.05);
      const markSize = Math.round(base * 0.09);
      plan.quoteMark = rect(card.x + pad, card.y + pad, markSize * 1.2, markSize);
      plan.text = rect(
        card.x + pad,
        card.y + pad + markSize + gap * 0.5,
        card.width - pad * 2,
        card.height - pad * 2 - markSize - gap * 0.5,
      );
      plan.align = 'left';
      break;
    }
    case 'offer': {
      // A bold brand block; the picture on a light stage card; the price in a round badge on the card's corner.
      plan.canvas = 'brand';
      let stage: Rect;
      if (shape === 'wide' || (shape === 'portrait' && W === H && variant === 0)) {
        const split = W * 0.5;
        stage = rect(split, m * 1.2, W - split - m, H - m * 2.4);
        plan.text = rect(safe.x, safe.y, split - safe.x - m, safe.height);
      } else if (shape === 'tall') {
        plan.text = rect(safe.x, safe.y, safe.width, H * 0.5 - safe.y);
        stage = rect(m, H * 0.53, W - m * 2, H * 0.44);
      } else {
        const stageH = H * (variant === 1 ? 0.46 : 0.52);
        stage = rect(m, m, W - m * 2, stageH - m);
        plan.text = rect(safe.x, stageH + gap, safe.width, safe.y + safe.height - stageH - gap);
      }
      plan.surfaces.push({
        rect: stage,
        fill: 'stage',
        radius: Math.round(base * 0.035),
        shadow: true,
        over: false,
      });
      const inner = Math.round(base * 0.025);
      plan.visuals.push({
        rect: rect(stage.x + inner, stage.y + inner, stage.width - inner * 2, stage.height - inner * 2),
        radius: Math.round(base * 0.025),
        treatment: 'color',
        fit,
      });
      plan.keepClear.push(stage);
      if (options.hasPrice) {
        const d = Math.round(base * 0.24);
        // The badge overlaps the stage's top-right corner, inside the safe area.
        const x = Math.min(stage.x + stage.width - d * 0.8, safe.x + safe.width - d);
        const y = Math.max(stage.y - d * 0.2, safe.y);
        plan.badge = rect(x, y, d, d);
      }
      plan.align = shape === 'wide' || (W === H && variant === 0) ? 'left' : 'center';
      break;
    }
    case 'split': {
      // Two panels — the muted problem / before, the bright solution / after — with an arrow between them.
      let area: Rect;
      if (shape === 'wide') {
        area = rect(W * 0.44, m, W * 0.56 - m, H - m * 2);
        plan.text = rect(safe.x, safe.y, W * 0.44 - safe.x - m, safe.height);
        plan.align = 'left';
      } else if (shape === 'tall') {
        plan.text = rect(safe.x, safe.y, safe.width, H * 0.5 - safe.y);
        area = rect(m, H * 0.52, W - m * 2, H * 0.44);
        plan.align = 'center';
      } else {
        const areaH = H * (H > W ? 0.56 : 0.52);
        area = rect(m, m, W - m * 2, areaH - m);
        plan.text = rect(safe.x, areaH + gap, safe.width, safe.y + safe.height - areaH - gap);
        plan.align = 'center';
      }
      const half = (area.width - gap) / 2;
      const radius = Math.round(base * 0.03);
      const left = rect(area.x, area.y, half, area.height);
      const right = rect(area.x + half + gap, area.y, area.width - half - gap, area.height);
      plan.surfaces.push(
        { rect: left, fill: 'muted', radius, shadow: false, over: false },
        { rect: right, fill: 'stage', radius, shadow: false, over: false },
      );
      plan.visuals.push(
        { rect: right, radius, treatment: 'color', fit },
        { rect: left, radius, treatment: 'muted', fit },
      );
      const d = Math.round(base * 0.1);
      plan.arrow = rect(area.x + half + gap / 2 - d / 2, area.y + area.height / 2 - d / 2, d, d);
      plan.keepClear.push(area);
      break;
    }
  }
  return plan;
}
