import { EVENT_ADMIN_TEXTS, ADMIN_MSG } from '../packages/contracts/src/index';
import { ADMIN, expect, pageHeading, test, useSessionOf } from './fixtures';
import { expectNoSeriousAxeViolations, expectSpanishOnly } from './admin-helpers';
import type { Page } from '@playwright/test';

/** A real (tiny) PNG: the API sniffs the content and makes a WebP thumbnail of it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVR4nGP4WSxGFcQwatDP0TD6OZqOikezSPFoMSI2WkKKDWQtAgCZ2mSuhm43pAAAAABJRU5ErkJggg==',
  'base64',
);

const VENUES = ['El Floridita', 'Cabaret Tropicana'] as const;

/** The count cell: '2' on desktop; on a phone the cell also reads its column label (the card layout). */
const TWO_BUSINESSES = /^(Negocios asociados\s*)?2$/;

/** A full-page screenshot from the top (the sticky bar would otherwise sit mid-page). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: true });
}

test.describe('Admin: events', () => {
  test('creates an event with two businesses and an image, edits it removing the image, and deletes it', async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    const title = `Concierto e2e ${project} ${Date.now().toString(36)}`;
    await useSessionOf(page, request, ADMIN.username, ADMIN.password);

    const search = page.getByRole('searchbox', { name: 'Buscar eventos' });
    const row = page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

    await test.step('the list shows the table of events', async () => {
      await page.goto('/evento');
      await expect(pageHeading(page, 'Eventos')).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await shoot(page, `admin-events-list-${project}`);
    });

    await test.step("'Nuevo evento' opens the form; it is filled with two businesses and an image", async () => {
      await page.getByRole('link', { name: 'Nuevo evento' }).click();
      await expect(page).toHaveURL(/\/evento\/crear\/$/);
      await expect(pageHeading(page, 'Crear evento')).toBeVisible();

      await page.getByLabel('Título').fill(title);
      await page.getByLabel(/^Descripción(?! en)/).fill('Son cubano en vivo junto al Malecón.\nSegunda línea.');
      await page.getByLabel(/^Fecha y hora de inicio/).fill('2030-06-01T21:00');
      await page.getByLabel(/^Fecha y hora de fin/).fill('2030-06-02T02:30');

      const businessSearch = page.getByRole('searchbox', { name: 'Buscar negocios' });
      for (const venue of VENUES) {
        await businessSearch.fill(venue);
        await page.getByRole('checkbox', { name: venue }).check();
      }
      await businessSearch.fill('');
      await expect(page.getByText('2 negocios seleccionados')).toBeVisible();

      await page.getByLabel(/^Añadir imágenes/).setInputFiles({ name: 'malecon.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: 'Vista previa de malecon.png' })).toBeVisible();
      await expectSpanishOnly(page);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, `admin-events-form-${project}`);
    });

    await test.step('saving lands on /evento; the row shows the es-ES dates, the image and 2 businesses', async () => {
      await page.getByRole('button', { name: 'Crear evento' }).click();
      await expect(page).toHaveURL(/\/evento$/);
      await expect(page.getByText(ADMIN_MSG.eventCreated)).toBeVisible();

      await search.fill(title);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Son cubano en vivo junto al Malecón.');
      await expect(row).not.toContainText('Segunda línea');
      await expect(row).toContainText('01/06/2030, 21:00');
      await expect(row).toContainText('02/06/2030, 02:30');
      await expect(row.getByRole('cell', { name: TWO_BUSINESSES })).toBeVisible();
      const thumb = row.locator('img');
      await expect(thumb).toHaveCount(1);
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await shoot(page, `admin-events-list-created-${project}`);
    });

    await test.step('editing removes the image; the row then says Sin imágenes', async () => {
      await row.getByRole('link', { name: /Editar/ }).click();
      await expect(page).toHaveURL(/\/evento\/editar\/[a-f\d]{24}$/);
      await expect(page.getByLabel('Título')).toHaveValue(title);
      await expect(page.getByLabel(/^Fecha y hora de inicio/)).toHaveValue('2030-06-01T21:00');
      for (const venue of VENUES) await expect(page.getByRole('checkbox', { name: venue })).toBeChecked();

      const current = page.getByRole('list', { name: 'Imágenes actuales' });
      await expect(current.getByRole('img')).toHaveCount(1);
      await page.getByRole('button', { name: 'Quitar imagen actual 1' }).click();
      await expect(current.getByText('Se eliminará')).toBeVisible();
      await shoot(page, `admin-events-edit-${project}`);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();

      await expect(page).toHaveURL(/\/evento$/);
      await expect(page.getByText(ADMIN_MSG.eventUpdated)).toBeVisible();
      await search.fill(title);
      await expect(row).toContainText(EVENT_ADMIN_TEXTS.noImages);
      await expect(row.locator('img')).toHaveCount(0);
      await expect(row.getByRole('cell', { name: TWO_BUSINESSES })).toBeVisible();
    });

    await test.step('deleting asks first, then removes the row', async () => {
      await row.getByRole('button', { name: /Eliminar/ }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Eliminar evento' });
      await expect(dialog).toContainText(title);
      await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Eliminar' }).click();

      await expect(page.getByText(ADMIN_MSG.eventDeleted)).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect(page.getByText(`${EVENT_ADMIN_TEXTS.noResults} para «${title}»`)).toBeVisible();
    });
  });

  test("an event in 2020 is warned ('La fecha ya pasó: …'), saved only once confirmed, and listed after the upcoming ones as 'Pasado' (issue 20 §9)", async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    const title = `Concierto 2020 ${project} ${Date.now().toString(36)}`;
    await useSessionOf(page, request, ADMIN.username, ADMIN.password);

    await test.step('the form warns of the past date and asks for a confirmation', async () => {
      await page.goto('/evento/crear/');
      await expect(pageHeading(page, 'Crear evento')).toBeVisible();
      await page.getByLabel('Título').fill(title);
      await page.getByLabel(/^Descripción(?! en)/).fill('Un concierto que ya fue.');
      await page.getByLabel(/^Fecha y hora de inicio/).fill('2020-03-14T21:00');
      await page.getByLabel(/^Fecha y hora de fin/).fill('2020-03-14T23:30');
      await expect(page.getByText('La fecha ya pasó: terminó el 14/03/2020, 23:30 (hora de Cuba).')).toBeVisible();
      await page.getByRole('button', { name: 'Crear evento' }).click();
      await expect(page.getByText('Corrige la fecha o marca la casilla para guardar un evento pasado.')).toBeVisible();
      const confirm = page.getByRole('checkbox', { name: 'Sí, guardar este evento con una fecha pasada' });
      await expect(confirm).toBeFocused();
      await expect(page).toHaveURL(/\/evento\/crear\/$/);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, `admin-events-form-past-${project}`);
      // by keyboard: Space ticks it
      await page.keyboard.press('Space');
      await expect(confirm).toBeChecked();
      await page.getByRole('button', { name: 'Crear evento' }).click();
      await expect(page).toHaveURL(/\/evento$/);
      await expect(page.getByText(ADMIN_MSG.eventCreated)).toBeVisible();
    });

    await test.step("the list shows it after every upcoming event, marked 'Pasado'", async () => {
      const rows = page.getByRole('row');
      const row = rows.filter({ has: page.getByText(title, { exact: true }) });
      await expect(row).toContainText('Pasado');
      const pastFlags = await page.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.classList.contains('events-table__row--past')));
      // upcoming (false) first, then past (true): never a past one before an upcoming one
      expect(pastFlags.indexOf(true)).toBeGreaterThan(-1);
      expect(pastFlags.slice(pastFlags.indexOf(true)).every(Boolean)).toBe(true);
      await shoot(page, `admin-events-list-past-${project}`);
      await page.getByRole('searchbox', { name: 'Buscar eventos' }).fill(title);
      await row.getByRole('button', { name: /Eliminar/ }).click();
      await page.getByRole('alertdialog', { name: 'Eliminar evento' }).getByRole('button', { name: 'Eliminar' }).click();
      await expect(page.getByText(ADMIN_MSG.eventDeleted)).toBeVisible();
    });
  });
});
