/** Headings and labels of the home page (the §8 messages themselves are in MSG). */
export const HOME_TEXT = {
  eventsTitle: 'Eventos Destacados',
  eventsCarousel: 'Próximos eventos',
  reserve: '¡Reserva ya!',
  promotedTitle: 'Recomendados por Guía Cuba',
  promotedCarousel: 'Negocios recomendados',
  seeTops: 'Ver Tops',
  categoriesTitle: 'Explora por categorías',
  seeAll: 'Ver Todo',
  eliteTitle: 'Explora lo que Te Espera',
  /** Shown above the built-in places when the elite list could not be loaded (spec §8). */
  eliteSampleNote: 'No pudimos conectar con el servidor: te mostramos algunos lugares imprescindibles de La Habana.',
  downloadTitle: 'Lleva Guía Cuba en el bolsillo',
  downloadText:
    'Instálala desde el navegador en tu teléfono: funciona sin conexión con lo que ya viste, guarda tus favoritos y los eventos de la semana siempre a mano. Las tiendas de Android y iPhone llegan pronto.',
  downloadTextAvailable:
    'Instala la app para Android: mapa sin conexión, tus favoritos y los eventos de la semana siempre a mano.',
  installBadgeTop: 'Instálala desde',
  installBadge: 'este navegador',
  androidBadgeTop: 'Descárgala para',
  androidBadge: 'Android',
  iosBadge: 'App Store',
  googlePlay: 'Google Play',
} as const;
