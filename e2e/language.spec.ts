import { expect, test } from './fixtures';

/**
 * English beside Spanish (issue 22 §1): a visitor whose browser asks for English gets English in the
 * first byte (scripts blocked too), switches to Español in the footer, reloads and stays in Spanish
 * (the `lang` cookie); no page error and no hydration mismatch on the way (the fixtures fail on both).
 */
test.use({ locale: 'en-US' });

const ENGLISH_HERO = 'UNLOCK THE AUTHENTIC CUBA';
const SPANISH_HERO = 'DESBLOQUEA LA CUBA AUTÉNTICA';

test('an English browser gets English on the first byte, before any script', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HERO })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\?lang=es$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
  // the switcher works without scripts: a link the server answers in Spanish, and keeps
  await page.locator('footer').getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SPANISH_HERO })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/tops');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

test('switching to Español in the footer keeps Spanish after a reload; Tops and a business page speak English first', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HERO })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore by category' })).toBeVisible();
  await page.screenshot({ path: `artifacts/screenshots/home-en-${project}.png`, fullPage: true });

  await page.goto('/tops');
  await expect(page.getByRole('heading', { level: 1, name: 'Tops' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open map' }).first()).toBeVisible();
  await page.screenshot({ path: `artifacts/screenshots/tops-en-${project}.png`, fullPage: false });
  await page.getByRole('link', { name: 'See details' }).first().click();
  await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Address' })).toBeVisible();
  // the pill and today's hours arrive with their own code: in English too
  await expect(page.locator('.business-status[data-tone]')).toHaveText(/^(Open|Closed|Closing soon|Opening hours not available|Temporarily closed|Permanently closed)/);
  await expect(page.locator('.opening-hours__today')).toContainText(/Today’s opening hours:|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today/);
  await page.screenshot({ path: `artifacts/screenshots/business-en-${project}.png`, fullPage: true });
  // the same page drawn by the server in English (first byte), hydrated without a mismatch
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();

  await page.goto('/');
  const footer = page.locator('footer');
  const espanol = footer.getByRole('link', { name: 'Español' });
  await expect(espanol).toHaveAttribute('lang', 'es');
  await espanol.click();
  await expect(page.getByRole('heading', { level: 1, name: SPANISH_HERO })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(footer.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  expect((await page.context().cookies()).find((c) => c.name === 'lang')).toMatchObject({ value: 'es', sameSite: 'Lax' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: SPANISH_HERO })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Explora por categorías' })).toBeVisible();
});
