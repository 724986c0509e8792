import { contrastRatio, normalizeHex, readableOn } from '@adsmith/domain/creatives/colors';
import type { CreativeCopy, CreativeText } from './elements';
import { fontStack, mapFontFamily, resolveFontWeight, type RenderFamily } from './fonts';
import type { LayoutPlan, Rect } from './layout';
import { BREAKABLE_SPACE, fontSizePx, type TextRole } from './typography';

/** A satori element: the React-element shape satori reads, built without JSX or React. */
export type SatoriNode = {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: SatoriNode | SatoriNode[] | string;
    [key: string]: unknown;
  };
};

const node = (
  type: string,
  style: Record<string, unknown>,
  children?: SatoriNode | SatoriNode[] | string,
  extra: Record<string, unknown> = {},
): SatoriNode => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

/** One text element as set: its box on the canvas, font, size and colour, and the ground it was coloured for. */
export type TextBox = {
  item: CreativeText;
  rect: Rect;
  family: RenderFamily;
  weight: number;
  fontSize: number;
  color: string;
  /** Large text (WCAG: ≥ 24 px, or ≥ 18.7 px bold, at the size the ad is seen) needs 3:1, other text 4.5:1. */
  large: boolean;
  align: 'left' | 'center';
};

export type TextLayer = {
  tree: SatoriNode;
  boxes: TextBox[];
  cta: Rect | null;
  logo: Rect | null;
  bullets: { cx: number; cy: number; r: number }[];
  monogram: Rect | null;
  /** Supporting lines left out because the headline, kept at its readable size, left no room for them. */
  omitted: string[];
  /** The font families the layer sets (its font files are the only ones satori needs). */
  families: RenderFamily[];
};

/** The grounds text is coloured for: the column's, the badge's and the CTA button's. */
export type TextGrounds = { column: string; badge: string; cta: string };

/** Role sizes as fractions of the short side: [smallest, largest] a blueprint's size words may ask for. */
const ROLE_RANGE: Record<TextRole, [number, number]> = {
  headline: [0.052, 0.092],
  body: [0.03, 0.042],
  price: [0.05, 0.075],
  brand: [0.026, 0.034],
  cta: [0.033, 0.042],
};
const LINE_HEIGHT: Record<TextRole, number> = { headline: 1.12, body: 1.3, price: 1.1, brand: 1.2, cta: 1 };
/** Average glyph width per family as a share of the font size, a little generous so estimates wrap early. */
const GLYPH: Record<RenderFamily, number> = {
  Inter: 0.56,
  Montserrat: 0.63,
  Lora: 0.54,
  'Playfair Display': 0.53,
  Roboto: 0.55,
  'Open Sans': 0.58,
  Lato: 0.54,
  Poppins: 0.63,
  Nunito: 0.57,
  Raleway: 0.59,
  Oswald: 0.45,
  Merriweather: 0.62,
  'Source Sans 3': 0.52,
  Quicksand: 0.57,
};

function textWidth(
  text: string,
  fontSize: number,
  family: RenderFamily,
  weight: number,
  uppercase: boolean,
): number {
  const factor = GLYPH[family] * (uppercase ? 1.16 : 1) * (weight >= 700 ? 1.05 : 1);
  return (
    [...text].reduce(
      (sum, char) =>
        sum +
        (char === ' '
          ? 0.55
          : /[il.,:;'!|]/.test(char)
            ? 0.55
            : /[mwMW@]/.test(char)
              ? 1.4
              : /[\u0400-\u04ff]/.test(char)
                ? 1.12
                : 1),
      0,
    ) *
    fontSize *
    factor
  );
}

/** Lines the text wraps to in a width, word by word, as satori does. */
function lineCount(
  text: string,
  fontSize: number,
  width: number,
  family: RenderFamily,
  weight: number,
  uppercase: boolean,
): number {
  let lines = 1;
  let current = 0;
  const space = textWidth(' ', fontSize, family, weight, uppercase);
  for (const word of text.split(BREAKABLE_SPACE).filter(Boolean)) {
    const w = textWidth(word, fontSize, family, weight, uppercase);
    if (current > 0 && current + space + w > width) {
      lines += Math.max(1, Math.ceil(w / width));
      current = w % width;
    } else {
      current += (current > 0 ? space : 0) + w;
      if (current > width) {
        lines += Math.ceil(current / width) - 1;
        current %= width;
      }
    }
  }
  return lines;
}

type Row = { item: CreativeText; family: RenderFamily; weight: number; size: number; indent: number };

const colourFor = (item: CreativeText, ground: string, large: boolean, fallback: string, strict = false) => {
  const own = normalizeHex(item.element.color);
  // On a picture the scrim varies: the text's own colour only when it reads with a wide margin.
  if (own && contrastRatio(own, ground) >= (strict ? 7 : large ? 3 : 4.5)) return own;
  return contrastRatio(fallback, ground) >= (large ? 3 : 4.5) ? fallback : readableOn(ground);
};

const isLarge = (fontSize: number, weight: number, base: number) => {
  // The creative is designed at 1080 px and seen at about that size in the feed.
  const px = (fontSize * 1080) / base;
  return px >= 24 * 1.5 || (weight >= 700 && px >= 18.7 * 1.5);
};

/**
 * The text layer: the logo (or the brand name), headline, supporting lines (a bulleted list in feature layouts),
 * price (in the badge when the layout has one) and the CTA label, each in its own box stacked in the plan's text
 * column, sized from the blueprint's size words within role limits and shrunk together until the column holds them.
 * Boxes are estimated, not measured: the design checks afterwards look at the pixels for overflow and overlaps.
 */
export function buildTextLayer(
  copy: CreativeCopy,
  plan: LayoutPlan,
  options: {
    grounds: TextGrounds;
    ink: string;
    logo: { dataUri: string; aspect: number } | null;
    scale?: number;
    monogram?: { text: string; rect: Rect; color: string } | null;
  },
): TextLayer {
  const { text: column } = plan;
  // Sizes are designed on the short side and scaled for the placement (larger on 9:16, where the ad fills the phone).
  const base = plan.base * plan.textScale;
  const scale = options.scale ?? 1;
  const rowOf = (item: CreativeText, role: TextRole): Row => {
    const family = mapFontFamily(item.element.font_family);
    const [min, max] = ROLE_RANGE[role];
    const size = Math.min(
      max * base,
      Math.max(min * base, fontSizePx(item.element.size_description, role, base)),
    );
    return { item, family, weight: resolveFontWeight(item.element.weight, family), size, indent: 0 };
  };
  const rows: Row[] = [];
  const omitted: string[] = [];
  if (copy.brand && !options.logo) rows.push(rowOf(copy.brand, 'brand'));
  if (copy.headline) {
    const headline = rowOf(copy.headline, 'headline');
    // A long testimonial reads at a calmer size than a three-word headline.
    if (plan.kind === 'quote' || copy.headline.text.length > 60)
      headline.size = Math.min(headline.size, base * 0.06);
    rows.push(headline);
  }
  for (const item of copy.body)
    rows.push({ ...rowOf(item, 'body'), indent: plan.bullets && copy.body.length > 1 ? 1 : 0 });
  const priceInBadge = copy.price && plan.badge;
  if (copy.price && !priceInBadge) rows.push(rowOf(copy.price, 'price'));
  const cta = copy.cta ? rowOf(copy.cta, 'cta') : null;

  const logoH = options.logo ? Math.round(base * 0.07) : 0;
  const gapAfter = (row: Row, next: Row | undefined) =>
    !next
      ? 0
      : row.item.role === 'brand'
        ? base * 0.018
        : row.item.role === 'headline'
          ? base * 0.024
          : next.item.role === 'price'
            ? base * 0.028
            : base * 0.014;
  let floors = true;
  const measure = (factor: number) => {
    const heights = rows.map((row) => {
      // A word longer than the column cannot wrap: the size keeps the longest word on the line.
      const uppercase = row.item.element.case === 'uppercase';
      const longest = row.item.text
        .split(BREAKABLE_SPACE)
        .reduce((max, word) => Math.max(max, textWidth(word, 1, row.family, row.weight, uppercase)), 0);
      const wordFit =
        longest > 0
          ? Math.floor(((column.width - (row.indent ? row.size * 1.2 : 0)) * 0.98) / longest)
          : row.size;
      // Headline and supporting lines never shrink below the placement's readable size (9:16: a 5 %-of-height headline).
      const floor = !floors
        ? 12
        : row.item.role === 'headline'
          ? plan.kind === 'quote' || row.item.text.length > 60
            ? Math.round(plan.headlineMin * 0.7)
            : plan.headlineMin
          : row.item.role === 'body'
            ? Math.round(plan.headlineMin * 0.45)
            : 12;
      const size = Math.max(12, Math.min(wordFit, Math.max(floor, Math.floor(row.size * factor))));
      const indentPx = row.indent ? size * 1.2 : 0;
      const lines = lineCount(
        row.item.text,
        size,
        column.width - indentPx,
        row.family,
        row.weight,
        row.item.element.case === 'uppercase',
      );
      return {
        size,
        height: Math.ceil(lines * size * LINE_HEIGHT[row.item.role === 'body' ? 'body' : row.item.role]) + 2,
      };
    });
    const ctaSize = cta ? Math.max(14, Math.floor(cta.size * Math.max(factor, 0.8))) : 0;
    const ctaH = cta ? Math.round(ctaSize * 2.6) : 0;
    const total =
      (logoH ? logoH + base * 0.03 : 0) +
      heights.reduce((sum, row, index) => sum + row.height + gapAfter(rows[index]!, rows[index + 1]), 0) +
      (cta ? base * 0.04 + ctaH : 0);
    return { heights, ctaSize, ctaH, total };
  };
  let factor = scale;
  let measured = measure(factor);
  for (let round = 0; round < 6 && measured.total > column.height && factor > 0.5; round += 1) {
    factor = Math.max(0.5, factor * Math.max(0.85, column.height / measured.total));
    measured = measure(factor);
  }
  // Still too full with the headline at its floor: the last supporting lines give way (never the headline or CTA).
  while (measured.total > column.height && rows.some((row) => row.item.role === 'body')) {
    const last = rows.map((row) => row.item.role).lastIndexOf('body');
    omitted.push(rows[last]!.item.text);
    rows.splice(last, 1);
    measured = measure(factor);
  }
  // A headline too long for its floor in this column: it shrinks like the rest rather than push the CTA onto the price.
  if (measured.total > column.height) {
    floors = false;
    for (let round = 0; round < 6 && measured.total > column.height && factor > 0.5; round += 1) {
      factor = Math.max(0.5, factor * Math.max(0.85, column.height / measured.total));
      measured = measure(factor);
    }
  }

  const children: SatoriNode[] = [];
  const boxes: TextBox[] = [];
  const bullets: TextLayer['bullets'] = [];
  const justifyOffset =
    plan.justify === 'start'
      ? 0
      : plan.justify === 'end'
        ? column.height - measured.total
        : (column.height - measured.total) / 2;
  let y = column.y + Math.max(0, justifyOffset);
  const flexAlign = plan.align === 'center' ? 'center' : 'flex-start';

  let logoRect: Rect | null = null;
  if (options.logo) {
    const width = Math.min(column.width, Math.round(logoH * Math.min(4, Math.max(0.8, options.logo.aspect))));
    const x = plan.align === 'center' ? column.x + (column.width - width) / 2 : column.x;
    logoRect = { x: Math.round(x), y: Math.round(y), width, height: logoH };
    children.push(
      node(
        'img',
        {
          position: 'absolute',
          left: logoRect.x,
          top: logoRect.y,
          width,
          height: logoH,
          objectFit: 'contain',
        },
        undefined,
        { src: options.logo.dataUri, width, height: logoH },
      ),
    );
    y += logoH + base * 0.03;
  }

  rows.forEach((row, index) => {
    const { size, height } = measured.heights[index]!;
    const large = isLarge(size, row.weight, plan.base);
    const color = colourFor(row.item, options.grounds.column, large, options.ink, plan.textOnVisual);
    const indentPx = row.indent ? Math.round(size * 1.2) : 0;
    const rect = { x: column.x + indentPx, y: Math.round(y), width: column.width - indentPx, height };
    if (row.indent)
      bullets.push({
        cx: column.x + Math.round(size * 0.35),
        cy: Math.round(y + (size * LINE_HEIGHT.body) / 2),
        r: Math.max(4, Math.round(size * 0.2)),
      });
    boxes.push({
      item: row.item,
      rect,
      family: row.family,
      weight: row.weight,
      fontSize: size,
      color,
      large,
      align: row.indent ? 'left' : plan.align,
    });
    children.push(
      textNode(
        rect,
        row,
        size,
        color,
        row.indent ? 'flex-start' : flexAlign,
        row.indent ? 'left' : plan.align,
      ),
    );
    y += height + gapAfter(row, rows[index + 1]);
  });

  let ctaRect: Rect | null = null;
  if (cta && copy.cta) {
    y += base * 0.04;
    const size = measured.ctaSize;
    const uppercase = copy.cta.element.case === 'uppercase';
    const width = Math.min(
      column.width,
      Math.round(textWidth(copy.cta.text, size, cta.family, cta.weight, uppercase) + size * 2.6),
    );
    const x = plan.align === 'center' ? column.x + (column.width - width) / 2 : column.x;
    ctaRect = {
      x: Math.round(x),
      y: Math.round(Math.min(y, column.y + column.height - measured.ctaH)),
      width,
      height: measured.ctaH,
    };
    const large = isLarge(size, cta.weight, plan.base);
    const color = colourFor(copy.cta, options.grounds.cta, large, readableOn(options.grounds.cta));
    boxes.push({
      item: copy.cta,
      rect: ctaRect,
      family: cta.family,
      weight: cta.weight,
      fontSize: size,
      color,
      large,
      align: 'center',
    });
    children.push(
      node(
        'div',
        {
          position: 'absolute',
          left: ctaRect.x,
          top: ctaRect.y,
          width: ctaRect.width,
          height: ctaRect.height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        node(
          'div',
          {
            fontFamily: fontStack(cta.family),
            fontWeight: cta.weight,
            fontSize: size,
            color,
            whiteSpace: 'nowrap',
            letterSpacing: uppercase ? Math.round(size * 0.04) : 0,
          },
          copy.cta.text,
        ),
      ),
    );
  }

  if (priceInBadge && copy.price && plan.badge) {
    const badge = plan.badge;
    const row = rowOf(copy.price, 'price');
    // The price on one line when it can be (a short price), else on two, always inside the circle's inner square.
    const inner = Math.round(badge.width * 0.7);
    const oneLine = inner / Math.max(1, textWidth(copy.price.text, 1, row.family, row.weight, false));
    let size = Math.round(Math.min(badge.width * 0.26, oneLine));
    while (size > 14 && lineCount(copy.price.text, size, inner, row.family, row.weight, false) > 2) size -= 2;
    const rect = {
      x: Math.round(badge.x + (badge.width - inner) / 2),
      y: Math.round(badge.y + (badge.height - inner) / 2),
      width: inner,
      height: inner,
    };
    const large = isLarge(size, row.weight, plan.base);
    const color = colourFor(copy.price, options.grounds.badge, large, readableOn(options.grounds.badge));
    boxes.push({
      item: copy.price,
      rect,
      family: row.family,
      weight: row.weight,
      fontSize: size,
      color,
      large,
      align: 'center',
    });
    children.push(
      node(
        'div',
        {
          position: 'absolute',
          left: rect.x,
          top: rect.y,
          width: rect.width,
          height: rect.height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          fontFamily: fontStack(row.family),
          fontWeight: row.weight,
          fontSize: size,
          lineHeight: LINE_HEIGHT.price,
          color,
        },
        copy.price.text,
      ),
    );
  }

  let monogram: Rect | null = null;
  if (options.monogram) {
    const { rect, text, color } = options.monogram;
    monogram = rect;
    children.push(
      node(
        'div',
        {
          position: 'absolute',
          left: rect.x,
          top: rect.y,
          width: rect.width,
          height: rect.height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontFamily: fontStack('Playfair Display'),
          fontWeight: 700,
          fontSize: Math.round(rect.height * 0.5),
          color,
        },
        text,
      ),
    );
  }
  const tree = node(
    'div',
    { width: plan.width, height: plan.height, display: 'flex', position: 'relative' },
    children,
  );
  const families = [
    ...new Set<RenderFamily>([
      ...boxes.map((box) => box.family),
      ...(monogram ? (['Playfair Display'] as const) : []),
    ]),
  ];
  return { tree, boxes, cta: ctaRect, logo: logoRect, bullets, monogram, omitted, families };
}

function textNode(
  rect: Rect,
  row: Row,
  size: number,
  color: string,
  justify: string,
  align: 'left' | 'center',
): SatoriNode {
  const uppercase = row.item.element.case === 'uppercase';
  return node(
    'div',
    {
      position: 'absolute',
      left: rect.x,
      top: rect.y,
      width: rect.width,
      display: 'flex',
      justifyContent: justify,
      textAlign: align,
      fontFamily: fontStack(row.family),
      fontWeight: row.weight,
      fontSize: size,
      lineHeight: LINE_HEIGHT[row.item.role === 'body' ? 'body' : row.item.role],
      color,
      letterSpacing: uppercase ? Math.round(size * 0.04) : 0,
    },
    row.item.text,
  );
}
