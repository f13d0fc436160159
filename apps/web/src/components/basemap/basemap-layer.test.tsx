import { render, waitFor } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PMTiles, Source } from 'pmtiles';
import { downloadMap } from '../../lib/basemap/saved-map';
import { fakeMapServer, fakeStorage, mapInfo, removeFakeStorage } from '../../lib/basemap/testing/fake-storage';
import { BasemapLayer } from './basemap-layer';
import { createdLayers } from './testing/fake-protomaps';

vi.mock('protomaps-leaflet', () => import('./testing/fake-protomaps'));

beforeEach(() => {
  createdLayers.length = 0;
});
afterEach(() => removeFakeStorage());

function renderMap(onError = vi.fn()) {
  const utils = render(
    <MapContainer center={[23.1136, -82.3666]} zoom={12} className="test-map">
      <BasemapLayer onError={onError} />
    </MapContainer>,
  );
  const container = utils.container.querySelector('.leaflet-container') as HTMLElement;
  return { ...utils, container, onError };
}

/** The archive source of the last layer made (inside the error watcher). */
const lastSource = () => {
  const url = createdLayers.at(-1)!.options.url as PMTiles;
  return (url.source as unknown as { inner: Source }).inner;
};

describe('BasemapLayer (the app’s own basemap)', () => {
  it('draws the light Protomaps flavour with Spanish labels from the archive on the app’s own origin, with the attribution linked', async () => {
    fakeStorage();
    fakeMapServer();
    const { container, onError } = renderMap();

    await waitFor(() => expect(createdLayers).toHaveLength(1));
    const { options } = createdLayers[0]!;
    expect(options).toMatchObject({ flavor: 'light', lang: 'es', maxDataZoom: 12 });
    expect(lastSource().getKey()).toBe('/api/map/tiles.pmtiles');
    expect(container.dataset.basemap).toBe('server');

    const credits = container.querySelector('.leaflet-control-attribution') as HTMLElement;
    await waitFor(() => expect(credits.querySelector('a[href="https://www.openstreetmap.org/copyright"]')).toHaveTextContent('OpenStreetMap contributors'));
    expect(credits.querySelector('a[href="https://www.naturalearthdata.com/"]')).toHaveTextContent('Natural Earth');
    expect(onError).not.toHaveBeenCalled();
  });

  it('reads the copy saved on the phone when it is the server’s current one, without asking the network for the archive', async () => {
    fakeStorage();
    const server = fakeMapServer();
    await downloadMap(mapInfo());
    server.fetchMock.mockClear();

    const { container } = renderMap();
    await waitFor(() => expect(container.dataset.basemap).toBe('phone'));
    const bytes = await lastSource().getBytes(0, 4);
    expect(new Uint8Array(bytes.data)).toEqual(new Uint8Array([1, 1, 1, 1]));
    expect(server.calls('/api/map/tiles.pmtiles')).toHaveLength(0);
  });

  it('reads the server when it has a newer archive than the saved one', async () => {
    fakeStorage();
    fakeMapServer();
    await downloadMap(mapInfo());
    fakeMapServer({ info: mapInfo({ etag: '"cuba-2"' }) });

    const { container } = renderMap();
    await waitFor(() => expect(container.dataset.basemap).toBe('server'));
  });

  it('offline, draws from the saved copy without asking', async () => {
    fakeStorage();
    fakeMapServer();
    await downloadMap(mapInfo());
    fakeMapServer({ info: null });

    const { container, onError } = renderMap();
    await waitFor(() => expect(container.dataset.basemap).toBe('phone'));
    expect(createdLayers.at(-1)!.options.attribution).toContain('OpenStreetMap');
    expect(onError).not.toHaveBeenCalled();
  });

  it('switches to the saved copy as soon as the download ends', async () => {
    fakeStorage();
    fakeMapServer();
    const { container } = renderMap();
    await waitFor(() => expect(container.dataset.basemap).toBe('server'));
    await downloadMap(mapInfo());
    await waitFor(() => expect(container.dataset.basemap).toBe('phone'));
  });

  it('offline with nothing saved, tells the screen once', async () => {
    fakeStorage();
    fakeMapServer({ info: null });
    const { onError } = renderMap();
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(createdLayers).toHaveLength(0);
  });

  it('when the archive cannot be read, tells the screen once', async () => {
    fakeStorage();
    fakeMapServer({ archiveStatus: 404 });
    const { onError } = renderMap();
    await waitFor(() => expect(createdLayers).toHaveLength(1));
    const archive = createdLayers[0]!.options.url as PMTiles;
    await expect(archive.getHeader()).rejects.toThrow();
    await expect(archive.getHeader()).rejects.toThrow();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
