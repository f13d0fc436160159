import type { APIRequestContext } from '@playwright/test';
import { MSG } from '../packages/contracts/src/index';
import { apiLogin, expect, registerUser, test, useSessionOf, allBusinesses } from './fixtures';

/** The user id inside a token (the payload of spec §3). */
function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: { user_id: string } };
  return payload.sub.user_id;
}

/** The id of a seed business by its name. */
async function seedBusinessId(request: APIRequestContext, name: string): Promise<string> {
  const found = (await allBusinesses<{ _id: string; name: string }>(request)).find((b) => b.name === name);
  expect(found, `seed business ${name}`).toBeTruthy();
  return found!._id;
}

test.describe('The profile', () => {
  test('shows the favourites saved through the API, and Ver detalles goes to the map', async ({ page, request }, testInfo) => {
    const person = await registerUser(request);
    const token = await apiLogin(request, person.username, person.password);
    const userId = userIdOf(token);
    for (const name of ['La Guarida', 'El Floridita']) {
      const res = await request.post(`/api/users/${userId}/favorites/${await seedBusinessId(request, name)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.ok(), `adding ${name}: ${res.status()}`).toBeTruthy();
    }
    await useSessionOf(page, request, person.username, person.password);

    await test.step('the profile shows who the user is and both favourite cards', async () => {
      await page.goto('/perfil');
      await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
      await expect(page.getByText(`@${person.username}`)).toBeVisible();
      await expect(page.getByText(person.email)).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'La Guarida' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'El Floridita' })).toBeAttached();
      await expect(page.getByText('1 de 2')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Ir al favorito \d$/ })).toHaveCount(2);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `artifacts/screenshots/profile-${testInfo.project.name}.png`, fullPage: true });
    });

    await test.step('the password dialog opens over the page', async () => {
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
      await page.screenshot({ path: `artifacts/screenshots/profile-modal-${testInfo.project.name}.png` });
      await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeFocused();
    });

    await test.step("'Ver detalles' opens the map", async () => {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'La Guarida' }) });
      await card.getByRole('button', { name: 'Ver detalles' }).click();
      await expect(page).toHaveURL(/\/mapa/);
    });
  });

  test('a password change keeps the user logged in, and only the new password works at the next login', async ({ page, request }, testInfo) => {
    const person = await registerUser(request);
    const oldToken = await useSessionOf(page, request, person.username, person.password);
    const newPassword = 'capitolio-2026';

    await page.goto('/perfil');
    await expect(page.getByText(MSG.favoritesEmpty)).toBeVisible();
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });

    await test.step('a wrong current password is refused with the server message', async () => {
      await dialog.getByLabel('Contraseña actual', { exact: true }).fill('no-es-la-mia');
      await dialog.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
      await dialog.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
      await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(MSG.currentPasswordWrong);
    });

    await test.step('the right current password changes it and the user stays logged in', async () => {
      await dialog.getByLabel('Contraseña actual', { exact: true }).fill(person.password);
      await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: MSG.passwordUpdated })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(oldToken);
      await page.screenshot({ path: `artifacts/screenshots/profile-password-changed-${testInfo.project.name}.png`, fullPage: true });

      await page.reload();
      await expect(page).toHaveURL(/\/perfil$/);
      await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    });

    await test.step('the next login works with the new password only; the old token is dead', async () => {
      expect(await apiLogin(request, person.username, newPassword)).toBeTruthy();
      const old = await request.post('/api/auth/login', { data: { identifier: person.username, password: person.password } });
      expect(old.status()).toBe(401);
      const withOldToken = await request.get(`/api/users/${userIdOf(oldToken)}`, { headers: { Authorization: `Bearer ${oldToken}` } });
      expect(withOldToken.status()).toBe(401);
    });
  });
});
