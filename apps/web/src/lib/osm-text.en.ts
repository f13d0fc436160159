import type { OSM_PLACE_MESSAGES } from '@guia/contracts';
import type { Catalog } from './i18n/text';

/** An OpenStreetMap place's credit and notes in English (issue 22 §1). */
const OSM_TEXT_EN: Catalog<typeof OSM_PLACE_MESSAGES> = {
  dataCredit: 'Data © OpenStreetMap',
  checkedOn: (date: string) => `Checked on ${date}`,
  editLink: 'Suggest an edit on OpenStreetMap',
  hoursAsWritten: (text: string) => `Hours according to OpenStreetMap: ${text}`,
};

export default OSM_TEXT_EN;
