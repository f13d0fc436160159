import { formatDateTime } from './format';

/**
 * Prefilled reservation message for an event ('¡Reserva ya!'). `start` is the event's start (the
 * stored instant): written in Cuba's time, named as such, whatever the phone's zone, since the
 * business reads it in Havana. Without a start (or not a date) the message names no date.
 */
export function eventReservationText(title: string, start?: string | number | Date | null): string {
  const when = start == null || start === '' ? null : formatDateTime(start);
  return when
    ? `Hola, quiero reservar para el evento "${title}" del ${when} (hora de Cuba). ¿Tienen disponibilidad?`
    : `Hola, quiero reservar para el evento "${title}". ¿Tienen disponibilidad?`;
}
