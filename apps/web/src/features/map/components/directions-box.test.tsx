import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DirectionsBox, defaultTravelMode } from './directions-box';

const HERE = { lat: 23.1367, lng: -82.3589 };
const NEAR = { lat: 23.13783, lng: -82.37045 }; // La Guarida, 1.2 km
const FAR = { lat: 23.0937, lng: -82.4467 }; // Tropicana, 10 km

const modes = () => within(screen.getByRole('group', { name: 'Cómo vas' })).getAllByRole('button').map((b) => `${b.textContent}${b.getAttribute('aria-pressed') === 'true' ? ' ✓' : ''}`);

describe('DirectionsBox travel mode (issue 22 §2)', () => {
  it('walks first under 3 km, drives first beyond, and drives when it does not know where the person is', () => {
    expect(defaultTravelMode(HERE, NEAR)).toBe('foot');
    expect(defaultTravelMode(HERE, FAR)).toBe('car');
    expect(defaultTravelMode(null, NEAR)).toBe('car');
  });

  it('lists the chosen mode first and asks the route in the mode chosen', async () => {
    const onRequest = vi.fn();
    const { rerender } = render(<DirectionsBox name="Tropicana" destination={FAR} origin={HERE} state={{ status: 'idle' }} onRequest={onRequest} onClear={() => undefined} />);
    expect(modes()).toEqual(['En coche ✓', 'A pie']);
    await userEvent.click(screen.getByRole('button', { name: 'A pie' }));
    // nothing drawn yet: switching only chooses
    expect(onRequest).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ver ruta en el mapa' }));
    expect(onRequest).toHaveBeenLastCalledWith('foot');

    rerender(<DirectionsBox name="La Guarida" destination={NEAR} origin={HERE} state={{ status: 'idle' }} onRequest={onRequest} onClear={() => undefined} />);
  });

  it('is reached and switched by keyboard', async () => {
    const onRequest = vi.fn();
    render(<DirectionsBox name="La Guarida" destination={NEAR} origin={HERE} state={{ status: 'ok', route: { distance: 1200, duration: 900, points: [HERE, NEAR], mode: 'foot' } }} onRequest={onRequest} onClear={() => undefined} />);
    expect(modes()).toEqual(['A pie ✓', 'En coche']);
    screen.getByRole('button', { name: 'En coche' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRequest).toHaveBeenCalledWith('car');
    expect(modes()).toEqual(['A pie', 'En coche ✓']);
  });
});
