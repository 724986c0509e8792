import type { Blueprint, TextElement } from '@adsmith/domain/creatives/blueprint';
import { luminance } from '@adsmith/domain/creatives/colors';
import { fontStack, mapFontFamily, resolveFontWeight } from './fonts';
import type { LayoutPlan, Rect, TextNeeds } from './layout';
import { legibleColor, type CreativePalette } from './palette';
import { applyCase, estimateTextBox, fontSizePx, roleOf, zoneOf, type TextRole, type Zone } from './typography';

/** A satori element: the React-element shape satori reads, built without JSX or React. */
export type SatoriNode = { type: string; props: { style?: Record<string, unknown>; children?: SatoriNode | SatoriNode[] | string; [key: string]: unknown } };

const node = (type: string, style: Record<string, unknown>, children?: SatoriNode | SatoriNode[] | string, extra: Record<string, unknown> = {}): SatoriNode => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

/** One text element as it will be set: resolved font, size, colour and zone. */
export type PlacedText = {
  element: TextElement;
  role: TextRole;
  zone: Zone;
  family: ReturnType<typeof mapFontFamily>;
  weight: number;
  fontSize: number;
  color: string;
  text: string;
};

export type TextLayer = { tree: SatoriNode; cta: Rect | null; placed: PlacedText[] };

const ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
const LINE_HEIGHT = 1.15;

function place(element: TextElement, zone: Zone, base: number, background: string): PlacedText {
  const role = roleOf(element);
  const family = mapFontFamily(element.font_family);
  return {
    element,
    role,
    zone,
    family,
    weight: resolveFontWeight(element.weight, family),
    fontSize: fontSizePx(element.size_description, role, base),
    color: legibleColor(element.color, background),
    text: applyCase(element.content, element.case),
  };
}

const textNode = (item: PlacedText) =>
  node(
    'div',
    {
      width: '100%',
      fontFamily: fontStack(item.family),
      fontWeight: item.weight,
      fontSize: item.fontSize,
      lineHeight: LINE_HEIGHT,
      color: item.color,
      textAlign: item.element.alignment,
      justifyContent: ALIGN[item.element.alignment],
      letterSpacing: item.element.case === 'uppercase' ? Math.round(item.fontSize * 0.03) : 0,
      marginBottom: Math.round(item.fontSize * 0.35),
    },
    item.text,
  );

type Bands = { bands: Record<Zone, PlacedText[]>; cta: PlacedText | null };

/** Which band each element goes to (the first CTA element becomes the button), with its resolved style. */
function assignBands(blueprint: Blueprint, plan: LayoutPlan, palette: CreativePalette, hasScene: boolean): Bands {
  const elements = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements;
  const headlineColor = elements.find((element) => roleOf(element) === 'headline')?.color ?? '#111111';
  const sceneTone = luminance(headlineColor.length === 7 ? headlineColor : '#111111') > 0.5 ? '#000000' : '#ffffff';
  const backgroundOf = (zone: Zone) =>
    hasScene ? sceneTone : plan.card ? palette.card : plan.panels && zone === 'middle' ? palette.muted : palette.background;
  const ctaIndex = elements.findIndex((element) => roleOf(element) === 'cta');
  const bands: Record<Zone, PlacedText[]> = { top: [], middle: [], bottom: [] };
  elements.forEach((element, index) => {
    if (index === ctaIndex) return;
    let zone = zoneOf(element);
    if (zone === 'middle' && !plan.middleIsText) zone = 'top';
    bands[zone].push(place(element, zone, plan.base, backgroundOf(zone)));
  });
  return { bands, cta: ctaIndex >= 0 ? place(elements[ctaIndex]!, 'bottom', plan.base, palette.cta) : null };
}

const bandHeight = (items: PlacedText[], width: number) =>
  items.reduce(
    (sum, item) =>
      sum +
      estimateTextBox(item.text, item.fontSize, width, { uppercase: item.element.case === 'uppercase', wide: item.family === 'Montserrat' }).height +
      item.fontSize * 0.35,
    0,
  );

const ctaHeight = (cta: PlacedText) => Math.round(cta.fontSize * 2.4);

/** The heights the top and bottom bands need at the requested sizes, so the layout can size them before placing. */
export function estimateTextNeeds(blueprint: Blueprint, plan: LayoutPlan, palette: CreativePalette, hasScene: boolean): TextNeeds {
  const { bands, cta } = assignBands(blueprint, plan, palette, hasScene);
  const width = plan.zones.top.width;
  return {
    top: Math.ceil(bandHeight(bands.top, width)),
    bottom: Math.ceil(bandHeight(bands.bottom, width) + (cta ? ctaHeight(cta) + plan.base * 0.03 : 0)),
  };
}

/** Shrinks a band's font sizes (together, min 45 %) until the estimated text height fits the band. */
function fitBand(items: PlacedText[], band: Rect): void {
  for (let round = 0; round < 3; round += 1) {
    const total = bandHeight(items, band.width);
    if (total <= band.height) return;
    const scale = Math.max(0.45, band.height / total);
    for (const item of items) item.fontSize = Math.max(12, Math.floor(item.fontSize * scale));
  }
}

function ctaButton(item: PlacedText, band: Rect, palette: CreativePalette): { rect: Rect; node: SatoriNode } {
  const padX = Math.round(item.fontSize * 1.1);
  const height = ctaHeight(item);
  const uppercase = item.element.case === 'uppercase';
  const estimate = estimateTextBox(item.text, item.fontSize, 10_000, { uppercase, wide: item.family === 'Montserrat' });
  const width = Math.min(band.width, estimate.width + padX * 2);
  const alignment = item.element.alignment;
  const x = alignment === 'left' ? band.x : alignment === 'right' ? band.x + band.width - width : band.x + (band.width - width) / 2;
  const rect = { x: Math.round(x), y: band.y + band.height - height, width: Math.round(width), height };
  const label = node(
    'div',
    { fontFamily: fontStack(item.family), fontWeight: item.weight, fontSize: item.fontSize, color: item.color, whiteSpace: 'nowrap', letterSpacing: uppercase ? Math.round(item.fontSize * 0.03) : 0 },
    item.text,
  );
  const button = node(
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
      backgroundColor: palette.cta,
      borderRadius: Math.round(height / 2),
      boxSizing: 'border-box',
      padding: `0 ${Math.round(padX / 2)}px`,
    },
    label,
  );
  return { rect, node: button };
}

/**
 * The text layer: every text element of the blueprint in its font, weight, size, colour, case, alignment and
 * band (from its placement), and the CTA as a pill button at the bottom of the bottom band — geometry computed
 * here so callers (and tests) know where the button is. Colours are the blueprint's unless they would vanish on
 * their background. The logo, when given, sits top-left.
 */
export function buildTextLayer(
  blueprint: Blueprint,
  plan: LayoutPlan,
  palette: CreativePalette,
  options: { hasScene: boolean; logoDataUri: string | null },
): TextLayer {
  const { bands, cta } = assignBands(blueprint, plan, palette, options.hasScene);
  const children: SatoriNode[] = [];
  const rects: Record<Zone, Rect> = { ...plan.zones, bottom: { ...plan.zones.bottom } };
  let ctaRect: Rect | null = null;
  if (cta) {
    const button = ctaButton(cta, plan.zones.bottom, palette);
    ctaRect = button.rect;
    children.push(button.node);
    rects.bottom.height -= button.rect.height + Math.round(plan.base * 0.03);
  }
  const justify: Record<Zone, string> = { top: plan.topJustify, middle: 'center', bottom: 'flex-end' };
  for (const zone of ['top', 'middle', 'bottom'] as const) {
    const items = bands[zone];
    if (items.length === 0) continue;
    const band = rects[zone];
    fitBand(items, band);
    children.push(
      node(
        'div',
        { position: 'absolute', left: band.x, top: band.y, width: band.width, height: band.height, display: 'flex', flexDirection: 'column', justifyContent: justify[zone], boxSizing: 'border-box' },
        items.map(textNode),
      ),
    );
  }
  if (options.logoDataUri && plan.logo) {
    const logo = plan.logo;
    children.push(
      node('img', { position: 'absolute', left: logo.x, top: logo.y, width: logo.width, height: logo.height, objectFit: 'contain', objectPosition: 'left' }, undefined, {
        src: options.logoDataUri,
        width: logo.width,
        height: logo.height,
      }),
    );
  }
  const tree = node('div', { width: plan.width, height: plan.height, display: 'flex', position: 'relative' }, children);
  return { tree, cta: ctaRect, placed: [...bands.top, ...bands.middle, ...bands.bottom, ...(cta ? [cta] : [])] };
}
