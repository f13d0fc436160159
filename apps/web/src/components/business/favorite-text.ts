import { defineText } from '../../lib/i18n/text';

/** The heart's texts (its own file: the business page loads the heart lazily); English in favorite-text.en.ts. */
export const FAVORITE_TEXT = {
  favorite: 'Favorito',
  /** the heart's name, and when it is on ('Guardar La Guarida en favoritos') */
  save: (name: string) => (name ? `Guardar ${name} en favoritos` : 'Guardar en favoritos'),
  remove: (name: string) => (name ? `Quitar ${name} de favoritos` : 'Quitar de favoritos'),
} as const;

/** The heart's texts in the page's language. */
export const useFavoriteText = defineText(FAVORITE_TEXT, () => import('./favorite-text.en'));
