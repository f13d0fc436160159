import type { Catalog } from '../lib/i18n/text';
import type { CUBA_TIME_TEXT } from './cuba-time-note-text';

const CUBA_TIME_TEXT_EN: Catalog<typeof CUBA_TIME_TEXT> = {
  lead: 'Times in Cuba’s time',
  behind: 'behind this device',
  ahead: 'ahead of this device',
};
export default CUBA_TIME_TEXT_EN;
