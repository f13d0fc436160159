/**
 * Issue 24 §4: a place only OpenStreetMap knows, seen like a place and credited like OSM. The
 * server imported e2e/osm-data/osm-trinidad.osm.pbf before it started (playwright.config.ts): a
 * few places in Trinidad, far from every seeded business. Someone there opens the map: the place
 * is a marker (clusters opened first), its panel credits OpenStreetMap and says when it was
 * checked, and 'Ver ficha' opens its page, /business/osm-node-9101, with what OSM knows, the
 * credit, 'Comprobado el …', 'Corregir en OpenStreetMap' and no reservation. A pasted link gets the
 * page drawn by the server with its share preview; an unknown place is a 404. '¿Es tu negocio?' on
 * a place's page: the admin approves in 'Solicitudes', the place joins the guide as a business the
 * person owns ('Mis negocios'), and its old address answers 301 to the business's page.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './admin-helpers';
import { ADMIN, apiLogin, expect, navbar, pageHeading, registerUser, test, useSessionOf } from './fixtures';
import { centreMarker, openClusters } from './map-helpers';

/** Trinidad's Plaza Mayor: the extract's places are within a few hundred metres. */
const TRINIDAD = { latitude: 21.8042, longitude: -79.9845 };
test.use({ geolocation: TRINIDAD, permissions: ['geolocation'] });

const shot = (page: Page, name: string, project: string) => page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });
const marker = (page: Page, name: string) => page.locator('.leaflet-marker-pane').getByRole('button', { name, exact: true });

test('an OpenStreetMap place: its marker, its panel, and its page with the credit, when it was checked and no reservation', async ({ page, request }, testInfo) => {
  const project = testInfo.project.name;
  const person = await registerUser(request);
  await useSessionOf(page, request, person.username, person.password);
  await page.goto('/mapa');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa' })).toBeAttached();

  await test.step('the place is a marker of its own style on the map', async () => {
    await openClusters(page);
    await expect(marker(page, 'Paladar Sol Ananda')).toBeVisible();
    await centreMarker(page, 'Paladar Sol Ananda');
  });

  const panel = page.getByRole('article', { name: 'Paladar Sol Ananda' });
  await test.step('its panel credits OpenStreetMap, linked to the object, and says when it was checked; no reservation', async () => {
    await marker(page, 'Paladar Sol Ananda').click();
    await expect(panel.getByRole('heading', { level: 2, name: 'Paladar Sol Ananda' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Datos de © OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/node/9101');
    await expect(panel.getByText(/Comprobado el 1 de octubre de 2026/)).toBeVisible();
    await expect(panel.getByRole('button', { name: /Reservar/ })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: /Reservar/ })).toHaveCount(0);
    await shot(page, 'osm-panel', project);
  });

  await test.step("'Ver ficha' opens its page: what OSM knows, the credit, 'Comprobado el', 'Corregir en OpenStreetMap', no 'Reservar'", async () => {
    await panel.getByRole('link', { name: 'Ver ficha' }).click();
    await expect(page).toHaveURL(/\/business\/osm-node-9101$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paladar Sol Ananda' })).toBeVisible();
    await expect(page).toHaveTitle('Paladar Sol Ananda · Guía Cuba');
    await expect(page.getByRole('list', { name: 'Categorías' })).toContainText('Comer y beber');
    // open or not from 'Mo-Su 12:00-23:00' in Havana's time, whatever the browser's zone
    await expect(page.locator('.business-status')).toHaveText(/^(Abierto · cierra a las 23:00|Cierra pronto · 23:00|Cerrado · abre)/);
    await expect(page.getByRole('link', { name: 'Datos de © OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/node/9101');
    await expect(page.getByText('Comprobado el 1 de octubre de 2026')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Corregir en OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/edit?node=9101');
    await expect(page.getByRole('link', { name: /Cómo llegar/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Compartir' })).toBeVisible();
    await expect(page.getByText(/Reservar/)).toHaveCount(0);
    // owner claims exist: an approved one adds the place to the guide (the journey below)
    await expect(page.getByRole('button', { name: '¿Es tu negocio?' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'osm-place', project);
  });
});

test('a pasted link to an OpenStreetMap place: drawn by the server with its share preview; an unknown place is 404', async ({ page, request }, testInfo) => {
  await test.step('the server sends the page drawn, with its preview and canonical address', async () => {
    const res = await request.get('/business/osm-node-9102');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Casa Muñoz · Guía Cuba</title>');
    expect(html).toContain('<meta property="og:title" content="Casa Muñoz" />');
    expect(html).toMatch(/<meta property="og:description" content="Casa Muñoz: Casa particular\. Datos de © OpenStreetMap, en Guía Cuba\." \/>/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/icons\/icon-512\.png" \/>/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/business\/osm-node-9102" \/>/);
    // the drawn page, not the empty shell
    expect(html).toContain('Datos de © OpenStreetMap</a>');
  });

  await test.step("the page: a casa particular with its phone to call, checked on the extract's date", async () => {
    await page.goto('/business/osm-node-9102');
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Muñoz' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categorías' })).toContainText('Casa particular');
    await expect(page.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+5341993673');
    await expect(page.getByText('Comprobado el 20 de noviembre de 2026')).toBeVisible();
    await expect(page.locator('.business-status')).toHaveText('Horario no disponible');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'osm-place-casa', testInfo.project.name);
  });

  await test.step("an unknown place answers 404 and says 'Este lugar ya no está en la guía'", async () => {
    expect((await request.get('/business/osm-node-1')).status()).toBe(404);
    await page.goto('/business/osm-node-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Este lugar ya no está en la guía' })).toBeVisible();
  });
});

/** The page now belongs to whoever holds `token` (a fresh load reads it). */
async function actAs(page: Page, token: string, path: string) {
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
}

test("'¿Es tu negocio?' on an OpenStreetMap place: approved, the place is the guide's business, its owner's, at one address", async ({ page, request }, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  // each project its own place (both share one server); the business made is deleted at the end
  const place = project === 'phone' ? { id: 'osm-way-9201', name: 'Museo Romántico' } : { id: 'osm-node-9103', name: 'La Canchánchara' };
  const person = await registerUser(request);
  const ownerToken = await apiLogin(request, person.username, person.password);
  const adminToken = await apiLogin(request, ADMIN.username, ADMIN.password);
  let businessId: string | null = null;
  try {
    await page.goto('/about');
    await test.step("the person asks from the place's page", async () => {
      await actAs(page, ownerToken, `/business/${place.id}`);
      await expect(pageHeading(page, place.name)).toBeVisible();
      await page.getByRole('button', { name: '¿Es tu negocio?' }).click();
      const form = page.locator('.claim-form');
      await expect(form.getByText(`Pide gestionar «${place.name}»: al aprobarlo, lo añadiremos a la guía con los datos de OpenStreetMap`)).toBeVisible();
      await form.getByLabel('Número de contacto').fill('+53 5 234 5678');
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(form.getByRole('status')).toHaveText('Solicitud enviada: un administrador la revisará');
      await shot(page, 'osm-claim', project);
    });

    await test.step("the admin sees it in 'Solicitudes' with the place's name and 'Datos de OpenStreetMap', and approves", async () => {
      await actAs(page, adminToken, '/');
      if (project === 'phone') await navbar(page).getByLabel('Abrir menú').click();
      await (project === 'phone' ? page.locator('#mobile-menu') : navbar(page)).getByRole('link', { name: 'Solicitudes', exact: true }).click();
      await expect(pageHeading(page, 'Solicitudes')).toBeVisible();
      const card = page.getByRole('article', { name: place.name });
      await expect(card.getByRole('link', { name: place.name })).toHaveAttribute('href', `/business/${place.id}`);
      await expect(card.getByText('Datos de OpenStreetMap')).toBeVisible();
      await expect(card.getByText(`${person.name} (@${person.username})`)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'osm-claim-admin', project);
      await card.getByRole('button', { name: 'Aprobar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Solicitud aprobada' })).toContainText(`ya gestiona ${place.name}`);
    });

    await test.step("the place's address now answers 301 to the guide business's page", async () => {
      const res = await request.get(`/business/${place.id}`, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      const location = res.headers()['location'] ?? '';
      expect(location).toMatch(/^\/business\/[a-f\d]{24}$/);
      businessId = location.slice('/business/'.length);
    });

    await test.step("the place's page is the guide's business, and the owner has it in 'Mis negocios'", async () => {
      await actAs(page, ownerToken, `/business/${place.id}`);
      await expect(page).toHaveURL(new RegExp(`/business/${businessId}$`));
      await expect(pageHeading(page, place.name)).toBeVisible();
      await expect(page.locator('[data-source="osm"]')).toHaveCount(0);
      await page.goto('/mis-negocios');
      await expect(pageHeading(page, 'Mis negocios')).toBeVisible();
      await expect(page.getByRole('article', { name: place.name })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'osm-claim-owner', project);
    });
  } finally {
    // the place is its own page again once the business is gone
    if (businessId) await request.delete(`/api/business/${businessId}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  }
});
