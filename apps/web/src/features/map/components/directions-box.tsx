import { useId } from 'react';
import { MSG } from '@guia/contracts';
import { handoffLinks } from '../handoff-links';
import { formatDistance, formatDuration } from '../places';
import type { LatLng } from '../types';
import type { RouteState } from '../use-directions';
import { ExternalIcon, RouteIcon } from './map-icons';

export interface DirectionsBoxProps {
  name: string;
  destination: LatLng;
  origin: LatLng | null;
  state: RouteState;
  onRequest(): void;
  onClear(): void;
}

/**
 * Directions (issue 7): the route from the user drawn on the map with its distance and time, and
 * links that hand the destination to OsmAnd, Organic Maps or any map app (geo:), or Google Maps.
 */
export function DirectionsBox({ name, destination, origin, state, onRequest, onClear }: DirectionsBoxProps) {
  const titleId = useId();
  const links = handoffLinks(destination, name, origin);
  const loading = state.status === 'loading';
  return (
    <section className="directions" aria-labelledby={titleId}>
      <h3 id={titleId} className="map-panel__subtitle">
        Cómo llegar
      </h3>
      <div className="directions__actions">
        <button type="button" className="btn btn--primary directions__route" onClick={onRequest} disabled={loading} aria-busy={loading || undefined}>
          <RouteIcon />
          {state.status === 'ok' ? 'Recalcular ruta' : 'Ver ruta en el mapa'}
        </button>
        {state.status === 'ok' && (
          <button type="button" className="btn btn--ghost" onClick={onClear}>
            Quitar ruta
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
            <strong>{formatDuration(state.route.duration)}</strong> en coche
          </p>
        )}
      </div>
      {state.status === 'error' && (
        <p className="alert alert--error" role="alert">
          {state.message}
        </p>
      )}
      <p className="directions__apps-title">Abrir en otra aplicación:</p>
      <ul className="directions__apps">
        <li>
          <a className="directions__app" href={links.geo}>
            App de mapas (geo:)
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
