/**
 * Issue 24 §3: the map clusters its markers. Zoomed out over Havana, the crowded centre is one
 * round marker with its count ('12 lugares: ver de cerca'); pressing it (a tap, a click, Enter) zooms to
 * its places, drawn one by one. No serious axe violation either way.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './admin-helpers';
import { expect, registerUser, test, useSessionOf } from './fixtures';
import { clustersInView, placesOnMap, zoomPastClusters } from './map-helpers';

/** Old Havana: most seed businesses are within the default 5 km. */
const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
test.use({ geolocation: HAVANA, permissions: ['geolocation'] });

/** What the person sees (the map is in the first screen on both sizes). */
const shot = (page: Page, name: string, project: string) => page.screenshot({ path: `artifacts/screenshots/map-clusters-${name}-${project}.png` });

const markers = (page: Page) => page.locator('.leaflet-marker-pane .map-marker');
const clusters = (page: Page) => page.locator('.leaflet-marker-pane .map-cluster');

/** The cluster holding the most places, and its count. */
async function biggestCluster(page: Page) {
  const counts = await clusters(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-cluster-count'))));
  const count = Math.max(...counts);
  return { count, locator: page.locator(`.leaflet-marker-pane .map-cluster[data-cluster-count="${count}"]`).first() };
}

test('zoomed out, the crowded centre is one cluster with its count; pressing it shows its places one by one', async ({ page, request }, testInfo) => {
  const project = testInfo.project.name;
  const person = await registerUser(request);
  await useSessionOf(page, request, person.username, person.password);
  await page.goto('/mapa');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa' })).toBeAttached();
  await expect(clusters(page).first()).toBeVisible();

  // further out, as a person looking at the whole city
  await page.getByRole('button', { name: 'Alejar', exact: true }).click();
  await page.waitForTimeout(400); // Leaflet's zoom animation
  const { count, locator: cluster } = await biggestCluster(page);
  expect(count).toBeGreaterThan(5);
  await expect(cluster).toBeVisible();
  await expect(cluster).toHaveAccessibleName(`${count} lugares: ver de cerca`);
  await expect(cluster).toHaveText(String(count));
  await expect(cluster).toHaveAttribute('role', 'button');
  await expect(cluster).toHaveAttribute('tabindex', '0');
  const singlesBefore = await markers(page).count();
  // a cluster is round and big enough to tap (WCAG 2.5.8: at least 24 px)
  const size = await cluster.boundingBox();
  expect(size!.width).toBeGreaterThanOrEqual(36);
  await shot(page, 'zoomed-out', project);
  await expectNoSeriousAxeViolations(page);

  // phone: a tap; desktop: the keyboard (Tab to it, Enter)
  if (project === 'phone') await cluster.tap();
  else {
    await cluster.focus();
    await page.keyboard.press('Enter');
  }
  await page.waitForTimeout(500); // the zoom animation
  await expect.poll(() => markers(page).count()).toBeGreaterThan(singlesBefore);
  // the places of the pressed cluster are now on screen, one by one, each named after the place
  const first = markers(page).first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAccessibleName(/\S/);
  await expect(page.getByRole('button', { name: `${count} lugares: ver de cerca` })).toHaveCount(0);
  await shot(page, 'opened', project);
  await expectNoSeriousAxeViolations(page);
});

test('at street level every marker shows; pressing a place still opens its info window', async ({ page, request }) => {
  const person = await registerUser(request);
  await useSessionOf(page, request, person.username, person.password);
  await page.goto('/mapa');
  await expect(clusters(page).first()).toBeVisible();
  const places = await placesOnMap(page);
  expect(places).toBeGreaterThan(10);
  await zoomPastClusters(page);
  expect(await clustersInView(page)).toBe(0);
  const floridita = page.locator('.leaflet-marker-pane').getByRole('button', { name: 'El Floridita', exact: true });
  await expect(floridita).toBeVisible();
  // by keyboard (a tap could land on the search bar floating over the map's top)
  await floridita.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.leaflet-popup')).toContainText('El Floridita');
});
