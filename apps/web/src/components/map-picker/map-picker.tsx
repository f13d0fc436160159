import { Component, Suspense, lazy, type ReactNode } from 'react';
import { MSG } from '@guia/contracts';
import type { MapPickerProps } from './types';
import './map-picker.css';

export type { MapPickerProps, MapPoint } from './types';

/** Leaflet (and its CSS) only download when a picker is first shown. */
const LeafletMapPicker = lazy(async () => ({ default: (await import('./leaflet-map-picker')).LeafletMapPicker }));

/** A failed chunk or a Leaflet error leaves a notice, never a broken form. */
class PickerBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="alert alert--warning map-picker__notice" role="status">
          {MSG.mapPickerUnavailable}
        </p>
      );
    }
    return this.props.children;
  }
}

/**
 * A small point picker on the app's own basemap (BasemapLayer), lazy-loaded. Clicking the map,
 * or pressing 'Usar el centro del mapa' after panning with the keyboard, picks a point. When the
 * tiles or the script cannot be loaded it says so; the form's own latitude/longitude inputs keep
 * working either way.
 */
export function MapPicker(props: MapPickerProps) {
  return (
    <PickerBoundary>
      <Suspense
        fallback={
          <div className="map-picker map-picker--loading" role="status">
            {MSG.loading}
          </div>
        }
      >
        <LeafletMapPicker {...props} />
      </Suspense>
    </PickerBoundary>
  );
}
