import { defineText } from './i18n/text';

/**
 * What a person reads on the contact actions of a place and of an event (issue 20 §6): one verb
 * per action ('Compartir' is the business page's own, drawn with its first code). The rule of which actions a place offers is lib/contact-actions.ts; an event's
 * button, lib/event-reservation.ts.
 */
export const CONTACT_TEXT = {
  reserve: 'Reservar por WhatsApp',
  call: 'Llamar',
  directions: 'Cómo llegar',
} as const;

/** An event's WhatsApp button and, under it, who answers. */
export const EVENT_BOOKING_TEXT = {
  /** to the venue, which takes reservations at its own number */
  reserve: '¡Reserva ya!',
  /** to Guía Cuba, when no venue of the event takes them */
  ask: 'Consultar por WhatsApp',
  withVenue: (name: string) => `Reservas con ${name}`,
  withGuide: 'Te responde Guía Cuba',
} as const;

/** The contact actions' texts in the page's language (English: contact-text.en.ts). */
export const useContactText = defineText({ contact: CONTACT_TEXT, eventBooking: EVENT_BOOKING_TEXT }, () => import('./contact-text.en'));
