import { EVENT_ADMIN_TEXTS, MSG } from '../packages/contracts/src/index';
import { ADMIN, expect, pageHeading, test, useSessionOf } from './fixtures';
import type { Page } from '@playwright/test';

/** A real (tiny) PNG: the API sniffs the content and makes a WebP thumbnail of it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVR4nGP4WSxGFcQwatDP0TD6OZqOikezSPFoMSI2WkKKDWQtAgCZ2mSuhm43pAAAAABJRU5ErkJggg==',
  'base64',
);

const VENUES = ['El Floridita', 'Cabaret Tropicana'] as const;

/** The count cell: '2' on desktop; on a phone the cell also reads its column label (the card layout). */
const TWO_BUSINESSES = /^(Negocios Asociados\s*)?2$/;

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

    await test.step("'Nuevo Evento' opens the form; it is filled with two businesses and an image", async () => {
      await page.getByRole('link', { name: 'Nuevo Evento' }).click();
      await expect(page).toHaveURL(/\/evento\/crear\/$/);
      await expect(pageHeading(page, 'Crear evento')).toBeVisible();

      await page.getByLabel('Título').fill(title);
      await page.getByLabel(/^Descripción/).fill('Son cubano en vivo junto al Malecón.\nSegunda línea.');
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
      await shoot(page, `admin-events-form-${project}`);
    });

    await test.step('saving lands on /evento; the row shows the es-ES dates, the image and 2 businesses', async () => {
      await page.getByRole('button', { name: 'Crear evento' }).click();
      await expect(page).toHaveURL(/\/evento$/);
      await expect(page.getByText(MSG.eventCreated)).toBeVisible();

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
      await expect(page.getByText(MSG.eventUpdated)).toBeVisible();
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

      await expect(page.getByText(MSG.eventDeleted)).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect(page.getByText(`${EVENT_ADMIN_TEXTS.noResults} para «${title}»`)).toBeVisible();
    });
  });
});
