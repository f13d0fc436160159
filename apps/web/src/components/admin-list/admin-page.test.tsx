import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@guia/contracts';
import { AdminPage, AdminToolbar, FilterTabs, ListState } from './admin-page';

const query = (over: Partial<{ isPending: boolean; isError: boolean; refetch: () => unknown }> = {}) => ({
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...over,
});

describe('the admin list shell', () => {
  it('the page is a region named by its heading, with the eyebrow, lead, related links and main action', () => {
    render(
      <MemoryRouter>
        <AdminPage
          title="Solicitudes"
          lead="Personas que piden gestionar un negocio."
          related={{ label: 'Propietarios', links: [{ to: '/cambios', label: 'Cambios' }] }}
          action={<button type="button">Nuevo</button>}
        >
          <p>contenido</p>
        </AdminPage>
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Solicitudes' });
    expect(region).toHaveTextContent('Administración');
    expect(region).toHaveTextContent('Personas que piden gestionar un negocio.');
    expect(screen.getByRole('navigation', { name: 'Propietarios' })).toContainElement(screen.getByRole('link', { name: 'Cambios' }));
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeInTheDocument();
    expect(document.title).toContain('Solicitudes');
  });

  it('the toolbar has a labelled search box and announces the count', async () => {
    const onChange = vi.fn();
    render(<AdminToolbar search={{ id: 's', label: 'Buscar', placeholder: 'Nombre', value: '', onChange }} count="3 usuarios" />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
    expect(screen.getByText('3 usuarios')).toHaveAttribute('aria-live', 'polite');
  });

  it('the list region says Cargando..., then the failure with Reintentar, the empty words, or the list', async () => {
    const { rerender } = render(<ListState query={query({ isPending: true })} error="No se pudo" empty={null}>lista</ListState>);
    expect(screen.getByRole('status')).toHaveTextContent(MSG.loading);

    const failed = query({ isError: true });
    rerender(<ListState query={failed} error="No se pudo" empty={null}>lista</ListState>);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(failed.refetch).toHaveBeenCalledOnce();

    rerender(<ListState query={query()} error="No se pudo" empty="Todavía no hay nada.">lista</ListState>);
    expect(screen.getByText('Todavía no hay nada.')).toBeInTheDocument();
    expect(screen.queryByText('lista')).toBeNull();

    rerender(<ListState query={query()} error="No se pudo" empty={null}>lista</ListState>);
    expect(screen.getByText('lista')).toBeInTheDocument();
  });

  it('filters are toggle buttons, one pressed at a time', async () => {
    const onChange = vi.fn();
    const options = [
      { value: 'pending', label: 'Pendientes' },
      { value: 'all', label: 'Todas' },
    ] as const;
    render(<FilterTabs label="Estado" options={options} value="pending" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pendientes' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Todas' }));
    expect(onChange).toHaveBeenCalledWith('all');
  });
});
