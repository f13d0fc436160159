import type { ReactElement } from 'react';
import { iconBase } from './icon-base';

/** Home's category icons: 28 px, finer strokes. */
const props = { ...iconBase, width: 28, height: 28, strokeWidth: 1.8 } as const;

/** One line icon per home category type (spec §2 mapping), plus lodging. */
export const CATEGORY_ICONS: Record<string, ReactElement> = {
  restaurant: (
    <svg {...props}>
      <path d="M7 3v8m-3-8v5a3 3 0 0 0 6 0V3M7 11v10M17 21V3c-2.2 0-4 2.7-4 6v4h4" />
    </svg>
  ),
  store: (
    <svg {...props}>
      <path d="M5 8h14l-1 13H6L5 8Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  ),
  night_club: (
    <svg {...props}>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
    </svg>
  ),
  cafe: (
    <svg {...props}>
      <path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9ZM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3m4-3v3" />
    </svg>
  ),
  point_of_interest: (
    <svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </svg>
  ),
  health: (
    <svg {...props}>
      <path d="M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.6-7.5 10-7.5 10Z" />
    </svg>
  ),
  lodging: (
    <svg {...props}>
      <path d="M3 19V6m0 8h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5" />
      <circle cx="7" cy="11" r="2" />
    </svg>
  ),
};

/** A category the admin added without an icon of its own (a tag). */
export const DEFAULT_CATEGORY_ICON = (
  <svg {...props}>
    <path d="M3 12V4h8l10 10-8 8L3 12Z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
  </svg>
);
