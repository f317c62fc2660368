// The spec's layout widths (section 9) as plain media queries. Chakra's typings only know its own
// breakpoint names unless `chakra typegen` runs, so views that need the spec's widths use these
// query strings (in `css` or `useMediaQuery`); the system keeps only Chakra's own breakpoints,
// since every breakpoint adds conditions to the system's start-up work.
import { BREAKPOINTS_PX } from '../constants.ts';

const px = (n: number): string => `${n}px`;
/** Chakra subtracts 0.04px from the next min-width for a max-width; so do we. */
const below = (n: number): string => `${n - 0.02}px`;

/** For `window.matchMedia` / `useMediaQuery`. */
export const mediaQueries = {
  /** Phones: under 550 px (rule CONST-10). */
  mobile: `(max-width: ${below(BREAKPOINTS_PX.mobile)})`,
  /** Very small phones: under 425 px. */
  narrow: `(max-width: ${below(BREAKPOINTS_PX.narrow)})`,
  /** Wide enough for the full top navigation: 900 px and up (rule TOPBAR-7). */
  wideNav: `(min-width: ${px(BREAKPOINTS_PX.nav)})`,
  /** Room for the side-by-side checkout layout: 960 px and up. */
  wideLayout: `(min-width: ${px(BREAKPOINTS_PX.navWide)})`,
} as const;

/** For Chakra `css={{ [media.mobile]: { … } }}` objects. */
export const media = {
  mobile: `@media screen and ${mediaQueries.mobile}`,
  narrow: `@media screen and ${mediaQueries.narrow}`,
  wideNav: `@media screen and ${mediaQueries.wideNav}`,
  wideLayout: `@media screen and ${mediaQueries.wideLayout}`,
} as const;
