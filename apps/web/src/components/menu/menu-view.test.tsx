import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../business/test-render';
import { callsTo, fakeApi } from '../../test/utils';
import { BusinessMenu } from './business-menu';
import { MenuView } from './menu-view';
import { MENU_BUSINESS_ID, longMenu, makeConvertedMenu, makeMenu } from './test-fixtures';

const dishItem = (name: string) => screen.getByText(name).closest('li')!;

describe('a menu, as visitors read it (issue 21 §2)', () => {
  it("with a fresh rate: each section a heading and a list, each dish its price in CUP and '≈ … USD · … EUR', the rate's day and source once", () => {
    render(<MenuView menu={makeConvertedMenu()} />);
    const menu = screen.getByRole('region', { name: 'Menú' });
    expect(within(menu).getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual(['H2 Menú', 'H3 Platos fuertes', 'H3 Postres']);
    const lists = within(menu).getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(2);

    const ropa = dishItem('Ropa vieja');
    expect(ropa).toHaveTextContent('Con arroz, frijoles negros y maduros');
    // 2200 / 440 = 5 USD, 2200 / 480 = 4,58 EUR; Spanish numbers (Intl 'es': groups from five digits)
    expect(within(ropa).getByText('2200 CUP')).toBeInTheDocument();
    expect(within(ropa).getByText('≈ 5,00 USD · 4,58 EUR')).toBeInTheDocument();
    expect(within(dishItem('Flan de la casa')).getByText('12.500 CUP')).toBeInTheDocument();
    expect(within(dishItem('Flan de la casa')).getByText('≈ 28,41 USD · 26,04 EUR')).toBeInTheDocument();
    expect(within(menu).getAllByText(/Tasa de referencia/)).toHaveLength(1);
    expect(within(menu).getByText('Tasa de referencia del 24/11 (elTOQUE)')).toBeInTheDocument();
  });

  it("with no fresh rate (rate: null): CUP only, no '≈' and no rate line", () => {
    render(<MenuView menu={makeMenu()} />);
    expect(within(dishItem('Ropa vieja')).getByText('2200 CUP')).toBeInTheDocument();
    expect(screen.queryByText(/≈/)).toBeNull();
    expect(screen.queryByText(/USD|EUR/)).toBeNull();
    expect(screen.queryByText(/Tasa de referencia/)).toBeNull();
  });

  it("marks a sold-out dish with the word 'Agotado', not only a colour", () => {
    render(<MenuView menu={makeMenu()} />);
    expect(within(dishItem('Lechón asado')).getByText('Agotado')).toBeInTheDocument();
    expect(within(dishItem('Ropa vieja')).queryByText('Agotado')).toBeNull();
    expect(screen.getAllByText('Agotado')).toHaveLength(1);
  });

  it('draws nothing for an empty menu, nor for sections without dishes', () => {
    const { container, rerender } = render(<MenuView menu={makeMenu({ sections: [], median_price_cup: null })} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<MenuView menu={makeMenu({ sections: [{ name: 'Entrantes', dishes: [] }] })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("in the map's panel (level 3): its sections are level 4 headings", () => {
    render(<MenuView menu={makeMenu()} level={3} />);
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H3', 'H4', 'H4']);
  });

  it("a long menu folds behind 'Ver menú' (with how many dishes and from what price), and opens and closes", async () => {
    render(<MenuView menu={longMenu(9)} level={3} collapseAfter={6} />);
    const toggle = screen.getByRole('button', { name: 'Ver menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('9 platos, desde 500 CUP')).toBeInTheDocument();
    expect(screen.queryByText('Plato 1')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar menú');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);

    await userEvent.click(toggle);
    expect(screen.queryByText('Plato 1')).toBeNull();
  });

  it('a short menu is never folded', () => {
    render(<MenuView menu={makeMenu()} level={3} collapseAfter={6} />);
    expect(screen.queryByRole('button', { name: 'Ver menú' })).toBeNull();
    expect(screen.getByText('Ropa vieja')).toBeVisible();
  });
});

describe("a business's menu, asked for on its own", () => {
  it('shows the menu GET /api/business/{id}/menu answers', async () => {
    const api = fakeApi({ [`GET /api/business/${MENU_BUSINESS_ID}/menu`]: () => ({ body: makeConvertedMenu() }) });
    renderInApp(<BusinessMenu businessId={MENU_BUSINESS_ID} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Menú' })).toBeInTheDocument();
    expect(screen.getByText('≈ 5,00 USD · 4,58 EUR')).toBeInTheDocument();
    expect(callsTo(api, `GET /api/business/${MENU_BUSINESS_ID}/menu`)).toHaveLength(1);
  });

  it('draws nothing when the menu cannot be loaded (the page goes on without it)', async () => {
    const api = fakeApi({ [`GET /api/business/${MENU_BUSINESS_ID}/menu`]: () => ({ status: 500, body: { message: 'Error del servidor' } }) });
    renderInApp(<BusinessMenu businessId={MENU_BUSINESS_ID} />);
    await waitFor(() => expect(callsTo(api, `GET /api/business/${MENU_BUSINESS_ID}/menu`)).toHaveLength(1));
    expect(screen.queryByText('Menú')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
