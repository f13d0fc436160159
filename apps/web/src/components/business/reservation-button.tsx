import { useState } from 'react';
import { countReservation } from '../../lib/api/business';
import { businessName } from '../../lib/business-info';
import { businessReservationText, openWhatsapp, whatsappLink } from '../../lib/whatsapp';
import { WhatsappIcon } from './business-icons';
import './business.css';

export interface ReservationButtonProps {
  /** The business: its id is counted, its phone digits (or the default number) and name go into the chat. */
  business: { _id: string; name?: string | null; phone?: string | null };
  className?: string;
  /** Button text; 'Reservar por WhatsApp' by default. */
  label?: string;
}

/**
 * The WhatsApp reservation (spec §7, §9): counts it with POST /api/business/{id}/reservation_count,
 * then opens the chat with the business's digits (or the configured number) and a prefilled
 * Spanish message. A failed count is only logged: the visitor still gets the chat.
 */
export function ReservationButton({ business, className, label = 'Reservar por WhatsApp' }: ReservationButtonProps) {
  const [busy, setBusy] = useState(false);
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
    openWhatsapp(whatsappLink({ phone: business.phone, text: businessReservationText(businessName(business.name)) }));
  };
  return (
    <button type="button" className={`btn reservation-button ${className ?? ''}`.trim()} onClick={onClick} aria-busy={busy || undefined}>
      <WhatsappIcon className="reservation-button__icon" />
      {label}
    </button>
  );
}
