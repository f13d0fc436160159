import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ITINERARY_MESSAGES } from '../packages/contracts/src/index';
import { allBusinesses, apiLogin, captureWhatsapp, expect, openedWhatsappLinks, pageHeading, registerUser, test, useSessionOf } from './fixtures';

/**
 * Plans for the day (issue 22 §3): a signed-in person builds 'Sábado en La Habana Vieja' from the
 * guide's search, orders it from the keyboard, gives a stop a time, sees the numbered map and the
 * walk, shares it; the link opens read-only without a session, and stops working once unshared.
 */

const PLAN = 'Sábado en La Habana Vieja';
const PLACES = [
  { search: 'Catedral', name: 'Plaza de la Catedral' },
  { search: 'Bodeguita', name: 'La Bodeguita del Medio' },
  { search: 'Plaza Vieja', name: 'Plaza Vieja' },
];

/** axe-core as the repository already has it (a dependency of lighthouse): no package of its own. */
function axeSource(): string {
  const store = join(process.cwd(), 'node_modules/.pnpm');
  const dir = readdirSync(store).find((d) => d.startsWith('axe-core@'));
  if (!dir) throw new Error('axe-core is not installed');
  return readFileSync(join(store, dir, 'node_modules/axe-core/axe.min.js'), 'utf8');
}

/** A full-page capture from the top: the fixed header drawn where it belongs, not over the page. */
async function capture(page: Page, name: string, project: string): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });
}

/** The serious and critical accessibility problems axe finds on the page (evaluated outside the page's CSP). */
async function seriousA11yProblems(page: Page): Promise<string[]> {
  await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const stopsList = (page: Page) => page.getByRole('list', { name: 'Paradas del plan' });
const stopNames = (page: Page) => stopsList(page).locator(':scope > li h3');

test.describe('Plans for the day', () => {
  test('build a plan, order it from the keyboard, see it on the map, share it read-only and stop sharing', async ({ page, request, browser }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    const person = await registerUser(request);
    await useSessionOf(page, request, person.username, person.password);
    await captureWhatsapp(page);

    await test.step("'Nuevo plan' needs a name, and creates the plan", async () => {
      await page.goto('/planes');
      await expect(pageHeading(page, 'Mis planes')).toBeVisible();
      await expect(page.getByText('Aún no tienes planes')).toBeVisible();
      await page.getByRole('button', { name: 'Crear plan' }).click();
      await expect(page.getByText(ITINERARY_MESSAGES.nameRequired)).toBeVisible();
      await page.getByLabel('Nombre del plan').fill(PLAN);
      await page.getByLabel('Fecha (opcional)').fill('2026-12-05');
      await page.getByRole('button', { name: 'Crear plan' }).click();
      await expect(pageHeading(page, PLAN)).toBeVisible();
      await expect(page).toHaveURL(/\/planes\/[0-9a-f]{24}$/);
      await expect(page.getByText('Sábado, 5 de diciembre de 2026')).toBeVisible();
    });

    await test.step('three places from the guide search', async () => {
      for (const place of PLACES) {
        await page.getByLabel('Buscar en la guía').fill(place.search);
        await page.getByRole('button', { name: 'Buscar', exact: true }).click();
        await page.getByRole('button', { name: `Añadir ${place.name}`, exact: true }).click();
        await expect(page.getByText(`${place.name} añadida al plan`)).toBeVisible();
      }
      await expect(stopNames(page)).toHaveText(PLACES.map((p) => p.name));
    });

    await test.step('reordered from the keyboard: the focus follows the stop and the move is announced', async () => {
      await page.getByRole('button', { name: 'Bajar Plaza de la Catedral' }).focus();
      await page.keyboard.press('Enter');
      await expect(stopNames(page)).toHaveText(['La Bodeguita del Medio', 'Plaza de la Catedral', 'Plaza Vieja']);
      await expect(page.getByRole('status').filter({ hasText: 'Parada movida a la posición 2' })).toBeAttached();
      await expect(page.getByRole('button', { name: 'Bajar Plaza de la Catedral' })).toBeFocused();
    });

    await test.step('a time for the first stop, and the plan saved', async () => {
      const first = stopsList(page).locator(':scope > li').first();
      await first.getByLabel('Hora (hora de Cuba)').fill('10:30');
      await first.getByLabel('Nota').fill('Un mojito temprano');
      await page.getByRole('button', { name: 'Guardar plan' }).click();
      await expect(page.getByText('Plan guardado')).toBeVisible();
      await page.reload();
      await expect(stopNames(page)).toHaveText(['La Bodeguita del Medio', 'Plaza de la Catedral', 'Plaza Vieja']);
      await expect(stopsList(page).locator(':scope > li').first().getByLabel('Hora (hora de Cuba)')).toHaveValue('10:30');
    });

    await test.step('the map numbers the stops in walking order, joined by a line, with the walk', async () => {
      const map = page.getByRole('region', { name: /^Mapa del plan: 3 paradas/ });
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByTitle('1. La Bodeguita del Medio')).toHaveText('1');
      await expect(map.getByTitle('2. Plaza de la Catedral')).toHaveText('2');
      await expect(map.getByTitle('3. Plaza Vieja')).toHaveText('3');
      await expect(map.locator('.plan-route')).toHaveCount(1);
      await expect(page.getByText(/^\d+ m a pie · unos \d+ min$|^\d+(,\d)? km a pie · /)).toBeVisible();
      await capture(page, 'plan-edit', testInfo.project.name);
      expect(await seriousA11yProblems(page)).toEqual([]);
    });

    let link = '';
    await test.step("'Compartir plan' shows the read-only link", async () => {
      await page.getByRole('button', { name: 'Compartir plan' }).click();
      const input = page.getByLabel('Enlace del plan');
      await expect(input).toHaveValue(/\/plan\/[A-Za-z0-9_-]{16,}$/);
      link = await input.inputValue();
      await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();
    });

    const visitor = await browser.newContext({ ...testInfo.project.use, baseURL: undefined });
    try {
      const other = await visitor.newPage();
      await test.step('the link opens the plan read-only, without a session', async () => {
        await other.goto(link);
        await expect(pageHeading(other, PLAN)).toBeVisible();
        await expect(other.getByText('Plan compartido · solo lectura')).toBeVisible();
        await expect(stopNames(other)).toHaveText(['La Bodeguita del Medio', 'Plaza de la Catedral', 'Plaza Vieja']);
        await expect(stopsList(other).getByText('10:30')).toBeVisible();
        await expect(other.getByTitle('3. Plaza Vieja')).toHaveText('3');
        await expect(other.getByRole('button', { name: 'Guardar plan' })).toHaveCount(0);
        await expect(other.getByRole('textbox')).toHaveCount(0);
        await capture(other, 'plan-shared', testInfo.project.name);
        expect(await seriousA11yProblems(other)).toEqual([]);
      });

      await test.step("'Dejar de compartir': the link says it no longer works", async () => {
        await page.getByRole('button', { name: 'Dejar de compartir' }).click();
        await expect(page.getByRole('button', { name: 'Compartir plan' })).toBeVisible();
        await other.reload();
        await expect(pageHeading(other, ITINERARY_MESSAGES.notFound)).toBeVisible();
        await capture(other, 'plan-gone', testInfo.project.name);
      });
    } finally {
      await visitor.close();
    }

    await test.step('my plans list it with its day, stops and walk', async () => {
      await page.getByRole('link', { name: 'Volver a mis planes' }).click();
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: PLAN }) });
      await expect(row.getByText('Sábado, 5 de diciembre de 2026')).toBeVisible();
      await expect(row.getByText('3 paradas')).toBeVisible();
      await expect(row.getByText(/ a pie · /)).toBeVisible();
      await capture(page, 'plans', testInfo.project.name);
      expect(await seriousA11yProblems(page)).toEqual([]);
    });

    // last: on the phone the app link hands over to WhatsApp and the browser then takes no more taps
    await test.step('shared again: a new link, sent by WhatsApp', async () => {
      await page.getByRole('link', { name: `Abrir ${PLAN}` }).click();
      await page.getByRole('button', { name: 'Compartir plan' }).click();
      const again = await page.getByLabel('Enlace del plan').inputValue();
      expect(again).not.toBe(link);
      if (isPhone) {
        const chat = page.waitForRequest((r) => r.url().startsWith('whatsapp:'));
        await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
        expect(decodeURIComponent((await chat).url())).toContain(`«${PLAN}» en Guía Cuba: ${again}`);
      } else {
        await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
        await expect.poll(() => openedWhatsappLinks(page)).toHaveLength(1);
        expect(decodeURIComponent((await openedWhatsappLinks(page))[0]!)).toContain(`«${PLAN}» en Guía Cuba: ${again}`);
      }
    });
  });
});

/** The serious and critical accessibility problems axe finds inside one element (the open dialog). */
async function seriousA11yProblemsIn(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource());
  return page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document.querySelector(within), { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/** The user id inside a token (the payload of spec §3). */
const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: { user_id: string } }).sub.user_id;

test.describe("'Añadir a un plan' from the map and the profile", () => {
  test.use({ geolocation: { latitude: 23.1367, longitude: -82.3589 }, permissions: ['geolocation'] });

  test("La Guarida from the map's panel into a new plan 'Domingo', a favourite from the profile into it, and the plan has both", async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    const seed = await allBusinesses<{ _id: string; name: string }>(request);
    const [guarida, floridita] = ['La Guarida', 'El Floridita'].map((name) => seed.find((b) => b.name === name)!);
    expect(guarida && floridita, 'seed businesses').toBeTruthy();
    const person = await registerUser(request);
    const token = await apiLogin(request, person.username, person.password);
    const favourite = await request.post(`/api/users/${userIdOf(token)}/favorites/${floridita!._id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(favourite.ok(), `favourite: ${favourite.status()}`).toBeTruthy();
    await useSessionOf(page, request, person.username, person.password);
    const dialog = page.getByRole('dialog', { name: 'Añadir a un plan' });

    await test.step("the map's panel: a new plan 'Domingo' needs a name, and is created with La Guarida", async () => {
      await page.goto(`/mapa?negocio=${guarida!._id}`);
      const panel = page.getByRole('complementary', { name: 'Detalles del negocio' });
      await expect(panel.getByRole('heading', { level: 2, name: 'La Guarida' })).toBeVisible();
      const button = panel.getByRole('button', { name: 'Añadir a un plan' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Elige un plan: La Guarida será su última parada.')).toBeVisible();
      await expect(dialog.getByText('Aún no tienes planes.')).toBeVisible();
      // the focus is inside the dialog; Esc closes it and gives the focus back to the button
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await dialog.getByRole('button', { name: 'Crear plan' }).click();
      await expect(dialog.getByText(ITINERARY_MESSAGES.nameRequired)).toBeVisible();
      await capture(page, 'add-to-plan-new', project);
      expect(await seriousA11yProblemsIn(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByLabel('Nombre del plan').fill('Domingo');
      await dialog.getByRole('button', { name: 'Crear plan' }).click();
      await expect(dialog.getByText('Añadido a «Domingo»')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Ver el plan' })).toHaveAttribute('href', /^\/planes\/[0-9a-f]{24}$/);
      await dialog.getByRole('button', { name: 'Listo' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the profile: the favourite El Floridita added to Domingo', async () => {
      await page.goto('/perfil');
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: 'El Floridita' }) });
      await card.getByRole('button', { name: 'Añadir a un plan' }).click();
      const domingo = dialog.getByRole('button', { name: /^Domingo/ });
      await expect(domingo).toHaveText(/1 parada/);
      await capture(page, 'add-to-plan', project);
      expect(await seriousA11yProblemsIn(page, '[role="dialog"]')).toEqual([]);
      await domingo.click();
      await expect(dialog.getByText('Añadido a «Domingo»')).toBeVisible();
      await capture(page, 'add-to-plan-done', project);
      await dialog.getByRole('link', { name: 'Ver el plan' }).click();
    });

    await test.step('the plan has both stops, in the order they were added', async () => {
      await expect(pageHeading(page, 'Domingo')).toBeVisible();
      await expect(page).toHaveURL(/\/planes\/[0-9a-f]{24}$/);
      await expect(dialog).toHaveCount(0);
      await expect(stopNames(page)).toHaveText(['La Guarida', 'El Floridita']);
    });
  });
});
