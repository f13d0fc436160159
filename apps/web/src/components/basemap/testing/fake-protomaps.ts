import { GridLayer } from 'leaflet';
import type { LeafletLayerOptions } from 'protomaps-leaflet';

/**
 * protomaps-leaflet for component tests (jsdom has no canvas to draw on): a plain Leaflet grid
 * layer carrying the attribution, recording the options it was made with.
 * `vi.mock('protomaps-leaflet', () => import('…/testing/fake-protomaps'))`.
 */
export const createdLayers: { options: LeafletLayerOptions; layer: GridLayer }[] = [];

export function leafletLayer(options: LeafletLayerOptions = {}) {
  const layer = new (class extends GridLayer {
    protected override createTile() {
      return document.createElement('canvas');
    }
  })({ attribution: options.attribution });
  createdLayers.push({ options, layer });
  return layer;
}
