import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** The attributes every stroke icon of the app shares (24 px, decorative: hidden from screen readers). */
export const iconBase = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;
