/**
 * Open now, derived (issue 16 §2). The admin gives two businesses hours with the hours editor: one
 * open right now in Havana, one closed now (times computed from Havana's real clock when the test
 * runs). Their pages say 'Abierto · cierra a las …' / 'Cerrado · abre …' from the hours, the map
 * with 'Abierto ahora' lists only the open one, and a range that ends before it starts is refused
 * in Spanish with nothing saved.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { HOURS_MESSAGES, cubaClock, minutesToHhmm } from '../packages/contracts/src/index';
import { ADMIN, apiLogin, expect, pageHeading, test, useSessionOf, allBusinesses } from './fixtures';

/** The user stands in Old Havana; both businesses are a few metres away. */
const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
// a Spanish browser, as in Cuba: time fields in 24 h
test.use({ geolocation: HAVANA, permissions: ['geolocation'], locale: 'es-ES' });

/** A full-page picture from the top (the sticky bar would otherwise sit mid-page). */
async function shot(page: Page, name: string, project: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });
}

interface ApiBusiness {
  _id: string;
  name: string;
  hours?: { week: Record<string, { open: string; close: string }[]> };
}

async function findByName(request: APIRequestContext, name: string): Promise<ApiBusiness | undefined> {
  return (await allBusinesses<ApiBusiness>(request)).find((b) => b.name === name);
}

/** Havana's wall clock now, in minutes after midnight (the platform's time-zone data, DST included). */
const havanaMinutes = () => cubaClock(new Date()).minutes;

/** Every day the same range: 'Copiar a todos los días' from Monday. */
async function createWithHours(page: Page, name: string, at: { lat: string; lng: string }, open: string, close: string) {
  await page.goto('/negocios/crear/');
  await expect(pageHeading(page, 'Crear negocio')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Obispo 305, La Habana Vieja');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('OPERATIONAL');
  await page.getByRole('spinbutton', { name: 'Latitud' }).fill(at.lat);
  await page.getByRole('spinbutton', { name: 'Longitud' }).fill(at.lng);
  await page.getByLabel('Lunes, apertura 1').fill(open);
  await page.getByLabel('Lunes, cierre 1').fill(close);
  await page.getByRole('button', { name: 'Copiar a todos los días (horario del lunes)' }).click();
  await expect(page.getByLabel('Domingo, cierre 1')).toHaveValue(close);
  await page.getByRole('button', { name: 'Crear negocio' }).click();
  await expect(page).toHaveURL(/\/business$/);
}

test.describe('Open now, from the hours in Havana time', () => {
  test('the pill follows the hours, the map filters by them, and a bad range is refused', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name;
    const tag = `${project}${Date.now().toString(36)}`;
    const openName = `Paladar abierto ${tag}`;
    const closedName = `Paladar cerrado ${tag}`;
    await useSessionOf(page, request, ADMIN.username, ADMIN.password);

    // open from an hour ago to two hours from now; the other opens in three hours, for an hour
    const now = havanaMinutes();
    const openFrom = minutesToHhmm(now - 60);
    const openTo = minutesToHhmm(now + 120);
    const closedFrom = minutesToHhmm(now + 180);
    const closedTo = minutesToHhmm(now + 240);
    const ids: string[] = [];

    try {
      await test.step('the admin gives one business hours open now and another hours closed now', async () => {
        await createWithHours(page, openName, { lat: '23.1369', lng: '-82.3591' }, openFrom, openTo);
        await createWithHours(page, closedName, { lat: '23.1365', lng: '-82.3587' }, closedFrom, closedTo);
        const open = await findByName(request, openName);
        const closed = await findByName(request, closedName);
        expect(open?.hours?.week.mon).toEqual([{ open: openFrom, close: openTo }]);
        expect(closed?.hours?.week.sun).toEqual([{ open: closedFrom, close: closedTo }]);
        ids.push(open!._id, closed!._id);
      });

      await test.step("the open one's page says 'Abierto · cierra a las …', drawn so by the server and kept after hydration", async () => {
        await page.goto(`/business/${ids[0]}`);
        await expect(pageHeading(page, openName)).toBeVisible();
        const pill = page.locator('.business-page__facts .business-status');
        await expect(pill).toHaveText(`Abierto · cierra a las ${openTo}`);
        await expect(page.locator('.opening-hours__today')).toContainText(`${openFrom}–${openTo}`);
        await shot(page, 'open-now-business', project);
      });

      await test.step("the closed one's page says 'Cerrado · abre …' at its opening time", async () => {
        await page.goto(`/business/${ids[1]}`);
        await expect(pageHeading(page, closedName)).toBeVisible();
        await expect(page.locator('.business-page__facts .business-status')).toHaveText(
          new RegExp(`^Cerrado · abre (hoy|mañana) a las ${closedFrom}$`),
        );
      });

      await test.step("the map with 'Abierto ahora' lists only the open one", async () => {
        const filtered = page.waitForRequest(
          (r) => new URL(r.url()).pathname === '/api/business/nearby' && new URL(r.url()).searchParams.get('open_now') === 'true',
        );
        await page.goto('/mapa?abierto=1');
        await filtered;
        const toggle = page.getByRole('button', { name: 'Filtros y lista' });
        if (await toggle.isVisible()) await toggle.click();
        const sidebar = page.getByRole('complementary', { name: 'Explorar' });
        await expect(sidebar.getByRole('checkbox', { name: 'Abierto ahora' })).toBeChecked();
        await expect(sidebar.getByRole('button', { name: new RegExp(openName) })).toBeVisible();
        await expect(sidebar.getByRole('button', { name: new RegExp(closedName) })).toHaveCount(0);

        // off: both are listed again, and the URL forgets the filter
        await sidebar.getByRole('checkbox', { name: 'Abierto ahora' }).uncheck();
        await expect(sidebar.getByRole('button', { name: new RegExp(closedName) })).toBeVisible();
        await expect(sidebar.getByRole('button', { name: new RegExp(openName) })).toBeVisible();
        await expect(page).not.toHaveURL(/abierto=1/);
      });

      await test.step('a range that ends before it starts is refused in Spanish, and nothing is saved', async () => {
        const name = `Horario imposible ${tag}`;
        await page.goto('/negocios/crear/');
        await expect(pageHeading(page, 'Crear negocio')).toBeVisible();
        await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
        await page.getByRole('textbox', { name: 'Dirección' }).fill('Obispo 1');
        await page.getByLabel('Miércoles, apertura 1').fill('18:00');
        await page.getByLabel('Miércoles, cierre 1').fill('10:00');
        await page.getByRole('button', { name: 'Crear negocio' }).click();
        const message = HOURS_MESSAGES.endsBeforeStart('18:00', '10:00');
        await expect(page.getByText(message)).toBeVisible();
        await expect(page.getByLabel('Miércoles, cierre 1')).toBeFocused();
        await expect(page).toHaveURL(/\/negocios\/crear\/$/);
        // past midnight up to 06:00 is fine, and said so
        await page.getByLabel('Jueves, apertura 1').fill('19:00');
        await page.getByLabel('Jueves, cierre 1').fill('02:00');
        await expect(page.getByText('(día siguiente)')).toBeVisible();
        await page.getByRole('button', { name: 'Añadir una franja (Jueves)' }).click();
        await page.getByRole('button', { name: 'Añadir un día especial' }).click();
        await page.getByLabel('Fecha (día especial 1)').fill('2026-12-31');
        await page.getByLabel('Nota (día especial 1)').fill('Fin de año');
        await page.getByRole('checkbox', { name: 'Domingo: cerrado' }).check();
        await shot(page, 'open-now-hours-editor', project);
        await page.locator('.hours-editor').screenshot({ path: `artifacts/screenshots/open-now-hours-editor-detail-${project}.png` });
        expect(await findByName(request, name)).toBeUndefined();
      });
    } finally {
      const token = await apiLogin(request, ADMIN.username, ADMIN.password);
      for (const id of ids) await request.delete(`/api/business/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });
});
