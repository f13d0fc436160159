import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

afterEach(() => vi.restoreAllMocks());

describe('a screen that fails shows the error page, not a blank one', () => {
  it("a screen's code that did not download: 'Algo salió mal' with the connection message, 'Reintentar' and 'Ir al inicio'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="a">
          <Broken message="Failed to fetch dynamically imported module: /assets/tops-screen.js" />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByText(/No pudimos descargar esta parte de la aplicación/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('moving to another address draws the screens again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="a">
          <Broken message="boom" />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Ocurrió un error inesperado al mostrar esta página.')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="b">
          <p>Otra página</p>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Otra página')).toBeInTheDocument();
  });
});
