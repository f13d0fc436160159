import { CloseIcon } from '../../../components/icons/icons';
import { useMapText } from '../map-text';
import type { StatusMessage } from './map-sidebar';

/** A lasting notice (the position we do not know, the missing tiles, the category from home). */
export interface MapNotice extends StatusMessage {
  id: string;
  /** What the person can do about it ('Usar mi ubicación'). */
  action?: { label: string; onClick(): void };
}

export interface MapMessagesProps {
  /** What is happening now: locating, loading, a failed load. */
  status: StatusMessage[];
  notices: MapNotice[];
  onDismiss(id: string): void;
}

/** An empty status line holds a no-break space: it keeps its height from the first render. */
const EMPTY = '\u00a0';

/**
 * The map's messages, in the page's flow between the search bar and the map (issue 20 §3): they
 * never float over the map, so they cover neither a marker nor an open info window, on phones and
 * desktop alike. The status line keeps one line's height even when empty (speed, issue 11: what it
 * says can change without moving the map); each notice can be closed ('Cerrar aviso').
 */
export function MapMessages({ status, notices, onDismiss }: MapMessagesProps) {
  const words = useMapText();
  return (
    <div className="map-messages">
      <p className={`map-messages__status${status.length === 0 ? ' map-messages__status--empty' : ''}`} role="status" aria-live="polite">
        {status.length === 0
          ? EMPTY
          : status.map((m) => (
              <span key={m.text} className={`map-messages__line map-messages__line--${m.tone}`}>
                {m.text}
              </span>
            ))}
      </p>
      <div className="map-messages__notices" role="status" aria-live="polite" aria-label={words.noticesLabel}>
        {notices.map((n) => (
          <div key={n.id} className={`map-notice map-notice--${n.tone}`}>
            <p className="map-notice__text">{n.text}</p>
            {n.action && (
              <button type="button" className="btn btn--ghost btn--sm map-notice__action" onClick={n.action.onClick}>
                {n.action.label}
              </button>
            )}
            <button type="button" className="map-notice__close" aria-label={words.dismissNotice} onClick={() => onDismiss(n.id)}>
              <CloseIcon width={16} height={16} />
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
