import { defineText } from '../../lib/i18n/text';

/** Every text of 'Ahorro de datos' (issue 11 §3): one place, checked by `pnpm lint:spelling` and the style test (docs/STYLE.md). */
export const DATA_SAVER_TEXT = {
  toggle: 'Ahorro de datos',
  /** '1,2 MB usados en esta visita' */
  used: 'usados en esta visita',
  showPhoto: 'Ver foto',
} as const;

export const useDataSaverText = defineText(DATA_SAVER_TEXT, () => import('./data-saver-text.en'));
