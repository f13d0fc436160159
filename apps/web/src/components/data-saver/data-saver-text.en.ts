import type { Catalog } from '../../lib/i18n/text';
import type { DATA_SAVER_TEXT } from './data-saver-text';

const DATA_SAVER_TEXT_EN: Catalog<typeof DATA_SAVER_TEXT> = {
  toggle: 'Data saver',
  used: 'used on this visit',
  showPhoto: 'Show photo',
};
export default DATA_SAVER_TEXT_EN;
