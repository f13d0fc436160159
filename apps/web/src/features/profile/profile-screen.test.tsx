import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DESCRIPTION_TRUNCATE, MSG, PROFILE_CAROUSEL_STEP, type Business, API_MSG } from '@guia/contracts';
import { createQueryClient } from '../../app/providers';
import { PLACEHOLDER_IMAGE } from '../../lib/business-info';
import { SessionContext, type SessionContextValue } from '../../lib/session/session-context';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { ProfileScreen } from './profile-screen';
import { USER_ID, makeBusiness, makeUser } from './test-fixtures';

const USER = `GET /api/users/${USER_ID}`;
const FAVORITES = `GET /api/users/${USER_ID}/favorites`;
const business = (b: Business) => ({ [`GET /api/business/${b._id}`]: () => ({ body: b }) });

/** A fake API with the user and these favourites (each business answered by its own route). */
function profileApi(favorites: Business[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [USER]: () => ({ body: makeUser({ favorite_businesses: favorites.map((b) => b._id) }) }),
    [FAVORITES]: () => ({ body: favorites.map((b) => ({ businessId: b._id, _id: b._id })) }),
    ...Object.assign({}, ...favorites.map(business)),
    ...extra,
  });
}

const cards = () => screen.getAllByRole('group', { name: /^\d+ de \d+$/ });

describe('Profile screen: the user', () => {
  it("shows 'Cargando tu perfil...' while the user loads", async () => {
    fakeApi({ [USER]: () => new Promise(() => undefined), [FAVORITES]: () => ({ body: [] }) });
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByText(MSG.profileLoading)).toBeInTheDocument();
  });

  it('shows the avatar with the uppercased first letter, the name, @username and the e-mail', async () => {
    profileApi([]);
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByRole('heading', { level: 1, name: 'maría fernández' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-avatar')).toHaveTextContent(/^M$/);
    expect(screen.getByText('@mariaf')).toBeInTheDocument();
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it("when the user cannot be loaded, says 'Error al obtener los datos del usuario'", async () => {
    fakeApi({ [USER]: () => ({ status: 404, body: { message: API_MSG.userNotFound } }), [FAVORITES]: () => ({ body: [] }) });
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.userLoadError);
    expect(screen.queryByRole('button', { name: 'Cambiar contraseña' })).not.toBeInTheDocument();
  });

  it("when the session has no user id, says 'No hay información de usuario disponible' and calls nothing", () => {
    const api = fakeApi({});
    const session: SessionContextValue = {
      isLoading: false,
      isAuthenticated: true,
      roleId: null,
      userId: null,
      user: null,
      isAdmin: false,
      login: () => true,
      logout: async () => undefined,
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SessionContext.Provider value={session}>
            <ProfileScreen />
          </SessionContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(MSG.noUserInfo);
    expect(api).not.toHaveBeenCalled();
  });
});

describe('Profile screen: the favourites', () => {
  it('loads every favourite’s business in one request (GET /api/business?ids=…, issue 17 §11), none on its own; one gone from the guide is dropped and logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = makeBusiness({ name: 'La Guarida' });
    const gone = makeBusiness({ name: 'Cerrado' });
    const third = makeBusiness({ name: 'El Floridita' });
    const api = fakeApi({
      [USER]: () => ({ body: makeUser({ favorite_businesses: [first._id, gone._id, third._id] }) }),
      [FAVORITES]: () => ({ body: [first, gone, third].map((b) => ({ businessId: b._id, _id: b._id })) }),
      'GET /api/business/': () => ({ body: [third, first] }),
    });
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByRole('heading', { level: 3, name: 'La Guarida' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'El Floridita' })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    const batch = callsTo(api, 'GET /api/business/');
    expect(batch).toHaveLength(1);
    expect(String(batch[0]![0])).toContain(`ids=${first._id},${gone._id},${third._id}`);
    for (const b of [first, gone, third]) expect(callsTo(api, `GET /api/business/${b._id}`)).toHaveLength(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(gone._id), expect.anything());
  });

  it("with no favourites, says 'Aún no tienes favoritos' and 'Explora y guarda los lugares que más te gusten'", async () => {
    profileApi([]);
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByText(MSG.favoritesEmpty)).toBeInTheDocument();
    expect(screen.getByText(MSG.favoritesEmptyHint)).toBeInTheDocument();
    expect(screen.queryByText(MSG.favoritesNoneLoaded)).not.toBeInTheDocument();
  });

  it("when no favourite's business can be loaded, says 'No tienes negocios favoritos'", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = makeBusiness();
    fakeApi({
      [USER]: () => ({ body: makeUser({ favorite_businesses: [a._id] }) }),
      [FAVORITES]: () => ({ body: [{ businessId: a._id }] }),
      [`GET /api/business/${a._id}`]: () => ({ status: 404, body: { message: MSG.businessLoadError } }),
    });
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByText(MSG.favoritesNoneLoaded)).toBeInTheDocument();
    expect(screen.queryByText(MSG.favoritesEmpty)).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it("when the favourites list itself fails, logs it and says 'No tienes negocios favoritos'", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      [USER]: () => ({ body: makeUser() }),
      [FAVORITES]: () => ({ status: 403, body: { message: API_MSG.forbidden } }),
    });
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByText(MSG.favoritesNoneLoaded)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it('a favourite whose business fails to load is dropped alone and logged; the others show', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = makeBusiness({ name: 'La Guarida' });
    const broken = makeBusiness({ name: 'Roto' });
    const third = makeBusiness({ name: 'El Floridita' });
    const api = profileApi([first, broken, third], {
      [`GET /api/business/${broken._id}`]: () => ({ status: 404, body: { message: MSG.businessLoadError } }),
    });
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByRole('heading', { level: 3, name: 'La Guarida' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'El Floridita' })).toBeInTheDocument();
    expect(screen.queryByText('Roto')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('1 de 2')).toBeInTheDocument();
    expect(callsTo(api, `GET /api/business/${broken._id}`)).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(broken._id), expect.anything());
  });

  it("shows each card's thumbnail, the 'Favorito' badge, the name and a description cut at 100 characters plus '...'", async () => {
    const long = 'Cocina criolla '.repeat(10).trim();
    const b = makeBusiness({ name: 'La Guarida', description: long, photos: ['/uploads/a.jpg'], thumbnails: ['/uploads/a.thumb.webp'] });
    profileApi([b]);
    renderApp('/perfil', { token: userToken() });

    const card = (await screen.findByRole('heading', { level: 3, name: 'La Guarida' })).closest('article')!;
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/uploads/a.thumb.webp');
    expect(within(card).getByText('Favorito')).toBeInTheDocument();
    expect(within(card).getByText(`${long.slice(0, DESCRIPTION_TRUNCATE.profile)}...`)).toBeInTheDocument();
  });

  it("falls back to the shop placeholder, 'Descripción no disponible' and 'Negocio sin nombre'", async () => {
    const b = makeBusiness({ name: '', description: '  ', photos: [], thumbnails: [] });
    profileApi([b]);
    renderApp('/perfil', { token: userToken() });

    const card = (await screen.findByRole('heading', { level: 3, name: MSG.fallbackBusinessName })).closest('article')!;
    expect(within(card).getByRole('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(within(card).getByText(MSG.fallbackDescription)).toBeInTheDocument();
  });

  it('a short description is shown whole, without dots', async () => {
    profileApi([makeBusiness({ name: 'Corto', description: 'Mojitos al atardecer.' })]);
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByText('Mojitos al atardecer.')).toBeInTheDocument();
  });

  it('a photo that fails to load is replaced by the placeholder', async () => {
    profileApi([makeBusiness({ name: 'Foto rota' })]);
    renderApp('/perfil', { token: userToken() });

    const img = within((await screen.findByRole('heading', { level: 3, name: 'Foto rota' })).closest('article')!).getByRole('img');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it("shows one dot per favourite and 'N de M'; a dot jumps to its card", async () => {
    const items = [makeBusiness({ name: 'Uno' }), makeBusiness({ name: 'Dos' }), makeBusiness({ name: 'Tres' })];
    profileApi(items);
    const user = userEvent.setup();
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByText('1 de 3')).toBeInTheDocument();
    const dots = screen.getAllByRole('button', { name: /^Ir al favorito \d$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Ir al favorito 3' }));
    expect(screen.getByText('3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir al favorito 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Ir al favorito 1' })).not.toHaveAttribute('aria-current');
  });

  it('the arrows step 80 % of the strip width and the counter follows the scroll position', async () => {
    const items = [makeBusiness({ name: 'Uno' }), makeBusiness({ name: 'Dos' }), makeBusiness({ name: 'Tres' })];
    profileApi(items);
    const user = userEvent.setup();
    renderApp('/perfil', { token: userToken() });
    await screen.findByText('1 de 3');

    // jsdom has no layout: give the strip a width of 500 px and cards 300 px apart.
    const viewport = screen.getByTestId('favorites-viewport');
    const scrollBy = vi.fn();
    Object.assign(viewport, { scrollBy });
    Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: 500 });
    Object.defineProperty(viewport, 'scrollWidth', { configurable: true, value: 900 });
    cards().forEach((card, i) => Object.defineProperty(card, 'offsetLeft', { configurable: true, value: i * 300 }));
    fireEvent.scroll(viewport);

    expect(screen.getByRole('button', { name: 'Favoritos anteriores' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Favoritos siguientes' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 500 * PROFILE_CAROUSEL_STEP }));

    viewport.scrollLeft = 300;
    fireEvent.scroll(viewport);
    expect(screen.getByText('2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favoritos anteriores' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Favoritos anteriores' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -500 * PROFILE_CAROUSEL_STEP }));

    viewport.scrollLeft = 400; // the end of the strip: the last card leads
    fireEvent.scroll(viewport);
    expect(screen.getByText('3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favoritos siguientes' })).toBeDisabled();
  });

  it("'Ver detalles' goes to /mapa with the business (geometry and photos), focusOnBusiness and fromFavorites", async () => {
    const b = makeBusiness({ name: 'La Guarida', photos: ['/uploads/g.jpg'], thumbnails: ['/uploads/g.webp'] });
    profileApi([b]);
    const user = userEvent.setup();
    const { router } = renderApp('/perfil', { token: userToken() });

    const card = (await screen.findByRole('heading', { level: 3, name: 'La Guarida' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Ver detalles' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mapa'));
    expect(router.state.location.state).toEqual({
      selectedBusiness: expect.objectContaining({
        _id: b._id,
        id: b._id,
        name: 'La Guarida',
        photos: ['/uploads/g.jpg'],
        mainPhoto: '/uploads/g.webp',
        geometry: { location: { lat: 23.14, lng: -82.35 } },
      }),
      focusOnBusiness: true,
      fromFavorites: true,
    });
  });

  it('a favourite without geometry gets its location from coordinates, else the profile default', async () => {
    const fromCoordinates = makeBusiness({ name: 'Coordenadas', location: { type: 'Point', coordinates: [-82.4, 23.1] } });
    const nowhere = makeBusiness({ name: 'Sin lugar' });
    const noGeometry = (b: Business) => {
      const { geometry: _geometry, ...rest } = b;
      return rest;
    };
    const noLocation = (b: Business) => {
      const { geometry: _geometry, location: _location, ...rest } = b;
      return rest;
    };
    fakeApi({
      [USER]: () => ({ body: makeUser() }),
      [FAVORITES]: () => ({ body: [{ businessId: fromCoordinates._id }, { _id: nowhere._id }] }),
      [`GET /api/business/${fromCoordinates._id}`]: () => ({ body: noGeometry(fromCoordinates) }),
      [`GET /api/business/${nowhere._id}`]: () => ({ body: noLocation(nowhere) }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/perfil', { token: userToken() });

    const first = (await screen.findByRole('heading', { level: 3, name: 'Coordenadas' })).closest('article')!;
    await user.click(within(first).getByRole('button', { name: 'Ver detalles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mapa'));
    expect((router.state.location.state as { selectedBusiness: Business }).selectedBusiness.geometry).toEqual({ location: { lat: 23.1, lng: -82.4 } });

    await router.navigate('/perfil');
    const second = (await screen.findByRole('heading', { level: 3, name: 'Sin lugar' })).closest('article')!;
    await user.click(within(second).getByRole('button', { name: 'Ver detalles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mapa'));
    expect((router.state.location.state as { selectedBusiness: Business }).selectedBusiness.geometry).toEqual({
      location: { lat: 23.1291703, lng: -82.3918102 },
    });
  });
});
