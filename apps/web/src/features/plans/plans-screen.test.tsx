import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { keepOwnAnswer } from '../../lib/offline-store';
import { PLAN_ID, USER_ID, makePlan } from './test-fixtures';

const LIST = 'GET /api/itineraries';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => setOnline(true));

describe('/planes: my plans', () => {
  it('lists each plan with its name, its day in Spanish, how many stops and the walk it takes', async () => {
    fakeApi({
      [LIST]: () => ({
        body: [
          makePlan(),
          makePlan({ _id: '6660f0c2a1b2c3d4e5f60002', name: 'Domingo en el Vedado', date: null, stops: [], distance_m: 0 }),
        ],
      }),
    });
    renderApp('/planes', { token: userToken() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mis planes' })).toBeInTheDocument();
    const saturday = (await screen.findByRole('heading', { level: 2, name: 'Sábado en La Habana Vieja' })).closest('li')!;
    expect(within(saturday).getByText('Sábado, 5 de diciembre de 2026')).toBeInTheDocument();
    expect(within(saturday).getByText('3 paradas')).toBeInTheDocument();
    // 1200 m at 4.8 km/h: 15 minutes
    expect(within(saturday).getByText('1,2 km a pie · unos 15 min')).toBeInTheDocument();
    expect(within(saturday).getByRole('link', { name: 'Abrir Sábado en La Habana Vieja' })).toHaveAttribute('href', `/planes/${PLAN_ID}`);

    const sunday = screen.getByRole('heading', { level: 2, name: 'Domingo en el Vedado' }).closest('li')!;
    expect(within(sunday).getByText('Sin fecha')).toBeInTheDocument();
    expect(within(sunday).getByText('Sin paradas')).toBeInTheDocument();
  });

  it('a new plan needs a name, said beside the field; with one it is created and opened', async () => {
    const user = userEvent.setup();
    const created = makePlan({ stops: [], distance_m: 0, version: 0 });
    const api = fakeApi({
      [LIST]: () => ({ body: [] }),
      'POST /api/itineraries': () => ({ status: 201, body: created }),
      [`GET /api/itineraries/${PLAN_ID}`]: () => ({ body: created }),
    });
    renderApp('/planes', { token: userToken() });

    expect(await screen.findByText('Aún no tienes planes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear plan' }));
    const name = screen.getByLabelText('Nombre del plan');
    expect(await screen.findByText('Ponle un nombre al plan')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Ponle un nombre al plan');
    expect(callsTo(api, 'POST /api/itineraries')).toHaveLength(0);

    await user.type(name, 'Sábado en La Habana Vieja');
    await user.type(screen.getByLabelText('Fecha (opcional)'), '2026-12-05');
    await user.click(screen.getByRole('button', { name: 'Crear plan' }));

    await waitFor(() => expect(callsTo(api, 'POST /api/itineraries')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'POST /api/itineraries')[0]![1]!.body))).toEqual({ name: 'Sábado en La Habana Vieja', date: '2026-12-05', stops: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sábado en La Habana Vieja' })).toBeInTheDocument();
  });

  it('deletes a plan only after the confirmation', async () => {
    const user = userEvent.setup();
    let plans = [makePlan()];
    const api = fakeApi({
      [LIST]: () => ({ body: plans }),
      [`DELETE /api/itineraries/${PLAN_ID}`]: () => {
        plans = [];
        return { status: 204 };
      },
    });
    renderApp('/planes', { token: userToken() });

    await user.click(await screen.findByRole('button', { name: 'Borrar Sábado en La Habana Vieja' }));
    let dialog = screen.getByRole('alertdialog', { name: '¿Borrar este plan?' });
    expect(dialog).toHaveTextContent('Sábado en La Habana Vieja');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(api, `DELETE /api/itineraries/${PLAN_ID}`)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Sábado en La Habana Vieja' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Borrar Sábado en La Habana Vieja' }));
    dialog = screen.getByRole('alertdialog', { name: '¿Borrar este plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(callsTo(api, `DELETE /api/itineraries/${PLAN_ID}`)).toHaveLength(1));
    expect(await screen.findByText('Aún no tienes planes')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Sábado en La Habana Vieja' })).not.toBeInTheDocument();
  });

  it('offline, shows the copy kept on the phone and says so', async () => {
    keepOwnAnswer(USER_ID, '/itineraries', [makePlan()]);
    setOnline(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/planes', { token: userToken() });

    expect(await screen.findByRole('heading', { level: 2, name: 'Sábado en La Habana Vieja' })).toBeInTheDocument();
    expect(screen.getByText('Sin conexión: copia guardada')).toBeInTheDocument();
  });

  it('a visitor without a session is sent to the login', async () => {
    fakeApi({});
    const { router } = renderApp('/planes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
