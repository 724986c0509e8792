import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;

describe('theme contrast (WCAG 2.1 AA)', () => {
  it('secondary text is at least 4.5:1 on white and on the light grey surfaces', () => {
    expect(contrastRatio(light['--mantine-color-dimmed']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light['--mantine-color-dimmed']!, resolved.colors.gray[0])).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it.each(Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark' && name !== 'gray'))(
    '%s: white on filled, and light text on its background and hover, reach 4.5:1',
    (name) => {
      expect(contrastRatio('#ffffff', light[`--mantine-color-${name}-filled`]!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', light[`--mantine-color-${name}-filled-hover`]!)).toBeGreaterThanOrEqual(
        4.5,
      );
      for (const surface of ['light', 'light-hover']) {
        const background = light[`--mantine-color-${name}-${surface}`]!;
        expect(
          contrastRatio(light[`--mantine-color-${name}-light-color`]!, background),
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('the default palette would fail, so the test can fail', () => {
    expect(contrastRatio('#ffffff', DEFAULT_THEME.colors.green[6])).toBeLessThan(4.5);
  });
});
