import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FlashMessage, flashState, readFlash, useFlash, type Flash } from './flash';

function Screen({ read }: { read?: (state: unknown) => Flash | null }) {
  const [flash, setFlash] = useFlash(read);
  const location = useLocation();
  return (
    <>
      <FlashMessage flash={flash} onClose={() => setFlash(null)} />
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

const at = (state: unknown, read?: (state: unknown) => Flash | null) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/lista', state }]}>
      <Routes>
        <Route path="/lista" element={<Screen read={read} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('FlashMessage and useFlash, the one action message of the lists', () => {
  it('a success is a green role=status, a failure a red role=alert; × closes it', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<FlashMessage flash={{ kind: 'success', text: 'Guardado con éxito' }} onClose={onClose} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Guardado con éxito');
    expect(status.closest('.alert')).toHaveClass('alert--success');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar mensaje' }));
    expect(onClose).toHaveBeenCalledOnce();

    rerender(<FlashMessage flash={{ kind: 'error', text: 'No se pudo' }} />);
    expect(screen.getByRole('alert').closest('.alert')).toHaveClass('alert--error');
    expect(screen.queryByRole('button', { name: 'Cerrar mensaje' })).toBeNull();
  });

  it('moves the focus to the message when asked (a delete removed the focused row)', () => {
    render(<FlashMessage flash={{ kind: 'success', text: 'Eliminado con éxito', focus: true }} />);
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('shows the message a form handed over once, then drops it from the history entry', async () => {
    at(flashState('Evento creado con éxito'));
    expect(screen.getByRole('status')).toHaveTextContent('Evento creado con éxito');
    await vi.waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('null'));
    expect(screen.getByRole('status')).toHaveTextContent('Evento creado con éxito');
  });

  it('reads another shape of state through its reader, and ignores what is not a message', () => {
    at({ notice: 'Negocio creado con éxito' }, (s) => {
      const notice = (s as { notice?: unknown } | null)?.notice;
      return typeof notice === 'string' ? { kind: 'success', text: notice } : null;
    });
    expect(screen.getByRole('status')).toHaveTextContent('Negocio creado con éxito');
    expect(readFlash({ flash: { kind: 'info', text: 'x' } })).toBeNull();
    expect(readFlash({ flash: 'texto' })).toBeNull();
    expect(readFlash(null)).toBeNull();
  });
});
