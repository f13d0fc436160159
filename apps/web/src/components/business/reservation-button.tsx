import { useState } from 'react';
import { countReservation } from '../../lib/api/business';
import { businessName } from '../../lib/business-info';
import { reservationNumber } from '../../lib/contact-actions';
import { useContactText } from '../../lib/contact-text';
import { businessReservationText, openWhatsapp, whatsappLink } from '../../lib/whatsapp';
import { WhatsappIcon } from '../icons/place-icons';
import './business.css';

export interface ReservationButtonProps {
  /** The business: its id is counted, its own number and name go into the chat. */
  business: { _id: string; name?: string | null; phone?: string | null; reservations?: boolean | null; source?: string };
  className?: string;
  /** Button text; 'Reservar por WhatsApp' ('Book on WhatsApp') by default. */
  label?: string;
}

/**
 * The WhatsApp reservation (spec §7, §9; issue 20 §6): shown only for a place that takes
 * reservations at its own number (`canReserve`, lib/contact-actions.ts) — nothing at all
 * otherwise, so a message worded to the venue never goes to anyone else. Counts it with POST
 * /api/business/{id}/reservation_count, then opens the chat with the place's own number and a
 * prefilled Spanish message. A failed count is only logged: the visitor still gets the chat.
 */
export function ReservationButton({ business, className, label }: ReservationButtonProps) {
  const text = useContactText();
  const [busy, setBusy] = useState(false);
  const phone = reservationNumber(business);
  if (!phone) return null;
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await countReservation(business._id);
    } catch (error) {
      console.error('No se pudo registrar la reserva:', error);
    } finally {
      setBusy(false);
    }
    openWhatsapp(whatsappLink({ phone, text: businessReservationText(businessName(business.name)) }));
  };
  return (
    <button type="button" className={`btn reservation-button ${className ?? ''}`.trim()} onClick={onClick} aria-busy={busy || undefined}>
      <WhatsappIcon className="reservation-button__icon" />
      {label ?? text.contact.reserve}
    </button>
  );
}
