import { EVENT_BOOKING_TEXT } from '../../lib/contact-text';

/** Headings and labels of the home page (the §8 messages themselves are in MSG). */
export const HOME_TEXT = {
  eventsTitle: 'Eventos destacados',
  eventsCarousel: 'Próximos eventos',
  /** issue 22 §4: events out of the app, and when */
  eventsWhen: 'Cuándo',
  eventsAll: 'Próximos',
  eventsTonight: 'Esta noche',
  eventsWeekend: 'Este fin de semana',
  noEventsTonight: 'No hay eventos esta noche.',
  noEventsWeekend: 'No hay eventos este fin de semana.',
  addToCalendar: 'Añadir al calendario',
  subscribeCalendar: 'Suscribirse a los eventos en tu calendario',
  /** the event's button (issue 20 §6: '¡Reserva ya!' only where a venue takes reservations; lib/event-reservation.ts) */
  reserve: EVENT_BOOKING_TEXT.reserve,
  ask: EVENT_BOOKING_TEXT.ask,
  promotedTitle: 'Recomendados por Guía Cuba',
  promotedCarousel: 'Negocios recomendados',
  seeTops: 'Ver Tops',
  categoriesTitle: 'Explora por categorías',
  seeAll: 'Ver todo',
  eliteTitle: 'Explora lo que te espera',
  /** the hero's link for a visitor who is not signed in */
  login: 'Iniciar sesión',
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
