/**
 * A person's own data for offline use (issue 16 §4, §5): kept by the app under the person's id,
 * read from there when the network fails, and deleted at logout, at a 401 to the token, and when
 * another account signs in.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, ROLES, STORAGE_KEYS, type Business, type PublicUser, API_MSG } from '@guia/contracts';
import { apiFetch } from './api-client';
import { keepOwnAnswer, readOwnAnswer, savedDateText } from './offline-store';
import { fakeApi, makeToken, renderApp, userToken } from '../test/utils';

/** The user id of `userToken()`. */
const USER_ID = '64b7f0c2a1b2c3d4e5f60718';
const makeUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  _id: USER_ID,
  name: 'maría fernández',
  email: 'maria@example.com',
  username: 'mariaf',
  role_id: ROLES.USER,
  favorite_businesses: [],
  ...overrides,
});
const makeBusiness = (name: string): Business =>
  ({
    _id: '65a000000000000000000001',
    name,
    categories: ['Comer y beber'],
    photos: [],
    thumbnails: [],
    geometry: { location: { lat: 23.14, lng: -82.35 } },
    location: { type: 'Point', coordinates: [-82.35, 23.14] },
    rating: 4.5,
    user_ratings_total: 10,
    comments: [],
    source: 'mongo',
  }) as unknown as Business;

const OTHER_ID = '64b7f0c2a1b2c3d4e5f69999';
const kept = (userId: string) => localStorage.getItem(`guia-private:${userId}`);
const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

afterEach(() => vi.restoreAllMocks());

describe("a person's own data kept for offline use", () => {
  it('keeps the profile and the favourites under the person\'s id when they arrive, and nothing public', async () => {
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    fakeApi({
      [`GET /api/users/${USER_ID}`]: () => ({ body: makeUser() }),
      [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: [{ businessId: 'b1' }] }),
      'GET /api/business/promoted': () => ({ body: [] }),
    });
    await apiFetch(`/users/${USER_ID}`);
    await apiFetch(`/users/${USER_ID}/favorites`);
    await apiFetch('/business/promoted');
    expect(readOwnAnswer(USER_ID, `/users/${USER_ID}`)?.body).toMatchObject({ email: 'maria@example.com' });
    expect(readOwnAnswer(USER_ID, `/users/${USER_ID}/favorites`)?.body).toEqual([{ businessId: 'b1' }]);
    expect(Object.keys(JSON.parse(kept(USER_ID)!) as object)).toEqual([`/users/${USER_ID}`, `/users/${USER_ID}/favorites`]);
  });

  it("never keeps another person's answer (an admin reading someone's profile)", async () => {
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    fakeApi({ [`GET /api/users/${OTHER_ID}`]: () => ({ body: makeUser({ _id: OTHER_ID, email: 'otra@example.com' }) }) });
    await apiFetch(`/users/${OTHER_ID}`);
    expect(kept(USER_ID)).toBeNull();
    expect(kept(OTHER_ID)).toBeNull();
  });

  it('offline, the profile screen shows the saved profile and favourites with the date they were saved', async () => {
    const floridita = makeBusiness('El Floridita');
    // saved on 24/11 at 18:00 in Havana (23:00 UTC)
    keepOwnAnswer(USER_ID, `/users/${USER_ID}`, makeUser(), Date.UTC(2026, 10, 24, 23, 0));
    keepOwnAnswer(USER_ID, `/users/${USER_ID}/favorites`, [{ businessId: floridita._id }], Date.UTC(2026, 10, 24, 23, 0));
    offline();
    fakeApi({
      // the worker's copy of a public answer
      [`GET /api/business/${floridita._id}`]: () => ({ body: floridita, headers: { Date: 'Tue, 24 Nov 2026 23:00:00 GMT' } }),
    });
    // the network is gone for the private answers: the worker never keeps them
    const network = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/users/') ? Promise.reject(new TypeError('Failed to fetch')) : network(input, init),
    );
    renderApp('/perfil', { token: userToken() });
    expect(await screen.findByText('maria@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'El Floridita' })).toBeInTheDocument();
    expect(screen.getByText(MSG.offlineNotice)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Guardado el 24/11 a las 18:00')).toBeInTheDocument());
  });

  it('offline with nothing saved, a read says it is not saved instead of waiting', async () => {
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    offline();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch(`/users/${USER_ID}`)).rejects.toMatchObject({ status: 0, message: MSG.notSavedOffline });
  });
});

describe("a person's own data is deleted", () => {
  it('when a request with the token is refused with 401', async () => {
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    keepOwnAnswer(USER_ID, `/users/${USER_ID}`, makeUser());
    fakeApi({ [`GET /api/users/${USER_ID}/favorites`]: () => ({ status: 401, body: { message: API_MSG.sessionExpired } }) });
    await expect(apiFetch(`/users/${USER_ID}/favorites`)).rejects.toMatchObject({ status: 401 });
    expect(kept(USER_ID)).toBeNull();
  });

  it('at logout, from the user menu', async () => {
    keepOwnAnswer(USER_ID, `/users/${USER_ID}`, makeUser());
    fakeApi({ 'POST /api/auth/logout': () => ({ status: 204 }), [`GET /api/users/${USER_ID}`]: () => ({ body: makeUser() }) });
    renderApp('/', { token: userToken() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    expect(kept(USER_ID)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(kept(USER_ID)).toBeNull();
  });

  it('when another account signs in on the same phone (and the new one keeps its own)', async () => {
    keepOwnAnswer(OTHER_ID, `/users/${OTHER_ID}`, makeUser({ _id: OTHER_ID, email: 'a@example.com' }));
    fakeApi({ 'POST /api/auth/login': () => ({ body: { token: makeToken({ userId: USER_ID }) } }) });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Usuario o correo electrónico'), 'mariaf');
    await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'contraseña-segura');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull());
    expect(kept(OTHER_ID)).toBeNull();
  });

  it("not when the page opens signed in: that person's data stays, anyone else's goes", async () => {
    keepOwnAnswer(USER_ID, `/users/${USER_ID}`, makeUser());
    keepOwnAnswer(OTHER_ID, `/users/${OTHER_ID}`, makeUser({ _id: OTHER_ID }));
    fakeApi({});
    renderApp('/', { token: userToken() });
    await waitFor(() => expect(kept(OTHER_ID)).toBeNull());
    expect(kept(USER_ID)).not.toBeNull();
  });

  it('when the page opens with no session (an expired or removed token): nothing of anyone stays', async () => {
    keepOwnAnswer(USER_ID, `/users/${USER_ID}`, makeUser());
    fakeApi({});
    renderApp('/');
    await act(async () => undefined);
    await waitFor(() => expect(kept(USER_ID)).toBeNull());
  });
});

describe("the saved date, in Cuba's time whatever the phone's zone", () => {
  it.each([
    // winter: Havana is UTC−5; summer (daylight saving): UTC−4
    [Date.UTC(2026, 10, 24, 23, 0), 'Guardado el 24/11 a las 18:00'],
    [Date.UTC(2026, 6, 1, 22, 0), 'Guardado el 01/07 a las 18:00'],
    // 8 March 2026, 06:30 UTC: 01:30 before the change to daylight saving at 00:00 → 01:00… in Havana
    [Date.UTC(2026, 2, 7, 4, 30), 'Guardado el 06/03 a las 23:30'],
    [Date.UTC(2026, 2, 9, 4, 30), 'Guardado el 09/03 a las 00:30'],
  ])('%s → %s', (at, text) => expect(savedDateText(at)).toBe(text));
});

