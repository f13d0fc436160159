import type { Catalog } from '../../lib/i18n/text';
import type { INSTALL_TEXT } from './install-text';

const INSTALL_TEXT_EN: Catalog<typeof INSTALL_TEXT> = {
  button: 'Get the app',
  installed: 'Installed',
  dialogTitle: 'Add Guía Cuba to your home screen',
  intro:
    'Your browser does not offer to install it with one tap, but you can add it in a few seconds: it opens like an app, takes very little space and shows what you have already seen offline.',
  iosTitle: 'iPhone or iPad (Safari)',
  iosSteps: 'Tap the “Share” button (the square with the arrow pointing up) and choose “Add to Home Screen”.',
  androidTitle: 'Android (Chrome, Edge, Samsung Internet)',
  androidSteps: 'Open the browser’s ⋮ menu and choose “Install app” or “Add to Home screen”.',
  desktopTitle: 'Computer (Chrome or Edge)',
  desktopSteps: 'Click the install icon at the end of the address bar, or the ⋮ menu → “Install Guía Cuba”.',
  apkLink: 'Download the Android package',
  close: 'Got it',
};
export default INSTALL_TEXT_EN;
