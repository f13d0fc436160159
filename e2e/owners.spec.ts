import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, allBusinesses, apiLogin, expect, navbar, pageHeading, registerUser, test } from './fixtures';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll, expectSpanishOnly, shot } from './admin-helpers';

/**
 * Issue 21: owners and menus, through the screens. A person asks to manage a business; the admin
 * approves it in 'Solicitudes' and sets the day's rate in 'Tasa del día'; the owner writes a menu
 * of two dishes priced in CUP; a visitor reads it with USD; the admin sees the change in 'Cambios'
 * and undoes it. Each project takes its own business (both share one server).
 */

interface MenuAnswer {
  sections: { name: string; dishes: { name: string; price_cup: number; price_usd?: number; price_eur?: number }[] }[];
  rate: { usd: number } | null;
}

/** A business of the guide without a menu yet: the desktop takes one from the start of the list, the phone from the end. */
async function businessWithoutMenu(request: APIRequestContext, fromEnd: boolean): Promise<{ _id: string; name: string }> {
  const all = await allBusinesses<{ _id: string; name: string }>(request);
  const ordered = fromEnd ? [...all].reverse() : all;
  for (const b of ordered) {
    const menu = (await (await request.get(`/api/business/${b._id}/menu`)).json()) as MenuAnswer;
    if (menu.sections.length === 0 && b.name.trim()) return b;
  }
  throw new Error('no business without a menu');
}

/** The page now belongs to whoever holds `token` (a fresh load reads it). */
async function actAs(page: Page, token: string, path: string) {
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
}

/** A link of the admin's navigation (in the menu on a phone). */
async function adminLink(page: Page, project: string, name: string) {
  if (project === 'phone') await navbar(page).getByLabel('Abrir menú').click();
  const scope = project === 'phone' ? page.locator('#mobile-menu') : navbar(page);
  await scope.getByRole('link', { name, exact: true }).click();
}

async function checkScreen(page: Page, name: string, project: string) {
  await expectNoSidewaysScroll(page);
  await expectSpanishOnly(page);
  await expectNoSeriousAxeViolations(page);
  // from the top: a full-page picture taken scrolled down draws the sticky bar mid-page
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name, project);
}

test.describe('owners, menus and the day’s rate', () => {
  test('a claim approved, a rate set, a menu written, read with USD, then undone by the admin', async ({ page, request }, testInfo) => {
    test.slow();
    const project = testInfo.project.name;
    const business = await businessWithoutMenu(request, project === 'phone');
    const person = await registerUser(request);
    const ownerToken = await apiLogin(request, person.username, person.password);
    const adminToken = await apiLogin(request, ADMIN.username, ADMIN.password);
    await page.goto('/about');

    await test.step('the person asks to manage the business', async () => {
      const res = await request.post(`/api/business/${business._id}/claims`, {
        data: { phone: '+53 5 234 5678', note: 'Soy la dueña desde 2019' },
        headers: { Authorization: `Bearer ${ownerToken}` },
      });
      expect(res.status(), await res.text()).toBe(201);
      await actAs(page, ownerToken, '/mis-negocios');
      await expect(pageHeading(page, 'Mis negocios')).toBeVisible();
      const requests = page.getByRole('region', { name: 'Tus solicitudes' });
      await expect(requests.getByRole('listitem').filter({ hasText: business.name })).toContainText('Pendiente');
    });

    await test.step('the admin approves it in «Solicitudes»', async () => {
      await actAs(page, adminToken, '/');
      await adminLink(page, project, 'Solicitudes');
      await expect(page).toHaveURL(/\/solicitudes$/);
      await expect(pageHeading(page, 'Solicitudes')).toBeVisible();
      const card = page.getByRole('article', { name: business.name });
      await expect(card.getByText(`${person.name} (@${person.username})`)).toBeVisible();
      await expect(card.getByRole('link', { name: '+53 5 234 5678' })).toHaveAttribute('href', 'tel:+5352345678');
      await expect(card.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute('href', /5352345678/);
      await expect(card.getByText(/^Enviada el \d\d\/\d\d\/\d{4}, \d\d:\d\d \(hora de Cuba\)$/)).toBeVisible();
      await checkScreen(page, 'admin-claims', project);
      await card.getByRole('button', { name: 'Aprobar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Solicitud aprobada' })).toContainText(`${person.name} ya gestiona ${business.name}`);
      await expect(page.getByRole('article', { name: business.name })).toHaveCount(0);
    });

    await test.step('the admin sets the day’s rate in «Tasa del día»', async () => {
      await page.getByRole('navigation', { name: 'Propietarios' }).getByRole('link', { name: 'Tasa del día' }).click();
      await expect(pageHeading(page, 'Tasa del día')).toBeVisible();
      const form = page.getByRole('form', { name: 'Nueva tasa' });
      await expect(form.getByLabel('Fecha')).toHaveValue(/^\d{4}-\d\d-\d\d$/);
      await form.getByRole('button', { name: 'Guardar tasa' }).click();
      await expect(form.getByText('Di de dónde sale la tasa (por ejemplo «elTOQUE» o «Banco Central de Cuba»)')).toBeVisible();
      await form.getByLabel('CUP por 1 USD').fill('440');
      await form.getByLabel('CUP por 1 EUR').fill('480');
      await form.getByLabel('Fuente').fill('elTOQUE');
      await form.getByRole('button', { name: 'Guardar tasa' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Tasa guardada con éxito' })).toBeVisible();
      const current = page.getByRole('region', { name: 'Tasa actual' });
      await expect(current.getByText('1 USD = 440 CUP')).toBeVisible();
      await expect(current.getByText(/\(hoy\) · fuente: elTOQUE$/)).toBeVisible();
      await checkScreen(page, 'admin-rates', project);
    });

    await test.step('the owner writes a menu of two dishes priced in CUP', async () => {
      await actAs(page, ownerToken, '/perfil');
      await page.getByRole('link', { name: 'Ver mis negocios' }).click();
      await expect(pageHeading(page, 'Mis negocios')).toBeVisible();
      const card = page.getByRole('article', { name: business.name });
      await expect(card.getByRole('list', { name: 'Lo que falta en tu página' })).toContainText('Sin menú');
      await checkScreen(page, 'owner-businesses', project);

      await card.getByRole('link', { name: 'Editar menú' }).click();
      await expect(pageHeading(page, `Menú de ${business.name}`)).toBeVisible();
      await page.getByRole('button', { name: 'Añadir sección' }).click();
      const section = page.getByRole('group', { name: 'Sección 1' });
      await section.getByLabel('Nombre de la sección').fill('Platos fuertes');
      await section.getByRole('button', { name: 'Añadir plato' }).click();
      const first = section.getByRole('group', { name: 'Plato 1' });
      await first.getByLabel('Nombre del plato').fill('Ropa vieja');
      await first.getByLabel('Precio (CUP)').fill('2200');
      await expect(first.getByText(/^≈ 5 USD · 4,58 EUR \(tasa del \d\d\/\d\d\/\d{4}\)$/)).toBeVisible();
      await section.getByRole('button', { name: 'Añadir plato' }).click();
      const second = section.getByRole('group', { name: 'Plato 2' });
      await second.getByLabel('Nombre del plato').fill('Lechón asado');
      await second.getByLabel('Descripción (opcional)').fill('Con yuca y mojo');
      await second.getByLabel('Precio (CUP)').fill('-3');
      await page.getByRole('button', { name: 'Guardar menú' }).click();
      await expect(second.getByText(/^El precio debe ser un número en CUP/)).toBeVisible();
      await second.getByLabel('Precio (CUP)').fill('2640');
      await page.getByRole('button', { name: 'Subir «Lechón asado»' }).click();
      await expect(page.getByRole('button', { name: 'Bajar «Lechón asado»' })).toBeEnabled();
      await page.getByRole('button', { name: 'Bajar «Lechón asado»' }).click();
      await page.getByRole('button', { name: 'Guardar menú' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Menú guardado con éxito' })).toBeVisible();
      await checkScreen(page, 'owner-menu-editor', project);
    });

    await test.step('a visitor reads the menu with USD at the day’s rate', async () => {
      const menu = (await (await request.get(`/api/business/${business._id}/menu`)).json()) as MenuAnswer;
      expect(menu.sections).toHaveLength(1);
      expect(menu.sections[0]!.dishes.map((d) => [d.name, d.price_cup, d.price_usd])).toEqual([
        ['Ropa vieja', 2200, 5],
        ['Lechón asado', 2640, 6],
      ]);
    });

    await test.step('the admin sees the change in «Cambios» and undoes it', async () => {
      await actAs(page, adminToken, '/solicitudes');
      await page.getByRole('navigation', { name: 'Propietarios' }).getByRole('link', { name: 'Cambios' }).click();
      await expect(pageHeading(page, 'Cambios')).toBeVisible();
      const change = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: business.name, exact: true }) })
        .first();
      await expect(change.getByRole('heading')).toHaveText('Menú: 0 secciones y 0 platos → 1 sección y 2 platos');
      await expect(change.getByText(new RegExp(`^${person.name} \\(propietario\\) · \\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d \\(hora de Cuba\\)$`))).toBeVisible();
      await checkScreen(page, 'admin-changes', project);
      await change.getByRole('button', { name: 'Deshacer' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Deshacer este cambio' });
      await expect(dialog).toContainText(`El menú de «${business.name}» volverá a estar como antes de este cambio.`);
      await dialog.getByRole('button', { name: 'Deshacer' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Cambio deshecho con éxito' })).toBeVisible();
      await expect(page.getByText(/^Deshecho el \d\d\/\d\d\/\d{4}, \d\d:\d\d \(hora de Cuba\)$/).first()).toBeVisible();
      const menu = (await (await request.get(`/api/business/${business._id}/menu`)).json()) as MenuAnswer;
      expect(menu.sections).toEqual([]);
    });
  });

  test('the owners’ screens are closed to those they are not for', async ({ page, request }) => {
    const person = await registerUser(request);
    const token = await apiLogin(request, person.username, person.password);
    await page.goto('/mis-negocios');
    await expect(page).toHaveURL(/\/login$/);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto('/solicitudes');
    await expect(page).toHaveURL(/\/mapa$/);
    expect((await request.get('/api/claims', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
  });
});
