/**
 * Issue 22 §1: the business page's lower half in English — the menu (prices in CUP, '≈ … USD · … EUR'
 * in English numbers, the rate's day, 'Sold out'), the payment badges, the review form's invitation
 * and 'Is this your business?'. La Guarida's menu, rate and payments come with the seed.
 */
import { allBusinesses, expect, test } from './fixtures';
import { expectNoSeriousAxeViolations, shot } from './admin-helpers';

test("La Guarida's page in English: the menu, the payments, the review form and the claim", async ({ page, request }, testInfo) => {
  const project = testInfo.project.name;
  const guarida = (await allBusinesses<{ _id: string; name: string }>(request)).find((b) => b.name === 'La Guarida');
  expect(guarida, 'the seed has La Guarida').toBeTruthy();
  await page.goto(`/business/${guarida!._id}?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'La Guarida' })).toBeVisible();

  const menu = page.getByRole('region', { name: 'Menu' });
  await expect(menu.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
  const ropa = menu.getByRole('listitem').filter({ hasText: 'Ropa vieja' });
  await expect(ropa.getByText('3,200 CUP')).toBeVisible();
  await expect(ropa.getByText(/^≈ \d{1,3}(?:,\d{3})*\.\d\d USD · \d{1,3}(?:,\d{3})*\.\d\d EUR$/)).toBeVisible();
  await expect(menu.getByRole('listitem').filter({ hasText: 'Cordero al vino tinto' }).getByText('Sold out')).toBeVisible();
  await expect(menu.getByText(/^Reference rate of [A-Z][a-z]{2} \d{1,2} \(.+\)$/)).toHaveCount(1);

  const badges = page.getByRole('list', { name: 'Payment methods' });
  await expect(badges.getByText('Cash (CUP)')).toBeVisible();
  await expect(badges.getByText('Transfermóvil')).toBeVisible();
  await expect(badges.getByText('Cards (Visa/Mastercard not issued in the US)')).toBeVisible();
  await expect(badges.getByText('+10% with electronic payment')).toBeVisible();

  await expect(page.getByRole('link', { name: 'Sign in to leave your review' })).toBeVisible();
  await page.getByRole('button', { name: 'Is this your business?' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Is this your business?' })).toBeVisible();
  await expect(page.getByText(/Ask to manage “La Guarida”/)).toBeVisible();

  await expect(page.getByText(/Agotado|Formas de pago|Tasa de referencia|Inicia sesión para dejar/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'business-english', project);
});
