/**
 * The map's markers as the journeys see them since the map clusters them (issue 24 §3): zoomed
 * out, nearby places are drawn as one round marker with their count ('12 lugares: ver de cerca').
 */
import type { Page } from '@playwright/test';

/** Everything the map draws for places: single markers and clusters. */
export const drawnPlaces = (page: Page) => page.locator('.leaflet-marker-pane').locator('.map-marker, .map-cluster');

/** How many places the map shows: each single marker, plus the count of each cluster. */
export async function placesOnMap(page: Page): Promise<number> {
  return page
    .locator('.leaflet-marker-pane')
    .locator('.map-marker, .map-cluster')
    .evaluateAll((els) => els.reduce((n, el) => n + (el.classList.contains('map-cluster') ? Number(el.getAttribute('data-cluster-count')) : 1), 0));
}

/** Clusters whose box is inside the map's (those drawn just beyond its edges do not count). */
export async function clustersInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const map = document.querySelector('.leaflet-container')?.getBoundingClientRect();
    if (!map) return 0;
    return [...document.querySelectorAll('.leaflet-marker-pane .map-cluster')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.right > map.left && r.left < map.right && r.bottom > map.top && r.top < map.bottom;
    }).length;
  });
}

/** Waits for Leaflet's zoom animation to end, and for the markers to be gathered again (at its end). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
  await page.waitForTimeout(300);
}

/** Zooms in ('Acercar') until no cluster is left on screen: street level, where every marker shows. */
export async function zoomPastClusters(page: Page, maxSteps = 5): Promise<void> {
  await drawnPlaces(page).first().waitFor();
  await settled(page);
  for (let i = 0; i < maxSteps && (await clustersInView(page)) > 0; i++) {
    await page.getByRole('button', { name: 'Acercar', exact: true }).click();
    await settled(page);
  }
}

/** Opens the biggest cluster on screen (by keyboard: Enter), again until none is left: every place drawn is a marker. */
export async function openClusters(page: Page, maxSteps = 5): Promise<void> {
  await drawnPlaces(page).first().waitFor();
  await settled(page);
  for (let i = 0; i < maxSteps && (await clustersInView(page)) > 0; i++) {
    const counts = await page.locator('.leaflet-marker-pane .map-cluster').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-cluster-count'))));
    await page.locator(`.leaflet-marker-pane .map-cluster[data-cluster-count="${Math.max(...counts)}"]`).first().focus();
    await page.keyboard.press('Enter');
    await settled(page);
  }
}

/**
 * Pans the map (by keyboard: the arrows move it 80 px) until the marker named `name` is near the
 * middle, clear of what floats over the map's edges (the search bar, the zoom buttons), as a person
 * would drag it before tapping. At street level a place a few hundred metres away may start under them.
 */
export async function centreMarker(page: Page, name: string): Promise<void> {
  const target = page.locator('.leaflet-marker-pane').getByRole('button', { name, exact: true });
  const map = page.locator('.leaflet-container');
  const m = await target.boundingBox();
  const c = await map.boundingBox();
  if (!m || !c) return;
  const dx = m.x + m.width / 2 - (c.x + c.width / 2);
  const dy = m.y + m.height / 2 - (c.y + c.height / 2);
  await map.focus();
  const presses = [
    ...Array<string>(Math.round(Math.abs(dx) / 80)).fill(dx < 0 ? 'ArrowLeft' : 'ArrowRight'),
    ...Array<string>(Math.round(Math.abs(dy) / 80)).fill(dy < 0 ? 'ArrowUp' : 'ArrowDown'),
  ];
  for (const key of presses) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300); // Leaflet ignores an arrow while the last pan still glides
  }
  await settled(page);
}
