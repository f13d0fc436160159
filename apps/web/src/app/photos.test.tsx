import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Business } from '@guia/contracts';
import { makeBusiness } from '../components/business/test-fixtures';
import { setDataSaver } from '../lib/data-saver';
import { fakeApi, renderApp, userToken } from '../test/utils';
import { aBusiness, anEvent, homeApi } from '../features/home/test-fixtures';

/**
 * Photos on every list and carousel (issue 11 §3), through the real routes: each offers its WebP
 * thumbnail and display copy in srcset with the slot's sizes, reserves its box with width and
 * height, loads lazily below the fold, and the page's largest picture loads first.
 */

// the mode is remembered (localStorage and a cookie): each test starts with it off
afterEach(() => setDataSaver(false));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('../features/home/home-lists');
});

const uploaded = () => [...document.querySelectorAll('img')].filter((img) => img.getAttribute('src')?.startsWith('/uploads/'));

/** srcset of both copies of the photo whose thumbnail is `src`, each with its width. */
function expectBothCopies(img: HTMLImageElement) {
  const src = img.getAttribute('src')!;
  expect(img.getAttribute('srcset')).toMatch(new RegExp(`^${src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 480w, /uploads/\\S+ 1280w$`));
  expect(img.getAttribute('sizes')).toBeTruthy();
  expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
  expect(img).toHaveAttribute('decoding', 'async');
}

describe('photos on the home lists', () => {
  it('events, promoted and elite cards offer thumbnail and display copy with sizes, width and height; the first event first, the rest lazily', async () => {
    homeApi({
      events: () => ({ body: [anEvent({ title: 'Noche de salsa' }), anEvent({ title: 'Festival de jazz' })] }),
      promoted: () => ({ body: [aBusiness({ name: 'La Guarida' })] }),
      elite: () => ({ body: [aBusiness({ name: 'El Floridita', photos: ['/uploads/floridita.webp'], thumbnails: ['/uploads/floridita.thumb.webp'] })] }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'El Floridita' });
    const promoted = await screen.findByRole('img', { name: 'La Guarida' });
    const elite = screen.getByRole('img', { name: 'El Floridita' });
    const event = screen.getByRole('img', { name: 'Noche de salsa' });
    for (const img of [promoted, elite, event]) expectBothCopies(img as HTMLImageElement);
    expect(elite).toHaveAttribute('srcset', '/uploads/floridita.thumb.webp 480w, /uploads/floridita.webp 1280w');
    // the first event opens the page: its picture is fetched first; the rest wait for the scroll
    expect(event).toHaveAttribute('loading', 'eager');
    expect(event).toHaveAttribute('fetchpriority', 'high');
    expect(promoted).toHaveAttribute('loading', 'lazy');
    expect(promoted).not.toHaveAttribute('fetchpriority');
    expect(elite).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Festival de jazz', hidden: true })).toHaveAttribute('loading', 'lazy');
    // every uploaded photo on the page reserves its box
    for (const img of uploaded()) expect([img.getAttribute('width'), img.getAttribute('height')]).not.toContain(null);
  });

  it("in 'Ahorro de datos' requests no photo at all until one is tapped, and then only its thumbnail", async () => {
    setDataSaver(true);
    homeApi({
      events: () => ({ body: [anEvent({ title: 'Noche de salsa' })] }),
      promoted: () => ({ body: [aBusiness({ name: 'La Guarida' })] }),
      elite: () => ({ body: [aBusiness({ name: 'El Floridita' })] }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'El Floridita' });
    await screen.findByRole('button', { name: 'Ver foto: La Guarida' });
    expect(uploaded()).toEqual([]);
    expect(document.querySelectorAll('img[srcset]')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Ver foto: El Floridita' }));
    const shown = uploaded();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveAttribute('src', '/uploads/la-guarida.thumb.webp');
    expect(shown[0]).not.toHaveAttribute('srcset');
  });
});

describe('the largest picture of a page loads first', () => {
  const FIVE: Business[] = ['La Guarida', 'El Floridita', 'Fábrica de Arte Cubano', 'Café El Dandy', 'Clínica Cira García'].map((name) => makeBusiness({ name }));

  function topsApi() {
    fakeApi({
      'GET /api/business/promoted': () => ({ body: FIVE }),
      ...Object.fromEntries(FIVE.map((b) => [`GET /api/business/${b._id}`, () => ({ body: b })])),
    });
  }

  it('on Tops, the first card’s photo is eager with high priority; the cards below are lazy', async () => {
    topsApi();
    renderApp('/tops');
    const first = await screen.findByRole('img', { name: 'La Guarida' });
    expectBothCopies(first as HTMLImageElement);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const name of ['El Floridita', 'Café El Dandy']) {
      const img = screen.getByRole('img', { name });
      expectBothCopies(img as HTMLImageElement);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('on Tops opened for a chosen business, that card’s photo is the one fetched first', async () => {
    topsApi();
    renderApp({ pathname: '/tops', state: { highlightBusinessId: FIVE[3]!._id } });
    const chosen = await screen.findByRole('img', { name: 'Café El Dandy' });
    expect(chosen).toHaveAttribute('loading', 'eager');
    expect(chosen).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'La Guarida' })).not.toHaveAttribute('fetchpriority');
  });

  it('on the business page, the first gallery photo is eager with high priority, the others lazy', async () => {
    const business = makeBusiness({ name: 'La Guarida' });
    fakeApi({
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
    });
    renderApp(`/business/${business._id}`);
    const region = await screen.findByRole('region', { name: 'Fotos de La Guarida' });
    const first = within(region).getByRole('img', { name: 'La Guarida, foto 1 de 2' });
    expectBothCopies(first as HTMLImageElement);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('img', { name: 'La Guarida, foto 2 de 2', hidden: true });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });
});

describe('photos of the profile favourites', () => {
  it('offer both copies with sizes and load lazily', async () => {
    const USER_ID = '64b7f0c2a1b2c3d4e5f60718';
    const favourite = makeBusiness({ name: 'Coppelia' });
    fakeApi({
      [`GET /api/users/${USER_ID}`]: () => ({ body: { _id: USER_ID, name: 'María', username: 'mariaf', email: 'maria@example.com', role_id: 2, favorite_businesses: [favourite._id] } }),
      [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: [{ businessId: favourite._id, _id: favourite._id }] }),
      [`GET /api/business/${favourite._id}`]: () => ({ body: favourite }),
    });
    renderApp('/perfil', { token: userToken() });
    const img = await screen.findByRole('img', { name: 'Foto de Coppelia' });
    await waitFor(() => expectBothCopies(img as HTMLImageElement));
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
