/** Texts of the shared place components (reviews, hours, chips, heart), in one place (issue 20; docs/STYLE.md). */
export const PLACE_TEXT = {
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
  favorite: 'Favorito',
} as const;
