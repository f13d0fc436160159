import type { Page } from '@playwright/test';
import { CATEGORY_MESSAGES, type Category } from '../packages/contracts/src/index';
import { ADMIN, apiLogin, expect, pageHeading, test, useSessionOf } from './fixtures';
import { expectNoSeriousAxeViolations, expectSpanishOnly, shot } from './admin-helpers';

/** A name no other journey (or the other project running at the same time) uses. */
const unique = (project: string) => `${project}${Date.now().toString(36)}`;

/** Nothing sticks out sideways (a long e-mail or name wraps inside its card). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
const statusMessage = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('The admin manages the categories', () => {
  test.beforeEach(async ({ page, request }) => {
    await useSessionOf(page, request, ADMIN.username, ADMIN.password);
  });

  test('creates, edits and deletes a category through the modal', async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    const tag = unique(project);
    const nombre = `Artesanía ${tag}`;
    const name = `crafts_${tag}`;

    await test.step('the list shows the seeded categories with their name and identifier', async () => {
      await page.goto('/categoria');
      await expect(pageHeading(page, 'Categorías')).toBeVisible();
      await expect(page.getByRole('table', { name: /Categorías/ })).toBeVisible();
      await expect(page.getByText(/\d+ categorías?/)).toBeVisible();
      await shot(page, 'admin-categories', project);
    });

    await test.step('Nueva categoría: both names are required, errors next to the fields', async () => {
      await page.getByRole('button', { name: 'Nueva categoría' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
      await expect(dialog.getByLabel('Nombre')).toBeFocused();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog.getByText(CATEGORY_MESSAGES.nombreRequired)).toBeVisible();
      await expect(dialog.getByText(CATEGORY_MESSAGES.nameRequired)).toBeVisible();
      await shot(page, 'admin-categories-modal', project);
      await expectNoSeriousAxeViolations(page);
      await expectSpanishOnly(page);
    });

    await test.step('creating it closes the modal, says so and lists it', async () => {
      const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
      await dialog.getByLabel('Nombre').fill(nombre);
      await dialog.getByLabel('Identificador').fill(name);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(statusMessage(page, CATEGORY_MESSAGES.created)).toBeVisible();
      await expect(dialog).toBeHidden();
      await search(page, tag);
      const row = page.getByRole('row', { name: new RegExp(nombre) });
      await expect(row).toBeVisible();
      await expect(row).toContainText(name);
      await expectNoSidewaysScroll(page);
    });

    await test.step('a second one with the same name is refused with the server text', async () => {
      await page.getByRole('button', { name: 'Nueva categoría' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
      await dialog.getByLabel('Nombre').fill(nombre);
      await dialog.getByLabel('Identificador').fill(name);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(CATEGORY_MESSAGES.duplicate);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('Editar opens the modal filled in; saving renames it', async () => {
      await page.getByRole('button', { name: `Editar ${nombre}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar categoría' });
      await expect(dialog.getByLabel('Nombre')).toHaveValue(nombre);
      await expect(dialog.getByLabel('Identificador')).toHaveValue(name);
      await dialog.getByLabel('Nombre').fill(`${nombre} editada`);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(statusMessage(page, CATEGORY_MESSAGES.updated)).toBeVisible();
      await expect(page.getByRole('rowheader', { name: `${nombre} editada` })).toBeVisible();
    });

    await test.step('Eliminar asks first: Cancelar keeps it, Eliminar deletes it', async () => {
      const button = page.getByRole('button', { name: `Eliminar ${nombre} editada` });
      await button.click();
      const confirm = page.getByRole('alertdialog', { name: 'Eliminar categoría' });
      await expect(confirm).toContainText(`${nombre} editada`);
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(confirm).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await expect(statusMessage(page, CATEGORY_MESSAGES.deleted)).toBeVisible();
      await expect(page.getByText(`No se encontraron categorías para «${tag}».`)).toBeVisible();
    });
  });

  test('the older standalone pages create and edit a category and go back to /categoria', async ({ page, request }, testInfo) => {
    const tag = unique(testInfo.project.name);
    const nombre = `Museos ${tag}`;
    const name = `museum_${tag}`;

    await test.step('/categoria/crear/ creates it and returns to the list with the message', async () => {
      await page.goto('/categoria/crear/');
      await expect(pageHeading(page, 'Crear categoría')).toBeVisible();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText(CATEGORY_MESSAGES.nombreRequired)).toBeVisible();
      await expect(page.getByText(CATEGORY_MESSAGES.nameRequired)).toBeVisible();
      await page.getByLabel('Nombre').fill(nombre);
      await page.getByLabel('Identificador').fill(name);
      await shot(page, 'admin-categories-create-page', testInfo.project.name);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page).toHaveURL(/\/categoria$/);
      await expect(statusMessage(page, CATEGORY_MESSAGES.created)).toBeVisible();
      await search(page, tag);
      await expect(page.getByRole('rowheader', { name: nombre })).toBeVisible();
    });

    const token = await apiLogin(request, ADMIN.username, ADMIN.password);
    const res = await request.get('/api/categories/', { headers: { Authorization: `Bearer ${token}` } });
    const created = ((await res.json()) as Category[]).find((c) => c.name === name);
    expect(created, 'the category created through the page is in the API').toBeTruthy();

    await test.step('/categoria/editar/{id} loads it, saves the change and returns to the list', async () => {
      await page.goto(`/categoria/editar/${created!._id}`);
      await expect(pageHeading(page, 'Editar categoría')).toBeVisible();
      await expect(page.getByLabel('Nombre')).toHaveValue(nombre);
      await page.getByLabel('Identificador').fill(`${name}_v2`);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page).toHaveURL(/\/categoria$/);
      await expect(statusMessage(page, CATEGORY_MESSAGES.updated)).toBeVisible();
      await search(page, tag);
      await expect(page.getByRole('row', { name: new RegExp(nombre) })).toContainText(`${name}_v2`);
    });

    await test.step('Cancelar on the standalone page goes back without a change; the list deletes it', async () => {
      await page.goto(`/categoria/editar/${created!._id}`);
      await page.getByLabel('Nombre').fill('no se guarda');
      await page.getByRole('link', { name: 'Cancelar' }).click();
      await expect(page).toHaveURL(/\/categoria$/);
      await search(page, tag);
      await page.getByRole('button', { name: `Eliminar ${nombre}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
      await expect(statusMessage(page, CATEGORY_MESSAGES.deleted)).toBeVisible();
    });

    await test.step('an unknown id says the category was not found, with a way back', async () => {
      await page.goto(`/categoria/editar/${created!._id}`);
      await expect(page.getByRole('alert')).toHaveText(CATEGORY_MESSAGES.notFound);
      await page.getByRole('link', { name: 'Volver a categorías' }).click();
      await expect(page).toHaveURL(/\/categoria$/);
    });
  });

  test("home's categories: a new 'Alojamiento' marked 'Mostrar en inicio' appears on home, last; moved up by keyboard, it moves on home too (issue 20 §9)", async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    const tag = unique(project);
    const nombre = `Alojamiento ${tag}`;
    const tiles = () => page.locator('.categories .category-tile__label');

    await test.step('home shows the six seeded categories in the order of spec §2', async () => {
      await page.goto('/');
      await expect(tiles().first()).toHaveText('Comer y beber');
      const shown = await tiles().allTextContents();
      expect(shown.slice(0, 6)).toEqual(['Comer y beber', 'Compras', 'Vida Nocturna', 'Café y Té', 'Qué Hacer', 'Salud y Bienestar']);
    });

    await test.step("the admin creates 'Alojamiento' with 'Mostrar en inicio'", async () => {
      await page.goto('/categoria');
      await page.getByRole('button', { name: 'Nueva categoría' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
      await dialog.getByLabel('Nombre').fill(nombre);
      await dialog.getByLabel('Identificador').fill(`lodging_${tag}`);
      await dialog.getByRole('checkbox', { name: 'Mostrar en inicio' }).check();
      await shot(page, 'admin-categories-modal-home', project);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(statusMessage(page, CATEGORY_MESSAGES.created)).toBeVisible();
      const order = page.getByRole('region', { name: 'Orden en inicio' });
      await expect(order.getByRole('listitem').last()).toContainText(nombre);
    });

    await test.step('home shows it, after the six seeded ones', async () => {
      await page.goto('/');
      await expect(page.locator('.categories').getByRole('link', { name: nombre })).toBeVisible();
      const shown = await tiles().allTextContents();
      expect(shown.indexOf(nombre)).toBeGreaterThan(shown.indexOf('Salud y Bienestar'));
    });

    // the category it passes (the other project's journey may add its own at the same time: only these two are compared)
    let passed = '';
    await test.step("'Subir' by keyboard moves it one place up; the focus stays on it", async () => {
      await page.goto('/categoria');
      const order = page.getByRole('region', { name: 'Orden en inicio' });
      const up = order.getByRole('button', { name: `Subir ${nombre}` });
      await up.focus();
      const before = await order.locator('.home-order__name').allTextContents();
      passed = before[before.indexOf(nombre) - 1]!;
      await page.keyboard.press('Enter');
      await expect(page.getByText(new RegExp(`«${nombre}» ocupa ahora el puesto`))).toBeAttached();
      const after = await order.locator('.home-order__name').allTextContents();
      expect(after.indexOf(nombre)).toBeLessThan(after.indexOf(passed));
      await expect(order.getByRole('button', { name: `Subir ${nombre}` })).toBeFocused();
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'admin-categories-home-order', project);
    });

    await test.step('home follows the new order', async () => {
      await page.goto('/');
      await expect(page.locator('.categories').getByRole('link', { name: nombre })).toBeVisible();
      const shown = await tiles().allTextContents();
      expect(shown.indexOf(nombre)).toBeLessThan(shown.indexOf(passed));
    });

    await test.step('deleted, it leaves home', async () => {
      await page.goto('/categoria');
      await search(page, tag);
      await page.getByRole('button', { name: `Eliminar ${nombre}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
      await expect(statusMessage(page, CATEGORY_MESSAGES.deleted)).toBeVisible();
      await page.goto('/');
      await expect(tiles().first()).toHaveText('Comer y beber');
      await expect(page.locator('.categories').getByRole('link', { name: nombre })).toHaveCount(0);
    });
  });
});
