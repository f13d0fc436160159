/**
 * Issue 22 §1: a business's English description. A visitor reading the guide in English first sees
 * the Spanish description marked 'In Spanish'; the admin writes 'Descripción en inglés (opcional)'
 * in the business form; the visitor then reads the English text (lang="en", no mark), and the page's
 * link preview in English carries it; the owner then rewrites it in 'Editar ficha'. Each project makes its own business (both share one server)
 * and deletes it at the end.
 */
import type { Page } from '@playwright/test';
import { ADMIN_MSG } from '../packages/contracts/src/index';
import { ADMIN, apiLogin, expect, pageHeading, registerUser, test } from './fixtures';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll, shot } from './admin-helpers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ES = 'Comida criolla en un patio colonial, con música tradicional los fines de semana.';
const EN = 'Creole cooking in a colonial courtyard, with traditional music at weekends.';
const OWNER_EN = 'Creole cooking in a colonial courtyard; live son on Saturdays.';

/** The page now belongs to whoever holds `token` (none: an anonymous visitor); a fresh load reads it. */
async function actAs(page: Page, token: string | null, path: string) {
  await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), token);
  await page.goto(path);
}

test('the admin adds an English description; a visitor reading in English sees it instead of the marked Spanish', async ({ page, request }, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const name = `Paladar Patio ${project}${Date.now().toString(36)}`;
  const adminToken = await apiLogin(request, ADMIN.username, ADMIN.password);
  const created = await request.post('/api/business/', {
    headers: bearer(adminToken),
    multipart: { name, address: 'Obispo 305, La Habana Vieja', latitude: '23.1368', longitude: '-82.3590', description: ES, categories: JSON.stringify(['Comer y beber']) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { _id: string })._id;
  const about = page.getByRole('region', { name: 'About' });
  try {
    await test.step('in English, without an English text: the Spanish description, marked In Spanish', async () => {
      await page.goto(`/business/${id}?lang=en`);
      await expect(pageHeading(page, name)).toBeVisible();
      await expect(about.getByText(ES)).toHaveAttribute('lang', 'es');
      await expect(about.getByText('In Spanish')).toBeVisible();
    });

    await test.step("the admin writes 'Descripción en inglés (opcional)' in the business form", async () => {
      await actAs(page, adminToken, `/negocios/editar/${id}`);
      await expect(pageHeading(page, 'Editar negocio')).toBeVisible();
      const english = page.getByRole('textbox', { name: 'Descripción en inglés (opcional)' });
      await expect(page.getByRole('textbox', { name: 'Descripción', exact: true })).toHaveValue(ES);
      await expect(english).toHaveValue('');
      await expect(english).toHaveAccessibleDescription(/Para visitantes que leen la guía en inglés/);
      await english.fill(EN);
      await english.scrollIntoViewIfNeeded();
      await expectNoSeriousAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `artifacts/screenshots/admin-business-description-en-${project}.png` });
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByRole('status').filter({ hasText: ADMIN_MSG.businessUpdated })).toBeVisible();
    });

    await test.step('a visitor in English reads the English description, unmarked', async () => {
      await actAs(page, null, `/business/${id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(pageHeading(page, name)).toBeVisible();
      await expect(about.getByText(EN)).toBeVisible();
      await expect(about.getByText(EN)).toHaveAttribute('lang', 'en');
      await expect(about.getByText('In Spanish')).toHaveCount(0);
      await expect(page.getByText(ES)).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      // the reviews below arrive a moment later: the picture shows the whole page
      await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
      await shot(page, 'business-description-en', project);
    });

    await test.step("the page's link preview in English carries the English text; in Spanish, the Spanish", async () => {
      const en = await request.get(`/business/${id}`, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
      expect(await en.text()).toContain(`<meta property="og:description" content="${EN}"`);
      const es = await request.get(`/business/${id}?lang=es`);
      expect(await es.text()).toContain(`<meta property="og:description" content="${ES}"`);
    });

    await test.step("its owner rewrites it in 'Editar ficha'; the change is in the admin's 'Cambios'", async () => {
      const owner = await registerUser(request);
      const ownerToken = await apiLogin(request, owner.username, owner.password);
      const claim = await request.post(`/api/business/${id}/claims`, { headers: bearer(ownerToken), data: { phone: '+53 5 234 5678' } });
      expect(claim.status(), await claim.text()).toBe(201);
      const approved = await request.post(`/api/claims/${((await claim.json()) as { _id: string })._id}/approve`, { headers: bearer(adminToken) });
      expect(approved.status(), await approved.text()).toBe(200);
      await actAs(page, ownerToken, '/mis-negocios');
      await expect(pageHeading(page, 'Mis negocios')).toBeVisible();
      const form = page.getByRole('article', { name }).getByRole('region', { name: 'Editar ficha' });
      const english = form.getByRole('textbox', { name: 'Descripción en inglés (opcional)' });
      await expect(english).toHaveValue(EN);
      await english.fill(OWNER_EN);
      await english.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `artifacts/screenshots/owner-description-en-${project}.png` });
      await form.getByRole('button', { name: 'Guardar ficha' }).click();
      await expect(form.getByRole('status').filter({ hasText: 'Ficha guardada con éxito' })).toBeVisible();
      const list = await request.get(`/api/changes?business_id=${id}`, { headers: bearer(adminToken) });
      const [latest] = ((await list.json()) as { items: { summary: string; after: unknown }[] }).items;
      expect(latest).toMatchObject({ summary: 'Ficha: descripción en inglés', after: { description_en: OWNER_EN } });
      await actAs(page, null, `/business/${id}`);
      await expect(about.getByText(OWNER_EN)).toBeVisible();
    });
  } finally {
    await request.delete(`/api/business/${id}`, { headers: bearer(adminToken) });
  }
});
