import { OFFLINE_MAP_MESSAGES } from '@guia/contracts';
import { defineText } from '../../lib/i18n/text';

/** The offline map's button and its states: contracts' OFFLINE_MAP_MESSAGES (the texts live there). */
export { OFFLINE_MAP_MESSAGES };

/** The offline map's texts in the page's language (English in offline-map-text.en.ts). */
export const useOfflineMapText = defineText(OFFLINE_MAP_MESSAGES, () => import('./offline-map-text.en'));
