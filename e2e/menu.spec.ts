/**
 * Issue 21 §2: a visitor reads a place's menu, on its page and in the map's panel, with prices in
 * CUP and about how much in USD and EUR at the guide's reference rate (the seed's is dated its
 * first start, so fresh). La Guarida's menu comes with the seed.
 */
import { allBusinesses, expect, registerUser, test, useSessionOf } from './fixtures';
import { expectNoSeriousAxeViolations, shot } from './admin-helpers';

test.describe('a visitor reads a menu', () => {
  test.use({ geolocation: { latitude: 23.1367, longitude: -82.3589 }, permissions: ['geolocation'] });

  test("La Guarida's page shows 'Menú' with CUP and '≈ … USD', and so does the map's panel", async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    const guarida = (await allBusinesses<{ _id: string; name: string }>(request)).find((b) => b.name === 'La Guarida');
    expect(guarida, 'the seed has La Guarida').toBeTruthy();
    const converted = /≈ \d+(?:\.\d{3})*,\d\d USD · \d+(?:\.\d{3})*,\d\d EUR/;

    await test.step('the business page: sections, dishes, CUP, USD and EUR, the rate once, and a sold-out dish said so', async () => {
      await page.goto(`/business/${guarida!._id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'La Guarida' })).toBeVisible();
      const menu = page.getByRole('region', { name: 'Menú' });
      await expect(menu.getByRole('heading', { level: 2, name: 'Menú' })).toBeVisible();
      await expect(menu.getByRole('heading', { level: 3 })).toHaveText(['Entrantes', 'Principales', 'Postres']);
      const ropa = menu.getByRole('listitem').filter({ hasText: 'Ropa vieja' });
      await expect(ropa.getByText('3200 CUP')).toBeVisible();
      await expect(ropa.getByText(converted)).toBeVisible();
      await expect(menu.getByRole('listitem').filter({ hasText: 'Cordero al vino tinto' }).getByText('Agotado')).toBeVisible();
      await expect(menu.getByText(/^Tasa de referencia del \d\d\/\d\d \(.+\)$/)).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'business-menu', project);
    });

    await test.step("the map's panel (an account's): the same menu, behind 'Ver menú'", async () => {
      const person = await registerUser(request);
      await useSessionOf(page, request, person.username, person.password);
      await page.goto(`/mapa?negocio=${guarida!._id}`);
      const panel = page.getByRole('complementary', { name: 'Detalles del negocio' });
      await expect(panel.getByRole('heading', { level: 2, name: 'La Guarida' })).toBeVisible();
      const menu = panel.getByRole('region', { name: 'Menú' });
      await expect(menu.getByRole('heading', { level: 3, name: 'Menú' })).toBeVisible();
      const toggle = menu.getByRole('button', { name: 'Ver menú' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(menu.getByRole('button', { name: 'Ocultar menú' })).toHaveAttribute('aria-expanded', 'true');
      const ropa = menu.getByRole('listitem').filter({ hasText: 'Ropa vieja' });
      await expect(ropa.getByText('3200 CUP')).toBeVisible();
      await expect(ropa.getByText(converted)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await menu.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `artifacts/screenshots/mapa-panel-menu-${project}.png` });
    });
  });
});
