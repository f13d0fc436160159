/**
 * Issue 20 §4: the header as it arrives in the server's HTML, before the scripts (a slow link takes
 * seconds to bring them). Its phone or desktop layout comes from CSS, not from a script measuring
 * the window, so a 390 px phone gets the phone header and no sideways scroll; a signed-in person
 * sees their own menu and name, never 'Iniciar sesión' (a small script in <head>, allowed by the CSP
 * through its sha256, marks the page from the token's role and the profile the app keeps on the
 * phone); after logout nothing of theirs is left.
 *
 * Scripts are blocked by aborting every .js request: the page stays as the server drew it, with only
 * the inline script of <head> running.
 */
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginThroughScreen, navbar, newPerson, registerUser, test, useSessionOf } from './fixtures';

const NO_JS = 'e2e-no-js';

/** From the next load on, no script file arrives (the fixture's wait for the app is told not to wait). */
async function blockScripts(page: Page) {
  await page.route('**/*.js', (route) => route.abort());
  await page.addInitScript((flag) => {
    if (sessionStorage.getItem(flag)) document.addEventListener('DOMContentLoaded', () => (document.documentElement.dataset.ready = '1'));
  }, NO_JS);
  await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), NO_JS);
}

async function allowScripts(page: Page) {
  await page.unrouteAll();
  await page.evaluate((flag) => sessionStorage.removeItem(flag), NO_JS);
}

async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `artifacts/screenshots/header-noscript-${name}-${project}.png`, fullPage: true });
}

/** How wide the page is drawn (a phone's browser widens its layout to fit what overflows). */
const pageWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth));
const isPhone = (project: string) => project === 'phone';
/** The page's header (the bar and its menus): the page below it has links of its own. */
const header = (page: Page) => page.locator('header.navbar');
/** The burger before the scripts (a disclosure the browser opens by itself) or after (a button). */
const burger = (page: Page) => navbar(page).getByLabel('Abrir menú');
/** The person's name as painted in the menu (CSS draws it from what <head>'s script found on the phone). */
const paintedName = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.user-menu__button, .mobile-menu__name')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => getComputedStyle(el, '::before').content)
      .filter((content) => content !== 'none' && content !== 'normal')
      .join(' '),
  );

async function openMenuIfPhone(page: Page, project: string) {
  if (!isPhone(project)) return;
  await burger(page).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
}

test.describe('The header before the scripts arrive (issue 20 §4)', () => {
  test("anonymous: the header fits the screen, with the phone's burger at 390 px, and offers 'Iniciar sesión'", async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    await page.goto('/');
    await blockScripts(page);
    await page.reload();

    expect(await pageWidth(page), 'no sideways scroll').toBeLessThanOrEqual(page.viewportSize()!.width);
    if (isPhone(project)) {
      await expect(burger(page)).toBeVisible();
      await expect(navbar(page).getByRole('link', { name: 'Registrarse' })).toBeHidden();
    } else {
      await expect(burger(page)).toBeHidden();
      await expect(navbar(page).getByRole('link', { name: 'Tops' })).toBeVisible();
    }
    await shot(page, 'anon', project);

    // the menu works without scripts, and says 'Iniciar sesión' in sentence case
    await openMenuIfPhone(page, project);
    await expect(header(page).getByRole('link', { name: 'Iniciar sesión', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Registrarse', exact: true })).toBeVisible();
    await expect(header(page).getByText('Iniciar Sesión', { exact: true })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Mapa', exact: true })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Mi perfil' })).toHaveCount(0);
    if (isPhone(project)) await shot(page, 'anon-menu', project);
  });

  test("signed in: a reload before the scripts shows the person's menu, never 'Iniciar sesión'; after logout, 'Iniciar sesión' again", async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    const person = await registerUser(request, newPerson('cabecera'));
    await page.goto('/login');
    await loginThroughScreen(page, person.username, person.password);
    await expect(page).toHaveURL(/\/$/);
    // their profile once (the app keeps a copy on the phone, where the name comes from)
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    await page.goto('/');

    await test.step('reloaded with the scripts blocked: their menu and name, no sign-in links', async () => {
      await blockScripts(page);
      await page.reload();
      expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
      if (!isPhone(project)) {
        await expect(navbar(page).getByLabel('Menú de usuario')).toBeVisible();
        await expect(navbar(page).getByRole('link', { name: 'Mapa', exact: true })).toBeVisible();
      }
      await expect(header(page).getByRole('link', { name: /Iniciar sesi/i })).toHaveCount(0);
      await expect(header(page).getByRole('link', { name: 'Registrarse' })).toHaveCount(0);
      await openMenuIfPhone(page, project);
      if (!isPhone(project)) await navbar(page).getByLabel('Menú de usuario').click();
      await expect(header(page).getByRole('link', { name: 'Mi perfil' })).toBeVisible();
      expect(await paintedName(page)).toBe(JSON.stringify(person.name));
      await expect(header(page).getByRole('link', { name: /Iniciar sesi/i })).toHaveCount(0);
      await shot(page, 'signed-in', project);
    });

    await test.step('the scripts arrive: the same menu, now working; logging out', async () => {
      await allowScripts(page);
      await page.reload();
      await expect(header(page).getByRole('link', { name: /Iniciar sesi/i })).toHaveCount(0);
      if (isPhone(project)) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.locator('#mobile-menu').getByRole('button', { name: 'Cerrar sesión' }).click();
      } else {
        await page.getByRole('button', { name: 'Menú de usuario' }).click();
        await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      }
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    await test.step('reloaded with the scripts blocked after logout: Iniciar sesión, nothing of theirs left', async () => {
      await blockScripts(page);
      await page.reload();
      await expect(navbar(page).getByLabel('Menú de usuario')).toBeHidden();
      await openMenuIfPhone(page, project);
      await expect(header(page).getByRole('link', { name: 'Iniciar sesión', exact: true })).toBeVisible();
      await expect(header(page).getByRole('link', { name: 'Mi perfil' })).toHaveCount(0);
      expect(await paintedName(page)).toBe('');
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(stored).not.toContain(person.name);
    });
  });

  test('an admin: the admin links show before the scripts too', async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    await useSessionOf(page, request, ADMIN.username, ADMIN.password);
    await page.goto('/');
    await blockScripts(page);
    await page.reload();
    await expect(header(page).getByRole('link', { name: /Iniciar sesi/i })).toHaveCount(0);
    await openMenuIfPhone(page, project);
    await expect(header(page).getByRole('link', { name: 'Negocios', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Usuarios', exact: true })).toBeVisible();
    await shot(page, 'admin', project);
  });
});
