import { openStatusOf, todayStatusLine, type HoursSource } from '../../lib/opening-status';
import { useNow } from '../../lib/use-now';
import { useHoursWords } from '../../lib/hours-text';
import './business.css';

export interface BusinessStatusProps {
  /** The business (its `hours` and `business_status`) or the Google place (its `opening_hours.open_now`). */
  business: HoursSource;
  /** "Now", for tests; defaults to the current minute (the server's while hydrating), kept current. */
  now?: Date;
}

/**
 * Open or not right now, in Havana's time (issue 16), as a coloured pill: 'Abierto · cierra a las
 * 16:00' (green), 'Cierra pronto · 16:00' (amber), 'Cerrado · abre hoy a las 19:00' and the
 * business_status closures (red; closed for good grey), 'Horario no disponible' (neutral).
 */
export function BusinessStatus({ business, now }: BusinessStatusProps) {
  const current = useNow();
  const words = useHoursWords();
  const { text, tone } = openStatusOf(business, now ?? current, words);
  // the owner's word for today (issue 21 §4), beside the pill it overrides
  const today = todayStatusLine(business, now ?? current, words);
  return (
    <>
      <span className={`business-status business-status--${tone}`} data-tone={tone}>
        <span className="business-status__dot" aria-hidden="true" />
        {text}
      </span>
      {today && <span className="business-status-today">{today}</span>}
    </>
  );
}
