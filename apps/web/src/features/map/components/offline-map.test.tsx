import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_MAP_MESSAGES as T } from '@guia/contracts';
import { fakeMapServer, fakeStorage, mapInfo, removeFakeStorage, type FakeDirectory } from '../../../lib/basemap/testing/fake-storage';
import { readSavedMap } from '../../../lib/basemap/saved-map';
import { OfflineMap } from './offline-map';

afterEach(() => removeFakeStorage());

const downloadButton = () => screen.findByRole('button', { name: 'Descargar el mapa para usarlo sin conexión (4,2 MB)' });

/** Saves a copy on the fake phone through the control itself. */
async function saveThroughControl() {
  const user = userEvent.setup();
  const view = render(<OfflineMap />);
  await user.click(await downloadButton());
  await screen.findByText(T.saved);
  view.unmount();
}

const savedFiles = (root: FakeDirectory) => [...(root.dirs.get('mapa-sin-conexion')?.files.keys() ?? [])];

describe('OfflineMap (Descargar el mapa para usarlo sin conexión)', () => {
  it('shows the size before downloading, the progress while, then the saved copy with its size', async () => {
    const { root, persist } = fakeStorage();
    const server = fakeMapServer();
    server.hold();
    const user = userEvent.setup();
    render(<OfflineMap />);

    await user.click(await downloadButton());

    const bar = await screen.findByRole('progressbar', { name: T.progressLabel });
    server.release();
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    expect(screen.getByText(`${T.downloading} 50 %`)).toBeVisible();
    server.release();

    expect(await screen.findByText(T.saved)).toBeVisible();
    expect(screen.getByRole('button', { name: T.removeLabel('4,2 MB') })).toHaveTextContent('Borrar (4,2 MB)');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // the archive went through a plain streaming fetch, once, and the phone was asked to keep it
    expect(server.calls('/api/map/tiles.pmtiles')).toHaveLength(1);
    expect(persist).toHaveBeenCalled();

    const saved = await readSavedMap();
    expect(saved?.meta).toMatchObject({ etag: '"cuba-1"', bytes: 4_200_000, store: 'opfs', maxzoom: 12 });
    expect(saved?.file.size).toBe(4_200_000);
    expect(savedFiles(root)).toEqual(expect.arrayContaining(['meta.json', saved!.meta.file]));
  });

  it('when the phone has not enough space it says so in Spanish and downloads nothing', async () => {
    fakeStorage({ quota: 3_000_000, usage: 1_000_000 });
    const server = fakeMapServer();
    const user = userEvent.setup();
    render(<OfflineMap />);

    await user.click(await downloadButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(T.notEnoughSpace('4,2 MB', '2,0 MB'));
    expect(server.calls('/api/map/tiles.pmtiles')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Descargar el mapa para usarlo sin conexión (4,2 MB)' })).toBeEnabled();
  });

  it('Borrar frees the space and offers the download again', async () => {
    const { root } = fakeStorage();
    fakeMapServer();
    await saveThroughControl();
    expect(root.usage()).toBeGreaterThanOrEqual(4_200_000);

    const user = userEvent.setup();
    render(<OfflineMap />);
    await user.click(await screen.findByRole('button', { name: T.removeLabel('4,2 MB') }));

    expect(await downloadButton()).toBeVisible();
    expect(root.usage()).toBe(0);
    expect(await readSavedMap()).toBeNull();
  });

  it('when the server has a newer archive it offers Actualizar el mapa, which replaces the copy', async () => {
    const { root } = fakeStorage();
    fakeMapServer();
    await saveThroughControl();

    fakeMapServer({ info: mapInfo({ etag: '"cuba-2"', bytes: 5_000_000 }) });
    const user = userEvent.setup();
    render(<OfflineMap />);
    await user.click(await screen.findByRole('button', { name: T.update('5,0 MB') }));

    await screen.findByRole('button', { name: T.removeLabel('5,0 MB') });
    expect(screen.queryByRole('button', { name: T.update('5,0 MB') })).toBeNull();
    expect((await readSavedMap())?.meta.etag).toBe('"cuba-2"');
    // one archive kept, not two
    expect(savedFiles(root).filter((f) => f.endsWith('.pmtiles'))).toHaveLength(1);
  });

  it('offline, it shows the copy saved on the phone without asking the server again', async () => {
    fakeStorage();
    fakeMapServer();
    await saveThroughControl();

    fakeMapServer({ info: null });
    render(<OfflineMap />);
    expect(await screen.findByText(T.saved)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Actualizar/ })).toBeNull();
  });

  it('offline with nothing saved it shows nothing', async () => {
    fakeStorage();
    const server = fakeMapServer({ info: null });
    const { container } = render(<OfflineMap />);
    await waitFor(() => expect(server.calls('/api/map')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('back online after opening offline, it offers the download (and Borrar keeps offering it)', async () => {
    fakeStorage();
    fakeMapServer({ info: null });
    const { container } = render(<OfflineMap />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();

    fakeMapServer();
    window.dispatchEvent(new Event('online'));
    expect(await downloadButton()).toBeVisible();
  });

  it('a failed download says so and keeps nothing half-written', async () => {
    const { root } = fakeStorage();
    fakeMapServer({ archiveStatus: 503 });
    const user = userEvent.setup();
    render(<OfflineMap />);
    await user.click(await downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);
    expect(await readSavedMap()).toBeNull();
    expect(root.usage()).toBe(0);
  });
});
