import type { Page } from '@playwright/test';
import { OSM_ADMIN_MESSAGES as T } from '../packages/contracts/src/index';
import { ADMIN, expect, navbar, pageHeading, test, useSessionOf } from './fixtures';

/**
 * Issue 24 §5: the admin sees the date and the counts of the last OpenStreetMap import. The e2e
 * server imports e2e/osm-data/osm-trinidad.osm.pbf before it starts (playwright.config.ts): four
 * places (three nodes and a museum drawn as a closed way), an unnamed café and an open way left
 * out, extract dated 20 November 2026.
 */

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });

test.describe('Datos de OpenStreetMap', () => {
  test('the admin opens it from the navigation and reads the last import’s date and counts', async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    await useSessionOf(page, request, ADMIN.username, ADMIN.password);
    await page.goto('/');

    await test.step('reached from the admin’s links (the menu on a phone)', async () => {
      if (project === 'phone') await navbar(page).getByLabel('Abrir menú').click();
      const scope = project === 'phone' ? page.locator('#mobile-menu') : navbar(page);
      await scope.getByRole('link', { name: 'OpenStreetMap' }).click();
      await expect(page).toHaveURL(/\/openstreetmap$/);
      await expect(pageHeading(page, T.title)).toBeVisible();
    });

    await test.step('the last import: extract date, file, times in Cuba, every count and the reasons', async () => {
      const last = page.getByRole('region', { name: T.lastImport });
      const fact = (label: string) => last.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
      await expect(fact(T.extractDate)).toHaveText('20 de noviembre de 2026');
      await expect(fact(T.file)).toHaveText('osm-trinidad.osm.pbf');
      await expect(fact(T.finishedAt)).toHaveText(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d \(hora de Cuba\)$/);
      const figures = last.getByRole('list', { name: 'Cifras de la última importación' });
      const figure = (label: string) => figures.getByRole('listitem').filter({ hasText: label });
      await expect(figure(T.total)).toHaveText(`4${T.total}`);
      await expect(figure(T.added)).toHaveText(`4${T.added}`);
      await expect(figure(T.retired)).toHaveText(`0${T.retired}`);
      await expect(figure(T.skipped)).toHaveText(`2${T.skipped}`);
      await expect(last.getByRole('list', { name: 'Descartados por motivo' }).getByRole('listitem')).toHaveText(['sin nombre: 1', 'vía no cerrada: 1']);
      // nothing sticks out sideways on the phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await shot(page, 'admin-osm', project);
    });
  });

  test('a person who is not an admin never sees it', async ({ page }) => {
    await page.goto('/openstreetmap');
    await expect(page.getByRole('heading', { name: T.title })).toHaveCount(0);
    const res = await page.request.get('/api/osm/imports');
    expect(res.status()).toBe(401);
  });
});
