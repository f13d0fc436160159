import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_POSITION, MSG } from '@guia/contracts';
import { createdLayers } from '../basemap/testing/fake-protomaps';
import { fakeMapServer, fakeStorage, removeFakeStorage } from '../../lib/basemap/testing/fake-storage';
import { MapPicker } from './map-picker';

vi.mock('protomaps-leaflet', () => import('../basemap/testing/fake-protomaps'));

afterEach(() => {
  removeFakeStorage();
  createdLayers.length = 0;
});

async function renderPicker(value: { lat: number; lng: number } | null = null) {
  const onPick = vi.fn();
  const utils = render(<MapPicker value={value} onPick={onPick} />);
  const map = await screen.findByRole('region', { name: 'Mapa para elegir la ubicación' }, { timeout: 15_000 });
  return { ...utils, onPick, map };
}

describe('MapPicker', { timeout: 30_000 }, () => {
  it('while Leaflet downloads it says Cargando..., then shows a named, focusable map', async () => {
    render(<MapPicker value={null} onPick={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(MSG.loading);
    const map = await screen.findByRole('region', { name: 'Mapa para elegir la ubicación' }, { timeout: 15_000 });
    expect(map).toHaveAttribute('tabindex', '0');
  });

  it('"Usar el centro del mapa" picks the centre, the default Havana position when nothing is chosen', async () => {
    const { onPick } = await renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Usar el centro del mapa' }));
    expect(onPick).toHaveBeenCalledWith({ lat: DEFAULT_POSITION.lat, lng: DEFAULT_POSITION.lng });
  });

  it('starts centred on the chosen point and draws a marker there', async () => {
    const { onPick, container } = await renderPicker({ lat: 23.13783, lng: -82.37045 });
    await waitFor(() => expect(container.querySelector('path.leaflet-interactive')).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Usar el centro del mapa' }));
    expect(onPick).toHaveBeenCalledWith({ lat: 23.13783, lng: -82.37045 });
  });

  it('a click on the map picks a point with finite coordinates', async () => {
    const { onPick, map } = await renderPicker();
    fireEvent.click(map, { clientX: 10, clientY: 10 });
    expect(onPick).toHaveBeenCalledTimes(1);
    const [point] = onPick.mock.calls[0]!;
    expect(Number.isFinite(point.lat) && Number.isFinite(point.lng)).toBe(true);
  });

  it('draws the app’s own basemap (light, Spanish labels), not an outside tile server', async () => {
    fakeStorage();
    fakeMapServer();
    await renderPicker();
    await waitFor(() => expect(createdLayers).toHaveLength(1));
    expect(createdLayers[0]!.options).toMatchObject({ flavor: 'light', lang: 'es' });
    expect(document.querySelector('img.leaflet-tile')).toBeNull();
  });

  it('when the basemap cannot be loaded it says so and the map keeps working', async () => {
    fakeStorage();
    fakeMapServer({ info: null });
    const { onPick } = await renderPicker();
    expect(await screen.findByText(MSG.mapPickerUnavailable)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Usar el centro del mapa' }));
    expect(onPick).toHaveBeenCalled();
  });
});
