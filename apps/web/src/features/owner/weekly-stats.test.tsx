import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessStats } from '@guia/contracts';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { APPROVED_CLAIM, OWNED_ID, business, menu } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });

/** Issue 21 §6: the owner's figures per week of Cuba's time (the suite runs in Tokyo: nothing here may depend on it). */

const WEEKS = ['2026-12-07', '2026-11-30', '2026-11-23', '2026-11-16', '2026-11-09', '2026-11-02', '2026-10-26', '2026-10-19', '2026-10-12'];
const stats = (rows: Partial<BusinessStats['weeks'][number]>[]): BusinessStats => ({
  business_id: OWNED_ID,
  time_zone: 'America/Havana',
  weeks: WEEKS.map((week, i) => ({ week, visits: 0, reservations: 0, favorites: 0, ...rows[i] })),
});

function dashboard(answer: () => { status?: number; body: unknown }) {
  return fakeApi({
    'GET /api/claims/mine': () => ({ body: [APPROVED_CLAIM] }),
    [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ visits_count: 15234, reservations_count: 56 }) }),
    [`GET /api/business/${OWNED_ID}/menu`]: () => ({ body: menu() }),
    [`GET /api/business/${OWNED_ID}/status`]: () => ({ body: { today_status: null } }),
    [`GET /api/business/${OWNED_ID}/comments`]: () => ({ body: { items: [], total: 0, page: 1, limit: 3 } }),
    [`GET /api/business/${OWNED_ID}/stats`]: answer,
  });
}

describe("'Mis negocios': visits, reservations and favourites per week", () => {
  it("compares 'Esta semana' with 'Semana pasada' and lists this week and the 8 before it, in words and es-ES numbers", async () => {
    const api = dashboard(() => ({ body: stats([{ visits: 12345, reservations: 3, favorites: 2 }, { visits: 8, reservations: 1, favorites: 0 }, { visits: 40 }]) }));
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    const weekly = within(await card.findByRole('region', { name: 'Semana a semana' }));

    const compare = within(await weekly.findByRole('list', { name: 'Esta semana y la pasada' }));
    expect(compare.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Visitas12.345Semana pasada: 8',
      'Reservas3Semana pasada: 1',
      'Favoritos2Semana pasada: 0',
    ]);

    const table = within(weekly.getByRole('table', { name: 'Esta semana y las 8 anteriores' }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Semana', 'Visitas', 'Reservas', 'Favoritos']);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    expect(rows.slice(0, 3).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['12.345', '3', '2'],
      ['8', '1', '0'],
      ['40', '0', '0'],
    ]);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Esta semana',
      'Semana pasada',
      '23–29 nov',
      '16–22 nov',
      '9–15 nov',
      '2–8 nov',
      '26 oct–1 nov',
      '19–25 oct',
      '12–18 oct',
    ]);
    expect(weekly.getByText('De lunes a domingo, hora de Cuba. Favoritos: las personas que guardaron tu negocio esa semana.')).toBeInTheDocument();
    // the running totals stay as they were
    expect(card.getByText('15.234')).toBeInTheDocument();
    expect(String(callsTo(api, `GET /api/business/${OWNED_ID}/stats`)[0]?.[0])).toMatch(/\?weeks=8$/);
  });

  it('says so when the figures cannot be loaded, and the rest of the card stays', async () => {
    dashboard(() => ({ status: 500, body: { message: 'Error' } }));
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    expect(await card.findByText('No se pudieron cargar las cifras por semana.')).toBeInTheDocument();
    expect(card.getByText('15.234')).toBeInTheDocument();
  });
});
