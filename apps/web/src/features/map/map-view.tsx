import { Component, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useMsg } from '../../lib/i18n/messages';
import { currentMapProvider } from './provider';
import type { MapViewProps } from './types';

export type { MapViewProps } from './types';

/** Each provider (and Leaflet's CSS, or Google's loader) downloads only when it is the one drawn. */
const loadOsm = () => import('./osm/osm-map');
const loadGoogle = () => import('./google/google-map');
const OsmMap = lazy(async () => ({ default: (await loadOsm()).OsmMap }));
const GoogleMap = lazy(async () => ({ default: (await loadGoogle()).GoogleMapView }));

/** Runs `work` once the browser has painted the frame being prepared (a frame, then a task). */
function afterPaint(work: () => void): () => void {
  let timer: number | undefined;
  const frame = typeof window.requestAnimationFrame === 'function' ? window.requestAnimationFrame(() => (timer = window.setTimeout(work, 0))) : undefined;
  if (frame === undefined) timer = window.setTimeout(work, 0);
  return () => {
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** What is left where a map could not load, in the page's language. */
function MapUnavailable() {
  const msg = useMsg();
  return (
    <p className="alert alert--warning" role="status">
      {msg.mapUnavailable}
    </p>
  );
}

/** A map that cannot load (chunk, script) leaves a notice; the list and the panel keep working. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Error al cargar el mapa:', error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="map-view map-view--failed">
          <MapUnavailable />
        </div>
      );
    }
    return this.props.children;
  }
}

/** The map of the map page, on the configured provider, behind the one contract of `MapViewProps`. */
export function MapView(props: MapViewProps) {
  const provider = currentMapProvider();
  const msg = useMsg();
  // The page's frame, its notices and its list are painted first; the map's code (Leaflet and the
  // vector basemap: most of the page's bytes and main-thread work) is asked for right after that
  // first paint (issue 19), so it neither delays nor competes with what the first screen says.
  const [requested, setRequested] = useState(false);
  useEffect(() => (requested ? undefined : afterPaint(() => setRequested(true))), [requested]);
  const loading = (
    <div className="map-view map-view--loading" role="status">
      {msg.loading}
    </div>
  );
  return (
    <MapBoundary>
      <Suspense fallback={loading}>{!requested ? loading : provider === 'google' ? <GoogleMap {...props} /> : <OsmMap {...props} />}</Suspense>
    </MapBoundary>
  );
}
