import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager, the one pager of the lists', () => {
  it('draws nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} pageCount={1} onPage={() => {}} label="Páginas de usuarios" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names itself, says 'Página N de M', and Anterior / Siguiente ask for the page before and after", async () => {
    const onPage = vi.fn();
    render(<Pager page={2} pageCount={3} onPage={onPage} label="Páginas de usuarios" />);
    const nav = screen.getByRole('navigation', { name: 'Páginas de usuarios' });
    expect(nav).toHaveTextContent('Página 2 de 3');
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    expect(screen.queryByRole('button', { name: 'Primera página' })).toBeNull();
  });

  it('disables Anterior on the first page and Siguiente on the last', () => {
    const { rerender } = render(<Pager page={1} pageCount={2} onPage={() => {}} label="Páginas" />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    rerender(<Pager page={2} pageCount={2} onPage={() => {}} label="Páginas" />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('with edges, « and » go to the first and the last page', async () => {
    const onPage = vi.fn();
    render(<Pager page={3} pageCount={5} onPage={onPage} label="Páginas de negocios" edges />);
    await userEvent.click(screen.getByRole('button', { name: 'Primera página' }));
    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onPage.mock.calls).toEqual([[1], [5]]);
  });
});
