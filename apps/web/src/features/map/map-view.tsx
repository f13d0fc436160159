import { Component, Suspense, lazy, type ReactNode } from 'react';
import { useMsg } from '../../lib/i18n/messages';
import { currentMapProvider } from './provider';
import type { MapViewProps } from './types';

export type { MapViewProps } from './types';

/** Each provider (and Leaflet's CSS, or Google's loader) downloads only when it is the one drawn. */
const OsmMap = lazy(async () => ({ default: (await import('./osm/osm-map')).OsmMap }));
const GoogleMap = lazy(async () => ({ default: (await import('./google/google-map')).GoogleMapView }));

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
  return (
    <MapBoundary>
      <Suspense
        fallback={
          <div className="map-view map-view--loading" role="status">
            {msg.loading}
          </div>
        }
      >
        {provider === 'google' ? <GoogleMap {...props} /> : <OsmMap {...props} />}
      </Suspense>
    </MapBoundary>
  );
}
