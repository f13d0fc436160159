import { ADMIN, apiLogin, expect, loginThroughScreen, registerUser, test, useSessionOf } from './fixtures';

/**
 * Issue 20 §7: a person who forgot their password gets a one-time link from an admin (no e-mail
 * needed), sets a new password with it, and logs in with the new one.
 */
test.describe('Password recovery through an admin link', () => {
  test('the admin makes a link on /usuario, the person opens it elsewhere, sets a password and logs in with it', async ({ page, request, browser }, testInfo) => {
    const person = await registerUser(request);
    const newPassword = 'palmeras del malecon';
    const project = testInfo.project.name;

    await test.step("'¿Olvidaste tu contraseña?' on the login screen explains how to get a link", async () => {
      await page.goto('/login');
      await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
      await expect(page).toHaveURL(/\/olvide-contrasena$/);
      await expect(page.getByText('Pide a un administrador un enlace para cambiar la contraseña')).toBeVisible();
      await page.screenshot({ path: `artifacts/screenshots/forgot-password-${project}.png`, fullPage: true });
    });

    let link = '';
    await test.step('the admin creates the link from the users screen: shown once, with Copiar and Enviar por WhatsApp', async () => {
      await useSessionOf(page, request, ADMIN.username, ADMIN.password);
      await page.goto('/usuario');
      await page.getByLabel('Buscar').fill(person.username);
      await expect(page.getByRole('button', { name: `Enlace para cambiar la contraseña de ${person.username}` })).toBeVisible();
      // the third action per row must not widen the page on a phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.getByRole('button', { name: `Enlace para cambiar la contraseña de ${person.username}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Enlace para cambiar la contraseña' });
      await expect(dialog).toBeVisible();
      link = await dialog.getByLabel('Enlace').inputValue();
      expect(link).toMatch(/\/restablecer\/[\w-]{40,}$/);
      await expect(dialog.getByRole('button', { name: 'Copiar' })).toBeVisible();
      // never followed: only its address is checked
      const whatsapp = await dialog.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
      expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(link);
      await page.screenshot({ path: `artifacts/screenshots/admin-reset-link-${project}.png`, fullPage: true });
      await dialog.getByRole('button', { name: 'Listo' }).click();
      await expect(dialog).toBeHidden();
    });

    const context = await browser.newContext({
      viewport: page.viewportSize(),
      userAgent: await page.evaluate(() => navigator.userAgent),
      hasTouch: project === 'phone',
      isMobile: project === 'phone',
    });
    try {
      const other = await context.newPage();
      await test.step('in another browser, the link sets a new password (errors next to each field first)', async () => {
        await other.goto(link);
        await other.getByRole('button', { name: 'Cambiar contraseña' }).click();
        await expect(other.getByLabel('Nueva contraseña', { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await expect(other.getByLabel('Repite la nueva contraseña', { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await other.screenshot({ path: `artifacts/screenshots/reset-password-errors-${project}.png`, fullPage: true });
        await other.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
        await other.getByLabel('Repite la nueva contraseña', { exact: true }).fill(newPassword);
        await other.getByRole('button', { name: 'Cambiar contraseña' }).click();
        await expect(other.getByText('Contraseña cambiada con éxito')).toBeVisible();
        await expect.poll(() => other.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
        await other.screenshot({ path: `artifacts/screenshots/reset-password-done-${project}.png`, fullPage: true });
      });

      await test.step('the link works only once', async () => {
        await other.evaluate(() => localStorage.removeItem('token'));
        await other.goto(link);
        await other.getByLabel('Nueva contraseña', { exact: true }).fill('otra frase distinta');
        await other.getByLabel('Repite la nueva contraseña', { exact: true }).fill('otra frase distinta');
        await other.getByRole('button', { name: 'Cambiar contraseña' }).click();
        await expect(other.getByRole('alert')).toContainText('ya se usó o caducó');
      });

      await test.step('the new password logs in through the login screen; the old one no longer does', async () => {
        await other.goto('/login');
        await loginThroughScreen(other, person.username, newPassword);
        await expect(other).toHaveURL(/\/$/);
        await expect.poll(() => other.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
        const old = await request.post('/api/auth/login', { data: { identifier: person.username, password: person.password } });
        expect(old.status()).toBe(401);
        expect(await apiLogin(request, person.username, newPassword)).toBeTruthy();
      });
    } finally {
      await context.close();
    }
  });
});
