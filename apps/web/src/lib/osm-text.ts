import { OSM_PLACE_MESSAGES } from '@guia/contracts';
import { formatLongDate } from './format';
import { defineText } from './i18n/text';
import type { Lang } from '@guia/contracts';

/**
 * What the map's panel and an OSM place's page say of an OpenStreetMap place (issue 24 §4): the
 * contracts' OSM_PLACE_MESSAGES in the page's language (English in osm-text.en.ts, issue 22 §1).
 */
export const useOsmText = defineText(OSM_PLACE_MESSAGES, () => import('./osm-text.en'));

/** A calendar date ('2025-03-01') as the page writes dates: '1 de marzo de 2025', 'March 1, 2025'. */
export const checkedDate = (isoDate: string, lang: Lang) => formatLongDate(`${isoDate}T12:00:00Z`, lang) ?? isoDate;
