import type { Catalog } from '../lib/i18n/text';
import type { ROUTE_ERROR_TEXT } from './route-error-text';

const ROUTE_ERROR_TEXT_EN: Catalog<typeof ROUTE_ERROR_TEXT> = {
  title: 'Something went wrong',
  chunkFailed: 'We could not download this part of the app. Check your connection and try again.',
  unexpected: 'An unexpected error occurred while showing this page.',
  retry: 'Try again',
  home: 'Go to the home page',
};
export default ROUTE_ERROR_TEXT_EN;
