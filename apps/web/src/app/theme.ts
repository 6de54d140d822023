import {
  Badge,
  Button,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/** A palette with its two darkest shades replaced: those carry text and white-on-colour buttons. */
const darker = (name: string, shade8: string, shade9: string): MantineColorsTuple => {
  const colors = [...(DEFAULT_THEME.colors[name] ?? [])];
  colors[8] = shade8;
  colors[9] = shade9;
  return colors as unknown as MantineColorsTuple;
};

/**
 * A light button is its colour's tint with its colour's dark words, whatever shade it is given:
 * Mantine fills a light button given a shade ("red.8") with that shade and still writes the light
 * words on it (the bill's Void: dark red on red, 1.22:1).
 */
const variantColorResolver: VariantColorsResolver = (input) =>
  defaultVariantColorsResolver(
    input.variant === 'light' && input.color?.includes('.') ? { ...input, color: input.color.split('.')[0] } : input,
  );

/**
 * WCAG 2.2 AA everywhere (4.5:1 for text): buttons, links and outlined or subtle text use shade 8
 * (white on blue 8 is 5.0:1; Mantine's shade 6 was 3.6:1), badges' light variant writes shade 9
 * on shade 1. Orange, green, teal, yellow, cyan and red get darker shades 8 and 9 so that both
 * reach 4.5:1 (Mantine's orange badge was 2.7:1).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  colors: {
    orange: darker('orange', '#c2410c', '#9a3412'),
    green: darker('green', '#237a35', '#1b6b2d'),
    teal: darker('teal', '#087f5b', '#066649'),
    yellow: darker('yellow', '#a16207', '#854d0e'),
    cyan: darker('cyan', '#0b7285', '#095c6b'),
    red: darker('red', '#c92a2a', '#b02525'),
  },
  components: {
    // A badge or a button never gives up its words to a neighbour ("ACTI...", a "Check" button):
    // it keeps its width and the row wraps instead. A badge is as wide as its words: a table
    // sizes its column without an outlined badge's border, which cut "ACTIVE" to "ACTIV...".
    Badge: Badge.extend({ styles: { root: { flexShrink: 0, width: 'max-content' } } }),
    Button: Button.extend({ styles: { root: { flexShrink: 0 } } }),
    // A dialog fades in where it stands. Mantine's default slides it 20 px down as it opens: a tap
    // aimed at its button while it slid (a slow phone, the loaded CI machine) landed above the
    // button, and Success stayed open. A plain object, not Modal.extend: importing Modal here
    // would put it in the first screen's bundle (components/dialogs-host.tsx).
    Modal: { defaultProps: { transitionProps: { transition: 'fade', duration: 150 } } },
  },
});

/**
 * Secondary text ("dimmed") at 6.1:1 on white and over 5:1 on the tinted rows, not Mantine's 3.3:1
 * grey; placeholders readable as well.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    // Words shown inside an empty file picker ("Choose photo") are read too: 4.7:1, not gray 5's 2.1:1.
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {},
});
