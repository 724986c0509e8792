import {
  Badge,
  createTheme,
  darken,
  luminance,
  Table,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // indigo.6 (#4c6ef5) is 4.3:1 against white, below AA for links and light buttons; indigo.7 (#4263eb) is 5.0:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    // A badge is a short label that must be read whole: Mantine's badge hides what overflows, so in a row whose
    // other items are long (a campaign's name beside its DRAFT status) it shrank to "DR…". It keeps its width instead.
    Badge: Badge.extend({ styles: { root: { flexShrink: 0 } } }),
    // A table wider than a phone scrolls sideways; its viewport takes focus so the keyboard can scroll it too.
    TableScrollContainer: Table.ScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
  },
});

/** WCAG 2.1 AA for normal-size text. */
const AA = 4.5;

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The first of `shades` (lightest first) that reaches AA against `background`, else the last one darkened until it does. */
function readableOn(background: string, shades: readonly string[]): string {
  const found = shades.find((shade) => contrastRatio(shade, background) >= AA);
  if (found) return found;
  let color = shades[shades.length - 1]!;
  for (let step = 0; step < 20 && contrastRatio(color, background) < AA; step += 1)
    color = darken(color, 0.08);
  return color;
}

/**
 * Filled and light variants of every palette colour (badges, buttons, alerts) at AA contrast. Mantine's defaults put
 * white text on green.6 (2.4:1) or yellow.6 (1.9:1) and light-variant text on its tint below 4.5:1 (indigo 4.5, green 4.4, teal 4.3);
 * here each colour's filled background is the first shade from 7 on that carries white text at 4.5:1 (darkened past
 * shade 9 where none does); light variants sit on shade 1 (shade 2 on hover) with the first text shade from 7 on
 * that reaches 4.5:1 on both.
 */
function accessibleVariantColors(mantineTheme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(mantineTheme.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const filled = readableOn('#ffffff', shades.slice(7));
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    // Light variants sit on shade 1 (shade 2 on hover); the text reads on both.
    variables[`--mantine-color-${name}-light`] = shades[1]!;
    variables[`--mantine-color-${name}-light-hover`] = shades[2]!;
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[2]!, shades.slice(7));
  }
  return variables;
}

/**
 * WCAG 2.1 AA for the whole app, once: secondary text ("dimmed", gray.6 = 3.3:1 on white by default) becomes
 * gray.7 (#495057: 8.2:1 on white, 7.8:1 on gray.0), placeholders gray.6, and every colour's filled and light
 * variants are chosen for AA contrast.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-placeholder': resolved.colors.gray[6],
    ...accessibleVariantColors(resolved),
  },
  dark: {},
});
