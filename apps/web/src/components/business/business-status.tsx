import { statusText } from '../../lib/business-info';
import './business.css';

const TONE: Record<string, string> = {
  OPERATIONAL: 'open',
  CLOSED_TEMPORARILY: 'warning',
  CLOSED_PERMANENTLY: 'closed',
};

/** The business_status of spec §4 as a coloured pill ('Abierto', 'Cerrado Temp.', 'Cerrado Perm.', 'Desconocido'). */
export function BusinessStatus({ status }: { status?: string | null }) {
  const tone = (status && TONE[status]) || 'unknown';
  return (
    <span className={`business-status business-status--${tone}`}>
      <span className="business-status__dot" aria-hidden="true" />
      {statusText(status)}
    </span>
  );
}
