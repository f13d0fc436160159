/**
 * Issue 21 §1: the owner edits the page in «Mis negocios» ('Editar ficha'). A person claims a
 * business and the admin approves (through the API, as the other owner journeys do); the owner
 * rewrites the description, gives a phone and ticks reservations; a visitor then reads the new
 * description on the business page and sees 'Reservar'. Each project makes its own business (both
 * share one server) and deletes it at the end.
 */
import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, pageHeading, registerUser, test } from './fixtures';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The page now belongs to whoever holds `token` (none: an anonymous visitor); a fresh load reads it. */
async function actAs(page: Page, token: string | null, path: string) {
  await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), token);
  await page.goto(path);
}

test.describe("the owner's 'Editar ficha'", () => {
  test('the owner rewrites the description and turns reservations on; a visitor sees both on the page', async ({ page, request }, testInfo) => {
    test.slow();
    const project = testInfo.project.name;
    const name = `Paladar Ficha ${project}${Date.now().toString(36)}`;
    const description = `Cocina cubana de autor en una casa colonial (${project})`;
    const adminToken = await apiLogin(request, ADMIN.username, ADMIN.password);
    const created = await request.post('/api/business/', {
      headers: bearer(adminToken),
      multipart: { name, address: 'Obispo 305, La Habana Vieja', latitude: '23.1368', longitude: '-82.3590', description: 'Comida criolla', categories: JSON.stringify(['Comer y beber']) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { _id: string })._id;
    try {
      const owner = await registerUser(request);
      const ownerToken = await apiLogin(request, owner.username, owner.password);
      const claim = await request.post(`/api/business/${id}/claims`, { headers: bearer(ownerToken), data: { phone: '+53 5 234 5678' } });
      expect(claim.status(), await claim.text()).toBe(201);
      const approved = await request.post(`/api/claims/${((await claim.json()) as { _id: string })._id}/approve`, { headers: bearer(adminToken) });
      expect(approved.status(), await approved.text()).toBe(200);

      await test.step("the owner edits the page in «Mis negocios»", async () => {
        await page.goto('/about');
        await actAs(page, ownerToken, '/mis-negocios');
        await expect(pageHeading(page, 'Mis negocios')).toBeVisible();
        const form = page.getByRole('article', { name }).getByRole('region', { name: 'Editar ficha' });
        await expect(form.getByLabel('Descripción')).toHaveValue('Comida criolla');
        await form.getByLabel('Descripción').fill(description);
        await form.getByLabel('Teléfono').fill('+53 5 234 5678');
        await form.getByRole('checkbox', { name: 'Acepta reservas por WhatsApp' }).check();
        await form.getByRole('button', { name: 'Guardar ficha' }).click();
        await expect(form.getByRole('status').filter({ hasText: 'Ficha guardada con éxito' })).toBeVisible();
        await form.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `artifacts/screenshots/owner-details-${project}.png` });
      });

      await test.step('a visitor reads the new description and can reserve', async () => {
        await actAs(page, null, `/business/${id}`);
        await expect(pageHeading(page, name)).toBeVisible();
        await expect(page.getByText(description)).toBeVisible();
        await expect(page.getByText('Comida criolla')).toHaveCount(0);
        await expect(page.getByRole('button', { name: /Reservar/ }).or(page.getByRole('link', { name: /Reservar/ })).first()).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `artifacts/screenshots/owner-details-business-${project}.png`, fullPage: true });
      });

      await test.step('the change is in the admin’s «Cambios», undoable', async () => {
        const list = await request.get(`/api/changes?business_id=${id}`, { headers: bearer(adminToken) });
        expect(list.status()).toBe(200);
        const [latest] = ((await list.json()) as { items: { kind: string; summary: string }[] }).items;
        expect(latest).toMatchObject({ kind: 'details', summary: 'Ficha: descripción, teléfono, reservas' });
      });
    } finally {
      await request.delete(`/api/business/${id}`, { headers: bearer(adminToken) });
    }
  });
});
