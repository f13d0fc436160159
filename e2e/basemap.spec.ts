/**
 * The app's own basemap (issue 16 item 3): /mapa draws vector tiles read in HTTP byte ranges from
 * the app's own origin (GET /api/map, /api/map/tiles.pmtiles), never from an outside tile server;
 * 'Descargar el mapa para usarlo sin conexión' keeps the archive on the phone, and offline the map
 * draws from there without asking the network for it.
 */
import type { Page } from '@playwright/test';
import { OFFLINE_MAP_MESSAGES as T } from '../packages/contracts/src/index';
import { expect, registerUser, test, useSessionOf } from './fixtures';

/** Old Havana: land, sea and the city's name around it. */
const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
test.use({ serviceWorkers: 'allow', geolocation: HAVANA, permissions: ['geolocation'] });

const theMap = (page: Page) => page.getByRole('region', { name: 'Mapa de negocios cercanos' });

/** Waits until the service worker is active and controls the page (a reload hands it the page). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { message: 'the service worker controls the page' }).toBe(true);
}

/**
 * What the basemap's canvas tiles drew: how many tiles are loaded, and how many distinct colours
 * their pixels hold (a blank or one-colour map has at most one; land, sea and labels make many).
 */
function drawnTiles(page: Page) {
  return page.evaluate(() => {
    const tiles = Array.from(document.querySelectorAll<HTMLCanvasElement>('.map-view canvas.leaflet-tile.leaflet-tile-loaded'));
    const colours = new Set<string>();
    for (const tile of tiles.slice(0, 12)) {
      const ctx = tile.getContext('2d');
      if (!ctx || tile.width === 0) continue;
      const { data } = ctx.getImageData(0, 0, tile.width, tile.height);
      for (let i = 0; i < data.length; i += 4 * 97) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
    }
    return { tiles: tiles.length, colours: colours.size };
  });
}

async function expectMapDrawn(page: Page) {
  await expect
    .poll(async () => {
      const { tiles, colours } = await drawnTiles(page);
      return tiles > 0 && colours >= 3;
    }, { message: 'the basemap drew land, sea and labels on its canvas tiles', timeout: 20_000 })
    .toBe(true);
}

test.describe('The basemap served by the app itself', () => {
  test('draws only from the app’s own origin in byte ranges, downloads for offline use, and draws offline from the phone', async ({ page, context, request, baseURL }, testInfo) => {
    test.slow(); // the service worker's install, and a reload offline
    // the map is for signed-in people (spec §2)
    const person = await registerUser(request);
    await useSessionOf(page, request, person.username, person.password);
    const origin = new URL(baseURL!).origin;
    const requests: { url: string; range: string | undefined }[] = [];
    context.on('request', (request) => {
      if (/^https?:/.test(request.url())) requests.push({ url: request.url(), range: request.headers()['range'] });
    });
    const archiveRequests = () => requests.filter((r) => new URL(r.url).pathname === '/api/map/tiles.pmtiles');

    await test.step('online: the map draws the archive from the app’s own origin', async () => {
      await page.goto('/mapa');
      await expect(theMap(page)).toHaveAttribute('data-basemap', 'server');
      await expectMapDrawn(page);

      const tileLike = requests.filter((r) => /tile|pmtiles|\.mvt|\.pbf|\.png/i.test(new URL(r.url).pathname + new URL(r.url).hostname));
      expect(tileLike.length).toBeGreaterThan(0);
      expect(requests.filter((r) => new URL(r.url).origin !== origin).map((r) => r.url), 'requests to any other origin').toEqual([]);
      expect(archiveRequests().filter((r) => /^bytes=\d+-\d+$/.test(r.range ?? '')).length, 'range requests for the archive').toBeGreaterThan(0);

      // the attribution the archive's licence asks for, linked
      await expect(page.locator('.leaflet-control-attribution a[href*="openstreetmap.org"], .leaflet-control-attribution a[href*="naturalearthdata.com"]').first()).toBeVisible();
      await page.waitForTimeout(600); // labels are laid out tile by tile
      await page.screenshot({ path: `artifacts/screenshots/map-basemap-${testInfo.project.name}.png` });
    });

    await test.step('Descargar el mapa: size before, progress, then saved on the phone', async () => {
      await controlledByServiceWorker(page);
      await expect(theMap(page)).toHaveAttribute('data-basemap', 'server');
      const download = page.getByRole('button', { name: /^Descargar el mapa para usarlo sin conexión \(\d+(,\d)? MB\)$/ });
      await expect(download).toBeVisible();
      await download.click();
      await expect(page.getByText(T.saved)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: /^Borrar el mapa guardado \(\d+(,\d)? MB\)$/ })).toBeVisible();
      // the saved copy is the server's current one: the map reads it from the phone at once
      await expect(theMap(page)).toHaveAttribute('data-basemap', 'phone');
      const saved = await page.evaluate(async () => {
        const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('mapa-sin-conexion');
        const meta = JSON.parse(await (await (await dir.getFileHandle('meta.json')).getFile()).text()) as { file: string; bytes: number };
        return { bytes: meta.bytes, size: (await (await dir.getFileHandle(meta.file)).getFile()).size };
      });
      expect(saved.size).toBe(saved.bytes);
      expect(saved.size).toBeGreaterThan(10_000);
    });

    await test.step('offline: the map draws from the phone, with no request for the archive', async () => {
      await context.setOffline(true);
      requests.length = 0;
      await page.reload();
      await expect(theMap(page)).toBeVisible();
      await expect(theMap(page)).toHaveAttribute('data-basemap', 'phone');
      await expectMapDrawn(page);
      await expect(page.getByText(T.saved)).toBeVisible();
      expect(archiveRequests(), 'archive requests while offline').toEqual([]);
      await page.screenshot({ path: `artifacts/screenshots/map-basemap-offline-${testInfo.project.name}.png` });
    });

    await test.step('Borrar frees the space', async () => {
      await context.setOffline(false);
      await page.getByRole('button', { name: /^Borrar el mapa guardado/ }).click();
      await expect(page.getByRole('button', { name: /^Descargar el mapa para usarlo sin conexión/ })).toBeVisible();
      const left = await page.evaluate(async () => {
        const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('mapa-sin-conexion', { create: true });
        const names: string[] = [];
        for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
        return names;
      });
      expect(left).toEqual([]);
    });
  });

  test('where the browser has no OPFS, the map is kept in IndexedDB and still draws offline', async ({ page, context, request }) => {
    test.slow();
    await context.addInitScript(() => {
      // a browser without the Origin Private File System
      Reflect.deleteProperty(StorageManager.prototype, 'getDirectory');
    });
    const person = await registerUser(request);
    await useSessionOf(page, request, person.username, person.password);
    const archive: string[] = [];
    context.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/map/tiles.pmtiles') archive.push(r.url());
    });

    await page.goto('/mapa');
    await expectMapDrawn(page);
    await controlledByServiceWorker(page);
    await page.getByRole('button', { name: /^Descargar el mapa para usarlo sin conexión/ }).click();
    await expect(page.getByText(T.saved)).toBeVisible({ timeout: 30_000 });
    await expect(theMap(page)).toHaveAttribute('data-basemap', 'phone');
    const kept = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('guia-mapa');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('archivo').objectStore('archivo').get('meta.json');
            get.onsuccess = () => resolve((get.result as { bytes: number } | undefined)?.bytes ?? 0);
          };
        }),
    );
    expect(kept).toBeGreaterThan(10_000);

    await context.setOffline(true);
    archive.length = 0;
    await page.reload();
    await expect(theMap(page)).toHaveAttribute('data-basemap', 'phone');
    await expectMapDrawn(page);
    expect(archive, 'archive requests while offline').toEqual([]);
  });
});
