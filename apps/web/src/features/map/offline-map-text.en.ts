import type { OFFLINE_MAP_MESSAGES } from './offline-map-text';
import type { Catalog } from '../../lib/i18n/text';

/** The offline map in English (issue 22 §1). */
const OFFLINE_MAP_TEXT_EN: Catalog<typeof OFFLINE_MAP_MESSAGES> = {
  title: 'Offline map',
  download: (size: string) => `Download the map to use offline (${size})`,
  downloading: 'Downloading the map…',
  progressLabel: 'Map download progress',
  cancel: 'Cancel',
  saved: 'Map saved on this phone',
  remove: (size: string) => `Delete (${size})`,
  removeLabel: (size: string) => `Delete the saved map (${size})`,
  update: (size: string) => `Update the map (${size})`,
  notEnoughSpace: (needed: string, free: string) => `Not enough space on this phone to save the map: it needs ${needed} and ${free} is free.`,
  failed: "Couldn't download the map. Try again when you're online.",
  removeFailed: "Couldn't delete the saved map.",
  unsupported: "This browser can't save the map on your phone.",
};

export default OFFLINE_MAP_TEXT_EN;
