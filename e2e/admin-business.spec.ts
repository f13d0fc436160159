/**
 * Admin: businesses (issue 8). The admin creates a business with an uploaded photo, picks its
 * place on the OSM picker (the app's own basemap), finds it in the list, sees the photo served
 * and shown on its business page and on the map, edits it and deletes it. Non-admins are turned away.
 */
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { BUSINESS_MESSAGES, MSG, ADMIN_MSG } from '../packages/contracts/src/index';
import { ADMIN, expect, pageHeading, registerUser, test, useSessionOf, allBusinesses } from './fixtures';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll, expectSpanishOnly, shot } from './admin-helpers';
import { zoomPastClusters } from './map-helpers';

const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
test.use({ geolocation: HAVANA, permissions: ['geolocation'] });

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
/** A real (decodable) RGB PNG of one colour, made here: no fixture file. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface ApiBusiness {
  _id: string;
  name: string;
  photos: string[];
  thumbnails?: string[];
  categories: string[];
  paid_plan: string;
  paid_promo: boolean;
  geometry: { location: { lat: number; lng: number } };
  opening_hours?: { weekday_text?: string[] };
  hours?: { week: Record<string, { open: string; close: string }[]> };
}

async function findByName(request: APIRequestContext, name: string): Promise<ApiBusiness | undefined> {
  return (await allBusinesses<ApiBusiness>(request)).find((b) => b.name === name);
}

const statusMessage = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const filterList = (page: Page, text: string) => page.getByLabel('Buscar por nombre o dirección').fill(text);

test.describe('The admin manages the businesses', () => {
  test('creates one with an uploaded photo, sees it served and shown, edits it and deletes it', async ({ page, request }, testInfo) => {
    // a long journey on a machine shared with other builds
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const tag = `${project}${Date.now().toString(36)}`;
    const name = `Bodeguita ${tag}`;
    const description = 'La casa del mojito desde 1942, con las paredes firmadas por sus visitantes y música en vivo.';
    await useSessionOf(page, request, ADMIN.username, ADMIN.password);

    await test.step('the list shows the seeded businesses, paginated, with Nuevo negocio', async () => {
      await page.goto('/business');
      await expect(pageHeading(page, 'Negocios')).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByText(/^1–25 de \d+ negocios$/)).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(26);
      await expect(page.getByRole('navigation', { name: 'Páginas de negocios' })).toBeVisible();
      // tags in Spanish, never raw types such as 'night_club' (issue 20)
      await expectSpanishOnly(page);
      await shot(page, 'admin-business-list', project);
      await filterList(page, 'floridita');
      await expect(page.getByRole('rowheader', { name: /El Floridita/ })).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(2);
    });

    await test.step('an empty form is refused with the errors next to name and address', async () => {
      await page.getByRole('link', { name: 'Nuevo negocio' }).click();
      await expect(page).toHaveURL(/\/negocios\/crear\/$/);
      await expect(pageHeading(page, 'Crear negocio')).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Comer y beber' })).toBeVisible();
      await page.getByRole('button', { name: 'Crear negocio' }).click();
      await expect(page.getByText(BUSINESS_MESSAGES.nameRequired)).toBeVisible();
      await expect(page.getByText(BUSINESS_MESSAGES.addressRequired)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
      await expect(page).toHaveURL(/\/negocios\/crear\/$/);
    });

    await test.step('the map picker draws the app’s own basemap: a click sets latitude and longitude', async () => {
      await page.getByRole('button', { name: 'Elegir en el mapa' }).click();
      const map = page.getByRole('region', { name: 'Mapa para elegir la ubicación' });
      await expect(map).toBeVisible();
      // the basemap comes from the app's own origin (issue 16), so there is nothing to apologise for
      await expect(map).toHaveAttribute('data-basemap', 'server');
      await expect(page.getByText(MSG.mapPickerUnavailable)).toHaveCount(0);
      await map.click({ position: { x: 60, y: 60 } });
      await expect(page.getByRole('spinbutton', { name: 'Latitud' })).toHaveValue(/^23\.1\d*$/);
      await expect(page.getByRole('spinbutton', { name: 'Longitud' })).toHaveValue(/^-82\.3\d*$/);
    });

    await test.step('fills every section, with an uploaded photo previewed', async () => {
      await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
      await page.getByRole('textbox', { name: 'Dirección' }).fill('Empedrado 207, La Habana Vieja');
      await page.getByRole('combobox', { name: 'Estado' }).selectOption('OPERATIONAL');
      await page.getByRole('textbox', { name: 'Descripción', exact: true }).fill(description);
      await page.getByRole('textbox', { name: 'Teléfono' }).fill('+53 7 867 1374');
      await page.getByRole('textbox', { name: 'Zona' }).fill('La Habana Vieja');
      // close to the user's position, so the map shows it
      await page.getByRole('spinbutton', { name: 'Latitud' }).fill('23.1372');
      await page.getByRole('spinbutton', { name: 'Longitud' }).fill('-82.3591');
      await page.getByRole('checkbox', { name: 'Comer y beber' }).check();
      const tagInput = page.getByRole('textbox', { name: 'Etiqueta personalizada' });
      await tagInput.fill('Terraza');
      await tagInput.press('Enter');
      await tagInput.fill('Mojitos');
      await page.getByRole('button', { name: 'Añadir etiqueta' }).click();
      await page.getByLabel('Subir fotos').setInputFiles({ name: 'barra.png', mimeType: 'image/png', buffer: png(96, 64, [194, 65, 12]) });
      await expect(page.getByRole('img', { name: 'Vista previa de barra.png' })).toBeVisible();
      await page.getByLabel('Lunes, apertura 1').fill('11:00');
      await page.getByLabel('Lunes, cierre 1').fill('00:00');
      // computed, read-only (issue 20 §9)
      await expect(page.getByRole('spinbutton', { name: /Calificaci/ })).toHaveCount(0);
      await expect(page.getByText('Un negocio nuevo empieza sin valoraciones: las suman las opiniones de los visitantes.')).toBeVisible();
      await page.getByRole('combobox', { name: 'Plan' }).selectOption('PRO');
      await page.getByRole('checkbox', { name: 'Promocionado' }).check();
      await expectSpanishOnly(page);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'admin-business-form', project);
    });

    await test.step('each photo is checked as it is added: a text file renamed .jpg and a photo too big are named and not kept; the rest stays', async () => {
      const photos = page.getByLabel('Subir fotos');
      await photos.setInputFiles([
        { name: 'notas.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('esto es texto, no una foto') },
        { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(Math.round(12.4 * 1024 * 1024), 0xff) },
      ]);
      const errors = page.locator('.field__error-list');
      await expect(errors).toContainText('«notas.jpg» no es una imagen (JPG, PNG, WebP o GIF)');
      await expect(errors).toContainText('«foto.jpg» pesa 12,4 MB; el máximo es 5 MB');
      await expect(page.getByRole('img', { name: 'Vista previa de notas.jpg' })).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'Vista previa de foto.jpg' })).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'Vista previa de barra.png' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'admin-business-form-photo-errors', project);
    });

    await test.step("a photo address that does not load says 'No se pudo cargar la foto de «…»' and is not kept", async () => {
      const url = page.getByRole('textbox', { name: 'URL de una foto' });
      await url.fill('/uploads/no-existe.jpg');
      await url.press('Enter');
      await expect(page.getByText('No se pudo cargar la foto de «/uploads/no-existe.jpg»')).toBeVisible();
      await expect(url).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('list', { name: 'Fotos guardadas' })).toHaveCount(0);
      await url.fill('');
    });

    await test.step('creating it returns to the list with Negocio creado con éxito', async () => {
      await page.getByRole('button', { name: 'Crear negocio' }).click();
      await expect(page).toHaveURL(/\/business$/);
      await expect(statusMessage(page, ADMIN_MSG.businessCreated)).toBeVisible();
    });

    const created = await findByName(request, name);
    expect(created, 'the new business is in GET /api/business/').toBeTruthy();
    const business = created!;

    await test.step('the row: 2 tags plus +1, the description cut at 60, the plan and the promotion', async () => {
      await filterList(page, tag);
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('listitem')).toHaveText(['Comer y beber', 'Terraza', /^\+1/]);
      await expect(row).toContainText(`${description.slice(0, 60)}...`);
      await expect(row).toContainText('PRO');
      await expect(row).toContainText('Promocionado');
      expect(business.categories).toEqual(['Comer y beber', 'Terraza', 'Mojitos']);
      expect(business.geometry.location).toEqual({ lat: 23.1372, lng: -82.3591 });
      expect(business.hours?.week.mon).toEqual([{ open: '11:00', close: '00:00' }]);
    });

    await test.step('the uploaded photo and its thumbnail are served as images', async () => {
      expect(business.photos).toHaveLength(1);
      for (const url of [business.photos[0]!, business.thumbnails?.[0] ?? business.photos[0]!]) {
        const res = await request.get(url);
        expect(res.status(), url).toBe(200);
        expect(res.headers()['content-type']).toMatch(/^image\//);
      }
    });

    await test.step('the photo shows on its business page', async () => {
      await page.goto(`/business/${business._id}`);
      await expect(pageHeading(page, name)).toBeVisible();
      const sources = [business.photos[0]!, business.thumbnails?.[0]].filter(Boolean).map((s) => `img[src="${s}"]`);
      const photo = page.locator(sources.join(', ')).first();
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    });

    await test.step('and it is on the map, next to the user', async () => {
      await page.goto('/mapa');
      await zoomPastClusters(page); // issue 24: zoomed out, it may be inside a cluster
      await expect(page.locator('.leaflet-marker-pane').getByRole('button', { name, exact: true })).toBeAttached();
    });

    await test.step('Editar opens the form filled in; saving says Negocio actualizado con éxito', async () => {
      await page.goto('/business');
      await filterList(page, tag);
      await page.getByRole('link', { name: `Editar ${name}` }).click();
      await expect(pageHeading(page, 'Editar negocio')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(name);
      await expect(page.getByRole('checkbox', { name: 'Comer y beber' })).toBeChecked();
      await expect(page.getByRole('list', { name: 'Fotos guardadas' }).getByRole('img')).toHaveCount(1);
      await page.getByRole('textbox', { name: 'Nombre' }).fill(`${name} editada`);
      await page.getByRole('button', { name: 'Quitar la etiqueta Terraza' }).click();
      await page.getByRole('checkbox', { name: 'Promocionado' }).uncheck();
      // read-only figures of the business, never inputs
      await expect(page.getByText('Valoraciones externas')).toBeVisible();
      await expect(page.getByRole('spinbutton', { name: /Calificaci/ })).toHaveCount(0);
      await expectSpanishOnly(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'admin-business-form-edit', project);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page).toHaveURL(new RegExp(`/business\\?q=${tag}$`));
      await expect(statusMessage(page, ADMIN_MSG.businessUpdated)).toBeVisible();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`${name} editada`) }) });
      await expect(row).toBeVisible();
      await expect(row.getByRole('listitem')).toHaveText(['Comer y beber', 'Mojitos']);
      await expect(row).not.toContainText('Promocionado');
      const saved = await findByName(request, `${name} editada`);
      expect(saved?.photos).toEqual(business.photos);
    });

    await test.step('Eliminar asks first: Cancelar keeps it, Eliminar deletes it and its photo', async () => {
      const button = page.getByRole('button', { name: `Eliminar ${name} editada` });
      await button.click();
      const confirm = page.getByRole('alertdialog', { name: 'Eliminar negocio' });
      await expect(confirm).toContainText(`«${name} editada»`);
      await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(confirm).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await expect(statusMessage(page, ADMIN_MSG.businessDeleted)).toBeVisible();
      await expect(page.getByText(`${ADMIN_MSG.adminBusinessesNoMatch}: «${tag}»`)).toBeVisible();
      expect((await request.get(`/api/business/${business._id}`)).status()).toBe(404);
      expect((await request.get(business.photos[0]!)).status()).toBe(404);
    });
  });
});

test.describe('The business admin is for admins only', () => {
  test('a logged-in user who is not an admin lands on /mapa', async ({ page, request }) => {
    const person = await registerUser(request);
    await useSessionOf(page, request, person.username, person.password);
    await page.goto('/business');
    await expect(page).toHaveURL(/\/mapa$/);
    await page.goto('/negocios/crear/');
    await expect(page).toHaveURL(/\/mapa$/);
  });

  test('an anonymous visitor lands on /login', async ({ page }) => {
    await page.goto('/business');
    await expect(page).toHaveURL(/\/login$/);
    await expect(pageHeading(page, 'Iniciar sesión')).toBeVisible();
    await page.goto('/negocios/editar/6650f0c2a1b2c3d4e5f6ffff');
    await expect(page).toHaveURL(/\/login$/);
  });
});
