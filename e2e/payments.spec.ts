/**
 * Issue 21 §3: payment methods, through the screens. A person claims a business and the admin
 * approves (through the API, as the other owner journeys do); the owner ticks 'Transfermóvil' with
 * a 10 % surcharge in «Mis negocios». A visitor then finds the place with the map's payment filter
 * (it was not found before) and sees the badges on its page. Each project makes its own business
 * (both share one server) and deletes it at the end.
 */
import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, pageHeading, registerUser, test } from './fixtures';

/** The visitor stands in Old Havana, a few metres from the business. */
const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
test.use({ geolocation: HAVANA, permissions: ['geolocation'] });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function shot(page: Page, name: string, project: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });
}

/** The page now belongs to whoever holds `token` (none: an anonymous visitor); a fresh load reads it. */
async function actAs(page: Page, token: string | null, path: string) {
  await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), token);
  await page.goto(path);
}

/** The map's sidebar, opened on a phone. */
async function mapSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filtros y lista' });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('complementary', { name: 'Explorar' });
}

test.describe('payment methods', () => {
  test("the owner sets 'Transfermóvil'; a visitor finds the place with the map's payment filter and sees the badge", async ({ page, request }, testInfo) => {
    test.slow();
    const project = testInfo.project.name;
    const name = `Paladar Pago Móvil ${project}${Date.now().toString(36)}`;
    const adminToken = await apiLogin(request, ADMIN.username, ADMIN.password);
    const created = await request.post('/api/business/', {
      headers: bearer(adminToken),
      multipart: { name, address: 'Obispo 305, La Habana Vieja', latitude: '23.1368', longitude: '-82.3590', categories: JSON.stringify(['Comer y beber']) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { _id: string })._id;
    try {
      const owner = await registerUser(request);
      const ownerToken = await apiLogin(request, owner.username, owner.password);
      const visitor = await registerUser(request);
      const visitorToken = await apiLogin(request, visitor.username, visitor.password);

      await test.step('a claim approved by the admin', async () => {
        const claim = await request.post(`/api/business/${id}/claims`, { headers: bearer(ownerToken), data: { phone: '+53 5 234 5678' } });
        expect(claim.status(), await claim.text()).toBe(201);
        const approved = await request.post(`/api/claims/${((await claim.json()) as { _id: string })._id}/approve`, { headers: bearer(adminToken) });
        expect(approved.status(), await approved.text()).toBe(200);
      });

      await test.step("before: the map's 'Transfermóvil' filter does not find it", async () => {
        await page.goto('/about');
        const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/business/nearby' && new URL(r.url()).searchParams.get('pago') === 'transfermovil');
        await actAs(page, visitorToken, '/mapa?pago=transfermovil');
        await answered;
        const sidebar = await mapSidebar(page);
        await expect(sidebar.getByLabel('Formas de pago')).toHaveValue('transfermovil');
        await expect(sidebar.getByRole('button', { name: /La Guarida/ })).toBeVisible();
        await expect(sidebar.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
      });

      await test.step("the owner ticks 'Transfermóvil' with a 10 % surcharge in «Mis negocios»", async () => {
        await actAs(page, ownerToken, '/mis-negocios');
        await expect(pageHeading(page, 'Mis negocios')).toBeVisible();
        const card = page.getByRole('article', { name });
        const methods = card.getByRole('group', { name: 'Formas de pago' });
        await methods.getByRole('checkbox', { name: 'Efectivo CUP' }).check();
        await methods.getByRole('checkbox', { name: 'Transfermóvil' }).check();
        // a surcharge the guide refuses first: the Spanish message, nothing saved
        await card.getByLabel('Recargo por pago electrónico (%)').fill('45');
        await card.getByRole('button', { name: 'Guardar formas de pago' }).click();
        await expect(card.getByRole('alert')).toHaveText(/El recargo por pago electrónico debe ser un número entre 0 y 30/);
        await card.getByLabel('Recargo por pago electrónico (%)').fill('10');
        await card.getByRole('button', { name: 'Guardar formas de pago' }).click();
        await expect(card.getByRole('status').filter({ hasText: 'Formas de pago guardadas con éxito' })).toBeVisible();
        await card.getByRole('group', { name: 'Formas de pago' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `artifacts/screenshots/payments-owner-${project}.png` });
      });

      await test.step("a visitor chooses 'Transfermóvil' on the map and finds it", async () => {
        await actAs(page, visitorToken, '/mapa');
        const sidebar = await mapSidebar(page);
        await expect(sidebar.getByRole('button', { name: new RegExp(name) })).toBeVisible();
        const filtered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/business/nearby' && new URL(r.url()).searchParams.get('pago') === 'transfermovil');
        await sidebar.getByLabel('Formas de pago').selectOption({ label: 'Transfermóvil' });
        await filtered;
        await expect(page).toHaveURL(/pago=transfermovil/);
        const listing = sidebar.getByRole('button', { name: new RegExp(name) });
        await expect(listing).toBeVisible();
        // a place that takes cash only is not listed
        await expect(sidebar.getByRole('button', { name: /Café Bohemia/ })).toHaveCount(0);
        await shot(page, 'payments-map', project);
      });

      await test.step('…and sees the badges on its page', async () => {
        await actAs(page, null, `/business/${id}`);
        await expect(pageHeading(page, name)).toBeVisible();
        const badges = page.getByRole('list', { name: 'Formas de pago' });
        await expect(badges.getByText('Transfermóvil')).toBeVisible();
        await expect(badges.getByText('Efectivo CUP')).toBeVisible();
        await expect(badges.getByText('+10 % con pago electrónico')).toBeVisible();
        await shot(page, 'payments-business', project);
      });

      await test.step("a seeded paladar with a menu shows its price level ('$$') beside its badges", async () => {
        await page.goto(`/business/${await seededId(request, 'La Guarida')}`);
        const badges = page.getByRole('list', { name: 'Formas de pago' });
        await expect(badges.getByText('$$', { exact: true })).toBeVisible();
        await expect(badges.getByText('Tarjeta Visa o Mastercard')).toBeVisible();
        await badges.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `artifacts/screenshots/payments-price-${project}.png` });
      });
    } finally {
      await request.delete(`/api/business/${id}`, { headers: bearer(adminToken) });
    }
  });
});

/** The id of a seeded business, by a search for its name. */
async function seededId(request: import('@playwright/test').APIRequestContext, name: string): Promise<string> {
  const res = await request.get(`/api/business/search?q=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as { _id: string; name: string }[]).find((b) => b.name === name);
  expect(found, name).toBeTruthy();
  return found!._id;
}
