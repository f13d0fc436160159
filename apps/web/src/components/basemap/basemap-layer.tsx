import { useEffect, useRef, useState } from 'react';
import { control, type Layer, type Map as LeafletMap } from 'leaflet';
import { useMap } from 'react-leaflet';
import { FetchSource, FileSource, PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { leafletLayer } from 'protomaps-leaflet';
import { attributionHtml, resolveBasemap, type BasemapChoice } from '../../lib/basemap/basemap';
import { onSavedMapChange } from '../../lib/basemap/saved-map';

/** The light Protomaps flavour, labels in Spanish: one style for the embedded and the OSM archive. */
export const BASEMAP_FLAVOR = 'light';
export const BASEMAP_LANG = 'es';

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** A PMTiles source that tells once when the archive cannot be read (no network, a 404). */
class WatchedSource implements Source {
  constructor(
    private readonly inner: Source,
    private readonly onError: () => void,
  ) {}

  getKey() {
    return this.inner.getKey();
  }

  async getBytes(offset: number, length: number, signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    try {
      return await this.inner.getBytes(offset, length, signal, etag);
    } catch (error) {
      if (!isAbort(error)) this.onError();
      throw error;
    }
  }
}

function sourceOf(choice: BasemapChoice): Source {
  if (choice.from === 'server') return new FetchSource(choice.url);
  const { file, meta } = choice.saved;
  // OPFS gives a File; IndexedDB may give back a plain Blob, which FileSource reads as well once named
  return new FileSource(file instanceof Blob && !(file instanceof File) ? new File([file], meta.file) : (file as File));
}

/**
 * A map made without its credits line (`attributionControl={false}`) gets it here, once the
 * basemap is known, already holding the archive's credits: a line that is there from the first
 * frame and then grows when the credits arrive moves (a layout shift, issue 19).
 */
function ensureAttribution(map: LeafletMap): void {
  if (map.attributionControl) return;
  map.attributionControl = control.attribution().addTo(map);
}

interface BasemapLayerProps {
  /** Called once when the archive cannot be read (or there is none: offline with nothing saved). */
  onError?(): void;
}

/**
 * The basemap of the app's Leaflet maps (issue 16 item 3; DESIGN §6): vector tiles drawn by
 * protomaps-leaflet from a PMTiles archive read in byte ranges from the app's own origin, or from
 * the copy saved on the phone. Never an outside tile server. The archive's attribution goes to
 * Leaflet's attribution control. The map's container says where the tiles come from
 * (`data-basemap="phone" | "server"`).
 */
export function BasemapLayer({ onError }: BasemapLayerProps) {
  const map = useMap();
  const [choice, setChoice] = useState<BasemapChoice | null>(null);
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  }, [onError]);
  const failed = useRef(false);

  useEffect(() => {
    let live = true;
    const load = () =>
      void resolveBasemap().then((next) => {
        if (!live) return;
        if (next) setChoice(next);
        else if (!failed.current) {
          failed.current = true;
          ensureAttribution(map);
          errorRef.current?.();
        }
      });
    load();
    const stop = onSavedMapChange(load);
    // back online after nothing could be drawn: try the server again
    const retry = () => {
      if (!failed.current) return;
      failed.current = false;
      load();
    };
    window.addEventListener('online', retry);
    return () => {
      live = false;
      stop();
      window.removeEventListener('online', retry);
    };
  }, [map]);

  useEffect(() => {
    if (!choice) return;
    const fail = () => {
      if (failed.current) return;
      failed.current = true;
      errorRef.current?.();
    };
    const layer = leafletLayer({
      url: new PMTiles(new WatchedSource(sourceOf(choice), fail)),
      flavor: BASEMAP_FLAVOR,
      lang: BASEMAP_LANG,
      maxDataZoom: choice.maxzoom,
      attribution: attributionHtml(choice.attribution),
    }) as unknown as Layer;
    ensureAttribution(map);
    layer.addTo(map);
    const container = map.getContainer();
    container.dataset.basemap = choice.from;
    return () => {
      map.removeLayer(layer);
      delete container.dataset.basemap;
    };
  }, [map, choice]);

  return null;
}
