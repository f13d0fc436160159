import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@guia/contracts';
import { prerender } from 'react-dom/static';
import { aBusiness, anEvent, homeApi } from '../features/home/test-fixtures';
import { callsTo, fakeApi, userToken } from '../test/utils';

/**
 * Issue 19: a page the server drew is hydrated part by part. Below its first screen, a part keeps
 * the server's HTML, untouched, until it comes near the screen (components/hydrate-later.tsx), and
 * nothing that happens meanwhile — above all the session, which a signed-in visitor's page learns
 * right after hydration — may make React throw that HTML away and draw the part again from its
 * loading state (a jump on the screen, and the work of drawing it twice).
 *
 * The page is drawn by the web's server renderer (entry-server.tsx, as the API does), then the
 * browser's start (main.tsx's startApp) takes it over, as in a browser.
 */

/** IntersectionObserver, which jsdom lacks: nothing is near the screen until the test says so. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  /** Every observed element comes into view. */
  static scrollToAll() {
    for (const io of FakeIntersectionObserver.all) {
      io.callback(
        io.targets.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry),
        io as unknown as IntersectionObserver,
      );
    }
  }
}

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // the browser's start brings its own copy of React (a fresh module graph): its updates are not the test's act()
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
});

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  delete document.documentElement.dataset.ready;
});

/** The page as the API sends it: the server's HTML in #root, the data it was drawn with beside it. */
async function serverDrawn(url: string) {
  // a module graph of its own, as the server's bundle is (the routes' lazy screens included)
  vi.resetModules();
  const { render: drawOnServer } = await import('../entry-server');
  const page = await drawOnServer({ url, apiOrigin: location.origin, hints: { dataSaver: false, lang: 'es' }, manifest: {} });
  if (!page) throw new Error(`the server does not draw ${url}`);
  // The server's renderer leaves its last context values on the shared context objects (a server
  // process never renders in the browser's way); an empty render of its own puts them back.
  await prerender(<></>);
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="guia-state">${page.state}</script>`;
}

/** The browser's start (main.tsx → startApp), in a module graph of its own: the server's copy set the navbar's shell. */
async function hydrateInBrowser() {
  vi.resetModules();
  const [{ startApp }, { createQueryClient }] = await Promise.all([import('./start-app'), import('./providers')]);
  expect(startApp(document.getElementById('root')!, createQueryClient(), document.getElementById('guia-state'))).toBe(true);
  await waitFor(() => expect(document.documentElement.dataset.ready).toBe('1'));
}

function businessApi(business: ReturnType<typeof aBusiness>) {
  return fakeApi({
    [`GET /api/business/${business._id}`]: () => ({ body: business }),
    [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
    [`GET /api/business/${business._id}/comments`]: () => ({ body: { items: [], total: 0, page: 1, pages: 1 } }),
    [`GET /api/business/${business._id}/menu`]: () => ({ status: 404, body: { message: 'Sin menú' } }),
    'GET /api/users/64b7f0c2a1b2c3d4e5f60718/favorites': () => ({ body: [business] }),
  });
}

describe('a server-drawn page hydrates its first screen first (issue 19)', () => {
  it("business page, anonymous: the reviews keep the server's HTML and hydrate after the first screen, in place, without a scroll", async () => {
    const business = aBusiness({ name: 'La Guarida' });
    const api = businessApi(business);
    await serverDrawn(`/business/${business._id}`);
    const reviews = document.querySelector('.business-page__reviews');
    await hydrateInBrowser();
    // not hydrated with the first screen: the whole list of reviews, which the hydrated part asks for, not asked for yet
    expect(callsTo(api, `GET /api/business/${business._id}/comments`)).toHaveLength(0);
    expect(document.querySelector('.business-page__reviews')).toBe(reviews);

    // once the phone is idle (a screen reader or a search in the page never scrolls), in the server's very element
    await waitFor(() => expect(callsTo(api, `GET /api/business/${business._id}/comments`).length).toBeGreaterThan(0));
    expect(document.querySelector('.business-page__reviews')).toBe(reviews);
    expect(screen.getByText('Inicia sesión para dejar tu opinión')).toBeInTheDocument();
  });

  it("business page, signed in: the session arrives without redrawing the reviews; they hydrate in place and show the visitor's form", async () => {
    const business = aBusiness({ name: 'La Guarida' });
    businessApi(business);
    await serverDrawn(`/business/${business._id}`);
    const reviews = document.querySelector('.business-page__reviews');
    expect(reviews).not.toBeNull();
    // the server draws everyone's page: 'sign in to review'
    expect(screen.getByText('Inicia sesión para dejar tu opinión')).toBeInTheDocument();

    localStorage.setItem(STORAGE_KEYS.token, userToken());
    await hydrateInBrowser();

    // the first screen took the session over: the favourite's heart is filled
    await waitFor(() => expect(document.querySelector('.business-page__favorite[aria-pressed="true"]')).not.toBeNull());
    // a signed-in visitor's parts below the first screen hydrate once the phone is idle: the form
    // replaces 'sign in to review' in the server's very section, never drawn again from 'Cargando...'
    await waitFor(() => expect(document.querySelector('.business-page__reviews form')).not.toBeNull());
    expect(document.querySelector('.business-page__reviews')).toBe(reviews);
    expect(screen.queryByText('Inicia sesión para dejar tu opinión')).toBeNull();
  });

  it("home, signed in: the hero drops 'Iniciar sesión' without redrawing the lists below the first screen", async () => {
    const promoted = [aBusiness({ name: 'La Guarida' }), aBusiness({ name: 'El Cocinero' })];
    homeApi({
      events: () => ({ body: [anEvent()] }),
      promoted: () => ({ body: promoted }),
      elite: () => ({ body: [aBusiness({ name: 'San Cristóbal' })] }),
      more: { 'GET /api/users/64b7f0c2a1b2c3d4e5f60718/favorites': () => ({ body: [] }) },
    });
    await serverDrawn('/');
    const section = (id: string) => document.getElementById(id)?.closest('section');
    const [promotedSection, eliteSection] = [section('promoted-title'), section('elite-title')];
    expect(promotedSection).toBeTruthy();
    expect(eliteSection).toBeTruthy();
    const heroLogin = () => document.querySelector('.hero a[data-when="anon"]');
    expect(heroLogin()).not.toBeNull();

    localStorage.setItem(STORAGE_KEYS.token, userToken());
    await hydrateInBrowser();

    await waitFor(() => expect(heroLogin()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 500));
    // hydrated where they are: still the server's elements
    expect(section('promoted-title')).toBe(promotedSection);
    expect(section('elite-title')).toBe(eliteSection);
    expect(screen.getAllByText('La Guarida').length).toBeGreaterThan(0);
  });
});
