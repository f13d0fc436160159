import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { MSG } from '../packages/contracts/src/index';
import { OSRM_PORT, apiLogin, captureWhatsapp, expect, openedWhatsappLinks, registerUser, test, useSessionOf, allBusinesses } from './fixtures';
import { centreMarker, drawnPlaces, openClusters, placesOnMap, zoomPastClusters } from './map-helpers';

/** Old Havana: most seed businesses are within the default 5 km. */
const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
test.use({ geolocation: HAVANA, permissions: ['geolocation'] });

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });

function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: { user_id: string } };
  return payload.sub.user_id;
}

async function seedBusiness(request: APIRequestContext, name: string): Promise<{ _id: string; phone: string }> {
  const found = (await allBusinesses<{ _id: string; name: string; phone: string }>(request)).find((b) => b.name === name);
  expect(found, `seed business ${name}`).toBeTruthy();
  return found!;
}

/**
 * The fake OSRM server is shared by the desktop and phone workers: a journey that switches it to
 * failure holds this lock (an atomic mkdir) so the other never routes meanwhile.
 */
async function withOsrm<T>(fn: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `guia-e2e-osrm-${OSRM_PORT}.lock`);
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - started > 45_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const osrm = (request: APIRequestContext, mode: 'fail' | 'ok') => request.post(`http://localhost:${OSRM_PORT}/__${mode}`);

const isNearby = (req: Request) => req.method() === 'GET' && new URL(req.url()).pathname === '/api/business/nearby';
const markers = (page: Page) => page.locator('.leaflet-marker-pane .map-marker');
const marker = (page: Page, name: string) => page.locator('.leaflet-marker-pane').getByRole('button', { name, exact: true });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Detalles del negocio' });

/**
 * The map opens showing the whole chosen radius (issue 16), where Old Havana's pins overlap:
 * zoom in to street level around the user, as a person would, to tap one.
 */
async function zoomToStreets(page: Page) {
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Acercar' }).click();
    await page.waitForTimeout(350); // Leaflet's zoom animation
  }
  await zoomPastClusters(page); // issue 24: nearby markers gather in clusters until street level
  await centreMarker(page, 'El Floridita'); // every caller taps it next
}

/** On phones the sidebar folds behind a toggle. */
async function openSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filtros y lista' });
  if (await toggle.isVisible()) await toggle.click();
}

async function openMap(page: Page, request: APIRequestContext) {
  const person = await registerUser(request);
  const token = await useSessionOf(page, request, person.username, person.password);
  const first = page.waitForRequest(isNearby);
  await page.goto('/mapa');
  const url = new URL((await first).url());
  return { person, token, firstNearby: url };
}

test.describe('The map (OpenStreetMap, tiles unreachable)', () => {
  test('draws the nearby businesses around the user, and the radius and category change the request and the markers', async ({ page, request }, testInfo) => {
    const { firstNearby } = await openMap(page, request);

    await test.step('the first nearby call carries the position, 5 km in metres and no category', async () => {
      expect(Number(firstNearby.searchParams.get('lat'))).toBeCloseTo(HAVANA.latitude, 3);
      expect(Number(firstNearby.searchParams.get('lon'))).toBeCloseTo(HAVANA.longitude, 3);
      expect(firstNearby.searchParams.get('max_distance')).toBe('5000');
      expect(firstNearby.searchParams.has('category')).toBe(false);
    });

    await test.step('markers are drawn without tiles, as buttons named after the businesses (or gathered in clusters)', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Mapa' })).toBeAttached();
      await expect(drawnPlaces(page).first()).toBeVisible();
      await expect.poll(() => placesOnMap(page)).toBeGreaterThan(10);
      await expect(page.locator('.leaflet-marker-pane .map-user')).toHaveCount(1);
      await shot(page, 'mapa', testInfo.project.name);
    });

    await test.step('a 1 km radius asks for 1000 m and draws fewer markers', async () => {
      const before = await placesOnMap(page);
      await openSidebar(page);
      const asked = page.waitForRequest((r) => isNearby(r) && new URL(r.url()).searchParams.get('max_distance') === '1000');
      await page.getByLabel('Radio de búsqueda').fill('1');
      await asked;
      await expect.poll(() => placesOnMap(page)).toBeLessThan(before);
      await expect(page.getByText('1 km', { exact: true })).toBeVisible();
    });

    await test.step('the category Café y Té asks for cafe and draws only cafés', async () => {
      await page.getByLabel('Radio de búsqueda').fill('5');
      const asked = page.waitForRequest((r) => isNearby(r) && new URL(r.url()).searchParams.get('category') === 'cafe');
      await page.getByLabel('Categoría').selectOption({ label: 'Café y Té' });
      const url = new URL((await asked).url());
      expect(url.searchParams.get('max_distance')).toBe('5000');
      await openClusters(page); // issue 24: nearby cafés may be gathered in a cluster
      await expect(marker(page, 'Café El Escorial')).toBeVisible();
      await expect(marker(page, 'El Floridita')).toHaveCount(0);
      await expect(page).toHaveURL(/categoria=cafe/);
    });
  });

  test('search finds a seed business, and clearing it returns to the nearby places', async ({ page, request }) => {
    await openMap(page, request);
    await expect(drawnPlaces(page).first()).toBeVisible();

    const searched = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/business/search');
    await page.getByRole('searchbox', { name: 'Buscar negocios' }).fill('Floridita');
    await page.getByRole('searchbox', { name: 'Buscar negocios' }).press('Enter');
    const url = new URL((await searched).url());
    expect(url.searchParams.get('q')).toBe('Floridita');
    await expect(marker(page, 'El Floridita')).toBeVisible();
    await expect(markers(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await expect(page.getByRole('searchbox', { name: 'Buscar negocios' })).toHaveValue('');
    await expect(drawnPlaces(page).first()).toBeVisible();
    await expect.poll(() => placesOnMap(page)).toBeGreaterThan(10);
  });

  test('a marker opens the panel: WhatsApp reservation, favourite, directions and the hand-off links', async ({ page, request }, testInfo) => {
    await captureWhatsapp(page);
    const { person } = await openMap(page, request);
    const floridita = await seedBusiness(request, 'El Floridita');
    await zoomToStreets(page);

    await test.step('the marker is a button that opens the panel with the business', async () => {
      const visit = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/business/${floridita._id}/visit`));
      await marker(page, 'El Floridita').click();
      await expect(panel(page).getByRole('heading', { level: 2, name: 'El Floridita' })).toBeVisible();
      await visit;
      // open or not from its hours in Havana's time (issue 16): one of the derived texts
      await expect(panel(page).locator('.business-status')).toHaveText(/^(Abierto · cierra a las|Cierra pronto ·|Cerrado · abre|Abierto las 24 horas)/);
      await expect(page).toHaveURL(new RegExp(`negocio=${floridita._id}`));
      await shot(page, 'mapa-panel', testInfo.project.name);
    });

    await test.step('the WhatsApp reservation is counted, and the chat link carries the business digits and the message', async () => {
      // phones open whatsapp:// in place (a navigation the browser cannot record, that would leave
      // the page); the link builder is unit-tested for both
      if (testInfo.project.name === 'phone') return;
      const counted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/business/${floridita._id}/reservation_count`));
      await panel(page).getByRole('button', { name: 'Reservar por WhatsApp' }).click();
      await counted;
      await expect.poll(() => openedWhatsappLinks(page)).toHaveLength(1);
      const [link] = await openedWhatsappLinks(page);
      expect(link).toContain(floridita.phone.replace(/\D/g, ''));
      expect(decodeURIComponent(link!)).toContain('El Floridita');
    });

    await test.step('the favourite goes on only after the server, and the API lists it', async () => {
      const heart = panel(page).getByRole('button', { name: 'Guardar El Floridita en favoritos' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      const token = await apiLogin(request, person.username, person.password);
      const res = await request.get(`/api/users/${userIdOf(token)}/favorites`, { headers: { Authorization: `Bearer ${token}` } });
      expect(((await res.json()) as { businessId: string }[]).map((f) => f.businessId)).toContain(floridita._id);
    });

    await test.step('the hand-off links carry the destination', async () => {
      const geo = panel(page).getByRole('link', { name: /geo:/ });
      await expect(geo).toHaveAttribute('href', /^geo:23\.\d+,-82\.\d+\?q=23\.\d+,-82\.\d+\(El%20Floridita\)$/);
      await expect(panel(page).getByRole('link', { name: 'Organic Maps' })).toHaveAttribute('href', /^https:\/\/omaps\.app\//);
      await expect(panel(page).getByRole('link', { name: 'Google Maps' })).toHaveAttribute('href', /google\.com\/maps\/dir\//);
    });

    await test.step('directions against the local OSRM server draw the route with distance and time; a failing server shows the error', async () => {
      await withOsrm(async () => {
        await osrm(request, 'ok');
        // El Floridita is a walk away: walking comes first, its time estimated (no walking router here)
        await expect(panel(page).getByRole('button', { name: 'A pie' })).toHaveAttribute('aria-pressed', 'true');
        await panel(page).getByRole('button', { name: 'Ver ruta en el mapa' }).click();
        await expect(page.locator('.leaflet-overlay-pane path.map-route')).toBeVisible();
        const summary = /^\d+(,\d)? k?m\b.*\b\d+ min a pie \(tiempo estimado\)$/;
        if (testInfo.project.name === 'phone') {
          // the sheet folds so the route shows; distance and time stay on the map
          await expect(page.locator('.map-route-chip')).toHaveText(summary);
          await shot(page, 'mapa-ruta', testInfo.project.name);
          await page.getByRole('button', { name: 'Ver detalles de El Floridita' }).click();
        } else {
          await shot(page, 'mapa-ruta', testInfo.project.name);
        }
        await expect(panel(page).locator('.directions__summary')).toHaveText(summary);
        await expect(panel(page).getByRole('link', { name: 'Google Maps' })).toHaveAttribute('href', /travelmode=walking/);

        // by car (issue 22 §2): asked again, said, and handed on
        const byCar = page.waitForRequest((r) => r.url().includes('/api/directions') && r.url().includes('mode=car'));
        await panel(page).getByRole('button', { name: 'En coche' }).click();
        await byCar;
        if (testInfo.project.name === 'phone') {
          await expect(page.locator('.map-route-chip')).toHaveText(/\d+ min en coche$/);
          await page.getByRole('button', { name: 'Ver detalles de El Floridita' }).click();
        }
        await expect(panel(page).locator('.directions__summary')).toHaveText(/^\d+(,\d)? k?m\b.*\b\d+ min en coche$/);
        await expect(panel(page).getByRole('link', { name: 'Google Maps' })).toHaveAttribute('href', /travelmode=driving/);

        await osrm(request, 'fail');
        try {
          await panel(page).getByRole('button', { name: 'Recalcular ruta' }).click();
          await expect(panel(page).getByRole('alert')).toHaveText(MSG.routeError);
          await expect(page.locator('.leaflet-overlay-pane path.map-route')).toHaveCount(0);
        } finally {
          await osrm(request, 'ok');
        }
      });
    });

    await test.step('closing the panel clears it, and a reload keeps the selected business', async () => {
      await panel(page).getByRole('button', { name: 'Cerrar detalles' }).click();
      await expect(panel(page)).toHaveCount(0);
      await shot(page, 'mapa-panel-cerrado', testInfo.project.name);
      await marker(page, 'El Floridita').click();
      await expect(page).toHaveURL(new RegExp(`negocio=${floridita._id}`));
      await page.reload();
      await expect(panel(page).getByRole('heading', { level: 2, name: 'El Floridita' })).toBeVisible();
    });
  });
});
