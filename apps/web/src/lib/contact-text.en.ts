import type { Catalog } from './i18n/text';
import type { CONTACT_TEXT, EVENT_BOOKING_TEXT } from './contact-text';

/** The contact actions in English (issue 22 §1). The WhatsApp messages themselves stay Spanish: a Cuban venue reads them. */
const CONTACT_TEXT_EN: Catalog<{ contact: typeof CONTACT_TEXT; eventBooking: typeof EVENT_BOOKING_TEXT }> = {
  contact: {
    reserve: 'Book on WhatsApp',
    call: 'Call',
    directions: 'Directions',
  },
  eventBooking: {
    reserve: 'Book now!',
    ask: 'Ask on WhatsApp',
    withVenue: (name: string) => `Bookings with ${name}`,
    withGuide: 'Guía Cuba answers you',
  },
};
export default CONTACT_TEXT_EN;
