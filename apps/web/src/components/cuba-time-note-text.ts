import { defineText } from '../lib/i18n/text';

/** The note on Cuba's time (issue 16): its lead and how the device's clock differs. */
export const CUBA_TIME_TEXT = {
  lead: 'Horas en hora de Cuba',
  behind: 'menos que en este dispositivo',
  ahead: 'más que en este dispositivo',
} as const;

export const useCubaTimeText = defineText(CUBA_TIME_TEXT, () => import('./cuba-time-note-text.en'));
