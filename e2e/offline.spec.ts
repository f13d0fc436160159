/**
 * Offline (issue 11): with the service worker of the production build, the home page, Tops, a
 * business page and the map, once visited, open again with no connection and say
 * 'Sin conexión — mostrando datos guardados'; a favourite tried offline says it needs a connection;
 * back online, it works.
 *
 * Offline for everyone, true when offline (issue 16 §4): after a signed-in first visit (home
 * only), offline, home shows the saved lists, the profile and the favourites come from the phone,
 * each screen says when its data was saved ('Guardado el 24/11 a las 18:00', Cuba's time), an
 * information page never visited opens, a business never seen says 'Este lugar no está guardado en
 * el teléfono' with a way back, and no invented ★ 5,0 shows.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { MSG } from '../packages/contracts/src/index';
import { apiLogin, expect, pageHeading, registerUser, test, useSessionOf, allBusinesses } from './fixtures';
import { placesOnMap } from './map-helpers';

/** Old Havana: the seed businesses are around it. */
const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
test.use({ serviceWorkers: 'allow', geolocation: HAVANA, permissions: ['geolocation'] });

interface SeedBusiness {
  _id: string;
  name: string;
}

async function promoted(request: APIRequestContext): Promise<SeedBusiness[]> {
  const res = await request.get('/api/business/promoted');
  expect(res.ok()).toBeTruthy();
  const list = (await res.json()) as SeedBusiness[];
  expect(list.length).toBeGreaterThan(0);
  return list;
}

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: MSG.offlineNotice });
const topsCards = (page: Page) => page.getByRole('list', { name: 'Negocios recomendados' }).getByRole('listitem');

/** Waits until the service worker is active and controls the page (a reload hands it the page). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { message: 'the service worker controls the page' }).toBe(true);
}

/**
 * API answers the service worker itself got from the network while the browser was offline: there
 * must be none (what shows offline comes from its cache).
 */
function serviceWorkerNetworkAnswers(context: BrowserContext) {
  const reached: string[] = [];
  let watching = false;
  context.on('requestfinished', async (request) => {
    if (!watching || !request.serviceWorker() || !new URL(request.url()).pathname.startsWith('/api/')) return;
    const response = await request.response().catch(() => null);
    if (response && response.status() > 0 && !response.fromServiceWorker()) reached.push(request.url());
  });
  return {
    start: () => {
      watching = true;
    },
    stop: () => {
      watching = false;
    },
    reached,
  };
}

test.describe('Offline with the service worker', () => {
  test('home, Tops, a business page and the map open from the cache with the offline notice; a favourite offline needs a connection, and works back online', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.slow(); // four screens twice, and the service worker's install
    const person = await registerUser(request);
    await useSessionOf(page, request, person.username, person.password);
    const [business] = await promoted(request);
    const swAnswers = serviceWorkerNetworkAnswers(context);
    let markersOnline = 0;

    await test.step('online: visit home (the service worker installs and takes control), Tops, the business page and the map', async () => {
      await page.goto('/');
      await expect(pageHeading(page, 'DESBLOQUEA LA CUBA AUTÉNTICA')).toBeVisible();
      await controlledByServiceWorker(page);
      await expect(page.getByRole('region', { name: 'Negocios recomendados' })).toBeVisible();

      await page.goto('/tops');
      await expect(topsCards(page).first()).toBeVisible();

      await page.goto(`/business/${business!._id}`);
      await expect(pageHeading(page, business!.name)).toBeVisible();
      await expect(page.getByRole('button', { name: `Guardar ${business!.name} en favoritos` })).toHaveAttribute('aria-pressed', 'false');

      await page.goto('/mapa');
      await expect.poll(() => placesOnMap(page), { message: 'nearby markers online' }).toBeGreaterThan(0);
      // markers are drawn in idle batches: count them once every batch is on the map
      await expect
        .poll(
          async () => {
            const before = await placesOnMap(page);
            await page.waitForTimeout(700);
            return before > 0 && before === (await placesOnMap(page));
          },
          { message: 'every nearby marker drawn' },
        )
        .toBe(true);
      markersOnline = await placesOnMap(page);
      await expect(offlineNotice(page)).toHaveCount(0);
    });

    await context.setOffline(true);
    swAnswers.start();

    await test.step('offline: home shows the saved events and promoted businesses, with the notice', async () => {
      await page.goto('/');
      await expect(pageHeading(page, 'DESBLOQUEA LA CUBA AUTÉNTICA')).toBeVisible();
      await expect(offlineNotice(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Negocios recomendados' }).getByText(business!.name).first()).toBeAttached();
      await page.screenshot({ path: `artifacts/screenshots/offline-home-${testInfo.project.name}.png`, fullPage: true });
    });

    await test.step('offline: Tops shows the saved cards', async () => {
      await page.goto('/tops');
      await expect(topsCards(page).first()).toBeVisible();
      await expect(offlineNotice(page)).toBeVisible();
    });

    await test.step('offline: the map shows the last nearby results', async () => {
      await page.goto('/mapa');
      await expect(offlineNotice(page)).toBeVisible();
      await expect.poll(() => placesOnMap(page), { message: 'saved nearby markers offline' }).toBe(markersOnline);
    });

    await test.step('offline: the business page shows the saved business, and a favourite says it needs a connection', async () => {
      await page.goto(`/business/${business!._id}`);
      await expect(pageHeading(page, business!.name)).toBeVisible();
      await expect(offlineNotice(page)).toBeVisible();
      const heart = page.getByRole('button', { name: `Guardar ${business!.name} en favoritos` });
      await heart.click();
      await expect(page.getByRole('alert').filter({ hasText: MSG.offlineWrite })).toBeVisible();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await page.screenshot({ path: `artifacts/screenshots/offline-business-${testInfo.project.name}.png`, fullPage: true });
    });

    swAnswers.stop();
    expect(swAnswers.reached, 'API answers that reached the network while offline').toEqual([]);

    await test.step('back online: the notices go and the favourite is saved', async () => {
      await context.setOffline(false);
      await expect(offlineNotice(page)).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: MSG.offlineWrite })).toHaveCount(0);
      const heart = page.getByRole('button', { name: `Guardar ${business!.name} en favoritos` });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    });
  });
});

/** The user id inside a token (the payload of spec §3). */
function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: { user_id: string } };
  return payload.sub.user_id;
}

const SAVED_DATE = /Guardado el \d{2}\/\d{2} a las \d{2}:\d{2}/;
/** What the worker keeps of the public API, by path (its cache 'api-public'). */
const cachedApiPaths = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('api-public');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

test.describe('Offline after a signed-in first visit (issue 16)', () => {
  test('home, the profile and the favourites come from the phone with the saved date; an information page never visited opens; a business never seen says it is not saved', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const person = await registerUser(request);
    const token = await apiLogin(request, person.username, person.password);
    const userId = userIdOf(token);
    const all = await allBusinesses<SeedBusiness>(request);
    const favourites = ['La Guarida', 'El Floridita'].map((name) => all.find((b) => b.name === name)!);
    for (const b of favourites) {
      const res = await request.post(`/api/users/${userId}/favorites/${b._id}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.ok()).toBeTruthy();
    }
    const [promotedFirst] = await promoted(request);
    const elite = (await (await request.get('/api/business/elite')).json()) as (SeedBusiness & { rating?: number })[];
    const eliteIds = elite.map((b) => b._id);
    const neverSeen = all.find((b) => !favourites.some((f) => f._id === b._id) && !eliteIds.includes(b._id) && b._id !== promotedFirst!._id)!;
    await useSessionOf(page, request, person.username, person.password);

    await test.step('online: one visit to home, signed in; the worker takes over and the phone keeps the lists, the profile and the favourites', async () => {
      await page.goto('/');
      await expect(pageHeading(page, 'DESBLOQUEA LA CUBA AUTÉNTICA')).toBeVisible();
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { message: 'the worker controls the first visit' }).toBe(true);
      await expect(page.getByRole('region', { name: 'Negocios recomendados' })).toBeVisible();
      await expect
        .poll(async () => {
          const paths = await cachedApiPaths(page);
          return ['/api/business/promoted', '/api/business/elite', ...favourites.map((f) => `/api/business/${f._id}`)].every((p) => paths.includes(p));
        }, { message: 'the worker keeps the public lists and the favourites\' businesses', timeout: 20_000 })
        .toBe(true);
      await expect
        .poll(() => page.evaluate((id) => Object.keys(JSON.parse(localStorage.getItem(`guia-private:${id}`) ?? '{}')), userId), {
          message: 'the profile and the favourites kept under the person\'s id',
        })
        .toEqual(expect.arrayContaining([`/users/${userId}`, `/users/${userId}/favorites`]));
      const privateInWorker = (await cachedApiPaths(page)).filter((p) => p.startsWith('/api/users') || p.startsWith('/api/auth'));
      expect(privateInWorker, 'the worker keeps nothing private').toEqual([]);
      // the profile's code, fetched for a signed-in person so it opens offline
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open('assets')).keys()).some((r) => /profile-screen/.test(r.url))), {
          message: 'the profile screen code kept',
        })
        .toBe(true);
    });

    await page.context().setOffline(true);

    await test.step('offline: home shows the saved lists with the saved date, and no invented rating', async () => {
      await page.goto('/');
      await expect(pageHeading(page, 'DESBLOQUEA LA CUBA AUTÉNTICA')).toBeVisible();
      await expect(offlineNotice(page)).toBeVisible();
      await expect(offlineNotice(page)).toContainText(SAVED_DATE);
      await expect(page.getByRole('region', { name: 'Negocios recomendados' }).getByText(promotedFirst!.name).first()).toBeAttached();
      // the saved elite list, with its saved ratings: not the built-in sample places with ★ 5,0
      const eliteSection = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Explora lo que te espera' }) });
      await eliteSection.scrollIntoViewIfNeeded();
      const firstCard = eliteSection.getByRole('listitem').filter({ hasText: elite[0]!.name });
      await expect(firstCard).toBeVisible();
      if (typeof elite[0]!.rating === 'number') await expect(firstCard).toContainText(elite[0]!.rating.toFixed(1).replace('.', ','));
      await expect(page.getByText('te mostramos algunos lugares imprescindibles')).toHaveCount(0);
      await expect(page.getByText(MSG.noBusinesses)).toHaveCount(0);
      await page.screenshot({ path: `artifacts/screenshots/offline-signed-in-home-${testInfo.project.name}.png`, fullPage: true });
    });

    await test.step('offline: the profile and the favourites come from the phone, with the saved date', async () => {
      await page.goto('/perfil');
      await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
      await expect(page.getByText(person.email)).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'La Guarida' })).toBeAttached();
      await expect(page.getByRole('heading', { level: 3, name: 'El Floridita' })).toBeAttached();
      await expect(offlineNotice(page)).toContainText(SAVED_DATE);
      await page.screenshot({ path: `artifacts/screenshots/offline-profile-${testInfo.project.name}.png`, fullPage: true });
    });

    await test.step('offline: an information page never visited opens', async () => {
      await page.goto('/about');
      await expect(pageHeading(page, 'Acerca de Guía Cuba')).toBeVisible();
      await page.goto('/help');
      await expect(pageHeading(page, 'Centro de ayuda')).toBeVisible();
      await expect(page.getByText('Algo salió mal')).toHaveCount(0);
    });

    await test.step('offline: a business never seen says it is not saved on the phone, with a way back', async () => {
      await page.goto(`/business/${neverSeen._id}`);
      await expect(pageHeading(page, MSG.placeNotSaved)).toBeVisible();
      await expect(page.getByText(MSG.loading)).toHaveCount(0);
      const back = page.getByRole('link', { name: /^(Volver|Ir al inicio)$/ });
      await expect(back).toBeVisible();
      await page.screenshot({ path: `artifacts/screenshots/offline-not-saved-${testInfo.project.name}.png`, fullPage: true });
      await back.click();
      await expect(page).not.toHaveURL(new RegExp(neverSeen._id));
    });

    await test.step('offline: a favourite never opened but kept opens from the phone', async () => {
      await page.goto(`/business/${favourites[0]!._id}`);
      await expect(pageHeading(page, favourites[0]!.name)).toBeVisible();
      await expect(offlineNotice(page)).toContainText(SAVED_DATE);
    });

    await page.context().setOffline(false);
  });
});

