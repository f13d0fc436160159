import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Business } from '@guia/contracts';
import { makeBusiness } from '../../components/business/test-fixtures';
import { makeConvertedMenu, makeMenu } from '../../components/menu/test-fixtures';
import { callsTo, fakeApi, renderApp } from '../../test/utils';

/** Issue 21 §2: a visitor sees the menu on the business page, loaded on its own after the page. */

function openPage(menu: () => { status?: number; body?: unknown }, over: Parameters<typeof makeBusiness>[0] = {}) {
  const business = makeBusiness({ name: 'La Guarida', ...over });
  const api = fakeApi({
    [`GET /api/business/${business._id}`]: () => ({ body: business }),
    [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
    [`GET /api/business/${business._id}/menu`]: menu,
  });
  renderApp(`/business/${business._id}`);
  return { api, business };
}

describe('the business page: its menu', () => {
  it("shows 'Menú' with each section's dishes, the price in CUP and '≈ … USD · … EUR' at a fresh rate, and the rate's day once", async () => {
    const { api, business } = openPage(() => ({ body: makeConvertedMenu() }));
    await screen.findByRole('heading', { level: 1, name: 'La Guarida' });
    const menu = await screen.findByRole('region', { name: 'Menú' });
    expect(within(menu).getByRole('heading', { level: 2, name: 'Menú' })).toBeInTheDocument();
    expect(within(menu).getByRole('heading', { level: 3, name: 'Platos fuertes' })).toBeInTheDocument();
    const ropa = within(menu).getByText('Ropa vieja').closest('li')!;
    expect(within(ropa).getByText('2200 CUP')).toBeInTheDocument();
    expect(within(ropa).getByText('≈ 5,00 USD · 4,58 EUR')).toBeInTheDocument();
    expect(within(within(menu).getByText('Lechón asado').closest('li')!).getByText('Agotado')).toBeInTheDocument();
    expect(within(menu).getByText('Tasa de referencia del 24/11 (elTOQUE)')).toBeInTheDocument();
    // its own request, once
    expect(callsTo(api, `GET /api/business/${business._id}/menu`)).toHaveLength(1);
  });

  it('with no fresh rate: CUP only', async () => {
    openPage(() => ({ body: makeMenu() }));
    const menu = await screen.findByRole('region', { name: 'Menú' });
    expect(within(menu).getByText('2200 CUP')).toBeInTheDocument();
    expect(within(menu).queryByText(/≈|USD|EUR|Tasa de referencia/)).toBeNull();
  });

  it('a place without a menu (or whose menu fails to load) shows the page without a menu section', async () => {
    const { api, business } = openPage(() => ({ body: makeMenu({ sections: [], median_price_cup: null }) }));
    await screen.findByRole('heading', { level: 1, name: 'La Guarida' });
    await waitFor(() => expect(callsTo(api, `GET /api/business/${business._id}/menu`)).toHaveLength(1));
    expect(screen.queryByText('Menú')).toBeNull();
  });

  it('an external (Google) place asks for no menu', async () => {
    // the API's type names only its own records; a card's copy of an external place may reach the page
    const { api, business } = openPage(() => ({ body: makeConvertedMenu() }), { source: 'google' as unknown as Business['source'] });
    await screen.findByRole('heading', { level: 1, name: 'La Guarida' });
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(api, `GET /api/business/${business._id}/menu`)).toHaveLength(0);
    expect(screen.queryByText('Menú')).toBeNull();
  });
});
