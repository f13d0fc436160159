import type { Page } from '@playwright/test';
import { expect, registerUser, test, useSessionOf } from './fixtures';
import { centreMarker, clustersInView, drawnPlaces, settled } from './map-helpers';

/**
 * The map in English (issue 22 §1): a visitor whose browser asks for English finds the map, its
 * clusters, a place's panel and a walking route in English, as Google Maps would say them. The
 * Spanish journeys: map.spec.ts.
 */
const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
test.use({ locale: 'en-US', geolocation: HAVANA, permissions: ['geolocation'] });

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Place details' });

/** Zooms in ('Zoom in') to street level, where every marker shows, and brings El Floridita to the middle. */
async function zoomToStreets(page: Page) {
  await drawnPlaces(page).first().waitFor();
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await settled(page);
  }
  for (let i = 0; i < 5 && (await clustersInView(page)) > 0; i++) {
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await settled(page);
  }
  await centreMarker(page, 'El Floridita');
}

test('an English visitor finds the map, a place and a walking route in English', async ({ page, request }, testInfo) => {
  const project = testInfo.project.name;
  const person = await registerUser(request);
  await useSessionOf(page, request, person.username, person.password);
  await page.goto('/mapa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeAttached();
  await expect(page.getByRole('searchbox', { name: 'Search places' })).toBeVisible();

  await test.step('clusters are named in English', async () => {
    await drawnPlaces(page).first().waitFor();
    await settled(page);
    const cluster = page.locator('.leaflet-marker-pane .map-cluster').first();
    if (await cluster.count()) await expect(cluster).toHaveAttribute('aria-label', /^[\d,]+ places?: take a closer look$/);
    await shot(page, 'map-en', project);
  });

  await test.step("the filters and the list: 'Open now', 'All categories', 'Near you'", async () => {
    const toggle = page.getByRole('button', { name: 'Filters and list' });
    if (await toggle.isVisible()) await toggle.click();
    await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeVisible();
    await expect(page.getByLabel('Category').locator('option').first()).toHaveText('All categories');
    await expect(page.getByRole('heading', { name: 'Near you' })).toBeVisible();
    if (await page.getByRole('button', { name: 'Hide filters and list' }).isVisible()) await page.getByRole('button', { name: 'Hide filters and list' }).click();
  });

  await test.step("a place's panel: 'Directions', walking first nearby, the route's time 'walking'", async () => {
    await zoomToStreets(page);
    await page.locator('.leaflet-marker-pane').getByRole('button', { name: 'El Floridita', exact: true }).click();
    await expect(panel(page).getByRole('heading', { level: 2, name: 'El Floridita' })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'View details' })).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Directions' })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Walking' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel(page).getByRole('button', { name: 'Driving' })).toHaveAttribute('aria-pressed', 'false');
    await shot(page, 'map-panel-en', project);
    await panel(page).getByRole('button', { name: 'Show route on the map' }).click();
    await expect(page.locator('.leaflet-overlay-pane path.map-route')).toBeVisible();
    const summary = /^\d+(\.\d)? k?m\b.*\b\d+ min walking \(estimated time\)$/;
    if (project === 'phone') {
      await expect(page.locator('.map-route-chip')).toHaveText(summary);
      await shot(page, 'map-route-en', project);
      await page.getByRole('button', { name: 'Show details of El Floridita' }).click();
    } else {
      await shot(page, 'map-route-en', project);
    }
    await expect(panel(page).locator('.directions__summary')).toHaveText(summary);
    await expect(panel(page).getByRole('button', { name: 'Update route' })).toBeVisible();
  });
});
