import type { StatusMessage } from './map-sidebar';

export interface MapMessagesProps {
  /** What is happening now: locating, loading, nothing found, a failed load. */
  status: StatusMessage[];
  /**
   * Lasting notices in fixed slots (the fallback position, the missing tiles): a slot keeps its
   * place while empty, so a notice arriving later never moves one already shown.
   */
  notices: (StatusMessage | null)[];
}

/** An empty slot holds a no-break space: painted (tiny) from the first render. */
const EMPTY = '\u00a0';

/**
 * The map's status messages, floating over the top of the map under the search bar, on phones
 * and desktop alike (always visible, also when the phone's sidebar is folded).
 *
 * Speed (issue 11): nothing here is in the page's flow, so a message arriving or leaving moves
 * neither the sidebar nor the map; the status line has a fixed place and height and the notices
 * fixed slots below it, so no message moves another (no layout shift). Every paragraph is painted
 * from the first render (the status says 'Buscando tu ubicación...', empty slots hold a no-break
 * space): the browser takes an element's first paint for the largest contentful paint, so a
 * message that arrives later (after geolocation, a fetch or the tiles) never becomes the page's
 * late LCP.
 */
export function MapMessages({ status, notices }: MapMessagesProps) {
  const anyNotice = notices.some((n) => n !== null);
  return (
    <div className="map-messages" role="status" aria-live="polite">
      <p className={`map-messages__status${status.length === 0 ? ' map-messages__status--empty' : ''}`}>
        {status.length === 0
          ? EMPTY
          : status.map((m) => (
              <span key={m.text} className={`map-messages__line map-messages__line--${m.tone}`}>
                {m.text}
              </span>
            ))}
      </p>
      <div className={`map-messages__notices${anyNotice ? '' : ' map-messages__notices--empty'}`}>
        {notices.map((m, i) => (
          <p key={`slot-${i}`} className={m ? `map-messages__notice map-messages__notice--${m.tone}` : 'map-messages__notice map-messages__notice--empty'}>
            {m ? m.text : EMPTY}
          </p>
        ))}
      </div>
    </div>
  );
}
