import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_POSITION, MSG } from '@guia/contracts';
import { MapPicker } from './map-picker';

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

  it('when a tile fails to load it says so and the map keeps working', async () => {
    const { container, onPick } = await renderPicker();
    const tile = await waitFor(() => {
      const img = container.querySelector('img.leaflet-tile');
      expect(img).not.toBeNull();
      return img!;
    });
    fireEvent.error(tile);
    expect(await screen.findByText(MSG.mapPickerUnavailable)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Usar el centro del mapa' }));
    expect(onPick).toHaveBeenCalled();
  });
});
