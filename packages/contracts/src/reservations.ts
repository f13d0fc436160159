/**
 * Who takes a reservation over WhatsApp (issue 20 §6): the one rule the API (an event's reserving
 * venue, the reservation counter) and the web (the business page, the map panel, the home events)
 * read. No zod here: the public pages load it.
 *
 * A place offers 'Reservar por WhatsApp' only when all of these hold:
 * - it is one of the guide's own businesses (never a Google or OpenStreetMap place);
 * - its record says it takes reservations (`reservations: true`, set by an admin or the seed);
 * - it has its own number: at least 8 digits, and not the guide's own number.
 * Otherwise the message would go to someone who cannot answer it as the venue.
 */

/** Fewest digits of a number WhatsApp can reach (Cuba's numbers have 8 without the country code). */
export const MIN_PHONE_DIGITS = 8;

/** The digits of a phone ('+53 7 866 9047' → '5378669047'); '' when it has none. */
export const phoneDigits = (phone?: string | null): string => (phone ?? '').replace(/\D/g, '');

/**
 * The place's own number, as WhatsApp wants it (country code first): a Cuban number written
 * without its country code (8 digits) gets 53. null when it has no usable number, or when the
 * number is the guide's (`guideDigits`).
 */
export function ownWhatsappNumber(phone?: string | null, guideDigits?: string): string | null {
  const digits = phoneDigits(phone);
  if (digits.length < MIN_PHONE_DIGITS) return null;
  const full = digits.length === MIN_PHONE_DIGITS ? `53${digits}` : digits;
  if (guideDigits && (full === guideDigits || digits === guideDigits)) return null;
  return full;
}

export interface ReservablePlace {
  /** 'mongo' (or absent: a card's partial copy) for the guide's own; 'google' and 'osm' never reserve */
  source?: string;
  reservations?: boolean | null;
  phone?: string | null;
}

/** The rule above: true only for an own business that takes reservations and has its own number. */
export function takesReservations(place: ReservablePlace, guideDigits?: string): boolean {
  if (place.source !== undefined && place.source !== 'mongo') return false;
  return place.reservations === true && ownWhatsappNumber(place.phone, guideDigits) !== null;
}

/** Labels (categories or types, compared without accents or case) of places that take table bookings. */
export const RESERVATION_LABELS = [
  'restaurant',
  'restaurante',
  'paladar',
  'comer y beber',
  'bar',
  'night_club',
  'vida nocturna',
  'cabaret',
  'discoteca',
] as const;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * What a business stored before the `reservations` field reads as (the start-up migration writes
 * it once): true only for a restaurant, bar or club (RESERVATION_LABELS) with its own number;
 * monuments, squares, museums, shops and everything else: false, until an admin says otherwise.
 */
export function defaultReservations(b: { categories?: readonly string[]; types?: readonly string[]; phone?: string | null }): boolean {
  if (ownWhatsappNumber(b.phone) === null) return false;
  const labels = new Set([...(b.categories ?? []), ...(b.types ?? [])].map(fold));
  return RESERVATION_LABELS.some((l) => labels.has(l));
}
