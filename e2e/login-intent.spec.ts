import type { APIRequestContext, Page, Request } from '@playwright/test';
import { MSG } from '../packages/contracts/src/index';
import { apiLogin, expect, loginThroughScreen, newPerson, registerUser, test } from './fixtures';

/**
 * Issue 20, item 8: without an account, the category tiles, 'Abrir mapa' and the heart go to the
 * login (the guard stays where spec §2 puts it), and once logged in the app finishes what was asked:
 * the map filtered on the category, the map focused on the business, the favourite added.
 */
const HAVANA = { latitude: 23.1367, longitude: -82.3589 };
test.use({ geolocation: HAVANA, permissions: ['geolocation'] });

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });

/** The server-rendered page has been taken over by the app (a press before that would be lost). */
const appReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-ready', '1');

const isNearby = (req: Request) => req.method() === 'GET' && new URL(req.url()).pathname === '/api/business/nearby';

interface SeedBusiness {
  _id: string;
  name: string;
}

async function promoted(request: APIRequestContext): Promise<SeedBusiness[]> {
  const res = await request.get('/api/business/promoted');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as SeedBusiness[];
}

function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: { user_id: string } };
  return payload.sub.user_id;
}

test.describe('login keeps the visitor’s intent', () => {
  test("'Comer y beber' on home, logged out: login (even after a reload) opens the map filtered on it", async ({ page, request }, testInfo) => {
    const person = await registerUser(request);
    await page.goto('/');
    await appReady(page);
    await page.getByRole('link', { name: /Comer y beber/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    // a reload in the middle of logging in keeps the choice
    await page.reload();
    await expect(page.getByLabel('Usuario o correo electrónico')).toBeVisible();
    const nearby: URL[] = [];
    page.on('request', (req) => {
      if (isNearby(req)) nearby.push(new URL(req.url()));
    });
    await loginThroughScreen(page, person.username, person.password);
    await expect(page).toHaveURL(/\/mapa/);
    await expect(page.getByLabel('Categoría')).toHaveValue('restaurant');
    await expect.poll(() => nearby.length).toBeGreaterThan(0);
    expect(nearby.map((u) => u.searchParams.get('category'))).toEqual(nearby.map(() => 'restaurant'));
    expect(await page.evaluate(() => sessionStorage.getItem('guia.loginIntent'))).toBeNull();
    await expect(page.locator('.leaflet-marker-pane .map-marker').first()).toBeAttached();
    await shot(page, 'login-intent-map-category', testInfo.project.name);
  });

  test("'Abrir mapa' on Tops, logged out, through registration: the map opens focused on that business", async ({ page, request }) => {
    const [business] = await promoted(request);
    const person = newPerson('intent');
    await page.goto('/tops');
    await appReady(page);
    await page.getByRole('button', { name: 'Abrir mapa' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel('Nombre', { exact: true }).fill(person.name);
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Nombre de usuario').fill(person.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    // registration either signs the person in or sends them to log in: both end on the map
    await expect(page).toHaveURL(/\/(login|mapa)/);
    if (new URL(page.url()).pathname === '/login') await loginThroughScreen(page, person.username, person.password);
    await expect(page).toHaveURL(/\/mapa/);
    await expect(page.getByRole('heading', { name: business!.name }).first()).toBeVisible();
  });

  test('the heart on a business page, logged out: after login the favourite is added once and the page says so', async ({ page, request }, testInfo) => {
    const person = await registerUser(request);
    const [, business] = await promoted(request);
    await page.goto(`/business/${business!._id}`);
    await appReady(page);
    const heart = page.getByRole('button', { name: `Guardar ${business!.name} en favoritos` });
    // the heart hydrates when its code arrives, after the page's text: wait for it
    await page.waitForLoadState('networkidle');
    await heart.click();
    await expect(page).toHaveURL(/\/login$/);
    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && /\/api\/users\/[^/]+\/favorites\//.test(new URL(req.url()).pathname)) posts += 1;
    });
    await loginThroughScreen(page, person.username, person.password);
    await expect(page).toHaveURL(new RegExp(`/business/${business!._id}$`));
    await expect(page.getByRole('status').filter({ hasText: MSG.favoriteSavedAfterLogin })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'login-intent-favorite-saved', testInfo.project.name);
    // a reload does not add it again
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(MSG.favoriteSavedAfterLogin)).toHaveCount(0);
    expect(posts).toBe(1);
    const token = await apiLogin(request, person.username, person.password);
    const res = await request.get(`/api/users/${userIdOf(token)}/favorites`, { headers: { Authorization: `Bearer ${token}` } });
    const favorites = (await res.json()) as { businessId?: string; _id?: string }[];
    expect(favorites.map((f) => f.businessId ?? f._id)).toEqual([business!._id]);
  });
});
