import { useId, useState } from 'react';
import { MSG, WALK_FIRST_BELOW_M, metresBetween, type TravelMode } from '@guia/contracts';
import { handoffLinks } from '../handoff-links';
import { MAP_TEXT } from '../map-text';
import { formatDistance, formatDuration } from '../places';
import type { LatLng } from '../types';
import type { RouteState } from '../use-directions';
import { ExternalIcon, RouteIcon } from '../../../components/icons/map-icons';

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
        {MAP_TEXT.howToGetThere}
      </h3>
      <div className="directions__modes" role="group" aria-label={MAP_TEXT.travelMode}>
        {modes.map((m) => (
          <button key={m} type="button" className="directions__mode" aria-pressed={mode === m} onClick={() => choose(m)}>
            {m === 'foot' ? MAP_TEXT.byFoot : MAP_TEXT.byCar}
          </button>
        ))}
      </div>
      <div className="directions__actions">
        <button type="button" className="btn btn--primary directions__route" onClick={() => onRequest(mode)} disabled={loading} aria-busy={loading || undefined}>
          <RouteIcon />
          {state.status === 'ok' ? MAP_TEXT.recalculateRoute : MAP_TEXT.showRoute}
        </button>
        {state.status === 'ok' && (
          <button type="button" className="btn btn--ghost" onClick={onClear}>
            {MAP_TEXT.removeRoute}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" className="directions__status">
        {loading && <p className="map-status">{MSG.routeLoading}</p>}
        {state.status === 'ok' && (
          <p className="directions__summary">
            <strong>{formatDistance(state.route.distance)}</strong>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            <strong>{formatDuration(state.route.duration)}</strong> {state.route.mode === 'foot' ? MAP_TEXT.onFoot : MAP_TEXT.inCar}
            {state.route.estimated && <span className="directions__estimated"> {MAP_TEXT.estimated}</span>}
          </p>
        )}
      </div>
      {state.status === 'error' && (
        <p className="alert alert--error" role="alert">
          {state.message}
        </p>
      )}
      <p className="directions__apps-title">{MAP_TEXT.otherApps}</p>
      <ul className="directions__apps">
        <li>
          <a className="directions__app" href={links.geo}>
            {MAP_TEXT.geoApp}
          </a>
        </li>
        <li>
          <a className="directions__app" href={links.organicMaps} target="_blank" rel="noopener noreferrer">
            Organic Maps
            <ExternalIcon width={14} height={14} />
          </a>
        </li>
        <li>
          <a className="directions__app" href={links.osmAnd} target="_blank" rel="noopener noreferrer">
            OsmAnd
            <ExternalIcon width={14} height={14} />
          </a>
        </li>
        <li>
          <a className="directions__app" href={links.googleMaps} target="_blank" rel="noopener noreferrer">
            Google Maps
            <ExternalIcon width={14} height={14} />
          </a>
        </li>
      </ul>
    </section>
  );
}
