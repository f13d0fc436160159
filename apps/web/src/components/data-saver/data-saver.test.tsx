import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetDataSaver, setDataSaver } from '../../lib/data-saver';
import { DataSaverToggle } from './data-saver-toggle';
import { Photo } from './photo';

beforeEach(() => {
  localStorage.clear();
  resetDataSaver();
});
afterEach(() => localStorage.clear());

describe('Ahorro de datos', () => {
  it('is off by default on a fast connection, and the switch turns it on and remembers it', async () => {
    render(<DataSaverToggle />);
    const toggle = screen.getByRole('switch', { name: 'Ahorro de datos' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem('dataSaver')).toBe('1');
    expect(screen.getByText(/MB usados en esta visita/)).toBeInTheDocument();
  });

  it('requests no photo until the visitor taps it', async () => {
    setDataSaver(true);
    render(<Photo src="/uploads/a.webp" alt="La Guarida" width={400} height={250} />);
    expect(document.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver foto: La Guarida' }));
    expect(screen.getByRole('img', { name: 'La Guarida' })).toHaveAttribute('src', '/uploads/a.webp');
  });

  it('shows photos at once when off, and inline placeholders always', () => {
    render(<Photo src="/uploads/a.webp" alt="Foto" width={400} height={250} />);
    expect(screen.getByRole('img', { name: 'Foto' })).toBeInTheDocument();
    setDataSaver(true);
    render(<Photo src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" alt="Sin foto" width={400} height={250} />);
    expect(screen.getByRole('img', { name: 'Sin foto' })).toBeInTheDocument();
  });
});
