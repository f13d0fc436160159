import { ownWhatsappNumber, takesReservations, type ReservablePlace } from '@guia/contracts';
import { env } from '../config/env';
import { placeActions, type PlaceAction, type PlaceLike } from './place-actions';

export { CONTACT_TEXT } from './contact-text';
export { telHref } from './place-actions';

/**
 * What a place offers a visitor to do (issue 20 §6), in the order shown. The one rule of who
 * takes a WhatsApp reservation is contracts' `takesReservations`: an own business that says it
 * takes them and has its own number (never the guide's). Everything else gets what fits
 * (placeActions, lib/place-actions.ts): call it, find the way there, share it.
 */
export type ContactAction =
  /** 'Reservar por WhatsApp': the chat with the place's own number (country code first) */
  | { kind: 'reserve'; whatsapp: string }
  | PlaceAction;

export type ContactPlace = ReservablePlace & PlaceLike;

/** Whether 'Reservar por WhatsApp' is offered: the rule, with this build's guide number never counted as the place's own. */
export const canReserve = (place: ReservablePlace): boolean => takesReservations(place, env.whatsappPhone);

/** The place's own WhatsApp number when it takes reservations, else null (never the guide's). */
export const reservationNumber = (place: ReservablePlace): string | null =>
  canReserve(place) ? ownWhatsappNumber(place.phone, env.whatsappPhone) : null;

/** The actions of a place, in order: reserve (only when it takes reservations at its own number), call, directions, share. */
export function contactActions(place: ContactPlace): ContactAction[] {
  const whatsapp = reservationNumber(place);
  return [...(whatsapp ? [{ kind: 'reserve', whatsapp } as const] : []), ...placeActions(place)];
}
