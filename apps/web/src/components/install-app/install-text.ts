import { defineText } from '../../lib/i18n/text';

/** Texts of 'Descarga la app' (issue 11 §1): the browser's install dialog, the Android package, or how to add the guide by hand. */
export const INSTALL_TEXT = {
  button: 'Descarga la app',
  installed: 'Instalada',
  dialogTitle: 'Añade Guía Cuba a tu pantalla de inicio',
  intro:
    'Tu navegador no ofrece instalarla con un toque, pero puedes añadirla en unos segundos: se abre como una app, ocupa muy poco y muestra sin conexión lo que ya hayas visto.',
  iosTitle: 'iPhone o iPad (Safari)',
  iosSteps: 'Toca el botón «Compartir» (el cuadrado con la flecha hacia arriba) y elige «Añadir a pantalla de inicio».',
  androidTitle: 'Android (Chrome, Edge, Samsung Internet)',
  androidSteps: 'Abre el menú ⋮ del navegador y elige «Instalar aplicación» o «Añadir a pantalla de inicio».',
  desktopTitle: 'Ordenador (Chrome o Edge)',
  desktopSteps: 'Pulsa el icono de instalar al final de la barra de direcciones, o el menú ⋮ → «Instalar Guía Cuba».',
  apkLink: 'Descargar el paquete para Android',
  close: 'Entendido',
} as const;

export const useInstallText = defineText(INSTALL_TEXT, () => import('./install-text.en'));
