import { HOME_CATEGORIES } from '@guia/contracts';
import { plural } from '../../lib/i18n/icu';
import { defineText } from '../../lib/i18n/text';

const SPANISH_CATEGORIES: Record<string, string> = Object.fromEntries(HOME_CATEGORIES.map((c) => [c.name, c.nombre]));

/** Texts of the shared place components (reviews, hours, chips, heart), in one place (issue 20; docs/STYLE.md); English in place-text.en.ts. */
export const PLACE_TEXT = {
  /** '1 estrella', '4 estrellas' (a star button's name) */
  stars: plural('count', { one: '# estrella', other: '# estrellas' }),
  /** '4 de 5 estrellas' (the stars' picture) */
  starsOf5: plural('count', { one: '# de 5 estrellas', other: '# de 5 estrellas' }),
  /** a home category's name by its identifier ('night_club' → 'Vida Nocturna', as the guide's data names it) */
  categoryName: (id: string): string | undefined => SPANISH_CATEGORIES[id.trim().toLowerCase()],
  reviewForm: 'Escribe tu opinión',
  yourComment: 'Tu comentario',
  commentPlaceholder: 'Cuéntanos qué te pareció',
  publishing: 'Publicando...',
  publish: 'Publicar opinión',
  yourRating: 'Tu calificación',
  showWeek: 'Ver horario de la semana',
  hideWeek: 'Ocultar horario',
  specialDays: 'Días con horario especial',
  categories: 'Categorías',
  /** a place's photos ('La Guarida, foto 2 de 5') */
  photos: (name: string) => `Fotos de ${name}`,
  photo: (n: number, count: number) => `Foto ${n} de ${count}`,
  photoAlt: (name: string, n: number, count: number) => `${name}, foto ${n} de ${count}`,
  noPhotos: (name: string) => `${name}, sin fotos`,
} as const;

/** The place components' texts in the page's language. */
export const usePlaceText = defineText(PLACE_TEXT, () => import('./place-text.en'));
