import { useId, useState } from 'react';
import { WALK_FIRST_BELOW_M, metresBetween, type TravelMode } from '@guia/contracts';
import { handoffLinks } from '../handoff-links';
import { useMapText } from '../map-text';
import { useLang } from '../../../lib/i18n/lang';
import { useMsg } from '../../../lib/i18n/messages';
import { formatDistance, formatDuration } from '../places';
import type { LatLng } from '../types';
import type { RouteState } from '../use-directions';
import { ExternalIcon, RouteIcon } from '../../../components/icons/map-icons';

/** The apps a route is handed to: their names, the same in every language. */
const APP_NAMES = { organicMaps: 'Organic Maps', osmAnd: 'OsmAnd', googleMaps: 'Google Maps' } as const;

export interface DirectionsBoxProps {
  name: string;
  destination: LatLng;
  origin: LatLng | null;
  state: RouteState;
  onRequest(mode: TravelMode): void;
  onClear(): void;
}

/** Walking first when the place is near (under WALK_FIRST_BELOW_M in a straight line), else the car (and when we do not know where the person is). */
export function defaultTravelMode(origin: LatLng | null, destination: LatLng): TravelMode {
  if (!origin) return 'car';
  return metresBetween(origin, destination) < WALK_FIRST_BELOW_M ? 'foot' : 'car';
}

/**
 * Directions (issue 7, issue 22 §2): on foot or by car (walking first for a place under 3 km), the
 * route drawn on the map with its distance and time, and links that hand the destination (and the
 * mode, where the app takes one) to OsmAnd, Organic Maps or any map app (geo:), or Google Maps.
 */
export function DirectionsBox({ name, destination, origin, state, onRequest, onClear }: DirectionsBoxProps) {
  const titleId = useId();
  const text = useMapText();
  const msg = useMsg();
  const lang = useLang();
  const [mode, setMode] = useState<TravelMode>(() => defaultTravelMode(origin, destination));
  const links = handoffLinks(destination, name, origin, mode);
  const loading = state.status === 'loading';
  const modes: TravelMode[] = defaultTravelMode(origin, destination) === 'foot' ? ['foot', 'car'] : ['car', 'foot'];
  const choose = (next: TravelMode) => {
    if (next === mode) return;
    setMode(next);
    // a route on the map is asked again in the new mode
    if (state.status === 'ok' || state.status === 'loading') onRequest(next);
  };
  return (
    <section className="directions" aria-labelledby={titleId}>
      <h3 id={titleId} className="map-panel__subtitle">
        {text.howToGetThere}
      </h3>
      <div className="directions__modes" role="group" aria-label={text.travelMode}>
        {modes.map((m) => (
          <button key={m} type="button" className="directions__mode" aria-pressed={mode === m} onClick={() => choose(m)}>
            {m === 'foot' ? text.byFoot : text.byCar}
          </button>
        ))}
      </div>
      <div className="directions__actions">
        <button type="button" className="btn btn--primary directions__route" onClick={() => onRequest(mode)} disabled={loading} aria-busy={loading || undefined}>
          <RouteIcon />
          {state.status === 'ok' ? text.recalculateRoute : text.showRoute}
        </button>
        {state.status === 'ok' && (
          <button type="button" className="btn btn--ghost" onClick={onClear}>
            {text.removeRoute}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" className="directions__status">
        {loading && <p className="map-status">{msg.routeLoading}</p>}
        {state.status === 'ok' && (
          <p className="directions__summary">
            <strong>{formatDistance(state.route.distance, lang)}</strong>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            <strong>{formatDuration(state.route.duration)}</strong> {state.route.mode === 'foot' ? text.onFoot : text.inCar}
            {state.route.estimated && <span className="directions__estimated"> {text.estimated}</span>}
          </p>
        )}
      </div>
      {state.status === 'error' && (
        <p className="alert alert--error" role="alert">
          {msg[state.message]}
        </p>
      )}
      <p className="directions__apps-title">{text.otherApps}</p>
      <ul className="directions__apps">
        <li>
          <a className="directions__app" href={links.geo}>
            {text.geoApp}
          </a>
        </li>
        <li>
          <a className="directions__app" href={links.organicMaps} target="_blank" rel="noopener noreferrer">
            {APP_NAMES.organicMaps}
            <ExternalIcon width={14} height={14} />
          </a>
        </li>
        <li>
          <a className="directions__app" href={links.osmAnd} target="_blank" rel="noopener noreferrer">
            {APP_NAMES.osmAnd}
            <ExternalIcon width={14} height={14} />
          </a>
        </li>
        <li>
          <a className="directions__app" href={links.googleMaps} target="_blank" rel="noopener noreferrer">
            {APP_NAMES.googleMaps}
            <ExternalIcon width={14} height={14} />
          </a>
        </li>
      </ul>
    </section>
  );
}
