import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, allBusinesses, apiLogin, expect, registerUser, test, useSessionOf } from './fixtures';

/**
 * The last Spanish words an English visitor met (issue 22 §1): every category in English (the
 * map's filter, a business's chips, a business's own tag marked Spanish), the dialog's 'Close', a
 * place's photos and heart in English; and the admin's screens, Spanish whatever the person chose.
 */
test.use({ locale: 'en-US' });

const shot = (page: Page, name: string, project: string) => page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });

/** A category of the guide beyond home's six, one per project (they run side by side). */
const EXTRA = {
  desktop: { nombre: 'Galería de arte', name: 'art_gallery', english: 'Art gallery' },
  phone: { nombre: 'Heladería de barrio', name: 'ice_cream_shop', english: 'Ice cream shop' },
} as const;

async function withCategory(request: APIRequestContext, project: string) {
  const extra = EXTRA[project as keyof typeof EXTRA] ?? EXTRA.desktop;
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/categories/', { headers })).json()) as { _id: string; name: string }[];
  let id = list.find((c) => c.name === extra.name)?._id;
  if (!id) {
    const res = await request.post('/api/categories/', { headers, data: { nombre: extra.nombre, name: extra.name } });
    expect(res.ok(), `create category: ${res.status()} ${await res.text()}`).toBeTruthy();
    id = ((await res.json()) as { _id: string })._id;
  }
  return { ...extra, remove: () => request.delete(`/api/categories/${id}`, { headers }) };
}

test('an English visitor reads every category in English, the dialog says Close, and the admin still reads Spanish', async ({ page, request }, testInfo) => {
  const project = testInfo.project.name;
  const extra = await withCategory(request, project);
  try {
    await test.step("a business page: its categories in English, a business's own tag marked Spanish, the heart and the photos in English", async () => {
      const habana = (await allBusinesses<{ _id: string; name: string }>(request)).find((b) => b.name.startsWith('Habana 1791'))!;
      await page.goto(`/business/${habana._id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const chips = page.getByRole('list', { name: 'Categories' });
      await expect(chips.getByRole('listitem')).toHaveText(['Shopping', 'Perfumería', 'Museum']);
      await expect(chips.getByText('Perfumería')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('img', { name: /^Habana 1791.*, (photo \d+ of \d+|no photos)$/ }).first()).toBeAttached();
      await shot(page, 'business-categories-en', project);
    });

    const person = await registerUser(request);
    await useSessionOf(page, request, person.username, person.password);

    await test.step('the map’s category filter: home’s six by their English, the others by their identifier made readable', async () => {
      await page.goto('/mapa');
      const toggle = page.getByRole('button', { name: 'Filters and list' });
      if (await toggle.isVisible()) await toggle.click();
      const category = page.getByLabel('Category');
      await expect(category.locator('option', { hasText: extra.english })).toHaveCount(1);
      await expect(category.locator('option', { hasText: 'Food and drink' })).toHaveCount(1);
      await expect(category.locator('option', { hasText: extra.nombre })).toHaveCount(0);
      await category.selectOption({ label: extra.english });
      await shot(page, 'map-category-en', project);
    });

    await test.step("the profile's dialog: its X is 'Close'", async () => {
      await page.goto('/perfil');
      await page.getByRole('button', { name: 'Change password' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
      await shot(page, 'dialog-en', project);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the admin, with an English browser, reads the admin screens and their dialog in Spanish', async () => {
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
      const admin = await page.context().newPage();
      await useSessionOf(admin, request, ADMIN.username, ADMIN.password);
      await admin.goto('/categoria');
      await expect(admin.locator('html')).toHaveAttribute('lang', 'en');
      await admin.getByRole('button', { name: `Eliminar ${extra.nombre}` }).click();
      const dialog = admin.getByRole('alertdialog');
      await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
      await shot(admin, 'admin-dialog-on-english-page', project);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await admin.close();
    });
  } finally {
    await extra.remove();
  }
});
