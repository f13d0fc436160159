/**
 * 'Ahorro de datos' (issue 11) in a real browser: the home page requests no photo while the mode is
 * on (text first, each photo behind 'Ver foto'), one tap loads that photo's thumbnail alone, and
 * with the mode off the page does request its photos.
 *
 * The seed's photos are real WebP files served from /uploads/ (a display copy and a thumbnail
 * each): what is counted is the requests for them. The mode is switched the way a visitor does,
 * with the footer's switch on a page without photos, before home is opened; the browser starts
 * with an empty cache, and the run with the mode on comes first so no photo is cached yet.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const isPhoto = (request: Request) => new URL(request.url()).pathname.startsWith('/uploads/');

/** Sets the mode with the footer's switch on /login (no photos there). */
async function switchMode(page: Page, on: boolean) {
  await page.goto('/login');
  const toggle = page.getByRole('contentinfo').getByRole('switch', { name: 'Ahorro de datos' });
  // a server-rendered page answers clicks once it is hydrated: try again until the switch moves
  await expect(async () => {
    if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(on), { timeout: 1000 });
  }).toPass();
}

/** Opens home, scrolls through it (lazy photos come into view) and answers the photos asked for. */
async function photoRequests(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isPhoto(request)) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Negocios recomendados' })).toBeVisible();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
  });
  await page.waitForLoadState('networkidle');
  return asked;
}

test.describe('Ahorro de datos on the home page', () => {
  test('on, no photo is requested until one is tapped, then only its thumbnail; off, the page requests its photos', async ({ page, context }) => {
    await switchMode(page, true);
    const on = await photoRequests(page);
    expect(on, 'photos requested with the mode on, before any tap').toEqual([]);

    // a tap on 'Ver foto' loads that photo's thumbnail, and only it
    const tap = page.getByRole('button', { name: /^Ver foto/ }).first();
    await tap.scrollIntoViewIfNeeded();
    const one = page.waitForRequest(isPhoto);
    await tap.click();
    await one;
    await page.waitForLoadState('networkidle');
    expect(on).toHaveLength(1);
    expect(on[0]).toMatch(/\.thumb\.webp$/);

    // the same browser with the mode off
    const spending = await context.newPage();
    await switchMode(spending, false);
    const off = await photoRequests(spending);
    expect(off.length, 'photos requested with the mode off').toBeGreaterThan(1);
  });
});
