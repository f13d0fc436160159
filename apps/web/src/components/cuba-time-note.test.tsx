import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CubaTimeNote } from './cuba-time-note';
import { SUITE_TIME_ZONE, setDeviceZone } from '../test/time-zone';

afterEach(() => setDeviceZone(SUITE_TIME_ZONE));

describe("'Horas en hora de Cuba'", () => {
  it('shows once the page is the browser’s, where the device’s clock is not Havana’s (the suite runs in Tokyo)', () => {
    render(<CubaTimeNote at={['2026-11-28T01:00:00Z']} />);
    expect(screen.getByText('Horas en hora de Cuba: 14 h menos que en este dispositivo')).toBeInTheDocument();
  });

  it('is not in the server’s page (nor while hydrating): both draw the same', () => {
    expect(renderToString(<CubaTimeNote at={['2026-11-28T01:00:00Z']} />)).toBe('');
  });

  it('says nothing on a device whose clock is Havana’s', () => {
    setDeviceZone('America/Havana');
    const { container } = render(<CubaTimeNote />);
    expect(container).toBeEmptyDOMElement();
  });
});
