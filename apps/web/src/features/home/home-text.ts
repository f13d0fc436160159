import { EVENT_BOOKING_TEXT } from '../../lib/contact-text';
import { defineText } from '../../lib/i18n/text';

/** Headings and labels of the home page (the §8 messages themselves are in MSG); English in home-text.en.ts. */
export const HOME_TEXT = {
  heroEyebrow: 'Tu guía local de Cuba',
  heroTitle: 'DESBLOQUEA LA CUBA AUTÉNTICA',
  heroLead:
    'Descubre negocios, eventos y lugares que solo conocen los de aquí, con un mapa pensado para moverte por La Habana incluso con poca conexión.',
  /** the hero's button (the same words as 'Descarga la app' of install-text.ts) */
  download: 'Descarga la app',
  featuresTitle: 'Por qué Guía Cuba',
  features: [
    {
      title: 'Selección curada',
      text: 'Lugares elegidos por gente de aquí: paladares, bares y rincones que no salen en las guías de siempre.',
    },
    {
      title: 'Todo en una guía',
      text: 'Restaurantes, compras, vida nocturna, eventos y un mapa interactivo, en una sola aplicación.',
    },
    {
      title: 'Información al día',
      text: 'Horarios, valoraciones y estado de cada negocio actualizados por sus dueños y la comunidad.',
    },
    {
      title: 'Planifica tu viaje',
      text: 'Guarda tus favoritos y arma tu itinerario para no perderte nada durante tu estancia.',
    },
  ],
  /** decorative postcards beside the hero on wide screens */
  heroCards: [
    { title: 'Paladar en el Vedado', meta: 'Comer y beber · ★ 4,8' },
    { title: 'Jazz en vivo', meta: 'Vida nocturna · sábado 21:00' },
    { title: 'Café en La Habana Vieja', meta: 'Café y té · a 300 m' },
  ],
  /** 'Próximamente en' on the badges of stores the app is not in yet */
  soonIn: 'Próximamente en',
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

/** Home's texts in the page's language. */
export const useHomeText = defineText(HOME_TEXT, () => import('./home-text.en'));
