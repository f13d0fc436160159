import { ROLES } from '../packages/contracts/src/index';
import { ADMIN, expect, loginThroughScreen, navbar, newPerson, pageHeading, registerUser, test } from './fixtures';

test.describe('A new visitor signs up and logs in', () => {
  test('registers, is stopped by the guard, logs in, lands back on /mapa and logs out', async ({ page }) => {
    const person = newPerson();

    await test.step('the home page shows the hero and the logged-out entries', async () => {
      await page.goto('/');
      await expect(pageHeading(page, 'DESBLOQUEA LA CUBA AUTÉNTICA')).toBeVisible();
    });

    await test.step('registering signs the person in and goes home (issue 20 §7)', async () => {
      await page.goto('/register');
      await page.getByLabel('Nombre', { exact: true }).fill(person.name);
      await page.getByLabel('Correo electrónico').fill(person.email);
      await page.getByLabel('Nombre de usuario').fill(person.username);
      await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      // the rest of this journey is a returning visitor: forget this session
      await page.evaluate(() => localStorage.removeItem('token'));
    });

    await test.step('opening /mapa while logged out is redirected to /login', async () => {
      await page.goto('/mapa');
      await expect(page).toHaveURL(/\/login$/);
      await expect(pageHeading(page, 'Iniciar sesión')).toBeVisible();
    });

    await test.step('a wrong password shows the server message in red and clears the password', async () => {
      await loginThroughScreen(page, person.username, 'no-es-la-clave');
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(/inválidas|incorrectas/i);
      await expect(alert).toHaveClass(/alert--error/);
      await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
    });

    await test.step('logging in lands back on /mapa, where the guard stopped us', async () => {
      await loginThroughScreen(page, person.username, person.password);
      await expect(page).toHaveURL(/\/mapa/);
      await expect(pageHeading(page, 'Mapa')).toBeAttached();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    });

    await test.step('the session survives a reload', async () => {
      await page.reload();
      await expect(page).toHaveURL(/\/mapa/);
      await expect(pageHeading(page, 'Mapa')).toBeAttached();
    });

    await test.step('logging out goes to / with Iniciar sesión back', async () => {
      const burger = page.getByRole('button', { name: 'Abrir menú' });
      if (await burger.isVisible()) {
        await burger.click();
        await page.locator('#mobile-menu').getByRole('button', { name: 'Cerrar sesión' }).click();
      } else {
        await page.getByRole('button', { name: 'Menú de usuario' }).click();
        await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      }
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  });
});

test.describe('Roles', () => {
  test('the admin logs in and sees the four admin links, and the token carries the admin role', async ({ page }, testInfo) => {
    // The phone has no desktop bar: its menu's admin links have their own test below.
    test.skip(testInfo.project.name === 'phone', 'the desktop bar shows the admin links; the phone menu is covered below');
    await page.goto('/login');
    await loginThroughScreen(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/$/);
    for (const [name, href] of [
      ['Negocios', '/business'],
      ['Categorías', '/categoria'],
      ['Usuarios', '/usuario'],
      ['Evento', '/evento'],
    ] as const) {
      await expect(navbar(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const role = await page.evaluate(() => {
      const part = localStorage.getItem('token')?.split('.')[1] ?? '';
      return (JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: { role_id: number } }).sub.role_id;
    });
    expect(role).toBe(ROLES.ADMIN);
    await navbar(page).getByRole('link', { name: 'Evento', exact: true }).click();
    await expect(page).toHaveURL(/\/evento$/);
    await expect(pageHeading(page, 'Eventos')).toBeVisible();
  });

  test('a logged-in non-admin visiting /business lands on /mapa and sees no admin links', async ({ page, request }) => {
    const person = await registerUser(request);
    await page.goto('/login');
    await loginThroughScreen(page, person.email, person.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(navbar(page).getByRole('link', { name: 'Negocios' })).toHaveCount(0);
    await page.goto('/business');
    await expect(page).toHaveURL(/\/mapa/);
  });

  test('an anonymous visitor on an admin screen goes to /login', async ({ page }) => {
    await page.goto('/evento');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('On a phone', () => {
  test('the hamburger replaces the links and opens the menu 80 px from the top; an entry navigates and closes it', async ({ page }, testInfo) => {
    // The hamburger only exists at 768 px and below, so this runs on the phone project alone.
    test.skip(testInfo.project.name !== 'phone', 'the hamburger exists at 768 px and below');
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Abrir menú' });
    await expect(burger).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Tops' }).first()).toBeHidden();
    await burger.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Registrarse' })).toBeVisible();
    const top = await menu.evaluate(async (el) => {
      await Promise.all(el.getAnimations().map((animation) => animation.finished));
      return Math.round(el.getBoundingClientRect().top);
    });
    expect(top).toBe(80);
    await menu.getByRole('link', { name: 'Tops' }).click();
    await expect(page).toHaveURL(/\/tops$/);
    await expect(menu).toBeHidden();
  });
});
