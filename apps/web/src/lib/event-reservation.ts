import { ownWhatsappNumber } from '@guia/contracts';
import { env } from '../config/env';
import { EVENT_BOOKING_TEXT } from './contact-text';
import { formatDateTime } from './format';
import type { Catalog } from './i18n/text';

export { EVENT_BOOKING_TEXT };

/** ' del 05/12/2026, 21:00 (hora de Cuba)' in Cuba's time, whatever the phone's zone; '' without a date. */
function when(start?: string | number | Date | null): string {
  const at = start == null || start === '' ? null : formatDateTime(start);
  return at ? ` del ${at} (hora de Cuba)` : '';
}

/**
 * The message to the venue ('¡Reserva ya!'). `start` is the event's start (the stored instant):
 * written in Cuba's time, named as such, since the venue reads it in Havana.
 */
export function eventReservationText(title: string, start?: string | number | Date | null): string {
  return `Hola, quiero reservar para el evento "${title}"${when(start)}. ¿Tienen disponibilidad?`;
}

/** The message to Guía Cuba when no venue of the event takes reservations: a question, not a booking. */
export function eventInquiryText(title: string, start?: string | number | Date | null): string {
  return `Hola, Guía Cuba: me interesa el evento «${title}»${when(start)}. ¿Cómo puedo reservar?`;
}

export interface BookableEvent {
  reservation_venue?: { _id: string; name: string; phone: string } | null;
}

/** What an event's button does: reserve with its venue, or ask the guide. */
export type EventBooking =
  | { kind: 'venue'; label: string; note: string; phone: string; venueId: string; text: string }
  | { kind: 'ask'; label: string; note: string; phone: string; text: string };

/**
 * '¡Reserva ya!' writes to the venue only when the API names one (`reservation_venue`: it takes
 * reservations at its own number) and that number is not the guide's; otherwise 'Consultar por
 * WhatsApp' writes to Guía Cuba, worded to Guía Cuba. Never the guide's number worded to a venue.
 */
export function eventBooking(
  event: BookableEvent,
  title: string,
  start?: string | number | Date | null,
  // the button's words in the page's language; the message itself stays Spanish (a Cuban venue or the guide reads it)
  t: Catalog<typeof EVENT_BOOKING_TEXT> = EVENT_BOOKING_TEXT,
): EventBooking {
  const venue = event.reservation_venue;
  const phone = venue ? ownWhatsappNumber(venue.phone, env.whatsappPhone) : null;
  if (venue && phone) {
    return {
      kind: 'venue',
      label: t.reserve,
      note: t.withVenue(venue.name),
      phone,
      venueId: venue._id,
      text: eventReservationText(title, start),
    };
  }
  return { kind: 'ask', label: t.ask, note: t.withGuide, phone: env.whatsappPhone, text: eventInquiryText(title, start) };
}
