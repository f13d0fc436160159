/**
 * Issue 20 (every visitor, every screen), items 1, 2 and 10: what a first-time visitor sees on a
 * 390 px phone and a 1280 px desktop. The install dialog is readable and does not move the page;
 * the profile and Tops fit the screen, Tops scrolls as one page on phones; a deleted business and an
 * unknown address say so (404) with ways onward instead of an error or a silent jump home.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MSG } from '../packages/contracts/src/index';
import { ADMIN, allBusinesses, apiLogin, expect, pageHeading, registerUser, test, useSessionOf } from './fixtures';

async function shot(page: Page, name: string, project: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });
}

/** WCAG contrast of an element's text against the first opaque background behind it. */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
    };
    const fg = rgb(getComputedStyle(el).color);
    let node: Element | null = el;
    let bg = [255, 255, 255];
    while (node) {
      const c = rgb(getComputedStyle(node).backgroundColor);
      if (c.length >= 3 && (c.length < 4 || c[3]! >= 0.99)) {
        bg = c;
        break;
      }
      node = node.parentElement;
    }
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
}

function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: { user_id: string } };
  return payload.sub.user_id;
}

async function seedIds(request: APIRequestContext, names: string[]): Promise<string[]> {
  const all = await allBusinesses<{ _id: string; name: string }>(request);
  return names.map((name) => {
    const found = all.find((b) => b.name === name);
    expect(found, `seed business ${name}`).toBeTruthy();
    return found!._id;
  });
}

test.describe('The install dialog (issue 20 §1)', () => {
  for (const opener of [/Descarga la app/, /Instálala desde/]) {
    test(`${opener.source}: the dialog's text is readable and the page behind does not move`, async ({ page }, testInfo) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const button = page.getByRole('button', { name: opener }).first();
      // the sections above are drawn as they come near (content-visibility): bring the button in view until it stays put
      for (let i = 0; i < 4; i++) {
        await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.waitForTimeout(300);
      }
      await expect(button).toBeInViewport();
      const before = await page.evaluate(() => window.scrollY);
      // a tap where the button is: no scrolling by the test itself
      await button.dispatchEvent('click');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.waitForTimeout(300);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(1);
      await expect(dialog).toBeInViewport({ ratio: 0.5 });
      for (const text of [dialog.getByRole('heading').first(), dialog.locator('p').first(), dialog.locator('li strong').first(), dialog.locator('li span').first()]) {
        expect(await contrastOf(text)).toBeGreaterThanOrEqual(4.5);
      }
      if (opener.source.startsWith('Desc')) await page.screenshot({ path: `artifacts/screenshots/install-dialog-${testInfo.project.name}.png` });
      await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
      await expect(dialog).toBeHidden();
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('Screens fit the phone (issue 20 §2)', () => {
  test('the profile with three favourites is no wider than the screen: avatar centred, e-mail, password and count in view', async ({ page, request }, testInfo) => {
    const person = await registerUser(request);
    const token = await apiLogin(request, person.username, person.password);
    const userId = userIdOf(token);
    for (const id of await seedIds(request, ['La Guarida', 'El Floridita', 'La Bodeguita del Medio'])) {
      const res = await request.post(`/api/users/${userId}/favorites/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.ok()).toBeTruthy();
    }
    await useSessionOf(page, request, person.username, person.password);
    await page.goto('/perfil');
    await expect(page.getByText('3 lugares guardados')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const seen of [page.getByText('3 lugares guardados'), page.getByText(person.email), page.getByRole('button', { name: /Cambiar contraseña/ })]) {
      const box = (await seen.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
    }
    if (testInfo.project.name === 'phone') {
      const avatar = (await page.getByTestId('profile-avatar').boundingBox())!;
      expect(Math.abs(avatar.x + avatar.width / 2 - width / 2)).toBeLessThanOrEqual(2);
    }
    await shot(page, 'profile-favourites', testInfo.project.name);
  });

  test('Tops: on a phone the page scrolls, not a box inside it, and the footer comes after the last card; on a desktop the list keeps its own scroll', async ({ page, request }, testInfo) => {
    const promoted = (await (await request.get('/api/business/promoted')).json()) as { name: string }[];
    await page.goto('/tops');
    const list = page.getByRole('list', { name: 'Negocios recomendados' });
    await expect(list.getByRole('listitem', { name: /de \d+$/ })).toHaveCount(promoted.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    const scrollsOnItsOwn = await list.evaluate((el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible');
    const lastCard = list.locator('[data-index]').last();
    if (testInfo.project.name === 'phone') {
      expect(scrollsOnItsOwn).toBe(false);
      const footerTop = await page.locator('footer').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const lastBottom = await lastCard.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      expect(footerTop).toBeGreaterThanOrEqual(lastBottom);
      // the counter and 'next' still walk the cards, the page scrolling to each
      await page.getByRole('button', { name: 'Negocio siguiente' }).click();
      await expect(page.getByTestId('tops-counter')).toHaveText(/^02\//);
      await expect(list.getByRole('listitem', { name: new RegExp(`^${promoted[1]!.name}`) })).toBeInViewport({ ratio: 0.6 });
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // scrolling the page moves the counter too
      await list.locator('[data-index="3"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect(page.getByTestId('tops-counter')).toHaveText(/^04\//);
      await page.screenshot({ path: `artifacts/screenshots/tops-page-scrolled-${testInfo.project.name}.png` });
    } else {
      expect(scrollsOnItsOwn).toBe(true);
    }
    await shot(page, 'tops-page', testInfo.project.name);
  });
});

test.describe('Dead ends (issue 20 §10)', () => {
  test("a deleted business says 'Este lugar ya no está en la guía' with links onward, and the server answers 404", async ({ page, request }, testInfo) => {
    const token = await apiLogin(request, ADMIN.username, ADMIN.password);
    const auth = { Authorization: `Bearer ${token}` };
    const created = await request.post('/api/business/', {
      headers: auth,
      multipart: {
        name: `Cerrado ${testInfo.project.name} ${Date.now()}`,
        address: 'Obispo 1, La Habana Vieja',
        geometry: JSON.stringify({ location: { lat: 23.1372, lng: -82.3536 } }),
        categories: JSON.stringify(['Comer y beber']),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    expect((await request.delete(`/api/business/${_id}`, { headers: auth })).ok()).toBeTruthy();

    const res = await page.goto(`/business/${_id}`);
    expect(res!.status()).toBe(404);
    await expect(pageHeading(page, MSG.businessGone)).toBeVisible();
    await expect(page.getByText(MSG.businessLoadError)).toHaveCount(0);
    await expect(page.getByRole('link', { name: MSG.openMap })).toBeVisible();
    await expect(page.getByRole('link', { name: MSG.seeTops })).toBeVisible();
    await expect(page.getByRole('link', { name: MSG.goHome }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shot(page, 'business-gone', testInfo.project.name);
    await page.getByRole('link', { name: MSG.seeTops }).click();
    await expect(page).toHaveURL(/\/tops$/);
  });

  test("an unknown address shows 'Página no encontrada' (404) with a search box and the main links, and stays at its address", async ({ page }, testInfo) => {
    const res = await page.goto('/esto/no-existe');
    expect(res!.status()).toBe(404);
    await expect(pageHeading(page, MSG.pageNotFound)).toBeVisible();
    await expect(page).toHaveURL(/\/esto\/no-existe$/);
    const links = page.getByRole('navigation', { name: MSG.pageNotFoundLinksTitle });
    await expect(links.getByRole('link', { name: MSG.goHome })).toBeVisible();
    await expect(links.getByRole('link', { name: MSG.openMap })).toBeVisible();
    await expect(links.getByRole('link', { name: MSG.seeTops })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shot(page, 'not-found', testInfo.project.name);
    const search = page.getByRole('searchbox', { name: MSG.pageNotFoundSearchLabel });
    await search.fill('paladar');
    await search.press('Enter');
    // the map's search (a visitor without an account is asked to sign in first, spec §2)
    await expect(page).toHaveURL(/\/(mapa\?q=paladar|login)/);
  });
});
