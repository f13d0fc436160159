/**
 * Issue 21 §1: the owner edits the page in «Mis negocios» ('Editar ficha'). A person claims a
 * business and the admin approves (through the API, as the other owner journeys do); the owner
 * rewrites the description, gives a phone and ticks reservations; a visitor then reads the new
 * description on the business page and sees 'Reservar'. Each project makes its own business (both
 * share one server) and deletes it at the end.
 */
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, loginThroughScreen, pageHeading, registerUser, test } from './fixtures';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The quick start's demo owner (demo-owner.spec.ts). */
const DEMO = { username: 'duena_guarida', password: 'paladar-demo-2025' };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A real (decodable) RGB PNG of one colour, made here: the API sniffs it and makes its WebP copies. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** Today's weekday in Cuba as the hours editor names it ('Lunes'): the journeys run in UTC and Asia/Tokyo. */
function cubaWeekdayLabel(now = new Date()): string {
  const day = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'America/Havana' }).format(now);
  return day.charAt(0).toUpperCase() + day.slice(1);
}

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
        await expect(form.getByLabel('Descripción', { exact: true })).toHaveValue('Comida criolla');
        await form.getByLabel('Descripción', { exact: true }).fill(description);
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

  /**
   * Issue 21 §1: the demo owner (signed in through the screen) manages a new business of their own:
   * sets the hours in 'Editar ficha' (12:00–23:00 copied to every day, today in Cuba 'Cerrado'),
   * adds a photo in 'Fotos'; a visitor then reads 'Cerrado' on the page's pill and sees the photo.
   * Both changes are in the admin's 'Cambios'. The business is the project's own (both share a
   * server), and leaves at the end with the demo owner's claim.
   */
  test("the demo owner sets the hours (closed today in Cuba) and adds a photo; a visitor sees both", async ({ page, request }, testInfo) => {
    test.slow();
    const project = testInfo.project.name;
    const name = `Paladar Horario ${project}${Date.now().toString(36)}`;
    const adminToken = await apiLogin(request, ADMIN.username, ADMIN.password);
    const created = await request.post('/api/business/', {
      headers: bearer(adminToken),
      multipart: { name, address: 'Obispo 410, La Habana Vieja', latitude: '23.1369', longitude: '-82.3585', description: 'Comida criolla', categories: JSON.stringify(['Comer y beber']) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { _id: string })._id;
    let claimId: string | null = null;
    try {
      const demoToken = await apiLogin(request, DEMO.username, DEMO.password);
      const claim = await request.post(`/api/business/${id}/claims`, { headers: bearer(demoToken), data: { phone: '+53 5 234 5678' } });
      expect(claim.status(), await claim.text()).toBe(201);
      claimId = ((await claim.json()) as { _id: string })._id;
      const approved = await request.post(`/api/claims/${claimId}/approve`, { headers: bearer(adminToken) });
      expect(approved.status(), await approved.text()).toBe(200);

      const today = cubaWeekdayLabel();
      await test.step("the demo owner signs in and sets the hours in «Editar ficha»", async () => {
        await page.goto('/login');
        await loginThroughScreen(page, DEMO.username, DEMO.password);
        await expect(page).not.toHaveURL(/\/login/);
        await page.goto('/mis-negocios');
        await expect(pageHeading(page, 'Mis negocios')).toBeVisible();
        const card = page.getByRole('article', { name });
        // the checklist's 'Sin horario' takes the owner to the hours
        await card.getByRole('link', { name: 'indícalo en «Editar ficha»' }).click();
        const hours = card.getByRole('group', { name: 'Horario' });
        await expect(hours).toBeInViewport();
        await hours.getByLabel('Lunes, apertura 1').fill('12:00');
        await hours.getByLabel('Lunes, cierre 1').fill('23:00');
        await hours.getByRole('button', { name: 'Copiar a todos los días (horario del lunes)' }).click();
        await hours.getByRole('checkbox', { name: `${today}: cerrado` }).check();
        const form = card.getByRole('region', { name: 'Editar ficha' });
        await form.getByRole('button', { name: 'Guardar ficha' }).click();
        await expect(form.getByRole('status').filter({ hasText: 'Ficha guardada con éxito' })).toBeVisible();
        await hours.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `artifacts/screenshots/owner-hours-${project}.png` });
      });

      await test.step("the demo owner adds a photo in «Fotos»", async () => {
        const card = page.getByRole('article', { name });
        await card.getByRole('link', { name: 'añádelas en «Fotos»' }).click();
        const photos = card.getByRole('region', { name: 'Fotos' });
        await expect(photos.getByText('Tu página todavía no tiene fotos.')).toBeVisible();
        await photos.getByLabel('Añadir fotos').setInputFiles({ name: 'patio.png', mimeType: 'image/png', buffer: png(160, 120, [194, 65, 12]) });
        await expect(photos.getByRole('status').filter({ hasText: 'Foto añadida con éxito' })).toBeVisible();
        await expect(photos.getByRole('img', { name: 'Foto 1' })).toBeVisible();
        await expect(photos.getByRole('button', { name: 'Quitar la foto 1' })).toBeVisible();
        await photos.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `artifacts/screenshots/owner-photos-${project}.png` });
      });

      await test.step('a visitor reads «Cerrado» on the pill and sees the photo', async () => {
        const stored = (await (await request.get(`/api/business/${id}`)).json()) as { photos: string[] };
        expect(stored.photos).toHaveLength(1);
        const file = stored.photos[0]!.replace(/\.webp$/, '');
        await page.evaluate(() => localStorage.clear());
        await page.goto(`/business/${id}`);
        await expect(pageHeading(page, name)).toBeVisible();
        await expect(page.locator('.business-page__facts .business-status')).toHaveText(/^Cerrado/);
        await expect(page.locator(`img[src^="${file}"]`).first()).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `artifacts/screenshots/owner-hours-photo-business-${project}.png`, fullPage: true });
      });

      await test.step('both changes are in the admin’s «Cambios»', async () => {
        const list = await request.get(`/api/changes?business_id=${id}`, { headers: bearer(adminToken) });
        const items = ((await list.json()) as { items: { kind: string; summary: string; by_owner: boolean }[] }).items;
        expect(items.slice(0, 2)).toEqual([
          expect.objectContaining({ kind: 'photos', summary: 'Fotos: 1 añadida (1 en total)', by_owner: true }),
          expect.objectContaining({ kind: 'details', summary: 'Ficha: horario', by_owner: true }),
        ]);
      });
    } finally {
      if (claimId) await request.post(`/api/claims/${claimId}/revoke`, { headers: bearer(adminToken), data: {} });
      await request.delete(`/api/business/${id}`, { headers: bearer(adminToken) });
    }
  });
});
