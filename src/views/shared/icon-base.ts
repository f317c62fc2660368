// What every inline icon of the app shares: a 24-unit stroke drawing sized to the text, and
// hidden from assistive technology (the text or control beside each one carries the meaning).
import type { SVGProps } from 'react';

export const iconBase: SVGProps<SVGSVGElement> = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};
