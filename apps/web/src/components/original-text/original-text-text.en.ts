import type { Catalog } from '../../lib/i18n/text';
import type { ORIGINAL_TEXT } from './original-text-text';

const ORIGINAL_TEXT_EN: Catalog<typeof ORIGINAL_TEXT> = {
  inSpanish: 'In Spanish',
};
export default ORIGINAL_TEXT_EN;
