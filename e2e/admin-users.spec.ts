import type { Page } from '@playwright/test';
import { ROLES, USER_MESSAGES, type PublicUser, API_MSG } from '../packages/contracts/src/index';
import { ADMIN, apiLogin, expect, loginThroughScreen, newPerson, pageHeading, test, useSessionOf } from './fixtures';

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });

/** Nothing sticks out sideways (a long e-mail or name wraps inside its card). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
const statusMessage = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('The admin manages the users', () => {
  test.beforeEach(async ({ page, request }) => {
    await useSessionOf(page, request, ADMIN.username, ADMIN.password);
  });

  test('creates a user, edits it, the user logs in, then the admin deletes it', async ({ page, request, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    const fresh = newPerson('eva');
    // a long e-mail: it must wrap inside its card on the phone, never push the page sideways
    const person = { ...fresh, email: `maria.de.los.angeles.${fresh.username}@correo-de-pruebas.example.com` };

    await test.step('the list shows the accounts with their role', async () => {
      await page.goto('/usuario');
      await expect(pageHeading(page, 'Usuarios')).toBeVisible();
      await search(page, ADMIN.email);
      const adminRow = page.getByRole('row', { name: new RegExp(ADMIN.email) });
      await expect(adminRow).toContainText('Administrador');
      await expect(adminRow).toContainText('Tú');
      await search(page, '');
      await expectNoSidewaysScroll(page);
      await shot(page, 'admin-users', project);
    });

    await test.step('Nuevo usuario: name, e-mail, username and password are required', async () => {
      await page.getByRole('button', { name: 'Nuevo usuario' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
      await expect(dialog.getByLabel('Nombre', { exact: true })).toBeFocused();
      await expect(dialog.getByLabel('Correo electrónico')).toHaveAttribute('type', 'email');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      for (const message of [USER_MESSAGES.nameRequired, USER_MESSAGES.emailRequired, USER_MESSAGES.usernameRequired, USER_MESSAGES.passwordRequired]) {
        await expect(dialog.getByText(message)).toBeVisible();
      }
      await shot(page, 'admin-users-modal', project);
    });

    await test.step('creating it closes the modal, says so and lists it as Usuario', async () => {
      const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
      await dialog.getByLabel('Nombre', { exact: true }).fill(person.name);
      await dialog.getByLabel('Correo electrónico').fill(person.email);
      await dialog.getByLabel('Nombre de usuario').fill(person.username);
      await dialog.getByLabel('Contraseña', { exact: true }).fill(person.password);
      await expect(dialog.getByLabel('Rol')).toHaveValue(String(ROLES.USER));
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(statusMessage(page, USER_MESSAGES.created)).toBeVisible();
      await expect(dialog).toBeHidden();
      await search(page, person.username);
      const row = page.getByRole('row', { name: new RegExp(person.username) });
      await expect(row).toContainText(person.name);
      await expect(row).toContainText(person.email);
      await expect(row).toContainText('Usuario');
      await expectNoSidewaysScroll(page);
    });

    await test.step('Editar opens it filled in, with an empty password; saving keeps the password', async () => {
      await page.getByRole('button', { name: `Editar ${person.username}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
      await expect(dialog.getByLabel('Correo electrónico')).toHaveValue(person.email);
      await expect(dialog.getByLabel('Contraseña', { exact: true })).toHaveValue('');
      await dialog.getByLabel('Nombre', { exact: true }).fill('Eva Editada');
      await shot(page, 'admin-users-modal-edit', project);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(statusMessage(page, USER_MESSAGES.updated)).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(person.username) })).toContainText('Eva Editada');
    });

    await test.step('the new user logs in through the login screen with the password the admin gave', async () => {
      const context = await browser.newContext({ baseURL, locale: 'es-ES' });
      try {
        const other = await context.newPage();
        await other.goto('/login');
        await loginThroughScreen(other, person.username, person.password);
        await expect(other).toHaveURL(/\/$/);
        // a plain user: the admin area sends them to the map
        await other.goto('/usuario');
        await expect(other).toHaveURL(/\/mapa/);
      } finally {
        await context.close();
      }
    });

    await test.step('Eliminar asks first, then deletes the user, who can no longer log in', async () => {
      const button = page.getByRole('button', { name: `Eliminar ${person.username}`, exact: true });
      await button.click();
      const confirm = page.getByRole('alertdialog', { name: 'Eliminar usuario' });
      await expect(confirm).toContainText(person.username);
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(button).toBeFocused();

      await button.click();
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await expect(statusMessage(page, USER_MESSAGES.deleted)).toBeVisible();
      await expect(page.getByText(`No se encontraron usuarios para «${person.username}».`)).toBeVisible();
      const res = await request.post('/api/auth/login', { data: { identifier: person.username, password: person.password } });
      expect(res.status()).toBe(401);
    });
  });

  test('the only admin can be neither deleted nor demoted: the screen shows the server refusal', async ({ page, request }) => {
    // Without the API rule, this journey would really delete the seeded admin and break every other one.
    const token = await apiLogin(request, ADMIN.username, ADMIN.password);
    // GET /api/users/ answers a page at a time (issue 17 §11): every page
    const users: PublicUser[] = [];
    for (let p = 1; ; p += 1) {
      const body = (await (await request.get(`/api/users/?page=${p}&limit=100`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { items: PublicUser[]; total: number };
      users.push(...body.items);
      if (body.items.length === 0 || users.length >= body.total) break;
    }
    // Skipped only when the shared server holds a second admin (another journey made one): 'the last admin' is then untrue.
    test.skip(users.filter((u) => u.role_id === ROLES.ADMIN).length !== 1, 'another journey made a second admin: the admin is not the last one');

    await page.goto('/usuario');
    await search(page, ADMIN.email);
    const row = page.getByRole('row', { name: new RegExp(ADMIN.email) });
    await expect(row).toContainText('Administrador');

    await test.step('deleting the last admin: the refusal is shown and the row stays', async () => {
      await page.getByRole('button', { name: `Eliminar ${ADMIN.username}`, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Eliminar usuario' });
      await expect(confirm).toContainText('Es tu propia cuenta');
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await expect(page.getByRole('alert')).toHaveText(API_MSG.lastAdmin);
      await expect(row).toBeVisible();
    });

    await test.step('demoting the last admin: the refusal is shown in the modal', async () => {
      await page.getByRole('button', { name: `Editar ${ADMIN.username}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
      await dialog.getByLabel('Rol').selectOption({ label: 'Usuario' });
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(API_MSG.lastAdmin);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(row).toContainText('Administrador');
    });

    expect(await apiLogin(request, ADMIN.username, ADMIN.password)).toBeTruthy();
  });
});
