// Type of spec section 9: headings 1-2 in a serif display face at 50 / 40 px, headings 3-4 in
// the sans-serif face, upper case, at 24 / 20 px, body 16 / 14 px. Headings scale fluidly with
// the viewport (clamp) so no breakpoint jump is needed for responsive type.
import { textStyles as chakraTextStyles, tokens as chakraTokens } from '@chakra-ui/react/theme';
import { TYPE_SCALE_PX } from '../constants.ts';

// No web fonts: the app runs offline and a font download would delay the first paint.
const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';
const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", serif';

export const fontTokens = {
  ...chakraTokens.fonts,
  heading: { value: sans },
  body: { value: sans },
  display: { value: serif },
};

const rem = (px: number): string => `${px / 16}rem`;
/** From `min` px on a 375 px phone up to `max` px from about 1100 px wide. */
const fluid = (min: number, max: number): string => {
  const slope = (max - min) / (1100 - 375);
  const intercept = min - slope * 375;
  return `clamp(${rem(min)}, ${rem(intercept)} + ${(slope * 100).toFixed(3)}vw, ${rem(max)})`;
};

export const textStyles = {
  ...chakraTextStyles,
  h1: { value: { fontFamily: 'display', fontWeight: '600', fontSize: fluid(34, TYPE_SCALE_PX.h1), lineHeight: '1.1', letterSpacing: '-0.01em' } },
  h2: { value: { fontFamily: 'display', fontWeight: '600', fontSize: fluid(28, TYPE_SCALE_PX.h2), lineHeight: '1.15', letterSpacing: '-0.01em' } },
  h3: { value: { fontFamily: 'heading', fontWeight: '700', fontSize: fluid(20, TYPE_SCALE_PX.h3), lineHeight: '1.25', textTransform: 'uppercase', letterSpacing: '0.04em' } },
  h4: { value: { fontFamily: 'heading', fontWeight: '700', fontSize: fluid(17, TYPE_SCALE_PX.h4), lineHeight: '1.3', textTransform: 'uppercase', letterSpacing: '0.05em' } },
  body: { value: { fontFamily: 'body', fontSize: rem(TYPE_SCALE_PX.body), lineHeight: '1.6' } },
  bodySmall: { value: { fontFamily: 'body', fontSize: rem(TYPE_SCALE_PX.bodySmall), lineHeight: '1.5' } },
};
