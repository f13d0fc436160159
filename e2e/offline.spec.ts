/**
 * Offline (issue 11): with the service worker of the production build, the home page, Tops, a
 * business page and the map, once visited, open again with no connection and say
 * 'Sin conexión — mostrando datos guardados'; a favourite tried offline says it needs a connection;
 * back online, it works.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { MSG } from '../packages/contracts/src/index';
import { expect, pageHeading, registerUser, test, useSessionOf } from './fixtures';

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
const markers = (page: Page) => page.locator('.leaflet-marker-pane .map-marker');
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
      await expect.poll(() => markers(page).count(), { message: 'nearby markers online' }).toBeGreaterThan(0);
      // markers are drawn in idle batches: count them once every batch is on the map
      await expect
        .poll(
          async () => {
            const before = await markers(page).count();
            await page.waitForTimeout(700);
            return before > 0 && before === (await markers(page).count());
          },
          { message: 'every nearby marker drawn' },
        )
        .toBe(true);
      markersOnline = await markers(page).count();
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
      await expect.poll(() => markers(page).count(), { message: 'saved nearby markers offline' }).toBe(markersOnline);
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
