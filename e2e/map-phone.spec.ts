/**
 * Issue 20 §3: the map for every visitor, on a 390×844 phone and a 1280 desktop — nothing on top
 * of anything (search bar, notice, info window, markers), by keyboard alone, with the location
 * refused, when nothing is found, from the 404 page's search, and no serious axe violation.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, registerUser, test, useSessionOf } from './fixtures';
import { centreMarker, drawnPlaces, zoomPastClusters } from './map-helpers';

const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
const NO_LOCATION = 'No sabemos dónde estás: mostramos el centro de La Habana';

/** The whole page, or (`screen`) what the person sees: a fixed sheet and a sticky header only make sense in the viewport. */
const shot = (page: Page, name: string, project: string, { screen = false } = {}) =>
  page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: !screen });

const markers = (page: Page) => page.locator('.leaflet-marker-pane .map-marker');
const marker = (page: Page, name: string) => page.locator('.leaflet-marker-pane').getByRole('button', { name, exact: true });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Detalles del negocio' });
const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar negocios' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Explorar' });
const notice = (page: Page, text: string) => page.locator('.map-notice').filter({ hasText: text });

async function signIn(page: Page, request: APIRequestContext) {
  const person = await registerUser(request);
  await useSessionOf(page, request, person.username, person.password);
}

async function openMap(page: Page, request: APIRequestContext, url = '/mapa') {
  await signIn(page, request);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa' })).toBeAttached();
}

/** On phones the list folds behind a toggle. */
async function openSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filtros y lista' });
  if (await toggle.isVisible()) await toggle.click();
}

async function zoomToStreets(page: Page) {
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Acercar' }).click();
    await page.waitForTimeout(350); // Leaflet's zoom animation
  }
  await zoomPastClusters(page); // issue 24: nearby markers gather in clusters until street level
  await centreMarker(page, 'El Floridita'); // every caller taps it next
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  expect(b, `box of ${l}`).not.toBeNull();
  return b!;
};
/** True when the two boxes share any area (touching edges do not count). */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

/** axe-core, as installed with the workspace (Lighthouse's copy), run in the page. */
function axeSource(): string {
  const root = createRequire(path.join(process.cwd(), 'package.json'));
  try {
    const fromLighthouse = createRequire(root.resolve('lighthouse'));
    return fs.readFileSync(fromLighthouse.resolve('axe-core/axe.min.js'), 'utf8');
  } catch {
    const store = path.join(process.cwd(), 'node_modules/.pnpm');
    const dir = fs.readdirSync(store).find((d) => d.startsWith('axe-core@'));
    if (!dir) throw new Error('axe-core is not installed');
    return fs.readFileSync(path.join(store, dir, 'node_modules/axe-core/axe.min.js'), 'utf8');
  }
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  });
}

test.describe('The map with the location refused', () => {
  test.use({ permissions: [] });

  test('the notice, the search bar and an open info window never overlap, nor does the notice cover a marker; the notice closes', async ({ page, request }, testInfo) => {
    await openMap(page, request);
    await expect(notice(page, NO_LOCATION)).toBeVisible();
    await expect(drawnPlaces(page).first()).toBeVisible();
    await zoomToStreets(page);
    await marker(page, 'El Floridita').click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    await page.waitForTimeout(400); // the info window's auto-pan
    await shot(page, 'map-banner-popup', testInfo.project.name, { screen: true });

    const mapBox = await box(page.locator('.leaflet-container'));
    const searchBox = await box(page.locator('.map-search'));
    const noticeBox = await box(notice(page, NO_LOCATION));
    const popupBox = await box(popup);
    expect(overlap(searchBox, noticeBox), 'search bar and notice').toBe(false);
    expect(overlap(popupBox, searchBox), 'info window and search bar').toBe(false);
    expect(overlap(popupBox, noticeBox), 'info window and notice').toBe(false);
    expect(inside(popupBox, mapBox), 'the info window inside the map').toBe(true);
    // the notice sits above the map, not on it: no marker, drawn anywhere on the map, is under it
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(mapBox.y + 0.5);
    if (testInfo.project.name === 'phone') {
      // the details sheet takes the bottom: the info window stays above it
      expect(overlap(popupBox, await box(panel(page))), 'info window and details sheet').toBe(false);
    }

    await test.step('a marker reached by keyboard is on screen and nothing covers it', async () => {
      if (testInfo.project.name === 'phone') await panel(page).getByRole('button', { name: 'Cerrar detalles' }).click();
      const floridita = marker(page, 'El Floridita');
      await floridita.focus();
      await expect(floridita).toBeFocused();
      const m = await box(floridita);
      expect(inside(m, mapBox), 'the focused marker inside the map').toBe(true);
      expect(overlap(m, noticeBox)).toBe(false);
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.map-marker')?.getAttribute('aria-label') ?? null, {
        x: m.x + m.width / 2,
        y: m.y + m.height / 3,
      });
      expect(onTop).toBe('El Floridita');
    });

    await test.step("'Cerrar aviso' closes the notice", async () => {
      await notice(page, NO_LOCATION).getByRole('button', { name: 'Cerrar aviso' }).click();
      await expect(notice(page, NO_LOCATION)).toHaveCount(0);
    });
  });

  test("no 'you are here' at the made-up point, distances from the centre, and 'Usar mi ubicación' asks again", async ({ page, request, context }, testInfo) => {
    await openMap(page, request);
    await expect(notice(page, NO_LOCATION)).toBeVisible();
    await expect(drawnPlaces(page).first()).toBeVisible();
    await expect(page.locator('.leaflet-marker-pane .map-user')).toHaveCount(0);
    await openSidebar(page);
    const list = sidebar(page).getByRole('region', { name: 'Cerca del centro de La Habana' });
    await expect(list).toBeVisible();
    await expect(list.locator('.place-list__distance').first()).toHaveText(/^a \d+(,\d)? k?m del centro$/);
    await expect(page.getByText(/cerca de ti/i)).toHaveCount(0);
    await shot(page, 'map-no-location', testInfo.project.name);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(HAVANA);
    await notice(page, NO_LOCATION).getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(page.locator('.leaflet-marker-pane .map-user')).toHaveCount(1);
    await expect(notice(page, NO_LOCATION)).toHaveCount(0);
    await expect(sidebar(page).getByRole('region', { name: 'Cerca de ti' })).toBeVisible();
  });
});

test.describe('The map with the location given', () => {
  test.use({ geolocation: HAVANA, permissions: ['geolocation'] });

  test('by keyboard: the search box comes before the list; Enter opens the panel with focus on its heading; Esc closes it and focus returns', async ({ page, request }, testInfo) => {
    await openMap(page, request);
    await expect(drawnPlaces(page).first()).toBeVisible();
    await openSidebar(page);
    const first = sidebar(page).locator('.place-list__item').first();
    await expect(first).toBeVisible();

    await test.step('Tab from the top of the page reaches the search box before any list item', async () => {
      // start from the top of the page, as after loading it (the sidebar's toggle was clicked)
      await page.evaluate(() => {
        document.body.tabIndex = -1;
        document.body.focus();
        document.body.removeAttribute('tabindex');
      });
      let reached: string | null = null;
      for (let i = 0; i < 40 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => {
          const el = document.activeElement;
          if (el?.matches('input[type="search"]')) return 'search';
          if (el?.closest('.place-list')) return 'list';
          return null;
        });
      }
      expect(reached).toBe('search');
    });

    await test.step('Enter on a list item opens the panel and moves focus to its heading', async () => {
      const name = (await first.locator('.place-list__name').textContent())!.trim();
      await first.focus();
      await page.keyboard.press('Enter');
      const heading = panel(page).getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toBeFocused();
      await shot(page, 'map-keyboard', testInfo.project.name, { screen: true });

      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
      await expect(page.locator('.leaflet-popup')).toHaveCount(0);
      const item = sidebar(page).locator('.place-list__item', { hasText: name }).first();
      await expect(item).toBeFocused();
    });

    await test.step('Space does the same', async () => {
      const item = sidebar(page).locator('.place-list__item').nth(1);
      const name = (await item.locator('.place-list__name').textContent())!.trim();
      await item.focus();
      await page.keyboard.press(' ');
      await expect(panel(page).getByRole('heading', { level: 2, name, exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
    });
  });

  test('Spanish zoom buttons, a popup at both sizes, and no serious or critical axe violation', async ({ page, request }, testInfo) => {
    await openMap(page, request);
    await expect(drawnPlaces(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acercar' })).toHaveAttribute('title', 'Acercar');
    await expect(page.getByRole('button', { name: 'Alejar' })).toHaveAttribute('title', 'Alejar');
    await expect(page.getByRole('button', { name: /zoom/i })).toHaveCount(0);
    await expect(page.getByLabel('Categoría').locator('option').first()).toHaveText('Todas las categorías');
    await shot(page, 'map-start', testInfo.project.name);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await zoomToStreets(page);
    await marker(page, 'El Floridita').click();
    await expect(page.locator('.leaflet-popup')).toBeVisible();
    await expect(panel(page).getByRole('heading', { level: 2, name: 'El Floridita' })).toBeVisible();
    await page.waitForTimeout(400);
    const popupBox = await box(page.locator('.leaflet-popup'));
    expect(inside(popupBox, await box(page.locator('.leaflet-container')))).toBe(true);
    expect(overlap(popupBox, await box(page.locator('.map-search')))).toBe(false);
    await shot(page, 'map-popup', testInfo.project.name, { screen: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("a search that finds nothing says so where the list is, and 'Borrar la búsqueda' brings the places back", async ({ page, request }, testInfo) => {
    await openMap(page, request);
    await expect(drawnPlaces(page).first()).toBeVisible();
    await searchbox(page).fill('zzqxw');
    await searchbox(page).press('Enter');
    const empty = page.locator('.map-empty').filter({ hasText: 'No encontramos nada para «zzqxw».' });
    await expect(empty).toBeVisible();
    await expect(markers(page)).toHaveCount(0);
    await shot(page, 'map-no-results', testInfo.project.name);
    await empty.getByRole('button', { name: 'Borrar la búsqueda' }).click();
    await expect(searchbox(page)).toHaveValue('');
    await expect(drawnPlaces(page).first()).toBeVisible();
  });

  test("the 404 page's search opens the map with ?q=, fills the search box and searches it", async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/esta-pagina-no-existe');
    const searched = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/business/search');
    await page.getByRole('searchbox').fill('Floridita');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/mapa\?q=Floridita/);
    expect(new URL((await searched).url()).searchParams.get('q')).toBe('Floridita');
    await expect(searchbox(page)).toHaveValue('Floridita');
    await expect(marker(page, 'El Floridita')).toBeVisible();
    await expect(markers(page)).toHaveCount(1);
  });
});
