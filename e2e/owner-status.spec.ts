/**
 * Issue 21 §4, §5: an owner's word for today and replies to reviews, through the screens. A
 * business open right now by its hours (times from Havana's real clock) has a review; a person
 * claims it and the admin approves. The owner sets 'Sin corriente — cerrado' in 'Mis negocios': a
 * visitor then sees it beside the pill, which says closed against the hours, and the map's
 * 'Abierto ahora' no longer finds the place (it did before). The owner replies to the review on the
 * business page, and the visitor reads 'Respuesta del propietario'. Each project makes its own
 * business (both share one server) and deletes it at the end.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { cubaClock, minutesToHhmm } from '../packages/contracts/src/index';
import { ADMIN, apiLogin, expect, pageHeading, registerUser, test } from './fixtures';

/** The visitor stands in Old Havana, a few metres from the business. */
const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
test.use({ geolocation: HAVANA, permissions: ['geolocation'] });

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A full-page picture from the top (the sticky bar would otherwise sit mid-page). */
async function shot(page: Page, name: string, project: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });
}

/** The page now belongs to whoever holds `token` (none: an anonymous visitor); a fresh load reads it. */
async function actAs(page: Page, token: string | null, path: string) {
  await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), token);
  await page.goto(path);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The map's list with 'Abierto ahora' on (the map is for signed-in visitors): the entry of `name` among the places found. */
async function openNowListing(page: Page, visitorToken: string, name: string): Promise<ReturnType<Page['getByRole']>> {
  const filtered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/business/nearby' && new URL(r.url()).searchParams.get('open_now') === 'true');
  await actAs(page, visitorToken, '/mapa?abierto=1');
  await filtered;
  const toggle = page.getByRole('button', { name: 'Filtros y lista' });
  if (await toggle.isVisible()) await toggle.click();
  const sidebar = page.getByRole('complementary', { name: 'Explorar' });
  await expect(sidebar.getByRole('checkbox', { name: 'Abierto ahora' })).toBeChecked();
  return sidebar.getByRole('button', { name: new RegExp(name) });
}

async function createOpenBusiness(request: APIRequestContext, adminToken: string, name: string): Promise<string> {
  // open from an hour ago to two hours from now, every day
  const now = cubaClock(new Date()).minutes;
  const range = [{ open: minutesToHhmm(now - 60), close: minutesToHhmm(now + 120) }];
  const created = await request.post('/api/business/', {
    headers: bearer(adminToken),
    multipart: {
      name,
      address: 'Obispo 305, La Habana Vieja',
      business_status: 'OPERATIONAL',
      latitude: '23.1368',
      longitude: '-82.3590',
      categories: JSON.stringify(['Comer y beber']),
      hours: JSON.stringify({ week: Object.fromEntries(DAYS.map((d) => [d, range])), exceptions: [] }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

test.describe("today's status and replies to reviews", () => {
  test("'Sin corriente — cerrado' overrides the hours for visitors and the map; the owner's reply is read under the review", async ({ page, request }, testInfo) => {
    test.slow();
    const project = testInfo.project.name;
    const name = `Paladar con planta ${project}${Date.now().toString(36)}`;
    const adminToken = await apiLogin(request, ADMIN.username, ADMIN.password);
    const id = await createOpenBusiness(request, adminToken, name);
    try {
      const reviewer = await registerUser(request);
      const reviewerToken = await apiLogin(request, reviewer.username, reviewer.password);
      const owner = await registerUser(request);
      const ownerToken = await apiLogin(request, owner.username, owner.password);

      await test.step('a review, a claim approved by the admin', async () => {
        const review = await request.post(`/api/business/${id}/comments`, { headers: bearer(reviewerToken), data: { content: 'El mejor congrí de La Habana.', rating: 5 } });
        expect(review.status(), await review.text()).toBe(201);
        const claim = await request.post(`/api/business/${id}/claims`, { headers: bearer(ownerToken), data: { phone: '+53 5 234 5678' } });
        expect(claim.status(), await claim.text()).toBe(201);
        const approved = await request.post(`/api/claims/${((await claim.json()) as { _id: string })._id}/approve`, { headers: bearer(adminToken) });
        expect(approved.status(), await approved.text()).toBe(200);
      });

      await test.step("before: the map's 'Abierto ahora' finds it, open by its hours", async () => {
        await page.goto('/about');
        await expect(await openNowListing(page, reviewerToken, name)).toBeVisible();
      });

      await test.step("the owner sets 'Sin corriente — cerrado' in «Mis negocios»", async () => {
        await actAs(page, ownerToken, '/mis-negocios');
        await expect(pageHeading(page, 'Mis negocios')).toBeVisible();
        const card = page.getByRole('article', { name });
        await expect(card.getByText('Sin aviso para hoy: la guía muestra tu horario.')).toBeVisible();
        await card.getByLabel('Estado de hoy').selectOption({ label: 'Sin corriente — cerrado' });
        await card.getByRole('button', { name: 'Guardar estado' }).click();
        await expect(card.getByRole('status').filter({ hasText: 'Estado de hoy guardado con éxito' })).toBeVisible();
        await expect(card.getByText(/^Ahora dice: Sin corriente — cerrado · actualizado hace (un momento|\d+ min)$/)).toBeVisible();
        await shot(page, 'owner-status', project);
      });

      await test.step('a visitor sees it beside the pill, which says closed against the hours', async () => {
        await actAs(page, null, `/business/${id}`);
        await expect(pageHeading(page, name)).toBeVisible();
        const facts = page.locator('.business-page__facts');
        await expect(facts.locator('.business-status')).toHaveText('Cerrado');
        await expect(facts.getByText(/^Sin corriente — cerrado · actualizado hace (un momento|\d+ min)$/)).toBeVisible();
        await shot(page, 'owner-status-business', project);
      });

      await test.step("…and the map's 'Abierto ahora' no longer finds it (a signed-in visitor: the map asks for a session)", async () => {
        await expect(await openNowListing(page, reviewerToken, name)).toHaveCount(0);
      });

      await test.step('the owner replies to the review on the business page', async () => {
        await actAs(page, ownerToken, `/business/${id}`);
        const reviews = page.getByRole('region', { name: 'Opiniones' });
        const item = reviews.getByRole('listitem').filter({ hasText: 'El mejor congrí de La Habana.' });
        await item.getByRole('button', { name: 'Responder' }).click();
        await item.getByLabel('Tu respuesta').fill('¡Gracias! Mañana volvemos con corriente.');
        await item.getByRole('button', { name: 'Publicar respuesta' }).click();
        await expect(item.getByRole('status').filter({ hasText: 'Respuesta publicada con éxito' })).toBeVisible();
        await expect(item.getByRole('button', { name: 'Editar respuesta' })).toBeVisible();
      });

      await test.step("the visitor reads 'Respuesta del propietario' under the review", async () => {
        await actAs(page, null, `/business/${id}`);
        const item = page.getByRole('region', { name: 'Opiniones' }).getByRole('listitem').filter({ hasText: 'El mejor congrí de La Habana.' });
        await expect(item.getByText('Respuesta del propietario')).toBeVisible();
        await expect(item.getByText('¡Gracias! Mañana volvemos con corriente.')).toBeVisible();
        await expect(item.getByRole('button', { name: 'Responder' })).toHaveCount(0);
        await item.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `artifacts/screenshots/owner-reply-${project}.png` });
      });
    } finally {
      await request.delete(`/api/business/${id}`, { headers: bearer(adminToken) });
    }
  });
});
