import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHANGE_MESSAGES, type Change } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp, userToken } from '../../test/utils';

configure({ asyncUtilTimeout: 5000 });

const BUSINESS = '64b7f0c2a1b2c3d4e5f6b001';
const LATEST: Change = {
  _id: '64b7f0c2a1b2c3d4e5f6e003',
  business_id: BUSINESS,
  business_name: 'Paladar La Guarida',
  user_id: '64b7f0c2a1b2c3d4e5f6c001',
  user_name: 'Rosa Pérez',
  by_owner: true,
  kind: 'menu',
  summary: 'Menú: 1 sección y 1 plato → 2 secciones y 3 platos',
  before: [],
  after: [],
  // 21:05 on 20 November in Havana, already the 21st in Tokyo
  created_at: '2026-11-21T02:05:00.000Z',
};
const EARLIER: Change = {
  ...LATEST,
  _id: '64b7f0c2a1b2c3d4e5f6e002',
  user_id: '64b7f0c2a1b2c3d4e5f6c000',
  user_name: 'Administrador',
  by_owner: false,
  summary: 'Menú: 0 secciones y 0 platos → 1 sección y 1 plato',
  created_at: '2026-11-20T15:00:00.000Z',
};
const OTHER: Change = { ...EARLIER, _id: '64b7f0c2a1b2c3d4e5f6e001', business_id: '64b7f0c2a1b2c3d4e5f6b002', business_name: 'Café Arcángel', created_at: '2026-11-19T15:00:00.000Z' };
const page = (items: Change[]) => ({ items, total: items.length, page: 1, limit: 50 });

describe("'Cambios' (admin): what owners and admins changed, and undoing it", () => {
  it("a business added from an OpenStreetMap place (an approved request) is listed with what it was made from, and offers no «Deshacer»", async () => {
    const created: Change = { ...OTHER, _id: '64b7f0c2a1b2c3d4e5f6e009', kind: 'created', summary: 'Alta desde OpenStreetMap: Paladar Los Amigos (node/4242)', before: null, after: { name: 'Paladar Los Amigos', osm: 'node/4242' } };
    fakeApi({ 'GET /api/changes': () => ({ body: page([created]) }) });
    renderApp('/cambios', { token: adminToken() });
    const item = within(await screen.findByRole('article'));
    expect(item.getByText('Alta desde OpenStreetMap: Paladar Los Amigos (node/4242)')).toBeInTheDocument();
    expect(item.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it('lists each change with its summary, who made it, when in Cuba’s time and the business; «Deshacer» only on the latest of each business', async () => {
    fakeApi({ 'GET /api/changes': () => ({ body: page([LATEST, EARLIER, OTHER]) }) });
    renderApp('/cambios', { token: adminToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambios' })).toBeInTheDocument();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(3);
    const first = within(items[0]!);
    expect(first.getByText('Menú: 1 sección y 1 plato → 2 secciones y 3 platos')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Paladar La Guarida' })).toHaveAttribute('href', `/business/${BUSINESS}`);
    expect(first.getByText('Rosa Pérez (propietario) · 20/11/2026, 21:05 (hora de Cuba)')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Administrador (administrador) · 20/11/2026, 10:00 (hora de Cuba)')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
  });

  it('undoes after a confirmation, and says so', async () => {
    let reverted = false;
    const api = fakeApi({
      'GET /api/changes': () => ({ body: page(reverted ? [{ ...LATEST, reverted_at: '2026-11-21T03:00:00.000Z' }, EARLIER] : [LATEST, EARLIER]) }),
      [`POST /api/changes/${LATEST._id}/revert`]: () => {
        reverted = true;
        return { body: { ...LATEST, reverted_at: '2026-11-21T03:00:00.000Z' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/cambios', { token: adminToken() });
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Deshacer' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Deshacer este cambio' }));
    expect(dialog.getByText('El menú de «Paladar La Guarida» volverá a estar como antes de este cambio.')).toBeInTheDocument();
    // Cancelar has the focus: Enter never undoes by accident
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(callsTo(api, `POST /api/changes/${LATEST._id}/revert`)).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('Cambio deshecho con éxito');
    expect(await screen.findByText('Deshecho el 20/11/2026, 22:00 (hora de Cuba)')).toBeInTheDocument();
  });

  it('shows the API’s Spanish message when the change is no longer the latest', async () => {
    fakeApi({
      'GET /api/changes': () => ({ body: page([LATEST]) }),
      [`POST /api/changes/${LATEST._id}/revert`]: () => ({ status: 409, body: { message: CHANGE_MESSAGES.notLatest } }),
    });
    const user = userEvent.setup();
    renderApp('/cambios', { token: adminToken() });
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Deshacer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGE_MESSAGES.notLatest);
  });

  it('says so when nothing was changed yet, and is closed to a plain user', async () => {
    fakeApi({ 'GET /api/changes': () => ({ body: page([]) }) });
    renderApp('/cambios', { token: adminToken() });
    expect(await screen.findByText('Todavía no hay cambios.')).toBeInTheDocument();

    const api = fakeApi({ 'GET /api/changes': () => ({ body: page([LATEST]) }) });
    renderApp('/cambios', { token: userToken() });
    await screen.findAllByRole('link', { name: 'Tops' });
    expect(callsTo(api, 'GET /api/changes')).toHaveLength(0);
  });
});
