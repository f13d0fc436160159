import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@guia/contracts';
import { makeBusiness } from '../components/business/test-fixtures';
import { makeToken, renderApp } from '../test/utils';
import { USER_ID, fakeGeolocation, mapApi, urlsOf } from '../features/map/testing/map-test-api';

vi.mock('../features/map/map-view', async () => ({ MapView: (await import('../features/map/testing/fake-map-view')).FakeMapView }));
vi.mock('../features/map/provider', () => ({ currentMapProvider: vi.fn(() => 'osm') }));

configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await import('../features/map/map-screen');
  await import('../features/auth/login-screen');
  await import('../features/business/business-detail-screen');
}, 30_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  fakeGeolocation('ok');
});
afterEach(() => {
  sessionStorage.clear();
});

const TOKEN = makeToken({ userId: USER_ID });
const loginAnswer = () => ({ body: { token: TOKEN } });

async function logIn(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Usuario o correo electrónico'), 'maria');
  await user.type(screen.getByLabelText('Contraseña'), 'secreto123');
  await user.click(screen.getByRole('button', { name: 'Aceptar' }));
}

describe('login keeps what the visitor was doing (issue 20, item 8)', () => {
  it("from home's 'Comer y beber' tile, anonymously: login, then the map opens filtered on 'Comer y beber'", async () => {
    const api = mapApi({ 'POST /api/auth/login': loginAnswer });
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Comer y beber/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mapa'));
    await waitFor(() => expect(screen.getByLabelText('Categoría')).toHaveValue('restaurant'));
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').length).toBeGreaterThan(0));
    for (const url of urlsOf(api, 'GET /api/business/nearby')) expect(url.searchParams.get('category')).toBe('restaurant');
    expect(await screen.findByText(MSG.categoryBanner)).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('a reload of the login page keeps the chosen category (sessionStorage), used once', async () => {
    const api = mapApi({ 'POST /api/auth/login': loginAnswer });
    const first = renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: /Comer y beber/ }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    first.unmount();
    // a full reload: the page comes back at /login with only its history entry's state
    const again = renderApp({ pathname: '/login', state: { from: { pathname: '/mapa', search: '', hash: '' } } });
    await logIn();
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/mapa'));
    await waitFor(() => expect(screen.getByLabelText('Categoría')).toHaveValue('restaurant'));
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').length).toBeGreaterThan(0));
    for (const url of urlsOf(api, 'GET /api/business/nearby')) expect(url.searchParams.get('category')).toBe('restaurant');
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['signs the person in', { token: TOKEN }],
    ['sends them to log in', { message: 'Usuario registrado' }],
  ])("through registration (registration %s): the map still opens on 'Comer y beber'", async (_how, answer) => {
    const api = mapApi({ 'POST /api/auth/login': loginAnswer, 'POST /api/auth/register': () => ({ status: 201, body: answer }) });
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Comer y beber/ }));
    await user.click(await screen.findByRole('link', { name: 'Regístrate' }));
    await user.type(await screen.findByLabelText('Nombre', { exact: true }), 'María Pérez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Nombre de usuario'), 'maria');
    await user.type(screen.getByLabelText('Contraseña'), 'malecon-2025');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(['/login', '/mapa']).toContain(router.state.location.pathname));
    if (router.state.location.pathname === '/login') {
      await user.clear(await screen.findByLabelText('Usuario o correo electrónico'));
      await logIn(user);
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/mapa'));
    await waitFor(() => expect(screen.getByLabelText('Categoría')).toHaveValue('restaurant'));
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').length).toBeGreaterThan(0));
    for (const url of urlsOf(api, 'GET /api/business/nearby')) expect(url.searchParams.get('category')).toBe('restaurant');
    expect(sessionStorage.length).toBe(0);
  });

  it('the heart on a business page, anonymously: login, back on the page, the favourite is added once and it says so', async () => {
    const business = makeBusiness({ name: 'La Guarida' });
    const posts: unknown[] = [];
    let favorites: string[] = [];
    const api = mapApi({
      'POST /api/auth/login': loginAnswer,
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
      [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: favorites.map((businessId) => ({ businessId })) }),
      [`POST /api/users/${USER_ID}/favorites/${business._id}`]: (url) => {
        posts.push(url);
        favorites = [business._id];
        return { body: { favorite_businesses: favorites } };
      },
    });
    const { router } = renderApp(`/business/${business._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar La Guarida en favoritos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/business/${business._id}`));
    expect(await screen.findByText(MSG.favoriteSavedAfterLogin)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar La Guarida en favoritos', pressed: true })).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(urlsOf(api, `POST /api/users/${USER_ID}/favorites/${business._id}`)).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('a favourite promised to one account is never added for another', async () => {
    const business = makeBusiness({ name: 'La Guarida' });
    const other = '64b7f0c2a1b2c3d4e5f6aaaa';
    const api = mapApi({
      'POST /api/auth/login': () => ({ body: { token: makeToken({ userId: other }) } }),
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
      [`GET /api/users/${other}/favorites`]: () => ({ body: [] }),
    });
    // an earlier visitor pressed the heart, logged in as USER_ID, and the intent was bound to them
    sessionStorage.setItem(
      'guia.loginIntent',
      JSON.stringify({ kind: 'favorite', businessId: business._id, userId: USER_ID, at: Date.now(), to: { pathname: `/business/${business._id}`, search: '', hash: '' } }),
    );
    renderApp(`/business/${business._id}`, { token: makeToken({ userId: other }) });
    expect(await screen.findByRole('button', { name: 'Guardar La Guarida en favoritos', pressed: false })).toBeInTheDocument();
    await waitFor(() => expect(urlsOf(api, `GET /api/users/${other}/favorites`).length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 100));
    expect(urlsOf(api, `POST /api/users/${other}/favorites/${business._id}`)).toHaveLength(0);
    expect(screen.queryByText(MSG.favoriteSavedAfterLogin)).not.toBeInTheDocument();
  });
});
