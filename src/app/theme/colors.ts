// The spec's palette (section 9: black, slate grey, blue, light blue, alert red, light grey;
// primary black, secondary blue) as Chakra tokens, over all of Chakra's colours; the system
// keeps only those the app's styles reach (kept-tokens.ts).
import { semanticTokens as chakraSemantic, tokens as chakraTokens } from '@chakra-ui/react/theme';
import { THEME_COLORS } from '../constants.ts';

const v = (value: string) => ({ value });

export const colorTokens = {
  ...chakraTokens.colors,
  brand: {
    black: v(THEME_COLORS.black),
    slateGrey: v(THEME_COLORS.slateGrey),
    blue: v(THEME_COLORS.blue),
    lightBlue: v(THEME_COLORS.lightBlue),
    alertRed: v(THEME_COLORS.alertRed),
    lightGrey: v(THEME_COLORS.lightGrey),
  },
};

/** A colour palette usable as `colorPalette="primary"` by every Chakra recipe. */
const palette = (p: { solid: string; contrast: string; fg: string; subtle: string; muted: string; emphasized: string; focusRing: string; border: string }) =>
  Object.fromEntries(Object.entries(p).map(([k, value]) => [k, v(value)]));

const base = chakraSemantic.colors;

export const semanticColors = {
  ...base,
  bg: { ...base.bg, subtle: v('{colors.brand.lightGrey}'), error: v('{colors.red.50}'), info: v('{colors.brand.lightBlue}') },
  fg: { ...base.fg, DEFAULT: v('{colors.brand.black}'), muted: v('{colors.brand.slateGrey}'), error: v('{colors.brand.alertRed}'), info: v('{colors.brand.blue}') },
  border: { ...base.border, error: v('{colors.brand.alertRed}') },
  red: { ...base.red, solid: v('{colors.brand.alertRed}'), fg: v('{colors.brand.alertRed}'), focusRing: v('{colors.brand.alertRed}') },
  primary: palette({
    solid: '{colors.brand.black}',
    contrast: '{colors.white}',
    fg: '{colors.brand.black}',
    subtle: '{colors.brand.lightGrey}',
    muted: '{colors.gray.200}',
    emphasized: '{colors.gray.300}',
    // Blue rather than black so a focused black button still shows a distinct ring.
    focusRing: '{colors.brand.blue}',
    border: '{colors.brand.black}',
  }),
  secondary: palette({
    solid: '{colors.brand.blue}',
    contrast: '{colors.white}',
    fg: '{colors.brand.blue}',
    subtle: '{colors.brand.lightBlue}',
    muted: '#cddff6',
    emphasized: '#b3cdf2',
    focusRing: '{colors.brand.blue}',
    border: '{colors.brand.blue}',
  }),
  // White on Chakra's green.600 is 3.3:1; green.700 keeps a success toast's text above AA's 4.5:1.
  green: { ...base.green, solid: v('{colors.green.700}') },
  // Chakra's default palette focus ring is near-black; blue reads as focus on a white page.
  gray: { ...base.gray, focusRing: v('{colors.brand.blue}') },
};
