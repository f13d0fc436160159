import { expect, newPerson, pageHeading, registerUser, test } from './fixtures';

/**
 * The account screens, the profile and the plans in English (issue 22 §1): an English browser signs
 * in on 'Sign in', makes a plan on 'My plans' and sees it and its favourites' page in English, with
 * no page error nor hydration mismatch on the way (the fixtures fail on both).
 */
test.use({ locale: 'en-US' });

test('sign in, plans and profile in English', async ({ page, request }, testInfo) => {
  const project = testInfo.project.name;
  const person = await registerUser(request, newPerson('eng'));

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(pageHeading(page, 'Sign in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your username and password').first()).toBeVisible();
  await page.screenshot({ path: `artifacts/screenshots/login-en-${project}.png`, fullPage: true });

  await page.getByLabel('Username or email').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/planes');
  await expect(pageHeading(page, 'My plans')).toBeVisible();
  await expect(page.getByText("You don't have any plans yet")).toBeVisible();
  await page.getByLabel('Plan name').fill('Saturday in Old Havana');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('heading', { name: 'Stops' })).toBeVisible();
  await expect(page.getByText('No stops').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share plan' })).toBeVisible();
  await page.screenshot({ path: `artifacts/screenshots/plan-en-${project}.png`, fullPage: true });

  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: 'Your favorite places' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await page.screenshot({ path: `artifacts/screenshots/profile-en-${project}.png`, fullPage: true });
});
