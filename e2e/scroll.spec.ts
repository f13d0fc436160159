import type { Page, Route } from '@playwright/test';
import type { Business } from '../packages/contracts/src/index';
import { expect, pageHeading, test } from './fixtures';

/**
 * Issue 16 §6: a person reads (and scrolls) the page the server drew while the app's scripts are
 * still on their way; when the app takes the page over (hydration) it stays where they put it.
 * Inside the app a new page still opens at its top, and back returns to where the last one was left.
 */

/** Holds the app's scripts (/assets/*.js) until `release()`: the page is the server's HTML alone. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (open) await route.continue();
    else held.push(route);
  });
  return async () => {
    open = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Opens `path` as a person would (not through the fixtures' goto, which waits for the app). */
async function openServerPage(page: Page, path: string): Promise<void> {
  await page.goto('about:blank');
  await page.evaluate((url) => window.location.assign(url), new URL(path, test.info().project.use.baseURL).href);
  await page.waitForURL(`**${path}`, { waitUntil: 'domcontentloaded' });
}

const appReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.ready === '1', undefined, { timeout: 20_000 });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const isReady = (page: Page) => page.evaluate(() => document.documentElement.dataset.ready === '1');

/** Scrolls the page to about `y` (as far as it goes) and returns where it is. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  return scrollY(page);
}

/**
 * Marks what the person is reading (the first element of the page that starts in the middle half
 * of the screen) and returns where it is on screen. Hydration keeps the server's elements, so the
 * mark survives it.
 */
async function markReading(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = [...document.querySelectorAll('main *')].find((e) => {
      const r = e.getBoundingClientRect();
      return r.height > 0 && r.top > window.innerHeight / 4 && r.top < (window.innerHeight * 3) / 4;
    })!;
    (window as unknown as { __reading: Element }).__reading = el;
    return Math.round(el.getBoundingClientRect().top);
  });
}
const readingTop = (page: Page) =>
  page.evaluate(() => {
    const el = (window as unknown as { __reading: Element }).__reading;
    return el.isConnected ? Math.round(el.getBoundingClientRect().top) : null;
  });

async function hydrationKeepsScroll(page: Page, path: string, heading: string, y: number): Promise<number> {
  const release = await holdScripts(page);
  await openServerPage(page, path);
  await expect(pageHeading(page, heading)).toBeVisible();
  const at = await scrollTo(page, y);
  // still the server's page: nothing has taken it over
  await page.waitForTimeout(300);
  expect(await isReady(page)).toBe(false);
  expect(await scrollY(page)).toBe(at);
  const top = await markReading(page);

  await release();
  await appReady(page);
  // hydration has run its layout effects and the screen its own: what the person was reading is
  // where it was on screen (the browser's scroll anchoring may shift scrollY by what grew above it,
  // e.g. the 'hora de Cuba' note; never back to the top)
  await page.waitForTimeout(500);
  const now = await scrollY(page);
  expect(Math.abs(now - at), `scrollY ${now}, was ${at}`).toBeLessThan(80);
  const topNow = await readingTop(page);
  expect(topNow, 'what the person was reading is still the same element').not.toBeNull();
  expect(Math.abs(topNow! - top), `what the person was reading stays on screen where it was (${top} → ${topNow})`).toBeLessThanOrEqual(2);
  return now;
}

test.describe('The page stays where the person put it', () => {
  test('home: scrolled before the scripts arrive, hydration leaves it there; a new page opens at the top; back returns', async ({ page, request }) => {
    const elite = (await (await request.get('/api/business/elite')).json()) as Business[];
    const at = await hydrationKeepsScroll(page, '/', 'DESBLOQUEA LA CUBA AUTÉNTICA', 900);

    // a link inside the app: the business page opens at its top
    const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Explora lo que te espera', exact: true }) });
    const target = elite[0]!;
    const card = section.getByRole('link', { name: target.name, exact: true });
    await card.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(0);
    await card.click();
    await expect(pageHeading(page, target.name)).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    // back: home where it was left — the card the person opened is on screen again, not the top of
    // the page (sections below the first screen are drawn as they come near, so the pixel offset
    // may differ by their estimated heights; what the person sees is the card)
    await page.goBack();
    await expect(pageHeading(page, 'DESBLOQUEA LA CUBA AUTÉNTICA')).toBeVisible();
    await expect(card).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);
    expect(at).toBeGreaterThan(0);
  });

  test('a business page: scrolled before the scripts arrive, hydration leaves it there', async ({ page, request }) => {
    const [business] = (await (await request.get('/api/business/elite')).json()) as Business[];
    const at = await hydrationKeepsScroll(page, `/business/${business!._id}`, business!.name, 400);
    expect(at).toBeGreaterThan(0);
  });
});
