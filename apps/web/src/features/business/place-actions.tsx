import { Link } from 'react-router-dom';
import { MapIcon, PhoneIcon } from '../../components/icons/place-icons';
import { ReservationButton } from '../../components/business/reservation-button';
import { paths } from '../../config/paths';
import { contactActions, type ContactPlace } from '../../lib/contact-actions';
import type { MapNavState } from '../../lib/nav-state';
import { useContactText } from '../../lib/contact-text';

export interface PlaceActionsProps {
  /** What the page shows of the place (the card's partial copy while it loads). */
  business: ContactPlace & { _id: string; name?: string | null };
}

/**
 * The place's actions on its page (issue 20 §6), as contactActions says: 'Reservar por WhatsApp'
 * only where it takes reservations at its own number, 'Llamar' when it has a phone, 'Cómo llegar'
 * (the map with the place selected, where its directions are). 'Compartir' is the page's own.
 * The last two are plain links: drawn by the server, they work before this code arrives.
 */
export function PlaceActions({ business }: PlaceActionsProps) {
  const { contact } = useContactText();
  return (
    <>
      {contactActions(business).map((action) => {
        switch (action.kind) {
          case 'reserve':
            return <ReservationButton key="reserve" business={business} className="business-page__reserve" />;
          case 'call':
            return (
              <a key="call" className="btn btn--ghost" href={action.href}>
                <PhoneIcon className="business-page__btn-icon" />
                {contact.call}
              </a>
            );
          case 'directions':
            // ?negocio= opens the map on the place even before the app's code runs (or after a reload)
            return (
              <Link
                key="directions"
                className="btn btn--ghost"
                to={`${paths.map}?negocio=${encodeURIComponent(business._id)}`}
                state={{ selectedBusiness: business, focusOnBusiness: true } satisfies MapNavState}
              >
                <MapIcon className="business-page__btn-icon" />
                {contact.directions}
              </Link>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
