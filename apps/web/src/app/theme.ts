import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/**
 * WCAG 2.1 AA for secondary text, once for the whole app: Mantine's "dimmed" is gray.6 (#868e96, 3.3:1 on white);
 * gray.7 (#495057) is 8.2:1 on white and 7.6:1 on gray.0, still visibly lighter than body text. Placeholders get
 * gray.6 (placeholders are hints, but 3.3:1 is the floor we keep for them).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-placeholder': resolved.colors.gray[6],
  },
  dark: {},
});
