/**
 * 'Ahorro de datos' (issue 11) in a real browser: the home page requests no photo while the mode is
 * on (text first, each photo behind 'Ver foto'), and does request them while it is off.
 *
 * The seed's photos are inline placeholders (data: URLs, never requested), so the home lists are
 * read from the real API and their photos pointed at files the app serves, one URL per photo and
 * per run: what is counted is the photos the page asks for.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';

type Item = Record<string, unknown> & { _id: string };

/** The app's own icon, under a different query string per photo: each one is a real request. */
const photoUrl = (run: string, kind: string, i: number) => `/icons/icon-192.png?photo=${run}-${kind}-${i}`;
const isPhoto = (request: Request) => request.url().includes('/icons/icon-192.png?photo=');

/** Serves the home lists from the API with every photo pointed at a countable URL. */
async function photosFor(page: Page, run: string) {
  const rewrite = (kind: string, fields: string[]) => async (route: Route) => {
    const response = await route.fetch();
    const list = (await response.json()) as Item[];
    const json = list.map((item, i) => ({ ...item, ...Object.fromEntries(fields.map((f) => [f, [photoUrl(run, kind, i)]])) }));
    await route.fulfill({ response, json });
  };
  await page.route('**/api/business/promoted', rewrite('promoted', ['photos', 'thumbnails']));
  await page.route('**/api/business/elite', rewrite('elite', ['photos', 'thumbnails']));
  await page.route('**/api/events/**', rewrite('event', ['images', 'thumbnails']));
  await page.route(/\/api\/events(\?|$)/, rewrite('event', ['images', 'thumbnails']));
}

/** Opens home with the mode set, scrolls through it (lazy photos come into view) and counts the photos asked for. */
async function photoRequests(page: Page, dataSaver: '0' | '1', run: string): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isPhoto(request)) asked.push(new URL(request.url()).search);
  });
  await page.addInitScript((value) => localStorage.setItem('dataSaver', value), dataSaver);
  await photosFor(page, run);
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
  test('off, the home page requests its photos; on, none until one is tapped', async ({ page, context }) => {
    const off = await photoRequests(page, '0', 'off');
    expect(off.length, 'photos requested with the mode off').toBeGreaterThan(0);

    // a new page of the same browser, the mode switched on before the app starts
    const saving = await context.newPage();
    const on = await photoRequests(saving, '1', 'on');
    expect(on, 'photos requested with the mode on, before any tap').toEqual([]);
    expect(on.length).toBeLessThan(off.length);

    // a tap on 'Ver foto' loads that photo, and only it
    const tap = saving.getByRole('button', { name: /^Ver foto/ }).first();
    await tap.scrollIntoViewIfNeeded();
    const one = saving.waitForRequest(isPhoto);
    await tap.click();
    await one;
    expect(on).toHaveLength(1);
  });
});
