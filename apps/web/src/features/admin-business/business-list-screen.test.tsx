import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG, type Business, ADMIN_MSG, API_MSG } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { aBusiness } from './test-fixtures';

const WAIT = { timeout: 5000 };
const LONG = 'Un paladar con vistas a toda la ciudad, en el tercer piso de una mansión antigua';

function listApi(businesses: Business[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /api/business/': () => ({ body: businesses }), ...extra });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('/business, the admin list of businesses', () => {
  it('reads every page of GET /api/business/ (admins only, a page at a time: issue 17 §11) with the session token', async () => {
    const pages = [
      { items: [aBusiness({ _id: 'a'.repeat(24), name: 'Primera' })], total: 2, page: 1, limit: 1 },
      { items: [aBusiness({ _id: 'b'.repeat(24), name: 'Segunda' })], total: 2, page: 2, limit: 1 },
    ];
    let served = 0;
    const api = fakeApi({ 'GET /api/business/': () => ({ body: pages[served++] ?? { items: [], total: 2, page: 3, limit: 1 } }) });
    renderApp('/business', { token: adminToken() });
    await screen.findByRole('table');
    await waitFor(() => expect(rows()).toHaveLength(2), WAIT);
    const calls = callsTo(api, 'GET /api/business/');
    expect(calls).toHaveLength(2);
    expect(String(calls[1]![0])).toContain('page=2');
    expect(new Headers(calls[0]![1]?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('says Cargando... while the list loads, then shows each business with its plan and promotion', async () => {
    listApi([
      aBusiness({ name: 'El Floridita', paid_plan: 'ELITE', paid_promo: true }),
      aBusiness({ name: 'Café Arcángel', paid_plan: 'PRO', paid_promo: false }),
    ]);
    renderApp('/business', { token: adminToken() });

    expect(await screen.findByText(MSG.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Negocios' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(2);
    const floridita = rowOf('El Floridita');
    expect(within(floridita).getByText('ELITE')).toBeInTheDocument();
    expect(within(floridita).getByText('Promocionado')).toBeInTheDocument();
    const arcangel = rowOf('Café Arcángel');
    expect(within(arcangel).getByText('PRO')).toBeInTheDocument();
    expect(within(arcangel).queryByText('Promocionado')).toBeNull();
    expect(within(arcangel).getByText('No')).toBeInTheDocument();
  });

  it("flags 'Horario por revisar' on a business whose old hours text could not be read, and only there", async () => {
    listApi([
      aBusiness({ name: 'Sin leer', hours: { week: {}, exceptions: [], unparsed: ['Lun a Vie: según la luz'] } }),
      aBusiness({ name: 'Leído', hours: { week: { mon: [{ open: '09:00', close: '17:00' }] }, exceptions: [] } }),
    ]);
    renderApp('/business', { token: adminToken() });
    await screen.findByRole('table', {}, WAIT);
    expect(within(rowOf('Sin leer')).getByText('Horario por revisar')).toHaveAttribute('title', 'Texto sin interpretar: Lun a Vie: según la luz');
    expect(within(rowOf('Leído')).queryByText('Horario por revisar')).toBeNull();
  });

  it('lists the businesses in Spanish alphabetical order, whatever order the API answers in', async () => {
    listApi([aBusiness({ name: 'Zapatería' }), aBusiness({ name: 'Ñico' }), aBusiness({ name: 'Ácana' }), aBusiness({ name: 'bar 10' }), aBusiness({ name: 'Bar 9' })]);
    renderApp('/business', { token: adminToken() });
    await screen.findByRole('table', {}, WAIT);
    expect(rows().map((r) => within(r).getByRole('rowheader').querySelector('span')?.textContent)).toEqual(['Ácana', 'Bar 9', 'bar 10', 'Ñico', 'Zapatería']);
  });

  it('cuts the description at 60 characters plus "..." and leaves a short one whole', async () => {
    listApi([aBusiness({ name: 'Larga', description: LONG }), aBusiness({ name: 'Corta', description: 'Cocina criolla' })]);
    renderApp('/business', { token: adminToken() });

    await screen.findByRole('table');
    expect(within(rowOf('Larga')).getByText(`${LONG.slice(0, 60)}...`)).toBeInTheDocument();
    expect(within(rowOf('Corta')).getByText('Cocina criolla')).toBeInTheDocument();
  });

  it('shows at most 2 category tags and a +N counter for the rest', async () => {
    listApi([
      aBusiness({ name: 'Muchas', categories: ['Comer y beber', 'Bar', 'Terraza', 'Música en vivo'] }),
      aBusiness({ name: 'Dos', categories: ['Compras', 'Artesanía'] }),
    ]);
    renderApp('/business', { token: adminToken() });

    await screen.findByRole('table');
    const muchas = within(within(rowOf('Muchas')).getByRole('list', { name: 'Categorías' }));
    expect(muchas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Comer y beber', 'Bar', expect.stringMatching(/^\+2/)]);
    expect(muchas.queryByText('Terraza')).toBeNull();
    const dos = within(within(rowOf('Dos')).getByRole('list', { name: 'Categorías' }));
    expect(dos.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Compras', 'Artesanía']);
  });

  it("tags are in Spanish: never a raw type like 'store' or 'night_club', and a type beside its own category shows once", async () => {
    listApi(
      [
        aBusiness({ name: 'Tienda', categories: ['store', 'Artesanía'] }),
        aBusiness({ name: 'Club', categories: ['night_club', 'bar', 'Vida Nocturna'] }),
        aBusiness({ name: 'Hostal', categories: ['lodging', 'point_of_interest'] }),
        aBusiness({ name: 'Paladar', categories: ['Comer y beber', 'restaurant', 'Paladar'] }),
      ],
      { 'GET /api/categories/': () => ({ body: [{ _id: 'c00000000000000000000009', nombre: 'Casas y hostales', name: 'lodging' }] }) },
    );
    renderApp('/business', { token: adminToken() });
    await screen.findByRole('table', {}, WAIT);
    const tags = (name: string) =>
      within(within(rowOf(name)).getByRole('list', { name: 'Categorías' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(tags('Tienda')).toEqual(['Compras', 'Artesanía']);
    expect(tags('Club')).toEqual(['Vida Nocturna', 'Bar']);
    // the guide's own category name wins ('lodging' is 'Casas y hostales' here)
    await waitFor(() => expect(tags('Hostal')).toEqual(['Casas y hostales', 'Qué Hacer']));
    expect(tags('Paladar')).toEqual(['Comer y beber', 'Paladar']);
    expect(screen.getByRole('table')).not.toHaveTextContent(/store|night_club|lodging|point_of_interest|restaurant/);
  });

  it('the filter matches name or address, ignoring case and accents, and says when nothing matches', async () => {
    listApi([
      aBusiness({ name: 'El Floridita', address: 'Obispo 557' }),
      aBusiness({ name: 'La Guarida', address: 'Concordia 418' }),
      aBusiness({ name: 'Café Arcángel', address: 'Concordia 57' }),
    ]);
    renderApp('/business', { token: adminToken() });
    await screen.findByRole('table');
    const filter = screen.getByLabelText('Buscar por nombre o dirección');

    await userEvent.type(filter, 'ARCANGEL');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rowOf('Café Arcángel')).toBeInTheDocument();

    await userEvent.clear(filter);
    await userEvent.type(filter, 'concordia');
    await waitFor(() => expect(rows()).toHaveLength(2));

    await userEvent.clear(filter);
    await userEvent.type(filter, 'Varadero');
    expect(await screen.findByText(`${ADMIN_MSG.adminBusinessesNoMatch}: «Varadero»`)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  }, 30_000);

  it('pages 25 rows at a time: Siguiente, Anterior and the page count; filtering goes back to page 1', async () => {
    const many = Array.from({ length: 60 }, (_, i) => aBusiness({ name: `Negocio ${String(i + 1).padStart(2, '0')}` }));
    listApi(many);
    renderApp('/business', { token: adminToken() });
    await screen.findByRole('table');

    expect(rows()).toHaveLength(25);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByText('1–25 de 60 negocios')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(rowOf('Negocio 26')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Negocio 01/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Buscar por nombre o dirección'), 'Negocio 0');
    await waitFor(() => expect(rows()).toHaveLength(9));
    expect(screen.queryByRole('navigation', { name: 'Páginas de negocios' })).toBeNull();
  }, 30_000);

  it('says there are no businesses when the list is empty', async () => {
    listApi([]);
    renderApp('/business', { token: adminToken() });
    expect(await screen.findByText(MSG.noBusinesses)).toBeInTheDocument();
  });

  it('when the list cannot be loaded it shows the error of spec §8', async () => {
    fakeApi({ 'GET /api/business/': () => ({ status: 403, body: { message: API_MSG.forbidden } }) });
    renderApp('/business', { token: adminToken() });
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.adminBusinessesError);
  });

  it('after the error, Reintentar loads the list again (as every admin list does)', async () => {
    let fail = true;
    fakeApi({ 'GET /api/business/': () => (fail ? { status: 403, body: { message: API_MSG.forbidden } } : { body: [aBusiness({ name: 'El Floridita' })] }) });
    renderApp('/business', { token: adminToken() });
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(ADMIN_MSG.adminBusinessesError);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('rowheader', { name: /El Floridita/ }, WAIT)).toBeInTheDocument();
  });

  it('Nuevo negocio goes to the create form and Editar to the edit form of that business', async () => {
    const guarida = aBusiness({ name: 'La Guarida' });
    listApi([guarida], {
      'GET /api/categories/': () => ({ body: [] }),
      [`GET /api/business/${guarida._id}`]: () => ({ body: guarida }),
    });
    const { router } = renderApp('/business', { token: adminToken() });
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('link', { name: 'Nuevo negocio' }));
    expect(router.state.location.pathname).toBe('/negocios/crear/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear negocio' }, { timeout: 5000 })).toBeInTheDocument();

    await router.navigate('/business');
    await userEvent.click(await screen.findByRole('link', { name: 'Editar La Guarida' }, { timeout: 5000 }));
    expect(router.state.location.pathname).toBe(`/negocios/editar/${guarida._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar negocio' }, { timeout: 5000 })).toBeInTheDocument();
  }, 30_000);

  describe('deleting', () => {
    it('asks first in an accessible dialog; Cancelar keeps the business and returns the focus', async () => {
      const b = aBusiness({ name: 'La Guarida' });
      const api = listApi([b], { [`DELETE /api/business/${b._id}`]: () => ({ body: { message: ADMIN_MSG.businessDeleted, _id: b._id } }) });
      renderApp('/business', { token: adminToken() });
      const button = await screen.findByRole('button', { name: 'Eliminar La Guarida' });

      await userEvent.click(button);
      const dialog = screen.getByRole('alertdialog', { name: 'Eliminar negocio' });
      expect(dialog).toHaveTextContent('«La Guarida»');
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(callsTo(api, `DELETE /api/business/${b._id}`)).toHaveLength(0);
      expect(rowOf('La Guarida')).toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it('Escape closes the dialog without deleting', async () => {
      const b = aBusiness({ name: 'La Guarida' });
      const api = listApi([b]);
      renderApp('/business', { token: adminToken() });
      await userEvent.click(await screen.findByRole('button', { name: 'Eliminar La Guarida' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(callsTo(api, `DELETE /api/business/${b._id}`)).toHaveLength(0);
    });

    it('confirming deletes it, removes the row and says Negocio eliminado con éxito', async () => {
      const b = aBusiness({ name: 'La Guarida' });
      const other = aBusiness({ name: 'El Floridita' });
      const api = listApi([b, other], {
        [`DELETE /api/business/${b._id}`]: () => ({ body: { message: ADMIN_MSG.businessDeleted, _id: b._id } }),
      });
      renderApp('/business', { token: adminToken() });
      await userEvent.click(await screen.findByRole('button', { name: 'Eliminar La Guarida' }));
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

      const message = await screen.findByText(ADMIN_MSG.businessDeleted, {}, WAIT);
      expect(message).toHaveAttribute('role', 'status');
      // the row and its button are gone: the focus is on the message
      await waitFor(() => expect(message).toHaveFocus());
      expect(callsTo(api, `DELETE /api/business/${b._id}`)).toHaveLength(1);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryByRole('rowheader', { name: /La Guarida/ })).toBeNull();
      expect(rowOf('El Floridita')).toBeInTheDocument();
    });

    it('when the delete fails it says Error al eliminar el negocio and keeps the row', async () => {
      const b = aBusiness({ name: 'La Guarida' });
      listApi([b], { [`DELETE /api/business/${b._id}`]: () => ({ status: 404, body: { message: 'Error al cargar el negocio' } }) });
      renderApp('/business', { token: adminToken() });
      await userEvent.click(await screen.findByRole('button', { name: 'Eliminar La Guarida' }));
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.adminBusinessDeleteError);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(rowOf('La Guarida')).toBeInTheDocument();
    });
  });

  describe('the admin guard', () => {
    it('sends a logged-in non-admin to /mapa', async () => {
      fakeApi({});
      const { router } = renderApp('/business', { token: userToken() });
      await waitFor(() => expect(router.state.location.pathname).toBe('/mapa'));
    });

    it('sends an anonymous visitor to /login', async () => {
      fakeApi({});
      const { router } = renderApp('/business');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    });
  });
});
