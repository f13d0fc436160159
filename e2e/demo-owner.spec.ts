/**
 * Issue 21: the quick start's demo owner. With the demo catalogue (outside production) the first
 * start makes 'duena_guarida' the owner of La Guarida, with a reply already written: a newcomer
 * signs in through the screen and finds 'Mis negocios' with La Guarida in it, and a visitor reads
 * the owner's reply on La Guarida's page.
 */
import { allBusinesses, expect, loginThroughScreen, pageHeading, test } from './fixtures';

const DEMO = { username: 'duena_guarida', password: 'paladar-demo-2025' };

test('the demo owner signs in and manages La Guarida; visitors read the reply', async ({ page, request }) => {
  await page.goto('/login');
  await loginThroughScreen(page, DEMO.username, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/mis-negocios');
  await expect(pageHeading(page, /Mis negocios/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /La Guarida/ }).first()).toBeVisible();

  // signed out again: a visitor on the business page
  await page.evaluate(() => localStorage.clear());
  const guarida = (await allBusinesses<{ _id: string; name: string }>(request)).find((b) => b.name === 'La Guarida');
  await page.goto(`/business/${guarida!._id}`);
  await expect(page.getByText('Respuesta del propietario').first()).toBeVisible();
});
