import { defineText } from '../lib/i18n/text';

/** The error page's texts (issue 20; docs/STYLE.md). */
export const ROUTE_ERROR_TEXT = {
  title: 'Algo salió mal',
  chunkFailed: 'No pudimos descargar esta parte de la aplicación. Revisa tu conexión y vuelve a intentarlo.',
  unexpected: 'Ocurrió un error inesperado al mostrar esta página.',
  retry: 'Reintentar',
  home: 'Ir al inicio',
} as const;

export const useRouteErrorText = defineText(ROUTE_ERROR_TEXT, () => import('./route-error-text.en'));
