// Page-wide styles: a calm white page, body type, and a visible focus ring on every focusable
// element that has no recipe of its own (plain links, native buttons).
import { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme';
import { RICH_TEXT_PLACEHOLDER_PADDING_LEFT_PX } from '../constants.ts';

export const globalCss = {
  ...chakraGlobalCss,
  html: { ...chakraGlobalCss.html, bg: 'white', colorPalette: 'gray', WebkitTextSizeAdjust: '100%' },
  body: { textStyle: 'body', color: 'fg', bg: 'white', minHeight: '100dvh' },
  '#root': { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
  'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': {
    outline: '2px solid {colors.brand.blue}',
    outlineOffset: '2px',
  },
  // The spec's rich-text editor placeholder inset (rule CONST-60), for any editor that marks it.
  '[data-rich-text-placeholder]': { paddingInlineStart: `${RICH_TEXT_PLACEHOLDER_PADDING_LEFT_PX}px` },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
};
