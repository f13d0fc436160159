/**
 * Tops (/tops), issue 6: the promoted businesses in a vertical scroll-snap list, a counter that
 * follows the card in view, previous/next and the keyboard, the card highlighted when arriving
 * from a promoted slide on home, and a card → the map focused on it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pageHeading, registerUser, test, useSessionOf } from './fixtures';

interface SeedBusiness {
  _id: string;
  name: string;
}

/** A full-page picture from the top (the sticky bar would otherwise sit mid-page). */
async function shot(page: Page, name: string, project: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });
}

async function promoted(request: APIRequestContext): Promise<SeedBusiness[]> {
  const res = await request.get('/api/business/promoted');
  expect(res.ok()).toBeTruthy();
  const list = (await res.json()) as SeedBusiness[];
  expect(list.length).toBeGreaterThan(2);
  return list;
}

const pad = (n: number) => String(n).padStart(2, '0');
const counter = (page: Page) => page.getByTestId('tops-counter');
const list = (page: Page) => page.getByRole('list', { name: 'Negocios recomendados' });
const card = (page: Page, name: string) => list(page).getByRole('listitem', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, \\d+ de \\d+$`) });

test.describe('Tops', () => {
  test('shows the promoted cards with a counter; next, previous and the arrow keys move between them', async ({ page, request }, testInfo) => {
    const businesses = await promoted(request);
    const total = pad(businesses.length);
    await page.goto('/tops');
    await expect(pageHeading(page, 'Tops')).toBeVisible();
    await expect(list(page).getByRole('listitem', { name: /de \d+$/ })).toHaveCount(businesses.length);
    const first = card(page, businesses[0]!.name);
    await expect(first.getByRole('heading', { level: 2, name: businesses[0]!.name })).toBeVisible();
    await expect(first.getByRole('img', { name: businesses[0]!.name })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Abrir mapa' })).toBeVisible();
    expect(await first.getByRole('list', { name: 'Categorías' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await expect(counter(page)).toHaveText(`01/${total}`);

    await page.getByRole('button', { name: 'Negocio siguiente' }).click();
    await expect(counter(page)).toHaveText(`02/${total}`);
    await expect(card(page, businesses[1]!.name)).toBeInViewport({ ratio: 0.9 });
    await page.getByRole('button', { name: 'Negocio siguiente' }).click();
    await expect(counter(page)).toHaveText(`03/${total}`);
    await page.getByRole('button', { name: 'Negocio anterior' }).click();
    await expect(counter(page)).toHaveText(`02/${total}`);
    await expect(card(page, businesses[1]!.name)).toBeInViewport({ ratio: 0.9 });

    await list(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(counter(page)).toHaveText(`03/${total}`);
    await expect(card(page, businesses[2]!.name)).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('ArrowUp');
    await expect(counter(page)).toHaveText(`02/${total}`);
    await page.keyboard.press('End');
    await expect(counter(page)).toHaveText(`${total}/${total}`);
    // last: a full-page capture resizes the viewport for a moment, which re-snaps the list
    await shot(page, 'tops', testInfo.project.name);
  });

  test('fits 360 and 768 px wide screens with no sideways scrolling', async ({ page, request }, testInfo) => {
    // The widths are set by the test itself, so running it on the phone project too would repeat it.
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough for the extra widths');
    const businesses = await promoted(request);
    for (const width of [360, 768]) {
      await page.setViewportSize({ width, height: width === 360 ? 640 : 1024 });
      await page.goto('/tops');
      await expect(counter(page)).toHaveText(`01/${pad(businesses.length)}`);
      await expect(card(page, businesses[0]!.name).getByRole('button', { name: 'Abrir mapa' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, 'tops', String(width));
    }
  });

  test('the counter follows the card the visitor scrolls to', async ({ page, request }) => {
    const businesses = await promoted(request);
    await page.goto('/tops');
    await expect(counter(page)).toHaveText(`01/${pad(businesses.length)}`);
    // wide screens scroll the list; phones scroll the page itself (issue 20 §2)
    await list(page).evaluate((el) => {
      const third = el.querySelectorAll<HTMLElement>('[data-index]')[2]!;
      if (getComputedStyle(el).overflowY === 'visible') third.scrollIntoView({ block: 'start' });
      else el.scrollTo({ top: third.offsetTop, behavior: 'auto' });
    });
    await expect(counter(page)).toHaveText(`03/${pad(businesses.length)}`);
  });

  test('a promoted slide on home opens Tops with that card highlighted, in view, and the counter on it', async ({ page, request }, testInfo) => {
    const businesses = await promoted(request);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Negocios recomendados' });
    await carousel.waitFor({ timeout: 15_000 }).catch(() => undefined);
    test.skip((await carousel.count()) === 0, 'home has no promoted carousel yet');
    // the third slide, so the highlight is not simply the first card
    const dots = carousel.getByRole('button', { name: /Ir a la diapositiva/ });
    if ((await dots.count()) >= 3) await dots.nth(2).click();
    const slideLink = carousel.getByRole('link').first();
    const name = (await slideLink.textContent())!.trim();
    const index = businesses.findIndex((b) => b.name === name);
    expect(index).toBeGreaterThanOrEqual(0);
    await slideLink.click();

    await expect(page).toHaveURL(/\/tops$/);
    const highlighted = card(page, name);
    await expect(highlighted).toHaveAttribute('aria-current', 'true');
    await expect(highlighted.getByText('Tu selección')).toBeVisible();
    await expect(highlighted).toBeInViewport({ ratio: 0.9 });
    await expect(counter(page)).toHaveText(`${pad(index + 1)}/${pad(businesses.length)}`);
    await shot(page, 'tops-highlight', testInfo.project.name);
  });

  test("'Abrir mapa' opens the map focused on the business", async ({ page, request }) => {
    const person = await registerUser(request);
    await useSessionOf(page, request, person.username, person.password);
    const businesses = await promoted(request);
    await page.goto('/tops');
    const loaded = page.waitForResponse((r) => r.url().endsWith(`/api/business/${businesses[0]!._id}`) && r.ok());
    await card(page, businesses[0]!.name).getByRole('button', { name: 'Abrir mapa' }).click();
    await loaded;
    await expect(page).toHaveURL(/\/mapa/);
    await expect(page.getByRole('heading', { name: businesses[0]!.name }).first()).toBeVisible();
  });
});
