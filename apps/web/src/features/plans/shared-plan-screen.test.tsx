import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../test/utils';
import { CATEDRAL, GONE_ID, PLAZA_VIEJA, TOKEN, makeShared, stop } from './test-fixtures';

vi.mock('protomaps-leaflet', () => import('../../components/basemap/testing/fake-protomaps'));

describe('/plan/:token: a shared plan, read-only', () => {
  it('anyone with the link sees the plan, its stops in order (a place that left the guide marked) and its map, and nothing to edit', async () => {
    fakeApi({
      [`GET /api/itineraries/shared/${TOKEN}`]: () => ({
        body: makeShared({ stops: [stop(CATEDRAL, { time: '10:00', note: 'Llegar temprano' }), { business_id: GONE_ID, business: null }, stop(PLAZA_VIEJA, { time: '13:30' })], distance_m: 650 }),
      }),
    });
    renderApp(`/plan/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sábado en La Habana Vieja' })).toBeInTheDocument();
    expect(screen.getByText('Sábado, 5 de diciembre de 2026')).toBeInTheDocument();
    const stops = within(screen.getByRole('list', { name: 'Paradas del plan' })).getAllByRole('listitem');
    expect(stops.map((li) => li.querySelector('h3')?.textContent)).toEqual(['Plaza de la Catedral', 'Ya no está en la guía', 'Plaza Vieja']);
    expect(within(stops[0]!).getByText('10:00')).toBeInTheDocument();
    expect(within(stops[0]!).getByText('Llegar temprano')).toBeInTheDocument();
    expect(within(stops[0]!).getByRole('link', { name: 'Plaza de la Catedral' })).toHaveAttribute('href', `/business/${CATEDRAL._id}`);
    expect(screen.getAllByText('650 m a pie · unos 8 min').length).toBeGreaterThan(0);
    expect(await screen.findByTitle('1. Plaza de la Catedral')).toBeInTheDocument();
    expect(screen.getByTitle('3. Plaza Vieja')).toBeInTheDocument();

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Guardar|Subir|Bajar|Quitar/ })).not.toBeInTheDocument();
  });

  it('a link that no longer works says so, with a way onward', async () => {
    fakeApi({ [`GET /api/itineraries/shared/${TOKEN}`]: () => ({ status: 404, body: { message: 'Este plan no existe o ya no se comparte' } }) });
    renderApp(`/plan/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Este plan no existe o ya no se comparte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});
